//! What opens over the table. The dock holds the market or the Lake: it
//! opens by itself while a decision's targets are there, and on a tap of
//! its door (`layout::dock` says which wins); it covers only the Main
//! board. While someone else's step plays there (a computer's, the
//! Ayllu's, the Night's) it stands aside, over the person's own board,
//! which that step leaves alone: the Main board stays in view. The
//! Ayllu's board stands aside there too while a step of its own plays on
//! it (its power lit, its Maize rising). Drawers
//! (the log, the forecast, the options list, another seat's board, the
//! menu) slide over the side panel and close with a tap on their close
//! button or outside them.
use leptos::prelude::*;

use super::model::TableModel;
use crate::engine::Action;
use crate::ui::boards::lake::LakeView;
use crate::ui::boards::player::PlayerPanel;
use crate::ui::boards::solo::{SoloBoardView, SoloCards};
use crate::ui::boards::supplies::SuppliesView;
use crate::ui::log::GameLog;
use crate::ui::saves::{ExportButton, SavedGames, ShareGame};
use crate::ui::state::{Automation, Choice, GameStore, Prefs, Screen, Screens, Tutorial};
use crate::view::forecast::forecast;
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::layout::{self, sheet_for, Sheet};
use crate::view::motion::By;
use crate::view::replay::Go;
use crate::view::settings::{MOTIONS, SPEEDS};
use crate::view::targets::Target;
use crate::view::tutorial::Step;
use crate::view::words;

/// The sheet a person's decision has its targets on, if any.
fn needed(store: GameStore) -> Option<Sheet> {
    store.person_deciding().and(store.pending()).and_then(|p| sheet_for(p.decision))
}

#[component]
pub fn Dock() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let screens = expect_context::<Screens>();
    let playback = expect_context::<Automation>().playback();
    let tutorial = expect_context::<Tutorial>();
    let dock = Memo::new(move |_| {
        let persons = By::persons(playback.by().get(), &store.people());
        // The tutorial's note on the Lake or the Forecast opens it here.
        let stage = playback.stage().get().or_else(|| tutorial.show().and_then(|s| s.sheet()));
        layout::dock(needed(store), stage, screens.opened(), persons)
    });
    // Apart: the dock is drawn again only when its sheet changes.
    let docked = Memo::new(move |_| dock.get().map(|d| d.sheet));
    let aside = Memo::new(move |_| dock.get().is_some_and(|d| d.aside));
    move || {
        docked.get().map(|sheet| {
            let (title, kind, body) = match sheet {
                Sheet::Lake => (t(key::THE_LAKE), "lake", view! { <LakeView /> }.into_any()),
                Sheet::Forecast => (t(key::DOOR_FORECAST), "forecast", view! { <ForecastView /> }.into_any()),
                Sheet::Seat(seat) => {
                    let body = view! { <h2 class="dock-title">{t(key::AYLLU_BOARD)}</h2><SoloCards seat /> };
                    (t(key::AYLLU_BOARD), "seat", body.into_any())
                }
                _ => (t(key::MARKET_AND_STACKS), "supplies", view! { <SuppliesView /> }.into_any()),
            };
            view! {
                <section class=format!("dock dock-{kind}")
                    class:aside=move || aside.get() aria-label=title.clone()>
                    <button type="button" class="dock-close" aria-label=tf(key::CLOSE, &[("what", Arg::Text(&title))])
                        on:click=move |_| screens.close_sheet()>"×"</button>
                    {body}
                </section>
            }
        })
    }
}

#[component]
pub fn Drawer() -> impl IntoView {
    let screens = expect_context::<Screens>();
    let open = Memo::new(move |_| screens.sheet().get().filter(|s| !matches!(s, Sheet::Supplies | Sheet::Lake)));
    move || {
        open.get().map(|sheet| {
            let (title, body) = match sheet {
                Sheet::Log => (t(key::GAME_LOG), view! { <GameLog /> }.into_any()),
                Sheet::Forecast => (t(key::DOOR_FORECAST), view! { <ForecastView /> }.into_any()),
                Sheet::Options => (t(key::DOOR_OPTIONS), view! { <OptionsList /> }.into_any()),
                Sheet::Seat(p) => (t(key::A_SEATS_BOARD), view! { <SeatBoard seat=p /> }.into_any()),
                Sheet::Menu => (t(key::MENU), view! { <Menu /> }.into_any()),
                Sheet::Supplies | Sheet::Lake => (String::new(), ().into_any()),
            };
            view! {
                <div class="drawer-backdrop" on:click=move |_| screens.close_sheet()></div>
                // A div and a div head: an aside may not be a dialog, and a
                // header outside a sectioning element is a second banner.
                <div class="drawer" role="dialog" aria-label=title.clone()>
                    <div class="drawer-head">
                        <h2>{title.clone()}</h2>
                        <button type="button" class="drawer-close" aria-label=tf(key::CLOSE, &[("what", Arg::Text(&title))])
                            on:click=move |_| screens.close_sheet()>"×"</button>
                    </div>
                    // Focusable: a keyboard scrolls a long board or log.
                    <div class="drawer-body" tabindex="0">{body}</div>
                </div>
            }
        })
    }
}

/// Another seat's whole board, to look at.
#[component]
fn SeatBoard(seat: usize) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let ayllu = store.game().with_untracked(|g| g.as_ref().is_some_and(|g| g.player(seat).is_ayllu()));
    if ayllu {
        return view! { <SoloBoardView seat /> }.into_any();
    }
    let seat = Memo::new(move |_| seat);
    let none = Memo::new(|_| Vec::<Target>::new());
    view! { <PlayerPanel seat targets=none /> }.into_any()
}

#[component]
fn ForecastView() -> impl IntoView {
    let store = expect_context::<GameStore>();
    move || {
        store.looks().with(|looks| store.game().with(|g| g.as_ref().filter(|g| !g.is_over()).map(|g| forecast(g, looks)))).map(|f| {
            view! {
                <p class="retire-forecast">{f.retiring}</p>
                <ul class="raymi-forecast">
                    {f.paths.into_iter().map(|(a, line)| view! {
                        <li class=crate::view::looks::ayar(a).class>{line}</li>
                    }).collect_view()}
                </ul>
                <p class="small">{t(key::FORECAST_PATHS)}</p>
                <table class="score-table">
                    <thead><tr><th scope="col">{t(key::PLAYER)}</th><th scope="col">"☀ "{t(key::SUN)}</th><th scope="col">"☾ "{t(key::MOON)}</th><th scope="col">"Inti"</th></tr></thead>
                    <tbody>
                        {f.scores.into_iter().map(|(name, sun, moon, inti, lower)| {
                            let (sl, ml) = (lower == Some(crate::engine::ScoreTrack::Sun), lower == Some(crate::engine::ScoreTrack::Moon));
                            view! {
                                <tr>
                                    <th scope="row">{name}</th>
                                    <td class:lower=sl>{sun}{sl.then_some(" ▼")}</td>
                                    <td class:lower=ml>{moon}{ml.then_some(" ▼")}</td>
                                    <td>{inti}</td>
                                </tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table>
                <p class="small">{t(key::FORECAST_LOWER)}</p>
            }
        })
    }
}

/// Every legal option of the decision as a button: the accessible
/// fallback to touching the boards (and a keyboard's way through them).
#[component]
fn OptionsList() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let choice = expect_context::<Choice>();
    let model = expect_context::<TableModel>();
    let tutorial = expect_context::<Tutorial>();
    let legal = Memo::new(move |_| {
        // The same gate as the targets: a person decides, and has the tablet.
        if model.targets.with(Vec::is_empty) {
            return Vec::new();
        }
        let mut legal = store.game().with(|g| g.as_ref().map(|g| g.legal_actions()).unwrap_or_default());
        // The guided first game offers only the move it teaches.
        if let Some(Step::Act { action, .. }) = tutorial.step() {
            legal.retain(|a| *a == action);
        } else if tutorial.guiding() {
            legal.clear();
        }
        legal
    });
    view! {
        <p class="small">{t(key::OPTIONS_HOW)}</p>
        <div class="options" role="group" aria-label=t(key::YOUR_OPTIONS)>
            {move || {
                let selected = choice.action();
                store.game().with(|g| {
                    let g = g.as_ref()?;
                    Some(legal.get().into_iter().map(|a: Action| {
                        let label = words::action_long(g, &a);
                        view! {
                            <button type="button" class="legal option" class:selected=selected == Some(a)
                                data-action=crate::view::targets::action_key(&a) on:click=move |_| choice.select(a)>
                                {label}
                            </button>
                        }
                    }).collect_view())
                })
            }}
        </div>
    }
}

/// New game, saved games, export, settings.
#[component]
fn Menu() -> impl IntoView {
    let screens = expect_context::<Screens>();
    let store = expect_context::<GameStore>();
    let prefs = expect_context::<Prefs>();
    let settings = prefs.get();
    view! {
        <div class="menu">
            <button type="button" class="button primary" on:click=move |_| screens.show(Screen::Start)>{t(key::NEW_GAME)}</button>
            <ExportButton />
            <ShareGame />
            <button type="button" class="button secondary" data-watch-game="" on:click=move |_| {
                screens.close_sheet();
                store.watch_table(Go::First);
            }>{t(key::MENU_WATCH)}</button>
            <button type="button" class="button secondary" on:click=move |_| { screens.close_sheet(); screens.set_rules(true); }>{t(key::RULES)}</button>
            <fieldset class="settings">
                <legend>{t(key::SETTINGS)}</legend>
                <crate::ui::language::LanguagePicker />
                <div class="speed" role="group" aria-label=t(key::SPEED_GROUP)>
                    <span>{t(key::SPEED)}</span>
                    {SPEEDS.iter().map(|&(name, ms)| view! {
                        <button type="button" class="chip" data-speed=ms
                            aria-label=tf(key::SPEED_LABEL, &[("name", Arg::Text(&t(name)))])
                            aria-pressed=move || (settings.get().step_delay_ms == ms).to_string()
                            on:click=move |_| prefs.set_step_delay(ms)>{t(name)}</button>
                    }).collect_view()}
                </div>
                <label class="toggle">
                    <input type="checkbox" prop:checked=move || settings.get().auto_single
                        on:change=move |ev| prefs.set_auto_single(event_target_checked(&ev)) />
                    {t(key::AUTO_SINGLE)}
                </label>
                <label class="toggle">
                    <input type="checkbox" prop:checked=move || settings.get().handover
                        on:change=move |ev| prefs.set_handover(event_target_checked(&ev)) />
                    {t(key::HANDOVER)}
                </label>
                <div class="speed" role="group" aria-label=t(key::MOTION_GROUP)>
                    <span>{t(key::MOTION)}</span>
                    {MOTIONS.iter().map(|&(name, hook, motion)| view! {
                        <button type="button" class="chip" data-motion=hook
                            aria-pressed=move || (settings.get().motion == motion).to_string()
                            on:click=move |_| prefs.set_motion(motion)>{t(name)}</button>
                    }).collect_view()}
                </div>
                // The strip's speaker does the same; on a phone the strip
                // has no room for it.
                <label class="toggle">
                    <input type="checkbox" data-sound-setting="" prop:checked=move || settings.get().sound
                        on:change=move |ev| prefs.set_sound(event_target_checked(&ev)) />
                    {t(key::SOUND_EFFECTS)}
                </label>
                <label class="volume">
                    {t(key::VOLUME)}
                    <input type="range" min="0" max="100" step="5" prop:value=move || settings.get().volume.to_string()
                        on:input=move |ev| prefs.set_volume(event_target_value(&ev).parse().unwrap_or(70)) />
                </label>
                <label class="toggle">
                    <input type="checkbox" prop:checked=move || settings.get().haptics
                        on:change=move |ev| prefs.set_haptics(event_target_checked(&ev)) />
                    {t(key::HAPTICS)}
                </label>
            </fieldset>
            <SavedGames on_open=move |_| screens.show(Screen::Table) />
        </div>
    }
}
