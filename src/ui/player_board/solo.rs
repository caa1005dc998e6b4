//! The Ayllu's solo board (R10): its difficulty board, the Pottery and
//! Weaving tracks with their printed values, Maize, Boat and Islands, the
//! personal bonuses, the Activity tokens (flipped ones face up) and the
//! Step markers in its bag.
use leptos::prelude::*;

use super::areas::{AreaCard, MaizeRow, ReedArea, TemplesLeft};
use crate::engine::data;
use crate::engine::{Activity, Ayar, PlayerState, SoloBoard};
use crate::ui::ayars::AYARS;

fn solo_of(player: Memo<Option<PlayerState>>) -> impl Fn() -> Option<SoloBoard> + Copy {
    move || player.with(|p| p.as_ref().and_then(|p| p.solo.clone()))
}

/// A solo track: printed (Suns, Moon) per space, filled ones marked, the
/// Bonus icon's space flagged.
#[component]
fn Track(player: Memo<Option<PlayerState>>, activity: Activity, values: &'static [(u8, u32)]) -> impl IntoView {
    let solo = solo_of(player);
    let filled = move || {
        solo().map_or(0, |s| match activity {
            Activity::Pottery => s.pottery,
            _ => s.weaving,
        })
    };
    let bonus_at = data::SOLO_BONUS_AT[activity.index()];
    let bonus_scored = move || solo().is_some_and(|s| s.bonus_scored[activity.index()]);
    let spaces = values
        .iter()
        .enumerate()
        .map(|(i, &(suns, moon))| {
            let space = i as u8 + 1;
            view! {
                <li class:filled={move || filled() >= space} class:bonus={space == bonus_at}
                    aria-label=format!("space {space}: {suns} Suns, Moon {moon}{}", if space == bonus_at { ", Bonus" } else { "" })>
                    <span class="t-sun">{format!("☀{suns}")}</span>
                    <span class="t-moon">{format!("☾{moon}")}</span>
                    {(space == bonus_at).then(|| view! { <span class="t-bonus" class:scored=bonus_scored>"B"</span> })}
                </li>
            }
        })
        .collect_view();
    view! { <ol class="solo-track">{spaces}</ol> }
}

#[component]
pub fn SoloBoardView(player: Memo<Option<PlayerState>>) -> impl IntoView {
    let solo = solo_of(player);
    let board = move || solo().map(|s| data::DIFFICULTY_BOARDS[s.difficulty.clamp(1, 4) as usize - 1]);
    let tokens = move || {
        solo().map(|s| {
            s.tokens
                .iter()
                .enumerate()
                .map(|(i, &n)| {
                    if i < s.flipped {
                        let t = data::AYLLU_TOKENS[n as usize - 1];
                        let text = format!(
                            "{}: move {}, power {:+}{}",
                            t.number,
                            t.moves,
                            t.modifier,
                            if t.temple { ", Temple" } else { "" }
                        );
                        view! { <li class="token up" aria-label=format!("Token {text}")>{text.clone()}</li> }.into_any()
                    } else {
                        view! { <li class="token down" aria-label="Token face down">"?"</li> }.into_any()
                    }
                })
                .collect_view()
        })
    };
    let bag = move || {
        solo().map(|s| {
            let mut bag: Vec<Ayar> = s.bag.clone();
            bag.sort();
            bag.into_iter()
                .map(|a| {
                    let look = AYARS[a.index()];
                    view! {
                        <li class=format!("bag-marker {}", look.class) aria-label=format!("{} marker", look.name)>
                            <svg viewBox="-12 -12 24 24" aria-hidden="true"><path d=look.glyph /></svg>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let marks = move || {
        solo().map(|s| {
            Activity::ALL
                .into_iter()
                .map(|a| {
                    let bonus = s.bonus_scored[a.index()];
                    let dawn = s.dawn_marked[a.index()];
                    format!(
                        "{}: bonus {}, Dawn {}",
                        a.name(),
                        if bonus { "scored" } else { "open" },
                        if dawn { "marked" } else { "open" }
                    )
                })
                .map(|t| view! { <li>{t}</li> })
                .collect_view()
        })
    };
    view! {
        <div class="solo-board">
            <p class="difficulty-board">
                {move || board().map(|b| format!(
                    "{}: started with Inti {} and {} Llamas; {} points per Llama; +{} Moon per Temple.",
                    b.name, b.inti, b.llamas, b.points_per_llama, b.moon_per_temple
                ))}
            </p>
            <div class="areas">
                <AreaCard player activity=Activity::Pottery>
                    <Track player activity=Activity::Pottery values=&data::SOLO_POTTERY_TRACK />
                </AreaCard>
                <AreaCard player activity=Activity::Weaving>
                    <Track player activity=Activity::Weaving values=&data::SOLO_WEAVING_TRACK />
                </AreaCard>
                <AreaCard player activity=Activity::Terrace>
                    <MaizeRow player />
                </AreaCard>
                <AreaCard player activity=Activity::Reed>
                    <ReedArea player />
                </AreaCard>
            </div>
            <div class="solo-extras">
                <div>
                    <h4>"Activity tokens"</h4>
                    <ol class="tokens">{tokens}</ol>
                </div>
                <div>
                    <h4>"Bag"</h4>
                    <ul class="bag">{bag}</ul>
                    <Show when=move || solo().is_some_and(|s| s.bag.is_empty())>
                        <p class="small">"Empty: all four return before the next draw."</p>
                    </Show>
                    <p class="small">{move || solo().map(|s| format!("{} Tambos in supply", s.tambos))}</p>
                </div>
                <div>
                    <h4>"Bonuses and Dawn marks"</h4>
                    <ul class="solo-marks">{marks}</ul>
                </div>
                <div>
                    <h4>"Temples left"</h4>
                    <TemplesLeft player />
                </div>
            </div>
        </div>
    }
}
