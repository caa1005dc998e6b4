//! The game log: every event in words, newest first, by round, including
//! the Ayllu's and the computer players' reasons and every score change.
use leptos::prelude::*;

use crate::engine::Event;
use crate::ui::state::{GameStore, Thought};
use crate::view::lang::catalog::Arg;
use crate::view::lang::{key, t, tf};
use crate::view::words;

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

/// A computer seat's reason, as a log line.
fn thought_line(g: &crate::engine::Game, thought: &Thought) -> String {
    words::computer_reason(&words::player_name(g, thought.seat), thought.level, &thought.text)
}

#[component]
pub fn GameLog() -> impl IntoView {
    let store = expect_context::<GameStore>();
    // Rows oldest first in the page (CSS shows them newest first), redrawn
    // in place: each action adds only its new lines. Each line's words are kept
    // with its event and made again only when the event at that place
    // changes (after an Undo).
    let made: StoredValue<Vec<(Event, Option<String>)>, LocalStorage> = StoredValue::new_local(Vec::new());
    let lines = move || {
        store.log().with(|log| {
            store.game().with_untracked(|g| {
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
                let mut thoughts =
                    store.thoughts().with(|t| t.iter().map(|t| (t.actions, thought_line(g, t))).collect::<Vec<_>>());
                thoughts.reverse();
                // A game watched: what its latest action did, lit.
                let now = store.watching().with(|w| w.as_ref().map(|w| w.at)).filter(|&at| at > 0);
                made.with_value(|made| {
                    let mut lines = Vec::with_capacity(log.len() + thoughts.len());
                    for (i, (entry, (_, text))) in log.iter().zip(made).enumerate() {
                        // A computer's reason comes before what its action did.
                        while thoughts.last().is_some_and(|(actions, _)| *actions <= entry.actions) {
                            let (actions, text) = thoughts.pop().expect("checked");
                            lines.push(((actions, true), entry.round, text, "ayllu".to_string()));
                        }
                        let Some(text) = text.clone() else { continue };
                        let kind = match &entry.event {
                            Event::AylluChose { .. } => "ayllu",
                            Event::RoundStarted { .. } | Event::NightStarted { .. } | Event::GameOver => "milestone",
                            e if scoring(e) => "scored",
                            _ => "",
                        };
                        let class = if now == Some(entry.actions) { format!("{kind} current") } else { kind.into() };
                        lines.push(((i, false), entry.round, text, class));
                    }
                    // A reason whose action set nothing in words yet.
                    let round = log.last().map_or(0, |e| e.round);
                    lines.extend(
                        thoughts
                            .into_iter()
                            .rev()
                            .map(|(actions, text)| ((actions, true), round, text, "ayllu".to_string())),
                    );
                    lines
                })
            })
        })
    };
    view! {
        <section class="game-log" aria-label=t(key::GAME_LOG)>
            <p class="small seed">
                {move || store.game().with(|g| g.as_ref().map(|g| tf(key::LOG_SEED, &[("seed", Arg::Text(&g.setup().seed.to_string()))])))}
            </p>
            <div class="log-scroll">
                <ol class="log-lines" aria-live="off">
                    {move || lines().into_iter().map(|line| view! {
                        <li class=line.3>
                            <span class="round">{format!("R{}", line.1)}</span>
                            " "
                            {line.2}
                        </li>
                    }).collect_view()}
                </ol>
            </div>
        </section>
    }
}
