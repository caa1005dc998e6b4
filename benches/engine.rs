//! Engine benchmark (not a timed test): `cargo bench --bench engine`, or
//! `scripts/bench` for every figure of BENCHMARKS.md. Native, one thread:
//! random complete games per second for 2 and 4 players; the cost of one
//! `legal_actions_into` and one `apply_unchecked`; the Ayllu's time per
//! turn (p50, p99); the size of a finished 4-player game and its save; and
//! the time of the workload that the WebAssembly benchmark (`benches/wasm/`,
//! run by `scripts/bench`) runs in the browser, for the wasm/native ratio.
//!
//! Lines starting with `BENCH ` are `key value` pairs for `scripts/bench`.
use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicIsize, Ordering};
use std::time::{Duration, Instant};

use ayar::bot::random::RandomBot;
use ayar::engine::{Action, Game, Setup};

mod common;
use common::*;

/// Counts live heap bytes, to measure the size of a game state. One relaxed
/// atomic add per allocation: invisible next to the engine's work.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            LIVE.fetch_add(new_size as isize - layout.size() as isize, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn live() -> isize {
    LIVE.load(Ordering::Relaxed)
}

fn ms_since(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1e3
}

/// Games per second over `games` random games with `players` seats.
fn games_per_second(players: usize, games: u64) -> f64 {
    let started = Instant::now();
    black_box(random_games(players, 0, games));
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

/// Heap bytes of finished 4-player games (as played, and a fresh clone
/// without spare capacity) and their save files, mean and max over `games`.
fn state_sizes(games: u64) {
    let (mut played, mut compact, mut save) = (Vec::new(), Vec::new(), Vec::new());
    for seed in 0..games {
        let before = live();
        let game = {
            let mut game = Game::new(Setup::new(seed, &NAMES)).expect("setup");
            let mut events = Vec::new();
            RandomBot::new(seed).play_out(&mut game, &mut events);
            game
        };
        played.push((live() - before) as f64);
        let before = live();
        let copy = game.clone();
        compact.push((live() - before) as f64);
        save.push(copy.to_json().len() as f64);
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    let max = |v: &[f64]| v.iter().copied().fold(0.0, f64::max);
    let shallow = std::mem::size_of::<Game>();
    println!("finished 4-player game (mean / max of {games}): Game struct {shallow} B; heap as played {:.0} / {:.0} B; heap of a clone {:.0} / {:.0} B; save file {:.0} / {:.0} B",
        mean(&played), max(&played), mean(&compact), max(&compact), mean(&save), max(&save));
    println!("BENCH state_struct_bytes {shallow}");
    println!("BENCH state_heap_played_mean {:.0}", mean(&played));
    println!("BENCH state_heap_clone_mean {:.0}", mean(&compact));
    println!("BENCH state_total_mean {:.0}", shallow as f64 + mean(&played));
    println!("BENCH save_bytes_mean {:.0}", mean(&save));
    println!("BENCH save_bytes_max {:.0}", max(&save));
}

fn main() {
    // `--quick`: a short run to check the harness, not for figures.
    let quick = std::env::args().any(|a| a == "--quick");
    let scale = if quick { 20 } else { 1 };
    for players in [2, 4] {
        games_per_second(players, 500 / scale); // warm-up
        let rate = median((0..5).map(|_| games_per_second(players, 4000 / scale)).collect());
        println!("random {players}-player games: {rate:.0} games/s (median of 5 runs of {})", 4000 / scale);
        println!("BENCH games_per_s_{players}p {rate:.0}");
    }
    let (legal, apply) = per_call(4, 2000 / scale);
    println!(
        "4 players, per call: legal_actions_into {} ns, apply_unchecked {} ns",
        legal.as_nanos(),
        apply.as_nanos()
    );
    println!("BENCH legal_ns_4p {}", legal.as_nanos());
    println!("BENCH apply_ns_4p {}", apply.as_nanos());

    // The same workload as the browser's (benches/wasm/, run by scripts/bench).
    for players in [2, 4] {
        let games = RATIO_GAMES / scale as u64;
        let ms = median(
            (0..5)
                .map(|_| {
                    let t = Instant::now();
                    black_box(random_games(players, RATIO_FIRST_SEED, games));
                    ms_since(t)
                })
                .collect(),
        );
        println!("ratio workload: {games} random {players}-player games in {ms:.1} ms (median of 5)");
        println!("BENCH ratio_ms_{players}p {ms:.3}");
    }

    let epoch = Instant::now();
    let clock = move || ms_since(epoch);
    let mut turns = ayllu_turn_times(AYLLU_GAMES / scale as u64, &clock);
    let us = |ms: f64| ms * 1e3;
    let (p50, p99, max) = (quantile(&mut turns, 0.5), quantile(&mut turns, 0.99), quantile(&mut turns, 1.0));
    println!("Ayllu turn ({} turns): p50 {:.2} us, p99 {:.2} us, max {:.2} us", turns.len(), us(p50), us(p99), us(max));
    println!("BENCH ayllu_turn_p50_us {:.3}", us(p50));
    println!("BENCH ayllu_turn_p99_us {:.3}", us(p99));
    println!("BENCH ayllu_turn_max_us {:.3}", us(max));

    state_sizes(200 / scale as u64);
}
