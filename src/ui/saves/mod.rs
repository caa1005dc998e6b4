//! Never lose a game: autosave after every action, the saved-games list
//! (continue, delete, import), export to a file, and the prompt when a new
//! version of the app is ready. The storage itself is `crate::browser`.
mod autosave;
mod saved_games;
mod update_banner;

pub use autosave::{provide_autosave, resume_latest, ExportButton, SaveProblem, SaveStatus};
pub use saved_games::SavedGames;
pub use update_banner::UpdateBanner;
