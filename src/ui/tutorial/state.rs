//! The tutorial concern: while the game on the table is the guided first
//! game, the step to show (`view::tutorial::step`) and what may be touched
//! (`Focus`); Next, Skip and starting one. Everything else about the
//! tutorial is a function of the game, so nothing here is saved but the
//! game's "this is a tutorial" (`GameStore::set_tutorial`).
use leptos::prelude::*;

use crate::ui::state::{Choice, GameStore};
use crate::view::looks::SeatLook;
use crate::view::tutorial::guide::{self, Focus};
use crate::view::tutorial::{self, Lessons, Step};

#[derive(Clone, Copy)]
pub struct Tutorial {
    store: GameStore,
    /// Notes read at this point of the script: (moves played, notes read).
    read: RwSignal<(usize, usize)>,
    lessons: Memo<Option<Lessons>>,
    step: Memo<Option<Step>>,
    focus: Memo<Focus>,
}

impl Tutorial {
    /// Follow the game on the table; call once in `App`.
    pub fn provide(store: GameStore, choice: Choice) -> Tutorial {
        let read = RwSignal::new((usize::MAX, 0));
        let lessons = Memo::new(move |_| {
            if !store.is_tutorial().get() {
                return None;
            }
            store.game().with(|g| g.as_ref().and_then(tutorial::lessons))
        });
        let step = Memo::new(move |_| {
            lessons.with(|l| {
                let l = l.as_ref()?;
                let (at, n) = read.get();
                let n = if at == l.played { n } else { 0 };
                store.game().with(|g| g.as_ref().map(|g| tutorial::step(g, l, n)))
            })
        });
        let focus = Memo::new(move |_| match step.get() {
            None | Some(Step::Done) => Focus::Free,
            Some(Step::Note { .. }) => Focus::Read,
            Some(Step::Watch { .. }) => Focus::Wait,
            Some(Step::Act { action, .. }) => {
                let sel = choice.get();
                store
                    .game()
                    .with(|g| g.as_ref().and_then(|g| guide::next_tap(g, &sel, action)))
                    // Lost its way (it cannot): let the player play.
                    .map_or(Focus::Free, Focus::Tap)
            }
        });
        // A tutorial put on the table (new or reopened) reads its notes afresh.
        Effect::new(move |_| {
            store.is_tutorial().track();
            read.set((usize::MAX, 0));
        });
        let tutorial = Tutorial { store, read, lessons, step, focus };
        provide_context(tutorial);
        tutorial
    }

    /// The step to show; `None` when the game is no tutorial (reactive).
    pub fn step(&self) -> Memo<Option<Step>> {
        self.step
    }

    /// What may be touched now (reactive).
    pub fn focus(&self) -> Memo<Focus> {
        self.focus
    }

    /// The tutorial leads: only its taps count (reactive).
    pub fn guiding(&self) -> bool {
        self.focus.get() != Focus::Free
    }

    /// Moves of the script played, and how many it has (reactive).
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.lessons.with(|l| l.as_ref().map(|l| (l.played, tutorial::script::ACTIONS.len())))
    }

    /// The note read: on to the next one, or to the move.
    pub fn next(&self) {
        let Some(played) = self.lessons.with_untracked(|l| l.as_ref().map(|l| l.played)) else { return };
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
    /// player ("You" when empty), the Ayllu beside.
    pub fn start(&self, name: &str) -> Result<(), String> {
        let name = match name.trim() {
            "" => tutorial::DEFAULT_NAME,
            typed => typed,
        };
        let looks = vec![
            SeatLook { name: name.to_string(), colour: 0, computer: None },
            SeatLook { name: "The Ayllu".to_string(), colour: 1, computer: None },
        ];
        self.store.start(tutorial::setup(name), looks).map_err(|e| e.to_string())?;
        self.store.set_tutorial(true);
        Ok(())
    }
}
