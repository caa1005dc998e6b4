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
    // Keyed rows, oldest first in the page (CSS shows them newest first):
    // each action appends only its new lines. Each line's words are kept
    // with its event and made again only when the event at that place
    // changes (after an Undo).
    let made: StoredValue<Vec<(Event, Option<String>)>, LocalStorage> = StoredValue::new_local(Vec::new());
    let lines = move || {
        ctx.log.with(|log| {
            ctx.game.with_untracked(|g| {
                let Some(g) = g.as_ref() else { return Vec::new() };
                made.update_value(|made| {
                    made.truncate(log.len());
                    for (i, entry) in log.iter().enumerate() {
                        if made.get(i).is_none_or(|(e, _)| *e != entry.event) {
                            made.truncate(i);
                            made.push((entry.event.clone(), words::event(g, &entry.event)));
                        }
                    }
                });
                made.with_value(|made| {
                    log.iter()
                        .zip(made)
                        .enumerate()
                        .filter_map(|(i, (entry, (_, text)))| {
                            let text = text.clone()?;
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
        })
    };
    view! {
        <section class="panel game-log" aria-labelledby="log-heading">
            <h3 id="log-heading">"Game log"</h3>
            <p class="small seed">
                {move || ctx.game.with(|g| g.as_ref().map(|g| format!("Seed {} (a new game with this seed replays the same draws)", g.setup().seed)))}
            </p>
            <div class="log-scroll">
                <ol class="log-lines" aria-live="off">
                    <For each=lines key=|(i, _, text, _)| (*i, text.clone()) let:line>
                        <li class=line.3>
                            <span class="round">{format!("R{}", line.1)}</span>
                            " "
                            {line.2}
                        </li>
                    </For>
                </ol>
            </div>
        </section>
    }
}
