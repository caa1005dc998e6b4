//! Questions the table asks of the rules: what lies ahead of an Ayar,
//! what a bonus is worth, why a choice is refused, what the rest of the
//! turn holds. Each is answered here, once, so that no screen works a rule
//! out for itself; the screens only put the answers into words.
use serde::Serialize;

use super::action::{Action, Decision};
use super::data;
use super::state::{Game, Market, Phase, PlayerState};
use super::turn::Stage;
use super::types::*;

/// One seat against a Raymi tile (R1.4): its visible Suns in the tile's
/// activity now, and whether that meets the threshold for a Llama.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RaymiStanding {
    pub player: PlayerId,
    pub suns: u8,
    pub llama: bool,
}

/// A Raymi tile still ahead of an Ayar on its path.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RaymiAhead {
    /// Index into `MainBoard::raymi`.
    pub tile: u8,
    pub space: u8,
    pub activity: Activity,
    /// The threshold of the side it would score on (R1.4: the reverse once
    /// the other linked Ayar has scored it).
    pub threshold: u8,
    /// Every seat, in seat order.
    pub standings: Vec<RaymiStanding>,
}

/// The seed's two-Viracocha Moon bonus (R3.8, R8), as it stands now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ViracochaBonus {
    /// Moon per Temple of the player's on the board at each Night.
    pub per_temple: u32,
    /// The player's Temples on the board now.
    pub temples: u32,
}

impl ViracochaBonus {
    /// What it would pay if the Night scored now.
    pub fn worth(self) -> u32 {
        self.per_temple * self.temples
    }
}

/// Why a set of market Pots cannot be taken (R6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
pub enum PotsRefusal {
    #[error("no Pots are being taken now")]
    NotNow,
    #[error("take at least one Pot")]
    NoPots,
    #[error("market slot {} is empty", .slot + 1)]
    EmptySlot { slot: u8 },
    #[error("these Pots cost {cost}, more than the power {power}")]
    OverPower { cost: u8, power: u8 },
}

/// What the rest of the current turn holds, as far as the rules fix it
/// already (seed "Day turn").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnOutlook {
    pub player: PlayerId,
    /// The Ayar moved this turn, once a Step marker is laid.
    pub ayar: Option<Ayar>,
    /// The activity of the Tambo built, once it is built.
    pub activity: Option<Activity>,
    /// The highest power the activity may be performed at (R5.2: the
    /// marked line's empty spaces once its Tambo leaves; 1 for a starting
    /// action). `None` before a Step marker is laid, and on a turn that
    /// performs no activity (R5.4).
    pub max_power: Option<u8>,
    /// The end-of-turn effects waiting (R7, R5.5), in their default order.
    pub triggers: Vec<Trigger>,
}

impl Game {
    /// R1.4: the Raymi tiles still ahead of `ayar`, nearest first, with
    /// every seat's standing against each.
    pub fn raymi_ahead(&self, ayar: Ayar) -> Vec<RaymiAhead> {
        let here = self.board.space(ayar);
        self.raymi_unscored(ayar)
            .into_iter()
            .map(|i| (i, &self.board.raymi[i]))
            .filter(|(_, tile)| tile.space() > here)
            .map(|(i, tile)| RaymiAhead {
                tile: i as u8,
                space: tile.space(),
                activity: tile.activity,
                threshold: tile.threshold(),
                standings: self.raymi_standings(tile.activity, tile.threshold()),
            })
            .collect()
    }

    /// Every seat's visible Suns in `activity` against `threshold`: the one
    /// comparison a Raymi tile makes (R1.4).
    pub(crate) fn raymi_standings(&self, activity: Activity, threshold: u8) -> Vec<RaymiStanding> {
        (0..self.seats())
            .map(|player| {
                let suns = self.players[player].visible_suns(activity);
                RaymiStanding { player, suns, llama: suns >= threshold }
            })
            .collect()
    }

    /// R3.8, R8: the two-Viracocha Moon bonus of `p`, if they hold it.
    pub fn viracocha_bonus(&self, p: PlayerId) -> Option<ViracochaBonus> {
        let per_temple = self.players[p].viracocha_bonus_per_temple()?;
        let temples = self.board.temple_rows.iter().flatten().filter(|t| t.owner == p).count() as u32;
        Some(ViracochaBonus { per_temple, temples })
    }

    /// R6.1: why the pending decision cannot take `slots`, or `None` when it can.
    pub fn pots_refusal(&self, slots: PotSet) -> Option<PotsRefusal> {
        let pending = self.pending().filter(|_| self.turn.stage == Stage::TakePots);
        let Some(power) = pending.map(|_| self.turn.power) else { return Some(PotsRefusal::NotNow) };
        if slots.is_empty() {
            return Some(PotsRefusal::NoPots);
        }
        if let Some(slot) = slots.slots().find(|&i| self.market.slots[i].is_none()) {
            return Some(PotsRefusal::EmptySlot { slot: slot as u8 });
        }
        let cost = slots.cost();
        (cost > power).then_some(PotsRefusal::OverPower { cost, power })
    }

    /// What the current turn still holds (Start and Day phases).
    pub fn turn_outlook(&self) -> Option<TurnOutlook> {
        let t = &self.turn;
        if !matches!(self.phase, Phase::Start | Phase::Day) || t.stage == Stage::AylluTurn {
            return None;
        }
        let laid = t.start || t.line.is_some();
        let max_power = match t.start {
            true => Some(1),
            false => (laid && !t.fallback).then_some(t.max_power),
        };
        Some(TurnOutlook {
            player: t.player,
            ayar: t.ayar,
            activity: t.activity,
            max_power,
            triggers: t.triggers.clone(),
        })
    }
}

impl PlayerState {
    /// R3.8: holding at least two Viracochas gives this much Moon per
    /// Temple at each Night.
    pub fn viracocha_bonus_per_temple(&self) -> Option<u32> {
        (self.viracochas >= data::VIRACOCHA_BONUS_MIN).then_some(data::VIRACOCHA_BONUS_PER_TEMPLE)
    }

    /// R3.8: the Inti dial is at its limit (`data::INTI_MAX`): more Inti
    /// is lost.
    pub fn inti_full(&self) -> bool {
        self.inti >= data::INTI_MAX
    }
}

impl Game {
    /// The Ayllu's seat in a solo game (R10); `None` with no Ayllu.
    pub fn ayllu_seat(&self) -> Option<PlayerId> {
        self.players().iter().position(|p| p.is_ayllu())
    }

    /// R5.5: the player orders the end-of-turn effects, but often the order
    /// changes nothing (two line bonuses that each give a Llama). Then this
    /// is the first effect, as good as any: every order ends in the same
    /// position, with no decision on the way (no Temple type, no Cuzco).
    /// `None` when the order may matter or no order is being chosen.
    pub fn free_trigger_order(&self) -> Option<Action> {
        if !matches!(self.pending()?.decision, Decision::ResolveTrigger) {
            return None;
        }
        let mut ends: Vec<Game> = Vec::new();
        self.trigger_orders_end(&mut ends).then_some(())?;
        let first = ends.first()?;
        ends.iter().all(|end| end == first).then(|| self.legal_actions()[0])
    }

    /// Every order of the pending effects played out, into `ends` (their
    /// logs cleared: only the position counts); false at a decision.
    fn trigger_orders_end(&self, ends: &mut Vec<Game>) -> bool {
        self.legal_actions().into_iter().all(|action| {
            let mut next = self.clone();
            next.apply_unchecked(action, &mut Vec::new());
            match next.turn.stage {
                Stage::Triggers => next.trigger_orders_end(ends),
                Stage::ChooseTemple | Stage::Cuzco => false,
                _ => {
                    next.log.clear();
                    ends.push(next);
                    true
                }
            }
        })
    }
}

impl Market {
    /// R6.1: what the Pot on a slot (0-based) costs.
    pub fn cost(slot: usize) -> u8 {
        data::MARKET_COSTS[slot]
    }
}
