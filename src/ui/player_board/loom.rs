//! The loom (R6.2): 4 x 4 cells, the Textiles woven so far with their
//! half-Sun edges, and Textile placement: a cell the engine offers is
//! tappable; tapping it again turns the Textile to the next legal direction
//! for that cell; Confirm (or the turn panel) places it.
use leptos::prelude::*;

use crate::engine::{Action, Cell, Decision, Dir, PlayerState};
use crate::ui::context::GameCtx;
use crate::ui::main_board::pieces::legal_memo;
use crate::ui::target::{Tap, Target};
use crate::ui::turn::words;

const C: f64 = 34.0;
const PAD: f64 = 4.0;

/// The legal placements with end A on `cell`, in `Dir::ALL` order.
fn options_at(legal: &[Action], cell: Cell) -> Vec<Action> {
    legal.iter().copied().filter(|a| matches!(a, Action::PlaceTextile { cell: c, .. } if *c == cell)).collect()
}

fn cell_xy(cell: Cell) -> (f64, f64) {
    (PAD + cell.column() as f64 * C, PAD + cell.row() as f64 * C)
}

/// The loom of `player`; placement targets are live when `live`.
#[component]
pub fn Loom(player: Memo<Option<PlayerState>>, live: Signal<bool>) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let all = legal_memo(ctx);
    let legal = Memo::new(move |_| {
        if live.get() {
            all.with(|l| l.iter().copied().filter(|a| matches!(a, Action::PlaceTextile { .. })).collect())
        } else {
            Vec::new()
        }
    });
    let size = 2.0 * PAD + 4.0 * C;

    let cells = Cell::all()
        .map(|cell| {
            let (x, y) = cell_xy(cell);
            let options = Memo::new(move |_| legal.with(|l| options_at(l, cell)));
            let offered = move || options.with(|o| !o.is_empty());
            let state =
                Memo::new(move |_| player.with(|p| p.as_ref().map(|p| p.loom[cell.index()]).unwrap_or_default()));
            let state = move || state.get();
            let label = move || {
                let s = state();
                match (s.textile, offered()) {
                    (0, true) => {
                        format!("Loom {}: empty; tap to place the Textile here, again to turn it", words::cell(cell))
                    }
                    (0, false) => format!("Loom {}: empty", words::cell(cell)),
                    (t, _) => format!("Loom {}: Textile {t}", words::cell(cell)),
                }
            };
            let class = move || {
                let t = state().textile;
                let mut class = format!("loom-cell tx{}", t % 4);
                if t != 0 {
                    class.push_str(" woven");
                }
                class
            };
            // A tap turns the Textile; Confirm places it.
            view! {
                <Target
                    options=options
                    label=Signal::derive(label)
                    class=Signal::derive(class)
                    tap={Tap::Turn}
                    {..}
                    data-cell=cell.0
                >
                    <title>{label}</title>
                    <rect x=x + 1.0 y=y + 1.0 width=C - 2.0 height=C - 2.0 rx="3" />
                    {move || sun_edges(state().sun_edges, x, y)}
                </Target>
            }
        })
        .collect_view();

    // The selected placement: a ghost Textile with its half-Sun end marked.
    let ghost = move || {
        let Some(Action::PlaceTextile { cell, dir }) = ctx.selected.get() else { return None };
        let Some(Decision::PlaceTextile { textile }) = ctx.pending().map(|p| p.decision) else { return None };
        // Which ends show a half-Sun is the engine's answer (R6.2).
        let [(a, a_sun), (b, b_sun)] = textile.sun_edges(cell, dir)?;
        let (ax, ay) = cell_xy(a);
        let (bx, by) = cell_xy(b);
        let (x, y) = (ax.min(bx), ay.min(by));
        let (w, h) = if ax == bx { (C, 2.0 * C) } else { (2.0 * C, C) };
        Some(view! {
            <g class="ghost">
                <rect x=x + 3.0 y=y + 3.0 width=w - 6.0 height=h - 6.0 rx="5" />
                <text x=ax + C / 2.0 y=ay + C / 2.0>{if a_sun != 0 { "☀" } else { "•" }}</text>
                <text x=bx + C / 2.0 y=by + C / 2.0>{if b_sun != 0 { "☀" } else { words::dir_arrow(dir) }}</text>
            </g>
        })
    };

    view! {
        <svg class="loom" viewBox=format!("0 0 {size} {size}") role="group" aria-label="Loom">
            {cells}
            {ghost}
        </svg>
    }
}

/// Half-Suns printed on a cell's edges (`Dir::bit`).
fn sun_edges(edges: u8, x: f64, y: f64) -> impl IntoView {
    Dir::ALL
        .into_iter()
        .filter(|d| edges & d.bit() != 0)
        .map(|d| {
            let (cx, cy, start) = match d {
                Dir::East => (x + C - 1.0, y + C / 2.0, 90.0),
                Dir::West => (x + 1.0, y + C / 2.0, 270.0),
                Dir::South => (x + C / 2.0, y + C - 1.0, 180.0),
                Dir::North => (x + C / 2.0, y + 1.0, 0.0),
            };
            view! {
                <path class="half-sun" transform=format!("translate({cx} {cy}) rotate({start})")
                    d="M-7 0 A7 7 0 0 0 7 0Z" />
            }
        })
        .collect_view()
}
