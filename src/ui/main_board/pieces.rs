//! Small drawings the Main board repeats: an Ayar's badge (male on the
//! paths, female at the head of a Temple row), and reactive reads of the
//! game shared by the board's layers.

use leptos::prelude::*;

use crate::engine::{Action, Ayar, MainBoard as Board};
use crate::ui::ayars::{AyarLook, AYARS};
use crate::ui::context::GameCtx;
use crate::ui::icons::{seat_marks, SeatMark};

pub fn look(ayar: Ayar) -> AyarLook {
    AYARS[ayar.index()]
}

pub use super::board_ctx as ctx;

/// The Main board's state, notifying only when it changed.
pub fn board_memo(ctx: GameCtx) -> Memo<Option<Board>> {
    Memo::new(move |_| ctx.game.with(|g| g.as_ref().map(|g| g.board().clone())))
}

pub fn seats_memo(ctx: GameCtx) -> Memo<Vec<SeatMark>> {
    Memo::new(move |_| seat_marks(&ctx))
}

/// The legal actions: one memo shared by every board (`provide_legal` in
/// `App`), so the engine lists them once per change; a board drawn
/// without it makes its own.
pub fn legal_memo(ctx: GameCtx) -> Memo<Vec<Action>> {
    use_context::<Legal>().map_or_else(|| Memo::new(move |_| ctx.legal()), |l| l.0)
}

#[derive(Clone, Copy)]
struct Legal(Memo<Vec<Action>>);

pub fn provide_legal(ctx: GameCtx) {
    provide_context(Legal(Memo::new(move |_| ctx.legal())));
}

/// The game after the selected action, if one is selected and plays.
pub fn preview_memo(ctx: GameCtx) -> Memo<Option<Board>> {
    Memo::new(move |_| ctx.preview().map(|(g, _)| g.board().clone()))
}

/// An Ayar's round badge: its colour and its glyph, `r` in radius.
#[component]
pub fn AyarBadge(ayar: Ayar, r: f64, #[prop(optional)] x: f64, #[prop(optional)] y: f64) -> impl IntoView {
    let look = look(ayar);
    view! {
        <g class=format!("ayar-badge {}", look.class) transform=format!("translate({x:.1} {y:.1})")>
            <circle class="badge-disc" r=r />
            <path class="badge-glyph" d=look.glyph transform=format!("scale({:.3})", r * 0.062) />
        </g>
    }
}

/// A female Ayar: a rounded-square badge (the male ones are round).
#[component]
pub fn FemaleBadge(ayar: Ayar, r: f64, #[prop(optional)] x: f64, #[prop(optional)] y: f64) -> impl IntoView {
    let look = look(ayar);
    view! {
        <g class=format!("ayar-badge female {}", look.class) transform=format!("translate({x:.1} {y:.1})")>
            <rect class="badge-disc" x=-r y=-r width=2.0 * r height=2.0 * r rx=r * 0.45 />
            <path class="badge-glyph" d=look.glyph transform=format!("scale({:.3})", r * 0.058) />
        </g>
    }
}
