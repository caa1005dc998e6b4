//! Where things sit on the Main board drawing, in SVG user units. Layout
//! only: the number of spaces comes from the board, not from any rule here.

use std::f64::consts::PI;

pub const VIEW_W: f64 = 1000.0;
pub const VIEW_H: f64 = 600.0;
const MID_Y: f64 = VIEW_H / 2.0;

/// Tiwanaku (space 0) on the left, Cuzco (space 30) on the right.
pub const TIWANAKU: (f64, f64) = (86.0, MID_Y);
pub const CUZCO: (f64, f64) = (VIEW_W - 86.0, MID_Y);
pub const CITY_R: f64 = 64.0;

/// The last space of every path: Cuzco.
pub const LAST_SPACE: u8 = 30;
pub const SPACE_R: f64 = 9.6;

/// Vertical offset of each Ayar's path at its widest (Manco on top).
const LANE_OFFSET: [f64; 4] = [-200.0, -67.0, 67.0, 200.0];
/// Spaces 1 and 29 sit at these fractions of the way between the cities,
/// clear of the city discs.
const T_FIRST: f64 = 0.1;
const T_LAST: f64 = 0.9;

/// A point on the centre line of `lane`'s path, `t` from 0 (Tiwanaku) to 1
/// (Cuzco). The paths fan out from one city and gather at the other, and
/// all four sway together like rivers so they never cross.
pub fn lane_point(lane: usize, t: f64) -> (f64, f64) {
    let x = TIWANAKU.0 + (CUZCO.0 - TIWANAKU.0) * t;
    let bulge = (PI * t).sin();
    let spread = bulge.powf(0.6);
    let sway = 22.0 * (2.0 * PI * 1.25 * t).sin() * bulge;
    (x, MID_Y + LANE_OFFSET[lane] * spread + sway)
}

/// Centre of space `space` (1 to 29) on `lane`; 0 and 30 are the cities.
pub fn space_point(lane: usize, space: u8) -> (f64, f64) {
    let k = f64::from(space.clamp(1, LAST_SPACE - 1) - 1);
    let t = T_FIRST + (T_LAST - T_FIRST) * k / f64::from(LAST_SPACE - 2);
    lane_point(lane, t)
}

/// Where `lane` crosses the rim of a city disc: `start` for Tiwanaku.
pub fn gate_point(lane: usize, start: bool) -> (f64, f64) {
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
    lane_point(lane, (inside + outside) / 2.0)
}

/// The SVG path data of `lane`'s road, city centre to city centre.
pub fn road_path(lane: usize) -> String {
    const SAMPLES: usize = 96;
    let mut d = String::with_capacity(SAMPLES * 16);
    for i in 0..=SAMPLES {
        let (x, y) = lane_point(lane, i as f64 / SAMPLES as f64);
        d.push_str(if i == 0 { "M" } else { " L" });
        d.push_str(&format!("{x:.1} {y:.1}"));
    }
    d
}
