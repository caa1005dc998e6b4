//! View models: what the table shows, in plain Rust. The Leptos components
//! in `crate::ui` only draw these; everything worth a test (where each
//! board part sits, the static board art, which targets a decision offers
//! and what each one means, the camera, the words) lives here and is
//! unit-tested natively by `cargo test`.
//!
//! Imports point down: the view models read the engine (and the bots' level
//! names); they know nothing of Leptos or the browser.
pub mod art;
pub mod camera;
pub mod cards;
pub mod decimal;
pub mod forecast;
pub mod geometry;
pub mod glossary;
pub mod icons;
pub mod lake;
pub mod lang;
pub mod layout;
pub mod log;
pub mod looks;
pub mod main_board;
pub mod market;
pub mod motion;
pub mod player_board;
pub mod preview;
pub mod problems;
pub mod prompt;
pub mod qr;
pub mod replay;
pub mod results;
pub mod rules;
pub mod saved;
pub mod seats;
pub mod selection;
pub mod settings;
pub mod sounds;
pub mod start;
pub mod targets;
pub mod tutorial;
pub mod words;
