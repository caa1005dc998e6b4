//! The selection concern: what the player has touched and not yet played.
//! A selection belongs to one version of the game: after any change (a
//! play, an Ayllu step, an undo) it is empty again.
use leptos::prelude::*;

use super::game::GameStore;
use super::prefs::Prefs;
use crate::engine::Action;
use crate::view::selection::{Selection, Tapped};
use crate::view::targets::Target;

#[derive(Clone, Copy)]
pub struct Choice {
    store: GameStore,
    prefs: Prefs,
    /// The selection and the game version it was made on.
    state: RwSignal<(u64, Selection)>,
}

impl Choice {
    pub fn new(store: GameStore, prefs: Prefs) -> Choice {
        Choice { store, prefs, state: RwSignal::new((0, Selection::default())) }
    }

    /// The selection for the game as it is now (reactive).
    pub fn get(&self) -> Selection {
        let version = self.store.version().get();
        self.state.with(|(at, sel)| if *at == version { sel.clone() } else { Selection::default() })
    }

    /// The action Confirm would play (reactive).
    pub fn action(&self) -> Option<Action> {
        let version = self.store.version().get();
        self.state.with(|(at, sel)| if *at == version { sel.action } else { None })
    }

    /// A gold marker is laid and the Ayar it moves not yet tapped (reactive).
    pub fn awaiting_ayar(&self) -> bool {
        let version = self.store.version().get();
        self.state.with(|(at, sel)| *at == version && sel.gold_slot.is_some())
    }

    /// A tap on a target: select, or play when it was selected already.
    pub fn tap(&self, target: &Target) {
        // A dimmed target is an option the guided first game does not take.
        if self.store.person_deciding().is_none() || target.guide.blocked() {
            return;
        }
        let version = self.store.version().get_untracked();
        let mut sel = untrack(|| self.get());
        let tapped = self.store.game().with_untracked(|g| g.as_ref().map(|g| sel.tap(g, target)));
        match tapped {
            Some(Tapped::Play(action)) => self.play(action),
            Some(Tapped::Selected) => self.state.set((version, sel)),
            None => {}
        }
    }

    /// Select an action directly (the options list, the keyboard).
    pub fn select(&self, action: Action) {
        let version = self.store.version().get_untracked();
        let mut sel = untrack(|| self.get());
        if sel.action == Some(action) {
            self.play(action);
            return;
        }
        sel.action = Some(action);
        self.state.set((version, sel));
    }

    /// Put the picked Pot of market slot `i` back.
    pub fn put_back(&self, i: usize) {
        self.state.update(|(_, sel)| sel.put_back(i));
    }

    /// Play the selected action.
    pub fn confirm(&self) {
        if let Some(action) = untrack(|| self.action()) {
            self.play(action);
        }
    }

    pub fn clear(&self) {
        self.state.set((0, Selection::default()));
    }

    fn play(&self, action: Action) {
        self.clear();
        if self.store.play(action).is_ok() {
            self.prefs.buzz_confirm();
        }
    }
}
