//! The rules engine: pure Rust, deterministic, no UI and no I/O.
//!
//! A game is a `Setup` (with its seed) plus a list of `Action`s. Ask
//! `Game::pending` who must decide what, `Game::legal_actions` for the
//! options, and `Game::apply` to play one; everything a board draws is
//! readable from `Game`. docs/RULES.md section numbers (R1..R10) are cited
//! where each rule lives.
mod action;
mod activities;
pub mod data;
mod grid;
mod hidden;
mod legal;
mod night;
mod queries;
mod save;
mod scoring;
mod setup;
pub mod short_sort;
mod solo;
mod state;
#[cfg(feature = "testkit")]
mod testkit;
mod triggers;
mod turn;
mod types;

pub use action::{Action, ActionError, AylluReason, Decision, Event, IntiSource, MoonSource, Pending};
pub use queries::{PotsRefusal, RaymiAhead, RaymiStanding, TurnOutlook, ViracochaBonus};
pub use save::{SaveError, SaveFile, UndoError, SAVE_FORMAT, SAVE_VERSION};
pub use scoring::{assign_whole_llamas, final_scores, split_llama_points, FinalScore, ScoreTrack};
pub use setup::{Setup, SetupError, MAX_NAME_CHARS};
pub use state::*;
pub use types::*;
