//! Never lose a game: autosave after every action, one writer per game
//! across tabs, the saved-games list (continue, delete, import), export to
//! a file, durable storage, and the prompt when a new version of the app
//! is ready. The storage itself is `crate::browser`, what saved games mean
//! is `crate::saves`.
mod autosave;
mod durable;
mod saved_games;
mod share;
mod status;
mod update_banner;

pub use autosave::{open_link, provide_autosave, resume_latest, ExportButton, SaveProblem};
pub use saved_games::SavedGames;
pub use share::{copied_word, copy_and_say, ShareGame, SharePanel};
pub use status::{OpenElsewhere, SaveStatus, Tenure};
pub use update_banner::UpdateBanner;
