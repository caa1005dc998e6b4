//! The game log: every event in words, newest first, by round, including
//! the Ayllu's reasons and every score change.
use leptos::prelude::*;

use crate::engine::Event;
use crate::ui::context::GameCtx;
use crate::ui::turn::words;

/// Events that change a score or a count, shown stronger.
fn scoring(e: &Event) -> bool {
    matches!(
        e,
        Event::IntiGained { .. }
            | Event::MoonScored { .. }
            | Event::Dawn { .. }
            | Event::LlamaGained { .. }
            | Event::ViracochaGained { .. }
            | Event::ViracochaBecameLlama { .. }
    )
}

#[component]
pub fn GameLog() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    // Keyed rows: each action adds only its new lines to the page.
    let lines = move || {
        ctx.game.with(|g| {
            let Some(g) = g.as_ref() else { return Vec::new() };
            ctx.log.with(|log| {
                // Newest first.
                log.iter()
                    .enumerate()
                    .rev()
                    .filter_map(|(i, entry)| {
                        let text = words::event(g, &entry.event)?;
                        let class = match &entry.event {
                            Event::AylluChose { .. } => "ayllu",
                            Event::RoundStarted { .. } | Event::NightStarted { .. } | Event::GameOver => "milestone",
                            e if scoring(e) => "scored",
                            _ => "",
                        };
                        Some((i, entry.round, text, class))
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    view! {
        <section class="panel game-log" aria-labelledby="log-heading">
            <h3 id="log-heading">"Game log"</h3>
            <p class="small seed">
                {move || ctx.game.with(|g| g.as_ref().map(|g| format!("Seed {} (a new game with this seed replays the same draws)", g.setup().seed)))}
            </p>
            <ol class="log-lines" aria-live="off">
                <For each=lines key=|(i, _, text, _)| (*i, text.clone()) let:line>
                    <li class=line.3>
                        <span class="round">{format!("R{}", line.1)}</span>
                        " "
                        {line.2}
                    </li>
                </For>
            </ol>
        </section>
    }
}
