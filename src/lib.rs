//! Ayar: Children of the Sun. The rules engine (pure Rust), the bots and,
//! the view models of the table (plain Rust, tested natively) and, in the
//! browser, the Leptos UI and the browser's edges.
pub use ayar_bot as bot;
pub use ayar_engine as engine;
pub mod computer;
pub mod saves;
pub mod view;

#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod ui;
