//! Properties of random complete games (issue 3 and issue 4 "Tests"), for
//! 1 to 4 players and solo on each difficulty: no panic; four Nights and
//! one game end; Tambos conserved; 15 Tambos moved per seat; at most three
//! Temples per human; Sun, Moon and Inti never decrease; the Ayllu always
//! builds legally; every illegal action is refused with the game
//! unchanged; the saved log replays to the same final state.
//!
//! Sizes are fixed (not scaled by build profile) and keep this file near
//! 30 s in a debug build.
#![cfg(not(target_arch = "wasm32"))] // proptest is a native dev-dependency (Cargo.toml)
use ayar::bot::random::RandomBot;
use ayar::engine::*;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Games per multiplayer player count, and per solo difficulty.
const GAMES: u64 = 400;
const SOLO_GAMES: u64 = 200;
/// Every this-many games compares the whole save text around each refused
/// action; the others compare the log length, pending decision and options.
const FULL_CHECK_EVERY: u64 = 10;

fn setup(seed: u64, humans: usize, solo: Option<u8>) -> Setup {
    let names: Vec<String> = (1..=humans).map(|i| format!("P{i}")).collect();
    Setup { seed, players: names, solo }
}

fn random_activity(rng: &mut ChaCha8Rng) -> Activity {
    Activity::ALL[rng.random_range(0..4)]
}

fn random_trigger(rng: &mut ChaCha8Rng) -> Trigger {
    match rng.random_range(0..4) {
        0 => Trigger::Temple,
        1 => Trigger::LineBonus { line: Line(rng.random_range(0..10)) },
        2 => Trigger::Raymi { tile: rng.random_range(0..10) },
        _ => Trigger::Cuzco { ayar: Ayar::ALL[rng.random_range(0..4)] },
    }
}

/// Any action shape with random fields, out-of-range values included.
fn random_action(rng: &mut ChaCha8Rng) -> Action {
    let small = |rng: &mut ChaCha8Rng| if rng.random_bool(0.9) { rng.random_range(0..20) } else { rng.random() };
    match rng.random_range(0..13) {
        0 => Action::LayStep {
            marker: Marker::ALL[rng.random_range(0..5)],
            slot: StepSlot(small(rng)),
            ayar: Ayar::ALL[rng.random_range(0..4)],
        },
        1 => Action::TakeTambo { cell: Cell(small(rng)) },
        2 => Action::BuildTambo { path: Ayar::ALL[rng.random_range(0..4)], space: rng.random_range(0..40) },
        3 => Action::BoxTambo,
        4 => Action::ChoosePower { power: small(rng) },
        5 => Action::TakePots { slots: PotSet(rng.random()) },
        6 => Action::ChooseStack { stack: small(rng) },
        7 => Action::PlaceTextile { cell: Cell(small(rng)), dir: Dir::ALL[rng.random_range(0..4)] },
        8 => Action::TakeViracocha { area: small(rng) },
        9 => Action::ResolveTrigger { trigger: random_trigger(rng) },
        10 => Action::ChooseTemple { activity: random_activity(rng) },
        11 => Action::ChooseCuzco { first: random_activity(rng), second: random_activity(rng) },
        _ => Action::ScoreStepMarker { activity: random_activity(rng) },
    }
}

/// A legal action with one field changed.
fn mutate(action: Action, rng: &mut ChaCha8Rng) -> Action {
    let bump = |v: u8, rng: &mut ChaCha8Rng| v.wrapping_add(rng.random_range(1..4));
    match action {
        Action::LayStep { marker, slot, ayar } => match rng.random_range(0..3) {
            0 => Action::LayStep { marker: Marker::ALL[(marker.index() + 1) % 5], slot, ayar },
            1 => Action::LayStep { marker, slot: StepSlot(bump(slot.0, rng)), ayar },
            _ => Action::LayStep { marker, slot, ayar: Ayar::from_index(ayar.index() + 1) },
        },
        Action::TakeTambo { cell } => Action::TakeTambo { cell: Cell(bump(cell.0, rng)) },
        Action::BuildTambo { path, space } => match rng.random_bool(0.5) {
            true => Action::BuildTambo { path, space: bump(space, rng) },
            false => Action::BuildTambo { path: Ayar::from_index(path.index() + 1), space },
        },
        Action::ChoosePower { power } => Action::ChoosePower { power: bump(power, rng) },
        Action::TakePots { slots } => Action::TakePots { slots: PotSet(slots.0 ^ (1 << rng.random_range(0..8))) },
        Action::ChooseStack { stack } => Action::ChooseStack { stack: bump(stack, rng) },
        Action::PlaceTextile { cell, dir } => Action::PlaceTextile { cell: Cell(bump(cell.0, rng)), dir },
        Action::TakeViracocha { area } => Action::TakeViracocha { area: bump(area, rng) },
        Action::ResolveTrigger { .. } => Action::ResolveTrigger { trigger: random_trigger(rng) },
        Action::ChooseTemple { activity } => {
            Action::ChooseTemple { activity: Activity::from_index(activity.index() + 1) }
        }
        Action::ChooseCuzco { first, second } => Action::ChooseCuzco { first: second, second: first },
        Action::ScoreStepMarker { activity } => {
            Action::ScoreStepMarker { activity: Activity::from_index(activity.index() + 1) }
        }
        Action::BoxTambo => random_action(rng),
    }
}

/// A not-legal action for the pending decision, if the draw finds one.
fn illegal_action(legal: &[Action], rng: &mut ChaCha8Rng) -> Option<Action> {
    let candidate = if rng.random_bool(0.5) && !legal.is_empty() {
        mutate(legal[rng.random_range(0..legal.len())], rng)
    } else {
        random_action(rng)
    };
    (!legal.contains(&candidate)).then_some(candidate)
}

/// Tambos of each seat on the Main board.
fn on_board(g: &Game) -> Vec<u32> {
    let mut n = vec![0; g.seats()];
    for owner in g.board().slots.iter().flatten().flatten() {
        n[*owner] += 1;
    }
    n
}

fn check_position(g: &Game, prev: &mut [(u32, u32, u8)], ctx: &str) {
    let board = on_board(g);
    // A Tambo taken from the grid is in hand until it is built or boxed.
    let in_hand = |p: PlayerId| g.pending() == Some(Pending { player: p, decision: Decision::BuildTambo });
    for (p, player) in g.players().iter().enumerate() {
        // Tambos conserved: 16 across grid (or the Ayllu's supply), board, box.
        let held = match &player.solo {
            Some(solo) => solo.tambos as u32,
            None => player.tambos_on_grid() as u32,
        };
        let placed = board[p] + player.tambos_boxed as u32 + in_hand(p) as u32;
        assert_eq!(held + placed, 16, "{ctx}: seat {p} Tambos");
        assert_eq!(player.tambos_moved as u32 + held, 16, "{ctx}: seat {p} Tambos moved");
        if player.is_ayllu() {
            assert_eq!(player.viracochas, 0, "{ctx}: the Ayllu's Viracochas become Llamas");
            assert!(player.temples_placed() <= 4);
        } else {
            assert!(player.temples_placed() <= 3, "{ctx}: seat {p} has {} Temples", player.temples_placed());
        }
        let now = (player.sun, player.moon, player.inti);
        let before = prev[p];
        assert!(
            now.0 >= before.0 && now.1 >= before.1 && now.2 >= before.2,
            "{ctx}: seat {p} went from {before:?} to {now:?}"
        );
        assert!(player.inti <= data::INTI_MAX);
        prev[p] = now;
    }
}

/// Shadow of the building slots from `TamboBuilt` events: no slot is built
/// twice, and every Ayllu Tambo stands on the moved Ayar's path at or
/// behind him (a start slot for its starting action) with a power of 1..4
/// for that slot's activity.
struct Shadow {
    built: [[bool; 31]; 4],
}

impl Shadow {
    fn check(&mut self, g: &Game, events: &[Event], ctx: &str) {
        let mut moved: Option<(Ayar, u8)> = None;
        let mut ayllu_build: Option<Activity> = None;
        for e in events {
            match *e {
                Event::TurnStarted { .. } => {
                    moved = None;
                    ayllu_build = None;
                }
                Event::AyarMoved { ayar, to, .. } => moved = Some((ayar, to)),
                Event::TamboBuilt { player, path, space, activity } => {
                    let slot = &mut self.built[path.index()][space as usize];
                    assert!(!*slot, "{ctx}: slot {path:?} {space} built twice");
                    *slot = true;
                    assert_eq!(activity, data::slot_activity(path, space));
                    if g.player(player).is_ayllu() {
                        match moved {
                            Some((ayar, to)) => assert!(
                                ayar == path && space <= to,
                                "{ctx}: Ayllu built {path:?} {space}, moved {ayar:?} to {to}"
                            ),
                            None => assert_eq!(space, 0, "{ctx}: the Ayllu's starting Tambo"),
                        }
                        ayllu_build = Some(activity);
                    }
                }
                Event::PowerChosen { player, activity, power } if g.player(player).is_ayllu() => {
                    assert!((1..=4).contains(&power), "{ctx}: Ayllu power {power}");
                    assert_eq!(Some(activity), ayllu_build, "{ctx}: the Ayllu performs its slot's activity");
                }
                _ => {}
            }
        }
    }
}

/// Play one random game with every check; returns the number of actions.
fn check_game(seed: u64, humans: usize, solo: Option<u8>) -> usize {
    let full = seed.is_multiple_of(FULL_CHECK_EVERY);
    let ctx = format!("seed {seed}, {humans} human(s), solo {solo:?}");
    let mut g = Game::new(setup(seed, humans, solo)).unwrap_or_else(|e| panic!("{ctx}: {e}"));
    let mut bot = RandomBot::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut prev = vec![(0, 0, 0); g.seats()];
    let mut shadow = Shadow { built: [[false; 31]; 4] };
    let (mut nights, mut overs, mut steps) = (0, 0, 0);
    check_position(&g, &mut prev, &ctx);
    while let Some(action) = bot.choose(&g) {
        let ctx = format!("{ctx}, step {steps}");
        let legal = g.legal_actions();
        if let Some(bad) = illegal_action(&legal, &mut rng) {
            let (pending, log, depth) = (g.pending(), g.log().len(), g.undo_depth());
            let json = full.then(|| g.to_json());
            let result = g.apply(bad);
            assert!(matches!(result, Err(ActionError::NotLegal { .. })), "{ctx}: {bad:?} gave {result:?}");
            assert_eq!(g.pending(), pending, "{ctx}");
            assert_eq!((g.log().len(), g.undo_depth()), (log, depth), "{ctx}");
            assert_eq!(g.legal_actions(), legal, "{ctx}");
            if let Some(json) = json {
                assert_eq!(g.to_json(), json, "{ctx}: refusing {bad:?} changed the game");
            }
        }
        let events = g.apply(action).unwrap_or_else(|e| panic!("{ctx}: a listed action was refused: {e}"));
        nights += events.iter().filter(|e| matches!(e, Event::NightStarted { .. })).count();
        overs += events.iter().filter(|e| **e == Event::GameOver).count();
        shadow.check(&g, &events, &ctx);
        check_position(&g, &mut prev, &ctx);
        steps += 1;
        assert!(steps < 5_000, "{ctx}: the game does not end");
    }
    assert!(g.is_over(), "{ctx}: no legal action but not over");
    assert_eq!((nights, overs), (4, 1), "{ctx}: four Nights, one game end");
    assert_eq!(g.round(), 4);
    assert_eq!(g.apply(Action::BoxTambo), Err(ActionError::GameOver));
    for (p, player) in g.players().iter().enumerate() {
        assert_eq!(player.tambos_moved, 15, "{ctx}: seat {p} moves 1 + 5 + 4 + 3 + 2 Tambos");
        assert_eq!(player.score.after_round.len(), 4);
    }
    // The save replays to the same final state.
    let replayed = Game::from_json(&g.to_json()).unwrap_or_else(|e| panic!("{ctx}: replay failed: {e}"));
    assert_eq!(replayed.final_scores(), g.final_scores(), "{ctx}");
    assert_eq!(
        serde_json::to_string(replayed.players()).unwrap(),
        serde_json::to_string(g.players()).unwrap(),
        "{ctx}"
    );
    assert_eq!(serde_json::to_string(replayed.board()).unwrap(), serde_json::to_string(g.board()).unwrap(), "{ctx}");
    assert_eq!(replayed.to_json(), g.to_json());
    steps
}

fn run(humans: usize, solo: Option<u8>, games: u64) {
    let base = 1_000 * humans as u64 + 100_000 * solo.unwrap_or(0) as u64;
    let actions: usize = (base..base + games).map(|seed| check_game(seed, humans, solo)).sum();
    assert!(actions > games as usize * 50, "games are suspiciously short: {actions} actions in {games}");
}

#[test]
fn random_games_1_player() {
    run(1, None, GAMES);
}

#[test]
fn random_games_2_players() {
    run(2, None, GAMES);
}

#[test]
fn random_games_3_players() {
    run(3, None, GAMES);
}

#[test]
fn random_games_4_players() {
    run(4, None, GAMES);
}

#[test]
fn random_solo_games_difficulty_1() {
    run(1, Some(1), SOLO_GAMES);
}

#[test]
fn random_solo_games_difficulty_2() {
    run(1, Some(2), SOLO_GAMES);
}

#[test]
fn random_solo_games_difficulty_3() {
    run(1, Some(3), SOLO_GAMES);
}

#[test]
fn random_solo_games_difficulty_4() {
    run(1, Some(4), SOLO_GAMES);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any seed, any table: the same properties.
    #[test]
    fn any_seed_and_table_plays_a_valid_game(seed in any::<u64>(), table in 0..8usize) {
        let (humans, solo) = if table < 4 { (table + 1, None) } else { (1, Some(table as u8 - 3)) };
        check_game(seed, humans, solo);
    }
}
