//! The native command line `ayar` (issue 3 and 4): `simulate` reports
//! statistics and a `games/s` line; `replay` prints a save's final state as
//! JSON; bad input gives a clear message and a non-zero exit.
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn ayar(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ayar")).args(args).output().expect("the ayar binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("UTF-8 output")
}

fn golden(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(file)
}

/// The rate printed as `<number> games/s`.
fn games_per_second(out: &str) -> f64 {
    let line = out.lines().find(|l| l.ends_with(" games/s")).unwrap_or_else(|| panic!("no games/s line in:\n{out}"));
    line.trim_end_matches(" games/s").trim().parse().unwrap_or_else(|_| panic!("not a number: {line:?}"))
}

#[test]
fn simulate_prints_statistics_and_a_games_per_second_line() {
    let o = ayar(&["simulate", "--players", "3", "--games", "20", "--seed", "9"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("20 random games (3 players), seed 9"), "{out}");
    for seat in 1..=3 {
        assert!(out.contains(&format!("seat {seat} final score")), "{out}");
    }
    assert!(!out.contains("seat 4"), "{out}");
    assert!(games_per_second(&out) > 0.0);
}

#[test]
fn simulate_solo_plays_the_ayllu_on_the_chosen_difficulty() {
    let o = ayar(&["simulate", "--solo", "--difficulty", "4", "--games", "15", "--seed", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("15 random games (solo, difficulty 4), seed 2"), "{out}");
    assert!(out.contains("Ayllu final score") && out.contains("seat 1 final score"), "{out}");
    assert!(out.contains("human seat wins"), "{out}");
    assert!(games_per_second(&out) > 0.0);
}

#[test]
fn simulate_is_deterministic_given_its_seed() {
    let run = |seed: &str| {
        let out = stdout(&ayar(&["simulate", "--players", "2", "--games", "10", "--seed", seed]));
        out.lines().filter(|l| !l.ends_with("games/s")).map(str::to_string).collect::<Vec<_>>()
    };
    assert_eq!(run("5"), run("5"));
    assert_ne!(run("5"), run("6"));
}

#[test]
fn replay_of_a_good_file_prints_its_final_state_as_json() {
    for name in ["two_players", "solo_sapa_inca", "two_players_round_2"] {
        let file = golden(&format!("{name}.save.json"));
        let o = ayar(&["replay", file.to_str().unwrap()]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        let report: Value = serde_json::from_str(&stdout(&o)).unwrap_or_else(|e| panic!("{name}: not JSON: {e}"));
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(golden(&format!("{name}.expected.json"))).unwrap()).unwrap();
        assert_eq!(report["final_scores"], expected["final_scores"], "{name}");
        assert_eq!(report["over"], expected["over"], "{name}");
        assert_eq!(report["round"], expected["round"], "{name}");
        let players = report["players"].as_array().unwrap();
        assert_eq!(players.len(), expected["players"].as_array().unwrap().len());
        for (p, want) in players.iter().zip(expected["players"].as_array().unwrap()) {
            assert_eq!((&p["sun"], &p["moon"], &p["name"]), (&want["sun"], &want["moon"], &want["name"]), "{name}");
        }
        assert_eq!(report["board"]["ayar_space"], expected["ayar_space"]);
    }
}

#[test]
fn replay_of_a_bad_file_exits_non_zero_with_a_clear_message() {
    // (fixture, words the message must contain)
    let cases = [
        ("version_2.json", "version 2"),
        ("wrong_format.json", "chess-pgn"),
        ("truncated.json", "not a readable save file"),
        ("illegal_action.json", "action 2"),
        ("five_players.json", "1 to 4 players"),
    ];
    for (file, words) in cases {
        let path = golden(&format!("invalid/{file}"));
        let o = ayar(&["replay", path.to_str().unwrap()]);
        assert!(!o.status.success(), "{file} was accepted");
        assert!(stdout(&o).is_empty(), "{file}: nothing on stdout");
        let message = stderr(&o);
        assert!(message.starts_with("ayar: "), "{file}: {message}");
        assert!(message.contains(file), "{file}: the message names the file: {message}");
        assert!(message.contains(words), "{file}: {message}");
    }
}

#[test]
fn replay_of_a_missing_file_says_it_cannot_read_it() {
    let o = ayar(&["replay", "/nonexistent/game.json"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("cannot read /nonexistent/game.json"), "{}", stderr(&o));
}

#[test]
fn bad_commands_and_flags_print_usage_and_fail() {
    for args in [&[][..], &["play"][..], &["replay"][..]] {
        let o = ayar(args);
        assert!(!o.status.success(), "{args:?}");
        assert!(stderr(&o).contains("usage:"), "{args:?}: {}", stderr(&o));
    }
    let o = ayar(&["simulate", "--games", "many"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--games needs a number"), "{}", stderr(&o));
    let o = ayar(&["simulate", "--solo", "--difficulty", "9", "--games", "1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("difficulty"), "{}", stderr(&o));
    let o = ayar(&["simulate", "--players", "5", "--games", "1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("1 to 4 players"), "{}", stderr(&o));
}

#[test]
fn simulate_seats_plays_bots_against_each_other_and_reports_wins() {
    let o = ayar(&["simulate", "--seats", "easy,random", "--games", "4", "--seed", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("4 games, seats easy,random, seed 3"), "{out}");
    let share = |kind: &str| -> f64 {
        let line = out.lines().find(|l| l.starts_with(kind)).unwrap_or_else(|| panic!("no {kind} line:\n{out}"));
        let after = line.split("wins").nth(1).expect("a wins figure");
        after.trim().split('%').next().expect("a percentage").trim().parse().expect("a number")
    };
    assert!((share("easy") + share("random") - 100.0).abs() < 1e-6, "{out}");
    assert!(out.contains("95% CI") && out.contains("think p50"), "{out}");
}

#[test]
fn simulate_seats_refuses_unknown_kinds_and_bad_counts() {
    for seats in ["easy", "easy,godlike", "easy,easy,easy,easy,easy"] {
        let o = ayar(&["simulate", "--seats", seats]);
        assert!(!o.status.success(), "{seats}");
        assert!(stderr(&o).contains("--seats needs 2 to 4 of random, easy, medium, hard"), "{}", stderr(&o));
    }
}

#[test]
fn balance_reports_activities_at_each_player_count_and_the_ayllu_ladder() {
    let o = ayar(&["balance", "--level", "easy", "--games", "1", "--ladder-games", "1", "--seed", "4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("balance: easy self-play, seed 4"), "{out}");
    for players in 2..=4 {
        let table = out.split(&format!("{players} players, 1 games")).nth(1).unwrap_or_else(|| panic!("{out}"));
        let table = table.split(" players, ").next().unwrap_or(table);
        for activity in ["Pottery", "Weaving", "Terrace", "Reed"] {
            let row = table.lines().find(|l| l.trim_start().starts_with(activity)).unwrap_or_else(|| panic!("{out}"));
            // suns, moon value, suns+moon, winners' points %, winner's strongest %
            let numbers: Vec<f64> =
                row.split_whitespace().skip(1).map(|n| n.trim_end_matches('%').parse().expect("a number")).collect();
            assert_eq!(numbers.len(), 5, "{row}");
            assert!((numbers[0] + numbers[1] - numbers[2]).abs() < 0.02, "{row}");
        }
        assert!(table.contains("mean Sun") && table.contains("mean Moon") && table.contains("targets:"), "{table}");
    }
    let ladder = out.split("Ayllu ladder: easy in the human seat, 1 games per difficulty").nth(1).expect(&out);
    for board in ["1 Novice", "2 Apprentice", "3 Elder", "4 Sapa Inca"] {
        let row = ladder.lines().find(|l| l.trim_start().starts_with(board)).unwrap_or_else(|| panic!("{out}"));
        let wins: f64 = row
            .split_whitespace()
            .find(|w| w.ends_with('%'))
            .and_then(|w| w.trim_end_matches('%').parse().ok())
            .expect(row);
        assert!(wins == 0.0 || wins == 100.0, "one game is won or lost: {row}");
        assert!(row.contains(" to "), "a Wilson interval: {row}");
    }
    assert!(ladder.contains("targets: Novice >= 90%"), "{ladder}");
}

#[test]
fn balance_refuses_a_bad_level_or_player_count() {
    let o = ayar(&["balance", "--level", "godlike", "--games", "1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--level needs random, easy, medium or hard"), "{}", stderr(&o));
    let o = ayar(&["balance", "--players", "5", "--games", "1"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--players needs a list of 2, 3 or 4"), "{}", stderr(&o));
}

#[test]
fn simulate_seats_takes_the_old_search_and_changed_settings() {
    let o = ayar(&["simulate", "--seats", "easy:4/bias=2/noise=0.5,old-easy", "--games", "1", "--seed", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("easy:4/bias=2/noise=0.5 (list place 1)") && out.contains("old-easy (list place 2)"), "{out}");
    for seats in ["easy:0,random", "easy/bias=x,random", "easy/speed=2,random", "old-godlike,random"] {
        let o = ayar(&["simulate", "--seats", seats, "--games", "1"]);
        assert!(!o.status.success(), "{seats} was accepted");
    }
}
