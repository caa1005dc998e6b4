//! The one tappable target every board uses (a Tambo cell, a Step slot, a
//! Moon slot, a loom cell, a building slot, a Viracocha area, a Textile
//! stack): while the engine offers one of its actions it carries the class
//! `legal`, the `data-action` a tap acts on, `role="button"`, a tab stop,
//! Enter/Space, and `selected` / `hint` when the selected action or the
//! computer's hint is one of its actions. When nothing is offered it is
//! only a drawing with its label.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use crate::engine::Action;
use crate::ui::context::{action_key, GameCtx};
use crate::ui::main_board::geometry::Rect;

/// What a tap does with a target's actions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tap {
    /// Select its first action (or keep the selected one); a tap on the
    /// selected action plays it.
    #[default]
    Select,
    /// Select the action after the selected one (a Textile's directions);
    /// only Confirm plays it.
    Turn,
}

/// The action a tap on a target with `options` acts on.
pub fn next_option(options: &[Action], selected: Option<Action>, tap: Tap) -> Option<Action> {
    let at = selected.and_then(|s| options.iter().position(|o| *o == s));
    match (tap, at) {
        (Tap::Select, Some(i)) => Some(options[i]),
        (Tap::Turn, Some(i)) => options.get((i + 1) % options.len()).copied(),
        (_, None) => options.first().copied(),
    }
}

/// A target: an SVG group around `children`.
#[component]
pub fn Target(
    /// The actions it stands for now (a loom cell: one per direction);
    /// empty while none is offered.
    #[prop(into)]
    options: Signal<Vec<Action>>,
    /// What a screen reader says (also the long-press help).
    #[prop(into)]
    label: Signal<String>,
    /// Its own classes ("cell empty", "step-slot blocked"...).
    #[prop(optional, into)]
    class: Option<Signal<String>>,
    /// An invisible area a finger hits, larger than the drawing.
    #[prop(optional)]
    hit: Option<Rect>,
    #[prop(optional)] tap: Tap,
    children: Children,
) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let offered = Memo::new(move |_| options.with(|o| !o.is_empty()));
    let is_one = move |action: Option<Action>| action.is_some_and(|a| options.with(|o| o.contains(&a)));
    let selected = Memo::new(move |_| is_one(ctx.selected.get()));
    let hinted = Memo::new(move |_| is_one(ctx.hint.get()));
    let classes = move || {
        let mut c = class.map(|c| c.get()).unwrap_or_default();
        if offered.get() {
            c.push_str(" target legal");
            if selected.get() {
                c.push_str(" selected");
            }
            if hinted.get() {
                c.push_str(" hint");
            }
        }
        c
    };
    let act = move || {
        let pick = options.with_untracked(|o| next_option(o, ctx.selected.get_untracked(), tap));
        match (pick, tap) {
            (Some(a), Tap::Select) => ctx.tap(a),
            (Some(a), Tap::Turn) => ctx.selected.set(Some(a)),
            (None, _) => {}
        }
    };
    let data_action = move || {
        let selected = ctx.selected.get();
        options.with(|o| next_option(o, selected, tap)).map(|a| action_key(&a))
    };
    view! {
        <g
            class=classes
            data-action=data_action
            role=move || offered.get().then_some("button")
            tabindex=move || offered.get().then_some("0")
            aria-label=move || label.get()
            aria-pressed=move || offered.get().then_some(if selected.get() { "true" } else { "false" })
            on:click=move |_| act()
            on:keydown=move |ev: KeyboardEvent| {
                if offered.get_untracked() && (ev.key() == "Enter" || ev.key() == " ") {
                    ev.prevent_default();
                    act();
                }
            }
        >
            {children()}
            {hit.map(|r| view! { <rect class="hit" x=r.x y=r.y width=r.w height=r.h rx="6" /> })}
        </g>
    }
}

/// The actions of `legal` that `keep` picks, as a memo (one target's options).
pub fn options_of(
    legal: Memo<Vec<Action>>,
    keep: impl Fn(&Action) -> bool + Send + Sync + 'static,
) -> Memo<Vec<Action>> {
    Memo::new(move |_| legal.with(|l| l.iter().copied().filter(|a| keep(a)).collect()))
}
