//! Where things sit on the Main board drawing, in SVG user units. Layout
//! only: the number of spaces comes from the board, not from any rule here.
//!
//! Everything is laid out once in landscape (Tiwanaku left, Cuzco right);
//! the portrait drawing for narrow screens turns that a quarter turn
//! (Tiwanaku at the bottom, Cuzco at the top) without turning the text.

use std::f64::consts::PI;

/// Landscape size; portrait swaps the two.
const LONG: f64 = 1000.0;
const SHORT: f64 = 580.0;
const MID: f64 = SHORT / 2.0;

pub const CITY_R: f64 = 66.0;
const CITY_INSET: f64 = 88.0;
/// Tiwanaku (space 0) and Cuzco (space 30), in landscape.
const TIWANAKU: (f64, f64) = (CITY_INSET, MID);
const CUZCO: (f64, f64) = (LONG - CITY_INSET, MID);

/// The last space of every path: Cuzco.
pub const LAST_SPACE: u8 = 30;
pub const SPACE_R: f64 = 9.6;

/// Offset of each Ayar's path from the middle at its widest (Manco first).
const LANE_OFFSET: [f64; 4] = [-195.0, -65.0, 65.0, 195.0];
/// Spaces 1 and 29 sit at these fractions of the way between the cities,
/// clear of the city discs.
const T_FIRST: f64 = 0.1;
const T_LAST: f64 = 0.9;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Tiwanaku on the left, Cuzco on the right: tablets and desktops.
    Landscape,
    /// Tiwanaku at the bottom, Cuzco at the top: phones held upright.
    Portrait,
}

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
            Self::Landscape => (LONG, SHORT),
            Self::Portrait => (SHORT, LONG),
        }
    }

    /// A landscape point placed in this orientation.
    pub fn place(self, (x, y): (f64, f64)) -> (f64, f64) {
        match self {
            Self::Landscape => (x, y),
            Self::Portrait => (y, LONG - x),
        }
    }

    pub fn tiwanaku(self) -> (f64, f64) {
        self.place(TIWANAKU)
    }

    pub fn cuzco(self) -> (f64, f64) {
        self.place(CUZCO)
    }

    /// Centre of space `space` (1 to 29) on `lane`; 0 and 30 are the gates.
    pub fn space_point(self, lane: usize, space: u8) -> (f64, f64) {
        let k = f64::from(space.clamp(1, LAST_SPACE - 1) - 1);
        let t = T_FIRST + (T_LAST - T_FIRST) * k / f64::from(LAST_SPACE - 2);
        self.place(lane_point(lane, t))
    }

    /// Where `lane` crosses the rim of a city disc: its space 0 at
    /// Tiwanaku (`start`), its space 30 at Cuzco.
    pub fn gate_point(self, lane: usize, start: bool) -> (f64, f64) {
        let (centre, mut inside, mut outside) =
            if start { (TIWANAKU, 0.0, 0.5) } else { (CUZCO, 1.0, 0.5) };
        let dist = |t: f64| {
            let (x, y) = lane_point(lane, t);
            ((x - centre.0).powi(2) + (y - centre.1).powi(2)).sqrt()
        };
        for _ in 0..40 {
            let mid = (inside + outside) / 2.0;
            if dist(mid) < CITY_R {
                inside = mid;
            } else {
                outside = mid;
            }
        }
        self.place(lane_point(lane, (inside + outside) / 2.0))
    }

    /// SVG path data of `lane`'s road, city centre to city centre.
    pub fn road_path(self, lane: usize) -> String {
        const SAMPLES: usize = 96;
        let mut d = String::with_capacity(SAMPLES * 16);
        for i in 0..=SAMPLES {
            let (x, y) = self.place(lane_point(lane, i as f64 / SAMPLES as f64));
            d.push_str(if i == 0 { "M" } else { " L" });
            d.push_str(&format!("{x:.1} {y:.1}"));
        }
        d
    }

    /// Faint contour lines along the two long edges (the Andes).
    pub fn terraces(self) -> Vec<String> {
        [30.0, 44.0, SHORT - 44.0, SHORT - 30.0]
            .iter()
            .map(|&edge| {
                let mut d = String::new();
                for i in 0..=40 {
                    let x = 24.0 + (LONG - 48.0) * f64::from(i) / 40.0;
                    let (px, py) = self.place((x, edge + 7.0 * (x / LONG * 3.0 * PI).sin()));
                    d.push_str(if i == 0 { "M" } else { " L" });
                    d.push_str(&format!("{px:.1} {py:.1}"));
                }
                d
            })
            .collect()
    }
}

/// A point on the centre line of `lane`'s path, in landscape, `t` from 0
/// (Tiwanaku) to 1 (Cuzco). The paths fan out from one city and gather at
/// the other, and all four sway together like rivers so they never cross.
fn lane_point(lane: usize, t: f64) -> (f64, f64) {
    let x = TIWANAKU.0 + (CUZCO.0 - TIWANAKU.0) * t;
    let bulge = (PI * t).sin();
    let spread = bulge.powf(0.6);
    let sway = 20.0 * (2.0 * PI * 1.25 * t).sin() * bulge;
    (x, MID + LANE_OFFSET[lane] * spread + sway)
}
