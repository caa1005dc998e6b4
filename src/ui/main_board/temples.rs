//! The four Temple rows (R1.6, R1.7, R7.1) with their column bonuses, the
//! female Ayar heading each and the Viracocha beside her, the Temples
//! placed; and the terrace with the Maize each player planted this round
//! (R6.3).

use leptos::prelude::*;

use super::geometry::{Orientation, Rect};
use super::pieces::{board_memo, ctx, look, preview_memo, seats_memo, FemaleBadge};
use crate::engine::{data, Ayar, Temple};
use crate::ui::icons::{seat_of, ActivityIcon, SeatMark, SeatPiece, Symbol, SymbolIcon, ViracochaIcon};

const HEADER: f64 = 28.0;

/// Where the parts of the Temple rows go inside their area.
#[derive(Clone, Copy)]
struct RowsLayout {
    area: Rect,
    head_w: f64,
    row_h: f64,
    /// Width of one of the first four slots; the fifth is twice as wide.
    slot_w: f64,
    wide: bool,
}

impl RowsLayout {
    fn new(area: Rect) -> RowsLayout {
        let wide = area.w > 600.0;
        let head_w = if wide { 250.0 } else { 112.0 };
        let slot_w = (area.w - head_w) / 6.0;
        RowsLayout { area, head_w, row_h: (area.h - HEADER) / data::TEMPLE_ROWS as f64, slot_w, wide }
    }
    fn row_y(&self, row: usize) -> f64 {
        self.area.y + HEADER + self.row_h * row as f64
    }
    /// The slot rectangle of a column (0..5) in a row.
    fn slot(&self, row: usize, column: usize) -> Rect {
        let x = self.area.x + self.head_w + self.slot_w * column as f64;
        let w = if column == 4 { self.slot_w * 2.0 } else { self.slot_w };
        Rect { x: x + 2.0, y: self.row_y(row) + 3.0, w: w - 4.0, h: self.row_h - 6.0 }
    }
}

#[component]
pub fn TempleRows(orientation: Orientation) -> impl IntoView {
    let layout = RowsLayout::new(orientation.temples_area());
    let a = layout.area;
    let frames = (0..data::TEMPLE_ROWS)
        .map(|row| {
            let slots = (0..data::TEMPLE_COLUMN_BONUS.len())
                .map(|column| {
                    let r = layout.slot(row, column);
                    let bonus = data::TEMPLE_COLUMN_BONUS[column];
                    let title = if column == 4 {
                        format!("Temple row {}, last slot: +{bonus} Moon; it holds any number of Temples", row + 1)
                    } else {
                        format!("Temple row {}, slot {}: +{bonus} Moon when Temples score", row + 1, column + 1)
                    };
                    view! {
                        <g class="temple-slot">
                            <title>{title}</title>
                            <rect x=r.x y=r.y width=r.w height=r.h rx="6" />
                            <text class="slot-bonus" x=r.x + r.w / 2.0 y=r.y + r.h / 2.0>
                                {format!("+{bonus}")}
                            </text>
                        </g>
                    }
                })
                .collect_view();
            let y = layout.row_y(row);
            view! {
                <g class="temple-row" data-row=row + 1>
                    <rect class="row-band" x=a.x y=y + 1.0 width=a.w height=layout.row_h - 2.0 rx="9" />
                    <text class="row-number" x=a.x + 9.0 y=y + layout.row_h / 2.0>{row + 1}</text>
                    {slots}
                </g>
            }
        })
        .collect_view();
    let bonuses = (0..data::TEMPLE_COLUMN_BONUS.len())
        .map(|column| {
            let r = layout.slot(0, column);
            view! {
                <text class="column-bonus" x=r.x + r.w / 2.0 y=a.y + HEADER / 2.0 + 1.0>
                    {format!("+{}", data::TEMPLE_COLUMN_BONUS[column])}
                    <tspan class="moon-word">" Moon"</tspan>
                </text>
            }
        })
        .collect_view();
    let ctx = ctx();
    let board = board_memo(ctx);
    let seats = seats_memo(ctx);
    let rows = Memo::new(move |_| {
        board.with(|b| b.as_ref().map(|b| (b.female_row, b.viracocha_beside, b.temple_rows.clone())))
    });
    let after = preview_memo(ctx);
    // Rows that gain Temples with the selected action: (row, its Temples,
    // how many stand now), drawn as ghosts apart from the rows so that a
    // selection does not redraw them.
    let ghost_rows = Memo::new(move |_| {
        let now = rows.with(|r| r.as_ref().map(|(_, _, t)| t.clone()))?;
        after.with(|after| {
            after.as_ref().map(|after| {
                after
                    .temple_rows
                    .iter()
                    .enumerate()
                    .filter(|(row, t)| t.len() > now[*row].len())
                    .map(|(row, t)| (row, t.clone(), now[row].len()))
                    .collect::<Vec<_>>()
            })
        })
    });
    view! {
        <g class="temples" aria-label="Temple rows">
            <text class="area-title" x=a.x + 4.0 y=a.y + HEADER / 2.0>"TEMPLES"</text>
            {bonuses}
            {frames}
            {move || {
                let Some((female_row, beside, temple_rows)) = rows.get() else {
                    return ().into_any();
                };
                let seats = seats.get();
                let heads = Ayar::ALL
                    .into_iter()
                    .map(|ayar| head_view(&layout, ayar, female_row[ayar.index()] as usize, beside[ayar.index()]))
                    .collect_view();
                let temples = temple_rows
                    .iter()
                    .enumerate()
                    .map(|(row, temples)| row_temples(&layout, row, temples, 0, &seats))
                    .collect_view();
                view! { {heads} {temples} }.into_any()
            }}
            {move || {
                let new_rows = ghost_rows.get()?;
                let seats = seats.get();
                Some(
                    new_rows
                        .into_iter()
                        .map(|(row, temples, from)| {
                            view! { <g class="ghost">{row_temples(&layout, row, &temples, from, &seats)}</g> }
                        })
                        .collect_view(),
                )
            }}
        </g>
    }
}

/// The female Ayar heading a row, and the Viracocha beside her while
/// it is there.
fn head_view(layout: &RowsLayout, ayar: Ayar, row: usize, viracocha: bool) -> impl IntoView {
    let y = layout.row_y(row) + layout.row_h / 2.0;
    let x = layout.area.x + 22.0;
    let name = ayar.partner_name();
    let title = format!(
        "{name}, partner of {}, heads Temple row {}. {}",
        ayar.name(),
        row + 1,
        if viracocha {
            "Her Viracocha is still beside her: the Harvest prize of the Night her partner retires."
        } else {
            "Her Viracocha has been harvested."
        }
    );
    let (badge, text, vira) = if layout.wide {
        ((x + 18.0, y), (x + 40.0, y), (x + 204.0, y))
    } else {
        ((x + 22.0, y - 14.0), (x + 45.0, y + 20.0), (x + 68.0, y - 14.0))
    };
    view! {
        <g class=format!("female-head {}", look(ayar).class) data-female=look(ayar).class>
            <title>{title.clone()}</title>
            <FemaleBadge ayar=ayar r=15.0 x=badge.0 y=badge.1 />
            <text
                class="female-name"
                class:stacked=!layout.wide
                x=text.0
                y=text.1
            >
                {name}
            </text>
            {if viracocha {
                view! { <ViracochaIcon size=30.0 x=vira.0 y=vira.1 title=title /> }.into_any()
            } else {
                view! { <circle class="viracocha-gone" cx=vira.0 cy=vira.1 r="11" /> }.into_any()
            }}
        </g>
    }
}

/// The Temples of one row: one per slot, the last slot holding the rest.
/// The Temples of one row from index `from` on.
fn row_temples(layout: &RowsLayout, row: usize, temples: &[Temple], from: usize, seats: &[SeatMark]) -> impl IntoView {
    let size = (layout.row_h - 6.0).min(layout.slot_w - 10.0).min(42.0);
    let last = layout.slot(row, 4);
    let extra = temples.len().saturating_sub(4).max(1) as f64;
    let step = ((last.w - size) / extra).min(size + 4.0);
    temples
        .iter()
        .enumerate()
        .skip(from)
        .map(|(i, temple)| {
            let column = i.min(4);
            let r = layout.slot(row, column);
            let (cx, cy) = if column < 4 {
                r.centre()
            } else {
                (last.x + size / 2.0 + 2.0 + step * (i - 4) as f64, last.y + last.h / 2.0)
            };
            let seat = seat_of(seats, temple.owner);
            let bonus = data::temple_column_bonus(column);
            let title = format!(
                "{}'s {} Temple in row {}, slot {} (+{bonus} Moon)",
                seat.name,
                temple.activity.name(),
                row + 1,
                column + 1
            );
            view! {
                <g class="temple" data-temple=format!("{}-{}", row + 1, i + 1)>
                    <SeatPiece
                        symbol=Symbol::Temple
                        seat_class=seat.class
                        mark=seat.mark.clone()
                        size=size
                        x=cx
                        y=cy + 1.0
                        title=title.clone()
                    />
                    <ActivityIcon activity=temple.activity size=size * 0.46 x=cx + size * 0.36 y=cy - size * 0.3 title=title />
                </g>
            }
        })
        .collect_view()
}

/// The terrace: how much Maize each player planted this round (R6.3; the
/// Harvest goes to the most, R8).
#[component]
pub fn Terrace(orientation: Orientation) -> impl IntoView {
    let a = orientation.terrace_area();
    let ctx = ctx();
    let seats = seats_memo(ctx);
    let planted = Memo::new(move |_| ctx.game.with(|g| g.as_ref().map(|g| g.planted().to_vec()).unwrap_or_default()));
    // Maize each seat would have with the selected action (unchanged by
    // most selections, so the rows are not redrawn for them).
    let will = Memo::new(move |_| {
        let after = ctx.preview().map(|(g, _)| g.planted().to_vec());
        planted.with(|now| {
            now.iter()
                .enumerate()
                .map(|(p, &count)| after.as_ref().and_then(|a| a.get(p).copied()).unwrap_or(count).max(count))
                .collect::<Vec<_>>()
        })
    });
    let seat_count = Memo::new(move |_| planted.with(|p| p.len().clamp(1, 4)));
    // One terrace step per seat, each lower one a little wider.
    let row_h = move || ((a.h - HEADER) / seat_count.get() as f64).min(62.0);
    let inset = move |p: usize| 14.0 * (seat_count.get() - 1 - p.min(seat_count.get() - 1)) as f64;
    view! {
        <g class="terrace" aria-label="Terrace">
            <title>"The terrace: Maize planted this round, by player; at Night the Harvest goes to whoever planted most"</title>
            <rect class="terrace-ground" x=a.x y=a.y width=a.w height=a.h rx="10" />
            <text class="area-title" x=a.x + 10.0 y=a.y + HEADER / 2.0>"TERRACE"</text>
            <text class="area-sub" x=a.x + a.w - 10.0 y=a.y + HEADER / 2.0>"Maize this round"</text>
            {move || {
                let seats = seats.get();
                let planted = planted.get();
                let will = will.get();
                let row_h = row_h();
                planted
                    .iter()
                    .enumerate()
                    .map(|(p, &count)| {
                        let seat = seat_of(&seats, p);
                        // With the selected action: more Maize, shown as ghosts.
                        let will = will.get(p).copied().unwrap_or(count);
                        let inset = inset(p);
                        let top = a.y + HEADER + row_h * p as f64;
                        let y = top + row_h / 2.0;
                        let x = a.x + inset + 18.0;
                        // The cobs start after the name (18 px bold: about 10.5 units a letter).
                        let name_w = (25.0 + 10.5 * seat.name.chars().count() as f64).clamp(80.0, a.w * 0.5);
                        let room = (a.w - 2.0 * inset - name_w - 70.0).max(6.0 * f64::from(will));
                        let step = if will > 0 { (room / f64::from(will)).min(17.0) } else { 0.0 };
                        let title = format!("{} planted {count} Maize this round", seat.name);
                        let cobs = (0..will)
                            .map(|k| {
                                let ghost = k >= count;
                                view! {
                                    <g class:ghost=ghost>
                                    <SymbolIcon
                                        symbol=Symbol::Maize
                                        size=22.0
                                        x=x + name_w + 8.0 + step * f64::from(k)
                                        y=y
                                        title=title.clone()
                                    />
                                    </g>
                                }
                            })
                            .collect_view();
                        view! {
                            <g class="terrace-row" data-seat=p>
                                <title>{title.clone()}</title>
                                <rect class="terrace-step" x=a.x + inset y=top width=a.w - 2.0 * inset height=row_h rx="6" />
                                <SeatPiece
                                    symbol=Symbol::Tambo
                                    seat_class=seat.class
                                    mark=seat.mark.clone()
                                    size=24.0
                                    x=x
                                    y=y
                                    title=seat.name.clone()
                                />
                                <text class="terrace-name" x=x + 18.0 y=y>{seat.name.clone()}</text>
                                {cobs}
                                <text class="terrace-count" x=a.x + a.w - inset - 14.0 y=y>
                                    {if will > count { format!("{count}+{}", will - count) } else { count.to_string() }}
                                </text>
                            </g>
                        }
                    })
                    .collect_view()
            }}
        </g>
    }
}
