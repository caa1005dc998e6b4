//! Where things sit on the Main board drawing, in SVG user units. Layout
//! only: how many spaces and rows there are comes from the engine's data.
//!
//! The four paths are laid out once in "path coordinates": `u` runs along
//! the paths (Tiwanaku to Cuzco), `v` across them. The landscape drawing
//! uses them as they are (Tiwanaku left, Cuzco right, Temple rows and the
//! terrace below); the portrait drawing turns them a quarter (Tiwanaku at
//! the bottom, Cuzco at the top, Temple rows and terrace on the right),
//! without turning any text or icon.

use crate::engine::data;

/// The last space of every path: Cuzco.
pub const LAST_SPACE: u8 = data::CUZCO;
pub const SPACES: usize = data::PATH_SLOTS;

/// Distance between two spaces along a path.
pub const PITCH: f64 = 36.6;
/// Where space 0's column starts (the lane headers sit before it).
const U0: f64 = 80.0;
/// Length of the paths block along `u`.
pub const U_LEN: f64 = U0 + PITCH * SPACES as f64 + 10.0;

/// A lane: the road (movement spaces) and, beside it, the building slots.
pub const ROAD: f64 = 34.0;
pub const SLOT_DEPTH: f64 = 44.0;
const LANE: f64 = ROAD + SLOT_DEPTH + 4.0;
/// Between lanes (and before the first): room for the Raymi tiles.
pub const GAP: f64 = 48.0;
const V0: f64 = 10.0;
/// Depth of the paths block across `v`.
pub const V_LEN: f64 = V0 + GAP + 4.0 * LANE + 3.0 * GAP + 12.0;

pub const SPACE_R: f64 = 15.0;
pub const AYAR_R: f64 = 19.0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Tiwanaku on the left, Cuzco on the right: landscape screens.
    Landscape,
    /// Tiwanaku at the bottom, Cuzco at the top: screens held upright.
    Portrait,
}

/// A rectangle: x, y, width, height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    /// Grown by `by` on every side.
    pub fn grow(&self, by: f64) -> Rect {
        Rect { x: self.x - by, y: self.y - by, w: self.w + 2.0 * by, h: self.h + 2.0 * by }
    }
}

/// Width of the side (portrait) or height of the bottom (landscape) area
/// that holds the Temple rows and the terrace.
const EXTRA_LANDSCAPE: f64 = 236.0;
const EXTRA_PORTRAIT: f64 = 340.0;

impl Orientation {
    pub fn name(self) -> &'static str {
        match self {
            Self::Landscape => "landscape",
            Self::Portrait => "portrait",
        }
    }

    /// Width and height of the drawing.
    pub fn size(self) -> (f64, f64) {
        match self {
            Self::Landscape => (U_LEN, V_LEN + EXTRA_LANDSCAPE),
            Self::Portrait => (V_LEN + EXTRA_PORTRAIT, U_LEN),
        }
    }

    /// A point in path coordinates, placed in this drawing.
    pub fn place(self, u: f64, v: f64) -> (f64, f64) {
        match self {
            Self::Landscape => (u, v),
            Self::Portrait => (v, U_LEN - u),
        }
    }

    /// A box centred on (u, v), `du` long along the path and `dv` across.
    pub fn boxed(self, u: f64, v: f64, du: f64, dv: f64) -> Rect {
        let (x, y) = self.place(u, v);
        let (w, h) = match self {
            Self::Landscape => (du, dv),
            Self::Portrait => (dv, du),
        };
        Rect { x: x - w / 2.0, y: y - h / 2.0, w, h }
    }

    /// Centre of a movement space on a lane.
    pub fn space(self, lane: usize, space: u8) -> (f64, f64) {
        self.place(space_u(space), road_v(lane))
    }

    /// The building slot tile of a lane's space.
    pub fn slot(self, lane: usize, space: u8) -> Rect {
        self.boxed(space_u(space), slot_v(lane), PITCH - 4.0, SLOT_DEPTH)
    }

    /// What a finger hits for a building slot: the slot and its road
    /// space, reaching `before` and `after` pitches along the path (half a
    /// pitch each way when the neighbours are targets too, more when not).
    pub fn slot_hit(self, lane: usize, space: u8, before: f64, after: f64) -> Rect {
        let v = lane_top(lane) + (ROAD + SLOT_DEPTH + 4.0) / 2.0;
        let (from, to) = (space_u(space) - PITCH * before, space_u(space) + PITCH * after);
        self.boxed((from + to) / 2.0, v, to - from, ROAD + SLOT_DEPTH + 8.0)
    }

    /// The whole lane band (road and slots), for its background.
    pub fn lane_band(self, lane: usize) -> Rect {
        let from = space_u(0) - PITCH / 2.0 - 4.0;
        let to = space_u(LAST_SPACE) + PITCH / 2.0 + 4.0;
        self.boxed((from + to) / 2.0, lane_top(lane) + LANE / 2.0 - 2.0, to - from, LANE + 4.0)
    }

    /// The road strip of a lane.
    pub fn road_band(self, lane: usize) -> Rect {
        let from = space_u(0) - PITCH / 2.0;
        let to = space_u(LAST_SPACE) + PITCH / 2.0;
        self.boxed((from + to) / 2.0, road_v(lane), to - from, ROAD - 4.0)
    }

    /// Where the lane's header (its Ayar's badge) sits, before space 0.
    pub fn lane_head(self, lane: usize) -> (f64, f64) {
        self.place(U0 / 2.0 + 1.0, lane_top(lane) + LANE / 2.0 - 2.0)
    }

    /// A city column (space 0: Tiwanaku, space 30: Cuzco) across all lanes.
    pub fn city_column(self, space: u8) -> Rect {
        let from = lane_top(0) - 8.0;
        let to = lane_top(3) + LANE + 4.0;
        self.boxed(space_u(space), (from + to) / 2.0, PITCH + 6.0, to - from)
    }

    /// Where a city's name is written, and its text-anchor: in the margin
    /// before the first lane (landscape), beside the lanes (portrait).
    pub fn city_label(self, space: u8) -> (f64, f64, &'static str) {
        match self {
            Self::Landscape if space == 0 => (space_u(space) - PITCH / 2.0 - 4.0, V0 + GAP / 2.0, "start"),
            Self::Landscape => (space_u(space) + PITCH / 2.0 + 4.0, V0 + GAP / 2.0, "end"),
            Self::Portrait => (V_LEN + 40.0, U_LEN - space_u(space), "start"),
        }
    }

    /// Centre of the Raymi tile at `place` (index into `data::RAYMI_PLACES`):
    /// in the gap between its two lanes, or before the first lane when
    /// its lanes are the first and the last.
    pub fn raymi(self, place: usize) -> (f64, f64) {
        let (space, [a, b]) = data::RAYMI_PLACES[place];
        let (lo, hi) = (a.index().min(b.index()), a.index().max(b.index()));
        let gap = if hi - lo == 1 { hi } else { 0 };
        self.place(space_u(space), gap_v(gap))
    }

    /// The Raymi tile's size: long along the path in landscape, upright in
    /// portrait (it fills the gap between lanes either way).
    pub fn raymi_size(self) -> (f64, f64) {
        match self {
            Self::Landscape => (96.0, GAP - 8.0),
            Self::Portrait => (GAP - 6.0, 96.0),
        }
    }

    /// Faint contour lines along the gaps between lanes (decoration).
    pub fn contours(self) -> String {
        let mut d = String::new();
        for g in 1..4 {
            for offset in [-9.0, 0.0, 9.0] {
                for i in 0..=60 {
                    let u = space_u(0) + (space_u(LAST_SPACE) - space_u(0)) * f64::from(i) / 60.0;
                    let sway = 3.0 * (u / 90.0 + g as f64 + offset / 9.0).sin();
                    let (x, y) = self.place(u, gap_v(g) + offset + sway);
                    d.push_str(if i == 0 { "M" } else { "L" });
                    d.push_str(&format!("{x:.1} {y:.1}"));
                }
            }
        }
        d
    }

    /// The area for the Temple rows.
    pub fn temples_area(self) -> Rect {
        match self {
            Self::Landscape => Rect { x: 14.0, y: V_LEN + 4.0, w: 780.0, h: EXTRA_LANDSCAPE - 18.0 },
            Self::Portrait => Rect { x: V_LEN + 8.0, y: 64.0, w: EXTRA_PORTRAIT - 22.0, h: 452.0 },
        }
    }

    /// The area for the terrace.
    pub fn terrace_area(self) -> Rect {
        match self {
            Self::Landscape => Rect { x: 808.0, y: V_LEN + 4.0, w: U_LEN - 808.0 - 14.0, h: EXTRA_LANDSCAPE - 18.0 },
            Self::Portrait => Rect { x: V_LEN + 8.0, y: 534.0, w: EXTRA_PORTRAIT - 22.0, h: 270.0 },
        }
    }

    /// The key to the board's symbols, where there is room for it.
    pub fn key_area(self) -> Option<Rect> {
        match self {
            Self::Landscape => None,
            Self::Portrait => Some(Rect { x: V_LEN + 8.0, y: 822.0, w: EXTRA_PORTRAIT - 22.0, h: 272.0 }),
        }
    }
}

/// Centre of a space's column along the path.
fn space_u(space: u8) -> f64 {
    U0 + PITCH * (f64::from(space) + 0.5)
}

fn lane_top(lane: usize) -> f64 {
    V0 + GAP + lane as f64 * (LANE + GAP)
}

fn road_v(lane: usize) -> f64 {
    lane_top(lane) + ROAD / 2.0
}

fn slot_v(lane: usize) -> f64 {
    lane_top(lane) + ROAD + 2.0 + SLOT_DEPTH / 2.0
}

/// Middle of gap `g`: 0 is before the first lane, g between lanes g-1 and g.
fn gap_v(g: usize) -> f64 {
    if g == 0 {
        V0 + GAP / 2.0
    } else {
        lane_top(g) - GAP / 2.0
    }
}
