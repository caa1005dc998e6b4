//! Golden games (STYLE.md "Tests"): saved games under tests/golden/ with
//! their expected results, replayed on every run; and invalid saves under
//! tests/golden/invalid/ that must fail with a specific `SaveError`.
//!
//! A valid fixture is `NAME.save.json` (exactly what `Game::to_json` writes,
//! so `ayar replay` reads it) with `NAME.expected.json` beside it. After an
//! intended rules change, regenerate them with
//! `AYAR_BLESS=1 cargo test --test golden -- --ignored bless` and review the
//! score changes in the diff.
use std::path::{Path, PathBuf};

use ayar::bot::random::RandomBot;
use ayar::engine::*;
use serde_json::{json, Value};

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// The games kept as fixtures: name, setup, actions to play (all = to the end).
fn fixtures() -> Vec<(&'static str, Setup, usize)> {
    let names = |n: usize| (1..=n).map(|i| format!("P{i}")).collect::<Vec<_>>();
    vec![
        ("one_player", Setup { seed: 101, players: names(1), solo: None }, usize::MAX),
        ("two_players", Setup { seed: 202, players: names(2), solo: None }, usize::MAX),
        ("three_players", Setup { seed: 303, players: names(3), solo: None }, usize::MAX),
        ("four_players", Setup { seed: 404, players: names(4), solo: None }, usize::MAX),
        ("solo_novice", Setup { seed: 501, players: names(1), solo: Some(1) }, usize::MAX),
        ("solo_sapa_inca", Setup { seed: 504, players: names(1), solo: Some(4) }, usize::MAX),
        ("two_players_round_2", Setup { seed: 212, players: names(2), solo: None }, 110),
    ]
}

/// Replay a save action by action, collecting every event.
fn replay_with_events(save: &SaveFile) -> (Game, Vec<Event>) {
    let mut events = Vec::new();
    let g = Game::replay_with(save.setup.clone(), &save.actions, |_, e| events.extend(e)).expect("a good save");
    (g, events)
}

#[test]
fn a_replay_hands_on_the_events_and_positions_of_the_game_as_played() {
    let mut live = Game::new(Setup::new(77, &["A", "B", "C"])).unwrap();
    let (mut events, mut rounds) = (Vec::new(), Vec::new());
    while let Some(&action) = live.legal_actions().first() {
        let e = live.apply(action).unwrap();
        rounds.extend(e.iter().map(|_| (live.round(), live.log().len())));
        events.extend(e);
    }
    let (mut replayed, mut replayed_rounds) = (Vec::new(), Vec::new());
    let g = Game::replay_with(live.setup().clone(), live.log(), |g, e| {
        replayed_rounds.extend(e.iter().map(|_| (g.round(), g.log().len())));
        replayed.extend(e);
    })
    .unwrap();
    assert!(g.is_over() && events.contains(&Event::GameOver));
    assert_eq!(replayed, events);
    assert_eq!(replayed_rounds, rounds);
}

/// What a fixture promises about its game.
fn summary(g: &Game) -> Value {
    let players: Vec<Value> = g
        .players()
        .iter()
        .map(|p| {
            json!({
                "name": p.name, "ayllu": p.is_ayllu(), "sun": p.sun, "moon": p.moon, "inti": p.inti,
                "llamas": p.llamas, "viracochas": p.viracochas, "temples": p.temples_placed(),
                "tambos_moved": p.tambos_moved, "after_round": p.score.after_round,
            })
        })
        .collect();
    json!({
        "actions": g.log().len(),
        "round": g.round(),
        "phase": g.phase(),
        "over": g.is_over(),
        "pending": g.pending(),
        "ayar_space": g.board().ayar_space,
        "retired": g.board().retired,
        "players": players,
        "final_scores": g.final_scores(),
    })
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
#[ignore = "writes the fixtures: AYAR_BLESS=1 cargo test --test golden -- --ignored bless"]
fn bless() {
    if std::env::var_os("AYAR_BLESS").is_none() {
        return;
    }
    for (name, setup, steps) in fixtures() {
        let mut g = Game::new(setup).unwrap();
        let mut bot = RandomBot::new(0xa7a2);
        for _ in 0..steps {
            let Some(action) = bot.choose(&g) else { break };
            g.apply(action).unwrap();
        }
        let save: Value = serde_json::from_str(&g.to_json()).unwrap();
        let dir = golden_dir();
        std::fs::write(dir.join(format!("{name}.save.json")), serde_json::to_string_pretty(&save).unwrap() + "\n")
            .unwrap();
        std::fs::write(
            dir.join(format!("{name}.expected.json")),
            serde_json::to_string_pretty(&summary(&g)).unwrap() + "\n",
        )
        .unwrap();
        if name == "two_players" {
            // The same finished game with one action too many.
            let mut extra = save.clone();
            extra["actions"].as_array_mut().unwrap().push(json!("BoxTambo"));
            let text = serde_json::to_string_pretty(&extra).unwrap() + "\n";
            std::fs::write(dir.join("invalid/action_after_game_over.json"), text).unwrap();
        }
    }
}

#[test]
fn golden_games_replay_to_their_expected_results() {
    let fixtures = fixtures();
    for (name, setup, steps) in &fixtures {
        let dir = golden_dir();
        let text = read(&dir.join(format!("{name}.save.json")));
        let expected: Value = serde_json::from_str(&read(&dir.join(format!("{name}.expected.json")))).unwrap();
        let g = Game::from_json(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(g.setup(), setup, "{name}: the fixture's setup");
        assert_eq!(g.is_over(), *steps == usize::MAX, "{name}");
        let actual = summary(&g);
        for key in expected.as_object().unwrap().keys() {
            assert_eq!(actual[key], expected[key], "{name}: {key}");
        }
        assert_eq!(actual, expected, "{name}");
    }
    // Every fixture on disk is listed (and so checked).
    let mut on_disk: Vec<String> = std::fs::read_dir(golden_dir())
        .unwrap()
        .filter_map(|e| e.unwrap().file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".save.json").map(str::to_string))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = fixtures.iter().map(|f| f.0.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed);
}

#[test]
fn golden_games_scores_add_up_from_their_events() {
    for (name, _, steps) in fixtures() {
        if steps != usize::MAX {
            continue;
        }
        let save: SaveFile = serde_json::from_str(&read(&golden_dir().join(format!("{name}.save.json")))).unwrap();
        let (g, events) = replay_with_events(&save);
        for (p, player) in g.players().iter().enumerate() {
            let moon: u32 = events
                .iter()
                .map(|e| match *e {
                    Event::MoonScored { player, amount, .. } if player == p => amount,
                    _ => 0,
                })
                .sum();
            assert_eq!(moon, player.moon, "{name} seat {p}: Moon is the sum of its Moon events");
            let dawns: Vec<(u8, u32)> = events
                .iter()
                .filter_map(|e| match *e {
                    Event::Dawn { player, inti, sun } if player == p => Some((inti, sun)),
                    _ => None,
                })
                .collect();
            assert_eq!(dawns.len(), 4);
            // Each Dawn adds the dial (never reset) to Sun.
            let mut sun = 0;
            for &(inti, after) in &dawns {
                sun += inti as u32;
                assert_eq!(after, sun, "{name} seat {p}");
            }
            assert_eq!(player.sun, sun);
            let f = &g.final_scores().unwrap()[p];
            assert_eq!((f.sun, f.moon), (player.sun + f.llama_to_sun, player.moon + f.llama_to_moon));
            assert_eq!(f.score, f.sun.min(f.moon), "R9: the lower of Sun and Moon");
        }
    }
}

/// Whether a save error is the one a fixture must give.
type IsExpected = fn(&SaveError) -> bool;

/// Each invalid fixture and the error it must give.
fn invalid_fixtures() -> Vec<(&'static str, IsExpected)> {
    vec![
        ("truncated.json", |e| matches!(e, SaveError::Json(_))),
        ("not_json.json", |e| matches!(e, SaveError::Json(_))),
        ("wrong_format.json", |e| *e == SaveError::Format("chess-pgn".into())),
        ("version_2.json", |e| *e == SaveError::Version { found: 2, supported: SAVE_VERSION }),
        ("unknown_action.json", |e| matches!(e, SaveError::Json(_))),
        ("five_players.json", |e| *e == SaveError::Setup(SetupError::PlayerCount(5))),
        ("solo_difficulty_5.json", |e| *e == SaveError::Setup(SetupError::Difficulty(5))),
        ("solo_with_two_humans.json", |e| *e == SaveError::Setup(SetupError::SoloPlayers)),
        ("illegal_action.json", |e| {
            matches!(
                e,
                SaveError::IllegalAction {
                    index: 2,
                    error: ActionError::NotLegal { action: Action::ChooseCuzco { .. }, .. }
                }
            )
        }),
        ("action_after_game_over.json", |e| matches!(e, SaveError::IllegalAction { error: ActionError::GameOver, .. })),
    ]
}

#[test]
fn invalid_saves_fail_with_their_specific_error() {
    let dir = golden_dir().join("invalid");
    let cases = invalid_fixtures();
    for (file, expected) in &cases {
        let text = read(&dir.join(file));
        match Game::from_json(&text) {
            Ok(g) => panic!("{file} loaded ({} actions)", g.log().len()),
            Err(e) => assert!(expected(&e), "{file}: wrong error {e:?}"),
        }
    }
    let mut on_disk: Vec<String> =
        std::fs::read_dir(&dir).unwrap().filter_map(|e| e.unwrap().file_name().into_string().ok()).collect();
    on_disk.sort();
    let mut listed: Vec<String> = cases.iter().map(|c| c.0.to_string()).collect();
    listed.sort();
    assert_eq!(on_disk, listed, "every invalid fixture has an expected error");
}

#[test]
fn action_after_game_over_fixture_is_a_finished_game_plus_one() {
    // The fixture must stay a complete game with one extra action, so its
    // error names the index right after the end.
    let text = read(&golden_dir().join("invalid/action_after_game_over.json"));
    let save: SaveFile = serde_json::from_str(&text).unwrap();
    let n = save.actions.len();
    let g = Game::replay(save.setup.clone(), &save.actions[..n - 1]).unwrap();
    assert!(g.is_over());
    assert_eq!(
        Game::from_json(&text).err(),
        Some(SaveError::IllegalAction { index: n - 1, error: ActionError::GameOver })
    );
}
