//! A Player board's Tambo grid block (RULES R3): the 4 x 4 grid in four
//! quadrants, the 16 Step slots at the ends of its rows and columns with
//! their printed arrows, and the line bonuses beyond them. Its layout and
//! its printed art; the markers and Tambos are pieces drawn over it, and
//! the targets come from `view::targets`. (The four Moon scoring slots sit
//! on the activity cards, one per activity, so that the grid block stays
//! short enough for a finger-sized grid beside the Main board.)
use super::art::{Art, FONT_UI};
use super::decimal::Num;
use super::geometry::Rect;
use super::icons::Symbol;
use super::words;
use crate::engine::{data, Cell, Line, LineBonus, Marker, StepSlot, QUADRANTS};
use crate::view::lang::{catalog::Arg, key, t, tf};

/// A grid cell.
pub const CELL: f64 = 50.0;
/// A Step slot (and a Moon slot's height).
pub const STEP: f64 = 46.0;
/// The line bonuses' column and row (a finger's size: an emptied line's
/// bonus is a target, R7.2).
const BONUS: f64 = 44.0;
const GAP: f64 = 4.0;
const GRID_X: f64 = STEP + GAP;
const GRID_Y: f64 = STEP + GAP;
pub const WIDTH: f64 = GRID_X + 4.0 * CELL + GAP + STEP + GAP + BONUS;
pub const HEIGHT: f64 = GRID_Y + 4.0 * CELL + GAP + STEP + GAP + BONUS;

pub fn size() -> (f64, f64) {
    (WIDTH, HEIGHT)
}

pub fn cell(c: Cell) -> Rect {
    Rect::new(GRID_X + f64::from(c.column()) * CELL, GRID_Y + f64::from(c.row()) * CELL, CELL, CELL)
}

/// A quadrant's frame (R3.1), 0..4 as `QUADRANTS`.
pub fn quadrant(q: usize) -> Rect {
    let first = QUADRANTS[q].iter().next().expect("a quadrant has cells");
    let r = cell(first);
    Rect::new(r.x, r.y, 2.0 * CELL, 2.0 * CELL).grow(-2.0)
}

/// A Step slot beside the grid: left and right of the rows, above and below
/// the columns (R3.2).
pub fn step_slot(slot: StepSlot) -> Rect {
    let line = slot.line();
    let across = f64::from(line.position()) * CELL + (CELL - STEP) / 2.0;
    if line.is_row() {
        let x = if slot.end() == 0 { 0.0 } else { GRID_X + 4.0 * CELL + GAP };
        Rect::new(x, GRID_Y + across, STEP, STEP)
    } else {
        let y = if slot.end() == 0 { 0.0 } else { GRID_Y + 4.0 * CELL + GAP };
        Rect::new(GRID_X + across, y, STEP, STEP)
    }
}

/// Where a finger hits a Step slot: the slot grown to its line's full cell
/// pitch along the edge and across the gap towards the grid, so that it
/// reaches 44 CSS px with less zoom. No hit overlaps another.
pub fn step_hit(slot: StepSlot) -> Rect {
    let r = step_slot(slot);
    let (along, toward) = ((CELL - STEP) / 2.0, GAP / 2.0);
    match (slot.line().is_row(), slot.end()) {
        (true, 0) => Rect::new(r.x, r.y - along, r.w + toward, CELL),
        (true, _) => Rect::new(r.x - toward, r.y - along, r.w + toward, CELL),
        (false, 0) => Rect::new(r.x - along, r.y, CELL, r.h + toward),
        (false, _) => Rect::new(r.x - along, r.y - toward, CELL, r.h + toward),
    }
}

/// Where a finger hits a line's bonus: the bonus grown to the line's cell
/// pitch and across the gap to its Step slot's hit.
pub fn bonus_hit(line: Line) -> Rect {
    let r = line_bonus(line);
    let along = (CELL - BONUS) / 2.0;
    if line.is_row() {
        Rect::new(r.x - GAP, r.y - along, r.w + GAP, CELL)
    } else {
        Rect::new(r.x - along, r.y - GAP, CELL, r.h + GAP)
    }
}

/// A line's bonus (R3.4): beyond its far Step slot.
pub fn line_bonus(line: Line) -> Rect {
    let across = f64::from(line.position()) * CELL + (CELL - BONUS) / 2.0;
    if line.is_row() {
        Rect::new(GRID_X + 4.0 * CELL + GAP + STEP + GAP, GRID_Y + across, BONUS, BONUS)
    } else {
        Rect::new(GRID_X + across, GRID_Y + 4.0 * CELL + GAP + STEP + GAP, BONUS, BONUS)
    }
}

/// The direction a Step slot's arrows point: into the grid.
fn arrow_rotation(slot: StepSlot) -> f64 {
    match (slot.line().is_row(), slot.end()) {
        (true, 0) => 0.0,
        (true, _) => 180.0,
        (false, 0) => 90.0,
        (false, _) => 270.0,
    }
}

const STYLE: &str = "
.quad{fill:#e8d6ae;stroke:#b89f72;stroke-width:1}
.cell{fill:#f7ecd2;stroke:#d8c49a;stroke-width:1}
.step{fill:#fffaf0;stroke:#8c7354;stroke-width:1.5}
.arrows{fill:none;stroke:#5a3d29;stroke-width:2.4;stroke-linecap:round;stroke-linejoin:round}
.bonus{fill:#fff4dc;stroke:#b89f72}
.plus{font:800 15px FONT_UI;fill:#5a3d29;text-anchor:middle;dominant-baseline:central}
";

/// The printed grid block, as SVG text. Blocked Step slots are drawn by the
/// seat's Step tile (a piece), not here: the art is the same for every seat.
pub fn art() -> String {
    let style = STYLE.replace("FONT_UI", FONT_UI);
    let symbols = [
        Symbol::Pottery,
        Symbol::Weaving,
        Symbol::Terrace,
        Symbol::Reed,
        Symbol::Sun,
        Symbol::Llama,
        Symbol::Viracocha,
    ];
    let mut art = Art::new(WIDTH, HEIGHT, &style, &symbols);
    for q in 0..QUADRANTS.len() {
        art.rect("quad", quadrant(q), 8.0);
    }
    for c in Cell::all() {
        art.rect("cell", cell(c).grow(-4.0), 6.0);
    }
    for slot in StepSlot::all() {
        let r = step_slot(slot);
        art.rect("step", r, 8.0);
        let arrows = data::step_arrows(slot);
        let d: String = (0..arrows)
            .map(|i| {
                let dx = (f64::from(i) - (f64::from(arrows) - 1.0) / 2.0) * 10.0;
                format!("M{:.1} -7 L{:.1} 0 L{:.1} 7", Num(dx - 3.5), Num(dx + 3.5), Num(dx - 3.5))
            })
            .collect();
        let (cx, cy) = r.centre();
        let (cx, cy, turn) = (Num(cx), Num(cy), Num(arrow_rotation(slot)));
        art.raw(&format!(r#"<g transform="translate({cx:.1} {cy:.1}) rotate({turn})">"#));
        art.path("arrows", &d);
        art.raw("</g>");
    }
    for line in Line::ALL {
        let r = line_bonus(line);
        art.rect("bonus", r, r.w / 2.0);
        let (cx, cy) = r.centre();
        match data::LINE_BONUSES[line.index()] {
            LineBonus::Llama => art.symbol(Symbol::Llama, cx, cy, 24.0),
            LineBonus::Viracocha => art.symbol(Symbol::Viracocha, cx, cy, 24.0),
            LineBonus::Sun(a) => {
                art.symbol(Symbol::Sun, cx - 6.0, cy - 6.0, 17.0).symbol(Symbol::activity(a), cx + 6.0, cy + 6.0, 16.0)
            }
        };
    }
    art.finish()
}

/// What the printed grid block shows at (x, y), for long-press help.
pub fn describe(x: f64, y: f64) -> Option<String> {
    if let Some(slot) = StepSlot::all().find(|&s| step_slot(s).contains(x, y)) {
        let line = slot.line();
        let args =
            [("line", Arg::Num(line.position() as u32 + 1)), ("arrows", Arg::Num(data::step_arrows(slot).into()))];
        return Some(tf(if line.is_row() { key::BOARD_STEP_SLOT_ROW } else { key::BOARD_STEP_SLOT_COLUMN }, &args));
    }
    if let Some(line) = Line::ALL.into_iter().find(|&l| line_bonus(l).contains(x, y)) {
        let bonus = data::LINE_BONUSES[line.index()];
        let help = super::glossary::help(super::glossary::Icon::LineBonus(bonus));
        let (at, help) = (("line", Arg::Num(line.position() as u32 + 1)), ("help", Arg::Text(&help)));
        return Some(match (bonus, line.is_row()) {
            (LineBonus::Llama, true) => tf(key::BOARD_ROW_LLAMA, &[at, help]),
            (LineBonus::Llama, false) => tf(key::BOARD_COLUMN_LLAMA, &[at, help]),
            (LineBonus::Viracocha, true) => tf(key::BOARD_ROW_VIRACOCHA, &[at, help]),
            (LineBonus::Viracocha, false) => tf(key::BOARD_COLUMN_VIRACOCHA, &[at, help]),
            (LineBonus::Sun(a), row) => {
                let key = if row { key::BOARD_ROW_SUN } else { key::BOARD_COLUMN_SUN };
                tf(key, &[at, ("activity", Arg::Text(&words::activity(a))), help])
            }
        });
    }
    Cell::all().find(|&c| cell(c).contains(x, y)).map(|c| {
        tf(key::BOARD_GRID_CELL, &[("row", Arg::Num(c.row() as u32 + 1)), ("column", Arg::Num(c.column() as u32 + 1))])
    })
}

/// The grid block, in words.
pub fn label() -> String {
    t(key::BOARD_GRID)
}

/// A Step slot covered by the Step tile (R3.2: fewer than four players).
pub fn blocked_label() -> String {
    t(key::BOARD_BLOCKED)
}

/// A Step marker laid on the grid: standing (it may be laid again) or laid
/// this round.
pub fn laid_label(m: Marker, standing: bool) -> String {
    let marker = words::capital(&words::marker(m));
    let key = if standing { key::BOARD_MARKER_STANDING } else { key::BOARD_MARKER_LAID_HERE };
    tf(key, &[("marker", Arg::Text(&marker))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::art::tests::assert_well_formed;

    #[test]
    fn every_part_is_a_touch_target_and_none_overlap() {
        let mut parts: Vec<Rect> = Cell::all().map(cell).collect();
        parts.extend(StepSlot::all().map(step_hit));
        parts.extend(Line::ALL.map(bonus_hit));
        for (i, a) in parts.iter().enumerate() {
            assert!(a.right() <= WIDTH && a.bottom() <= HEIGHT && a.x >= 0.0 && a.y >= 0.0, "part {i} on the board");
            assert!(parts[i + 1..].iter().all(|b| !a.overlaps(b)), "part {i} overlaps another");
        }
        let mut touchable =
            Cell::all().map(cell).chain(StepSlot::all().map(step_slot)).chain(Line::ALL.map(line_bonus));
        assert!(touchable.all(|r| r.w >= 44.0 && r.h >= 44.0));
        let drawn_and_hit = StepSlot::all()
            .map(|s| (step_slot(s), step_hit(s)))
            .chain(Line::ALL.map(|l| (line_bonus(l), bonus_hit(l))));
        for (drawn, hit) in drawn_and_hit {
            assert!(hit.w >= 48.0 && hit.h >= 48.0, "{hit:?}");
            assert!(hit.contains(drawn.x, drawn.y) && hit.contains(drawn.right(), drawn.bottom()), "{hit:?}");
        }
    }

    #[test]
    fn step_slots_sit_at_the_ends_of_their_lines() {
        for slot in StepSlot::all() {
            let r = step_slot(slot);
            let line_cells = Rect::bounds(slot.line().cells().iter().map(cell)).unwrap();
            let (cx, cy) = r.centre();
            if slot.line().is_row() {
                assert!(cy > line_cells.y && cy < line_cells.bottom());
                assert!(if slot.end() == 0 { cx < line_cells.x } else { cx > line_cells.right() });
            } else {
                assert!(cx > line_cells.x && cx < line_cells.right());
                assert!(if slot.end() == 0 { cy < line_cells.y } else { cy > line_cells.bottom() });
            }
        }
    }

    #[test]
    fn the_art_is_well_formed_with_every_slot_and_its_arrows() {
        let svg = art();
        assert_well_formed(&svg);
        assert_eq!(svg.matches(r#"class="step""#).count(), 16);
        let arrows: u32 = StepSlot::all().map(|s| u32::from(data::step_arrows(s))).sum();
        assert_eq!(svg.matches(" L").count() as u32, 2 * arrows, "two line segments per printed arrow");
        assert!(describe(step_slot(StepSlot(5)).centre().0, step_slot(StepSlot(5)).centre().1)
            .unwrap()
            .contains("row 3"));
    }

    #[test]
    fn the_grid_speaks_spanish_and_german_with_each_slots_arrows() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let one = StepSlot::all().find(|&s| data::step_arrows(s) == 1).unwrap();
        let two = StepSlot::all().find(|&s| data::step_arrows(s) == 2).unwrap();
        let at = |s: StepSlot| step_slot(s).centre();
        let sun = Line::ALL.into_iter().find(|l| matches!(data::LINE_BONUSES[l.index()], LineBonus::Sun(_))).unwrap();
        let llama = Line::ALL.into_iter().find(|l| data::LINE_BONUSES[l.index()] == LineBonus::Llama).unwrap();
        let said = |lang| {
            speak_for_test(lang);
            let texts = [
                describe(at(one).0, at(one).1).unwrap(),
                describe(at(two).0, at(two).1).unwrap(),
                describe(line_bonus(sun).centre().0, line_bonus(sun).centre().1).unwrap(),
                describe(line_bonus(llama).centre().0, line_bonus(llama).centre().1).unwrap(),
                describe(cell(Cell::new(1, 2)).centre().0, cell(Cell::new(1, 2)).centre().1).unwrap(),
                laid_label(Marker::Gold, true),
                label(),
                blocked_label(),
            ];
            speak(Catalog::english());
            texts
        };
        let en = said(Lang::En);
        assert!(en[0].contains(": 1 arrow; a marker laid here moves its Ayar 1 space"), "{}", en[0]);
        assert!(en[1].contains(": 2 arrows; a marker laid here moves its Ayar 2 spaces"), "{}", en[1]);
        assert!(en[2].contains("Sun bonus (its visible Suns to your Inti dial). "), "{}", en[2]);
        assert_eq!(en[4], "Tambo grid, row 2, column 3");
        let es = said(Lang::Es);
        assert!(es[0].contains(": 1 flecha; un marcador colocado aquí mueve a su Ayar 1 casilla"), "{}", es[0]);
        assert!(es[1].contains(": 2 flechas; un marcador colocado aquí mueve a su Ayar 2 casillas"), "{}", es[1]);
        assert!(es[3].starts_with("Vaciar la ") && es[3].contains(" da una llama. "), "{}", es[3]);
        assert_eq!(es[4], "Cuadrícula de Tambos, fila 2, columna 3");
        let de = said(Lang::De);
        assert!(de[0].ends_with("bewegt seinen Ayar um 1 Feld"), "{}", de[0]);
        assert!(de[1].ends_with("bewegt seinen Ayar um 2 Felder"), "{}", de[1]);
        assert!(
            de[2].starts_with("Leerst du ") && de[2].contains("-Sonnenbonus (die sichtbaren Sonnen dieser Aktivität"),
            "{}",
            de[2]
        );
        assert!(de[5].ends_with(" steht: darf erneut gelegt werden"), "{}", de[5]);
        for text in es.iter().chain(&de) {
            assert!(!text.contains('{'), "{text}");
        }
    }
}
