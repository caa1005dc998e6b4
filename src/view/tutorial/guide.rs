//! Which one thing to tap next to play the script's action: a target on
//! the table (a Step marker in hand, then a Step slot, then Confirm...),
//! found by trying taps the way a player's fingers would, so the tutorial
//! leads through exactly the moves the table offers (`view::targets`,
//! `view::selection`) and never re-implements them.
use crate::engine::{Action, Game};
use crate::view::lang::{key, t};
use crate::view::selection::{Selection, Tapped};
use crate::view::targets::{targets, Guide, Place, Target};

/// The next tap towards the script's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tap {
    /// Tap the target at this place.
    Target(Place),
    /// The action is selected: Confirm plays it.
    Confirm,
}

/// What the tutorial lets the player touch now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// Not guiding: the table as in any game.
    Free,
    /// A note to read: Next, and nothing on the table.
    Read,
    /// The Ayllu plays: nothing to touch.
    Wait,
    /// One tap.
    Tap(Tap),
}

impl Focus {
    /// Whether Confirm may play what is selected: not while the tutorial
    /// still points at a target (the second of two Pots, say), or the
    /// move played would leave the script and end the tutorial.
    pub fn lets_confirm(self) -> bool {
        !matches!(self, Focus::Tap(Tap::Target(_)))
    }
}

/// The targets as the tutorial shows them: the one to tap next, and the
/// others dimmed and untouchable, or out of sight while there is nothing
/// to touch (the choice made so far stays as it is).
pub fn mark(targets: &mut [Target], focus: Focus) {
    for t in targets {
        t.guide = match focus {
            Focus::Free => Guide::Free,
            Focus::Tap(Tap::Target(place)) if t.place == place => Guide::Next,
            _ if t.selected => Guide::Free,
            Focus::Read | Focus::Wait => Guide::Away,
            _ => Guide::Dimmed,
        };
    }
}

/// What the card asks the player to do for `tap`.
pub fn instruction(tap: Tap) -> String {
    let key = match tap {
        Tap::Confirm => key::LESSON_TAP_CONFIRM,
        Tap::Target(place) => match place {
            Place::Marker(_) => key::LESSON_TAP_MARKER,
            Place::StepSlot(_) => key::LESSON_TAP_STEP_SLOT,
            Place::Cell(_) => key::LESSON_TAP_CELL,
            Place::Quadrant(_) => key::LESSON_TAP_QUADRANT,
            Place::LineBonus(_) => key::LESSON_TAP_LINE_BONUS,
            Place::MoonSlot(_) => key::LESSON_TAP_MOON_SLOT,
            Place::Activity(_) => key::LESSON_TAP_ACTIVITY,
            Place::Power(_) => key::LESSON_TAP_POWER,
            Place::TempleType(_) => key::LESSON_TAP_TEMPLE,
            // The loom takes two taps on cells, and the second looks like
            // the first: say what each does (a newcomer thought the first
            // failed).
            Place::LoomCell(_) => key::LESSON_TAP_LOOM,
            Place::Box => key::LESSON_TAP_BOX,
            Place::BuildingSlot(..) => key::LESSON_TAP_BUILDING_SLOT,
            Place::Ayar(_) => key::LESSON_TAP_AYAR,
            Place::Raymi(_) => key::LESSON_TAP_RAYMI,
            Place::Cuzco(_) => key::LESSON_TAP_CUZCO,
            Place::MarketSlot(_) => key::LESSON_TAP_MARKET,
            Place::Stack(_) => key::LESSON_TAP_STACK,
            Place::LakeArea(_) => key::LESSON_TAP_LAKE_AREA,
        },
    };
    t(key)
}

/// How many taps a choice may take at most (a gold marker: marker, slot,
/// Ayar; a set of Pots: one tap per Pot; a Textile turned three times).
const MAX_TAPS: usize = 6;

/// The first tap of the shortest way from `selection` to `action` selected
/// (then Confirm), or `None` if no taps reach it. Targets are tried in the
/// table's own order, so a Step marker in hand comes before its slot.
pub fn next_tap(game: &Game, selection: &Selection, action: Action) -> Option<Tap> {
    if selection.action == Some(action) {
        return Some(Tap::Confirm);
    }
    // A Day turn starts from the marker in hand (seed "Day turn": choose a
    // Step marker, then its slot), even where a slot alone would pick it.
    if let Action::LayStep { marker, .. } = action {
        if selection.marker != Some(marker) {
            return Some(Tap::Target(Place::Marker(marker)));
        }
    }
    // Breadth first: each entry is a selection and the first tap that led there.
    let mut frontier: Vec<(Selection, Option<Place>)> = vec![(selection.clone(), None)];
    let mut seen: Vec<Selection> = vec![selection.clone()];
    for _ in 0..MAX_TAPS {
        let mut next = Vec::new();
        for (sel, first) in &frontier {
            for target in targets(game, sel, None) {
                let mut after = sel.clone();
                let tapped = after.tap(game, &target);
                let first = first.or(Some(target.place));
                if after.action == Some(action) || tapped == Tapped::Play(action) {
                    return first.map(Tap::Target);
                }
                if !seen.contains(&after) {
                    seen.push(after.clone());
                    next.push((after, first));
                }
            }
        }
        frontier = next;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Decision, Marker, Setup};
    use crate::view::targets::Target;

    fn tap(game: &Game, sel: &mut Selection, place: Place) -> Tapped {
        let target: Target = targets(game, sel, None).into_iter().find(|t| t.place == place).expect("a target");
        sel.tap(game, &target)
    }

    #[test]
    fn confirm_waits_while_the_tutorial_points_at_a_target() {
        assert!(!Focus::Tap(Tap::Target(Place::Box)).lets_confirm());
        assert!(Focus::Tap(Tap::Confirm).lets_confirm());
        assert!(Focus::Free.lets_confirm());
    }

    /// Following the guide's taps selects any legal action, then Confirm.
    fn follow(game: &Game, action: Action) -> usize {
        let mut sel = Selection::default();
        for taps in 0..=MAX_TAPS {
            match next_tap(game, &sel, action).expect("a way to the action") {
                Tap::Confirm => return taps,
                Tap::Target(place) => {
                    tap(game, &mut sel, place);
                }
            }
        }
        panic!("{action:?} not reached");
    }

    #[test]
    fn every_legal_action_is_reached_by_the_guides_taps() {
        let mut game = Game::new(Setup::solo(3, "You", 1)).unwrap();
        let mut bot = crate::bot::random::RandomBot::new(3);
        while game.round() == 1 {
            for action in game.legal_actions() {
                follow(&game, action);
            }
            let Some(a) = bot.choose(&game) else { break };
            game.apply(a).unwrap();
        }
    }

    #[test]
    fn one_target_is_next_and_the_others_dimmed() {
        let game = Game::new(Setup::solo(3, "You", 1)).unwrap();
        let mut ts = targets(&game, &Selection::default(), None);
        let place = ts[1].place;
        mark(&mut ts, Focus::Tap(Tap::Target(place)));
        assert_eq!(ts.iter().filter(|t| t.guide == Guide::Next).count(), 1);
        assert!(ts.iter().all(|t| t.guide != Guide::Free));
        assert!(ts.iter().filter(|t| t.guide != Guide::Next).all(|t| t.guide == Guide::Dimmed));
        // Nothing to touch while a note is read: out of sight.
        mark(&mut ts, Focus::Read);
        assert!(ts.iter().all(|t| t.guide == Guide::Away && t.offered().is_none()));
        mark(&mut ts, Focus::Free);
        assert!(ts.iter().all(|t| t.guide == Guide::Free));
    }

    #[test]
    fn a_step_marker_is_chosen_in_hand_before_its_slot() {
        let mut game = Game::new(Setup::solo(3, "You", 1)).unwrap();
        while game.pending().map(|p| p.decision) != Some(Decision::LayStep) {
            let a = game.legal_actions()[0];
            game.apply(a).unwrap();
        }
        let action =
            *game.legal_actions().iter().find(|a| matches!(a, Action::LayStep { marker: Marker::Uchu, .. })).unwrap();
        assert_eq!(next_tap(&game, &Selection::default(), action), Some(Tap::Target(Place::Marker(Marker::Uchu))));
        assert_eq!(follow(&game, action), 2, "the marker, its slot, then Confirm");
    }
}
