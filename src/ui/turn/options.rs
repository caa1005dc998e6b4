//! Every legal action as a real button (class `legal`, `data-action`, an
//! accessible name), grouped so a long list stays readable: Day turns by
//! Step marker, the rest in one group. No action depends on the boards'
//! drawing to be reachable.
use leptos::prelude::*;

use super::words;
use crate::engine::{Action, Game, Marker};
use crate::ui::context::{action_key, GameCtx};

/// A heading and its actions.
fn groups(game: &Game, legal: &[Action]) -> Vec<(String, Vec<Action>)> {
    let mut out: Vec<(String, Vec<Action>)> = Vec::new();
    for &a in legal {
        let title = match a {
            Action::LayStep { marker, .. } => match marker {
                Marker::Gold => "Gold marker: any Ayar".to_string(),
                m => words::capital(words::marker(m)),
            },
            Action::TakeTambo { .. } => "Tambos you can take".into(),
            Action::BuildTambo { path, .. } => format!("{}'s path", path.name()),
            Action::BoxTambo => "No empty slot".into(),
            Action::ChoosePower { .. } => "Power".into(),
            Action::TakePots { .. } => "Pots (✦ = Viracocha)".into(),
            Action::ChooseStack { .. } => "Textile stacks".into(),
            Action::PlaceTextile { .. } => "Loom: first end, direction".into(),
            Action::TakeViracocha { .. } => "Viracocha areas".into(),
            Action::ResolveTrigger { .. } => "Resolve next (the first is the default order)".into(),
            Action::ChooseTemple { .. } => "Temple type".into(),
            Action::ChooseCuzco { .. } => "Two activities".into(),
            Action::ScoreStepMarker { .. } => "Moon slot".into(),
        };
        match out.iter_mut().find(|(t, _)| *t == title) {
            Some((_, list)) => list.push(a),
            None => out.push((title, vec![a])),
        }
    }
    let _ = game;
    out
}

/// Extra words on a button: what the choice is worth now.
fn hint(game: &Game, player: usize, a: &Action) -> Option<String> {
    let p = game.players().get(player)?;
    match *a {
        Action::ChooseTemple { activity } => Some(format!("☾{} now", p.moon_value(activity))),
        Action::ScoreStepMarker { activity } => Some(format!("+{} ☾", p.moon_value(activity))),
        Action::ChooseCuzco { first, second } => {
            Some(format!("☀{} + ☀{}", p.visible_suns(first), p.visible_suns(second)))
        }
        Action::ChooseStack { stack } => game.stack_tops()[stack as usize].0.map(|t| format!("{} half-Sun", t.suns)),
        _ => None,
    }
}

#[component]
pub fn Options() -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let content = move || {
        let legal = ctx.legal();
        let player = ctx.pending().map(|p| p.player).unwrap_or(0);
        ctx.game.with(|g| {
            let g = g.as_ref()?;
            let list = groups(g, &legal)
                .into_iter()
                .map(|(title, actions)| {
                    let buttons = actions
                        .into_iter()
                        .map(|a| {
                            let label = words::action_label(g, &a);
                            let long = words::action_long(g, &a);
                            let extra = hint(g, player, &a);
                            view! {
                                <button
                                    type="button"
                                    class="legal option"
                                    class:selected=move || ctx.selected.get() == Some(a)
                                    class:hint=move || ctx.hint.get() == Some(a)
                                    aria-pressed=move || (ctx.selected.get() == Some(a)).to_string()
                                    data-action=action_key(&a)
                                    aria-label=long
                                    on:click=move |_| ctx.tap(a)
                                >
                                    <span class="opt-label">{label}</span>
                                    {extra.map(|e| view! { <span class="opt-hint">{e}</span> })}
                                </button>
                            }
                        })
                        .collect_view();
                    view! {
                        <div class="option-group">
                            <h4>{title}</h4>
                            <div class="option-grid">{buttons}</div>
                        </div>
                    }
                })
                .collect_view();
            Some(list)
        })
    };
    view! { <div class="options" role="group" aria-label="Your options">{content}</div> }
}
