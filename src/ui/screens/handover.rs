//! Pass-and-play: between two players, a screen that hides the next
//! player's board until they say they are ready.
use leptos::prelude::*;

use crate::engine::PlayerId;
use crate::ui::context::GameCtx;
use crate::ui::turn::words;

#[component]
pub fn HandOver(seat: PlayerId, on_ready: impl Fn() + Send + Sync + 'static) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let class = ctx.seats.with_untracked(|s| s.get(seat).map(|l| l.class()).unwrap_or(""));
    let (name, task, recent) = ctx.game.with_untracked(|g| {
        let Some(g) = g.as_ref() else { return (String::new(), String::new(), Vec::new()) };
        let name = words::player_name(g, seat);
        let task = g.pending().map(|p| words::capital(&words::task(g, p.decision))).unwrap_or_default();
        let recent: Vec<String> = ctx.log.with_untracked(|log| {
            log.iter().rev().filter_map(|e| words::event(g, &e.event)).take(12).collect()
        });
        (name, task, recent)
    });
    view! {
        <section class=format!("panel handover {class}") aria-labelledby="handover-heading">
            <span class="seat-chip big" aria-hidden="true">{seat + 1}</span>
            <h2 id="handover-heading">{format!("Pass to {name}")}</h2>
            <p class="task">{task}</p>
            <button type="button" class="button primary ready" data-ready="" on:click=move |_| on_ready()>
                {format!("I'm ready: {name}")}
            </button>
            <details class="since">
                <summary>"What happened since"</summary>
                <ul>{recent.into_iter().rev().map(|t| view! { <li>{t}</li> }).collect_view()}</ul>
            </details>
        </section>
    }
}
