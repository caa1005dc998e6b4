//! The turn panel: who decides what, in plain words; the selected choice's
//! preview with Confirm; every legal option as a button; Undo within the
//! turn; and the Ayllu's speed. Forecasts sit beside it.
use leptos::prelude::*;

pub mod forecast;
pub mod options;
pub mod preview;
pub mod words;

use crate::engine::{Event, Game, Phase};
use crate::ui::context::{GameCtx, HintStatus};
use options::Options;
use preview::Preview;

/// Delays between the Ayllu's visible steps the player can pick.
const SPEEDS: [(&str, u32); 4] = [("Instant", 0), ("Fast", 300), ("Normal", 600), ("Slow", 1500)];

fn phase_name(g: &Game) -> String {
    match g.phase() {
        Phase::Start => "Starting actions".to_string(),
        Phase::Day => format!("Round {}: Day", g.round()),
        Phase::Night => format!("Round {}: Night", g.round()),
        Phase::Over => "Game over".to_string(),
    }
}

#[component]
pub fn TurnPanel() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let solo = move || ctx.game.with(|g| g.as_ref().is_some_and(|g| g.players().iter().any(|p| p.is_ayllu())));
    let status = move || {
        ctx.game.with(|g| {
            let g = g.as_ref()?;
            let text = if g.is_over() {
                "The game is over.".to_string()
            } else if g.is_paused() {
                "The Ayllu is playing its turn…".to_string()
            } else if let Some(seat) = ctx.thinking.get() {
                format!("{} is thinking…", words::player_name(g, seat))
            } else {
                let pending = g.pending()?;
                let who = words::player_name(g, pending.player);
                words::decision(g, &who, pending.decision)
            };
            Some(text)
        })
    };
    let ayllu_reason = move || {
        ctx.log.with(|log| {
            log.iter().rev().take(12).find_map(|e| match &e.event {
                Event::AylluChose { text } => Some(format!("The Ayllu: {text}.")),
                _ => None,
            })
        })
    };
    let computers = move || ctx.seats.with(|s| s.iter().any(|l| l.computer.is_some()));
    let computer_reason = move || {
        let thought = ctx.thoughts.with(|t| t.last().cloned())?;
        let name = ctx.game.with(|g| g.as_ref().map(|g| words::player_name(g, thought.seat)))?;
        Some(format!("{name} (computer, {}): {}.", thought.level.name(), thought.text))
    };
    // What the last choice set off, step by step (the Ayllu's turn, a whole
    // Night): the events recorded since the game's latest action.
    let recent = move || {
        let entries: Vec<String> = ctx.game.with(|g| {
            let Some(g) = g.as_ref() else { return Vec::new() };
            ctx.log.with(|log| {
                let last = log.last().map_or(0, |e| e.actions);
                let batch: Vec<String> = log
                    .iter()
                    .rev()
                    .take_while(|e| e.actions == last)
                    .filter_map(|e| words::event(g, &e.event))
                    .collect();
                batch.into_iter().take(14).collect()
            })
        });
        // Newest first: the latest step is always in view.
        entries.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()
    };
    view! {
        <section class="panel turn-panel" aria-labelledby="turn-heading">
            <div class="turn-head">
                <h2 id="turn-heading">{move || ctx.game.with(|g| g.as_ref().map(phase_name))}</h2>
                <Show when={move || ctx.undo_depth() > 0}>
                    <button type="button" class="button secondary undo" on:click=move |_| ctx.undo()>
                        "↶ Undo"
                    </button>
                </Show>
            </div>
            <p class="status" aria-live="polite">{status}</p>
            <Show when=solo>
                <p class="ayllu-reason">{ayllu_reason}</p>
            </Show>
            <Show when=computers>
                <p class="ayllu-reason computer-reason">{computer_reason}</p>
            </Show>
            <ul class="recent" aria-label="Just happened">{recent}</ul>
            {move || ctx.error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <Preview />
            <Hint />
            <Options />
            <Show when=move || solo() || computers()>
                <AylluSpeed />
            </Show>
        </section>
    }
}

/// On a person's turn: ask the hard computer player what it would do. Its
/// choice is marked in blue on the board and in the options, never played.
#[component]
fn Hint() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let offered = move || ctx.deciding_seat().is_some() && ctx.legal().len() > 1;
    let status = move || match ctx.hint_status.get() {
        HintStatus::None => None,
        HintStatus::Thinking => Some(("hint-status", "Thinking about a hint…".to_string())),
        HintStatus::Given(reason) => {
            let label = ctx.hint.get().and_then(|a| ctx.game.with(|g| g.as_ref().map(|g| words::action_label(g, &a))));
            Some(("hint-status given", format!("Hint: {}, marked in blue ({reason}).", label.unwrap_or_default())))
        }
        HintStatus::Failed(e) => Some(("hint-status error", format!("No hint: {e}"))),
    };
    view! {
        <Show when=offered>
            <div class="hint-row">
                <button
                    type="button"
                    class="button secondary hint-button"
                    disabled=move || ctx.hint_status.get() == HintStatus::Thinking
                    on:click=move |_| ctx.ask_hint()
                >
                    "Hint"
                </button>
                {move || status().map(|(class, text)| view! { <p class=class aria-live="polite">{text}</p> })}
            </div>
        </Show>
    }
}

/// How fast the Ayllu's and the computer players' moves play out.
#[component]
fn AylluSpeed() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let solo = ctx.game.with_untracked(|g| g.as_ref().is_some_and(|g| g.players().iter().any(|p| p.is_ayllu())));
    view! {
        <div class="speed" role="group" aria-label=if solo { "Ayllu speed" } else { "Computer speed" }>
            <span class="speed-label">{if solo { "Ayllu speed" } else { "Computer speed" }}</span>
            {SPEEDS
                .iter()
                .map(|&(name, ms)| {
                    view! {
                        <button
                            type="button"
                            class="chip"
                            aria-pressed=move || (ctx.ayllu_delay_ms.get() == ms).to_string()
                            aria-label=format!("{}: {name} ({ms} ms per step)", if solo { "Ayllu speed" } else { "Computer speed" })
                            data-speed=ms
                            on:click=move |_| ctx.ayllu_delay_ms.set(ms)
                        >
                            {name}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}
