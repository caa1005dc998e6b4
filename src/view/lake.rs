//! The Lake board's layout and printed art (RULES R2, R6.4): the eight
//! yellow spaces with their Moon values around the four Viracocha areas
//! A-D, and below the lake the boat track of 14 spaces in four sections,
//! each player's Boat in a row of its own above it.
use std::f64::consts::PI;

use super::art::{Art, FONT_DISPLAY, FONT_UI};
use super::decimal::Num;
use super::geometry::{on_ellipse, Rect};
use super::icons::Symbol;
use crate::engine::data;
use crate::view::lang::{catalog::Arg, key, t, tf};

pub const WIDTH: f64 = 520.0;
pub const HEIGHT: f64 = 470.0;
const CX: f64 = WIDTH / 2.0;
const CY: f64 = 164.0;
const AREA_RX: f64 = 122.0;
const AREA_RY: f64 = 96.0;
const RING_RX: f64 = 176.0;
const RING_RY: f64 = 124.0;
const TRACK_Y: f64 = 420.0;
const BOAT_ROW_Y: f64 = 325.0;
const BOAT_ROW: f64 = 20.0;
const TRACK_X0: f64 = 74.0;
const TRACK_PITCH: f64 = 29.6;
const SECTION_GAP: f64 = 8.0;
pub const YELLOW_R: f64 = 22.0;
pub const AREA_NAMES: [&str; 4] = ["A", "B", "C", "D"];

pub fn size() -> (f64, f64) {
    (WIDTH, HEIGHT)
}

/// Yellow space `k` (1..=8): 1 top left, clockwise to 8 on the left.
pub fn yellow(k: u8) -> (f64, f64) {
    let a = (-135.0 + 45.0 * f64::from(k.max(1) - 1)) * PI / 180.0;
    on_ellipse(CX, CY, RING_RX, RING_RY, a)
}

/// Viracocha area `i` (A..D) spans the quarter of the lake between yellow
/// spaces 2i and 2i+2 (8 for A), centred on the odd one (R2.3).
pub fn area_path(i: u8) -> String {
    let from = (-180.0 + 90.0 * f64::from(i)) * PI / 180.0;
    let to = from + PI / 2.0;
    let (x0, y0) = on_ellipse(CX, CY, AREA_RX, AREA_RY, from);
    let (x1, y1) = on_ellipse(CX, CY, AREA_RX, AREA_RY, to);
    let [cx, cy, x0, y0, x1, y1, rx, ry] = [CX, CY, x0, y0, x1, y1, AREA_RX, AREA_RY].map(Num);
    format!("M{cx:.1} {cy:.1}L{x0:.1} {y0:.1}A{rx} {ry} 0 0 1 {x1:.1} {y1:.1}Z")
}

pub fn area_centre(i: u8) -> (f64, f64) {
    let a = (-135.0 + 90.0 * f64::from(i)) * PI / 180.0;
    on_ellipse(CX, CY, AREA_RX * 0.58, AREA_RY * 0.58, a)
}

/// An area as a target (R6.4: the Viracocha of one of two areas).
pub fn area_hit(i: u8) -> Rect {
    let (x, y) = area_centre(i);
    Rect::centred(x, y, 96.0, 70.0)
}

/// Where a seat's Island sits at a yellow space (players may share one):
/// in a row just below it, one place per seat.
pub fn island(yellow_space: u8, seat: usize) -> (f64, f64) {
    let (x, y) = yellow(yellow_space);
    (x + (seat as f64 - 1.5) * 20.0, y + 30.0)
}

/// Boat space 1..=14 along the track (0: the start, before space 1).
pub fn boat_x(space: u8) -> f64 {
    if space == 0 {
        return TRACK_X0 - 42.0;
    }
    let section = data::boat_section(space) as f64;
    TRACK_X0 + TRACK_PITCH * (f64::from(space) - 0.5) + SECTION_GAP * section
}

/// A seat's Boat on the track.
pub fn boat(space: u8, seat: usize) -> (f64, f64) {
    (boat_x(space), BOAT_ROW_Y + BOAT_ROW * seat as f64)
}

const STYLE: &str = "
.frame{fill:#e4efe6;stroke:#5a3d29;stroke-width:3}
.shore{fill:#c9b58a}
.water{fill:#5aa6c8}
.area{fill:#8cc5dc;stroke:#2f7fa6;stroke-width:2}
.aname{font:800 19px FONT_UI;fill:#0e4563;text-anchor:middle;dominant-baseline:central}
.yellow{fill:#f6d860;stroke:#8a5d0c;stroke-width:2}
.value{font:800 17px FONT_UI;fill:#3d2a1d;text-anchor:middle;dominant-baseline:central}
.reeds{fill:none;stroke:#5d7f3a;stroke-width:2;stroke-linecap:round}
.title{font:700 16px FONT_DISPLAY;fill:#5a3d29;letter-spacing:1px;dominant-baseline:central}
.section{fill:#d6e6ea;stroke:#2f7fa6}
.bspace{fill:#fffaf0;stroke:#8c7354}
.printed{font:800 16px FONT_UI;fill:#0e4563;text-anchor:middle;dominant-baseline:central}
.sname{font:600 16px FONT_UI;fill:#3d2a1d;text-anchor:middle;dominant-baseline:central}
.start{font:600 15px FONT_UI;fill:#3d2a1d;text-anchor:middle;dominant-baseline:central}
.guide{stroke:#9cbccc;stroke-width:1;stroke-dasharray:3 4}
";

/// The printed Lake board, as SVG text.
pub fn art() -> String {
    let style = STYLE.replace("FONT_UI", FONT_UI).replace("FONT_DISPLAY", FONT_DISPLAY);
    let mut art = Art::new(WIDTH, HEIGHT, &style, &[Symbol::Moon]);
    art.rect("frame", Rect::new(1.5, 1.5, WIDTH - 3.0, HEIGHT - 3.0), 14.0);
    art.raw(&format!(
        r#"<ellipse class="shore" cx="{}" cy="{}" rx="{}" ry="{}"/>"#,
        Num(CX),
        Num(CY),
        Num(RING_RX + 44.0),
        Num(RING_RY + 34.0)
    ));
    art.raw(&format!(
        r#"<ellipse class="water" cx="{}" cy="{}" rx="{}" ry="{}"/>"#,
        Num(CX),
        Num(CY),
        Num(RING_RX + 30.0),
        Num(RING_RY + 22.0)
    ));
    let reeds: String = (0..14)
        .map(|i| {
            let a = (f64::from(i) / 14.0) * 2.0 * PI + 0.2;
            let (x, y) = on_ellipse(CX, CY, RING_RX + 38.0, RING_RY + 28.0, a);
            let (x, y) = (Num(x), Num(y));
            format!("M{x:.1} {y:.1}l-3 -12M{x:.1} {y:.1}l0 -14M{x:.1} {y:.1}l3 -11")
        })
        .collect();
    art.path("reeds", &reeds);
    art.text("title", 18.0, 24.0, &t(key::BOARD_LAKE_TITLE));
    for i in 0..data::VIRACOCHA_AREAS as u8 {
        art.path("area", &area_path(i));
        let (x, y) = area_centre(i);
        art.text("aname", x, y + 24.0, AREA_NAMES[i as usize]);
    }
    for k in 1..=data::YELLOW_SPACES {
        let (x, y) = yellow(k);
        art.circle("yellow", x, y, YELLOW_R);
        art.symbol(Symbol::Moon, x - 8.0, y, 15.0);
        art.text("value", x + 8.0, y, &k.to_string());
    }
    art.text("title", 18.0, BOAT_ROW_Y - 30.0, &t(key::BOARD_BOAT_TRACK_TITLE));
    for seat in 0..4 {
        let y = BOAT_ROW_Y + BOAT_ROW * seat as f64 + 6.0;
        art.path("guide", &format!("M{:.1} {:.1}H{:.1}", Num(boat_x(0)), Num(y), Num(boat_x(data::BOAT_END))));
    }
    for s in 0..4 {
        let spaces: Vec<u8> = (1..=data::BOAT_END).filter(|&b| data::boat_section(b) == s).collect();
        let (first, last) = (spaces[0], spaces[spaces.len() - 1]);
        let (x0, x1) = (boat_x(first) - TRACK_PITCH / 2.0 - 3.0, boat_x(last) + TRACK_PITCH / 2.0 + 3.0);
        art.rect("section", Rect::new(x0, TRACK_Y - 24.0, x1 - x0, 48.0), 9.0);
        art.text(
            "sname",
            (x0 + x1) / 2.0,
            TRACK_Y + 36.0,
            &tf(key::BOARD_SECTION, &[("section", Arg::Num(s as u32 + 1))]),
        );
    }
    art.rect("bspace", Rect::centred(boat_x(0), TRACK_Y, 46.0, 38.0), 6.0);
    art.text("start", boat_x(0), TRACK_Y, &t(key::BOARD_START));
    for b in 1..=data::BOAT_END {
        let x = boat_x(b);
        art.rect("bspace", Rect::centred(x, TRACK_Y, 26.4, 38.0), 5.0);
        art.text("printed", x, TRACK_Y, &data::BOAT_NUMBERS[b as usize].to_string());
    }
    art.finish()
}

/// What the printed Lake shows at (x, y), for long-press help.
pub fn describe(x: f64, y: f64) -> Option<String> {
    if let Some(k) = (1..=data::YELLOW_SPACES).find(|&k| {
        let (yx, yy) = yellow(k);
        (x - yx).hypot(y - yy) <= YELLOW_R
    }) {
        let areas: Vec<&str> = data::areas_beside(k).map(|a| AREA_NAMES[a as usize]).collect();
        let moon = ("moon", Arg::Num(k.into()));
        return Some(match areas[..] {
            [area] => tf(key::BOARD_YELLOW_AREA, &[moon, ("area", Arg::Text(area))]),
            [first, ref rest @ ..] => tf(
                key::BOARD_YELLOW_AREAS,
                &[moon, ("first", Arg::Text(first)), ("second", Arg::Text(&rest.join(", ")))],
            ),
            [] => return None,
        });
    }
    if let Some(b) = (0..=data::BOAT_END).find(|&b| Rect::centred(boat_x(b), TRACK_Y, 26.4, 38.0).contains(x, y)) {
        return Some(match b {
            0 => tf(key::BOARD_BOAT_START_HELP, &[("first", Arg::Num(1))]),
            // What the printed number is for (R6.4), not only its name.
            _ => tf(
                key::BOARD_BOAT_SPACE,
                &[
                    ("space", Arg::Num(b.into())),
                    ("section", Arg::Num(data::boat_section(b) as u32 + 1)),
                    ("yellow", Arg::Num(data::BOAT_NUMBERS[b as usize].into())),
                ],
            ),
        });
    }
    (0..data::VIRACOCHA_AREAS as u8).find(|&i| area_hit(i).contains(x, y)).map(|i| {
        let beside: Vec<String> = data::yellows_beside(i).map(|k| k.to_string()).collect();
        let args = [("area", Arg::Text(AREA_NAMES[i as usize])), ("yellows", Arg::Text(&beside.join(", ")))];
        tf(key::BOARD_AREA, &args)
    })
}

/// The Lake board, in words: its yellow spaces' values and its areas.
pub fn label() -> String {
    let args = [
        ("low", Arg::Num(1)),
        ("high", Arg::Num(data::YELLOW_SPACES.into())),
        ("first", Arg::Text(AREA_NAMES[0])),
        ("last", Arg::Text(AREA_NAMES[data::VIRACOCHA_AREAS - 1])),
    ];
    tf(key::BOARD_LAKE, &args)
}

/// The Viracocha still in area `i`.
pub fn viracocha_label(i: usize) -> String {
    tf(key::BOARD_LAKE_VIRACOCHA, &[("area", Arg::Text(AREA_NAMES[i]))])
}

/// `name`'s Island of section `section` (0-based), placed on a yellow space.
pub fn island_label(name: &str, section: usize, yellow: u8) -> String {
    let args =
        [("name", Arg::Text(name)), ("section", Arg::Num(section as u32 + 1)), ("yellow", Arg::Num(yellow.into()))];
    tf(key::BOARD_LAKE_ISLAND, &args)
}

/// `name`'s Boat on its track.
pub fn boat_label(name: &str, space: u8) -> String {
    let args = [("name", Arg::Text(name)), ("space", Arg::Num(space.into())), ("end", Arg::Num(data::BOAT_END.into()))];
    tf(key::BOARD_LAKE_BOAT, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::art::tests::assert_well_formed;

    #[test]
    fn yellow_spaces_and_areas_are_apart_and_touchable() {
        let spots: Vec<Rect> = (1..=8)
            .map(|k| {
                let (x, y) = yellow(k);
                Rect::centred(x, y, 2.0 * YELLOW_R, 2.0 * YELLOW_R)
            })
            .collect();
        for (i, a) in spots.iter().enumerate() {
            assert!(spots[i + 1..].iter().all(|b| !a.overlaps(b)));
        }
        let areas: Vec<Rect> = (0..4).map(area_hit).collect();
        for (i, a) in areas.iter().enumerate() {
            assert!(a.w >= 44.0 && a.h >= 44.0);
            assert!(areas[i + 1..].iter().all(|b| !a.overlaps(b)));
        }
    }

    #[test]
    fn each_area_lies_between_the_yellow_spaces_it_is_beside() {
        for area in 0..4u8 {
            let (ax, ay) = area_centre(area);
            let nearest = (1..=8u8)
                .min_by(|&a, &b| {
                    let d = |k: u8| (yellow(k).0 - ax).hypot(yellow(k).1 - ay);
                    d(a).total_cmp(&d(b))
                })
                .unwrap();
            assert!(data::areas_beside(nearest).any(|a| a == area), "area {area}'s nearest yellow space {nearest}");
        }
    }

    #[test]
    fn the_boat_track_runs_left_to_right_by_section() {
        assert!((0..data::BOAT_END).all(|b| boat_x(b) < boat_x(b + 1)));
        assert!(boat_x(data::BOAT_END) < WIDTH);
        let svg = art();
        assert_well_formed(&svg);
        assert!(describe(boat_x(4), TRACK_Y).unwrap().contains("section 2"));
        assert!(describe(yellow(8).0, yellow(8).1).unwrap().contains("area A and D"));
    }

    #[test]
    fn the_lake_speaks_spanish_and_german_with_the_printed_numbers() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let (x, y) = area_centre(1);
        let said = |lang| {
            speak_for_test(lang);
            let texts = [
                label(),
                describe(yellow(1).0, yellow(1).1).unwrap(),
                describe(yellow(2).0, yellow(2).1).unwrap(),
                describe(boat_x(0), TRACK_Y).unwrap(),
                describe(boat_x(5), TRACK_Y).unwrap(),
                describe(x, y).unwrap(),
                viracocha_label(3),
                island_label("Ana", 0, 6),
                boat_label("Bo", 7),
            ];
            let svg = art();
            speak(Catalog::english());
            (texts, svg)
        };
        let (en, svg) = said(Lang::En);
        assert_eq!(
            en[0],
            "The Lake: yellow spaces worth 1 to 8 Moon around the Viracocha areas A to D, and the boat track"
        );
        assert_eq!(en[1], "Yellow space worth 1 Moon, beside Viracocha area A");
        assert_eq!(en[3], "The start: every Boat begins here, before space 1");
        assert_eq!(en[8], format!("Bo's Boat on space 7 of {}", data::BOAT_END));
        assert!(svg.contains(">BOAT TRACK<") && svg.contains(">Section 4<"));
        let (es, svg) = said(Lang::Es);
        assert_eq!(es[2], "Casilla amarilla que vale 2 Luna, junto a las zonas de Viracocha A y B");
        assert!(es[4].starts_with(&format!(
            "Casilla 5 del recorrido, tramo 2: al alcanzarla, la isla del tramo va a la casilla amarilla {}",
            data::BOAT_NUMBERS[5]
        )));
        assert_eq!(es[5], "Zona de Viracocha B, junto a las casillas amarillas 2, 3, 4");
        assert!(svg.contains(">LAGO<") && svg.contains(">Tramo 1<") && svg.contains(">salida<"));
        let (de, svg) = said(Lang::De);
        assert_eq!(de[7], "Ana: Insel aus Abschnitt 1 auf dem gelben Feld mit Wert 6");
        assert_eq!(de[6], "Der Viracocha von Bereich D");
        assert!(de[0].starts_with("Der See: gelbe Felder mit 1 bis 8 Mond"));
        assert!(svg.contains(">SEE<") && svg.contains(">Abschnitt 3<"));
        assert_well_formed(&svg);
    }
}
