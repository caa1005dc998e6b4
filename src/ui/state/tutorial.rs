//! The tutorial concern: while the game on the table is the guided first
//! game, the step to show (`view::tutorial::step`) and what may be touched
//! (`Focus`); Next, Skip and starting one. Everything else about the
//! tutorial is a function of the game, so nothing here is saved but the
//! game's "this is a tutorial" (`GameStore::set_tutorial`).
use leptos::prelude::*;

use super::{Choice, GameStore};
use crate::engine::SetupError;
use crate::view::lang::{catalog::Arg, key, t, tf};
use crate::view::looks::SeatLook;
use crate::view::tutorial::guide::Focus;
use crate::view::tutorial::{self, Guided, Step};

#[derive(Clone, Copy)]
pub struct Tutorial {
    store: GameStore,
    /// Notes read at this point of the script: (moves played, notes read).
    read: RwSignal<(usize, usize)>,
    /// The step, the focus and the progress in one memo (each memo of its
    /// own type costs the wasm about a kilobyte).
    now: Memo<Option<Guided>>,
}

impl Tutorial {
    /// Follow the game on the table; call once in `App`. `playing`: the
    /// table is showing a move (`Playback` owns it).
    pub fn provide(store: GameStore, choice: Choice, playing: ReadSignal<bool>) -> Tutorial {
        let read = RwSignal::new((usize::MAX, 0));
        let now = Memo::new(move |_| {
            if !store.is_tutorial().get() {
                return None;
            }
            let (read, sel, playing) = (read.get(), choice.get(), playing.get());
            store.game().with(|g| g.as_ref().and_then(|g| tutorial::guided(g, read, &sel, playing)))
        });
        // A tutorial put on the table (new or reopened) reads its notes afresh.
        Effect::new(move |_| {
            store.is_tutorial().track();
            read.set((usize::MAX, 0));
        });
        let tutorial = Tutorial { store, read, now };
        provide_context(tutorial);
        tutorial
    }

    /// The step to show; `None` when the game is no tutorial (reactive).
    pub fn step(&self) -> Option<Step> {
        self.now.with(|n| n.as_ref().map(|n| n.step.clone()))
    }

    /// The card shows: a tutorial whose guided part is not over (reactive).
    pub fn shown(&self) -> bool {
        self.now.with(|n| n.as_ref().is_some_and(|n| n.step != Step::Done))
    }

    /// What may be touched now (reactive).
    pub fn focus(&self) -> Focus {
        self.now.with(|n| n.as_ref().map_or(Focus::Free, |n| n.focus))
    }

    /// How far the table plays the Night now (reactive).
    pub fn hold(&self) -> Option<crate::view::motion::Hold> {
        self.now.with(|n| n.as_ref().and_then(|n| n.hold))
    }

    /// What the note being read shows on the table: the Lake, the
    /// Forecast, a counter's long-press help (reactive).
    pub fn show(&self) -> Option<crate::view::tutorial::Shown> {
        self.now.with(|n| n.as_ref().and_then(|n| n.show))
    }

    /// The tutorial leads: only its taps count (reactive).
    pub fn guiding(&self) -> bool {
        self.focus() != Focus::Free
    }

    /// The card's page, and how many it has (reactive).
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.now.with(|n| n.as_ref().map(|n| n.page))
    }

    /// The note read: on to the next one, or to the move.
    pub fn next(&self) {
        let Some(played) = self.now.with_untracked(|n| n.as_ref().map(|n| n.played)) else { return };
        self.read.update(|(at, n)| {
            if *at == played {
                *n += 1;
            } else {
                *at = played;
                *n = 1;
            }
        });
    }

    /// Stop guiding: the game plays on as an ordinary game against the
    /// Novice Ayllu (and is saved as one).
    pub fn skip(&self) {
        self.store.set_tutorial(false);
    }

    /// Put a new tutorial on the table: the script's seed, `name` for the
    /// player ("Player 1" when empty, in the language spoken), the Ayllu beside.
    pub fn start(&self, name: &str) -> Result<(), SetupError> {
        let name = match name.trim() {
            "" => tf(key::PLAYER_N, &[("n", Arg::Num(1))]),
            typed => typed.to_string(),
        };
        let name = name.as_str();
        let looks = vec![
            SeatLook { name: name.to_string(), colour: 0, computer: None, by_link: false },
            SeatLook { name: t(key::THE_AYLLU), colour: 1, computer: None, by_link: false },
        ];
        self.store.start(tutorial::setup(name), looks)?;
        self.store.set_tutorial(true);
        Ok(())
    }
}
