//! The engine benchmark in WebAssembly: the workloads of
//! `benches/engine.rs` (`benches/common`), exported to JavaScript for
//! `index.html`, which `run.mjs` opens in headless Chromium. Built with the
//! game's release profile (fat LTO; the engine and the bots at opt-level "s",
//! the rest at "z"), as the game ships.
#[path = "../common/mod.rs"]
pub mod common;

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::hint::black_box;

    use wasm_bindgen::prelude::*;

    use super::common;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance)]
        fn now() -> f64;
    }

    /// Milliseconds to play `games` random games with `players` seats from
    /// seed `first_seed`.
    #[wasm_bindgen]
    pub fn random_games_ms(players: usize, first_seed: u32, games: u32) -> f64 {
        let start = now();
        black_box(common::random_games(players, first_seed as u64, games as u64));
        now() - start
    }

    /// The ratio workload: its first seed and number of games.
    #[wasm_bindgen]
    pub fn ratio_workload() -> Vec<u32> {
        vec![common::RATIO_FIRST_SEED as u32, common::RATIO_GAMES as u32]
    }

    #[wasm_bindgen]
    pub fn ayllu_games() -> u32 {
        common::AYLLU_GAMES as u32
    }

    /// Milliseconds of each Ayllu turn in `games` solo games.
    #[wasm_bindgen]
    pub fn ayllu_turn_ms(games: u32) -> Vec<f64> {
        common::ayllu_turn_times(games as u64, &|| now())
    }

    /// Bytes of the wasm linear memory (it only grows).
    #[wasm_bindgen]
    pub fn wasm_memory_bytes() -> f64 {
        (core::arch::wasm32::memory_size(0) * 65_536) as f64
    }
}
