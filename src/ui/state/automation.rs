//! The automation concern: whatever plays without a person's tap. The
//! Ayllu's steps, one after each delay; a computer seat's turn, thought out
//! in the Web Worker; a decision with one legal option, played by itself
//! (a setting); and the hint a person may ask for. It follows every change
//! of the game; an answer to a question about an older position is dropped.
use std::time::Duration;

use leptos::prelude::*;

use super::game::GameStore;
use super::playback::Playback;
use super::prefs::Prefs;
use super::screens::Screens;
use super::tutorial::Tutorial;
use crate::bot::search::Level;
use crate::browser::thinker;
use crate::computer::ThinkRequest;
use crate::engine::{Action, Game, PlayerId};
use crate::view::problems::Problem;
use crate::view::prompt::Activity;
use crate::view::{targets, words};

/// Where the hint for the pending decision stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintStatus {
    None,
    Thinking,
    Given {
        action: Action,
        reason: String,
    },
    /// No hint came (the computer player's reason is in the console).
    Failed,
}

/// How long a decision with one option shows before it plays itself.
const SINGLE_OPTION_DELAY: Duration = Duration::from_millis(450);

#[derive(Clone, Copy)]
pub struct Automation {
    store: GameStore,
    prefs: Prefs,
    screens: Screens,
    tutorial: Tutorial,
    playback: Playback,
    thinking: RwSignal<Option<PlayerId>>,
    hint: RwSignal<HintStatus>,
    /// The latest question; answers to older ones are dropped.
    question: StoredValue<u64>,
}

impl Automation {
    /// Start following the game; call once in `App`.
    pub fn provide(
        store: GameStore,
        prefs: Prefs,
        screens: Screens,
        tutorial: Tutorial,
        playback: Playback,
    ) -> Automation {
        let auto = Automation {
            store,
            prefs,
            screens,
            tutorial,
            playback,
            thinking: RwSignal::new(None),
            hint: RwSignal::new(HintStatus::None),
            question: StoredValue::new(0),
        };
        Effect::new(move |_| {
            store.version().track();
            // Handed over: the decision's only option may now play itself.
            screens.handing_over().track();
            // Taken over in this tab, or a watched game played on from a
            // position: carry on from there.
            store.frozen().track();
            store.watching().track();
            auto.carry_on();
        });
        auto
    }

    /// What is going on besides waiting for a person (reactive).
    pub fn activity(&self) -> Activity {
        if self.store.game().with(|g| g.as_ref().is_some_and(Game::is_paused)) {
            return Activity::AylluPlaying;
        }
        match self.thinking.get() {
            Some(seat) => Activity::Thinking(seat),
            None => Activity::Waiting,
        }
    }

    /// Motion: what plays after each change (the computers wait for it).
    pub fn playback(&self) -> Playback {
        self.playback
    }

    pub fn hint(&self) -> ReadSignal<HintStatus> {
        self.hint.read_only()
    }

    /// The hinted action, if one was given (reactive).
    pub fn hinted(&self) -> Option<Action> {
        self.hint.with(|h| match h {
            HintStatus::Given { action, .. } => Some(*action),
            _ => None,
        })
    }

    /// After every change: the Ayllu's next step, a computer seat's turn,
    /// or the only option. Whatever was asked before is forgotten.
    fn carry_on(&self) {
        self.question.update_value(|q| *q += 1);
        self.thinking.set(None);
        self.hint.set(HintStatus::None);
        // Another tab is the game's writer: it plays on there, not here.
        if self.store.frozen().get_untracked() {
            return;
        }
        let (paused, pending) = self.store.game().with_untracked(|g| match g {
            Some(g) => (g.is_paused(), g.pending()),
            None => (false, None),
        });
        // A game watched plays only its recorded moves (the Ayllu's steps
        // after one), as the viewer's controls move it.
        let watched = self.store.watching().with_untracked(Option::is_some);
        if paused {
            self.later(self.step_delay(), |a| {
                a.store.resume();
            });
            return;
        }
        let Some(pending) = pending.filter(|_| !watched) else { return };
        // A friend's decision, made elsewhere: the game waits for their link.
        if untrack(|| self.store.by_link_deciding()).is_some() {
            return;
        }
        if let Some(level) = untrack(|| self.store.computer_level(pending.player)) {
            self.ask_computer(pending.player, level);
            return;
        }
        // The guided first game waits for the player's tap, even on a lone option.
        let auto_single = self.prefs.get().with_untracked(|s| s.auto_single)
            && self.screens.handing_over().get_untracked().is_none()
            && !untrack(|| self.tutorial.guiding());
        let only = self.store.game().with_untracked(|g| g.as_ref().and_then(targets::only_option));
        if let (true, Some((action, notice))) = (auto_single, only) {
            self.later(SINGLE_OPTION_DELAY, move |a| {
                let _ = a.store.play_only_option(action, notice);
            });
        }
    }

    /// The pause before the Ayllu's next step or a computer's move, so
    /// that a turn can be followed; none once a person skipped it.
    fn step_delay(&self) -> Duration {
        let ms = if self.playback.skipping() { 0 } else { self.prefs.step_delay_ms() };
        Duration::from_millis(ms.into())
    }

    /// Run `f` after `delay`, and not before the change on the table has
    /// played out (so that a turn can be followed), unless the game
    /// changed meanwhile.
    fn later(&self, delay: Duration, f: impl FnOnce(Automation) + 'static) {
        let id = self.question.get_value();
        self.when_shown(id, delay, f);
    }

    fn when_shown(&self, id: u64, delay: Duration, f: impl FnOnce(Automation) + 'static) {
        let auto = *self;
        set_timeout(
            move || {
                if auto.question.get_value() != id {
                    return;
                }
                // The sequence may have grown longer since (the dock opened).
                match auto.playback.remaining_ms() {
                    left if left > 1.0 => auto.when_shown(id, Duration::from_millis(left.ceil() as u64), f),
                    _ => f(auto),
                }
            },
            delay,
        );
    }

    /// A new question for the computer at `level` about the pending
    /// decision; `answer` gets the reply only if nothing changed meanwhile.
    fn ask(&self, level: Level, answer: impl FnOnce(Automation, Result<crate::computer::Thought, String>) + 'static) {
        self.question.update_value(|q| *q += 1);
        let id = self.question.get_value();
        let Some(request) = self.store.game().with_untracked(|g| g.as_ref().map(|g| ThinkRequest::new(id, g, level)))
        else {
            return;
        };
        let auto = *self;
        thinker::ask(request, move |reply| {
            if auto.question.get_value() == id {
                answer(auto, reply.outcome);
            }
        });
    }

    /// A computer seat's turn: it thinks in the worker, then, after the
    /// same delay as the Ayllu's steps (so it can be followed), plays.
    fn ask_computer(&self, seat: PlayerId, level: Level) {
        self.thinking.set(Some(seat));
        let delay = self.step_delay();
        self.ask(level, move |auto, outcome| match outcome {
            Ok(thought) => auto.later(delay, move |a| {
                let text = a.store.game().with_untracked(|g| g.as_ref().map(|g| words::computer_move(g, &thought)));
                a.store.note_thought(seat, level, text.unwrap_or_default());
                let _ = a.store.play(thought.action);
            }),
            Err(e) => {
                auto.thinking.set(None);
                web_sys::console::warn_1(&format!("Ayar: the computer player could not move: {e}").into());
                auto.store.report(Problem::ComputerStuck);
            }
        });
    }

    /// Ask the hard computer player what it would do in the pending
    /// decision; the answer is shown, never played.
    pub fn ask_hint(&self) {
        // Not for a decision the tablet was not handed over for yet.
        if self.screens.handing_over().get_untracked().is_some() {
            return;
        }
        self.hint.set(HintStatus::Thinking);
        self.ask(Level::Hard, |auto, outcome| {
            auto.hint.set(match outcome {
                Ok(thought) => HintStatus::Given {
                    action: thought.action,
                    reason: auto.store.game().with_untracked(|g| {
                        g.as_ref()
                            .map(|g| words::move_reason(Some(&thought.action), &thought.reason(g)))
                            .unwrap_or_default()
                    }),
                },
                Err(e) => {
                    web_sys::console::warn_1(&format!("Ayar: no hint: {e}").into());
                    HintStatus::Failed
                }
            })
        });
    }
}
