//! The one reactive source of truth for a game in progress, shared through
//! Leptos context. Components read the engine through it and send only the
//! actions the engine offers: no component decides a rule.
use std::time::Duration;

use leptos::prelude::*;

use crate::engine::{Action, Event, Game, Pending, PlayerId, Setup, SetupError};

/// Seat colours (Okabe-Ito, colour-blind safe, distinct from the four Ayar
/// colours): name and CSS class; the hex values live in style/.
pub const SEAT_COLOURS: [(&str, &str); 6] = [
    ("Vermilion", "seat-vermilion"),
    ("Blue", "seat-blue"),
    ("Green", "seat-green"),
    ("Pink", "seat-pink"),
    ("Sky", "seat-sky"),
    ("Yellow", "seat-yellow"),
];

/// How a seat looks on screen (a UI choice, not a rule).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLook {
    pub name: String,
    /// Index into `SEAT_COLOURS`.
    pub colour: usize,
}

impl SeatLook {
    pub fn class(&self) -> &'static str {
        SEAT_COLOURS[self.colour % SEAT_COLOURS.len()].1
    }
}

/// An event with the round it happened in, for the game log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub round: u8,
    /// The game's action count once it happened (undo drops later entries).
    pub actions: usize,
    pub event: Event,
}

/// The game context: `provide_context(GameCtx::new())` once in `App`,
/// `expect_context::<GameCtx>()` in components.
#[derive(Clone, Copy)]
pub struct GameCtx {
    /// The game; `None` before one starts.
    pub game: RwSignal<Option<Game>>,
    /// Seat looks, in seat order (the Ayllu's seat included in solo).
    pub seats: RwSignal<Vec<SeatLook>>,
    /// A tapped target waiting for confirmation; boards show its preview.
    pub selected: RwSignal<Option<Action>>,
    /// Everything that happened, oldest first.
    pub log: RwSignal<Vec<LogEntry>>,
    /// The hint the strongest computer player gave for the pending
    /// decision (not played); boards and the option list mark it.
    pub hint: RwSignal<Option<Action>>,
    /// Why the last action was refused (never expected in normal play).
    pub error: RwSignal<Option<String>>,
    /// Milliseconds between the Ayllu's visible steps (player setting).
    pub ayllu_delay_ms: RwSignal<u32>,
}

impl Default for GameCtx {
    fn default() -> Self {
        Self::new()
    }
}

impl GameCtx {
    pub fn new() -> GameCtx {
        GameCtx {
            game: RwSignal::new(None),
            seats: RwSignal::new(Vec::new()),
            selected: RwSignal::new(None),
            log: RwSignal::new(Vec::new()),
            hint: RwSignal::new(None),
            error: RwSignal::new(None),
            ayllu_delay_ms: RwSignal::new(600),
        }
    }

    /// Start a new game (or put a loaded one in place).
    pub fn start(&self, setup: Setup, seats: Vec<SeatLook>) -> Result<(), SetupError> {
        let game = Game::new(setup)?;
        self.load(game, seats);
        Ok(())
    }

    pub fn load(&self, game: Game, seats: Vec<SeatLook>) {
        self.seats.set(seats);
        self.log.set(Vec::new());
        self.selected.set(None);
        self.error.set(None);
        self.game.set(Some(game));
    }

    /// Who must decide what (reactive).
    pub fn pending(&self) -> Option<Pending> {
        self.game.with(|g| g.as_ref().and_then(Game::pending))
    }

    /// The legal actions for the pending decision (reactive).
    pub fn legal(&self) -> Vec<Action> {
        self.game.with(|g| g.as_ref().map(Game::legal_actions).unwrap_or_default())
    }

    pub fn is_legal(&self, action: &Action) -> bool {
        self.legal().contains(action)
    }

    /// Tap on a target: select it so its preview shows; tapping the
    /// selected target again plays it.
    pub fn tap(&self, action: Action) {
        if self.selected.get_untracked() == Some(action) {
            self.play(action);
        } else {
            self.selected.set(Some(action));
        }
    }

    /// The game as it would be after the selected action (for previews).
    /// It stops before the Ayllu plays, so a preview never shows its draws.
    pub fn preview(&self) -> Option<(Game, Vec<Event>)> {
        let action = self.selected.get()?;
        self.game.with(|g| {
            let mut copy = g.as_ref()?.clone();
            let events = copy.apply_paused(action).ok()?;
            Some((copy, events))
        })
    }

    /// Play an action; the Ayllu's answer then plays out step by step.
    pub fn play(&self, action: Action) {
        self.selected.set(None);
        let mut result = None;
        self.game.update(|g| {
            if let Some(g) = g.as_mut() {
                result = Some(g.apply_paused(action).map(|events| (g.round(), events)));
            }
        });
        match result {
            Some(Ok((round, events))) => {
                self.error.set(None);
                self.record(round, events);
                self.schedule_ayllu();
            }
            Some(Err(e)) => self.error.set(Some(e.to_string())),
            None => {}
        }
    }

    /// Take back the latest action (within `undo_depth`).
    pub fn undo(&self) {
        self.selected.set(None);
        let mut failed = None;
        self.game.update(|g| {
            if let Some(g) = g.as_mut() {
                failed = g.undo().err();
            }
        });
        match failed {
            Some(e) => self.error.set(Some(e.to_string())),
            None => {
                // The log shows what stands: drop the undone action's events.
                let actions = self.game.with_untracked(|g| g.as_ref().map_or(0, |g| g.log().len()));
                self.log.update(|log| log.retain(|entry| entry.actions <= actions));
            }
        }
    }

    pub fn undo_depth(&self) -> usize {
        self.game.with(|g| g.as_ref().map_or(0, Game::undo_depth))
    }

    /// The seat that must act now, if a person must.
    pub fn deciding_seat(&self) -> Option<PlayerId> {
        self.pending().map(|p| p.player)
    }

    fn record(&self, round: u8, events: Vec<Event>) {
        if events.is_empty() {
            return;
        }
        let actions = self.game.with_untracked(|g| g.as_ref().map_or(0, |g| g.log().len()));
        self.log.update(|log| log.extend(events.into_iter().map(|event| LogEntry { round, actions, event })));
    }

    /// While the Ayllu has steps to show, play one after each delay.
    fn schedule_ayllu(&self) {
        let paused = self.game.with_untracked(|g| g.as_ref().is_some_and(Game::is_paused));
        if !paused {
            return;
        }
        let ctx = *self;
        let delay = Duration::from_millis(self.ayllu_delay_ms.get_untracked() as u64);
        set_timeout(
            move || {
                let mut stepped = None;
                ctx.game.update(|g| {
                    if let Some(g) = g.as_mut() {
                        stepped = Some((g.round(), g.resume()));
                    }
                });
                if let Some((round, events)) = stepped {
                    ctx.record(round, events);
                }
                ctx.schedule_ayllu();
            },
            delay,
        );
    }
}

/// The `data-action` attribute of a tappable target: the action as JSON,
/// so browser tests (and screen readers' tooling) find what can be played.
pub fn action_key(action: &Action) -> String {
    serde_json::to_string(action).unwrap_or_default()
}
