//! Native command line: `ayar simulate` plays random games and reports score
//! statistics and speed; `ayar replay FILE` replays a save and prints the
//! final state as JSON.
use std::process::ExitCode;
use std::time::Instant;

use ayar::bot::random::RandomBot;
use ayar::engine::{Game, Setup};

const USAGE: &str = "usage:
  ayar simulate [--players N | --solo --difficulty D] [--games G] [--seed S]
  ayar replay FILE";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("simulate") => simulate(&args[1..]),
        Some("replay") => replay(&args[1..]),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("ayar: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The value after `--name`, parsed; `default` when absent.
fn flag<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a number\n{USAGE}")),
    }
}

struct Stats {
    values: Vec<f64>,
}

impl Stats {
    fn line(&self, label: &str) -> String {
        let n = self.values.len().max(1) as f64;
        let mean = self.values.iter().sum::<f64>() / n;
        let sd = (self.values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt();
        let min = self.values.iter().copied().fold(f64::INFINITY, f64::min);
        let max = self.values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        format!("{label:<22} mean {mean:7.2}  sd {sd:6.2}  min {min:5.0}  max {max:5.0}")
    }
}

fn simulate(args: &[String]) -> Result<(), String> {
    let solo = args.iter().any(|a| a == "--solo");
    let players: usize = flag(args, "--players", if solo { 1 } else { 4 })?;
    let difficulty: u8 = flag(args, "--difficulty", 1)?;
    let games: u64 = flag(args, "--games", 1000)?;
    let seed: u64 = flag(args, "--seed", 1)?;
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let seats = players + solo as usize;
    let mut scores: Vec<Vec<f64>> = vec![Vec::new(); 4 * seats];
    let (mut actions, mut human_wins) = (0usize, 0u64);
    let mut events = Vec::new();
    let started = Instant::now();
    for g in 0..games {
        let setup = Setup { seed: seed.wrapping_add(g), players: names.clone(), solo: solo.then_some(difficulty) };
        let mut game = Game::new(setup).map_err(|e| e.to_string())?;
        actions += RandomBot::new(seed.wrapping_add(g) ^ 0x9e37_79b9).play_out(&mut game, &mut events);
        let finals = game.final_scores().ok_or("a game did not finish")?;
        for f in &finals {
            let base = 4 * f.player;
            scores[base].push(f.score as f64);
            scores[base + 1].push(f.sun as f64);
            scores[base + 2].push(f.moon as f64);
            scores[base + 3].push(f.llamas as f64);
        }
        if solo && finals[0].score > finals[1].score {
            human_wins += 1;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let mode = if solo { format!("solo, difficulty {difficulty}") } else { format!("{players} players") };
    println!("{games} random games ({mode}), seed {seed}, {actions} actions");
    for seat in 0..seats {
        let name = if solo && seat == 1 { "Ayllu".to_string() } else { format!("seat {}", seat + 1) };
        for (k, what) in ["final score", "sun", "moon", "llamas"].iter().enumerate() {
            println!("{}", Stats { values: std::mem::take(&mut scores[4 * seat + k]) }.line(&format!("{name} {what}")));
        }
    }
    if solo {
        println!("human seat wins {:.1}% of games", 100.0 * human_wins as f64 / games.max(1) as f64);
    }
    println!("{:.0} games/s", games as f64 / seconds);
    Ok(())
}

fn replay(args: &[String]) -> Result<(), String> {
    let path = args.first().ok_or(USAGE)?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let game = Game::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let report = serde_json::json!({
        "round": game.round(),
        "phase": game.phase(),
        "over": game.is_over(),
        "board": game.board(),
        "players": game.players(),
        "final_scores": game.final_scores(),
    });
    println!("{}", serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?);
    Ok(())
}
