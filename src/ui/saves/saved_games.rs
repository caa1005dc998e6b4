//! The saved games: continue one, delete one (after a confirmation), or
//! import a file. A bad file or damaged entry is reported in plain words
//! (the technical reason under Details) and changes nothing; a game
//! already in the list is updated or said to be there, never doubled.
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::durable::StorageState;
use super::SaveStatus;
use crate::browser::storage::{self, Import};
use crate::saves::ImportDecision;
use crate::ui::state::{GameStore, Screen, Screens};
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::looks::complete_looks;
use crate::view::problems;
use crate::view::saved::{self, Imported};

/// A message for the player, with the technical reason kept apart.
#[derive(Clone, Debug, PartialEq)]
struct Message {
    text: String,
    detail: Option<String>,
    error: bool,
}

impl Message {
    fn error(text: String, detail: Option<String>) -> Message {
        Message { text, detail, error: true }
    }
    fn note(text: String) -> Message {
        Message { text, detail: None, error: false }
    }
}

/// The saved games listed at first, and added by each "Show more": the
/// newest are the ones played on, and a list of thousands would be slow
/// to draw and no help to read.
const PAGE: usize = 20;

/// `on_open` runs once a saved or imported game is on the table.
#[component]
pub fn SavedGames(#[prop(into)] on_open: Callback<()>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let status = expect_context::<SaveStatus>();
    let screens = expect_context::<Screens>();
    let message = RwSignal::new(None::<Message>);
    let say = move |m: Option<Message>| message.set(m);
    let confirming = RwSignal::new(None::<String>);
    let games = status.read(storage::list);
    let shown = RwSignal::new(PAGE);

    // Opened to play on (`watch` false) or to watch, as a replay that
    // leaves it as it is saved (issue 32).
    let open = move |id: String, tutorial: bool, watch: bool| {
        leptos::task::spawn_local(async move {
            match storage::load(&id).await {
                Ok((game, seats)) => {
                    let looks = complete_looks(&game, seats);
                    if watch {
                        store.watch(&game, looks);
                    } else {
                        store.load(game, looks);
                        store.set_tutorial(tutorial);
                        status.opened(id);
                    }
                    say(None);
                    on_open.run(());
                }
                Err(e) => say(Some(Message::error(problems::storage(&e), None))),
            }
        })
    };
    let delete = move |id: String| {
        confirming.set(None);
        // Not a game another tab is playing: it would save it again.
        status.when_free(&id.clone(), move |free| {
            if !free {
                return say(Some(Message::error(t(key::OPEN_ELSEWHERE_NO_DELETE), None)));
            }
            let deleted = storage::delete(&id);
            // The game in progress ends with its entry: off the table (and
            // the Continue button), and never saved again.
            if status.id().get_untracked().as_deref() == Some(id.as_str()) {
                status.closed();
                store.clear();
                if screens.screen().get_untracked() == Screen::Table {
                    screens.show(Screen::Start);
                }
            }
            leptos::task::spawn_local(async move {
                if let Err(e) = deleted.await {
                    say(Some(Message::error(problems::storage(&e), None)));
                }
                status.games_changed();
            });
        });
    };
    let opened_import = move |text: Option<String>| {
        say(text.map(Message::note));
        status.games_changed();
        on_open.run(());
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let name = file.name();
        input.set_value("");
        leptos::task::spawn_local(async move {
            let Import { game, seats, decision } = match storage::read_import_file(file).await {
                Ok(import) => import,
                Err(e) => {
                    let text = saved::imported(&name, Imported::Refused { reason: &problems::import(&e) });
                    return say(Some(Message::error(text, problems::import_detail(&e))));
                }
            };
            let looks = complete_looks(&game, seats);
            match decision {
                ImportDecision::New => {
                    let id = storage::new_id();
                    let written = storage::save(&id, &game, &looks, false);
                    store.load(game, looks);
                    status.created(id);
                    opened_import(None);
                    if let Err(e) = written.await {
                        status.storage_failed(e);
                    }
                }
                ImportDecision::Update { id } => {
                    let moves = game.log().len();
                    status.replace(id, game, looks, move |result| match result {
                        Ok(()) => opened_import(Some(saved::imported(&name, Imported::Updated { moves }))),
                        Err(e) => say(Some(Message::error(problems::say(&e), None))),
                    });
                }
                ImportDecision::AlreadyThere { actions, .. } => {
                    say(Some(Message::note(saved::imported(&name, Imported::AlreadyThere { moves: actions }))));
                }
            }
        });
    };

    view! {
        <section class="panel saved-games" aria-labelledby="saved-heading">
            <h2 id="saved-heading">{t(key::SAVED_GAMES)}</h2>
            {move || {
                status.repaired().get().map(|why| view! {
                    <div class="notice" role="status" data-index-repaired="">
                        <p>{t(key::SAVED_REBUILT)}</p>
                        <details><summary>{t(key::DETAILS)}</summary><p class="small">{saved::index_damage(&why)}</p></details>
                    </div>
                })
            }}
            {move || match games.get() {
                None => ().into_any(),
                Some(Err(e)) => view! { <p class="notice">{problems::storage(&e)}</p> }.into_any(),
                Some(Ok(list)) if list.is_empty() => view! { <p class="muted">{t(key::SAVED_NONE)}</p> }.into_any(),
                Some(Ok(list)) => {
                    let more = list.len().saturating_sub(shown.get()).min(PAGE);
                    view! {
                    <ul class="saved-list">
                        {list.into_iter().take(shown.get()).map(|info| {
                            let (open_id, del_id, ask_id, is_id) = (info.id.clone(), info.id.clone(), info.id.clone(), info.id.clone());
                            let watch_id = info.id.clone();
                            let asking = move || confirming.get().as_deref() == Some(is_id.as_str());
                            let when = js_sys::Date::new(&info.updated.into()).to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED);
                            let (who, state) = (saved::title(&info), saved::state(&info));
                            let who_label = who.clone();
                            let (tutorial, over) = (info.tutorial, info.over);
                            view! {
                                <li class="saved-game" data-saved-id=info.id.clone()>
                                    <div class="saved-what">
                                        <strong>{who}</strong>
                                        <span class="muted">{format!("{state} · {}", String::from(when))}</span>
                                    </div>
                                    // One group, so that the buttons wrap together.
                                    <div class="saved-actions">
                                        {move || if asking() {
                                            let del_id = del_id.clone();
                                            view! {
                                                <span role="alert">{t(key::DELETE_FOR_GOOD)}</span>
                                                <button type="button" class="button danger" data-confirm-delete=""
                                                    on:click=move |_| delete(del_id.clone())>{t(key::DELETE)}</button>
                                                <button type="button" class="button secondary"
                                                    on:click=move |_| confirming.set(None)>{t(key::KEEP)}</button>
                                            }.into_any()
                                        } else {
                                            let (open_id, ask_id, watch_id) = (open_id.clone(), ask_id.clone(), watch_id.clone());
                                            let watch_label = tf(key::SAVED_WATCH_LABEL, &[("name", Arg::Text(&who_label))]);
                                            view! {
                                                <button type="button" class="button primary" data-open=""
                                                    on:click=move |_| open(open_id.clone(), tutorial, false)>{t(if over { key::SEE_THE_END } else { key::CONTINUE })}</button>
                                                <button type="button" class="button secondary" data-watch-saved="" aria-label=watch_label
                                                    on:click=move |_| open(watch_id.clone(), false, true)>{t(key::SAVED_WATCH)}</button>
                                                <button type="button" class="button secondary" data-delete=""
                                                    on:click=move |_| confirming.set(Some(ask_id.clone()))>{t(key::DELETE)}</button>
                                            }.into_any()
                                        }}
                                    </div>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                    {(more > 0).then(|| view! {
                        <button type="button" class="button secondary" data-saved-more=""
                            on:click=move |_| shown.update(|n| *n += PAGE)>{tf(key::SAVED_MORE, &[("n", Arg::Num(more as u32))])}</button>
                    })}
                    }.into_any()
                }
            }}
            <label class="button secondary import">
                {t(key::IMPORT_FILE)}
                <input type="file" accept=".json,application/json" class="visually-hidden" data-import=""
                    on:change=import />
            </label>
            {move || message.get().map(|m| view! {
                <div class=if m.error { "error" } else { "notice" } role=if m.error { "alert" } else { "status" }>
                    <p data-save-message="">{m.text}</p>
                    // A new message redraws this one in place: `open` is set
                    // again, so its Details start folded.
                    {m.detail.map(|d| view! { <details data-save-detail="" prop:open=false><summary>{t(key::DETAILS)}</summary><p class="small">{d}</p></details> })}
                </div>
            })}
            {move || status.problem().get().map(|e| view! { <p class="notice" role="status" data-storage-problem="">{problems::storage(&e)}</p> })}
            // Said once there are games to keep: a first visit's "may clear
            // your games" over no games worried a newcomer.
            {move || games.with(|g| g.as_ref().is_some_and(|g| g.as_ref().is_ok_and(|g| !g.is_empty()))).then(|| view! { <StorageState /> })}
        </section>
    }
}
