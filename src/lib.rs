//! Ayar: Children of the Sun. The rules engine (pure Rust) and, in the
//! browser, the Leptos UI.
pub mod engine;
