//! The Main board (RULES R1): four Ayar paths from Tiwanaku (space 0) to
//! Cuzco (space 30) with every building slot, the Tambos, the Ayars and
//! the Raymi tiles; below (or beside) them the four Temple rows and the
//! terrace. One SVG that scales to its container, laid out for landscape
//! or portrait screens (see `geometry`).
//!
//! Taps: legal `BuildTambo` targets sit on the building slots; selecting
//! any action shows its effect here as ghosts (an Ayar's destination, a
//! Tambo about to be built) from `GameCtx::preview`.

use leptos::prelude::*;

use super::ayars::AYARS;
use super::context::GameCtx;
use crate::engine::Action;

pub mod geometry;
mod key;
mod paths;
pub mod pieces;
mod raymi;
mod temples;

use geometry::Orientation;

/// The board, for the screen's current shape. Draws the empty board (no
/// pieces) before a game starts.
///
/// A Zoom button enlarges the drawing inside a scrolling frame (for
/// reading at arm's length when the board shares the screen); zoomed in,
/// the frame scrolls to the building slots the player may choose.
#[component]
pub fn MainBoard() -> impl IntoView {
    let ctx = board_ctx();
    let orientation = screen_orientation();
    let legal = pieces::legal_memo(ctx);
    let zoomed = RwSignal::new(false);
    let scroller = NodeRef::<leptos::html::Div>::new();
    // Where the legal building slots are, as a fraction of the drawing's width.
    let focus = Memo::new(move |_| {
        let o = orientation.get();
        let xs: Vec<f64> = legal
            .get()
            .into_iter()
            .filter_map(|a| match a {
                Action::BuildTambo { path, space } => Some(o.slot(path.index(), space).centre().0),
                _ => None,
            })
            .collect();
        (!xs.is_empty()).then(|| xs.iter().sum::<f64>() / xs.len() as f64 / o.size().0)
    });
    Effect::new(move |_| {
        let (zoomed, focus) = (zoomed.get(), focus.get());
        if let (true, Some(f), Some(el)) = (zoomed, focus, scroller.get()) {
            let left = f * f64::from(el.scroll_width()) - f64::from(el.client_width()) / 2.0;
            el.set_scroll_left(left.max(0.0) as i32);
        }
    });
    view! {
        <div class="main-board-frame" class:zoomed=move || zoomed.get()>
            <div class="board-tools" class:hidden=move || ctx.game.with(Option::is_none)>
                <button
                    type="button"
                    class="board-zoom"
                    aria-pressed=move || if zoomed.get() { "true" } else { "false" }
                    on:click=move |_| zoomed.update(|z| *z = !*z)
                >
                    <svg viewBox="-12 -12 24 24" aria-hidden="true" focusable="false">
                        <circle cx="-2" cy="-2" r="7" fill="none" stroke="currentColor" stroke-width="2.4" />
                        <path d="M3 3l6 6" stroke="currentColor" stroke-width="3" stroke-linecap="round" />
                        <path
                            d=move || if zoomed.get() { "M-5.5 -2h7" } else { "M-5.5 -2h7M-2 -5.5v7" }
                            stroke="currentColor"
                            stroke-width="2"
                        />
                    </svg>
                    <span>{move || if zoomed.get() { "Fit the board" } else { "Zoom the board" }}</span>
                </button>
            </div>
            <div class="main-board-scroll" node_ref=scroller>
                {move || {
                    let o = orientation.get();
                    view! { <BoardDrawing orientation=o /> }
                }}
            </div>
        </div>
    }
}

/// The game context. The boards can be drawn before the app provides one
/// (an empty board): then they provide an empty one.
pub fn board_ctx() -> GameCtx {
    use_context::<GameCtx>().unwrap_or_else(|| {
        let ctx = GameCtx::new();
        provide_context(ctx);
        ctx
    })
}

/// Landscape or portrait, following the window (a phone or tablet turned).
pub fn screen_orientation() -> ReadSignal<Orientation> {
    fn current() -> Orientation {
        let w = window();
        let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
        if size(w.inner_width()) < size(w.inner_height()) {
            Orientation::Portrait
        } else {
            Orientation::Landscape
        }
    }
    let (orientation, set_orientation) = signal(current());
    let handle = window_event_listener(leptos::ev::resize, move |_| {
        let now = current();
        if orientation.get_untracked() != now {
            set_orientation.set(now);
        }
    });
    on_cleanup(move || handle.remove());
    orientation
}

#[component]
fn BoardDrawing(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let (w, h) = o.size();
    let legal = pieces::legal_memo(board_ctx());
    // An image while it holds nothing to tap; a group of controls when it
    // does (an image's children are hidden from assistive technology).
    let role = move || {
        let active = legal.with(|l| l.iter().any(|a| matches!(a, Action::BuildTambo { .. })));
        if active {
            "group"
        } else {
            "img"
        }
    };
    let title_id = format!("main-board-title-{}", o.name());
    let labelled_by = title_id.clone();
    view! {
        <svg
            class=format!("main-board ayar-board {}", o.name())
            viewBox=format!("0 0 {w:.0} {h:.0}")
            preserveAspectRatio="xMidYMid meet"
            role=role
            aria-labelledby=labelled_by
        >
            <title id=title_id>
                "Main board: four paths, one per Ayar, from Tiwanaku (space 0) to Cuzco (space 30), the Temple rows and the terrace"
            </title>
            <defs>
                <linearGradient id="mb-ground" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stop-color="#f7edd4" />
                    <stop offset="100%" stop-color="#ead8ae" />
                </linearGradient>
                <linearGradient id="mb-cuzco" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stop-color="#ffe7a3" />
                    <stop offset="100%" stop-color="#e9b94a" />
                </linearGradient>
                <pattern id="mb-stone" width="18" height="12" patternUnits="userSpaceOnUse">
                    <rect width="18" height="12" fill="#d9c7a0" />
                    <path d="M0 .5h18M0 6.5h18M6 .5v6M15 6.5v6" stroke="#bda77a" stroke-width="1" />
                </pattern>
                <pattern id="mb-reverse" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                    <rect width="6" height="6" fill="#4a3424" />
                    <path d="M0 0v6" stroke="#5e4431" stroke-width="2.4" />
                </pattern>
            </defs>
            <rect class="board-frame" x="3" y="3" width=w - 6.0 height=h - 6.0 rx="16" />
            <paths::Cities orientation=o />
            <paths::Lanes orientation=o />
            <paths::Tambos orientation=o />
            <raymi::RaymiTiles orientation=o />
            <paths::Ayars orientation=o />
            <paths::Preview orientation=o />
            <paths::BuildTargets orientation=o />
            <temples::TempleRows orientation=o />
            <temples::Terrace orientation=o />
            <key::Key orientation=o />
        </svg>
    }
}

/// Which glyph and colour belong to which Ayar (HTML, for beside a board).
#[component]
pub fn Legend() -> impl IntoView {
    view! {
        <ul class="legend" aria-label="The four Ayar">
            {AYARS
                .iter()
                .map(|look| {
                    view! {
                        <li class=look.class>
                            <svg viewBox="-12 -12 24 24" aria-hidden="true" focusable="false">
                                <path d=look.glyph fill="currentColor" />
                            </svg>
                            <span>{look.name}</span>
                            <span class="visually-hidden">{format!(" ({})", look.glyph_name)}</span>
                        </li>
                    }
                })
                .collect_view()}
        </ul>
    }
}
