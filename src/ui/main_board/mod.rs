//! The Main board: four Ayar paths from Tiwanaku (space 0) to Cuzco
//! (space 30). A placeholder drawing for now: no pieces yet.

use leptos::prelude::*;

use super::ayars::{AyarLook, AYARS};

pub mod geometry;

use geometry::{Orientation, CITY_R, LAST_SPACE, SPACE_R};

/// The board, drawn twice: landscape for wide screens, portrait for phones
/// held upright. The stylesheet shows exactly one of them; each is one SVG
/// that scales to its container (viewBox, width 100%).
#[component]
pub fn MainBoard() -> impl IntoView {
    view! {
        <BoardDefs />
        <BoardDrawing orientation=Orientation::Landscape />
        <BoardDrawing orientation=Orientation::Portrait />
    }
}

/// Gradients both drawings use. They live in their own always-rendered SVG
/// (of no size): a gradient inside a `display: none` drawing would not
/// paint. Kept fully static so Leptos renders it as one template.
#[component]
fn BoardDefs() -> impl IntoView {
    view! {
        <svg class="board-defs" width="0" height="0" aria-hidden="true" focusable="false">
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
        </svg>
    }
}

#[component]
fn BoardDrawing(orientation: Orientation) -> impl IntoView {
    let o = orientation;
    let (w, h) = o.size();
    // Element ids must be unique in the page, and both drawings are in it.
    let title_id = format!("main-board-title-{}", o.name());
    let labelled_by = title_id.clone();
    let (tiwanaku, cuzco) = (o.tiwanaku(), o.cuzco());
    view! {
        <svg
            class=format!("main-board {}", o.name())
            viewBox=format!("0 0 {w} {h}")
            preserveAspectRatio="xMidYMid meet"
            role="img"
            aria-labelledby=labelled_by
        >
            <title id=title_id>
                "Main board: four paths, one per Ayar, from Tiwanaku (space 0) to Cuzco (space 30)"
            </title>
            <rect x="4" y="4" width=w - 8.0 height=h - 8.0 rx="18"
                fill="url(#board-ground)" stroke="#3d2a1d" stroke-width="6" />
            <rect x="16" y="16" width=w - 32.0 height=h - 32.0 rx="10"
                fill="none" stroke="#c98f1c" stroke-width="1.5" stroke-dasharray="10 4 2 4" />
            <g class="terraces" aria-hidden="true">
                {o.terraces().into_iter().map(|d| view! { <path d=d /> }).collect_view()}
            </g>
            {AYARS
                .iter()
                .enumerate()
                .map(|(lane, look)| view! { <Road orientation=o lane=lane look=*look /> })
                .collect_view()}
            <City centre=tiwanaku number=0 name="Tiwanaku" fill="url(#city-fill)" />
            <City centre=cuzco number=LAST_SPACE name="Cuzco" fill="url(#city-fill)" />
            {AYARS
                .iter()
                .enumerate()
                .map(|(lane, look)| view! { <Spaces orientation=o lane=lane look=*look /> })
                .collect_view()}
        </svg>
    }
}

/// One Ayar's road, drawn under the cities and the spaces.
#[component]
fn Road(orientation: Orientation, lane: usize, look: AyarLook) -> impl IntoView {
    let d = orientation.road_path(lane);
    view! {
        <g class=format!("lane {}", look.class)>
            <path class="road" d=d.clone() />
            <path class="road-line" d=d />
        </g>
    }
}

/// A city disc: Tiwanaku or Cuzco.
#[component]
fn City(centre: (f64, f64), number: u8, name: &'static str, fill: &'static str) -> impl IntoView {
    let (cx, cy) = centre;
    view! {
        <g class="city" data-city=name.to_lowercase()>
            <circle cx=cx cy=cy r=CITY_R + 6.0 fill="#3d2a1d" />
            <circle cx=cx cy=cy r=CITY_R fill=fill stroke="#8a5d0c" stroke-width="2" />
            <circle cx=cx cy=cy r=CITY_R - 9.0 fill="none" stroke="#8a5d0c"
                stroke-width="1.2" stroke-dasharray="3 4" />
            <text class="city-number" x=cx y=cy - 10.0>{number}</text>
            <text class="city-name" x=cx y=cy + 24.0>{name.to_uppercase()}</text>
        </g>
    }
}

/// Spaces 1 to 29 of one path, plus its spaces 0 and 30 at the city gates.
#[component]
fn Spaces(orientation: Orientation, lane: usize, look: AyarLook) -> impl IntoView {
    let spaces = (1..LAST_SPACE)
        .map(|space| {
            let (x, y) = orientation.space_point(lane, space);
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
            let (x, y) = orientation.gate_point(lane, start);
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
