//! The selected choice, previewed: what the engine says would happen (its
//! events in words), every number that would change, and what comes next
//! (for a Step marker: the power the turn would offer). All of it is read
//! from `Game::preview`; nothing here knows a rule.
use leptos::prelude::*;

use super::words;
use crate::engine::{Action, Activity, Event, Game, PlayerState};
use crate::ui::context::GameCtx;

/// The numbers of a seat a choice can change.
fn numbers(p: &PlayerState) -> Vec<(String, u32)> {
    let mut out = vec![
        ("Sun".to_string(), p.sun),
        ("Moon".to_string(), p.moon),
        ("Inti".to_string(), p.inti as u32),
        ("Llamas".to_string(), p.llamas),
        ("Viracochas".to_string(), p.viracochas),
    ];
    for a in Activity::ALL {
        out.push((format!("{} Suns", words::activity_short(a)), p.visible_suns(a) as u32));
        out.push((format!("{} Moon value", words::activity_short(a)), p.moon_value(a)));
    }
    out
}

/// "Inti 3 → 5" for every number that changes, per seat.
fn changes(before: &Game, after: &Game) -> Vec<String> {
    let mut out = Vec::new();
    for (i, (b, a)) in before.players().iter().zip(after.players()).enumerate() {
        let diffs: Vec<String> = numbers(b)
            .into_iter()
            .zip(numbers(a))
            .filter(|((_, x), (_, y))| x != y)
            .map(|((name, x), (_, y))| format!("{name} {x} → {y}"))
            .collect();
        if !diffs.is_empty() {
            out.push(format!("{}: {}", words::player_name(before, i), diffs.join(", ")));
        }
    }
    out
}

/// A preview's events in words. What a random draw would reveal stays
/// hidden: the preview must not tell which Pot or Textile comes next.
fn event_lines(after: &Game, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PotRevealed { slot, .. } => Some(format!("A new Pot is drawn from the bag into slot {}.", slot + 1)),
            Event::TextileRevealed { stack, .. } => Some(format!("Stack {} turns up a new Textile.", stack + 1)),
            e => words::event(after, e),
        })
        .take(12)
        .collect()
}

/// Lines describing the selected action's effect, from `GameCtx::preview`
/// (which stops before the Ayllu's steps, so its next turn stays unknown).
fn describe(before: &Game, after: &Game, events: &[Event], action: Action) -> Option<Vec<String>> {
    let player = before.pending()?.player;
    let mut lines = event_lines(after, events);
    lines.extend(changes(before, after));
    if let Action::LayStep { .. } = action {
        match after.turn_outlook().and_then(|o| o.max_power) {
            Some(max) => lines.push(format!("Power up to {max} from this line (after taking its Tambo).")),
            None => lines.push("No activity is possible on this move: the Tambo is placed without one.".into()),
        }
    }
    if after.is_paused() {
        lines.push("Then the Ayllu plays.".into());
    } else if let Some(next) = after.pending() {
        if next.player == player {
            lines.push(format!("Next: {}", words::task(after, next.decision)));
        } else {
            lines.push(format!("Then it is {}'s decision.", words::player_name(after, next.player)));
        }
    }
    Some(lines)
}

#[component]
pub fn Preview() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let body = move || {
        let action = ctx.selected.get()?;
        let (after, events) = ctx.preview()?;
        let (title, lines) = ctx.game.with(|g| {
            let g = g.as_ref()?;
            Some((words::action_long(g, &action), describe(g, &after, &events, action)?))
        })?;
        Some(view! {
            <div class="preview" aria-live="polite">
                <h4>{title}</h4>
                <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                <div class="confirm-row">
                    <button type="button" class="button primary confirm" data-confirm=""
                        on:click=move |_| ctx.play(action)>"Confirm"</button>
                    <button type="button" class="button secondary" on:click=move |_| ctx.selected.set(None)>
                        "Cancel"
                    </button>
                </div>
            </div>
        })
    };
    view! { {body} }
}
