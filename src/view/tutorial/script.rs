//! The script: the human's moves of round 1 and the first Night on one
//! seed against the Novice Ayllu. Found by `scripts/find_tutorial.rs`
//! (README "The tutorial"); everything else (the Ayllu's turns, the
//! Night) follows from the seed. `tests` in `super` replay it and ask for
//! every topic of issue 17.
use crate::engine::{Action, Activity, Ayar, Cell, Dir, Line, Marker, PotSet, StepSlot, Trigger};

/// The seed of the tutorial game.
pub const SEED: u64 = 67;

/// The human's decisions, in order.
pub const ACTIONS: [Action; 28] = [
    Action::TakeTambo { cell: Cell(8) },
    Action::BuildTambo { path: Ayar::Uchu, space: 0 },
    Action::LayStep { marker: Marker::Uchu, slot: StepSlot(5), ayar: Ayar::Uchu },
    Action::TakeTambo { cell: Cell(11) },
    Action::BuildTambo { path: Ayar::Uchu, space: 3 },
    Action::ChoosePower { power: 2 },
    Action::ChooseStack { stack: 0 },
    Action::PlaceTextile { cell: Cell(14), dir: Dir::West },
    Action::LayStep { marker: Marker::Manco, slot: StepSlot(14), ayar: Ayar::Manco },
    Action::TakeTambo { cell: Cell(15) },
    Action::BuildTambo { path: Ayar::Manco, space: 0 },
    Action::ChoosePower { power: 2 },
    Action::TakePots { slots: PotSet(3) },
    Action::LayStep { marker: Marker::Gold, slot: StepSlot(6), ayar: Ayar::Cachi },
    Action::TakeTambo { cell: Cell(14) },
    Action::BuildTambo { path: Ayar::Cachi, space: 0 },
    Action::ChoosePower { power: 2 },
    Action::LayStep { marker: Marker::Auca, slot: StepSlot(13), ayar: Ayar::Auca },
    Action::TakeTambo { cell: Cell(10) },
    Action::BuildTambo { path: Ayar::Auca, space: 3 },
    Action::ChoosePower { power: 2 },
    Action::ChooseTemple { activity: Activity::Terrace },
    Action::LayStep { marker: Marker::Cachi, slot: StepSlot(10), ayar: Ayar::Cachi },
    Action::TakeTambo { cell: Cell(9) },
    Action::BuildTambo { path: Ayar::Cachi, space: 7 },
    Action::ChoosePower { power: 1 },
    Action::ResolveTrigger { trigger: Trigger::LineBonus { line: Line(2) } },
    Action::ScoreStepMarker { activity: Activity::Terrace },
];
