//! Why a computer player chose its move, in the game's terms: what the
//! move, and the rest of the turn the search plans after it, does for that
//! player, and how sure the search was. Data, not words: the UI's words
//! module says it as a sentence. No search statistics are kept here, so
//! none can reach the player (issue 14).
use ayar_engine::{Action, Activity, Ayar, Event, Game, LineBonus, PlayerId, PlayerState};
use serde::{Deserialize, Serialize};

use crate::policy::Judge;
use crate::search::{forced, Choice};

#[derive(Clone, Debug, PartialEq)]
pub struct MoveReason {
    pub confidence: Confidence,
    /// What the turn gives the player, in the order it happens.
    pub gains: Vec<Gain>,
}

/// How the chosen move compared with the next best one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Confidence {
    OnlyMove,
    ClearlyBest,
    CloseCall,
}

/// Below this difference in average result (0..=1) between the best and
/// the next move, the choice is a close call.
const CLOSE_CALL: f64 = 0.03;

impl Confidence {
    pub fn of(choice: &Choice) -> Confidence {
        match (choice.options, choice.runner_up) {
            (..=1, _) => Confidence::OnlyMove,
            (_, Some(next)) if choice.expected - next < CLOSE_CALL => Confidence::CloseCall,
            _ => Confidence::ClearlyBest,
        }
    }
}

/// One thing the turn does for the player. Not serialised: the worker
/// sends the choice (`Confidence`, the plan), the page explains it (a
/// deserializer of this enum would add 15 KB to the wasm).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// A Tambo built on a path's space, which sets the activity (R5.2).
    Builds {
        activity: Activity,
        path: Ayar,
        space: u8,
    },
    /// The activity performed at this power.
    Performs {
        activity: Activity,
        power: u8,
    },
    /// Visible Suns gained in an activity, and how many it shows now.
    Suns {
        activity: Activity,
        gained: u8,
        now: u8,
    },
    /// Moon value gained in an activity, and its value now.
    MoonValue {
        activity: Activity,
        gained: u32,
        now: u32,
    },
    /// The next Raymi tile of that activity ahead of an Ayar (R1.4), with
    /// the player's Suns there after the turn: a Llama at `threshold`.
    RaymiAhead {
        ayar: Ayar,
        space: u8,
        activity: Activity,
        threshold: u8,
        suns: u8,
    },
    Viracocha {
        held: u32,
        per_temple: Option<u32>,
    },
    Temple {
        activity: Activity,
    },
    LineBonus {
        bonus: LineBonus,
    },
    Cuzco {
        first: Activity,
        second: Activity,
    },
    Llamas {
        gained: u32,
    },
    Inti {
        gained: u8,
    },
    Moon {
        gained: u32,
    },
}

/// Explain `choice`, made for `game`'s pending decision.
pub fn explain(game: &Game, choice: &Choice) -> MoveReason {
    explain_plan(game, choice.action, &choice.plan(), Confidence::of(choice))
}

/// Explain `action` for `game`'s pending decision, with the player's own
/// next decisions that the search planned after it.
pub fn explain_plan(game: &Game, action: Action, plan: &[Action], confidence: Confidence) -> MoveReason {
    let Some(mover) = game.pending().map(|p| p.player) else { return MoveReason { confidence, gains: Vec::new() } };
    let (after, events) = planned_turn(game, action, plan, mover);
    MoveReason { confidence, gains: gains(game.player(mover), &after, &events, mover) }
}

/// The game after the chosen action and the planned ones that follow it
/// while `mover` decides, with the events on the way. Steps the search does
/// not branch on (`search::forced`) are played as the search plays them.
/// Past the plan (a
/// short search has too few visits to plan far) the playout policy's
/// favourite stands in for it.
fn planned_turn(game: &Game, action: Action, plan: &[Action], mover: PlayerId) -> (Game, Vec<Event>) {
    let mut now = game.clone();
    let mut events = Vec::new();
    let mut plan = std::iter::once(action).chain(plan.iter().copied()).peekable();
    while now.pending().is_some_and(|p| p.player == mover) {
        let legal = now.legal_actions();
        let action = match plan.peek() {
            Some(next) if legal.contains(next) => plan.next(),
            _ => forced(&now, &legal).or_else(|| {
                let mut judge = Judge::new(&now)?;
                legal.iter().copied().max_by(|&a, &b| judge.score(a).total_cmp(&judge.score(b)))
            }),
        };
        let Some(Ok(more)) = action.map(|a| now.apply(a)) else { break };
        // The turn (or the Night) is over: what follows is another turn.
        let over = more.iter().any(|e| matches!(e, Event::TurnStarted { .. } | Event::RoundStarted { .. }));
        events.extend(more);
        if over {
            break;
        }
    }
    (now, events)
}

fn gains(before: &PlayerState, after: &Game, events: &[Event], mover: PlayerId) -> Vec<Gain> {
    let now = after.player(mover);
    let mut gains: Vec<Gain> = events
        .iter()
        .filter_map(|e| match *e {
            Event::TamboBuilt { player, path, space, activity } if player == mover => {
                Some(Gain::Builds { activity, path, space })
            }
            Event::PowerChosen { player, activity, power } if player == mover => {
                Some(Gain::Performs { activity, power })
            }
            Event::TemplePlaced { player, activity, .. } if player == mover => Some(Gain::Temple { activity }),
            Event::LineBonusTaken { player, bonus, .. } if player == mover => Some(Gain::LineBonus { bonus }),
            Event::CuzcoScored { player, first, second, .. } if player == mover => Some(Gain::Cuzco { first, second }),
            _ => None,
        })
        .collect();
    for activity in Activity::ALL {
        let (suns, moon) = (now.visible_suns(activity), now.moon_value(activity));
        if suns > before.visible_suns(activity) {
            gains.push(Gain::Suns { activity, gained: suns - before.visible_suns(activity), now: suns });
        }
        if moon > before.moon_value(activity) {
            gains.push(Gain::MoonValue { activity, gained: moon - before.moon_value(activity), now: moon });
        }
    }
    if now.viracochas > before.viracochas {
        gains.push(Gain::Viracocha { held: now.viracochas, per_temple: now.viracocha_bonus_per_temple() });
    }
    if now.llamas > before.llamas {
        gains.push(Gain::Llamas { gained: now.llamas - before.llamas });
    }
    if now.inti > before.inti {
        gains.push(Gain::Inti { gained: now.inti - before.inti });
    }
    // No Sun: it grows only at Dawn, by the Inti already on the dial (seed),
    // which a move ending the round would claim as its own; the move's part
    // of it is its Inti gain.
    if now.moon > before.moon {
        gains.push(Gain::Moon { gained: now.moon - before.moon });
    }
    gains.extend(raymi_ahead(after, &gains, mover));
    gains
}

/// The nearest Raymi tile ahead of any Ayar in the first activity that
/// gained Suns: what those Suns are for.
fn raymi_ahead(after: &Game, gains: &[Gain], mover: PlayerId) -> Option<Gain> {
    let activity = gains.iter().find_map(|g| match *g {
        Gain::Suns { activity, .. } => Some(activity),
        _ => None,
    })?;
    Ayar::ALL
        .into_iter()
        .flat_map(|ayar| after.raymi_ahead(ayar).into_iter().map(move |tile| (ayar, tile)))
        .filter(|(_, tile)| tile.activity == activity)
        .min_by_key(|(ayar, tile)| tile.space - after.board().space(*ayar))
        .map(|(ayar, tile)| Gain::RaymiAhead {
            ayar,
            space: tile.space,
            activity,
            threshold: tile.threshold,
            suns: tile.standings[mover].suns,
        })
}
