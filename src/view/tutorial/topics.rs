//! What the guided first game teaches (issue 17), recognised in the
//! engine's own events: a topic counts only when the rules report it
//! happening, never because the script meant it to. The script's test
//! replays it and asks for every topic, so a rules change that moves one
//! out of round 1 fails `cargo test`.
use crate::engine::{short_sort, Action, Decision, Event, Game, Marker, Phase, PlayerId, SaveError, Setup};

/// The human seat of the solo game (R4.5: the human is first player).
pub const HUMAN: PlayerId = 0;

/// One thing the tutorial explains, with the rule it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Topic {
    /// R4.6: the starting action.
    StartingAction,
    /// Seed "Day turn": lay a Step marker and move its Ayar.
    StepMarker,
    /// R3.6: the gold marker moves any Ayar.
    GoldMarker,
    /// Seed "Day turn": take a Tambo from the marked line.
    TakeTambo,
    /// R1.3: build it at or behind the moved Ayar.
    BuildTambo,
    /// R5.2: a power chosen among several.
    Power,
    /// R6.1 .. R6.4, performed by the human.
    Pottery,
    Weaving,
    Terrace,
    Reed,
    /// R1.4: a Raymi tile scoring on the human's own turn.
    Raymi,
    /// R7.2: a line emptied, its bonus taken.
    LineBonus,
    /// R7.1: a quadrant emptied, a Temple placed.
    Temple,
    /// R10: the Ayllu's turn, with its reasons.
    AylluTurn,
    /// R8 / seed "Night phase", each step.
    Retirement,
    Harvest,
    TemplesScored,
    StepMarkerScored,
    Dawn,
}

impl Topic {
    pub const ALL: [Topic; 19] = [
        Topic::StartingAction,
        Topic::StepMarker,
        Topic::GoldMarker,
        Topic::TakeTambo,
        Topic::BuildTambo,
        Topic::Power,
        Topic::Pottery,
        Topic::Weaving,
        Topic::Terrace,
        Topic::Reed,
        Topic::Raymi,
        Topic::LineBonus,
        Topic::Temple,
        Topic::AylluTurn,
        Topic::Retirement,
        Topic::Harvest,
        Topic::TemplesScored,
        Topic::StepMarkerScored,
        Topic::Dawn,
    ];
}

/// One of the human's decisions and everything it set off until the next
/// decision of the human: the rest of their turn, the Ayllu's turn, a Night.
#[derive(Clone, Debug)]
pub struct Stretch {
    /// The phase the decision was taken in (the starting actions, a Day, a Night).
    pub phase: Phase,
    pub decision: Decision,
    pub action: Action,
    pub events: Vec<Event>,
}

impl Stretch {
    /// The events of the human's own turn: before the next turn or Night.
    pub fn own_turn(&self) -> &[Event] {
        let end = self
            .events
            .iter()
            .position(|e| {
                matches!(e, Event::TurnStarted { .. } | Event::NightStarted { .. } | Event::RoundStarted { .. })
            })
            .unwrap_or(self.events.len());
        &self.events[..end]
    }

    /// The topics this stretch shows happening.
    pub fn topics(&self) -> Vec<Topic> {
        let mut out = Vec::new();
        let day = self.phase == Phase::Day;
        match (self.decision, self.action) {
            (Decision::TakeTambo, _) if self.phase == Phase::Start => out.push(Topic::StartingAction),
            (Decision::LayStep, Action::LayStep { marker, .. }) => {
                out.push(Topic::StepMarker);
                if marker == Marker::Gold {
                    out.push(Topic::GoldMarker);
                }
            }
            (Decision::ChoosePower { max }, _) if max >= 2 => out.push(Topic::Power),
            _ => {}
        }
        for e in self.own_turn() {
            match e {
                Event::TamboTaken { player: HUMAN, .. } if day => out.push(Topic::TakeTambo),
                Event::TamboBuilt { player: HUMAN, .. } if day => out.push(Topic::BuildTambo),
                Event::PotTaken { player: HUMAN, .. } => out.push(Topic::Pottery),
                Event::TextileTaken { player: HUMAN, .. } => out.push(Topic::Weaving),
                Event::MaizePlanted { player: HUMAN, .. } => out.push(Topic::Terrace),
                Event::BoatMoved { player: HUMAN, .. } => out.push(Topic::Reed),
                Event::RaymiScored { .. } => out.push(Topic::Raymi),
                Event::LineBonusTaken { player: HUMAN, .. } => out.push(Topic::LineBonus),
                Event::TemplePlaced { player: HUMAN, .. } => out.push(Topic::Temple),
                _ => {}
            }
        }
        for e in &self.events {
            match e {
                Event::AylluChose { .. } => out.push(Topic::AylluTurn),
                Event::AyarRetired { .. } => out.push(Topic::Retirement),
                Event::Harvest { .. } => out.push(Topic::Harvest),
                Event::TemplesScored { .. } => out.push(Topic::TemplesScored),
                Event::StepMarkerScored { player: HUMAN, .. } => out.push(Topic::StepMarkerScored),
                Event::Dawn { player: HUMAN, .. } => out.push(Topic::Dawn),
                _ => {}
            }
        }
        short_sort::sort(&mut out);
        out.dedup();
        out
    }
}

/// Play the human's `actions` from `setup` (everything else follows from
/// the seed): each decision with what it set off.
pub fn stretches(setup: &Setup, actions: &[Action]) -> Result<Vec<Stretch>, SaveError> {
    let mut game = Game::new(setup.clone())?;
    let mut out = Vec::with_capacity(actions.len());
    for (index, &action) in actions.iter().enumerate() {
        let Some(pending) = game.pending() else {
            return Err(SaveError::IllegalAction { index, error: crate::engine::ActionError::GameOver });
        };
        let game_phase = game.phase();
        let events = game.apply(action).map_err(|error| SaveError::IllegalAction { index, error })?;
        out.push(Stretch { phase: game_phase, decision: pending.decision, action, events });
    }
    Ok(out)
}

/// Where each topic first happens: the index of its stretch, or `None`.
pub fn coverage(stretches: &[Stretch]) -> Vec<(Topic, Option<usize>)> {
    Topic::ALL.into_iter().map(|topic| (topic, stretches.iter().position(|s| s.topics().contains(&topic)))).collect()
}
