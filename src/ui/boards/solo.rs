//! The Ayllu's solo board (R10): its difficulty board, the Pottery and
//! Weaving tracks with their printed values, Maize, Boat and Islands, the
//! personal bonuses and Dawn marks, the Activity tokens (flipped ones face
//! up) and the Step markers in its bag.
use leptos::prelude::*;

use super::defs::href;
use super::player::{card_values, MaizeRow, ReedArea};
use crate::engine::{Activity, PlayerId, SoloBoard};
use crate::ui::state::GameStore;
use crate::view::art::symbol_id;
use crate::view::cards;
use crate::view::icons::Symbol;
use crate::view::looks::AYARS;
use crate::view::motion::Part;
use crate::view::words;

/// A solo track: printed (Suns, Moon) per space, filled ones marked, the
/// Bonus icon's space flagged (R10.2, R10.3; `view::cards::solo_track`).
#[component]
fn Track(solo: Memo<Option<SoloBoard>>, activity: Activity) -> impl IntoView {
    let filled = move || {
        solo.with(|s| {
            s.as_ref().map_or(0, |s| match activity {
                Activity::Pottery => s.pottery,
                _ => s.weaving,
            })
        })
    };
    move || {
        let spaces = cards::solo_track(activity, filled()).into_iter().map(|t| {
            view! {
                <li class:filled=t.filled class:bonus=t.bonus aria-label=t.label>
                    <span>{format!("☀{}", t.suns)}</span><span>{format!("☾{}", t.moon)}</span>
                </li>
            }
        });
        view! { <ol class="solo-track">{spaces.collect_view()}</ol> }
    }
}

/// The Ayllu's four activity cards, each carrying its part's `data-spot`
/// (where motion finds them): in its board's drawer, and in the dock while
/// a step of the Ayllu's plays on them.
#[component]
pub fn SoloCards(seat: PlayerId) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let player = Memo::new(move |_| store.game().with(|g| g.as_ref().and_then(|g| g.players().get(seat).cloned())));
    let solo = Memo::new(move |_| player.with(|p| p.as_ref().and_then(|p| p.solo.clone())));
    let at = seat;
    let seat = Memo::new(move |_| seat);
    let card = move |a: Activity, body: AnyView| {
        let values = Memo::new(card_values(seat, player, a));
        view! {
            <div class="activity-card" data-spot=Part::Card(a).key()>
                <div class="card-head">
                    <span class="card-icon" aria-hidden="true">
                        <svg viewBox="0 0 24 24"><use_ href=href(symbol_id(Symbol::activity(a))) width="24" height="24" /></svg>
                    </span>
                    <span class="card-name">{words::activity_short(a)}</span>
                    <span class="card-values"><span class="sun-val">"☀"{move || values.get().0}</span><span class="moon-val">"☾"{move || values.get().1}</span></span>
                </div>
                {body}
            </div>
        }
    };
    view! {
        <div class="activity-cards" data-seat=at>
            {card(Activity::Pottery, view! { <Track solo activity=Activity::Pottery /> }.into_any())}
            {card(Activity::Weaving, view! { <Track solo activity=Activity::Weaving /> }.into_any())}
            {card(Activity::Terrace, view! { <MaizeRow player /> }.into_any())}
            {card(Activity::Reed, view! { <ReedArea seat player /> }.into_any())}
        </div>
    }
}

#[component]
pub fn SoloBoardView(seat: PlayerId) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let solo = Memo::new(move |_| {
        store.game().with(|g| g.as_ref().and_then(|g| g.players().get(seat).and_then(|p| p.solo.clone())))
    });
    let text = move || {
        solo.get().map(|s| {
            let facts = cards::solo_facts(&s, &AYARS.map(|a| a.short));
            view! {
                <p class="difficulty-board">{cards::difficulty_line(s.difficulty)}</p>
                <ul class="solo-facts">{facts.map(|fact| view! { <li>{fact}</li> }).collect_view()}</ul>
            }
        })
    };
    view! {
        <div class="solo-board">
            {text}
            <SoloCards seat />
        </div>
    }
}
