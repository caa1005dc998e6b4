//! Shared scenario-test helpers: make a game, drive it with chosen or
//! first-legal actions, find a legal action by predicate, and check that a
//! rejected action left the game exactly as it was.
#![allow(dead_code)]

pub use ayar::engine::data;
pub use ayar::engine::*;

/// A new multiplayer game with `players` seats (names P0, P1, ...).
pub fn new_game(seed: u64, players: usize) -> Game {
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    Game::new(Setup::new(seed, &refs)).expect("valid setup")
}

/// A game whose starting actions were all played with first-legal choices:
/// round 1, Day phase, the first player must lay a Step marker.
pub fn day_game(seed: u64, players: usize) -> Game {
    let mut g = new_game(seed, players);
    while g.phase() == Phase::Start {
        act_first(&mut g);
    }
    assert_eq!(g.pending().map(|p| p.decision), Some(Decision::LayStep));
    g
}

/// A Day game with a clean board for scenario building: every building slot
/// empty, every Ayar on `spaces`, every grid full, nothing planted.
pub fn clean_day_game(seed: u64, players: usize, spaces: [u8; 4]) -> Game {
    let mut g = day_game(seed, players);
    for path in g.board_mut().slots.iter_mut() {
        path.fill(None);
    }
    g.board_mut().ayar_space = spaces;
    for p in 0..players {
        let pl = g.player_mut(p);
        pl.grid = Cells::FULL;
        pl.pots = [0; data::POT_COLOURS];
        pl.loom = Default::default();
        pl.maize_left = data::MAIZE;
        pl.boat = 0;
        pl.islands = [None; 4];
        pl.viracochas = 0;
        pl.llamas = 0;
        pl.inti = 0;
    }
    g.lake_mut().viracocha = [true; 4];
    g.planted_mut().fill(0);
    g
}

/// Apply a legal action; panic with the pending decision and the options
/// otherwise.
pub fn act(g: &mut Game, action: Action) -> Vec<Event> {
    match g.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{e}\npending: {:?}\nlegal: {:?}", g.pending(), g.legal_actions()),
    }
}

/// The first legal action.
pub fn first(g: &Game) -> Action {
    *g.legal_actions().first().unwrap_or_else(|| panic!("no legal action; pending {:?}", g.pending()))
}

pub fn act_first(g: &mut Game) -> Vec<Event> {
    let a = first(g);
    act(g, a)
}

/// The first legal action matching `pred`.
pub fn find(g: &Game, pred: impl Fn(&Action) -> bool) -> Option<Action> {
    g.legal_actions().into_iter().find(|a| pred(a))
}

pub fn act_where(g: &mut Game, pred: impl Fn(&Action) -> bool) -> Vec<Event> {
    let a = find(g, pred).unwrap_or_else(|| panic!("no matching legal action among {:?}", g.legal_actions()));
    act(g, a)
}

pub fn is_legal(g: &Game, action: Action) -> bool {
    g.legal_actions().contains(&action)
}

/// Everything observable about a game, as one string.
pub fn snapshot(g: &Game) -> String {
    serde_json::to_string(&(
        g.board(),
        g.players(),
        g.market(),
        g.lake(),
        g.stack_tops(),
        g.planted(),
        g.pending(),
        g.legal_actions(),
        (g.round(), g.phase(), g.first_player(), g.active_player()),
        g.to_json(),
    ))
    .expect("serialisable")
}

/// The action is refused and nothing observable changed.
pub fn assert_rejected(g: &mut Game, action: Action) {
    let (before, pending, json) = (snapshot(g), g.pending(), g.to_json());
    let result = g.apply(action);
    assert!(
        matches!(result, Err(ActionError::NotLegal { .. }) | Err(ActionError::GameOver)),
        "{action:?} was accepted"
    );
    assert_eq!(g.pending(), pending);
    assert_eq!(g.to_json(), json);
    assert_eq!(snapshot(g), before, "state changed after rejecting {action:?}");
}

/// Play first-legal actions until the next turn (or Night, or game end)
/// starts; returns every event on the way.
pub fn finish_turn(g: &mut Game) -> Vec<Event> {
    let mut all = Vec::new();
    loop {
        let ev = act_first(g);
        let done =
            ev.iter().any(|e| matches!(e, Event::TurnStarted { .. } | Event::NightStarted { .. } | Event::GameOver));
        all.extend(ev);
        if done {
            return all;
        }
    }
}

/// Answer first-legal until `stop` holds.
pub fn play_until(g: &mut Game, stop: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut all = Vec::new();
    while !stop(g) {
        all.extend(act_first(g));
    }
    all
}

/// Markers still to be laid this round, over all players.
pub fn markers_left(g: &Game) -> usize {
    g.players().iter().map(|p| p.markers.iter().filter(|m| m.available()).count()).sum()
}

/// Play first-legal Day turns until the last Day turn of the round is
/// about to begin (one marker left in the whole round).
pub fn to_last_turn(g: &mut Game) {
    play_until(g, |g| {
        g.phase() == Phase::Day && g.pending().map(|p| p.decision) == Some(Decision::LayStep) && markers_left(g) == 1
    });
}

/// A Day turn's opening: lay `marker` on `slot` moving `ayar`, take `cell`,
/// build on `space` of the moved Ayar's path.
pub fn lay_take_build(g: &mut Game, marker: Marker, slot: StepSlot, ayar: Ayar, cell: Cell, space: u8) -> Vec<Event> {
    let mut ev = act(g, Action::LayStep { marker, slot, ayar });
    ev.extend(act(g, Action::TakeTambo { cell }));
    ev.extend(act(g, Action::BuildTambo { path: ayar, space }));
    ev
}

/// The first space (>= `from`) of a path showing `activity`.
pub fn space_showing(path: Ayar, activity: Activity, from: u8) -> u8 {
    (from..=data::CUZCO).find(|&s| data::slot_activity(path, s) == activity).expect("the path shows every activity")
}

/// Sum of the Inti gained by a player in these events.
pub fn inti_gained(ev: &[Event], player: PlayerId) -> u32 {
    ev.iter()
        .map(|e| match e {
            Event::IntiGained { player: p, amount, .. } if *p == player => *amount as u32,
            _ => 0,
        })
        .sum()
}

pub fn count(ev: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    ev.iter().filter(|e| pred(e)).count()
}

/// The grid cell at 1-based row and column.
pub fn cell(row: u8, column: u8) -> Cell {
    Cell::new(row - 1, column - 1)
}

/// A grid holding exactly these cells.
pub fn grid_of(cells: &[Cell]) -> Cells {
    Cells(cells.iter().fold(0, |m, c| m | c.bit()))
}

/// Step slot of a 1-based row (end 0 = left, 1 = right).
pub fn row_slot(row: u8, end: u8) -> StepSlot {
    Line::row(row - 1).end(end)
}

/// Step slot of a 1-based column (end 0 = top, 1 = bottom).
pub fn column_slot(column: u8, end: u8) -> StepSlot {
    Line::column(column - 1).end(end)
}

/// Decision currently pending (panics when the game is over).
pub fn decision(g: &Game) -> Decision {
    g.pending().expect("a decision is pending").decision
}
