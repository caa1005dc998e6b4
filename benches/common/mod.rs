//! The benchmark workloads, shared by the native benchmark
//! (`benches/engine.rs`) and the WebAssembly one (`benches/wasm/`, run by
//! `scripts/bench`), so both time exactly the same games. The caller passes
//! its clock (`Instant` natively, `performance.now()` in the browser), in
//! milliseconds.
#![allow(dead_code)]
use std::hint::black_box;

use ayar::bot::random::RandomBot;
use ayar::engine::{Event, Game, Setup};

pub const NAMES: [&str; 4] = ["A", "B", "C", "D"];

/// The workload that compares native and wasm time: this many random games
/// from this seed, for 2 and for 4 players.
pub const RATIO_FIRST_SEED: u64 = 1_000;
pub const RATIO_GAMES: u64 = 2_000;
/// Solo games whose Ayllu turns are timed.
pub const AYLLU_GAMES: u64 = 400;
pub const AYLLU_REPEAT: usize = 20;

/// Play `games` random games with `players` seats, seeds `first_seed..`;
/// returns the number of actions played (so nothing is optimised away).
pub fn random_games(players: usize, first_seed: u64, games: u64) -> u64 {
    let mut events: Vec<Event> = Vec::new();
    let mut actions = 0;
    for seed in first_seed..first_seed + games {
        let mut game = Game::new(Setup::new(seed, &NAMES[..players])).expect("setup");
        actions += RandomBot::new(seed).play_out(&mut game, &mut events) as u64;
        black_box(game.final_scores());
    }
    actions
}

/// Milliseconds per Ayllu turn in `games` solo games against a random
/// human (difficulties 1 to 4 in turn). The human's decisions go through
/// `apply_paused`; every `resume` until the game waits for the human again
/// is one Ayllu turn (with the automatic steps of a Night it may end in).
/// Each turn is played on `AYLLU_REPEAT` copies made beforehand and the
/// time divided by that, so a coarse clock (the browser's
/// `performance.now()`, 5 to 100 us) still resolves it.
pub fn ayllu_turn_times(games: u64, now: &dyn Fn() -> f64) -> Vec<f64> {
    let mut turns = Vec::new();
    for seed in 0..games {
        let difficulty = 1 + (seed % 4) as u8;
        let mut game = Game::new(Setup::solo(seed, "A", difficulty)).expect("setup");
        let mut bot = RandomBot::new(seed);
        while let Some(action) = bot.choose(&game) {
            game.apply_paused(action).expect("legal");
            if game.is_paused() {
                let mut copies = vec![game.clone(); AYLLU_REPEAT];
                let start = now();
                for copy in copies.iter_mut() {
                    while copy.is_paused() {
                        black_box(copy.resume());
                    }
                }
                turns.push((now() - start) / AYLLU_REPEAT as f64);
                drop(copies);
                while game.is_paused() {
                    game.resume();
                }
            }
        }
    }
    turns
}

/// The `q` quantile (0..=1) of `values`, nearest rank.
pub fn quantile(values: &mut [f64], q: f64) -> f64 {
    values.sort_by(f64::total_cmp);
    let rank = ((q * values.len() as f64).ceil() as usize).clamp(1, values.len());
    values[rank - 1]
}

pub fn median(mut runs: Vec<f64>) -> f64 {
    quantile(&mut runs, 0.5)
}
