//! The choice being made on the table, before it is confirmed: which Step
//! marker is in the player's fingers, which Pots are picked, and the action
//! selected (its preview shows on the boards). A tap on a target changes it;
//! a second tap on the selected target, or Confirm, plays it.
use super::targets::{places_of, Place, Target};
use crate::engine::{Action, Activity, Game, Marker, PotSet};

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
                self.action = match (self.action, self.marker) {
                    (Some(Action::LayStep { slot, ayar, .. }), Some(marker)) => {
                        let legal = game.legal_actions();
                        let same = Action::LayStep { marker, slot, ayar };
                        legal.contains(&same).then_some(same).or_else(|| {
                            legal.into_iter().find(|a| matches!(a, Action::LayStep { marker: m, slot: s, .. } if *m == marker && *s == slot))
                        })
                    }
                    _ => None,
                };
                Tapped::Selected
            }
            Place::MarketSlot(i) => {
                self.pots = self.pots.toggle(i);
                let action = Action::TakePots { slots: self.pots };
                self.action = game.legal_actions().contains(&action).then_some(action);
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
            // A Textile turns on its cell; only Confirm places it.
            Place::LoomCell(_) => {
                self.action = target.action;
                Tapped::Selected
            }
            _ => match target.action {
                Some(action) if self.action == Some(action) => Tapped::Play(action),
                Some(action) => {
                    if let Action::LayStep { marker, .. } = action {
                        self.marker = Some(marker);
                    }
                    self.action = Some(action);
                    Tapped::Selected
                }
                None => Tapped::Selected,
            },
        }
    }

    /// The places the selection shows on: its action's, the marker in
    /// hand and the picked Pots.
    pub fn places(&self, game: &Game) -> Vec<Place> {
        let mut places = self.action.map(|a| places_of(game, a)).unwrap_or_default();
        places.extend(self.marker.map(Place::Marker));
        places.extend(self.pots.slots().map(Place::MarketSlot));
        places
    }
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
        let Action::LayStep { marker, slot, .. } = legal[legal.len() - 1] else { panic!() };
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
        let ayars: Vec<Target> =
            targets(&g, &sel, None).into_iter().filter(|t| matches!(t.place, Place::Ayar(_))).collect();
        assert!(ayars.len() >= 2, "gold may move any Ayar that has a turn");
        let other = ayars.iter().find(|t| !t.selected).unwrap();
        sel.tap(&g, other);
        let Some(Action::LayStep { marker: Marker::Gold, ayar, .. }) = sel.action else { panic!() };
        assert_eq!(Place::Ayar(ayar), other.place);
        let _ = Ayar::ALL;
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
}
