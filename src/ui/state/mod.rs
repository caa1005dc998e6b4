//! The table's state, split by concern as hive's front end does: the game
//! (`GameStore`), the selection (`Choice`), whatever plays by itself
//! (`Automation`), motion (`Playback`) and the player's settings (`Prefs`), each provided once
//! in `App`; plus which screen, sheet or tab is showing (`Screens`).
//! Components read their signals and change them through their methods.
pub mod automation;
pub mod choice;
pub mod game;
pub mod language;
pub mod playback;
pub mod prefs;
pub mod screens;
pub mod tutorial;

pub use automation::{Automation, HintStatus};
pub use choice::Choice;
pub use game::{GameStore, LogEntry, Thought};
pub use language::Language;
pub use playback::Playback;
pub use prefs::Prefs;
pub use screens::{Screen, Screens};
pub use tutorial::Tutorial;
