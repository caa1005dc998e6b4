//! Ayar: Children of the Sun. The rules engine (pure Rust) and, in the
//! browser, the Leptos UI.
pub mod engine;
#[cfg(target_arch = "wasm32")] pub mod ui;
