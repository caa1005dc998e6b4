//! The game's nouns: activities, Ayars, Step markers, grid lines and cells.
use serde::{Deserialize, Serialize};

pub use super::grid::{Cell, Cells, Line, StepSlot, QUADRANTS};

/// A seat at the table, in clockwise order (0 sits left of nobody).
pub type PlayerId = usize;

/// The four activities, in the fixed "top to bottom" order of RULES.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Activity {
    Pottery,
    Weaving,
    Terrace,
    Reed,
}

impl Activity {
    /// Top to bottom: "topmost" means earliest here.
    pub const ALL: [Activity; 4] = [Self::Pottery, Self::Weaving, Self::Terrace, Self::Reed];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Activity {
        Self::ALL[i % 4]
    }
    pub fn name(self) -> &'static str {
        match self {
            Self::Pottery => "Pottery",
            Self::Weaving => "Weaving",
            Self::Terrace => "Terrace farming",
            Self::Reed => "Reed bundling",
        }
    }
}

/// A male Ayar (moves on a path) together with his female partner (sits in
/// a Temple row). RULES: wording.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Ayar {
    Manco,
    Auca,
    Cachi,
    Uchu,
}

impl Ayar {
    pub const ALL: [Ayar; 4] = [Self::Manco, Self::Auca, Self::Cachi, Self::Uchu];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(i: usize) -> Ayar {
        Self::ALL[i % 4]
    }
    /// The male Ayar's name.
    pub fn name(self) -> &'static str {
        match self {
            Self::Manco => "Ayar Manco",
            Self::Auca => "Ayar Auca",
            Self::Cachi => "Ayar Cachi",
            Self::Uchu => "Ayar Uchu",
        }
    }
    /// The female partner's name.
    pub fn partner_name(self) -> &'static str {
        match self {
            Self::Manco => "Mama Ocllo",
            Self::Auca => "Mama Huaco",
            Self::Cachi => "Mama Cura",
            Self::Uchu => "Mama Raua",
        }
    }
    /// RULES R1.2: the activity a path leans to.
    pub fn home(self) -> Activity {
        Activity::from_index(self.index())
    }
}

/// A Step marker: one per Ayar colour plus the gold one (R3.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Marker {
    Manco,
    Auca,
    Cachi,
    Uchu,
    Gold,
}

impl Marker {
    pub const ALL: [Marker; 5] = [Self::Manco, Self::Auca, Self::Cachi, Self::Uchu, Self::Gold];

    pub fn index(self) -> usize {
        self as usize
    }
    /// The Ayar this marker moves; `None` for gold (any Ayar).
    pub fn ayar(self) -> Option<Ayar> {
        match self {
            Self::Gold => None,
            m => Some(Ayar::from_index(m.index())),
        }
    }
    pub fn of(ayar: Ayar) -> Marker {
        Self::ALL[ayar.index()]
    }
}

/// Orthogonal directions on the loom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    East,
    South,
    West,
    North,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Self::East, Self::South, Self::West, Self::North];

    pub fn opposite(self) -> Dir {
        match self {
            Self::East => Self::West,
            Self::South => Self::North,
            Self::West => Self::East,
            Self::North => Self::South,
        }
    }
    /// The neighbouring cell of a 4 x 4 board, if any.
    pub fn step(self, cell: Cell) -> Option<Cell> {
        let (r, c) = (cell.row(), cell.column());
        match self {
            Self::East if c < 3 => Some(Cell::new(r, c + 1)),
            Self::West if c > 0 => Some(Cell::new(r, c - 1)),
            Self::South if r < 3 => Some(Cell::new(r + 1, c)),
            Self::North if r > 0 => Some(Cell::new(r - 1, c)),
            _ => None,
        }
    }
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// A Pot: one of six colours; one Pot of each colour shows a Viracocha (R4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pot {
    pub colour: u8,
    pub viracocha: bool,
}

/// A set of Pottery market slots (R6.1): bit i is slot i + 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PotSet(pub u8);

impl PotSet {
    /// The set of one slot (0-based).
    pub const fn one(slot: usize) -> PotSet {
        PotSet(1 << slot)
    }
    /// Every non-empty set of the five slots.
    pub fn all() -> impl Iterator<Item = PotSet> {
        (1..32).map(PotSet)
    }
    pub const fn contains(self, slot: usize) -> bool {
        self.0 & (1 << slot) != 0
    }
    /// The set with `slot` added if absent, removed if present.
    pub const fn toggle(self, slot: usize) -> PotSet {
        PotSet(self.0 ^ (1 << slot))
    }
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Within `other`: every slot of this set is in it.
    pub const fn within(self, other: PotSet) -> bool {
        self.0 & !other.0 == 0
    }
    /// Its slots (0-based), lowest first.
    pub fn slots(self) -> impl Iterator<Item = usize> {
        (0..5).filter(move |&i| self.contains(i))
    }
    /// R6.1: what its Pots cost together.
    pub fn cost(self) -> u8 {
        self.slots().map(|i| super::data::MARKET_COSTS[i]).sum()
    }
}

impl FromIterator<usize> for PotSet {
    fn from_iter<I: IntoIterator<Item = usize>>(slots: I) -> PotSet {
        PotSet(slots.into_iter().fold(0, |set, slot| set | PotSet::one(slot).0))
    }
}

/// A Textile: a 2 x 1 tile whose ends may print a half-Sun (R6.2).
/// `suns` counts the half-Suns: 1 means on end A only, 2 on both ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Textile {
    pub suns: u8,
}

impl Textile {
    pub fn end_a_sun(self) -> bool {
        self.suns >= 1
    }
    pub fn end_b_sun(self) -> bool {
        self.suns >= 2
    }
    /// Placed with end A on `cell` and end B on its `dir` neighbour: each
    /// end's cell and the edges (`Dir::bit`) showing a half-Sun, which is
    /// that end's outer short edge (R6.2). `None` off the loom.
    pub fn sun_edges(self, cell: Cell, dir: Dir) -> Option<[(Cell, u8); 2]> {
        let other = dir.step(cell)?;
        let edge = |sun: bool, side: Dir| if sun { side.bit() } else { 0 };
        Some([(cell, edge(self.end_a_sun(), dir.opposite())), (other, edge(self.end_b_sun(), dir))])
    }
}

/// What a finished row or column gives (R3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineBonus {
    Llama,
    Viracocha,
    Sun(Activity),
}

/// An end-of-turn effect waiting to be resolved (R7, R5.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    /// R7.1: a quadrant emptied; place a Temple.
    Temple,
    /// R7.2: this row or column emptied.
    LineBonus { line: Line },
    /// R1.4: the Raymi tile at this index of `data::RAYMI_PLACES`.
    Raymi { tile: u8 },
    /// R1.5: this Ayar reached Cuzco.
    Cuzco { ayar: Ayar },
}

/// The solo difficulty boards (R10.4), 1 Novice to 4 Sapa Inca.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Difficulty(pub u8);
