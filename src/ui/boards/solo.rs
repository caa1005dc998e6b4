//! The Ayllu's solo board (R10): its difficulty board, the Pottery and
//! Weaving tracks with their printed values, Maize, Boat and Islands, the
//! personal bonuses and Dawn marks, the Activity tokens (flipped ones face
//! up) and the Step markers in its bag.
use leptos::prelude::*;

use super::player::{MaizeRow, ReedArea};
use crate::engine::{data, short_sort, Activity, Ayar, PlayerId, PlayerState, SoloBoard};
use crate::ui::state::GameStore;
use crate::view::looks::AYARS;
use crate::view::words;

/// A solo track: printed (Suns, Moon) per space, filled ones marked, the
/// Bonus icon's space flagged (R10.2, R10.3).
#[component]
fn Track(solo: Memo<Option<SoloBoard>>, activity: Activity, values: &'static [(u8, u32)]) -> impl IntoView {
    let filled = move || {
        solo.with(|s| {
            s.as_ref().map_or(0, |s| match activity {
                Activity::Pottery => s.pottery,
                _ => s.weaving,
            })
        })
    };
    let bonus_at = data::SOLO_BONUS_AT[activity.index()];
    view! {
        <ol class="solo-track">
            {values.iter().enumerate().map(|(i, &(suns, moon))| {
                let space = i as u8 + 1;
                view! {
                    <li class:filled={move || filled() >= space} class:bonus=space == bonus_at
                        aria-label=format!("space {space}: {suns} Suns, Moon {moon}{}", if space == bonus_at { ", Bonus" } else { "" })>
                        <span>{format!("☀{suns}")}</span><span>{format!("☾{moon}")}</span>
                    </li>
                }
            }).collect_view()}
        </ol>
    }
}

#[component]
pub fn SoloBoardView(seat: PlayerId) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let player = Memo::new(move |_| store.game().with(|g| g.as_ref().and_then(|g| g.players().get(seat).cloned())));
    let solo = Memo::new(move |_| player.with(|p| p.as_ref().and_then(|p| p.solo.clone())));
    let values = move |a: Activity| {
        player.with(|p| p.as_ref().map_or((0, 0), |p: &PlayerState| (p.visible_suns(a), p.moon_value(a))))
    };
    let card = move |a: Activity, body: AnyView| {
        view! {
            <div class="activity-card">
                <div class="card-head">
                    <span class="card-name">{words::activity_short(a)}</span>
                    <span class="card-values"><span class="sun-val">"☀"{move || values(a).0}</span><span class="moon-val">"☾"{move || values(a).1}</span></span>
                </div>
                {body}
            </div>
        }
    };
    let text = move || {
        solo.get().map(|s| {
            let b = data::difficulty_board(s.difficulty);
            let tokens: Vec<String> = s.tokens.iter().enumerate().map(|(i, &n)| {
                if i < s.flipped {
                    let t = data::AYLLU_TOKENS[n as usize - 1];
                    format!("{}: move {}, power {:+}{}", t.number, t.moves, t.modifier, if t.temple { ", Temple" } else { "" })
                } else {
                    "face down".to_string()
                }
            }).collect();
            let mut bag: Vec<Ayar> = s.bag.clone();
            short_sort::sort(&mut bag);
            let bag: Vec<&str> = bag.iter().map(|a| AYARS[a.index()].short).collect();
            let marks: Vec<String> = Activity::ALL.into_iter().map(|a| {
                format!("{}: bonus {}, Dawn {}", words::activity_short(a),
                    if s.bonus_scored[a.index()] { "scored" } else { "open" },
                    if s.dawn_marked[a.index()] { "marked" } else { "open" })
            }).collect();
            view! {
                <p class="difficulty-board">{format!("{}: started with Inti {} and {} Llamas; {} points per Llama at the end; +{} Moon per Temple it scores.", b.name, b.inti, b.llamas, b.points_per_llama, b.moon_per_temple)}</p>
                <ul class="solo-facts">
                    <li>{format!("Activity tokens this round: {}", tokens.join("; "))}</li>
                    <li>{if bag.is_empty() { "Bag: empty; all four return before the next draw".to_string() } else { format!("Bag: {}", bag.join(", ")) }}</li>
                    <li>{format!("{} Tambos in its supply", s.tambos)}</li>
                    <li>{marks.join(" · ")}</li>
                </ul>
            }
        })
    };
    view! {
        <div class="solo-board">
            {text}
            <div class="activity-cards">
                {card(Activity::Pottery, view! { <Track solo activity=Activity::Pottery values=&data::SOLO_POTTERY_TRACK /> }.into_any())}
                {card(Activity::Weaving, view! { <Track solo activity=Activity::Weaving values=&data::SOLO_WEAVING_TRACK /> }.into_any())}
                {card(Activity::Terrace, view! { <MaizeRow player /> }.into_any())}
                {card(Activity::Reed, view! { <ReedArea player /> }.into_any())}
            </div>
        </div>
    }
}
