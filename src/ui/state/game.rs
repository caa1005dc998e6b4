//! The game concern: the game on the table, how its seats look, and what
//! happened. Components read its signals and change it only through its
//! methods (play, undo, start, load).
use leptos::prelude::*;

use crate::bot::search::Level;
use crate::engine::{Action, Event, Game, Pending, PlayerId, Setup, SetupError};
use crate::view::looks::SeatLook;
use crate::view::problems::Problem;
use crate::view::replay::{Go, Watch};

/// An event with the round it happened in, for the game log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub round: u8,
    /// The game's action count once it happened (undo drops later entries).
    pub actions: usize,
    pub event: Event,
}

/// Log entries for `events`, which began in `round`: from a RoundStarted on
/// they belong to the new round (one action can run from a Night into the
/// next round, and "Round 2 begins" was tagged R1).
fn entries(mut round: u8, actions: usize, events: Vec<Event>) -> impl Iterator<Item = LogEntry> {
    events.into_iter().map(move |event| {
        if let Event::RoundStarted { round: r, .. } = event {
            round = r;
        }
        LogEntry { round, actions, event }
    })
}

/// Why a computer seat played what it did, for the log and the strip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The game's action count once its action was played (as `LogEntry`).
    pub actions: usize,
    pub seat: PlayerId,
    pub level: Level,
    pub text: String,
}

/// The latest change as it was played, for motion (`Playback`): the game
/// before it, the action (`None`: a step of the Ayllu), and its events.
pub struct Change {
    pub before: Game,
    pub action: Option<Action>,
    pub events: Vec<Event>,
    /// The game's version once it was played.
    pub version: u64,
}

#[derive(Clone, Copy)]
pub struct GameStore {
    game: RwSignal<Option<Game>>,
    looks: RwSignal<Vec<SeatLook>>,
    log: RwSignal<Vec<LogEntry>>,
    thoughts: RwSignal<Vec<Thought>>,
    error: RwSignal<Option<Problem>>,
    /// What the table did by itself (the only option of a decision), until
    /// a person plays again.
    notice: RwSignal<Option<String>>,
    /// Bumped by every change of the game (a play, an Ayllu step, an undo,
    /// a new game): a selection made before a change is stale after it.
    version: RwSignal<u64>,
    /// Another tab is the game's one writer (or this tab is still asking):
    /// here nothing is played, nothing plays itself, nothing is saved.
    frozen: RwSignal<bool>,
    /// The game on the table is the guided first game (`view::tutorial`);
    /// saved with it, so that it resumes as one.
    tutorial: RwSignal<bool>,
    /// A game watched move by move (issue 32): the table shows it after
    /// `at` of its actions; nobody plays, nothing plays itself, nothing is
    /// saved.
    watching: RwSignal<Option<Watch>>,
}

thread_local! {
    /// The latest play or Ayllu step, until motion takes it; none after an
    /// undo or a load (nothing to show moving). The page has one game
    /// store, and a plain cell costs the wasm less than a stored value.
    static CHANGE: std::cell::RefCell<Option<Change>> = const { std::cell::RefCell::new(None) };
}

impl Default for GameStore {
    fn default() -> Self {
        Self::new()
    }
}

impl GameStore {
    pub fn new() -> GameStore {
        GameStore {
            game: RwSignal::new(None),
            looks: RwSignal::new(Vec::new()),
            log: RwSignal::new(Vec::new()),
            thoughts: RwSignal::new(Vec::new()),
            error: RwSignal::new(None),
            notice: RwSignal::new(None),
            version: RwSignal::new(0),
            frozen: RwSignal::new(false),
            tutorial: RwSignal::new(false),
            watching: RwSignal::new(None),
        }
    }

    pub fn game(&self) -> ReadSignal<Option<Game>> {
        self.game.read_only()
    }
    pub fn looks(&self) -> ReadSignal<Vec<SeatLook>> {
        self.looks.read_only()
    }
    pub fn log(&self) -> ReadSignal<Vec<LogEntry>> {
        self.log.read_only()
    }
    pub fn thoughts(&self) -> ReadSignal<Vec<Thought>> {
        self.thoughts.read_only()
    }
    pub fn error(&self) -> ReadSignal<Option<Problem>> {
        self.error.read_only()
    }
    pub fn notice(&self) -> ReadSignal<Option<String>> {
        self.notice.read_only()
    }
    pub fn version(&self) -> ReadSignal<u64> {
        self.version.read_only()
    }
    pub fn is_tutorial(&self) -> ReadSignal<bool> {
        self.tutorial.read_only()
    }
    /// Mark the game on the table as the tutorial (a loaded one), or not
    /// (skipped: it plays on as an ordinary game).
    pub fn set_tutorial(&self, on: bool) {
        self.tutorial.set(on);
    }

    /// Whether another tab is the game's writer (reactive).
    pub fn frozen(&self) -> ReadSignal<bool> {
        self.frozen.read_only()
    }
    pub fn set_frozen(&self, frozen: bool) {
        if self.frozen.get_untracked() != frozen {
            self.frozen.set(frozen);
        }
    }

    /// Who must decide what (reactive).
    pub fn pending(&self) -> Option<Pending> {
        self.game.with(|g| g.as_ref().and_then(Game::pending))
    }

    /// The level of the computer playing `seat`, if one does (reactive).
    pub fn computer_level(&self, seat: PlayerId) -> Option<Level> {
        self.looks.with(|s| s.get(seat).and_then(|look| look.computer))
    }

    /// The seat a friend plays elsewhere, the game sent by link, if the
    /// decision now is theirs (reactive): nobody plays it here.
    pub fn by_link_deciding(&self) -> Option<PlayerId> {
        let seat = self.pending()?.player;
        self.looks.with(|s| s.get(seat).is_some_and(|look| look.by_link)).then_some(seat)
    }

    /// The seats people play: not the Ayllu, not a computer (untracked).
    pub fn people(&self) -> Vec<PlayerId> {
        untrack(|| {
            self.game.with(|g| {
                let Some(g) = g.as_ref() else { return Vec::new() };
                (0..g.seats())
                    .filter(|&seat| !g.player(seat).is_ayllu() && self.computer_level(seat).is_none())
                    .collect()
            })
        })
    }

    /// The seat a person must decide for now, if any (reactive); none in
    /// a tab that may not write the game, nor in a game watched.
    pub fn person_deciding(&self) -> Option<PlayerId> {
        if self.frozen.get() || self.watching.with(Option::is_some) {
            return None;
        }
        if self.by_link_deciding().is_some() {
            return None;
        }
        self.pending().map(|p| p.player).filter(|&seat| self.computer_level(seat).is_none())
    }

    /// Start a new game.
    pub fn start(&self, setup: Setup, looks: Vec<SeatLook>) -> Result<(), SetupError> {
        let game = Game::new(setup)?;
        self.load(game, looks);
        Ok(())
    }

    /// Put a game on the table (a new one, a saved one, an import). A save
    /// holds no events: the log is told again from a replay, so that a
    /// reopened game's Log and end screen (its last Night) are whole.
    pub fn load(&self, game: Game, looks: Vec<SeatLook>) {
        self.watching.set(None);
        self.put(game, looks);
    }

    /// `load`, or a watched game's position (`watching` as it is).
    fn put(&self, game: Game, looks: Vec<SeatLook>) {
        self.looks.set(looks);
        let mut log = Vec::new();
        let _ = Game::replay_with(game.setup().clone(), game.log(), |g, events| {
            let round = log.last().map_or(1, |e: &LogEntry| e.round);
            log.extend(entries(round, g.log().len(), events));
        });
        self.log.set(log);
        self.thoughts.set(Vec::new());
        self.error.set(None);
        self.notice.set(None);
        self.tutorial.set(false);
        self.game.set(Some(game));
        self.bump();
    }

    /// Take the game off the table (it stays saved).
    pub fn clear(&self) {
        self.watching.set(None);
        self.game.set(None);
        self.bump();
    }

    /// The game watched, if one is (reactive).
    pub fn watching(&self) -> ReadSignal<Option<Watch>> {
        self.watching.read_only()
    }

    /// Watch a saved game move by move from its start; the saved game is
    /// not touched, and closing the replay clears the table.
    pub fn watch(&self, game: &Game, looks: Vec<SeatLook>) {
        self.watch_from(Watch::of(game), looks, Go::First);
    }

    /// Watch the game on the table from `from` (its start, or where it
    /// stands: a game come by link); closing the replay puts it back.
    pub fn watch_table(&self, from: Go) {
        let Some(game) = self.game.get_untracked() else { return };
        self.watch_from(Watch { on_table: true, ..Watch::of(&game) }, self.looks.get_untracked(), from);
    }

    fn watch_from(&self, watch: Watch, looks: Vec<SeatLook>, from: Go) {
        let at = watch.target(from);
        let Some(game) = watch.game_at(at) else { return };
        self.watching.set(Some(Watch { at, ..watch }));
        self.put(game, looks);
    }

    /// Move the watched game: one action forward plays it as the table
    /// plays any move (motion, the Ayllu's steps after it); any other jump
    /// puts the position on the table at once.
    pub fn watch_go(&self, go: Go) {
        let Some((to, at)) = self.watching.with_untracked(|w| w.as_ref().map(|w| (w.target(go), w.at))) else { return };
        if to == at {
            return;
        }
        let next = self.watching.with_untracked(|w| w.as_ref().and_then(|w| w.actions.get(at).copied()));
        match next.filter(|_| to == at + 1) {
            // The Ayllu's steps after it play one by one, as in the game
            // (`Automation` resumes them); any left are played at once first.
            Some(action) => {
                while self.resume() {}
                if self.apply(action).is_ok() {
                    self.watching.update(|w| w.iter_mut().for_each(|w| w.at = to));
                }
            }
            None => {
                let Some(game) = self.watching.with_untracked(|w| w.as_ref().and_then(|w| w.game_at(to))) else {
                    return;
                };
                self.watching.update(|w| w.iter_mut().for_each(|w| w.at = to));
                self.put(game, self.looks.get_untracked());
            }
        }
    }

    /// Stop watching: the table keeps the position, as a game of its own
    /// that may be played on (`GameStore::watching` is `None` again).
    pub fn stop_watching(&self) {
        self.watching.set(None);
        self.bump();
    }

    /// Close the replay: the game on the table, as far as it was played,
    /// is back (true); a saved game watched leaves the table empty.
    pub fn close_watch(&self) -> bool {
        let on_table = self.watching.with_untracked(|w| w.as_ref().is_some_and(|w| w.on_table));
        if on_table {
            self.watch_go(Go::Last);
            self.stop_watching();
        } else {
            self.clear();
        }
        on_table
    }

    /// Play an action; the game stops before each of the Ayllu's steps,
    /// which `resume` then plays one by one.
    pub fn play(&self, action: Action) -> Result<(), Problem> {
        crate::browser::recovery::test_point("app");
        self.notice.set(None);
        self.apply(action)
    }

    /// A word for the strip until the next move (a link copied).
    pub fn notify(&self, text: String) {
        self.notice.set(Some(text));
    }

    /// Play a choice the table makes by itself, with the notice that says
    /// why (`targets::only_option`).
    pub fn play_only_option(&self, action: Action, notice: String) -> Result<(), Problem> {
        self.apply(action)?;
        self.notice.set(Some(notice));
        Ok(())
    }

    fn apply(&self, action: Action) -> Result<(), Problem> {
        if self.frozen.get_untracked() {
            return Err(Problem::OpenElsewhere);
        }
        let mut result = None;
        self.game.update(|g| {
            if let Some(g) = g.as_mut() {
                let (round, before) = (g.round(), g.clone());
                result = Some(g.apply_paused(action).map(|events| (round, before, events)));
            }
        });
        match result {
            Some(Ok((round, before, events))) => {
                self.error.set(None);
                self.keep_change(before, Some(action), &events);
                self.record(round, events);
                self.bump();
                Ok(())
            }
            Some(Err(e)) => {
                let problem = Problem::Refused(e);
                self.error.set(Some(problem.clone()));
                Err(problem)
            }
            None => Err(Problem::NoGame),
        }
    }

    /// Play the Ayllu's next step; false when it had none.
    pub fn resume(&self) -> bool {
        if self.frozen.get_untracked() {
            return false;
        }
        let mut stepped = None;
        self.game.update(|g| {
            if let Some(g) = g.as_mut().filter(|g| g.is_paused()) {
                let (round, before) = (g.round(), g.clone());
                stepped = Some((round, before, g.resume()));
            }
        });
        let Some((round, before, events)) = stepped else { return false };
        self.keep_change(before, None, &events);
        // The strip now tells what the Ayllu did, not an only option played
        // before its turn (that stays in the log).
        self.notice.set(None);
        self.record(round, events);
        self.bump();
        true
    }

    /// Take back the latest action (within the engine's `undo_depth`).
    pub fn undo(&self) {
        if self.frozen.get_untracked() {
            return;
        }
        let mut failed = None;
        self.game.update(|g| {
            if let Some(g) = g.as_mut() {
                failed = g.undo().err();
            }
        });
        match failed {
            Some(e) => self.error.set(Some(Problem::Undo(e))),
            None => {
                // The log shows what stands: drop the undone action's events.
                let actions = self.game.with_untracked(|g| g.as_ref().map_or(0, |g| g.log().len()));
                self.log.update(|log| log.retain(|entry| entry.actions <= actions));
                self.thoughts.update(|t| t.retain(|thought| thought.actions <= actions));
                self.bump();
            }
        }
    }

    /// A computer seat's reason for the action it is about to play.
    pub fn note_thought(&self, seat: PlayerId, level: Level, text: String) {
        let actions = self.game.with_untracked(|g| g.as_ref().map_or(0, |g| g.log().len())) + 1;
        self.thoughts.update(|t| t.push(Thought { actions, seat, level, text }));
    }

    /// The computer's reason for the action just played, as the strip
    /// says it; `None` when a person or the Ayllu played it.
    pub fn computer_reason(&self) -> Option<String> {
        untrack(|| {
            let t = self.thoughts.with(|t| t.last().cloned())?;
            self.game.with(|g| {
                let g = g.as_ref().filter(|g| g.log().len() == t.actions)?;
                let name = crate::view::looks::seat_mark(g, &self.looks().get(), t.seat).name;
                Some(crate::view::words::computer_reason(&name, t.level, &t.text))
            })
        })
    }

    /// A problem to show (an export that failed, a refused action).
    pub fn report(&self, problem: Problem) {
        self.error.set(Some(problem));
    }

    /// Log `events`, which began in `round`.
    fn record(&self, round: u8, events: Vec<Event>) {
        if events.is_empty() {
            return;
        }
        let actions = self.game.with_untracked(|g| g.as_ref().map_or(0, |g| g.log().len()));
        self.log.update(|log| log.extend(entries(round, actions, events)));
    }

    /// Hand the latest change to motion (`take_change`).
    fn keep_change(&self, before: Game, action: Option<Action>, events: &[Event]) {
        let version = self.version.get_untracked() + 1;
        CHANGE.set(Some(Change { before, action, events: events.to_vec(), version }));
    }

    /// The change that made the game's current version, once: `None` when
    /// the version came from anything else (an undo, a load).
    pub fn take_change(&self) -> Option<Change> {
        let version = self.version.get_untracked();
        CHANGE.take().filter(|c| c.version == version)
    }

    /// Events logged before the latest `count` (where a Tambo built this
    /// turn was taken), the newest last.
    pub fn events_before_latest(&self, count: usize) -> Vec<Event> {
        self.log.with_untracked(|log| {
            let end = log.len().saturating_sub(count);
            log[end.saturating_sub(60)..end].iter().map(|e| e.event.clone()).collect()
        })
    }

    fn bump(&self) {
        self.version.update(|v| *v += 1);
    }
}
