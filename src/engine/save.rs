//! The save format: versioned JSON of the setup (with its seed) and the
//! action list. Loading replays every action, so a save can never put the
//! game in a state the rules do not allow.
use serde::{Deserialize, Serialize};

use super::action::{Action, ActionError, Event};
use super::setup::{Setup, SetupError};
use super::state::Game;

pub const SAVE_FORMAT: &str = "ayar-save";
pub const SAVE_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub setup: Setup,
    pub actions: Vec<Action>,
}

/// What is checked before a save is read: a missing field reads as empty
/// and is refused by name; the other fields are skipped.
#[derive(Deserialize)]
struct SaveHeader {
    #[serde(default)]
    format: String,
    #[serde(default)]
    version: u64,
}

/// Why a save could not be loaded. Loading never changes anything else.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum SaveError {
    #[error("not a readable save file: {0}")]
    Json(String),
    #[error("not an Ayar save file (format is {0:?})")]
    Format(String),
    #[error("save file version {found} is not supported (this version reads {supported})")]
    Version { found: u32, supported: u32 },
    #[error("invalid game setup: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} cannot be replayed: {error}")]
    IllegalAction { index: usize, error: ActionError },
}

/// Why an undo was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum UndoError {
    /// Nothing of this turn since the last reveal is left to take back.
    #[error("there is nothing to undo")]
    NothingToUndo,
    /// The log without its latest action did not replay (it always does:
    /// the log is the game's own).
    #[error("the game could not be replayed without its latest action: {0}")]
    Replay(#[from] SaveError),
}

impl Game {
    /// Replay a setup and an action list; any illegal action is an error.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, SaveError> {
        Game::replay_with(setup, actions, |_, _| {})
    }

    /// `replay`, handing each action's events to `seen` with the game just
    /// after it: a reopened game's story, which a save does not hold.
    pub fn replay_with(
        setup: Setup,
        actions: &[Action],
        mut seen: impl FnMut(&Game, Vec<Event>),
    ) -> Result<Game, SaveError> {
        let mut game = Game::new(setup)?;
        for (index, &action) in actions.iter().enumerate() {
            let events = game.apply(action).map_err(|error| SaveError::IllegalAction { index, error })?;
            seen(&game, events);
        }
        Ok(game)
    }

    pub fn to_save(&self) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT.to_string(),
            version: SAVE_VERSION,
            setup: self.setup.clone(),
            actions: self.log.clone(),
        }
    }

    // `#[inline]` on both JSON functions: they are compiled where they are
    // called (the app, built for size), and so are the serde code they
    // instantiate. Compiled here, at the engine's opt-level ("s"), the save's
    // reader was a second, larger copy beside the one for the computers'
    // messages: -15.7 KB gzip of wasm (BENCHMARKS.md, "Bundle").
    #[inline]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_save()).unwrap_or_default()
    }

    /// Load a save from JSON text. The format and version are checked
    /// first (`SaveHeader`), then the save is read from the text. Both
    /// read the text itself: no generic JSON tree, so the app holds one
    /// deserializer of the save, the one it reads messages with too.
    #[inline]
    pub fn from_json(text: &str) -> Result<Game, SaveError> {
        let header: SaveHeader = serde_json::from_str(text).map_err(|e| SaveError::Json(e.to_string()))?;
        if header.format != SAVE_FORMAT {
            return Err(SaveError::Format(header.format));
        }
        let version = header.version as u32;
        if version != SAVE_VERSION {
            return Err(SaveError::Version { found: version, supported: SAVE_VERSION });
        }
        let save: SaveFile = serde_json::from_str(text).map_err(|e| SaveError::Json(e.to_string()))?;
        Game::replay(save.setup, &save.actions)
    }
}
