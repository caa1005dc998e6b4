//! Helpers for the Ayllu scenario tests (tests/solo*.rs): a solo game at a
//! chosen moment, a quiet human turn with a position edit just before its
//! last decision, the Ayllu's next Activity token and Step marker forced,
//! and readers for what the Ayllu then did.
#![allow(dead_code)]

pub use ayar::bot::random::RandomBot;
pub use ayar::engine::data;
pub use ayar::engine::*;

pub const HUMAN: PlayerId = 0;
pub const AYLLU: PlayerId = 1;

pub fn solo_game(seed: u64, difficulty: u8) -> Game {
    Game::new(Setup::solo(seed, "Human", difficulty)).expect("valid solo setup")
}

/// Apply a legal action; panic with the pending decision and the options otherwise.
pub fn act(g: &mut Game, action: Action) -> Vec<Event> {
    match g.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{e}\npending: {:?}\nlegal: {:?}", g.pending(), g.legal_actions()),
    }
}

pub fn pending_decision(g: &Game) -> Option<Decision> {
    g.pending().map(|p| p.decision)
}

pub fn solo(g: &Game) -> &SoloBoard {
    g.player(AYLLU).solo.as_ref().expect("the Ayllu has a solo board")
}

pub fn solo_mut(g: &mut Game) -> &mut SoloBoard {
    g.player_mut(AYLLU).solo.as_mut().expect("the Ayllu has a solo board")
}

/// The human must choose a Step marker for a new Day turn.
pub fn at_human_lay_step(g: &Game) -> bool {
    g.pending() == Some(Pending { player: HUMAN, decision: Decision::LayStep })
}

/// Answer the human's remaining decisions with first-legal choices until
/// the human is asked to start a new turn or to score a Step marker at
/// Night, or the game ends. The Ayllu plays inside these calls.
pub fn finish_human(g: &mut Game) -> Vec<Event> {
    let mut all = Vec::new();
    while let Some(p) = g.pending() {
        assert_eq!(p.player, HUMAN, "only the human is ever asked");
        if matches!(p.decision, Decision::LayStep | Decision::ScoreStepMarker { .. }) {
            break;
        }
        let action = g.legal_actions()[0];
        all.extend(act(g, action));
    }
    all
}

/// Random human play (the Ayllu answers itself) until `stop` holds.
pub fn play_until(g: &mut Game, bot: &mut RandomBot, stop: impl Fn(&Game) -> bool) -> Vec<Event> {
    let mut all = Vec::new();
    while !stop(g) {
        let action = bot.choose(g).expect("the game is not over");
        all.extend(act(g, action));
    }
    all
}

/// A solo game at the human's first Day turn of `round` (the human and the
/// Ayllu played at random and by their rules up to there).
pub fn solo_at_round(seed: u64, difficulty: u8, round: u8) -> Game {
    let mut g = solo_game(seed, difficulty);
    let mut bot = RandomBot::new(seed ^ 0x5eed);
    play_until(&mut g, &mut bot, |g| g.round() == round && g.phase() == Phase::Day && at_human_lay_step(g));
    g
}

/// The human's starting action on the start slot of `path`; the Ayllu then
/// takes its own starting action.
pub fn human_start(g: &mut Game, path: Ayar) -> Vec<Event> {
    assert_eq!(pending_decision(g), Some(Decision::TakeTambo));
    let mut ev = act(g, Action::TakeTambo { cell: Cell(0) });
    ev.extend(act(g, Action::BuildTambo { path, space: 0 }));
    ev.extend(finish_human(g));
    ev
}

/// A grid cell whose Tambo can leave without emptying a row, column or
/// quadrant (so the turn ends with no trigger), if any.
fn quiet_cell(grid: Cells, cells: impl Iterator<Item = Cell>) -> Option<Cell> {
    let mut cells: Vec<Cell> = cells.collect();
    cells.sort_by_key(|&c| {
        let after = grid.without(c);
        c.lines().map(Line::cells).into_iter().chain([c.quadrant()]).filter(|&set| (after & set).is_empty()).count()
    });
    cells.first().copied()
}

/// Play one quiet human Day turn: move Ayar Cachi when possible, take a
/// Tambo that triggers nothing, build on a Terrace slot (making one free if
/// needed) and, just before the last decision (the power, whose Terrace
/// planting touches only the human's own Maize), call `edit`. Returns the
/// events from that last decision on, which hold the Ayllu's next turn.
pub fn human_turn(g: &mut Game, edit: impl FnOnce(&mut Game)) -> Vec<Event> {
    assert!(at_human_lay_step(g), "expected the human's Day turn, got {:?}", g.pending());
    let legal = g.legal_actions();
    let lay = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::LayStep { ayar: Ayar::Cachi, .. }))
        .min_by_key(|a| matches!(a, Action::LayStep { marker: Marker::Gold, .. }))
        .unwrap_or(legal[0]);
    act(g, lay);
    let cells = g.legal_actions().into_iter().filter_map(|a| match a {
        Action::TakeTambo { cell } => Some(cell),
        _ => None,
    });
    let cell = quiet_cell(g.player(HUMAN).grid, cells).expect("a Tambo to take");
    act(g, Action::TakeTambo { cell });
    assert_eq!(pending_decision(g), Some(Decision::BuildTambo));
    if g.player(HUMAN).maize_left == 0 {
        g.player_mut(HUMAN).maize_left = data::MAIZE;
    }
    let build = g.legal_actions().into_iter().find(|a| match *a {
        Action::BuildTambo { path, space } => data::slot_activity(path, space) == Activity::Terrace,
        _ => false,
    });
    let build = build.unwrap_or_else(|| {
        // Free (and if need be reach) a Terrace slot on the moved Ayar's path.
        let path = match g.legal_actions().first() {
            Some(Action::BuildTambo { path, .. }) => *path,
            other => panic!("no building option: {other:?}"),
        };
        let space = (0..=data::CUZCO).find(|&s| data::slot_activity(path, s) == Activity::Terrace).unwrap();
        let board = g.board_mut();
        board.ayar_space[path.index()] = board.ayar_space[path.index()].max(space);
        board.slots[path.index()][space as usize] = None;
        Action::BuildTambo { path, space }
    });
    act(g, build);
    assert!(matches!(pending_decision(g), Some(Decision::ChoosePower { .. })), "{:?}", g.pending());
    edit(g);
    let mut ev = act(g, Action::ChoosePower { power: 1 });
    ev.extend(finish_human(g));
    ev
}

/// Make the Ayllu's next Day turn flip Activity token `token` and draw the
/// Step marker of `ayar` (the only one left in its bag).
pub fn force_next(g: &mut Game, token: u8, ayar: Ayar) {
    let solo = solo_mut(g);
    let i = solo.flipped;
    match solo.tokens.iter().position(|&t| t == token) {
        Some(j) => solo.tokens.swap(i, j),
        None => solo.tokens[i] = token,
    }
    solo.bag = vec![ayar];
}

/// Every building slot of `path` taken by the human except `open`.
pub fn only_open(g: &mut Game, path: Ayar, open: &[u8]) {
    for (space, slot) in g.board_mut().slots[path.index()].iter_mut().enumerate() {
        *slot = if open.contains(&(space as u8)) { None } else { Some(HUMAN) };
    }
}

/// Every building slot of `path` empty.
pub fn clear_path(g: &mut Game, path: Ayar) {
    g.board_mut().slots[path.index()] = [None; data::PATH_SLOTS];
}

/// Raymi tile activities by place (index into `data::RAYMI_PLACES`), all
/// front side up and not yet reached.
pub fn set_raymi(g: &mut Game, activities: [Activity; 8]) {
    for tile in g.board_mut().raymi.iter_mut() {
        tile.activity = activities[tile.place as usize];
        tile.reversed = false;
        tile.done = [false; 2];
    }
}

/// Mark every Raymi tile linked to `ayar` as already reached by it.
pub fn raymi_done_for(g: &mut Game, ayar: Ayar) {
    for tile in g.board_mut().raymi.iter_mut() {
        if let Some(side) = tile.ayars().iter().position(|&a| a == ayar) {
            tile.done[side] = true;
        }
    }
}

/// The events of the Ayllu's turn inside `events`: from its `TurnStarted`
/// to the next turn or Night.
pub fn ayllu_turn_events(events: &[Event]) -> &[Event] {
    let start = events
        .iter()
        .position(|e| *e == Event::TurnStarted { player: AYLLU })
        .unwrap_or_else(|| panic!("the Ayllu did not play: {events:#?}"));
    let end = events[start + 1..]
        .iter()
        .position(|e| matches!(e, Event::TurnStarted { .. } | Event::NightStarted { .. }))
        .map_or(events.len(), |i| start + 1 + i);
    &events[start..end]
}

/// The Ayllu's reasons, in order.
pub fn choices(events: &[Event]) -> Vec<AylluReason> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::AylluChose { reason } => Some(*reason),
            _ => None,
        })
        .collect()
}

/// Where the Ayllu built its Tambo in these events.
pub fn ayllu_built(events: &[Event]) -> Option<(Ayar, u8, Activity)> {
    events.iter().find_map(|e| match *e {
        Event::TamboBuilt { player: AYLLU, path, space, activity } => Some((path, space, activity)),
        _ => None,
    })
}

/// The power the Ayllu performed its activity at.
pub fn ayllu_power(events: &[Event]) -> Option<(Activity, u8)> {
    events.iter().find_map(|e| match *e {
        Event::PowerChosen { player: AYLLU, activity, power } => Some((activity, power)),
        _ => None,
    })
}

pub fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

/// Play the human's first Day turn of `round` in game `seed` (difficulty 2)
/// with `edit` (which forces the Ayllu's next token and marker with
/// `force_next`); returns the game and the events of the Ayllu's next turn.
pub fn ayllu_turn_after(seed: u64, round: u8, edit: impl FnOnce(&mut Game)) -> (Game, Vec<Event>) {
    let mut g = solo_at_round(seed, 2, round);
    let ev = human_turn(&mut g, edit);
    let turn = ayllu_turn_events(&ev).to_vec();
    (g, turn)
}

/// The first Ayar (in Manco..Uchu order) that has not retired.
pub fn first_active(g: &Game) -> Ayar {
    Ayar::ALL.into_iter().find(|&a| !g.board().is_retired(a)).expect("an Ayar is still walking")
}

pub fn pot(colour: u8, viracocha: bool) -> Pot {
    Pot { colour, viracocha }
}

/// A market of five plain Pots of colours 0..5 with Viracochas on `viracocha` slots (0-based).
pub fn market_with(g: &mut Game, viracocha: &[usize]) {
    let slots = std::array::from_fn(|i| Some(pot(i as u8, viracocha.contains(&i))));
    g.market_mut().slots = slots;
}

/// The market slots (0-based) the Ayllu took Pots from, in order.
pub fn pots_taken(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::PotTaken { player: AYLLU, slot, .. } => Some(slot),
            _ => None,
        })
        .collect()
}

/// Stacks (0-based) the Ayllu took Textiles from, in order.
pub fn textiles_taken(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::TextileTaken { player: AYLLU, stack, .. } => Some(stack),
            _ => None,
        })
        .collect()
}

/// Inti the Ayllu gained from a source in these events.
pub fn ayllu_inti(events: &[Event], source: IntiSource) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::IntiGained { player: AYLLU, amount, source: s, .. } if s == source => Some(amount),
            _ => None,
        })
        .collect()
}

/// A solo game at round 1's Night, the human to score a Step marker first.
pub fn solo_at_first_night(seed: u64, difficulty: u8) -> Game {
    let mut g = solo_game(seed, difficulty);
    let mut bot = RandomBot::new(seed ^ 0x91647);
    play_until(&mut g, &mut bot, |g| g.phase() == Phase::Night && g.pending().is_some_and(|p| p.player == HUMAN));
    assert_eq!(g.round(), 1);
    g
}
