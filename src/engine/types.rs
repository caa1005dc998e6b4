//! The game's nouns: activities, Ayars, Step markers, grid lines and cells.
use serde::{Deserialize, Serialize};

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

/// A row (0..4) or column (4..8) of the 4 x 4 Tambo grid (R3.1).
pub type Line = u8;
/// A Tambo grid cell, `row * 4 + column`.
pub type Cell = u8;
/// A Step slot: `line * 2 + end`, end 0 = left / top, 1 = right / bottom (R3.2).
pub type StepSlot = u8;

pub fn slot_line(slot: StepSlot) -> Line {
    slot / 2
}

/// Cells of a line as a grid bitmask.
pub fn line_mask(line: Line) -> u16 {
    if line < 4 {
        0x000f << (line * 4)
    } else {
        0x1111 << (line - 4)
    }
}

/// The four 2 x 2 corners as grid bitmasks (R3.1).
pub const QUADRANTS: [u16; 4] = [0x0033, 0x00cc, 0x3300, 0xcc00];

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
        let (r, c) = (cell / 4, cell % 4);
        match self {
            Self::East if c < 3 => Some(cell + 1),
            Self::West if c > 0 => Some(cell - 1),
            Self::South if r < 3 => Some(cell + 4),
            Self::North if r > 0 => Some(cell - 4),
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
