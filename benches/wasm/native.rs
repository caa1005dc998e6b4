//! The ratio workload natively, built with the game's release profile (the
//! glue at "z", the engine and the bots at opt-level 3, as the game ships):
//! separates what the profile costs the engine from what WebAssembly costs.
//! `scripts/bench` runs it; `--quick` checks the harness.
use std::hint::black_box;
use std::time::Instant;

use ayar_bench_wasm::common;

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let games = common::RATIO_GAMES / if quick { 20 } else { 1 };
    for players in [2, 4] {
        common::random_games(players, 0, games / 4); // warm-up
        let ms = common::median(
            (0..5)
                .map(|_| {
                    let t = Instant::now();
                    black_box(common::random_games(players, common::RATIO_FIRST_SEED, games));
                    t.elapsed().as_secs_f64() * 1e3
                })
                .collect(),
        );
        println!("native, release profile: {games} random {players}-player games in {ms:.1} ms (median of 5)");
        println!("BENCH native_release_ratio_ms_{players}p {ms:.3}");
    }
}
