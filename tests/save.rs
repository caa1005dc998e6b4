//! The save format (versioned JSON of the setup and the action list) and
//! undo (issue 3: "Undo within the current player's turn ... back to the
//! last random reveal"; "rejects anything inconsistent with a clear error").
#![cfg(not(target_arch = "wasm32"))] // proptest is a native dev-dependency (Cargo.toml)
use ayar::bot::random::RandomBot;
use ayar::engine::*;
use proptest::prelude::*;
use serde_json::{json, Value};

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

fn new_game(seed: u64, humans: usize, solo: Option<u8>) -> Game {
    Game::new(Setup { seed, players: names(humans), solo }).expect("valid setup")
}

/// A game after `steps` random actions (or at its end, if sooner).
fn played(seed: u64, humans: usize, solo: Option<u8>, steps: usize) -> Game {
    let mut g = new_game(seed, humans, solo);
    let mut bot = RandomBot::new(seed);
    for _ in 0..steps {
        let Some(action) = bot.choose(&g) else { break };
        g.apply(action).expect("legal");
    }
    g
}

fn finished(seed: u64, humans: usize, solo: Option<u8>) -> Game {
    played(seed, humans, solo, usize::MAX)
}

/// Everything a board draws plus the decision and its options.
fn observable(g: &Game) -> String {
    serde_json::to_string(&json!({
        "round": g.round(),
        "phase": g.phase(),
        "first": g.first_player(),
        "active": g.active_player(),
        "board": g.board(),
        "lake": g.lake(),
        "market": g.market(),
        "stacks": g.stack_tops(),
        "players": g.players(),
        "planted": g.planted(),
        "pending": g.pending(),
        "legal": g.legal_actions(),
        "final": g.final_scores(),
        "save": g.to_json(),
    }))
    .unwrap()
}

const TABLES: [(usize, Option<u8>); 5] = [(1, None), (2, None), (4, None), (1, Some(1)), (1, Some(4))];

// ---- Round trip ----------------------------------------------------------------------

#[test]
fn save_file_holds_format_version_setup_and_the_action_list() {
    let g = played(1, 3, None, 40);
    let value: Value = serde_json::from_str(&g.to_json()).unwrap();
    assert_eq!(value["format"], SAVE_FORMAT);
    assert_eq!(value["version"], SAVE_VERSION);
    let save = g.to_save();
    assert_eq!(save.setup, *g.setup());
    assert_eq!(save.actions, g.log());
    assert_eq!(save.actions.len(), 40);
    assert_eq!(serde_json::from_value::<SaveFile>(value).unwrap(), save);
}

#[test]
fn save_and_load_round_trip_at_start_middle_and_end() {
    for (i, (humans, solo)) in TABLES.into_iter().enumerate() {
        for steps in [0, 1, 57, 150, usize::MAX] {
            let g = played(10 + i as u64, humans, solo, steps);
            let loaded = Game::from_json(&g.to_json()).unwrap_or_else(|e| panic!("{humans} {solo:?} {steps}: {e}"));
            assert_eq!(observable(&loaded), observable(&g), "table {humans} {solo:?}, {steps} steps");
            assert_eq!(loaded.undo_depth(), g.undo_depth());
        }
    }
}

#[test]
fn a_loaded_game_plays_on_exactly_like_the_original() {
    for (i, (humans, solo)) in TABLES.into_iter().enumerate() {
        let mut original = played(20 + i as u64, humans, solo, 90);
        let mut loaded = Game::from_json(&original.to_json()).unwrap();
        // The hidden bag and generator were restored too: same reveals.
        let (mut a, mut b) = (RandomBot::new(7), RandomBot::new(7));
        while let Some(action) = a.choose(&original) {
            assert_eq!(b.choose(&loaded), Some(action));
            assert_eq!(original.apply(action), loaded.apply(action));
        }
        assert!(loaded.is_over());
        assert_eq!(loaded.final_scores(), original.final_scores());
        assert_eq!(observable(&loaded), observable(&original));
    }
}

// ---- Undo ----------------------------------------------------------------------------

/// Whether these events close undo (a random reveal, another player's
/// turn, the Night, or an Ayllu turn).
fn reveals(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::PotRevealed { .. }
                | Event::TextileRevealed { .. }
                | Event::TurnStarted { .. }
                | Event::NightStarted { .. }
                | Event::AylluChose { .. }
        )
    })
}

#[test]
fn undo_takes_back_exactly_one_action_and_stops_at_the_floor() {
    for (i, (humans, solo)) in [(2, None), (3, None), (1, Some(2))].into_iter().enumerate() {
        let mut g = new_game(30 + i as u64, humans, solo);
        let mut bot = RandomBot::new(30 + i as u64);
        let (mut undone, mut floors) = (0, 0);
        while let Some(action) = bot.choose(&g) {
            let before = observable(&g);
            let (depth, decider) = (g.undo_depth(), g.pending().map(|p| p.player));
            let events = g.apply(action).unwrap();
            if reveals(&events) {
                assert_eq!(g.undo_depth(), 0, "a reveal or a new turn after {action:?}");
            } else if g.is_over() {
                // The last Step marker: no reveal follows; either answer is fine.
            } else if g.pending().map(|p| p.player) != decider {
                assert_eq!(g.undo_depth(), 0, "another player decides after {action:?}");
            } else {
                assert_eq!(g.undo_depth(), depth + 1, "after {action:?}");
            }
            if g.undo_depth() > 0 {
                let after = g.undo_depth();
                g.undo().unwrap();
                assert_eq!(observable(&g), before, "undo of {action:?} is not exact");
                assert_eq!(g.undo_depth(), after - 1);
                assert_eq!(g.apply(action).unwrap(), events, "replaying the same action");
                undone += 1;
            } else {
                let at_floor = observable(&g);
                assert_eq!(g.undo(), Err(UndoError::NothingToUndo));
                assert_eq!(observable(&g), at_floor, "a refused undo changes nothing");
                floors += 1;
            }
        }
        assert!(undone > 50 && floors > 20, "{undone} undos, {floors} floors");
    }
}

#[test]
fn undo_reaches_back_to_the_start_of_the_turn_and_no_further() {
    let mut g = new_game(40, 2, None);
    let mut bot = RandomBot::new(40);
    while g.phase() == Phase::Start || g.pending().map(|p| p.decision) != Some(Decision::LayStep) {
        g.apply(bot.choose(&g).unwrap()).unwrap();
    }
    let start = observable(&g);
    assert_eq!(g.undo_depth(), 0, "a new turn starts at the floor");
    let mut states = vec![start.clone()];
    // Lay, take, build: three undoable decisions.
    for _ in 0..3 {
        let action = bot.choose(&g).unwrap();
        let events = g.apply(action).unwrap();
        assert!(!reveals(&events));
        states.push(observable(&g));
    }
    assert_eq!(g.undo_depth(), 3);
    for expected in states.iter().rev().skip(1) {
        g.undo().unwrap();
        assert_eq!(&observable(&g), expected);
    }
    assert_eq!(g.undo_depth(), 0);
    assert_eq!(g.undo(), Err(UndoError::NothingToUndo));
    assert_eq!(observable(&g), start);
}

/// Play at random until `found` holds for the events of an action.
fn until_events(g: &mut Game, bot: &mut RandomBot, found: impl Fn(&[Event]) -> bool) -> Vec<Event> {
    loop {
        let action = bot.choose(g).expect("found before the end");
        let events = g.apply(action).unwrap();
        if found(&events) {
            return events;
        }
    }
}

#[test]
fn undo_floor_is_set_by_a_pot_revealed_from_the_bag() {
    // A Pottery turn that goes on after the refill (end-of-turn effects to
    // order): only the reveal can have closed undo.
    let mid_turn = |ev: &[Event]| {
        ev.iter().any(|e| matches!(e, Event::PotRevealed { .. }))
            && !ev.iter().any(|e| matches!(e, Event::TurnStarted { .. } | Event::NightStarted { .. }))
    };
    let mut found = 0;
    for seed in 0..200 {
        let mut g = new_game(seed, 2, None);
        let mut bot = RandomBot::new(seed);
        while let Some(action) = bot.choose(&g) {
            let decider = g.pending().map(|p| p.player);
            let events = g.apply(action).unwrap();
            if mid_turn(&events) && g.pending().map(|p| p.player) == decider {
                assert!(g.undo_depth() == 0, "seed {seed}: undo reaches back past a revealed Pot");
                assert_eq!(g.undo(), Err(UndoError::NothingToUndo));
                found += 1;
            }
        }
        if found >= 3 {
            return;
        }
    }
    panic!("no Pottery turn went on after a refill ({found})");
}

#[test]
fn undo_floor_is_set_by_a_textile_revealed_on_a_stack() {
    let mut g = new_game(42, 2, None);
    let mut bot = RandomBot::new(42);
    until_events(&mut g, &mut bot, |ev| ev.iter().any(|e| matches!(e, Event::TextileRevealed { .. })));
    assert_eq!(g.undo_depth(), 0);
    assert_eq!(g.undo(), Err(UndoError::NothingToUndo));
    // The Textile's placement that follows can itself be undone.
    if let Some(Pending { decision: Decision::PlaceTextile { .. }, .. }) = g.pending() {
        let before = observable(&g);
        g.apply(g.legal_actions()[0]).unwrap();
        if g.undo_depth() == 1 {
            g.undo().unwrap();
            assert_eq!(observable(&g), before);
        }
    }
}

#[test]
fn undo_cannot_take_back_the_ayllus_turn() {
    let mut g = new_game(43, 1, Some(3));
    let mut bot = RandomBot::new(43);
    let events = until_events(&mut g, &mut bot, |ev| ev.iter().any(|e| matches!(e, Event::AylluChose { .. })));
    assert!(events.iter().any(|e| matches!(e, Event::TurnStarted { player: 1 })));
    assert_eq!(g.undo_depth(), 0);
    assert_eq!(g.undo(), Err(UndoError::NothingToUndo));
}

// ---- Bad inputs ------------------------------------------------------------------------

fn valid_save() -> Value {
    serde_json::from_str(&finished(50, 2, None).to_json()).unwrap()
}

fn load(value: &Value) -> Result<Game, SaveError> {
    Game::from_json(&value.to_string())
}

#[test]
fn truncated_json_is_a_json_error() {
    let text = played(51, 2, None, 80).to_json();
    for cut in (0..text.len()).step_by(7).chain([text.len() - 1]) {
        match Game::from_json(&text[..cut]) {
            Err(SaveError::Json(message)) => assert!(!message.is_empty()),
            other => panic!("cut at {cut}: {:?}", other.map(|g| g.log().len())),
        }
    }
}

#[test]
fn a_wrong_format_is_refused_by_name() {
    let mut save = valid_save();
    save["format"] = json!("chess-pgn");
    assert_eq!(load(&save).err(), Some(SaveError::Format("chess-pgn".into())));
    save.as_object_mut().unwrap().remove("format");
    assert_eq!(load(&save).err(), Some(SaveError::Format(String::new())));
    let error = Game::from_json(r#"{"format": "chess-pgn"}"#).err().unwrap();
    assert!(error.to_string().contains("chess-pgn"), "{error}");
}

#[test]
fn a_wrong_version_is_refused_with_both_versions() {
    let mut save = valid_save();
    for version in [0u32, 2, 99] {
        save["version"] = json!(version);
        let error = load(&save).err().unwrap();
        assert_eq!(error, SaveError::Version { found: version, supported: SAVE_VERSION });
        assert!(error.to_string().contains(&version.to_string()));
    }
    save.as_object_mut().unwrap().remove("version");
    assert_eq!(load(&save).err(), Some(SaveError::Version { found: 0, supported: SAVE_VERSION }));
}

#[test]
fn an_illegal_action_inside_names_its_index() {
    let save = valid_save();
    let actions = save["actions"].as_array().unwrap().len();
    // Action 5 replaced by one that answers another decision.
    let mut bad = save.clone();
    let original: Action = serde_json::from_value(bad["actions"][5].clone()).unwrap();
    let replacement = match original {
        Action::ChooseTemple { .. } => Action::BoxTambo,
        _ => Action::ChooseTemple { activity: Activity::Reed },
    };
    bad["actions"][5] = serde_json::to_value(replacement).unwrap();
    match load(&bad) {
        Err(SaveError::IllegalAction { index: 5, error: ActionError::NotLegal { action, .. } }) => {
            assert_eq!(action, replacement)
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
    // Two neighbouring actions of different kinds swapped: each decision
    // takes one kind of answer, so the first of them is refused.
    let list: Vec<Action> = serde_json::from_value(save["actions"].clone()).unwrap();
    let kind = |a: &Action| std::mem::discriminant(a);
    let box_or_build = |a: &Action| matches!(a, Action::BoxTambo | Action::BuildTambo { .. });
    let i = (2..list.len() - 1)
        .find(|&i| kind(&list[i]) != kind(&list[i + 1]) && !(box_or_build(&list[i]) && box_or_build(&list[i + 1])))
        .unwrap();
    let mut bad = save.clone();
    bad["actions"].as_array_mut().unwrap().swap(i, i + 1);
    assert!(matches!(load(&bad), Err(SaveError::IllegalAction { index, .. }) if index == i));
    // One action too many after the end.
    let mut bad = save.clone();
    bad["actions"].as_array_mut().unwrap().push(json!("BoxTambo"));
    assert_eq!(load(&bad).err(), Some(SaveError::IllegalAction { index: actions, error: ActionError::GameOver }));
    let message = load(&bad).err().unwrap().to_string();
    assert!(message.contains(&actions.to_string()), "{message}");
}

#[test]
fn an_invalid_setup_is_a_setup_error() {
    let cases: [(Value, SetupError); 6] = [
        (json!({"seed": 1, "players": [], "solo": null}), SetupError::PlayerCount(0)),
        (json!({"seed": 1, "players": ["a", "b", "c", "d", "e"]}), SetupError::PlayerCount(5)),
        (json!({"seed": 1, "players": ["a"], "solo": 9}), SetupError::Difficulty(9)),
        (json!({"seed": 1, "players": ["a", "b"], "solo": 2}), SetupError::SoloPlayers),
        (json!({"seed": 1, "players": ["a", "  "]}), SetupError::Name),
        (json!({"seed": 1, "players": ["a", "x".repeat(25)]}), SetupError::Name),
    ];
    for (setup, expected) in cases {
        let save = json!({"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": setup, "actions": []});
        assert_eq!(load(&save).err(), Some(SaveError::Setup(expected.clone())), "{setup}");
    }
}

#[test]
fn malformed_fields_are_json_errors() {
    let base = json!({"format": SAVE_FORMAT, "version": SAVE_VERSION, "setup": {"seed": 1, "players": ["a", "b"]}, "actions": []});
    assert!(load(&base).is_ok(), "the base save is valid");
    let edits: [(&str, Value); 6] = [
        ("actions", json!([{"Fly": {"to": "Cuzco"}}])),
        ("actions", json!("none")),
        ("actions", json!([{"TakeTambo": {"cell": 300}}])),
        ("setup", json!({"seed": -1, "players": ["a"]})),
        ("setup", json!({"players": ["a"]})),
        ("setup", json!(null)),
    ];
    for (key, value) in edits {
        let mut save = base.clone();
        save[key] = value.clone();
        assert!(matches!(load(&save), Err(SaveError::Json(_))), "{key} = {value}");
    }
    for text in ["", "null", "[]", "42", "\"ayar-save\"", "{}"] {
        let result = Game::from_json(text);
        assert!(matches!(result, Err(SaveError::Json(_) | SaveError::Format(_))), "{text:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]

    /// Random bytes never load and never panic.
    #[test]
    fn random_bytes_are_refused_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        prop_assert!(Game::from_json(&text).is_err());
    }

    /// A valid save with one byte changed loads or fails cleanly; if it
    /// loads, it replays to a consistent game.
    #[test]
    fn a_corrupted_save_loads_or_fails_cleanly(at in any::<prop::sample::Index>(), byte in any::<u8>()) {
        let mut bytes = played(52, 2, None, 60).to_json().into_bytes();
        let i = at.index(bytes.len());
        bytes[i] = byte;
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(g) = Game::from_json(&text) {
            prop_assert_eq!(Game::from_json(&g.to_json()).map(|h| h.to_json()), Ok(g.to_json()));
        }
    }
}
