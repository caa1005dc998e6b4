//! A tappable legal target inside a board's SVG: the class `legal`, the
//! `data-action` naming its action, an accessible name, keyboard use, and
//! an invisible hit area larger than what it draws (touch targets).

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

use super::geometry::Rect;
use crate::engine::Action;
use crate::ui::context::{action_key, GameCtx};

/// Smallest hit area, in user units, that still fits between neighbours;
/// boards choose `hit` so that it reaches 44 CSS px where room allows.
#[component]
pub fn Target(
    action: Action,
    /// What a screen reader says: "Build a Tambo on space 4 (Pottery)".
    #[prop(into)]
    label: String,
    /// The invisible area a finger or pointer hits.
    hit: Rect,
    children: Children,
) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let selected = move || ctx.selected.get() == Some(action);
    view! {
        <g
            class="target legal"
            class:selected=selected
            data-action=action_key(&action)
            role="button"
            tabindex="0"
            aria-label=label
            aria-pressed=move || if selected() { "true" } else { "false" }
            on:click=move |_| ctx.tap(action)
            on:keydown=move |ev: KeyboardEvent| {
                let key = ev.key();
                if key == "Enter" || key == " " {
                    ev.prevent_default();
                    ctx.tap(action);
                }
            }
        >
            {children()}
            <rect class="hit" x=hit.x y=hit.y width=hit.w height=hit.h rx="6" />
        </g>
    }
}
