//! The choice being made on the table, before it is confirmed: which Step
//! marker is in the player's fingers, which Pots are picked, and the action
//! selected (its preview shows on the boards). A tap on a target changes it;
//! a second tap on the selected target, or Confirm, plays it (issue 30:
//! everywhere, the Pots and the loom too).
use super::targets::{gold_ayar_choice, places_of, Place, Target};
use crate::engine::{Action, Activity, Game, Marker, PotSet, StepSlot};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The Step marker in hand chosen for the Step slots (Day turn).
    pub marker: Option<Marker>,
    /// The Pots picked in the market (R6.1: a set is taken at once).
    pub pots: PotSet,
    /// The activity tapped first of Cuzco's two (the second follows it).
    pub activity: Option<Activity>,
    /// The action that Confirm plays, previewed on the boards.
    pub action: Option<Action>,
    /// A gold marker laid on this slot that could move several Ayars: no
    /// action until the player taps the Ayar (no default to confirm).
    pub gold_slot: Option<StepSlot>,
}

/// What a tap did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tapped {
    /// The selection changed (or nothing happened).
    Selected,
    /// The selected target was tapped again: play its action.
    Play(Action),
}

impl Selection {
    /// A tap on `target`.
    pub fn tap(&mut self, game: &Game, target: &Target) -> Tapped {
        match target.place {
            Place::Marker(m) => {
                self.marker = (self.marker != Some(m)).then_some(m);
                // A slot already chosen keeps the new marker where it may go.
                let (slot, ayar) = match self.action {
                    Some(Action::LayStep { slot, ayar, .. }) => (Some(slot), Some(ayar)),
                    _ => (self.gold_slot, None),
                };
                (self.action, self.gold_slot) = (None, None);
                if let (Some(slot), Some(marker)) = (slot, self.marker) {
                    let legal = game.legal_actions();
                    if asks_for_ayar(&legal, marker, slot) {
                        self.gold_slot = Some(slot);
                    } else {
                        let same = ayar.map(|ayar| Action::LayStep { marker, slot, ayar });
                        self.action = same.filter(|a| legal.contains(a)).or_else(|| {
                            legal.into_iter().find(|a| matches!(a, Action::LayStep { marker: m, slot: s, .. } if *m == marker && *s == slot))
                        });
                    }
                }
                Tapped::Selected
            }
            // A picked Pot's target plays the set picked (the generic
            // case below); another Pot's adds itself to the set.
            Place::MarketSlot(i) if !self.pots.contains(i) => {
                self.pots = self.pots.toggle(i);
                self.action = target.action;
                Tapped::Selected
            }
            // Cuzco: the first activity tapped stays; the second follows.
            Place::Activity(a) => match target.action {
                Some(action) if self.action == Some(action) => Tapped::Play(action),
                action => {
                    self.activity = Some(self.activity.unwrap_or(a));
                    self.action = action;
                    Tapped::Selected
                }
            },
            _ => match target.action {
                Some(action) if self.action == Some(action) => Tapped::Play(action),
                Some(action) => {
                    (self.action, self.gold_slot) = (Some(action), None);
                    if let Action::LayStep { marker, slot, .. } = action {
                        self.marker = Some(marker);
                        // The gold marker on a slot that could move several
                        // Ayars: the player taps the one it moves next.
                        let on_slot = target.place == Place::StepSlot(slot);
                        if on_slot && asks_for_ayar(&game.legal_actions(), marker, slot) {
                            (self.action, self.gold_slot) = (None, Some(slot));
                        }
                    }
                    Tapped::Selected
                }
                None => Tapped::Selected,
            },
        }
    }

    /// Put the picked Pot of market slot `i` back (its ✕): the Pots left
    /// are selected (any part of a set that fits still fits, R6.1).
    pub fn put_back(&mut self, i: usize) {
        if self.pots.contains(i) {
            self.pots = self.pots.toggle(i);
        }
        self.action = (!self.pots.is_empty()).then_some(Action::TakePots { slots: self.pots });
    }

    /// The places the selection shows on: its action's, the marker in
    /// hand and the picked Pots.
    pub fn places(&self, game: &Game) -> Vec<Place> {
        let mut places = self.action.map(|a| places_of(game, a)).unwrap_or_default();
        places.extend(self.marker.map(Place::Marker));
        places.extend(self.gold_slot.map(Place::StepSlot));
        places.extend(self.pots.slots().map(Place::MarketSlot));
        places
    }
}

/// The gold marker on `slot` could move several Ayars: the player taps
/// the one it moves (`Selection::gold_slot`), none is chosen for them.
fn asks_for_ayar(legal: &[Action], marker: Marker, slot: StepSlot) -> bool {
    marker == Marker::Gold && gold_ayar_choice(legal, slot)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Ayar, Decision, Setup};
    use crate::view::targets::targets;

    fn day_game() -> Game {
        let mut g = Game::new(Setup::new(7, &["A", "B"])).unwrap();
        while g.pending().map(|p| p.decision) != Some(Decision::LayStep) {
            let a = g.legal_actions()[0];
            g.apply(a).unwrap();
        }
        g
    }

    fn target(g: &Game, sel: &Selection, place: Place) -> Target {
        targets(g, sel, None).into_iter().find(|t| t.place == place).expect("a target there")
    }

    #[test]
    fn a_marker_then_a_slot_then_the_slot_again_plays() {
        let g = day_game();
        let mut sel = Selection::default();
        let legal = g.legal_actions();
        let last = legal.iter().rev().find(|a| !matches!(a, Action::LayStep { marker: Marker::Gold, .. }));
        let Some(&Action::LayStep { marker, slot, .. }) = last else { panic!() };
        assert_eq!(sel.tap(&g, &target(&g, &sel, Place::Marker(marker))), Tapped::Selected);
        assert_eq!(sel.marker, Some(marker));
        let t = target(&g, &sel, Place::StepSlot(slot));
        let Some(Action::LayStep { marker: m, .. }) = t.action else { panic!() };
        assert_eq!(m, marker, "the slot lays the marker in hand");
        assert_eq!(sel.tap(&g, &t), Tapped::Selected);
        let again = target(&g, &sel, Place::StepSlot(slot));
        assert!(again.selected);
        assert_eq!(sel.tap(&g, &again), Tapped::Play(t.action.unwrap()));
    }

    #[test]
    fn the_gold_marker_asks_for_the_ayar_on_the_board() {
        let g = day_game();
        let mut sel = Selection::default();
        sel.tap(&g, &target(&g, &sel, Place::Marker(Marker::Gold)));
        let slot_target = targets(&g, &sel, None).into_iter().find(|t| matches!(t.place, Place::StepSlot(_))).unwrap();
        sel.tap(&g, &slot_target);
        // No Ayar is chosen for the player: nothing to confirm yet.
        assert_eq!((sel.action, sel.gold_slot), (None, Some(slot_of(&slot_target))));
        assert_eq!(sel.tap(&g, &target(&g, &sel, slot_target.place)), Tapped::Selected, "the slot again: still asks");
        let ayars: Vec<Target> =
            targets(&g, &sel, None).into_iter().filter(|t| matches!(t.place, Place::Ayar(_))).collect();
        assert!(ayars.len() >= 2, "gold may move any Ayar that has a turn");
        assert!(ayars.iter().all(|t| !t.selected));
        sel.tap(&g, &ayars[1]);
        let Some(Action::LayStep { marker: Marker::Gold, ayar, .. }) = sel.action else { panic!() };
        assert_eq!((Place::Ayar(ayar), sel.gold_slot), (ayars[1].place, None));
        // Then the same Ayar again plays it.
        let again = target(&g, &sel, ayars[1].place);
        assert_eq!(sel.tap(&g, &again), Tapped::Play(sel.action.unwrap()));
        let _ = Ayar::ALL;
    }

    fn slot_of(t: &Target) -> crate::engine::StepSlot {
        let Place::StepSlot(slot) = t.place else { panic!("{:?}", t.place) };
        slot
    }

    #[test]
    fn choosing_another_marker_keeps_the_slot_when_it_may_go_there() {
        let g = day_game();
        let legal = g.legal_actions();
        let mut sel = Selection::default();
        let first = targets(&g, &sel, None).into_iter().find(|t| matches!(t.place, Place::StepSlot(_))).unwrap();
        sel.tap(&g, &first);
        let Some(Action::LayStep { slot, marker, .. }) = sel.action else { panic!() };
        let other = legal.iter().find_map(|a| match a {
            Action::LayStep { marker: m, slot: s, .. } if *s == slot && *m != marker => Some(*m),
            _ => None,
        });
        if let Some(other) = other {
            sel.tap(&g, &target(&g, &sel, Place::Marker(other)));
            assert!(matches!(sel.action, Some(Action::LayStep { marker: m, slot: s, .. }) if m == other && s == slot));
        }
        // Tapping the chosen marker again puts it down: no action left.
        let m = sel.marker.unwrap();
        sel.tap(&g, &target(&g, &sel, Place::Marker(m)));
        assert_eq!((sel.marker, sel.action), (None, None));
    }

    #[test]
    fn one_tap_grammar_the_first_tap_selects_the_second_plays() {
        // Issue 30: Cuzco, Temples, slots, cells, Ayars, Pots, the loom...
        // A target's first tap selects its action; a second tap on it
        // plays exactly that. Not a gold marker on a slot that could move
        // several Ayars, which asks for the Ayar first.
        use crate::bot::random::RandomBot;
        let mut checked = 0;
        for seed in 0..12u64 {
            let setup = match seed % 3 {
                0 => Setup::solo(seed, "Ana", 2),
                n => Setup::new(seed, &["A", "B", "C"][..n as usize + 1]),
            };
            let mut g = Game::new(setup).unwrap();
            let mut bot = RandomBot::new(seed);
            while let Some(a) = bot.choose(&g) {
                for t in targets(&g, &Selection::default(), None) {
                    let Some(action) = t.action else { continue };
                    let mut sel = Selection::default();
                    assert_eq!(sel.tap(&g, &t), Tapped::Selected, "{:?}", t.place);
                    if sel.gold_slot.is_some() {
                        continue;
                    }
                    assert_eq!(sel.action, Some(action), "{:?}", t.place);
                    let again = target(&g, &sel, t.place);
                    assert!(again.selected, "{:?}", t.place);
                    assert_eq!(sel.tap(&g, &again), Tapped::Play(action), "{:?}", t.place);
                    checked += 1;
                }
                g.apply(a).unwrap();
            }
        }
        assert!(checked > 1000, "{checked} targets");
    }

    #[test]
    fn r6_1_pots_are_picked_one_by_one_a_picked_one_takes_the_set_and_its_cross_puts_it_back() {
        let mut seen = 0;
        for seed in 0..40u64 {
            let mut g = Game::new(Setup::solo(seed, "Ana", 1)).unwrap();
            let mut bot = crate::bot::random::RandomBot::new(seed);
            while let Some(pending) = g.pending() {
                if matches!(pending.decision, crate::engine::Decision::TakePots { .. }) {
                    let pots = |sel: &Selection| -> Vec<Target> {
                        targets(&g, sel, None).into_iter().filter(|t| matches!(t.place, Place::MarketSlot(_))).collect()
                    };
                    let mut sel = Selection::default();
                    let first = pots(&sel)[0].clone();
                    assert_eq!(sel.tap(&g, &first), Tapped::Selected);
                    let Place::MarketSlot(a) = first.place else { unreachable!() };
                    assert_eq!((sel.pots, sel.action), (PotSet::one(a), first.action));
                    if let Some(second) = pots(&sel).into_iter().find(|t| !t.selected) {
                        let Place::MarketSlot(b) = second.place else { unreachable!() };
                        sel.tap(&g, &second);
                        let both = Action::TakePots { slots: [a, b].into_iter().collect() };
                        assert_eq!(sel.action, Some(both));
                        // Either picked Pot again takes both.
                        for t in pots(&sel).into_iter().filter(|t| t.selected) {
                            assert_eq!(t.action, Some(both));
                            assert_eq!(sel.clone().tap(&g, &t), Tapped::Play(both));
                        }
                        // Either one put back leaves the other selected.
                        let mut without_a = sel.clone();
                        without_a.put_back(a);
                        assert_eq!(without_a.action, Some(Action::TakePots { slots: PotSet::one(b) }));
                        sel.put_back(b);
                        assert_eq!(sel.action, first.action);
                        seen += 1;
                    }
                    sel.put_back(a);
                    assert_eq!(sel, Selection::default(), "nothing picked, nothing to confirm");
                }
                g.apply(bot.choose(&g).unwrap()).unwrap();
            }
        }
        assert!(seen > 5, "{seen} choices of two Pots");
    }
}
