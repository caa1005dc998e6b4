//! The Player board's coordinates (R3.1, R3.2): grid cells, rows and
//! columns, the Step slots at their ends, and sets of cells. Each is a
//! small `Copy` type whose number is its save-file encoding, so a save
//! reads `"cell": 6` while code reads `cell.row()`.
use serde::{Deserialize, Serialize};

/// A cell of the 4 x 4 Tambo grid: `row * 4 + column`, rows and columns
/// counted from 0 (top, left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Cell(pub u8);

impl Cell {
    pub const fn new(row: u8, column: u8) -> Cell {
        Cell(row * 4 + column)
    }
    /// All 16 cells, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..16).map(Cell)
    }
    pub const fn row(self) -> u8 {
        self.0 / 4
    }
    pub const fn column(self) -> u8 {
        self.0 % 4
    }
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// Its bit in a `Cells` set.
    pub const fn bit(self) -> u16 {
        1 << self.0
    }
    /// Its row and its column.
    pub const fn lines(self) -> [Line; 2] {
        [Line::row(self.row()), Line::column(self.column())]
    }
    /// R3.1: the 2 x 2 corner it lies in.
    pub const fn quadrant(self) -> Cells {
        QUADRANTS[(self.row() / 2 * 2 + self.column() / 2) as usize]
    }
}

/// A row (0..4) or a column (4..8) of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Line(pub u8);

impl Line {
    pub const ALL: [Line; 8] = [Line(0), Line(1), Line(2), Line(3), Line(4), Line(5), Line(6), Line(7)];

    pub const fn row(row: u8) -> Line {
        Line(row)
    }
    pub const fn column(column: u8) -> Line {
        Line(4 + column)
    }
    pub const fn is_row(self) -> bool {
        self.0 < 4
    }
    /// Which row or which column, from 0.
    pub const fn position(self) -> u8 {
        self.0 % 4
    }
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    pub const fn bit(self) -> u8 {
        1 << self.0
    }
    /// Its four cells.
    pub const fn cells(self) -> Cells {
        if self.is_row() {
            Cells(0x000f << (self.0 * 4))
        } else {
            Cells(0x1111 << (self.0 - 4))
        }
    }
    /// The Step slot at one end: 0 left or top, 1 right or bottom.
    pub const fn end(self, end: u8) -> StepSlot {
        StepSlot(self.0 * 2 + end)
    }
}

/// A Step slot beside the grid (R3.2): `line * 2 + end`, end 0 at the
/// left or top, 1 at the right or bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct StepSlot(pub u8);

impl StepSlot {
    /// All 16 slots, line by line.
    pub fn all() -> impl Iterator<Item = StepSlot> {
        (0..16).map(StepSlot)
    }
    pub const fn line(self) -> Line {
        Line(self.0 / 2)
    }
    /// 0 at the left or top, 1 at the right or bottom.
    pub const fn end(self) -> u8 {
        self.0 % 2
    }
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// Its bit in a set of slots (`PlayerState::blocked`).
    pub const fn bit(self) -> u16 {
        1 << self.0
    }
}

/// A set of grid cells (the Tambos on a grid, a line, a quadrant).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Cells(pub u16);

impl Cells {
    pub const FULL: Cells = Cells(0xffff);

    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit() != 0
    }
    pub const fn len(self) -> u8 {
        self.0.count_ones() as u8
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub const fn without(self, cell: Cell) -> Cells {
        Cells(self.0 & !cell.bit())
    }
    /// Its cells, in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |&c| self.contains(c))
    }
}

impl std::ops::BitAnd for Cells {
    type Output = Cells;
    fn bitand(self, other: Cells) -> Cells {
        Cells(self.0 & other.0)
    }
}

impl std::ops::BitOr for Cells {
    type Output = Cells;
    fn bitor(self, other: Cells) -> Cells {
        Cells(self.0 | other.0)
    }
}

impl std::ops::Not for Cells {
    type Output = Cells;
    fn not(self) -> Cells {
        Cells(!self.0)
    }
}

impl FromIterator<Cell> for Cells {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> Cells {
        Cells(cells.into_iter().fold(0, |set, c| set | c.bit()))
    }
}

/// R3.1: the four 2 x 2 corners, top left, top right, bottom left, bottom right.
pub const QUADRANTS: [Cells; 4] = [Cells(0x0033), Cells(0x00cc), Cells(0x3300), Cells(0xcc00)];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r3_1_cells_know_their_row_column_and_quadrant() {
        let cell = Cell::new(2, 3);
        assert_eq!((cell.row(), cell.column(), cell.0), (2, 3, 11));
        assert_eq!(cell.lines(), [Line::row(2), Line::column(3)]);
        assert_eq!(cell.quadrant(), QUADRANTS[3]);
        assert_eq!(Cell::new(0, 1).quadrant(), QUADRANTS[0]);
        assert_eq!(Cell::new(1, 2).quadrant(), QUADRANTS[1]);
        assert_eq!(Cell::new(3, 0).quadrant(), QUADRANTS[2]);
        for q in QUADRANTS {
            assert_eq!(q.len(), 4);
            assert!(q.iter().all(|c| c.quadrant() == q));
        }
    }

    #[test]
    fn r3_1_each_line_holds_its_four_cells() {
        for line in Line::ALL {
            let cells: Vec<Cell> = line.cells().iter().collect();
            assert_eq!(cells.len(), 4);
            assert!(cells.iter().all(|c| c.lines().contains(&line)));
        }
        assert!(Line::row(1).is_row() && !Line::column(1).is_row());
        assert_eq!((Line::row(3).position(), Line::column(2).position()), (3, 2));
    }

    #[test]
    fn r3_2_step_slots_sit_at_both_ends_of_each_line() {
        assert_eq!(StepSlot::all().count(), 16);
        for slot in StepSlot::all() {
            assert_eq!(slot.line().end(slot.end()), slot);
        }
        assert_eq!(Line::column(1).end(0), StepSlot(10));
    }

    #[test]
    fn encodings_are_plain_numbers_in_a_save() {
        assert_eq!(serde_json::to_string(&Cell::new(1, 2)).unwrap(), "6");
        assert_eq!(serde_json::from_str::<StepSlot>("14").unwrap(), StepSlot(14));
        assert_eq!(serde_json::to_string(&Line::column(0)).unwrap(), "4");
    }
}
