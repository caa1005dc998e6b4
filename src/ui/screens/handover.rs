//! Pass-and-play: between two players, a screen that hides the next
//! player's board until they say they are ready.
use leptos::prelude::*;

use crate::engine::{Event, PlayerId};
use crate::ui::state::GameStore;
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::log;
use crate::view::words;

#[component]
pub fn HandOver(seat: PlayerId, on_ready: impl Fn() + Send + Sync + 'static) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let class = store.looks().with_untracked(|s| s.get(seat).map(|l| l.colour().class).unwrap_or(""));
    let (name, task, recent) = store.game().with_untracked(|g| {
        let Some(g) = g.as_ref() else { return (String::new(), String::new(), Vec::new()) };
        let name = words::player_name(g, seat);
        let task = g.pending().map(|p| words::capital(&words::task(g, p.decision))).unwrap_or_default();
        let events: Vec<Event> =
            store.log().with_untracked(|entries| entries.iter().map(|e| e.event.clone()).collect());
        let recent = log::since_turn(g, &events, seat);
        (name, task, recent)
    });
    view! {
        <section class=format!("panel handover {class}") aria-labelledby="handover-heading">
            <span class="seat-chip big" aria-hidden="true">{seat + 1}</span>
            <h2 id="handover-heading">{tf(key::PASS_TO, &[("name", Arg::Text(&name))])}</h2>
            <p class="task">{task}</p>
            <button type="button" class="button primary ready" data-ready="" on:click=move |_| on_ready()>
                {tf(key::READY, &[("name", Arg::Text(&name))])}
            </button>
            {(!recent.is_empty()).then(|| view! {
                <details class="since" open>
                    <summary>{t(key::SINCE)}</summary>
                    <ul>{recent.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
                </details>
            })}
        </section>
    }
}
