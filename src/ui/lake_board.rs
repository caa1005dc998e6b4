//! The Lake board (RULES R2, R6.4): the boat track of 14 spaces in four
//! sections with their printed numbers, the eight yellow spaces with their
//! Moon values around the four Viracocha areas A-D, every player's Boat and
//! Islands. Legal `TakeViracocha` targets sit on the areas.

use std::f64::consts::PI;

use leptos::prelude::*;

use crate::engine::{data, Action, Decision};
use crate::ui::icons::{seat_of, MoonIcon, SeatMark, SeatPiece, Symbol, ViracochaIcon};
use crate::ui::main_board::board_ctx;
use crate::ui::main_board::geometry::Rect;
use crate::ui::main_board::pieces::legal_memo;
use crate::ui::target::Target;

const W: f64 = 520.0;
const H: f64 = 482.0;
/// The lake's centre and the radii of the Viracocha areas and the ring of
/// yellow spaces (an ellipse, wider than tall).
const CX: f64 = W / 2.0;
const CY: f64 = 168.0;
const AREA_RX: f64 = 122.0;
const AREA_RY: f64 = 96.0;
const RING_RX: f64 = 172.0;
const RING_RY: f64 = 126.0;
/// Boat track: one row below the lake.
const TRACK_Y: f64 = 424.0;
/// Each player's Boat moves in its own row just above the track.
const BOAT_ROW_Y: f64 = 334.0;
const BOAT_ROW: f64 = 20.5;
const TRACK_X0: f64 = 70.0;
const TRACK_PITCH: f64 = 29.6;
const SECTION_GAP: f64 = 8.0;
const AREA_NAMES: [&str; 4] = ["A", "B", "C", "D"];

/// Angle of yellow space `k` (1..=8): 1 top left, clockwise to 8 on the left.
fn yellow_angle(k: u8) -> f64 {
    (-135.0 + 45.0 * f64::from(k - 1)) * PI / 180.0
}

fn yellow_point(k: u8) -> (f64, f64) {
    let a = yellow_angle(k);
    (CX + RING_RX * a.cos(), CY + RING_RY * a.sin())
}

/// Viracocha area `i` (A..D) spans the quarter between yellow spaces
/// 2i and 2i+2 (8 for A), centred on the odd one (R2.3 adjacency).
fn area_path(i: usize) -> String {
    let from = (-180.0 + 90.0 * i as f64) * PI / 180.0;
    let to = from + PI / 2.0;
    let (x0, y0) = (CX + AREA_RX * from.cos(), CY + AREA_RY * from.sin());
    let (x1, y1) = (CX + AREA_RX * to.cos(), CY + AREA_RY * to.sin());
    format!("M{CX:.1} {CY:.1}L{x0:.1} {y0:.1}A{AREA_RX} {AREA_RY} 0 0 1 {x1:.1} {y1:.1}Z")
}

fn area_centre(i: usize) -> (f64, f64) {
    let a = (-135.0 + 90.0 * i as f64) * PI / 180.0;
    (CX + AREA_RX * 0.58 * a.cos(), CY + AREA_RY * 0.58 * a.sin())
}

/// Centre of boat space 1..=14 (0: the start, before space 1).
fn boat_x(space: u8) -> f64 {
    if space == 0 {
        return TRACK_X0 - 40.0;
    }
    let section = data::boat_section(space) as f64;
    TRACK_X0 + TRACK_PITCH * (f64::from(space) - 0.5) + SECTION_GAP * section
}

#[component]
pub fn LakeBoard() -> impl IntoView {
    let ctx = board_ctx();
    let lake = Memo::new(move |_| ctx.game.with(|g| g.as_ref().map(|g| g.lake().viracocha)));
    let seats = Memo::new(move |_| crate::ui::icons::seat_marks(&ctx));
    let boats = Memo::new(move |_| {
        ctx.game.with(|g| {
            g.as_ref().map(|g| g.players().iter().map(|p| (p.boat, p.islands)).collect::<Vec<_>>()).unwrap_or_default()
        })
    });
    let all_legal = legal_memo(ctx);
    // Only the Viracocha choices: the areas are redrawn when those change.
    let legal = Memo::new(move |_| {
        all_legal.with(|l| l.iter().copied().filter(|a| matches!(a, Action::TakeViracocha { .. })).collect::<Vec<_>>())
    });
    // The selected action's effect: Boats moved and Islands placed.
    let after = Memo::new(move |_| {
        ctx.preview().map(|(g, _)| g.players().iter().map(|p| (p.boat, p.islands)).collect::<Vec<_>>())
    });
    view! {
        <svg
            class="lake-board ayar-board"
            viewBox=format!("0 0 {W} {H}")
            role=move || {
                if legal.with(|l| l.is_empty()) { "img" } else { "group" }
            }
            aria-labelledby="lake-board-title"
        >
            <title id="lake-board-title">
                "Lake board: the boat track (spaces 1 to 14 in four sections), the eight yellow spaces with Moon values 1 to 8, and the Viracocha areas A to D"
            </title>
            <defs>
                <radialGradient id="lake-water" cx="50%" cy="45%" r="60%">
                    <stop offset="0%" stop-color="#7cc3de" />
                    <stop offset="100%" stop-color="#2f7fa6" />
                </radialGradient>
            </defs>
            <rect class="board-frame lake-frame" x="3" y="3" width=W - 6.0 height=H - 6.0 rx="16" />
            <ellipse class="lake-shore" cx=CX cy=CY rx=RING_RX + 48.0 ry=RING_RY + 30.0 />
            <ellipse class="lake-water" cx=CX cy=CY rx=RING_RX + 34.0 ry=RING_RY + 20.0 />
            <Reeds />
            <text class="lake-title" x="22" y="30">"LAKE"</text>
            <text class="lake-sub" x="22" y="48">"Titicaca"</text>
            {move || areas_view(lake.get(), legal.get())}
            <YellowSpaces waiting=Signal::derive(move || match ctx.pending().map(|p| p.decision) {
                Some(Decision::TakeViracocha { yellow }) => Some(yellow),
                _ => None,
            }) />
            {move || islands_view(&boats.get(), &seats.get())}
            <BoatTrack />
            {move || boats_view(&boats.get(), &seats.get())}
            <g class="preview" aria-hidden="true">
                {move || after.get().map(|after| preview_view(&boats.get(), &after, &seats.get()))}
            </g>
        </svg>
    }
}

/// Tufts of reed around the shore (decoration).
#[component]
fn Reeds() -> impl IntoView {
    let d: String = (0..14)
        .map(|i| {
            let a = (i as f64 / 14.0) * 2.0 * PI + 0.2;
            let (x, y) = (CX + (RING_RX + 40.0) * a.cos(), CY + (RING_RY + 25.0) * a.sin());
            format!("M{x:.1} {y:.1}l-3 -12M{x:.1} {y:.1}l0 -14M{x:.1} {y:.1}l3 -11")
        })
        .collect();
    view! { <path class="reeds" d=d aria-hidden="true" /> }
}

/// The four Viracocha areas, each with its Viracocha while it is there;
/// a legal `TakeViracocha` makes its area a target.
fn areas_view(viracocha: Option<[bool; 4]>, legal: Vec<Action>) -> impl IntoView {
    let here = viracocha.unwrap_or([true; 4]);
    (0..data::VIRACOCHA_AREAS)
        .map(|i| {
            let (x, y) = area_centre(i);
            let name = AREA_NAMES[i];
            let yellows: Vec<String> = data::yellows_beside(i as u8).map(|k| k.to_string()).collect();
            let title = format!(
                "Viracocha area {name} (next to yellow spaces {}): {}",
                yellows.join(", "),
                if here[i] { "its Viracocha is still here" } else { "its Viracocha has been taken" }
            );
            let drawing = view! {
                <g class="lake-area" class:empty=!here[i] data-area=name>
                    <title>{title.clone()}</title>
                    <path class="area-shape" d=area_path(i) />
                    <text class="area-name" x=x y=y + 28.0>{name}</text>
                    {if here[i] {
                        view! { <ViracochaIcon size=34.0 x=x y=y - 4.0 title=title.clone() /> }.into_any()
                    } else {
                        view! { <circle class="viracocha-gone" cx=x cy=y - 4.0 r="13" /> }.into_any()
                    }}
                </g>
            };
            let action = Action::TakeViracocha { area: i as u8 };
            if legal.contains(&action) {
                let label = format!("Take the Viracocha of area {name}");
                view! {
                    <Target options=vec![action] label=label.clone() hit=Rect { x: x - 48.0, y: y - 34.0, w: 96.0, h: 68.0 }>
                        {drawing}
                        <g class="target-mark">
                            <title>{label}</title>
                            <path class="ring" d=area_path(i) />
                        </g>
                    </Target>
                }
                .into_any()
            } else {
                drawing.into_any()
            }
        })
        .collect_view()
}

/// The yellow spaces (Island slots) with their Moon values.
/// `waiting`: the yellow space whose new Island waits for a Viracocha
/// choice (its two areas are the targets), highlighted to explain them.
#[component]
fn YellowSpaces(waiting: Signal<Option<u8>>) -> impl IntoView {
    (1..=data::YELLOW_SPACES)
        .map(|k| {
            let (x, y) = yellow_point(k);
            let areas: Vec<&str> = data::areas_beside(k).map(|i| AREA_NAMES[i as usize]).collect();
            let title = format!("Yellow space worth {k} Moon; next to Viracocha area {}", areas.join(" and "));
            view! {
                <g class="yellow-space" class:waiting=move || waiting.get() == Some(k) data-yellow=k>
                    <title>{title.clone()}</title>
                    <circle cx=x cy=y r="21" />
                    <MoonIcon size=15.0 x=x - 7.0 y=y title=title />
                    <text x=x + 7.0 y=y + 1.0>{k}</text>
                </g>
            }
        })
        .collect_view()
}

/// Where a player's Island sits at a yellow space (several players may
/// share one): in a row just below the space, one place per seat.
fn island_point(yellow: u8, seat: usize) -> (f64, f64) {
    let (x, y) = yellow_point(yellow);
    (x + (seat as f64 - 1.5) * 20.0, y + 28.0)
}

fn islands_view(players: &[(u8, [Option<u8>; 4])], seats: &[SeatMark]) -> impl IntoView {
    players
        .iter()
        .enumerate()
        .flat_map(|(p, (_, islands))| {
            islands.iter().enumerate().filter_map(move |(section, y)| y.map(|y| (p, section, y)))
        })
        .map(|(p, section, yellow)| {
            let seat = seat_of(seats, p);
            let (x, y) = island_point(yellow, p);
            let title =
                format!("{}'s Island of section {} on the yellow space worth {yellow} Moon", seat.name, section + 1);
            view! {
                <g class="island" data-island=format!("{p}-{}", section + 1)>
                    <SeatPiece
                        symbol=Symbol::Island
                        seat_class=seat.class
                        mark=seat.mark.clone()
                        size=28.0
                        x=x
                        y=y
                        title=title
                    />
                </g>
            }
        })
        .collect_view()
}

/// The boat track: the start, then spaces 1-14 with their printed numbers,
/// grouped into the four sections.
#[component]
fn BoatTrack() -> impl IntoView {
    let sections = (0..4u8)
        .map(|s| {
            let spaces: Vec<u8> = (1..=data::BOAT_END).filter(|&b| data::boat_section(b) == s as usize).collect();
            let (first, last) = (spaces[0], spaces[spaces.len() - 1]);
            let x0 = boat_x(first) - TRACK_PITCH / 2.0 - 3.0;
            let x1 = boat_x(last) + TRACK_PITCH / 2.0 + 3.0;
            let title = format!(
                "Section {}: spaces {first}-{last}, printed {}",
                s + 1,
                spaces.iter().map(|&b| data::BOAT_NUMBERS[b as usize].to_string()).collect::<Vec<_>>().join(", ")
            );
            view! {
                <g class="boat-section" data-section=s + 1>
                    <title>{title}</title>
                    <rect x=x0 y=TRACK_Y - 25.0 width=x1 - x0 height="50" rx="9" />
                    <text class="section-name" x=(x0 + x1) / 2.0 y=TRACK_Y + 40.0>
                        {format!("Section {}", s + 1)}
                    </text>
                </g>
            }
        })
        .collect_view();
    let spaces = (1..=data::BOAT_END)
        .map(|b| {
            let x = boat_x(b);
            let printed = data::BOAT_NUMBERS[b as usize];
            let title = format!("Boat space {b} (section {}): printed number {printed}", data::boat_section(b) + 1);
            view! {
                <g class="boat-space" data-boat-space=b>
                    <title>{title}</title>
                    <rect x=x - 13.2 y=TRACK_Y - 19.0 width="26.4" height="38" rx="5" />
                    <text class="printed" x=x y=TRACK_Y + 4.0>{printed}</text>
                    <text class="space-no" x=x y=TRACK_Y - 11.5>{b}</text>
                </g>
            }
        })
        .collect_view();
    let start = boat_x(0);
    let guides: String = (0..4)
        .map(|p| {
            format!("M{:.1} {:.1}H{:.1}", boat_x(0), BOAT_ROW_Y + BOAT_ROW * p as f64 + 6.0, boat_x(data::BOAT_END))
        })
        .collect();
    view! {
        <g class="boat-track">
            <text class="track-title" x="18" y=BOAT_ROW_Y - 12.0>"BOAT TRACK"</text>
            <path class="boat-guides" d=guides />
            {sections}
            <g class="boat-start">
                <title>"Start: every Boat begins here, before space 1"</title>
                <rect x=start - 22.0 y=TRACK_Y - 19.0 width="44" height="38" rx="6" />
                <text x=start y=TRACK_Y + 1.0>"start"</text>
            </g>
            {spaces}
        </g>
    }
}

/// Every player's Boat, each in its own row above the track.
fn boats_view(players: &[(u8, [Option<u8>; 4])], seats: &[SeatMark]) -> impl IntoView {
    players
        .iter()
        .enumerate()
        .map(|(p, &(boat, _))| {
            let seat = seat_of(seats, p);
            let x = boat_x(boat);
            let y = BOAT_ROW_Y + BOAT_ROW * p as f64;
            let title = if boat == 0 {
                format!("{}'s Boat at the start", seat.name)
            } else {
                format!("{}'s Boat on space {boat} (printed {})", seat.name, data::BOAT_NUMBERS[boat as usize])
            };
            view! {
                <g class="boat" data-boat=p>
                    <SeatPiece
                        symbol=Symbol::Boat
                        seat_class=seat.class
                        mark=seat.mark.clone()
                        size=34.0
                        x=x
                        y=y
                        title=title
                    />
                </g>
            }
        })
        .collect_view()
}

/// Ghosts of what the selected action would do on the lake: each Boat
/// that moves (with its way), each Island that would be placed.
fn preview_view(now: &[(u8, [Option<u8>; 4])], after: &[(u8, [Option<u8>; 4])], seats: &[SeatMark]) -> impl IntoView {
    let boats = now
        .iter()
        .zip(after)
        .enumerate()
        .filter(|(_, (n, a))| n.0 != a.0)
        .map(|(p, (n, a))| {
            let seat = seat_of(seats, p);
            let y = BOAT_ROW_Y + BOAT_ROW * p as f64;
            let (x0, x1) = (boat_x(n.0), boat_x(a.0));
            view! {
                <g class="ghost-move">
                    <path class="ghost-path" d=format!("M{x0:.1} {y:.1}H{x1:.1}") />
                    <g class="ghost">
                        <SeatPiece
                            symbol=Symbol::Boat
                            seat_class=seat.class
                            mark=seat.mark.clone()
                            size=34.0
                            x=x1
                            y=y
                            title=format!("{}'s Boat would move to space {}", seat.name, a.0)
                        />
                    </g>
                </g>
            }
        })
        .collect_view();
    let islands = now
        .iter()
        .zip(after)
        .enumerate()
        .flat_map(|(p, (n, a))| {
            (0..4).filter_map(move |s| match (n.1[s], a.1[s]) {
                (None, Some(yellow)) => Some((p, yellow)),
                _ => None,
            })
        })
        .map(|(p, yellow)| {
            let seat = seat_of(seats, p);
            let (x, y) = island_point(yellow, p);
            view! {
                <g class="ghost">
                    <SeatPiece
                        symbol=Symbol::Island
                        seat_class=seat.class
                        mark=seat.mark.clone()
                        size=28.0
                        x=x
                        y=y
                        title=format!("{}'s Island would go on the yellow space worth {yellow}", seat.name)
                    />
                    <circle class="ghost-ring" cx=x cy=y r="15" />
                </g>
            }
        })
        .collect_view();
    view! { {boats} {islands} }
}
