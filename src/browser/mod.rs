//! The browser's edges: saved games in storage, file export and import,
//! the service worker (offline play and updates), the computer players'
//! Web Worker, a fresh random seed; and what keeps a game safe: the panic
//! recovery screen, Back, one writer per game, durable storage; a keyboard
//! player's focus kept through a move.
//! Nothing here knows a rule; saves are the engine's own format.
pub mod durable;
pub mod files;
pub mod focus;
pub mod game_lock;
pub mod history;
mod idb;
pub mod install;
pub mod lang;
pub mod recovery;
pub mod sound;
pub mod storage;
pub mod thinker;
pub mod update;
pub mod worker;

/// Whether the primary pointer is a finger (a touch screen) rather than a
/// mouse or a pen: the boards' camera frames targets for it.
pub fn coarse_pointer() -> bool {
    web_sys::window().and_then(|w| w.match_media("(pointer: coarse)").ok().flatten()).is_some_and(|m| m.matches())
}

/// Whether the system asks for reduced motion (`prefers-reduced-motion`).
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// A random seed for a new game (the engine itself is deterministic).
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => js_sys::Date::now() as u64,
    }
}
