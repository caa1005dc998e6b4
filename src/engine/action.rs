//! What a player can decide (`Action`), what the game waits for
//! (`Decision`), what happened (`Event`) and why an action was refused
//! (`ActionError`).
use serde::{Deserialize, Serialize};

use super::types::*;

/// One decision a player takes. Small and `Copy`: a game is its setup plus
/// a list of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Day turn: lay an available Step marker on an empty Step slot and
    /// move `ayar` (the marker's own Ayar, any Ayar for gold) (seed "Day turn").
    LayStep { marker: Marker, slot: StepSlot, ayar: Ayar },
    /// Take the Tambo on this grid cell (from the marked line on a Day turn).
    TakeTambo { cell: Cell },
    /// Put the Tambo on the building slot at `space` of `path`.
    BuildTambo { path: Ayar, space: u8 },
    /// R5.4: no empty building slot behind the Ayar: the Tambo goes to the box.
    BoxTambo,
    /// Perform the activity at this power (1..=the line's empty spaces).
    ChoosePower { power: u8 },
    /// R6.1: take the Pots on these market slots.
    TakePots { slots: PotSet },
    /// R6.2: at power 2, take the top Textile of stack 1 or 2 (0-based here).
    ChooseStack { stack: u8 },
    /// R6.2: place the next Textile: end A on `cell`, end B on its `dir` neighbour.
    PlaceTextile { cell: Cell, dir: Dir },
    /// R6.4: take the Viracocha of this area (0 = A .. 3 = D).
    TakeViracocha { area: u8 },
    /// R5.5: resolve this end-of-turn effect next.
    ResolveTrigger { trigger: Trigger },
    /// R3.7: place a Temple of this type.
    ChooseTemple { activity: Activity },
    /// Seed "Cuzco": score these two different activities.
    ChooseCuzco { first: Activity, second: Activity },
    /// Seed Night "Score Step markers": put the marker on this Moon slot.
    ScoreStepMarker { activity: Activity },
}

/// What the game waits for. `Game::pending` says who decides it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Decision {
    LayStep,
    TakeTambo,
    BuildTambo,
    ChoosePower { max: u8 },
    TakePots { power: u8 },
    ChooseStack,
    PlaceTextile { textile: Textile },
    TakeViracocha { yellow: u8 },
    ResolveTrigger,
    ChooseTemple,
    ChooseCuzco { ayar: Ayar },
    ScoreStepMarker { marker: Marker },
}

/// The player who must decide, and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Pending {
    pub player: PlayerId,
    pub decision: Decision,
}

/// Where Inti came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum IntiSource {
    Raymi,
    Cuzco,
    SunBonus,
    /// R10.3 and R10.5 (Ayllu only).
    Solo,
}

/// Where Moon points came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum MoonSource {
    Temple,
    ViracochaBonus,
    StepMarker,
}

/// Something that happened, for the UI and the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Event {
    RoundStarted {
        round: u8,
        first_player: PlayerId,
    },
    TurnStarted {
        player: PlayerId,
    },
    StepLaid {
        player: PlayerId,
        marker: Marker,
        slot: StepSlot,
        ayar: Ayar,
    },
    AyarMoved {
        ayar: Ayar,
        from: u8,
        to: u8,
    },
    TamboTaken {
        player: PlayerId,
        cell: Cell,
    },
    TamboBuilt {
        player: PlayerId,
        path: Ayar,
        space: u8,
        activity: Activity,
    },
    TamboBoxed {
        player: PlayerId,
    },
    PowerChosen {
        player: PlayerId,
        activity: Activity,
        power: u8,
    },
    PotTaken {
        player: PlayerId,
        slot: u8,
        pot: Pot,
    },
    /// A random reveal: a Pot drawn from the bag into the market.
    PotRevealed {
        slot: u8,
        pot: Pot,
    },
    TextileTaken {
        player: PlayerId,
        stack: u8,
        textile: Textile,
    },
    /// A random reveal: a stack shows a new top Textile.
    TextileRevealed {
        stack: u8,
        textile: Textile,
    },
    TextilePlaced {
        player: PlayerId,
        cell: Cell,
        dir: Dir,
    },
    TextileDiscarded {
        player: PlayerId,
    },
    MaizePlanted {
        player: PlayerId,
        count: u8,
    },
    BoatMoved {
        player: PlayerId,
        from: u8,
        to: u8,
    },
    IslandPlaced {
        player: PlayerId,
        section: u8,
        yellow: u8,
    },
    ViracochaGained {
        player: PlayerId,
    },
    /// An Ayllu Viracocha turned into a Llama (solo).
    ViracochaBecameLlama {
        player: PlayerId,
    },
    LlamaGained {
        player: PlayerId,
    },
    IntiGained {
        player: PlayerId,
        /// What the dial took: less than was earned once it is full.
        amount: u8,
        source: IntiSource,
        /// The dial is at its limit after this (R3.8, `data::INTI_MAX`).
        full: bool,
    },
    TemplePlaced {
        player: PlayerId,
        activity: Activity,
        row: u8,
        column: u8,
    },
    LineBonusTaken {
        player: PlayerId,
        line: Line,
        bonus: LineBonus,
    },
    RaymiScored {
        tile: u8,
        activity: Activity,
        threshold: u8,
    },
    RaymiFlipped {
        tile: u8,
    },
    RaymiRemoved {
        tile: u8,
    },
    CuzcoScored {
        player: PlayerId,
        ayar: Ayar,
        first: Activity,
        second: Activity,
    },
    NightStarted {
        round: u8,
    },
    AyarRetired {
        ayar: Ayar,
    },
    Harvest {
        ayar: Ayar,
        winner: Option<PlayerId>,
    },
    MoonScored {
        player: PlayerId,
        amount: u32,
        source: MoonSource,
    },
    TemplesScored {
        row: u8,
        ayar: Ayar,
    },
    StepMarkerScored {
        player: PlayerId,
        marker: Marker,
        activity: Activity,
    },
    Dawn {
        player: PlayerId,
        inti: u8,
        sun: u32,
    },
    /// The Ayllu explains a choice (solo).
    AylluChose {
        reason: AylluReason,
    },
    GameOver,
}

/// Why the Ayllu chose what it did: the priority of the solo text (R10)
/// that decided, with what it decided on. Data, not words: `view::words`
/// says each one as a sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AylluReason {
    /// Starting action: the start slot whose activity matches a Raymi
    /// tile at space 8.
    StartMatchesRaymi { path: Ayar },
    /// Starting action: the topmost open start slot (R10.6).
    StartTopmost { path: Ayar },
    /// The Activity token flipped and the Step marker drawn: who moves,
    /// how far, at what power, and whether a Temple follows.
    Token { number: u8, ayar: Ayar, moves: u8, power: u8, temple: bool },
    /// The Tambo goes where it scores the first unscored Raymi tile ahead.
    SlotForRaymi { activity: Activity, path: Ayar, space: u8 },
    /// ... else the topmost activity whose personal bonus is unscored.
    SlotForBonus { activity: Activity },
    /// ... else the topmost activity whose Moons have not scored.
    SlotForMoons { activity: Activity },
    /// ... else the open slot closest to the Ayar.
    SlotClosest { activity: Activity },
    /// No open slot behind the Ayar: the Tambo goes to the box (R10.6).
    TamboToBox,
    /// Pottery: the most Pots the power allows, Viracocha Pots first, then
    /// the lower market slots.
    MostPots,
    /// A personal bonus reached: the activity's Suns go to the Inti dial.
    PersonalBonus { activity: Activity },
    /// Reed: the Viracocha of the area beside the lower adjacent Island.
    ReedViracocha { area: u8 },
    /// A Temple of the activity with the most Moons among those left.
    Temple { activity: Activity },
    /// Cuzco: the two activities with the most Suns.
    Cuzco { first: Activity, second: Activity },
    /// Night: the Step marker scores the activity with the most Moons.
    StepMarker { activity: Activity },
    /// Dawn: the unmarked activity with the most Suns.
    DawnMark { activity: Activity },
}

/// Why an action was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("the Ayllu is still playing its turn")]
    AylluPlaying,
    #[error("{action:?} is not a legal answer to {expected:?}")]
    NotLegal { action: Action, expected: Decision },
}
