//! Engine benchmark (not a timed test): `cargo bench --bench engine`.
//! Random complete games per second for 2 and 4 players, and the cost of
//! one `legal_actions_into` and one `apply_unchecked`, native, one thread.
use std::hint::black_box;
use std::time::{Duration, Instant};

use ayar::bot::random::RandomBot;
use ayar::engine::{Action, Game, Setup};

const NAMES: [&str; 4] = ["A", "B", "C", "D"];

/// Games per second over `games` random games with `players` seats.
fn games_per_second(players: usize, games: u64) -> f64 {
    let mut events = Vec::new();
    let started = Instant::now();
    for seed in 0..games {
        let mut game = Game::new(Setup::new(seed, &NAMES[..players])).expect("setup");
        RandomBot::new(seed).play_out(&mut game, &mut events);
        black_box(game.final_scores());
    }
    games as f64 / started.elapsed().as_secs_f64()
}

/// Mean time of one legal-option generation and one apply, over whole games.
fn per_call(players: usize, games: u64) -> (Duration, Duration) {
    let (mut legal_time, mut apply_time, mut calls) = (Duration::ZERO, Duration::ZERO, 0u32);
    let (mut options, mut events): (Vec<Action>, Vec<_>) = (Vec::new(), Vec::new());
    for seed in 0..games {
        let mut game = Game::new(Setup::new(seed, &NAMES[..players])).expect("setup");
        let mut bot = RandomBot::new(seed);
        loop {
            let t = Instant::now();
            game.legal_actions_into(&mut options);
            legal_time += t.elapsed();
            let Some(action) = bot.choose(&game) else { break };
            events.clear();
            let t = Instant::now();
            game.apply_unchecked(action, &mut events);
            apply_time += t.elapsed();
            calls += 1;
        }
    }
    (legal_time / calls, apply_time / calls)
}

fn median(mut runs: Vec<f64>) -> f64 {
    runs.sort_by(f64::total_cmp);
    runs[runs.len() / 2]
}

fn main() {
    for players in [2, 4] {
        games_per_second(players, 500); // warm-up
        let rate = median((0..5).map(|_| games_per_second(players, 4000)).collect());
        println!("random {players}-player games: {rate:.0} games/s (median of 5 runs of 4000)");
    }
    let (legal, apply) = per_call(4, 2000);
    println!("4 players, per call: legal_actions_into {} ns, apply_unchecked {} ns", legal.as_nanos(), apply.as_nanos());
}
