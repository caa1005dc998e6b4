//! Every number of the game, in one place (docs/RULES.md: "Every number comes
//! from `src/engine/data.rs`"). Retune here; logic reads only these tables.
use super::types::{Activity, Ayar, Line, LineBonus, StepSlot};

pub const ROUNDS: u8 = 4;
pub const MAX_PLAYERS: usize = 4;
/// R4.4 / seed "Activity area limits".
pub const TAMBOS_PER_PLAYER: u8 = 16;
/// Seed "Activity area limits": each player's turns in rounds 1 to 4.
pub const TURNS_PER_ROUND: [usize; ROUNDS as usize] = [5, 4, 3, 2];
/// R5.2: a grid line's cells. Power is counted once the Tambo is taken:
/// the line's empty cells, so 1 to `MAX_POWER`.
pub const LINE_CELLS: u8 = 4;
pub const MAX_POWER: u8 = LINE_CELLS;

/// R5.2: the power of a line that held `tambos` Tambos before one was taken.
pub fn line_power(tambos: u8) -> u8 {
    LINE_CELLS + 1 - tambos
}
pub const TEMPLES_PER_PLAYER: usize = 4;

// ---- R1 Main board ----------------------------------------------------------

/// R1.1: movement spaces 0 (Tiwanaku) to 30 (Cuzco).
pub const CUZCO: u8 = 30;
pub const PATH_SLOTS: usize = CUZCO as usize + 1;

/// R1.2: building-slot motif; entries are offsets from the path's home
/// activity (h = 0, a = 1, b = 2, c = 3).
const SLOT_MOTIF: [usize; 10] = [0, 1, 2, 0, 3, 1, 0, 2, 3, 0];

/// R1.2: the activity shown by the building slot at `space` of `path`.
pub fn slot_activity(path: Ayar, space: u8) -> Activity {
    SLOT_ACTIVITIES[path.index()][space as usize]
}

/// R1.2 as a table: slot 0 shows the home activity, then the motif repeats.
const SLOT_ACTIVITIES: [[Activity; PATH_SLOTS]; 4] = {
    let mut table = [[Activity::Pottery; PATH_SLOTS]; 4];
    let mut path = 0;
    while path < 4 {
        let mut space = 0;
        while space < PATH_SLOTS {
            let offset = if space == 0 { 0 } else { SLOT_MOTIF[(space - 1) % 10] };
            table[path][space] = Activity::ALL[(path + offset) % 4];
            space += 1;
        }
        path += 1;
    }
    table
};

/// R1.4: the eight Raymi places: (space, the two linked Ayars).
pub const RAYMI_PLACES: [(u8, [Ayar; 2]); 8] = [
    (8, [Ayar::Manco, Ayar::Auca]),
    (8, [Ayar::Cachi, Ayar::Uchu]),
    (14, [Ayar::Auca, Ayar::Cachi]),
    (14, [Ayar::Uchu, Ayar::Manco]),
    (20, [Ayar::Manco, Ayar::Auca]),
    (20, [Ayar::Cachi, Ayar::Uchu]),
    (26, [Ayar::Auca, Ayar::Cachi]),
    (26, [Ayar::Uchu, Ayar::Manco]),
];

/// R1.4: Raymi tiles, two per activity, shuffled onto the places at setup.
pub const RAYMI_TILES: [Activity; 8] = [
    Activity::Pottery,
    Activity::Pottery,
    Activity::Weaving,
    Activity::Weaving,
    Activity::Terrace,
    Activity::Terrace,
    Activity::Reed,
    Activity::Reed,
];

/// R1.4: visible Suns needed for the Llama, [front, reverse], by space.
pub fn raymi_threshold(space: u8, reverse: bool) -> u8 {
    let front = match space {
        8 => 2,
        14 => 3,
        20 => 4,
        _ => 5,
    };
    front + reverse as u8
}

/// Seed "Cuzco": a chosen activity with at least this many Suns gives a Llama.
pub const CUZCO_LLAMA_SUNS: u8 = 6;

/// R1.6: one Temple row per female Ayar.
pub const TEMPLE_ROWS: usize = 4;
/// R1.6: the Temple columns' bonuses; the last slot holds many. Balance
/// pass 2 (issue 14, docs/balance.md): were +4 +3 +2 +1 +0. Early columns
/// fill most at 2 players, so the cut lowers Moon there most, where Moon
/// ran 17% above Sun.
pub const TEMPLE_COLUMN_BONUS: [u32; 5] = [2, 1, 0, 0, 0];

pub fn temple_column_bonus(column: usize) -> u32 {
    TEMPLE_COLUMN_BONUS[column.min(TEMPLE_COLUMN_BONUS.len() - 1)]
}

// ---- R2 Lake board -----------------------------------------------------------

/// R2.1: the Boat's last space.
pub const BOAT_END: u8 = 14;
/// R2.1: printed number of boat spaces 1..=14 (index 0 unused).
pub const BOAT_NUMBERS: [u8; 15] = [0, 1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 6, 7, 8, 8];
/// R2.1: section (0..4) of boat spaces 1..=14 (index 0 unused).
pub const BOAT_SECTIONS: [u8; 15] = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3];

pub fn boat_section(space: u8) -> usize {
    BOAT_SECTIONS[space as usize] as usize
}

/// R2.2: yellow spaces carry Moon values 1..=8.
pub const YELLOW_SPACES: u8 = 8;
/// R2.3: Viracocha areas A..D (0..4) adjacent to each yellow space 1..=8,
/// in area order (8 is beside D and A).
const YELLOW_AREAS: [&[u8]; YELLOW_SPACES as usize] = [&[0], &[0, 1], &[1], &[1, 2], &[2], &[2, 3], &[3], &[0, 3]];
pub const VIRACOCHA_AREAS: usize = 4;

/// R2.3: the Viracocha areas beside a yellow space, in area order (none
/// for a number that is no yellow space).
pub fn areas_beside(yellow: u8) -> impl Iterator<Item = u8> {
    let index = (yellow as usize).wrapping_sub(1);
    YELLOW_AREAS.get(index).copied().unwrap_or_default().iter().copied()
}

/// R2.3: the yellow spaces beside a Viracocha area, ascending.
pub fn yellows_beside(area: u8) -> impl Iterator<Item = u8> {
    (1..=YELLOW_SPACES).filter(move |&y| areas_beside(y).any(|a| a == area))
}

/// R6.4: Suns revealed when a section's Island leaves the player board
/// (first estimate: 1, 1, 2, 2; balance pass 1: 1, 1, 1, 3; balance pass 3: the
/// last Island 3 -> 2, as Reed was the 3-player winner's strongest activity
/// in 57.5% of 40 games; docs/balance.md).
pub const ISLAND_SUNS: [u8; 4] = [1, 1, 1, 2];

// ---- R3 Player board ---------------------------------------------------------

/// R3.2: arrows beside each Step slot, by line (rows 0..4, then columns)
/// and end (left/top, right/bottom).
pub const STEP_ARROWS: [[u8; 2]; 8] = [[1, 2], [2, 1], [1, 3], [2, 1], [1, 2], [3, 1], [1, 2], [2, 1]];

pub fn step_arrows(slot: StepSlot) -> u8 {
    STEP_ARROWS[slot.line().index()][slot.end() as usize]
}

/// R3.3: Step slots the Step tile blocks, as a bitmask over the 16 slots.
pub fn blocked_step_slots(seats: usize, solo: bool) -> u16 {
    let one_arrow_ends = |lines: &[Line]| {
        lines.iter().fold(0u16, |mask, &line| {
            let end = STEP_ARROWS[line.index()].iter().position(|&a| a == 1).unwrap_or(0);
            mask | line.end(end as u8).bit()
        })
    };
    match (seats, solo) {
        (_, true) | (0..=2, false) => one_arrow_ends(&Line::ALL),
        (3, false) => one_arrow_ends(&[Line::row(0), Line::row(1), Line::column(0), Line::column(1)]),
        _ => 0,
    }
}

/// R3.4: what each emptied line gives (rows 1-4, then columns 1-4).
pub const LINE_BONUSES: [LineBonus; 8] = [
    LineBonus::Llama,
    LineBonus::Sun(Activity::Pottery),
    LineBonus::Viracocha,
    LineBonus::Sun(Activity::Weaving),
    LineBonus::Sun(Activity::Terrace),
    LineBonus::Llama,
    LineBonus::Sun(Activity::Reed),
    LineBonus::Viracocha,
];

/// R3.8: the Inti dial stops here. Balance pass 2 (issue 14,
/// docs/balance.md): was 60. Raymi and Cuzco feed every dial, so dials run a round
/// ahead at 4 players (Sun 21% above Moon there, 17% below it at 2); a
/// limit of 38 clips the third and fourth Dawns at 4 players and only the
/// fourth at 2, narrowing Sun from 88-119 to 82-98 across 2-4 players.
pub const INTI_MAX: u8 = 38;
/// R3.8 / R8: the two-Viracocha Moon bonus.
pub const VIRACOCHA_BONUS_MIN: u32 = 2;
pub const VIRACOCHA_BONUS_PER_TEMPLE: u32 = 2;

// ---- R6 Activities -------------------------------------------------------------

/// R6.1: market slot costs, slot 1 to slot 5.
pub const MARKET_COSTS: [u8; 5] = [1, 1, 2, 2, 3];
pub const POT_COLOURS: usize = 6;
pub const POTS_PER_COLOUR: usize = 5;
/// R6.1: Moon value by the largest number of Pots of one colour (retuned
/// from the first estimate 0, 2, 4, 8, 12, 16 by the balance pass: docs/balance.md).
pub const POTTERY_MOON: [u32; 6] = [0, 3, 7, 11, 15, 19];

/// R6.2: half-Suns on each Textile of the three stacks, (half-Suns, count)
/// (balance pass 1: stack 1 was 4 blank and 6 with one, stack 3 4 with one
/// and 6 with two; pass 1 left 2 blank and 8 with one in stack 1, pass 3
/// gives all 10 one half-Sun: Weaving had the lowest Suns+Moon and was almost
/// never the winner's strongest, and the Sun it adds gives back part of the
/// Reed Sun taken off (at 2 players Sun ran below Moon); docs/balance.md).
pub const TEXTILE_STACKS: [&[(u8, usize)]; 3] = [&[(1, 10)], &[(1, 10)], &[(1, 2), (2, 8)]];

/// R6.2: stacks a power may take from, each entry a set of stacks taken
/// together (index = power - 1; stacks 0-based).
pub const WEAVING_STACKS: [&[&[usize]]; 4] = [&[&[0]], &[&[0], &[1]], &[&[0, 1]], &[&[0, 2]]];
/// Seed "Ayllu activities" (Weaving): the stacks the Ayllu takes from at
/// each power (index = power - 1; stacks 0-based).
pub const AYLLU_WEAVING_STACKS: [&[usize]; MAX_POWER as usize] = [&[0], &[1], &[0, 1], &[0, 2]];
/// R6.2: Moon per completely filled loom column (balance pass 1 raised the first
/// estimate's 4 to 5; balance pass 2 set it back to 4: with the lower Inti limit Weaving
/// had the highest Suns+Moon at 2 and 3 players, 18.4 against 13-17, nearly
/// all of it Moon, the side that ran above Sun at 2 players; docs/balance.md).
pub const LOOM_MOON_PER_COLUMN: u32 = 4;

/// R6.3: every second revealed Maize space shows a Sun.
pub const MAIZE_PER_SUN: u8 = 2;

/// R6.3: Maize cubes and the Viracocha boxes (spaces 4-6 and 10-12).
pub const MAIZE: u8 = 12;
/// A Viracocha box empties when the cube on this space (1-based) leaves.
pub const VIRACOCHA_BOX_LAST_SPACES: [u8; 2] = [6, 12];
/// R6.3: Moon values under spaces 1, 3, 5, 7, 9, 11 (balance pass: were
/// 2, 4, 6, 10, 12, 16).
pub const TERRACE_MOON: [u32; 6] = [2, 3, 5, 7, 9, 11];

// ---- R9 Game end -----------------------------------------------------------------

pub const LLAMA_POINTS: u32 = 2;

// ---- R10 Solo ----------------------------------------------------------------

/// R10.1: an Ayllu Activity token: spaces moved, power modifier, Temple.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AylluToken {
    pub number: u8,
    pub moves: u8,
    pub modifier: i8,
    pub temple: bool,
}

pub const AYLLU_TOKENS: [AylluToken; 5] = [
    AylluToken { number: 1, moves: 2, modifier: 0, temple: true },
    AylluToken { number: 2, moves: 3, modifier: -1, temple: false },
    AylluToken { number: 3, moves: 2, modifier: 1, temple: false },
    AylluToken { number: 4, moves: 3, modifier: 0, temple: true },
    AylluToken { number: 5, moves: 4, modifier: -1, temple: false },
];

/// R10.2: (Suns, Moon) printed above each solo Pottery track space.
pub const SOLO_POTTERY_TRACK: [(u8, u32); 10] =
    [(0, 2), (1, 2), (1, 4), (2, 4), (2, 6), (3, 8), (3, 8), (4, 10), (5, 12), (6, 14)];
/// R10.2: (Suns, Moon) printed above each solo Weaving space.
pub const SOLO_WEAVING_TRACK: [(u8, u32); 8] = [(0, 2), (1, 4), (2, 4), (2, 6), (3, 8), (4, 10), (5, 12), (6, 14)];

/// R10.3: the solo Bonus icons: Pottery space 5, Weaving space 4, Terrace
/// space 6 (cubes planted), Reed: the third Island placed.
pub const SOLO_BONUS_AT: [u8; 4] = [5, 4, 6, 3];

/// R10.4: a difficulty board's printed values. The solo text uses "all four
/// difficulty values" without printing them; the balance pass retuned
/// the first estimate (0/0/1/0, 1/1/2/0, 2/2/2/1, 4/3/3/2) so that
/// the hard bot's wins fall from Novice to Sapa Inca (docs/balance.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DifficultyBoard {
    pub name: &'static str,
    pub inti: u8,
    pub llamas: u32,
    pub points_per_llama: u32,
    pub moon_per_temple: u32,
}

/// Solo difficulty `level`'s board (1 Novice .. 4 Sapa Inca; R10.4).
pub fn difficulty_board(level: u8) -> DifficultyBoard {
    DIFFICULTY_BOARDS[usize::from(level.clamp(1, DIFFICULTY_BOARDS.len() as u8)) - 1]
}

pub const DIFFICULTY_BOARDS: [DifficultyBoard; 4] = [
    DifficultyBoard { name: "Novice", inti: 2, llamas: 1, points_per_llama: 2, moon_per_temple: 2 },
    DifficultyBoard { name: "Apprentice", inti: 7, llamas: 4, points_per_llama: 4, moon_per_temple: 7 },
    DifficultyBoard { name: "Elder", inti: 8, llamas: 5, points_per_llama: 4, moon_per_temple: 8 },
    DifficultyBoard { name: "Sapa Inca", inti: 10, llamas: 6, points_per_llama: 4, moon_per_temple: 10 },
];
