//! The deciding player's board (RULES R3, R6), large beside the Main board:
//! their scores; the Step markers in hand and the Temples left; the Tambo
//! grid with its Step slots and line bonuses; the four activity cards with
//! their visible Suns and Moon value, their Moon scoring slot, and the loom;
//! the power control over them while a power is chosen. Every decision made
//! on this board is made by touching its pieces.
use leptos::prelude::*;

use super::defs::href;
use super::frame::{art_url, BoardFrame, TargetLayer};
use crate::engine::{
    data, Activity, Cell, Cells, Decision, Dir, Line, Marker, PlayerId, PlayerState, StepSlot, Textile,
};
use crate::ui::state::{Choice, GameStore};
use crate::ui::table::model::TableModel;
use crate::view::art::{marker_id, plain_tambo_id, symbol_id};
use crate::view::cards;
use crate::view::decimal::Num;
use crate::view::geometry::Rect;
use crate::view::icons::{pot_look, Symbol, POT_OUTLINE};
use crate::view::looks;
use crate::view::motion::spots::{counter_key, key, Counter, Part};
use crate::view::player_board as geo;
use crate::view::preview::{card_figures, Number};
use crate::view::targets::{Place, Target};
use crate::view::words;

/// A target drawn as an HTML button (a marker in hand, a Temple, a power,
/// an activity card): `legal` with its `data-action` when it plays one.
#[component]
pub fn TargetButton(
    target: Target,
    #[prop(optional, into)] class: String,
    /// Its `data-spot`: where motion finds this part of a board.
    #[prop(optional, into)]
    spot: Option<String>,
    children: Children,
) -> impl IntoView {
    let choice = expect_context::<Choice>();
    let classes = format!("{} {class}", target.classes());
    let dimmed = target.guide.blocked();
    // A dimmed target (the guided first game) offers nothing to the tests' hook.
    let key = target.offered().map(|a| crate::view::targets::action_key(&a));
    let label = target.label.clone();
    view! {
        <button type="button" class=classes data-action=key data-spot=spot data-place=target.place.key() aria-label=label aria-pressed=target.selected.to_string()
            aria-disabled=dimmed.then_some("true")
            on:click=move |_| choice.tap(&target)>
            {children()}
        </button>
    }
}

/// The player-board targets at one place, if any (reactive).
fn target_at(targets: Memo<Vec<Target>>, place: Place) -> Option<Target> {
    targets.with(|ts| ts.iter().find(|t| t.place == place).cloned())
}

/// The board of `seat`, with `targets` on it (none for a board shown only
/// to be looked at).
#[component]
pub fn PlayerPanel(seat: Memo<PlayerId>, targets: Memo<Vec<Target>>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let player =
        Memo::new(move |_| store.game().with(|g| g.as_ref().and_then(|g| g.players().get(seat.get()).cloned())));
    let mark = Memo::new(move |_| model.marks.with(|m| m.get(seat.get()).cloned()));
    let deciding = Memo::new(move |_| store.pending().is_some_and(|p| p.player == seat.get()));
    view! {
        // The toggles are in the class string: a `class:` toggle beside a
        // changing `class` string is wiped whenever the string is set.
        <section class=move || format!("player-panel {}{}", mark.get().map_or("", |m| m.colour.class), if deciding.get() { " deciding" } else { "" })
            data-seat=move || seat.get()
            aria-label=move || cards::seat_board(&mark.get().map(|m| m.name).unwrap_or_default())>
            <PlayerHead seat player />
            <Hand player targets />
            <GridView seat player targets />
            <ActivityCards seat player targets />
        </section>
    }
}

/// Name, Sun and Moon (the lower marked), Inti, Llamas, Viracochas.
#[component]
fn PlayerHead(seat: Memo<PlayerId>, player: Memo<Option<PlayerState>>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let model = expect_context::<TableModel>();
    let summary = Memo::new(move |_| {
        player.track();
        store
            .looks()
            .with(|looks| store.game().with(|g| g.as_ref().map(|g| crate::view::seats::summary(g, looks, seat.get()))))
    });
    let bonus = Memo::new(move |_| store.game().with(|g| g.as_ref().and_then(|g| g.viracocha_bonus(seat.get()))));
    // The selected choice's changes to this seat's numbers.
    let delta = move |number: Number| -> Option<String> {
        model.ahead.with(|a| {
            a.as_ref()?
                .preview
                .changes
                .iter()
                .find(|c| c.seat == seat.get() && c.number == number)
                .map(|c| format!("→{}", c.after))
        })
    };
    use crate::engine::ScoreTrack;
    use crate::view::seats::SeatSummary;
    // Each number is its own text node: a change touches only that one.
    let field = move |f: fn(&SeatSummary) -> String| move || summary.with(|s| s.as_ref().map(f).unwrap_or_default());
    // A counter a figure is flying to shows its old number until it lands.
    let playback = expect_context::<crate::ui::state::Automation>().playback();
    let count = move |c: Counter, f: fn(&SeatSummary) -> u32| {
        move || {
            playback.shown(seat.get(), c.into()).or_else(|| summary.with(|s| s.as_ref().map(f))).map(|n| n.to_string())
        }
    };
    let full = move || summary.with(|s| s.as_ref().is_some_and(|s| s.inti_full));
    let lower = move |track: ScoreTrack| move || summary.with(|s| s.as_ref().and_then(|s| s.lower) == Some(track));
    view! {
        <header class="player-head">
            <div class="who">
                <span class="seat-chip" aria-hidden="true">{field(|s| s.mark.mark.clone())}</span>
                <h2 class="player-name" title=field(|s| s.mark.name.clone())>{field(|s| s.mark.name.clone())}</h2>
                <span class="badge" title=cards::first_player().1
                    hidden=move || !summary.with(|s| s.as_ref().is_some_and(|s| s.first_player))>{cards::first_player().0}</span>
            </div>
            <dl class="stats">
                <div class="stat sun" data-spot=counter_key(Counter::Sun) class:lower=lower(ScoreTrack::Sun) title=cards::sun_help()>
                    <dt>{cards::counter("☀", Number::Sun)}</dt><dd>{count(Counter::Sun, |s| s.sun)}<span class="delta">{move || delta(Number::Sun)}</span></dd>
                </div>
                <div class="stat moon" data-spot=counter_key(Counter::Moon) class:lower=lower(ScoreTrack::Moon) title=cards::moon_help()>
                    <dt>{cards::counter("☾", Number::Moon)}</dt><dd>{count(Counter::Moon, |s| s.moon)}<span class="delta">{move || delta(Number::Moon)}</span></dd>
                </div>
                <div class="stat inti" data-spot=counter_key(Counter::Inti) class:full=full
                    title=move || cards::inti_help(full())>
                    <dt>{Number::Inti.words()}</dt><dd>{count(Counter::Inti, |s| u32::from(s.inti))}<span class="cap" hidden=move || !full()>{cards::inti_max()}</span>
                        <span class="delta">{move || delta(Number::Inti)}</span></dd>
                </div>
                <div class="stat llamas" data-spot=counter_key(Counter::Llamas) title=cards::llamas_help()>
                    <dt><svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><use_ href=href(symbol_id(Symbol::Llama)) width="24" height="24" /></svg></dt>
                    <dd>{count(Counter::Llamas, |s| s.llamas)}<span class="delta">{move || delta(Number::Llamas)}</span></dd>
                </div>
                <div class="stat viracochas" data-spot=counter_key(Counter::Viracochas) class:bonus=move || bonus.get().is_some()
                    title=move || cards::viracochas_help(bonus.get())>
                    <dt><svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><use_ href=href(symbol_id(Symbol::Viracocha)) width="24" height="24" /></svg></dt>
                    <dd>{count(Counter::Viracochas, |s| s.viracochas)}<span class="delta">{move || delta(Number::Viracochas)}</span></dd>
                </div>
            </dl>
        </header>
    }
}

/// The Step markers in hand (tap one, then a Step slot) and the Temples
/// left (tap one when a Temple is due).
#[component]
fn Hand(player: Memo<Option<PlayerState>>, targets: Memo<Vec<Target>>) -> impl IntoView {
    let markers = Marker::ALL.map(|m| {
        let available = move || player.with(|p| p.as_ref().is_some_and(|p| p.marker(m).available()));
        let (class, _, _) = looks::marker(m);
        let piece = move || {
            view! {
                <svg class="marker-piece" viewBox="0 0 24 24" aria-hidden="true">
                    <use_ href=href(&marker_id(m, true)) width="24" height="24" />
                </svg>
            }
        };
        let target = Memo::new(move |_| target_at(targets, Place::Marker(m)));
        let spot = Part::Hand(m).key();
        move || match target.get() {
            Some(t) => view! { <TargetButton target=t class=format!("hand-marker {class}") spot=spot.clone()>{piece()}</TargetButton> }
                .into_any(),
            None => view! {
                <span class=format!("hand-marker {class}") data-spot=spot.clone() class:spent=move || !available()
                    role="img" aria-label=move || cards::hand_marker(m, available())>
                    {piece()}
                </span>
            }
            .into_any(),
        }
    });
    let temples = Activity::ALL.map(|a| {
        let left = move || player.with(|p| p.as_ref().is_some_and(|p| p.temples_left[a.index()]));
        let piece = move || {
            view! {
                <svg class="temple-piece" viewBox="0 0 24 24" aria-hidden="true">
                    <use_ href=href(symbol_id(Symbol::Temple)) width="24" height="24" />
                    <use_ href=href(symbol_id(Symbol::activity(a))) x="12" y="0" width="12" height="12" />
                </svg>
            }
        };
        let target = Memo::new(move |_| target_at(targets, Place::TempleType(a)));
        let spot = Part::Temple(a).key();
        move || match target.get() {
            Some(t) => view! { <TargetButton target=t class="hand-temple" spot=spot.clone()>{piece()}</TargetButton> }
                .into_any(),
            None => view! {
                <span class="hand-temple" data-spot=spot.clone() class:spent=move || !left()
                    role="img" aria-label=move || cards::hand_temple(a, left())>
                    {piece()}
                </span>
            }
            .into_any(),
        }
    });
    view! {
        <div class="hand" role="group" aria-label=cards::hand()>
            <div class="hand-markers">{markers.into_iter().collect_view()}</div>
            <div class="hand-temples">{temples.into_iter().collect_view()}</div>
        </div>
    }
}

/// The Tambo grid block, its pieces and its targets.
#[component]
fn GridView(seat: Memo<PlayerId>, player: Memo<Option<PlayerState>>, targets: Memo<Vec<Target>>) -> impl IntoView {
    let grid_targets = Memo::new(move |_| {
        targets.with(|ts| {
            ts.iter()
                .filter(|t| {
                    matches!(t.place, Place::StepSlot(_) | Place::Cell(_) | Place::LineBonus(_) | Place::Quadrant(_))
                })
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    let hit = Callback::new(|place: Place| match place {
        Place::StepSlot(s) => Some(geo::step_hit(s)),
        Place::Cell(c) => Some(geo::cell(c)),
        Place::LineBonus(l) => Some(geo::bonus_hit(l)),
        Place::Quadrant(q) => Some(geo::quadrant(q)),
        _ => None,
    });
    let ring = Callback::new(|place: Place| match place {
        Place::StepSlot(s) => Some(geo::step_slot(s)),
        Place::LineBonus(l) => Some(geo::line_bonus(l).grow(2.0)),
        _ => None,
    });
    view! {
        <BoardFrame size=geo::size() art=art_url("grid", geo::art) class="grid-board"
            label=geo::label() targets=grid_targets hit ring
            describe=geo::describe>
            <GridPieces seat player />
        </BoardFrame>
    }
}

#[component]
fn GridPieces(seat: Memo<PlayerId>, player: Memo<Option<PlayerState>>) -> impl IntoView {
    let model = expect_context::<TableModel>();
    // The selected choice's Tambo taken from the grid, shown fading.
    let leaving = Memo::new(move |_| {
        let now = player.with(|p| p.as_ref().map(|p| p.grid)).unwrap_or_default();
        let after = model.ahead.with(|a| a.as_ref().and_then(|a| a.players.get(seat.get()).map(|p| p.grid)));
        after.map_or(Cells::default(), |after| now & !after)
    });
    // Lists redrawn in place: a piece that arrives or goes adds or removes
    // one element, and only the attributes that changed are written.
    let tambos = move || {
        let leaving = leaving.get();
        player.with(|p| p.as_ref().map(|p| p.grid.iter().map(|c| (c, leaving.contains(c))).collect::<Vec<_>>()))
    };
    // The owner's Tambo look: another seat's board keeps the pieces in
    // place and changes their colour.
    let tambo_href = move || href(&plain_tambo_id(seat.get()));
    let covers = move || {
        player.with(|p| p.as_ref().map(|p| StepSlot::all().filter(|s| p.blocked & s.bit() != 0).collect::<Vec<_>>()))
    };
    let laid = move || {
        player.with(|p| {
            p.as_ref().map(|p| {
                Marker::ALL
                    .into_iter()
                    .filter_map(|m| p.markers[m.index()].slot.map(|slot| (m, slot, !p.markers[m.index()].used)))
                    .collect::<Vec<_>>()
            })
        })
    };
    let laid_key = move |m: Marker| key::laid(seat.get_untracked(), m);
    let ticks = move || {
        player.with(|p| {
            p.as_ref().map(|p| Line::ALL.into_iter().filter(|l| p.line_bonus_taken & l.bit() != 0).collect::<Vec<_>>())
        })
    };
    view! {
        <g class="grid-pieces">
            {move || tambos().unwrap_or_default().into_iter().map(|(c, going)| {
                let (x, y) = geo::cell(c).centre();
                view! { <use_ class="tambo" class:leaving=going href=tambo_href x=Num(x - 19.0) y=Num(y - 19.0) width="38" height="38" /> }
            }).collect_view()}
            {move || covers().unwrap_or_default().into_iter().map(|s| {
                let r = geo::step_slot(s).grow(-3.0);
                view! { <use_ class="blocked" href="#blocked" x=Num(r.x) y=Num(r.y) width=Num(r.w) height=Num(r.h) role="img" aria-label=geo::blocked_label() /> }
            }).collect_view()}
            {move || laid().unwrap_or_default().into_iter().map(|(m, slot, standing)| {
                let r = geo::step_slot(slot).grow(-6.0);
                let label = geo::laid_label(m, standing);
                view! { <use_ class="marker" href=href(&marker_id(m, standing)) x=Num(r.x) y=Num(r.y) width=Num(r.w) height=Num(r.h) role="img" aria-label=label data-piece=laid_key(m) /> }
            }).collect_view()}
            {move || ticks().unwrap_or_default().into_iter().map(|l| {
                let r = geo::line_bonus(l);
                view! { <path class="taken" d=format!("M{:.1} {:.1}l5 5 9 -11", Num(r.x + 9.0), Num(r.y + r.h / 2.0)) /> }
            }).collect_view()}
        </g>
    }
}

/// The four activity cards.
#[component]
fn ActivityCards(seat: Memo<PlayerId>, player: Memo<Option<PlayerState>>, targets: Memo<Vec<Target>>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    // The activity this seat is performing (the power control and the
    // loom show on it): not another seat's, such as a computer's or the
    // Ayllu's, on the person's board.
    let current = Memo::new(move |_| {
        store.game().with(|g| {
            g.as_ref().and_then(|g| g.turn_outlook()).filter(|o| o.player == seat.get()).and_then(|o| o.activity)
        })
    });
    let placing =
        Memo::new(move |_| matches!(store.pending().map(|p| p.decision), Some(Decision::PlaceTextile { .. })));
    let powers = Memo::new(move |_| {
        targets.with(|ts| ts.iter().filter(|t| matches!(t.place, Place::Power(_))).cloned().collect::<Vec<_>>())
    });
    // R5.2: the power control lies over the edge of the other row of cards,
    // next to its activity's card, whose preview it changes (the cards'
    // grid places it; it takes no room of its own), so that nothing on the
    // board moves while a power is chosen.
    let power_control = move || {
        let activity = current.get().filter(|_| powers.with(|p| !p.is_empty()))?;
        let (power, label) = cards::power(activity);
        Some(view! {
            <div class=format!("power-control row-{}", activity.index() / 2) data-card=activity.index() role="group"
                aria-label=label>
                <span class="power-label">{power}</span>
                {move || powers.get().into_iter().map(|t| {
                    let Place::Power(p) = t.place else { return ().into_any() };
                    view! { <TargetButton target=t class="power">{p}</TargetButton> }.into_any()
                }).collect_view()}
            </div>
        })
    };
    view! {
        <div class="activity-cards" class:placing=placing>
            {Activity::ALL.map(|a| view! { <ActivityCard activity=a seat player targets current /> }).into_iter().collect_view()}
            {power_control}
        </div>
    }
}

#[component]
fn ActivityCard(
    activity: Activity,
    seat: Memo<PlayerId>,
    player: Memo<Option<PlayerState>>,
    targets: Memo<Vec<Target>>,
    current: Memo<Option<Activity>>,
) -> impl IntoView {
    let model = expect_context::<TableModel>();
    let store = expect_context::<GameStore>();
    let values = Memo::new(card_values(seat, player, activity));
    // The values after the selected choice, only where they differ (so a
    // selection that leaves this card alone does not redraw it).
    let next = Memo::new(move |_| {
        model
            .ahead
            .with(|a| a.as_ref()?.players.get(seat.get()).map(|p| card_figures(p, activity)))
            .filter(|v| *v != values.get())
    });
    let card_target = Memo::new(move |_| target_at(targets, Place::Activity(activity)));
    let moon_target = Memo::new(move |_| target_at(targets, Place::MoonSlot(activity)));
    let scored = Memo::new(move |_| player.with(|p| p.as_ref().and_then(|p| p.moon_slots[activity.index()])));
    // R3.5: the activity's Moon scoring slot, holding a retired Ayar's
    // marker once scored; a target at Night.
    let moon_slot = move || {
        let inside = move || {
            match scored.get() {
            Some(m) => view! { <svg viewBox="0 0 24 24" aria-hidden="true"><use_ href=href(&marker_id(m, false)) width="24" height="24" /></svg> }.into_any(),
            None => view! { <span aria-hidden="true">"☾"</span> }.into_any(),
        }
        };
        match moon_target.get() {
            Some(t) => view! { <TargetButton target=t class="moon-slot" spot=Part::MoonSlot(activity).key()>{inside()}</TargetButton> }.into_any(),
            None => {
                let label = cards::moon_slot(activity, scored.get());
                view! { <span class="moon-slot" data-spot=Part::MoonSlot(activity).key() class:filled=move || scored.get().is_some() role="img" aria-label=label>{inside()}</span> }.into_any()
            }
        }
    };
    let head = move || {
        let (s, m) = values.get();
        let next = next.get();
        view! {
            <span class="card-icon" aria-hidden="true">
                <svg viewBox="0 0 24 24"><use_ href=href(symbol_id(Symbol::activity(activity))) width="24" height="24" /></svg>
            </span>
            <span class="card-name">{words::activity_short(activity)}</span>
            <span class="card-values" class:next=next.is_some_and(|n| n != (s, m))
                aria-label=cards::card_values(activity, s, m)>
                <span class="sun-val">"☀"{s}{next.filter(|n| n.0 != s).map(|(s2, _)| format!("→{s2}"))}</span>
                <span class="moon-val">"☾"{m}{next.filter(|n| n.1 != m).map(|(_, m2)| format!("→{m2}"))}</span>
            </span>
        }
    };
    // R6.2: the Textile this seat is placing, shown on the Weaving card.
    let to_place = Memo::new(move |_| match store.pending() {
        Some(p) if activity == Activity::Weaving && p.player == seat.get() => match p.decision {
            Decision::PlaceTextile { textile } => Some(textile),
            _ => None,
        },
        _ => None,
    });
    let body = match activity {
        Activity::Pottery => view! { <Shelf player /> }.into_any(),
        Activity::Weaving => view! { <Loom seat player targets /> }.into_any(),
        Activity::Terrace => view! { <MaizeRow player /> }.into_any(),
        Activity::Reed => view! { <ReedArea seat player /> }.into_any(),
    };
    view! {
        <div class=format!("activity-card card-{}", activity.index()) data-spot=Part::Card(activity).key()
            class:current=move || current.get() == Some(activity)>
            <div class="card-top">
                {move || match card_target.get() {
                    // Named by its target's words ("Score Pottery and Weaving
                    // for Cuzco"); the head's figures are not read twice.
                    Some(t) => view! {
                        <TargetButton target=t class="card-head"><span class="head-shown" aria-hidden="true">{head()}</span></TargetButton>
                    }.into_any(),
                    None => view! { <div class="card-head">{head()}</div> }.into_any(),
                }}
                {move || to_place.get().map(|textile| view! { <TextileToPlace textile /> })}
                {moon_slot}
            </div>
            {body}
        </div>
    }
}

/// R6.1: Pots owned, by colour.
#[component]
fn Shelf(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let pots = Memo::new(move |_| player.with(|p| p.as_ref().map_or([0; data::POT_COLOURS], |p| p.pots)));
    view! {
        <div class="shelf">
            {(0..data::POT_COLOURS).map(|c| {
                let look = pot_look(c as u8);
                let count = move || pots.get()[c];
                view! {
                    <span class="pot-count" data-spot=Part::Pots(c as u8).key() class:owned={move || count() > 0}
                        aria-label=move || cards::pots(c as u8, count().into())>
                        <svg viewBox="-12 -12 24 24" aria-hidden="true">
                            <path fill=look.fill stroke="#3d2a1d" d=POT_OUTLINE />
                            <path d=look.pattern stroke=look.ink stroke-width="1.5" fill="none" stroke-linecap="round" />
                        </svg>
                        <span class="n">{count}</span>
                    </span>
                }
            }).collect_view()}
        </div>
    }
}

/// R6.3: twelve Maize spaces in four boxes; the leftmost cubes leave first
/// and reveal a Sun (even spaces) or a Moon value (odd spaces).
#[component]
pub(super) fn MaizeRow(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let planted = Memo::new(move |_| player.with(|p| p.as_ref().map_or(0, |p| p.maize_planted())));
    view! {
        <div class="maize-row" data-spot=Part::Maize.key() aria-label=move || cards::maize(planted.get())>
            {cards::maize_row().into_iter().map(|b| view! {
                <span class="maize-box" class:viracocha=b.viracocha>
                    {b.spaces.into_iter().map(|(space, printed)| view! {
                        <span class="maize" class:revealed={move || cards::maize_revealed(planted.get(), space)}>{printed}</span>
                    }).collect_view()}
                </span>
            }).collect_view()}
        </div>
    }
}

/// An activity card's visible Suns and Moon value (R6), held at the old
/// values while a piece lands on the card.
pub(super) fn card_values(
    seat: Memo<PlayerId>,
    player: Memo<Option<PlayerState>>,
    activity: Activity,
) -> impl Fn(Option<&(u32, u32)>) -> (u32, u32) {
    let playback = expect_context::<crate::ui::state::Automation>().playback();
    move |_| {
        let seat = seat.get();
        let value = |n: Number| playback.shown(seat, n).or_else(|| player.with(|p| p.as_ref().map(|p| n.read(p))));
        (value(Number::Suns(activity)).unwrap_or(0), value(Number::MoonValue(activity)).unwrap_or(0))
    }
}

/// R6.4: the Boat's space and the four Islands (still on the board, with
/// the Suns under them, or placed on a yellow space).
#[component]
pub(super) fn ReedArea(seat: Memo<PlayerId>, player: Memo<Option<PlayerState>>) -> impl IntoView {
    let playback = expect_context::<crate::ui::state::Automation>().playback();
    // Held where it was while the Boat sails.
    let boat = move || {
        let now = player.with(|p| p.as_ref().map(|p| Number::Boat.read(p)))?;
        Some(cards::boat_line(playback.shown(seat.get(), Number::Boat).unwrap_or(now)))
    };
    let islands = Memo::new(move |_| player.with(|p| p.as_ref().map(|p| p.islands).unwrap_or_default()));
    view! {
        <div class="reed-area" data-spot=Part::Reed.key()>
            <span class="boat-at">{boat}</span>
            {(0..data::ISLAND_SUNS.len()).map(|s| {
                let chip = move || cards::island_chip(s, islands.get()[s]);
                view! {
                    <span class="island-chip" class:placed=move || islands.get()[s].is_some()
                        aria-label=move || chip().1>{move || chip().0}</span>
                }
            }).collect_view()}
        </div>
    }
}

/// The loom (R6.2): the Textiles woven, their half-Sun edges, and while a
/// Textile is placed, every cell it may cover (`targets`: its first cell,
/// then the cell for its other end).
#[component]
fn Loom(seat: Memo<PlayerId>, player: Memo<Option<PlayerState>>, targets: Memo<Vec<Target>>) -> impl IntoView {
    let choice = expect_context::<Choice>();
    let store = expect_context::<GameStore>();
    let loom = Memo::new(move |_| player.with(|p| p.as_ref().map(|p| p.loom).unwrap_or_default()));
    let cells = Memo::new(move |_| {
        targets.with(|ts| ts.iter().filter(|t| matches!(t.place, Place::LoomCell(_))).cloned().collect::<Vec<_>>())
    });
    let ghost = move || {
        let Some(crate::engine::Action::PlaceTextile { cell, dir }) = choice.action() else { return None };
        let Some(Decision::PlaceTextile { textile }) = store.pending().map(|p| p.decision) else { return None };
        textile_art(textile, cell, dir, "ghost textile-ghost")
    };
    let _ = seat;
    let on_loom = Callback::new(|place: Place| match place {
        Place::LoomCell(c) => Some(loom_cell(c)),
        _ => None,
    });
    view! {
        <svg class="loom" data-spot=Part::Loom.key() viewBox=format!("{P} {P} {S} {S}", P = Num(-LOOM_PAD), S = Num(4.0 * LOOM_CELL + 2.0 * LOOM_PAD))
            role="group" aria-label=cards::loom()>
            // Sixteen cells that stay (only their class follows the loom),
            // and the half-Suns as a list.
            {Cell::all().map(|c| {
                let r = loom_cell(c).grow(-1.0);
                let textile = move || loom.with(|l| l[c.index()].textile);
                view! {
                    <rect class=move || format!("loom-cell tx{}{}", textile() % 4, if textile() != 0 { " woven" } else { "" })
                        x=Num(r.x) y=Num(r.y) width=Num(r.w) height=Num(r.h) rx="2" />
                }
            }).collect_view()}
            // Each Textile outlined whole: two neighbours of one colour read
            // as two Textiles, not one block.
            {move || loom.with(|l| Cell::all().flat_map(|c| {
                    let id = l[c.index()].textile;
                    [Dir::East, Dir::South].into_iter().filter_map(move |d| d.step(c)).filter(move |n| id != 0 && l[n.index()].textile == id)
                        .map(move |n| loom_cell(c).union(&loom_cell(n)).grow(-3.0))
                }).map(|r| view! { <rect class="textile-outline" x=Num(r.x) y=Num(r.y) width=Num(r.w) height=Num(r.h) rx="4" /> }).collect_view())}
            {move || loom.with(|l| Cell::all().flat_map(|c| {
                    let edges = l[c.index()].sun_edges;
                    Dir::ALL.into_iter().filter(move |d| edges & d.bit() != 0).map(move |d| half_sun(c, d))
                }).collect_view())}
            {ghost}
            <TargetLayer targets=cells hit=on_loom ring=on_loom />
        </svg>
    }
}

/// A Textile laid on the loom with end A on `cell`: its body over both
/// cells and its half-Suns (R6.2).
fn textile_art(textile: Textile, cell: Cell, dir: Dir, class: &'static str) -> Option<impl IntoView> {
    let ends = textile.sun_edges(cell, dir)?;
    let body = Rect::bounds([loom_cell(ends[0].0), loom_cell(ends[1].0)])?.grow(-3.0);
    let suns = ends
        .into_iter()
        .flat_map(|(c, edges)| Dir::ALL.into_iter().filter(move |d| edges & d.bit() != 0).map(move |d| half_sun(c, d)))
        .collect_view();
    Some(
        view! { <g class=class><rect x=Num(body.x) y=Num(body.y) width=Num(body.w) height=Num(body.h) rx="4" />{suns}</g> },
    )
}

/// The Textile to place, beside the loom's name, before a cell is chosen.
#[component]
fn TextileToPlace(textile: Textile) -> impl IntoView {
    view! {
        <svg class="textile-next" viewBox=format!("0 0 {} {}", Num(2.0 * LOOM_CELL), Num(LOOM_CELL)) role="img"
            aria-label=cards::to_place(textile)>
            {textile_art(textile, Cell::new(0, 0), Dir::East, "textile-ghost")}
        </svg>
    }
}

const LOOM_CELL: f64 = 52.0;
/// Room around the cells for the rings' and a laid Textile's outer strokes
/// (the right column's were cut at the card's edge).
const LOOM_PAD: f64 = 3.0;

fn loom_cell(c: Cell) -> Rect {
    Rect::new(f64::from(c.column()) * LOOM_CELL, f64::from(c.row()) * LOOM_CELL, LOOM_CELL, LOOM_CELL)
}

/// A half-Sun on a loom cell's edge.
fn half_sun(c: Cell, d: Dir) -> impl IntoView {
    let r = loom_cell(c);
    let (cx, cy, rotate) = match d {
        Dir::East => (r.right() - 1.0, r.y + r.h / 2.0, 90.0),
        Dir::West => (r.x + 1.0, r.y + r.h / 2.0, 270.0),
        Dir::South => (r.x + r.w / 2.0, r.bottom() - 1.0, 180.0),
        Dir::North => (r.x + r.w / 2.0, r.y + 1.0, 0.0),
    };
    view! { <path class="half-sun" data-help=crate::view::glossary::help(crate::view::glossary::Icon::HalfSun) transform=format!("translate({:.1} {:.1}) rotate({})", Num(cx), Num(cy), Num(rotate)) d="M-11 0 A11 11 0 0 0 11 0Z" /> }
}
