//! The Main board: four Ayar paths from Tiwanaku (space 0) to Cuzco
//! (space 30). A placeholder drawing for now: no pieces yet.

use leptos::prelude::*;

use super::ayars::{AyarLook, AYARS};

pub mod geometry;

use geometry::*;

/// The board as one SVG that scales to its container (viewBox, width 100%).
#[component]
pub fn MainBoard() -> impl IntoView {
    let view_box = format!("0 0 {VIEW_W} {VIEW_H}");
    view! {
        <svg
            class="main-board"
            viewBox=view_box
            preserveAspectRatio="xMidYMid meet"
            role="img"
            aria-labelledby="main-board-title"
        >
            <title id="main-board-title">
                "Main board: four paths, one per Ayar, from Tiwanaku (space 0) to Cuzco (space 30)"
            </title>
            <defs>
                <linearGradient id="board-ground" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stop-color="#f7edd4" />
                    <stop offset="100%" stop-color="#e9d6ab" />
                </linearGradient>
                <radialGradient id="city-fill" cx="50%" cy="40%" r="65%">
                    <stop offset="0%" stop-color="#fff4d0" />
                    <stop offset="70%" stop-color="#f2c14e" />
                    <stop offset="100%" stop-color="#c98f1c" />
                </radialGradient>
            </defs>
            <rect x="4" y="4" width=VIEW_W - 8.0 height=VIEW_H - 8.0 rx="18"
                fill="url(#board-ground)" stroke="#3d2a1d" stroke-width="6" />
            <rect x="16" y="16" width=VIEW_W - 32.0 height=VIEW_H - 32.0 rx="10"
                fill="none" stroke="#c98f1c" stroke-width="1.5" stroke-dasharray="10 4 2 4" />
            <Terraces />
            {AYARS.iter().enumerate().map(|(lane, look)| view! { <Road lane=lane look=*look /> }).collect_view()}
            <City centre=TIWANAKU number=0 name="TIWANAKU" />
            <City centre=CUZCO number=LAST_SPACE name="CUZCO" />
            {AYARS.iter().enumerate().map(|(lane, look)| view! { <Spaces lane=lane look=*look /> }).collect_view()}
        </svg>
    }
}

/// Faint contour lines: the Andes behind the paths.
#[component]
fn Terraces() -> impl IntoView {
    view! {
        <g fill="none" stroke="#d8c08c" stroke-width="1.2" opacity="0.7" aria-hidden="true">
            <path d="M30 560 Q250 520 500 548 T970 530" />
            <path d="M30 578 Q260 548 520 568 T970 556" />
            <path d="M30 46 Q250 80 500 52 T970 70" />
            <path d="M30 30 Q260 58 520 36 T970 46" />
        </g>
    }
}

/// One Ayar's road, drawn under the cities and the spaces.
#[component]
fn Road(lane: usize, look: AyarLook) -> impl IntoView {
    let d = road_path(lane);
    view! {
        <g class=format!("lane {}", look.class)>
            <path class="road" d=d.clone() />
            <path class="road-line" d=d />
        </g>
    }
}

/// A city disc: Tiwanaku or Cuzco.
#[component]
fn City(centre: (f64, f64), number: u8, name: &'static str) -> impl IntoView {
    let (cx, cy) = centre;
    view! {
        <g class="city" data-city=name.to_lowercase()>
            <circle cx=cx cy=cy r=CITY_R + 6.0 fill="#3d2a1d" />
            <circle cx=cx cy=cy r=CITY_R fill="url(#city-fill)" stroke="#8a5d0c" stroke-width="2" />
            <circle cx=cx cy=cy r=CITY_R - 9.0 fill="none" stroke="#8a5d0c"
                stroke-width="1.2" stroke-dasharray="3 4" />
            <text class="city-number" x=cx y=cy - 10.0>{number}</text>
            <text class="city-name" x=cx y=cy + 28.0 style="font-size:14px">{name}</text>
        </g>
    }
}

/// Spaces 1 to 29 of one path, plus its spaces 0 and 30 at the city gates.
#[component]
fn Spaces(lane: usize, look: AyarLook) -> impl IntoView {
    let spaces = (1..LAST_SPACE)
        .map(|space| {
            let (x, y) = space_point(lane, space);
            let class = if space % 5 == 0 { "space milestone" } else { "space" };
            view! {
                <g class=class data-space=space>
                    <circle cx=x cy=y r=SPACE_R />
                    <text x=x y=y>{space}</text>
                </g>
            }
        })
        .collect_view();
    let gates = [true, false]
        .into_iter()
        .map(|start| {
            let (x, y) = gate_point(lane, start);
            let space = if start { 0 } else { LAST_SPACE };
            view! { <GlyphBadge x=x y=y space=space look=look /> }
        })
        .collect_view();
    view! {
        <g class=format!("lane {}", look.class) data-ayar=look.class>
            {spaces}
            {gates}
        </g>
    }
}

/// The Ayar's glyph in a round badge of its colour, where its path meets a
/// city: its space 0 at Tiwanaku, its space 30 at Cuzco.
#[component]
fn GlyphBadge(x: f64, y: f64, space: u8, look: AyarLook) -> impl IntoView {
    view! {
        <g class="gate" data-space=space transform=format!("translate({x:.1} {y:.1})")>
            <circle r="13" />
            <path d=look.glyph transform="scale(0.82)" />
        </g>
    }
}

/// Which glyph and colour belong to which Ayar, below the board.
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
