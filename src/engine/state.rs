//! The game state: what is on the table. Read access for the UI and bots;
//! only the engine's own modules change it.
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::data;
use super::setup::Setup;
use super::types::*;

/// One building slot of a path: empty, or a Tambo of a player (R1.2).
pub type BuildingSlot = Option<PlayerId>;

/// A Raymi tile on its place (R1.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RaymiTile {
    pub activity: Activity,
    /// Index into `data::RAYMI_PLACES`.
    pub place: u8,
    /// Flipped to its reverse (higher threshold) side.
    pub reversed: bool,
    /// Each linked Ayar has reached the space or retired.
    pub done: [bool; 2],
}

impl RaymiTile {
    pub fn space(&self) -> u8 {
        data::RAYMI_PLACES[self.place as usize].0
    }
    pub fn ayars(&self) -> [Ayar; 2] {
        data::RAYMI_PLACES[self.place as usize].1
    }
    pub fn threshold(&self) -> u8 {
        data::raymi_threshold(self.space(), self.reversed)
    }
    /// Still on the board: some linked Ayar may yet reach it.
    pub fn on_board(&self) -> bool {
        !(self.done[0] && self.done[1])
    }
}

/// A Temple on the Main board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Temple {
    pub owner: PlayerId,
    pub activity: Activity,
}

/// The Main board (R1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MainBoard {
    /// Movement space of each male Ayar.
    pub ayar_space: [u8; 4],
    pub retired: [bool; 4],
    /// Building slots by path and space.
    pub slots: [[BuildingSlot; data::PATH_SLOTS]; 4],
    pub raymi: Vec<RaymiTile>,
    /// Temple row (0 = top) of each female Ayar.
    pub female_row: [u8; 4],
    /// Temples in each row, left to right (slot = index, capped at the last).
    pub temple_rows: [Vec<Temple>; data::TEMPLE_ROWS],
    /// The Viracocha still beside each female Ayar (R1.7).
    pub viracocha_beside: [bool; 4],
}

impl MainBoard {
    /// The Ayar whose female partner heads this row.
    pub fn row_ayar(&self, row: usize) -> Ayar {
        Ayar::from_index(self.female_row.iter().position(|&r| r as usize == row).unwrap_or(0))
    }
    pub fn space(&self, ayar: Ayar) -> u8 {
        self.ayar_space[ayar.index()]
    }
    pub fn is_retired(&self, ayar: Ayar) -> bool {
        self.retired[ayar.index()]
    }
}

/// The Lake board's shared part: the Viracocha areas (R2.3). Boats and
/// Islands belong to the players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Lake {
    pub viracocha: [bool; data::VIRACOCHA_AREAS],
}

/// Pottery market and bag (R6.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Market {
    pub slots: [Option<Pot>; 5],
    /// Drawn from the end; shuffled at setup.
    #[serde(skip)]
    pub bag: Vec<Pot>,
}

impl Market {
    /// The slots that hold a Pot.
    pub fn filled(&self) -> PotSet {
        (0..5).filter(|&i| self.slots[i].is_some()).collect()
    }
}

/// One loom cell: the Textile covering it (numbered per player from 1) and
/// which of its edges show a half-Sun (`Dir::bit`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LoomCell {
    pub textile: u8,
    pub sun_edges: u8,
}

/// Where a player's Step marker is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MarkerState {
    /// The grid Step slot it stands or lies on.
    pub slot: Option<StepSlot>,
    /// Laid this round (lying down): not available until Prepare.
    pub used: bool,
    /// On a Moon scoring slot for the rest of the game (R3.5).
    pub scored: bool,
}

impl MarkerState {
    pub fn available(&self) -> bool {
        !self.used && !self.scored
    }
}

/// What a seat is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    /// The solo automaton (R10).
    Ayllu,
}

/// Where Sun and Moon points came from, for the end screen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    /// Inti gained from Raymi tiles, Cuzco, Sun bonuses, solo bonuses and
    /// solo Dawn marks.
    pub inti_raymi: u32,
    pub inti_cuzco: u32,
    pub inti_sun_bonus: u32,
    pub inti_solo: u32,
    pub moon_temples: u32,
    pub moon_viracocha_bonus: u32,
    pub moon_step_markers: u32,
    /// Sun and Moon after each Dawn (the per-round chart).
    pub after_round: Vec<(u32, u32)>,
}

/// The Ayllu's solo board and automaton state (R10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SoloBoard {
    pub difficulty: u8,
    /// Filled spaces of the solo Pottery and Weaving tracks (R10.2).
    pub pottery: u8,
    pub weaving: u8,
    /// Personal bonuses scored, by activity (R10.3).
    pub bonus_scored: [bool; 4],
    /// Activities marked at Dawn (R10.5).
    pub dawn_marked: [bool; 4],
    /// Tambos still in its supply.
    pub tambos: u8,
    /// Activity token numbers still in play, in face-down order.
    pub tokens: Vec<u8>,
    /// Tokens flipped this round.
    pub flipped: usize,
    /// Step markers in the cloth bag.
    pub bag: Vec<Ayar>,
}

/// One seat's board and scores (R3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerState {
    pub name: String,
    pub kind: SeatKind,
    /// Tambos on the grid.
    pub grid: Cells,
    pub markers: [MarkerState; 5],
    /// Step slots blocked by the Step tile (R3.3), one bit per slot.
    pub blocked: u16,
    /// Lines whose bonus was taken (R3.4), one bit per line.
    pub line_bonus_taken: u8,
    /// The marker on each activity's Moon scoring slot (R3.5).
    pub moon_slots: [Option<Marker>; 4],
    /// Pots owned per colour (R6.1).
    pub pots: [u8; data::POT_COLOURS],
    pub loom: [LoomCell; 16],
    pub textiles: u8,
    pub maize_left: u8,
    pub boat: u8,
    /// Yellow space (1..=8) of each section's Island, once placed.
    pub islands: [Option<u8>; 4],
    pub temples_left: [bool; 4],
    pub inti: u8,
    pub sun: u32,
    pub moon: u32,
    pub llamas: u32,
    pub viracochas: u32,
    /// Tambos moved off the grid (or out of the Ayllu's supply).
    pub tambos_moved: u8,
    /// Tambos returned to the box (R5.4).
    pub tambos_boxed: u8,
    pub score: ScoreSheet,
    pub solo: Option<SoloBoard>,
}

impl PlayerState {
    pub fn marker(&self, m: Marker) -> &MarkerState {
        &self.markers[m.index()]
    }
    /// The marker on a Step slot, if any.
    pub fn marker_on(&self, slot: StepSlot) -> Option<Marker> {
        Marker::ALL.into_iter().find(|m| self.markers[m.index()].slot == Some(slot))
    }
    pub fn tambos_on_grid(&self) -> u8 {
        self.grid.len()
    }
    /// R3.3: the Step tile covers this slot.
    pub fn is_blocked(&self, slot: StepSlot) -> bool {
        self.blocked & slot.bit() != 0
    }
    /// R3.4: this line's bonus was taken.
    pub fn took_line_bonus(&self, line: Line) -> bool {
        self.line_bonus_taken & line.bit() != 0
    }
    pub fn temples_placed(&self) -> usize {
        self.temples_left.iter().filter(|left| !**left).count()
    }
    pub fn is_ayllu(&self) -> bool {
        self.kind == SeatKind::Ayllu
    }
}

/// Which part of the game is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// R4.6: the starting actions, in turn order.
    Start,
    Day,
    Night,
    Over,
}

/// The whole game. Create with `Game::new`, drive with `legal_actions` and
/// `apply`. Equal: the same position, history and generator.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub(crate) setup: Setup,
    pub(crate) rng: ChaCha8Rng,
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    pub(crate) first_player: PlayerId,
    /// Turns taken in this phase (start actions or Day turns of the round).
    pub(crate) turns_taken: usize,
    pub(crate) board: MainBoard,
    pub(crate) lake: Lake,
    pub(crate) market: Market,
    pub(crate) stacks: [Vec<Textile>; 3],
    pub(crate) players: Vec<PlayerState>,
    /// Maize planted on the terrace this round, per player, and when each
    /// player first planted (R8 Harvest tie-break).
    pub(crate) planted: Vec<u8>,
    pub(crate) first_planted: Vec<Option<u32>>,
    pub(crate) plant_clock: u32,
    pub(crate) turn: super::turn::TurnState,
    pub(crate) log: Vec<super::action::Action>,
    /// Actions before this index can no longer be undone.
    pub(crate) undo_floor: usize,
    /// Stop before each automatic Ayllu step (`apply_paused`, `resume`).
    pub(crate) pause_for_ayllu: bool,
    pub(crate) paused: bool,
}

impl Game {
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn first_player(&self) -> PlayerId {
        self.first_player
    }
    pub fn board(&self) -> &MainBoard {
        &self.board
    }
    pub fn lake(&self) -> &Lake {
        &self.lake
    }
    pub fn market(&self) -> &Market {
        &self.market
    }
    /// The Textile on top of each stack (face up), and each stack's size.
    pub fn stack_tops(&self) -> [(Option<Textile>, usize); 3] {
        std::array::from_fn(|i| (self.stacks[i].last().copied(), self.stacks[i].len()))
    }
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    pub fn player(&self, p: PlayerId) -> &PlayerState {
        &self.players[p]
    }
    pub fn seats(&self) -> usize {
        self.players.len()
    }
    /// Maize each player planted this round.
    pub fn planted(&self) -> &[u8] {
        &self.planted
    }
    pub fn log(&self) -> &[super::action::Action] {
        &self.log
    }
    /// The player whose turn it is (Start and Day phases).
    pub fn active_player(&self) -> PlayerId {
        self.turn.player
    }
    /// The seat after `p`, clockwise.
    pub fn next_seat(&self, p: PlayerId) -> PlayerId {
        (p + 1) % self.players.len()
    }
    /// Seats in turn order starting with `p`.
    pub fn seats_from(&self, p: PlayerId) -> impl Iterator<Item = PlayerId> {
        let n = self.players.len();
        (0..n).map(move |i| (p + i) % n)
    }
}
