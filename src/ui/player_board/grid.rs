//! The Tambo grid of a player board (R3): 4 x 4 Tambos in four quadrants,
//! the 16 Step slots with their arrows (blocked ones shown as blocked), the
//! Step markers laid or standing, the line bonuses and the four Moon
//! scoring slots above. The slots, cells and Moon slots the engine offers
//! are tappable.
use leptos::prelude::*;

use super::marks;
use crate::engine::data;
use crate::engine::{Action, Activity, Cell, Line, LineBonus, PlayerState, StepSlot, QUADRANTS};
use crate::ui::context::GameCtx;
use crate::ui::icons::{SeatPiece, Symbol};
use crate::ui::main_board::pieces::legal_memo;
use crate::ui::target::{options_of, Target};
use crate::ui::turn::words;

/// Cell and slot sizes and the grid's origin, in SVG units.
const U: f64 = 56.0;
const S: f64 = 46.0;
const GAP: f64 = 4.0;
const GX: f64 = S + GAP;
const GY: f64 = 64.0 + S + GAP;
const W: f64 = GX + 4.0 * U + GAP + S + 8.0 + 40.0;
const H: f64 = GY + 4.0 * U + GAP + S + 6.0 + 40.0;

/// Top-left corner of a Step slot.
fn slot_origin(slot: StepSlot) -> (f64, f64) {
    let (line, end) = (slot.line(), slot.end());
    let across = line.position() as f64 * U + (U - S) / 2.0;
    if line.is_row() {
        let x = if end == 0 { 0.0 } else { GX + 4.0 * U + GAP };
        (x, GY + across)
    } else {
        let y = if end == 0 { 64.0 } else { GY + 4.0 * U + GAP };
        (GX + across, y)
    }
}

/// Centre of the bonus icon of a line: right of rows, below columns.
fn bonus_centre(line: Line) -> (f64, f64) {
    let across = line.position() as f64 * U + U / 2.0;
    if line.is_row() {
        (GX + 4.0 * U + GAP + S + 8.0 + 20.0, GY + across)
    } else {
        (GX + across, GY + 4.0 * U + GAP + S + 6.0 + 20.0)
    }
}

/// The Tambo grid of `player`; targets are live when `live` (this seat decides).
#[component]
pub fn TamboGrid(
    player: Memo<Option<PlayerState>>,
    seat_class: &'static str,
    /// The seat's mark on its pieces ("1".."4").
    mark: String,
    live: Signal<bool>,
) -> impl IntoView {
    let ctx = expect_context::<GameCtx>();
    let all = legal_memo(ctx);
    let legal = Memo::new(move |_| if live.get() { all.get() } else { Vec::new() });

    let quadrants = QUADRANTS
        .iter()
        .enumerate()
        .map(|(i, _)| {
            let (qx, qy) = ((i % 2) as f64, (i / 2) as f64);
            view! {
                <rect class=format!("quadrant q{i}") x=GX + qx * 2.0 * U + 2.0 y=GY + qy * 2.0 * U + 2.0
                    width=2.0 * U - 4.0 height=2.0 * U - 4.0 rx="8" />
            }
        })
        .collect_view();

    let cells = Cell::all()
        .map(|cell| {
            let (x, y) = (GX + cell.column() as f64 * U, GY + cell.row() as f64 * U);
            let action = Action::TakeTambo { cell };
            let options = options_of(legal, move |a| *a == action);
            let has = Memo::new(move |_| player.with(|p| p.as_ref().is_some_and(|p| p.grid.contains(cell))));
            let has = move || has.get();
            let label = format!("Tambo at {}", words::cell(cell));
            let title = label.clone();
            let mark = mark.clone();
            view! {
                <Target
                    options=options
                    label=label
                    class=Signal::derive(move || if has() { "cell".to_string() } else { "cell empty".to_string() })
                    {..}
                    data-cell=cell.0
                >
                    <title>{title}</title>
                    <rect class="cell-bg" x=x + 3.0 y=y + 3.0 width=U - 6.0 height=U - 6.0 rx="6" />
                    <Show when=has>
                        <SeatPiece symbol=Symbol::Tambo seat_class=seat_class mark=mark.clone()
                            x=x + U / 2.0 y=y + U / 2.0 size=40.0 title=format!("Tambo at {}", words::cell(cell)) />
                    </Show>
                </Target>
            }
        })
        .collect_view();

    let slots = StepSlot::all().map(|slot| view! { <StepSlotView at=slot player legal /> }).collect_view();

    let bonuses = Line::ALL
        .into_iter()
        .map(|line| {
            let (x, y) = bonus_centre(line);
            let bonus = data::LINE_BONUSES[line.index()];
            let taken = move || player.with(|p| p.as_ref().is_some_and(|p| p.took_line_bonus(line)));
            let icon = match bonus {
                LineBonus::Llama => marks::llama(x, y, 22.0).into_any(),
                LineBonus::Viracocha => marks::viracocha(x, y, 22.0).into_any(),
                LineBonus::Sun(a) => view! {
                    <g>{marks::sun(x - 6.0, y - 5.0, 16.0)}{marks::activity(a, x + 7.0, y + 7.0, 14.0)}</g>
                }
                .into_any(),
            };
            let label = format!("{} bonus: {}", words::capital(&words::line(line)), words::line_bonus(bonus));
            let title = label.clone();
            view! {
                <g class="line-bonus" class:taken=taken aria-label=label>
                    <title>{title}</title>
                    <circle cx=x cy=y r="18" />
                    {icon}
                    <Show when=taken>
                        <path class="tick" d=format!("M{} {} l5 5 l9 -11", x + 4.0, y + 8.0) />
                    </Show>
                </g>
            }
        })
        .collect_view();

    let moon_slots = Activity::ALL.map(|a| view! { <MoonSlot activity=a player legal /> }).into_iter().collect_view();

    view! {
        <svg class="tambo-grid" viewBox=format!("0 0 {W} {H}") role="group" aria-label="Tambo grid, Step slots and Moon slots">
            {moon_slots}
            {quadrants}
            {cells}
            {slots}
            {bonuses}
        </svg>
    }
}

/// One Step slot: its arrows, blocked or free, and any marker on it.
#[component]
fn StepSlotView(at: StepSlot, player: Memo<Option<PlayerState>>, legal: Memo<Vec<Action>>) -> impl IntoView {
    let slot = at;
    let (x, y) = slot_origin(slot);
    let arrows = data::step_arrows(slot);
    let options = options_of(legal, move |a| matches!(a, Action::LayStep { slot: s, .. } if *s == slot));
    let blocked = Memo::new(move |_| player.with(|p| p.as_ref().is_some_and(|p| p.is_blocked(slot))));
    let blocked = move || blocked.get();
    let on_slot =
        Memo::new(move |_| player.with(|p| p.as_ref().and_then(|p| p.marker_on(slot).map(|m| (m, !p.marker(m).used)))));
    let on_slot = move || on_slot.get();
    let label = move || {
        let mut s = format!("Step slot {}, {arrows} arrows", words::step_slot(slot));
        if blocked() {
            s.push_str(", blocked");
        }
        if let Some((m, standing)) = on_slot() {
            s.push_str(&format!(", {} {}", words::marker(m), if standing { "standing" } else { "laid" }));
        }
        s
    };
    // The printed arrows, pointing into the grid from this end.
    let rotate = match (slot.line().is_row(), slot.end()) {
        (true, 0) => 0.0,
        (true, _) => 180.0,
        (false, 0) => 90.0,
        (false, _) => 270.0,
    };
    let (cx, cy) = (x + S / 2.0, y + S / 2.0);
    let chevrons = (0..arrows)
        .map(|i| {
            let dx = (i as f64 - (arrows as f64 - 1.0) / 2.0) * 10.0;
            format!("M{} -7 L{} 0 L{} 7", dx - 3.5, dx + 3.5, dx - 3.5)
        })
        .collect::<Vec<_>>()
        .join(" ");
    view! {
        <Target
            options=options
            label=Signal::derive(label)
            class=Signal::derive(move || if blocked() { "step-slot blocked".to_string() } else { "step-slot".to_string() })
            {..}
            data-slot=slot.0
        >
            <title>{label}</title>
            <rect x=x y=y width=S height=S rx="8" />
            <path class="arrows" d=chevrons transform=format!("translate({cx} {cy}) rotate({rotate})") />
            <Show when=blocked>
                <path class="cross" d=format!("M{} {} l{} {} M{} {} l{} {}", x + 8.0, y + 8.0, S - 16.0, S - 16.0, x + S - 8.0, y + 8.0, 16.0 - S, S - 16.0) />
            </Show>
            {move || on_slot().map(|(m, standing)| marks::step_marker(m, x + S / 2.0, y + S / 2.0, 30.0, standing))}
        </Target>
    }
}

/// A Moon scoring slot above the grid: the marker on it and the
/// activity's current Moon value.
#[component]
fn MoonSlot(activity: Activity, player: Memo<Option<PlayerState>>, legal: Memo<Vec<Action>>) -> impl IntoView {
    let i = activity.index();
    let (x, y, w, h) = (GX + i as f64 * U + 2.0, 2.0, U - 4.0, 56.0);
    let action = Action::ScoreStepMarker { activity };
    let options = options_of(legal, move |a| *a == action);
    let marker = Memo::new(move |_| player.with(|p| p.as_ref().and_then(|p| p.moon_slots[i])));
    let marker = move || marker.get();
    let value = move || player.with(|p| p.as_ref().map_or(0, |p| p.moon_value(activity)));
    let label = move || match marker() {
        Some(m) => format!("{} Moon slot: {} scored", activity.name(), words::marker(m)),
        None => format!("{} Moon slot: empty, Moon value now {}", activity.name(), value()),
    };
    view! {
        <Target options=options label=Signal::derive(label) class="moon-slot".to_string()>
            <title>{label}</title>
            <rect x=x y=y width=w height=h rx="8" />
            {marks::activity(activity, x + 13.0, y + 14.0, 18.0)}
            {move || match marker() {
                Some(m) => marks::step_marker(m, x + w - 13.0, y + 14.0, 22.0, false).into_any(),
                None => marks::moon(x + w - 13.0, y + 14.0, 14.0).into_any(),
            }}
            <text class="moon-value" x=x + w / 2.0 y=y + 41.0>{move || format!("☾{}", value())}</text>
        </Target>
    }
}
