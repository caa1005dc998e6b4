//! The turn panel: who decides what, in plain words; the selected choice's
//! preview with Confirm; every legal option as a button; Undo within the
//! turn; and the Ayllu's speed. Forecasts sit beside it.
use leptos::prelude::*;

pub mod forecast;
pub mod options;
pub mod preview;
pub mod words;

use crate::engine::{Event, Game, Phase};
use crate::ui::context::GameCtx;
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
    // What the last choice set off, step by step (the Ayllu's turn, a whole
    // Night): the events recorded since the game's latest action.
    let recent = move || {
        let entries: Vec<String> = ctx.game.with(|g| {
            let Some(g) = g.as_ref() else { return Vec::new() };
            ctx.log.with(|log| {
                let last = log.last().map_or(0, |e| e.actions);
                let batch: Vec<String> =
                    log.iter().rev().take_while(|e| e.actions == last).filter_map(|e| words::event(g, &e.event)).collect();
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
            <ul class="recent" aria-label="Just happened">{recent}</ul>
            {move || ctx.error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            <Preview />
            <Options />
            <Show when=solo>
                <AylluSpeed />
            </Show>
        </section>
    }
}

/// How fast the Ayllu's steps play out.
#[component]
fn AylluSpeed() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    view! {
        <div class="speed" role="group" aria-label="Ayllu speed">
            <span class="speed-label">"Ayllu speed"</span>
            {SPEEDS
                .iter()
                .map(|&(name, ms)| {
                    view! {
                        <button
                            type="button"
                            class="chip"
                            aria-pressed=move || (ctx.ayllu_delay_ms.get() == ms).to_string()
                            aria-label=format!("Ayllu speed: {name} ({ms} ms per step)")
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
