//! Saved games as plain Rust, so `cargo test` checks every decision about
//! them natively: what a stored entry and the list's index hold, how a
//! damaged index is rebuilt from the entries, how an imported file is
//! judged (its identity among the saved games, and the plain words for why
//! it was refused), how the store keys them and how the localStorage of
//! earlier builds moves into it. `crate::browser::storage` only moves the
//! text in and out of IndexedDB.
pub mod entry;
pub mod import;
pub mod index;
pub mod link;
pub mod record;

pub use entry::{SavedGameInfo, StoredGame};
pub use import::{judge_import, rewritten_at, ImportDecision, ImportError, SavedSetup, MAX_IMPORT_BYTES};
pub use index::IndexDamage;

/// Why the browser's storage could not keep or give back a game; the game
/// being played is never touched. Worded by `view::problems`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser lets the game store nothing (a private window).
    Unavailable,
    /// The storage is full: this game was not saved.
    Full,
    /// The saved game `id` cannot be read back (`reason`: the technical cause).
    Corrupt { id: String, reason: String },
    /// No saved game `id`.
    Missing(String),
}
