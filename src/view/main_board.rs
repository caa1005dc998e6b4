//! The Main board's layout and printed art (RULES R1): four lanes, one per
//! male Ayar, from Tiwanaku (space 0) on the left to Cuzco (space 30) on the
//! right; between the lanes the Raymi tiles; below, the four Temple rows
//! and the terrace.
//!
//! Each lane is a road of movement spaces with its building slots on both
//! sides, alternately: even spaces above the road, odd spaces below. A slot
//! tile is then two spaces wide, so that a finger can hit any one of a
//! path's 31 slots when the lane fills the screen's width (the table issue's
//! 44 CSS px rule), and the whole lane stays in view while building.
use super::art::{Art, FONT_DISPLAY, FONT_UI};
use super::geometry::Rect;
use super::icons::Symbol;
use super::looks::{ayar as look, SeatMark, AYARS};
use super::words;
use crate::engine::{data, Activity, Ayar, PlayerId, RaymiTile};
use crate::view::lang::{catalog::Arg, key, t, tf};

/// Distance between two movement spaces.
pub const PITCH: f64 = 26.0;
/// The lane headers' column, before space 0.
const HEAD: f64 = 68.0;
/// A band between lanes: room for the Raymi tiles.
pub const GAP: f64 = 36.0;
/// A row of building-slot tiles, above or below a road: tall enough for
/// an activity icon of `SLOT_ICON`.
pub const SLOT: f64 = 34.0;
/// A building slot's printed activity: 20 CSS px at 1024x768, where the
/// board is drawn smallest (0.7 px a unit), so Pottery and Reed slots are
/// told apart at arm's length (issue 30).
pub const SLOT_ICON: f64 = 29.0;
/// A built Tambo: as large as its slot's icon, which it covers.
pub const TAMBO: f64 = 32.0;
pub const ROAD: f64 = 30.0;
const LANE: f64 = SLOT + ROAD + SLOT;
const TOP: f64 = 4.0;
/// The paths block, then the Temple rows and the terrace below it.
const PATHS_H: f64 = TOP + GAP + 4.0 * (LANE + GAP);
const LOWER_Y: f64 = PATHS_H + 6.0;
const ROW_H: f64 = 35.0;
const TEMPLE_HEADER: f64 = 24.0;
/// The drawing's size.
pub const WIDTH: f64 = HEAD + PITCH * data::PATH_SLOTS as f64 + 12.0;
pub const HEIGHT: f64 = LOWER_Y + TEMPLE_HEADER + ROW_H * data::TEMPLE_ROWS as f64 + 8.0;
pub const SPACE_R: f64 = 12.0;
/// The width a two-digit space number is drawn at, clear of its circle.
const TWO_DIGITS_W: f64 = 17.0;
const _: () = assert!(TWO_DIGITS_W <= 2.0 * SPACE_R - 6.0);
pub const AYAR_R: f64 = 14.0;
/// The Raymi tile's size: its activity, its threshold and the badges of
/// its two Ayars side by side, each as large as the tile allows.
pub const RAYMI_W: f64 = 90.0;
pub const RAYMI_H: f64 = 30.0;
/// Temple rows and terrace, side by side.
const TEMPLES: Rect = Rect::new(8.0, LOWER_Y, 592.0, TEMPLE_HEADER + ROW_H * 4.0);
const TERRACE: Rect = Rect::new(608.0, LOWER_Y, WIDTH - 616.0, TEMPLE_HEADER + ROW_H * 4.0);
/// The female heads' column in the Temple rows, then five slots (the last
/// one twice as wide: it holds any number of Temples, R1.6).
const TEMPLE_HEAD_W: f64 = 212.0;

pub fn size() -> (f64, f64) {
    (WIDTH, HEIGHT)
}

/// The board's width to its height: the table gives the player's side what
/// the board leaves of a wide screen (style/table.css, `--side-w`).
pub fn aspect() -> f64 {
    WIDTH / HEIGHT
}

/// The centre of a movement space along the paths.
pub fn space_x(space: u8) -> f64 {
    HEAD + PITCH * (f64::from(space) + 0.5)
}

fn lane_top(lane: usize) -> f64 {
    TOP + GAP + lane as f64 * (LANE + GAP)
}

/// The road's middle in a lane.
pub fn road_y(lane: usize) -> f64 {
    lane_top(lane) + SLOT + ROAD / 2.0
}

/// The middle of band `g`: 0 above the first lane, `g` below lane `g - 1`.
fn band_y(g: usize) -> f64 {
    TOP + GAP / 2.0 + g as f64 * (LANE + GAP)
}

/// Even spaces' slots lie above the road, odd ones below.
fn slot_above(space: u8) -> bool {
    space.is_multiple_of(2)
}

/// A movement space's centre.
pub fn space(path: Ayar, space: u8) -> (f64, f64) {
    (space_x(space), road_y(path.index()))
}

/// The tile of the building slot at `space` of `path` (R1.2).
pub fn slot(path: Ayar, space: u8) -> Rect {
    let top = lane_top(path.index());
    let y = if slot_above(space) { top } else { top + SLOT + ROAD };
    Rect::new(space_x(space) - PITCH + 1.5, y + 2.0, 2.0 * PITCH - 3.0, SLOT - 4.0)
}

/// Where a slot prints its activity, and where its Tambo stands once
/// built: on it, covering it, as on the printed board (R1.2).
pub fn slot_icon(path: Ayar, space: u8) -> (f64, f64) {
    slot(path, space).centre()
}

pub fn slot_tambo(path: Ayar, space: u8) -> (f64, f64) {
    slot_icon(path, space)
}

/// What a finger hits for a building slot: its tile and, away from the
/// road, half the band beside it; towards the road, up to the road's middle
/// (while building, nothing else on that lane takes a tap).
pub fn slot_hit(path: Ayar, space: u8) -> Rect {
    let tile = slot(path, space);
    let road = road_y(path.index());
    let (top, bottom) = if slot_above(space) { (tile.y - GAP / 2.0, road) } else { (road, tile.bottom() + GAP / 2.0) };
    Rect::new(space_x(space) - PITCH, top, 2.0 * PITCH, bottom - top)
}

/// What a finger hits for an Ayar on the road: the lane's height, and
/// wide enough to be 44 CSS px with the whole board in view on a portrait
/// tablet under the tutorial's card (0.62 px a unit at 820x1180), so that
/// a Day turn, which frames every Ayar (a gold Step marker asks which one
/// to move), needs no zoom: zoomed, it cut off the top path, and the
/// tutorial's board switched between whole and closer from page to page.
pub const AYAR_HIT_W: f64 = 72.0;

pub fn ayar_hit(path: Ayar, at: u8) -> Rect {
    let (x, y) = space(path, at);
    Rect::centred(x.min(space_x(data::CUZCO) - AYAR_HIT_W / 2.0 + PITCH / 2.0), y, AYAR_HIT_W, LANE)
}

/// The centre of the Raymi tile on `place` (index into `data::RAYMI_PLACES`):
/// in the band between its two lanes, or above the first lane when its
/// lanes are the first and the last.
pub fn raymi(place: usize) -> (f64, f64) {
    let (space, [a, b]) = data::RAYMI_PLACES[place];
    let (lo, hi) = (a.index().min(b.index()), a.index().max(b.index()));
    let band = if hi - lo == 1 { hi } else { 0 };
    (space_x(space), band_y(band))
}

pub fn raymi_rect(place: usize) -> Rect {
    let (x, y) = raymi(place);
    Rect::centred(x, y, RAYMI_W, RAYMI_H)
}

/// A Raymi tile as a target (the order of end-of-turn effects, R5.5).
pub fn raymi_hit(place: usize) -> Rect {
    let (x, y) = raymi(place);
    Rect::centred(x, y, RAYMI_W + 6.0, GAP + 2.0 * SLOT - 8.0)
}

/// Cuzco's column (space 30 of every path).
pub fn cuzco() -> Rect {
    Rect::new(
        space_x(data::CUZCO) - PITCH / 2.0 - 2.0,
        lane_top(0) - 6.0,
        PITCH + 8.0,
        PATHS_H - lane_top(0) - GAP + 12.0,
    )
}

/// Cuzco as a target (its scoring, an end-of-turn effect).
pub fn cuzco_hit() -> Rect {
    let c = cuzco();
    Rect::new(c.x - PITCH, c.y, WIDTH - (c.x - PITCH), c.h)
}

/// Where a lane's header (its Ayar's badge and name) is.
pub fn lane_head(lane: usize) -> (f64, f64) {
    (HEAD / 2.0, road_y(lane))
}

/// The Temple row `row` (0 = top): its band.
pub fn temple_row(row: usize) -> Rect {
    Rect::new(TEMPLES.x, TEMPLES.y + TEMPLE_HEADER + ROW_H * row as f64, TEMPLES.w, ROW_H)
}

/// A Temple slot: column 0..=4, the last one twice as wide (R1.6).
pub fn temple_slot(row: usize, column: usize) -> Rect {
    let band = temple_row(row);
    let w = (TEMPLES.w - TEMPLE_HEAD_W) / 6.0;
    let x = band.x + TEMPLE_HEAD_W + w * column as f64;
    let width = if column >= 4 { 2.0 * w } else { w };
    Rect::new(x + 2.0, band.y + 3.0, width - 4.0, ROW_H - 6.0)
}

/// Where the `index`-th Temple of a row stands (the last slot holds the rest).
pub fn temple_at(row: usize, index: usize, count: usize) -> (f64, f64) {
    if index < 4 {
        return temple_slot(row, index).centre();
    }
    let last = temple_slot(row, 4);
    let extra = count.saturating_sub(4).max(1) as f64;
    let step = ((last.w - 28.0) / extra).min(30.0);
    (last.x + 16.0 + step * (index - 4) as f64, last.y + last.h / 2.0)
}

/// The head of a Temple row: the female Ayar's badge, her name and the
/// Viracocha beside her (all centred on the row's middle).
pub struct FemaleHead {
    pub badge: (f64, f64),
    /// Where her name starts.
    pub name: (f64, f64),
    pub viracocha: (f64, f64),
}

/// The head of Temple row `row`.
pub fn female_head(row: usize) -> FemaleHead {
    let band = temple_row(row);
    let y = band.y + ROW_H / 2.0;
    FemaleHead { badge: (band.x + 36.0, y), name: (band.x + 54.0, y), viracocha: (band.x + TEMPLE_HEAD_W - 16.0, y) }
}

/// The width a name on the board is drawn at (SVG `textLength`): a fixed
/// 11.5 units a letter whatever the device's font, so it ends where the
/// layout expects. At 18 units DejaVu Sans Bold drew "Mama Huaco" 130
/// units wide, into the Viracocha beside her, and a terrace name of wide
/// letters ran over the Maize.
pub fn name_width(name: &str) -> f64 {
    11.5 * name.chars().count() as f64
}

/// The letters of a seat's name that fit its terrace row (then an ellipsis).
pub const TERRACE_NAME_CHARS: usize = 14;
/// Where a terrace row's name starts, from the row's left.
pub const TERRACE_NAME_X: f64 = 28.0;
/// Where a terrace row's Maize is drawn, from the row's right.
pub const TERRACE_MAIZE_X: f64 = 64.0;

/// The terrace and its rows, one per seat (Maize planted this round).
pub fn terrace() -> Rect {
    TERRACE
}

pub fn terrace_row(seat: usize, seats: usize) -> Rect {
    let h = (TERRACE.h - TEMPLE_HEADER) / seats.max(1) as f64;
    Rect::new(TERRACE.x + 4.0, TERRACE.y + TEMPLE_HEADER + h * seat as f64, TERRACE.w - 8.0, h)
}

const STYLE: &str = "
.frame{fill:#f7edd4;stroke:#5a3d29;stroke-width:3}
.band{fill:#e9d8b0}
.lane{fill:#f3e5c4;stroke:#c9b58a;stroke-width:1}
.road{fill:#d9c7a0}
.city{fill:#e9b94a;opacity:.55}
.tiwanaku{fill:#bda77a;opacity:.6}
.space{fill:#fffaf0;stroke:#8c7354;stroke-width:1}
.space.milestone{stroke-width:2;stroke:#5a3d29}
.space.raymi{fill:#fff0c2;stroke:#c98f1c;stroke-width:2}
.num{font:600 20px FONT_UI;fill:#3d2a1d;text-anchor:middle;dominant-baseline:central}
.num.milestone{font-weight:800}
.tile{fill:#fffaf0;stroke:#bda77a;stroke-width:1}
.tile.home{fill:#fff3d6}
.name{font:700 20px FONT_UI;fill:#2b1d14;text-anchor:middle;dominant-baseline:central}
.title{font:700 20px FONT_DISPLAY;fill:#5a3d29;letter-spacing:1px;dominant-baseline:central}
.title.end{text-anchor:end}
.row{fill:#efe0bf;stroke:#c9b58a}
.tslot{fill:#fffaf0;stroke:#bda77a;stroke-dasharray:3 2}
.bonus{font:700 20px FONT_UI;fill:#8c7354;text-anchor:middle;dominant-baseline:central}
.rownum{font:700 20px FONT_UI;fill:#5a3d29;dominant-baseline:central}
.terrace{fill:#dfe8c8;stroke:#7f9a5a;stroke-width:1.5}
";

/// The printed Main board, as SVG text (drawn once; see `view::art`).
pub fn art() -> String {
    let style = STYLE.replace("FONT_UI", FONT_UI).replace("FONT_DISPLAY", FONT_DISPLAY);
    let mut art = Art::new(WIDTH, HEIGHT, &style, &[Symbol::Pottery, Symbol::Weaving, Symbol::Terrace, Symbol::Reed]);
    art.rect("frame", Rect::new(1.5, 1.5, WIDTH - 3.0, HEIGHT - 3.0), 14.0);
    // Tiwanaku and Cuzco: the columns of spaces 0 and 30 across every lane.
    let column = |space: u8| {
        Rect::new(space_x(space) - PITCH / 2.0, lane_top(0) - 4.0, PITCH, lane_top(3) + LANE - lane_top(0) + 8.0)
    };
    art.rect("tiwanaku", column(0), 8.0).rect("city", column(data::CUZCO), 8.0);
    for path in Ayar::ALL {
        let lane = path.index();
        let top = lane_top(lane);
        art.rect("lane", Rect::new(HEAD - 4.0, top, WIDTH - HEAD - 4.0, LANE), 10.0);
        art.rect(
            "road",
            Rect::new(space_x(0) - PITCH / 2.0, top + SLOT + 3.0, PITCH * 31.0, ROAD - 6.0),
            (ROAD - 6.0) / 2.0,
        );
        for s in 0..=data::CUZCO {
            let (x, y) = space(path, s);
            let milestone = if s % 5 == 0 { " milestone" } else { "" };
            let raymi = if data::RAYMI_PLACES.iter().any(|&(at, _)| at == s) { " raymi" } else { "" };
            art.circle(&format!("space{milestone}{raymi}"), x, y, SPACE_R);
            // Two digits drawn narrower, inside the space's circle (at the
            // device's width they touched its edge).
            if s >= 10 {
                art.text_width(&format!("num{milestone}"), x, y, &s.to_string(), TWO_DIGITS_W);
            } else {
                art.text(&format!("num{milestone}"), x, y, &s.to_string());
            }
            let tile = slot(path, s);
            let activity = data::slot_activity(path, s);
            let home = if activity == path.home() { " home" } else { "" };
            art.rect(&format!("tile{home}"), tile, 6.0);
            let (x, y) = slot_icon(path, s);
            art.symbol(Symbol::activity(activity), x, y, SLOT_ICON);
        }
        let (hx, hy) = lane_head(lane);
        // A fixed width: "Manco" in the device's bold font ran over the
        // board's left edge.
        art.text_width("name", hx, hy + 26.0, AYARS[lane].short, name_width(AYARS[lane].short));
    }
    art.text("title", space_x(0) - PITCH / 2.0, band_y(4) - 2.0, "TIWANAKU");
    art.text("title end", space_x(data::CUZCO) + PITCH / 2.0, band_y(4) - 2.0, "CUZCO");
    // Temple rows: column bonuses, row numbers, slots.
    art.text("title", TEMPLES.x + 6.0, TEMPLES.y + TEMPLE_HEADER / 2.0, &t(key::BOARD_TEMPLES_TITLE));
    for column in 0..data::TEMPLE_COLUMN_BONUS.len() {
        let (x, _) = temple_slot(0, column).centre();
        art.text("bonus", x, TEMPLES.y + TEMPLE_HEADER / 2.0, &format!("+{}", data::TEMPLE_COLUMN_BONUS[column]));
    }
    for row in 0..data::TEMPLE_ROWS {
        art.rect("row", temple_row(row).grow(-1.0), 8.0);
        art.text("rownum", TEMPLES.x + 8.0, temple_row(row).centre().1, &(row + 1).to_string());
        for column in 0..data::TEMPLE_COLUMN_BONUS.len() {
            art.rect("tslot", temple_slot(row, column), 6.0);
        }
    }
    art.rect("terrace", TERRACE, 10.0);
    art.text("title", TERRACE.x + 8.0, TERRACE.y + TEMPLE_HEADER / 2.0, &t(key::BOARD_TERRACE_TITLE));
    art.finish()
}

/// What the printed board shows at (x, y), for long-press help; `None`
/// where it shows nothing of its own (the pieces name themselves).
pub fn describe(x: f64, y: f64) -> Option<String> {
    for path in Ayar::ALL {
        for s in 0..=data::CUZCO {
            let at = [("ayar", Arg::Text(path.name())), ("space", Arg::Num(s.into()))];
            if slot(path, s).contains(x, y) {
                let activity: Activity = data::slot_activity(path, s);
                let icon = super::glossary::Icon::Symbol(Symbol::activity(activity));
                let (activity, help) = (words::activity(activity), super::glossary::line(icon));
                let args = [at[0], at[1], ("activity", Arg::Text(&activity)), ("help", Arg::Text(&help))];
                return Some(tf(key::BOARD_SLOT, &args));
            }
            let (sx, sy) = space(path, s);
            if (x - sx).hypot(y - sy) <= SPACE_R {
                let what = match s {
                    0 => key::BOARD_SPACE_TIWANAKU,
                    data::CUZCO => key::BOARD_SPACE_CUZCO,
                    _ if data::RAYMI_PLACES.iter().any(|&(here, _)| here == s) => key::BOARD_SPACE_RAYMI,
                    _ => key::BOARD_SPACE,
                };
                return Some(tf(what, &at));
            }
        }
    }
    // The column heads ("+2" ...): a newcomer's long press there said only
    // "Main board".
    for (column, bonus) in data::TEMPLE_COLUMN_BONUS.iter().enumerate() {
        let slot = temple_slot(0, column);
        if Rect::new(slot.x, TEMPLES.y, slot.w, TEMPLE_HEADER).contains(x, y) {
            let args = [("column", Arg::Num(column as u32 + 1)), ("bonus", Arg::Num(*bonus))];
            return Some(tf(key::BOARD_TEMPLE_COLUMN, &args));
        }
    }
    for row in 0..data::TEMPLE_ROWS {
        for column in 0..data::TEMPLE_COLUMN_BONUS.len() {
            if temple_slot(row, column).contains(x, y) {
                let args = [
                    ("row", Arg::Num(row as u32 + 1)),
                    ("slot", Arg::Num(column as u32 + 1)),
                    ("bonus", Arg::Num(data::TEMPLE_COLUMN_BONUS[column])),
                ];
                let last = column + 1 == data::TEMPLE_COLUMN_BONUS.len();
                return Some(tf(if last { key::BOARD_TEMPLE_SLOT_LAST } else { key::BOARD_TEMPLE_SLOT }, &args));
            }
        }
    }
    TERRACE.contains(x, y).then(|| t(key::BOARD_TERRACE))
}

/// The Main board, in words.
pub fn label() -> String {
    t(key::BOARD_MAIN)
}

/// A seat's name on the boards: its mark's, or "Player 2" for a seat
/// without one.
pub fn seat_name(marks: &[SeatMark], p: PlayerId) -> String {
    marks.get(p).map_or_else(|| tf(key::BOARD_PLAYER_N, &[("n", Arg::Num(p as u32 + 1))]), |m| m.name.clone())
}

/// A Tambo built on a path (R1.2), by its owner `name`.
pub fn tambo_label(name: &str, path: Ayar, space: u8) -> String {
    let activity = words::activity(data::slot_activity(path, space));
    let args = [
        ("name", Arg::Text(name)),
        ("ayar", Arg::Text(path.name())),
        ("space", Arg::Num(space.into())),
        ("activity", Arg::Text(&activity)),
    ];
    tf(key::BOARD_TAMBO, &args)
}

/// A male Ayar on his path, retired or walking.
pub fn ayar_label(ayar: Ayar, space: u8, retired: bool) -> String {
    let args = [("ayar", Arg::Text(ayar.name())), ("space", Arg::Num(space.into()))];
    tf(if retired { key::BOARD_AYAR_RETIRED } else { key::BOARD_AYAR_AT }, &args)
}

/// A Raymi tile on the board (R1.4): its Ayars, activity, side, the
/// visible Suns that give its Llama, and the Ayars still to reach it.
pub fn raymi_label(tile: &RaymiTile) -> String {
    let [a, b] = tile.ayars();
    let waiting: Vec<&str> =
        tile.ayars().iter().zip(tile.done).filter(|(_, d)| !*d).map(|(a, _)| look(*a).short).collect();
    let (activity, waiting) = (words::activity(tile.activity), waiting.join(", "));
    let args = [
        ("space", Arg::Num(tile.space().into())),
        ("first", Arg::Text(look(a).short)),
        ("second", Arg::Text(look(b).short)),
        ("activity", Arg::Text(&activity)),
        ("threshold", Arg::Num(tile.threshold().into())),
        ("waiting", Arg::Text(&waiting)),
    ];
    tf(if tile.reversed { key::BOARD_RAYMI_REVERSE } else { key::BOARD_RAYMI_FRONT }, &args)
}

/// A female Ayar heading Temple row `row` (0-based), her Viracocha beside
/// her or harvested (R1.6, R8).
pub fn female_head_label(ayar: Ayar, row: usize, viracocha: bool) -> String {
    let args =
        [("name", Arg::Text(ayar.partner_name())), ("ayar", Arg::Text(ayar.name())), ("row", Arg::Num(row as u32 + 1))];
    tf(if viracocha { key::BOARD_FEMALE_HEAD_VIRACOCHA } else { key::BOARD_FEMALE_HEAD }, &args)
}

/// `name`'s Temple of `activity` in Temple row `row`, at the `index`-th
/// place (the last slot holds the rest).
pub fn temple_label(name: &str, activity: Activity, row: usize, index: usize) -> String {
    let activity = words::activity(activity);
    let args = [
        ("name", Arg::Text(name)),
        ("activity", Arg::Text(&activity)),
        ("row", Arg::Num(row as u32 + 1)),
        ("slot", Arg::Num(index.min(data::TEMPLE_COLUMN_BONUS.len() - 1) as u32 + 1)),
    ];
    tf(key::BOARD_TEMPLE, &args)
}

/// A terrace row: the Maize `name` planted this round (R8).
pub fn terrace_label(name: &str, count: u32) -> String {
    tf(key::BOARD_TERRACE_ROW, &[("name", Arg::Text(name)), ("count", Arg::Num(count))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::art::tests::assert_well_formed;
    use crate::view::decimal::Num;

    #[test]
    fn two_digit_space_numbers_are_drawn_inside_their_circles() {
        let svg = art();
        for s in 10..=data::CUZCO {
            let drawn = format!(r#"textLength="{:.1}" lengthAdjust="spacingAndGlyphs">{s}</text>"#, Num(TWO_DIGITS_W));
            assert_eq!(svg.matches(&drawn).count(), Ayar::ALL.len(), "space {s}");
        }
    }

    #[test]
    fn every_ayars_name_lies_inside_its_lane_head_clear_of_the_boards_edge() {
        let svg = art();
        for (lane, look) in AYARS.iter().enumerate() {
            let (x, w) = (lane_head(lane).0, name_width(look.short));
            let (left, right) = (x - w / 2.0, x + w / 2.0);
            assert!(left >= 4.0 && right <= HEAD, "{} from {left} to {right}", look.short);
            let drawn = format!(r#"textLength="{:.1}" lengthAdjust="spacingAndGlyphs">{}</text>"#, Num(w), look.short);
            assert!(svg.contains(&drawn), "{} is drawn at its own width", look.short);
        }
    }

    #[test]
    fn every_slot_and_space_lies_on_the_board_and_apart() {
        let board = Rect::new(0.0, 0.0, WIDTH, HEIGHT);
        let mut tiles = Vec::new();
        for path in Ayar::ALL {
            for s in 0..=data::CUZCO {
                let tile = slot(path, s);
                assert!(board.contains(tile.x, tile.y) && board.contains(tile.right(), tile.bottom()));
                tiles.push(tile);
            }
        }
        for (i, a) in tiles.iter().enumerate() {
            assert!(tiles[i + 1..].iter().all(|b| !a.overlaps(b)), "tile {i} overlaps another");
        }
    }

    #[test]
    fn a_lanes_slot_hits_never_overlap_and_are_two_spaces_wide() {
        for path in Ayar::ALL {
            let hits: Vec<Rect> = (0..=data::CUZCO).map(|s| slot_hit(path, s)).collect();
            for (i, a) in hits.iter().enumerate() {
                assert_eq!(a.w, 2.0 * PITCH);
                assert!(a.h >= 44.0, "tall enough at 1:1");
                assert!(hits[i + 1..].iter().all(|b| !a.overlaps(b)), "{path:?} slot {i}");
            }
        }
    }

    #[test]
    fn raymi_tiles_sit_apart_in_the_bands() {
        let rects: Vec<Rect> = (0..data::RAYMI_PLACES.len()).map(raymi_rect).collect();
        for (i, a) in rects.iter().enumerate() {
            assert!(rects[i + 1..].iter().all(|b| !a.overlaps(b)));
            for path in Ayar::ALL {
                assert!((0..=data::CUZCO).all(|s| !a.overlaps(&slot(path, s).grow(-3.0))), "tile {i} on a slot");
            }
        }
    }

    #[test]
    fn the_art_is_well_formed_and_prints_every_slot() {
        let svg = art();
        assert_well_formed(&svg);
        assert_eq!(svg.matches(r#"class="tile"#).count(), 4 * data::PATH_SLOTS);
        assert_eq!(svg.matches(r#"class="space"#).count(), 4 * data::PATH_SLOTS);
        assert_eq!(svg.matches(r#"class="tslot""#).count(), 4 * 5);
    }

    #[test]
    fn a_female_ayars_name_ends_before_her_viracocha() {
        for row in 0..data::TEMPLE_ROWS {
            let head = female_head(row);
            for ayar in Ayar::ALL {
                let end = head.name.0 + name_width(ayar.partner_name());
                assert!(end + 4.0 <= head.viracocha.0 - 13.0, "{} ends at {end}", ayar.partner_name());
            }
        }
    }

    #[test]
    fn the_longest_terrace_name_ends_before_the_maize() {
        let row = terrace_row(0, 4);
        let widest = name_width(&"W".repeat(TERRACE_NAME_CHARS));
        assert!(TERRACE_NAME_X + widest + 4.0 <= row.w - TERRACE_MAIZE_X, "{widest}");
    }

    #[test]
    fn long_press_names_what_is_printed() {
        let (x, y) = slot(Ayar::Cachi, 7).centre();
        let text = describe(x, y).unwrap();
        assert!(
            text.contains("Ayar Cachi's path, space 7") && text.contains(data::slot_activity(Ayar::Cachi, 7).name())
        );
        let (x, y) = space(Ayar::Manco, 30);
        assert!(describe(x, y).unwrap().contains("Cuzco"));
        let (x, y) = temple_slot(2, 0).centre();
        assert!(describe(x, y).unwrap().contains(&format!("+{} Moon", data::TEMPLE_COLUMN_BONUS[0])));
        let head = temple_slot(0, 1).centre().0;
        let text = describe(head, TEMPLES.y + TEMPLE_HEADER / 2.0).unwrap();
        assert!(
            text.starts_with("Temple column 2") && text.contains(&format!("+{}", data::TEMPLE_COLUMN_BONUS[1])),
            "{text}"
        );
        assert_eq!(describe(-5.0, -5.0), None);
    }

    #[test]
    fn the_main_board_speaks_spanish_and_german_with_the_rules_numbers() {
        use crate::engine::{Game, Setup};
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let g = Game::new(Setup::new(2, &["Ana", "Bo"])).unwrap();
        let tile = g.board().raymi[0].clone();
        let said = |lang| {
            speak_for_test(lang);
            let head = temple_slot(0, 0).centre().0;
            let texts = [
                describe(space(Ayar::Manco, 0).0, space(Ayar::Manco, 0).1).unwrap(),
                describe(head, TEMPLES.y + TEMPLE_HEADER / 2.0).unwrap(),
                describe(temple_slot(1, 4).centre().0, temple_slot(1, 4).centre().1).unwrap(),
                seat_name(&[], 2),
                tambo_label("Ana", Ayar::Uchu, 3),
                ayar_label(Ayar::Auca, 12, true),
                raymi_label(&tile),
                female_head_label(Ayar::Cachi, 2, true),
                temple_label("Bo", Activity::Reed, 0, 6),
                terrace_label("Ana", 3),
                label(),
            ];
            let svg = art();
            speak(Catalog::english());
            (texts, svg)
        };
        let (en, svg) = said(Lang::En);
        assert_eq!(en[0], "Ayar Manco's path, space 0: Tiwanaku, where the Ayars start");
        assert_eq!(en[2], "Temple row 2, slot 5: +0 Moon when it scores; it holds any number of Temples");
        assert_eq!(en[3], "Player 3");
        assert_eq!(en[8], format!("Bo's {} Temple in row 1, slot 5", Activity::Reed.name()));
        let threshold = tile.threshold();
        assert!(
            en[6].contains(&format!("front side; {threshold} visible Suns give a Llama. Still to come: ")),
            "{}",
            en[6]
        );
        assert!(svg.contains(">TEMPLES<") && svg.contains(">TERRACE<"));
        let (es, svg) = said(Lang::Es);
        assert_eq!(es[0], "Camino de Ayar Manco, casilla 0: Tiwanaku, donde empiezan los Ayar");
        assert!(es[1].starts_with(&format!(
            "Columna de templos 1: un templo aquí da a su dueño su valor de Luna en su actividad, +{}",
            data::TEMPLE_COLUMN_BONUS[0]
        )));
        assert_eq!(es[3], "Jugador 3");
        assert_eq!(es[5], "Ayar Auca (retirado) en la casilla 12");
        assert!(
            es[6].contains(&format!("anverso; {threshold} Soles visibles dan una llama. Aún por llegar: ")),
            "{}",
            es[6]
        );
        assert_eq!(es[9], "Maíz plantado por Ana esta ronda: 3");
        assert!(svg.contains(">TEMPLOS<") && svg.contains(">TERRAZA<") && svg.contains(">TIWANAKU<"));
        let (de, svg) = said(Lang::De);
        assert!(de[4].starts_with("Ana: Tambo auf dem Pfad von Ayar Uchu, Feld 3 ("), "{}", de[4]);
        assert_eq!(de[2], "Tempelreihe 2, Platz 5: +0 Mond bei der Wertung; hier haben beliebig viele Tempel Platz");
        assert!(
            de[7].starts_with("Mama ")
                && de[7].contains(", Partnerin von Ayar Cachi, führt Tempelreihe 3 an; ihr Viracocha")
        );
        assert_eq!(de[9], "Ana hat in dieser Runde 3 Mais gepflanzt");
        assert!(svg.contains(">TEMPEL<") && svg.contains(">TERRASSE<"));
        for text in es.iter().chain(&de) {
            assert!(!text.contains('{'), "{text}");
        }
    }
}
