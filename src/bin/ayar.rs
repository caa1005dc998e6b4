//! Native command line: `ayar simulate` plays games between random and
//! searching players and reports scores, wins and speed; `ayar replay FILE`
//! replays a save and prints the final state as JSON.
use std::process::ExitCode;
use std::time::Instant;

use ayar::bot::balance::{self, wilson_interval, Balance, Player};
use ayar::bot::baseline::{BaselineBot, OLD_ITERATIONS};
use ayar::bot::random::RandomBot;
use ayar::bot::search::{Level, SearchBot, Settings};
use ayar::engine::{data, Action, Activity, Game, Setup};

/// `println!` that stops quietly when the reader has gone (`ayar simulate
/// | head`) instead of panicking on the broken pipe.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

const USAGE: &str = "usage:
  ayar simulate [--players N | --solo --difficulty D] [--games G] [--seed S]
  ayar simulate --seats KIND,KIND[,KIND[,KIND]] [--games G] [--seed S]
      KIND is random, easy, medium or hard; LEVEL:N searches exactly N
      iterations per decision, LEVEL/bias=6/noise=0.25 changes a setting;
      old-easy, old-medium, old-hard: the search before issue 14 (a yardstick);
      the seats rotate every game
  ayar balance [--level L] [--games G] [--players 2,3,4] [--ladder-games G] [--seed S]
      self-play at level L (random, easy, medium, hard; default hard) at each
      player count, then L in the human seat against each Ayllu difficulty
  ayar replay FILE";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("simulate") => simulate(&args[1..]),
        Some("replay") => replay(&args[1..]),
        Some("balance") => balance_report(&args[1..]),
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
        Some(i) => {
            args.get(i + 1).and_then(|v| v.parse().ok()).ok_or_else(|| format!("{name} needs a number\n{USAGE}"))
        }
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
    if args.iter().any(|a| a == "--seats") {
        return tournament(args);
    }
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
    say!("{games} random games ({mode}), seed {seed}, {actions} actions");
    for seat in 0..seats {
        let name = if solo && seat == 1 { "Ayllu".to_string() } else { format!("seat {}", seat + 1) };
        for (k, what) in ["final score", "sun", "moon", "llamas"].iter().enumerate() {
            say!("{}", Stats { values: std::mem::take(&mut scores[4 * seat + k]) }.line(&format!("{name} {what}")));
        }
    }
    if solo {
        say!("human seat wins {:.1}% of games", 100.0 * human_wins as f64 / games.max(1) as f64);
    }
    say!("{:.0} games/s", games as f64 / seconds);
    Ok(())
}

/// A computer player for `simulate --seats`.
enum Bot {
    Random(RandomBot),
    Search(Box<SearchBot>),
    /// The search before issue 14, kept as a yardstick (`bot::baseline`).
    Old(BaselineBot),
}

impl Bot {
    /// `random`; a level (`easy`, `medium`, `hard`), optionally with
    /// exactly N iterations per decision (`hard:300`) and changed settings
    /// (`hard:300/bias=2/noise=0.5`, `search::Settings`); or an old level
    /// (`old-hard`, the search before issue 14).
    fn new(kind: &str, seed: u64) -> Option<Bot> {
        if kind == "random" {
            return Some(Bot::Random(RandomBot::new(seed)));
        }
        if let Some(old) = kind.strip_prefix("old-") {
            let level = Level::from_name(old)?;
            let iterations = OLD_ITERATIONS[Level::ALL.iter().position(|&l| l == level)?];
            return Some(Bot::Old(BaselineBot::new(iterations, seed)));
        }
        let mut parts = kind.split('/');
        let (name, iterations) = match parts.next()?.split_once(':') {
            Some((name, n)) => (name, Some(n.parse::<u32>().ok().filter(|&n| n > 0)?)),
            None => (kind.split('/').next()?, None),
        };
        let level = Level::from_name(name)?;
        let mut settings = Settings::of(level);
        if let Some(n) = iterations {
            settings.iterations = n;
            settings.work = u64::MAX;
        }
        for part in parts {
            let (key, value) = part.split_once('=')?;
            settings.set(key, value.parse().ok()?).then_some(())?;
        }
        Some(Bot::Search(Box::new(SearchBot::with_settings(level, settings, seed))))
    }

    fn choose(&mut self, game: &Game) -> Option<Action> {
        match self {
            Bot::Random(bot) => bot.choose(game),
            Bot::Search(bot) => bot.choose(game).map(|choice| choice.action),
            Bot::Old(bot) => bot.choose(game).map(|choice| choice.action),
        }
    }
}

/// Games between the listed kinds of player. Seats rotate every game so
/// each kind sits in each seat equally often. Reports each kind's share of
/// wins with a 95% confidence interval, mean score and decision times.
fn tournament(args: &[String]) -> Result<(), String> {
    let i = args.iter().position(|a| a == "--seats").expect("called with --seats");
    let kinds: Vec<String> = args.get(i + 1).ok_or(USAGE)?.split(',').map(str::to_string).collect();
    let games: u64 = flag(args, "--games", 100)?;
    let seed: u64 = flag(args, "--seed", 1)?;
    let n = kinds.len();
    if !(2..=4).contains(&n) || kinds.iter().any(|k| Bot::new(k, 0).is_none()) {
        return Err(format!("--seats needs 2 to 4 of random, easy, medium, hard\n{USAGE}"));
    }
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let (mut wins, mut scores) = (vec![0.0f64; n], vec![Vec::new(); n]);
    let mut thinking: Vec<Vec<f64>> = vec![Vec::new(); n];
    let started = Instant::now();
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        // Seat s is played by kind (s + g) % n.
        let kind_at = |seat: usize| (seat + g as usize) % n;
        let mut bots: Vec<Bot> = (0..n)
            .map(|seat| {
                Bot::new(&kinds[kind_at(seat)], game_seed.wrapping_mul(31).wrapping_add(seat as u64)).expect("checked")
            })
            .collect();
        let setup = Setup { seed: game_seed, players: names.clone(), solo: None };
        let mut game = Game::new(setup).map_err(|e| e.to_string())?;
        while let Some(pending) = game.pending() {
            let clock = Instant::now();
            let action = bots[pending.player].choose(&game).ok_or("no legal action")?;
            if game.legal_actions().len() > 1 {
                thinking[kind_at(pending.player)].push(clock.elapsed().as_secs_f64() * 1000.0);
            }
            game.apply(action).map_err(|e| e.to_string())?;
        }
        let finals = game.final_scores().ok_or("a game did not finish")?;
        let winners = finals.iter().filter(|f| f.place == 1).count() as f64;
        for f in &finals {
            let kind = kind_at(f.player);
            scores[kind].push(f.score as f64);
            if f.place == 1 {
                wins[kind] += 1.0 / winners;
            }
        }
    }
    say!("{games} games, seats {}, seed {seed}, {:.1} s", kinds.join(","), started.elapsed().as_secs_f64());
    for (k, kind) in kinds.iter().enumerate() {
        let (low, high) = wilson_interval(wins[k], games as f64);
        let mut times = std::mem::take(&mut thinking[k]);
        times.sort_by(f64::total_cmp);
        let at = |p: f64| {
            times.get(((times.len() as f64 * p) as usize).min(times.len().saturating_sub(1))).copied().unwrap_or(0.0)
        };
        say!(
            "{kind:<7} (list place {}) wins {:5.1}% [95% CI {:4.1}-{:4.1}]  {}  think p50 {:.1} ms p95 {:.1} ms",
            k + 1,
            100.0 * wins[k] / games.max(1) as f64,
            100.0 * low,
            100.0 * high,
            Stats { values: std::mem::take(&mut scores[k]) }.line("score"),
            at(0.5),
            at(0.95),
        );
    }
    Ok(())
}

/// The balance report (issue 14): activity figures in self-play at each
/// player count, then the Ayllu ladder.
fn balance_report(args: &[String]) -> Result<(), String> {
    let level = match args.iter().position(|a| a == "--level") {
        Some(i) => args.get(i + 1).and_then(|name| Player::from_name(name)),
        None => Some(Player::Search(Level::Hard)),
    }
    .ok_or(format!("--level needs random, easy, medium or hard\n{USAGE}"))?;
    let games: u32 = flag(args, "--games", 100)?;
    let ladder_games: u32 = flag(args, "--ladder-games", games)?;
    let seed: u64 = flag(args, "--seed", 1)?;
    let counts: Vec<usize> = match args.iter().position(|a| a == "--players") {
        None => vec![2, 3, 4],
        Some(i) => args
            .get(i + 1)
            .map(|list| list.split(',').map(|n| n.parse().ok().filter(|n| (2..=4).contains(n))).collect())
            .unwrap_or(None)
            .ok_or(format!("--players needs a list of 2, 3 or 4\n{USAGE}"))?,
    };
    say!("balance: {} self-play, seed {seed}", level.name());
    for players in counts.iter().copied().filter(|_| games > 0) {
        let started = Instant::now();
        let figures = balance::self_play(level, players, games, seed)?;
        say!("{players} players, {games} games, {:.1} s", started.elapsed().as_secs_f64());
        print_balance(&figures);
    }
    if ladder_games > 0 {
        say!("Ayllu ladder: {} in the human seat, {ladder_games} games per difficulty, seed {seed}", level.name());
        say!("  {:<14} {:>9}  {:<13} {:>9} {:>11}", "difficulty", "bot wins", "95% CI", "bot final", "Ayllu final");
        let mut rates = Vec::new();
        for (d, board) in data::DIFFICULTY_BOARDS.iter().enumerate() {
            let rung = balance::ladder_rung(level, d as u8 + 1, ladder_games, seed)?;
            let n = rung.games.max(1) as f64;
            let (low, high) = wilson_interval(rung.wins as f64, n);
            let rate = rung.wins as f64 / n;
            rates.push(rate);
            say!(
                "  {:<14} {:>8.1}%  {:>5.1} to {:>5.1} {:>9.1} {:>11.1}",
                format!("{} {}", d + 1, board.name),
                100.0 * rate,
                100.0 * low,
                100.0 * high,
                rung.bot_final / n,
                rung.ayllu_final / n
            );
        }
        let falling = rates.windows(2).all(|w| w[1] < w[0]);
        say!(
            "  targets: Novice >= 90%: {}; Sapa Inca <= 60%: {}; falling strictly from Novice to Sapa Inca: {}",
            verdict(rates[0] >= 0.9),
            verdict(rates[3] <= 0.6),
            verdict(falling)
        );
    }
    Ok(())
}

fn verdict(met: bool) -> &'static str {
    if met {
        "ok"
    } else {
        "MISSED"
    }
}

/// One player count's table and its targets (issue 14, part 4).
fn print_balance(b: &Balance) {
    say!(
        "  {:<9} {:>6} {:>11} {:>10} {:>16} {:>19}",
        "activity",
        "suns",
        "moon value",
        "suns+moon",
        "winners' points",
        "winner's strongest"
    );
    for a in Activity::ALL {
        say!(
            "  {:<9} {:>6.2} {:>11.2} {:>10.2} {:>15.1}% {:>18.1}%",
            a.name().split(' ').next().unwrap_or(""),
            b.mean_suns(a),
            b.mean_moon_value(a),
            b.mean_value(a),
            100.0 * b.winner_share(a),
            100.0 * b.strongest_share(a)
        );
    }
    let other = 1.0 - Activity::ALL.iter().map(|&a| b.winner_share(a)).sum::<f64>();
    say!("  {:<40} {:>15.1}%", "other (Temple columns, Viracocha bonus)", 100.0 * other);
    let (sun, moon) = (b.mean_sun(), b.mean_moon());
    let gap = (sun - moon).abs() / sun.min(moon).max(1.0);
    say!(
        "  mean Sun {sun:.1}, mean Moon {moon:.1} before Llamas ({:.1}% apart); Llamas {:.1}; final score {:.1}",
        100.0 * gap,
        b.mean_llamas(),
        b.mean_final()
    );
    let mean = Activity::ALL.iter().map(|&a| b.mean_value(a)).sum::<f64>() / 4.0;
    let weakest = Activity::ALL.into_iter().min_by(|&x, &y| b.mean_value(x).total_cmp(&b.mean_value(y)));
    let strongest = Activity::ALL.into_iter().max_by(|&x, &y| b.strongest_share(x).total_cmp(&b.strongest_share(y)));
    let (weakest, strongest) = (weakest.unwrap_or(Activity::Pottery), strongest.unwrap_or(Activity::Pottery));
    say!(
        "  targets: each suns+moon >= half the mean ({:.2}): {} ({} {:.2}); none strongest > 50%: {} ({} {:.1}%); Sun and Moon within 15%: {}",
        mean / 2.0,
        verdict(b.mean_value(weakest) >= mean / 2.0),
        weakest.name(),
        b.mean_value(weakest),
        verdict(b.strongest_share(strongest) <= 0.5),
        strongest.name(),
        100.0 * b.strongest_share(strongest),
        verdict(gap <= 0.15)
    );
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
    say!("{}", serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?);
    Ok(())
}
