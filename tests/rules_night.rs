//! The seed's "Night phase" and RULES R8 (Night details).
mod common;
use common::*;

/// Round 1 at its last Day turn: every building slot empty, every grid full,
/// the last player holding only the Gold marker. Ayars stand on `spaces`.
fn eve_of_night(seed: u64, players: usize, spaces: [u8; 4]) -> (Game, PlayerId) {
    let mut g = day_game(seed, players);
    to_last_turn(&mut g);
    let last = g.active_player();
    for path in g.board_mut().slots.iter_mut() {
        path.fill(None);
    }
    g.board_mut().ayar_space = spaces;
    for p in 0..players {
        g.player_mut(p).grid = Cells(0xffff);
    }
    let pl = g.player_mut(last);
    pl.maize_left = pl.maize_left.max(1);
    for m in pl.markers.iter_mut() {
        m.used = true;
    }
    pl.markers[Marker::Gold.index()] = MarkerState { slot: None, used: false, scored: false };
    (g, last)
}

/// The last Day turn: Gold moves Cachi, the Tambo goes on Cachi's Tiwanaku
/// slot (Terrace) and the last player plants one Maize. Returns its events,
/// which run into the Night.
fn last_turn(g: &mut Game) -> Vec<Event> {
    let lay = find(g, |a| matches!(a, Action::LayStep { marker: Marker::Gold, ayar: Ayar::Cachi, .. }))
        .expect("Gold moves Cachi");
    let mut ev = act(g, lay);
    ev.extend(act_first(g));
    ev.extend(act(g, Action::BuildTambo { path: Ayar::Cachi, space: 0 }));
    ev.extend(act(g, Action::ChoosePower { power: 1 }));
    assert!(ev.contains(&Event::NightStarted { round: g.round() }), "{ev:?}");
    ev
}

fn retired(ev: &[Event]) -> Vec<Ayar> {
    ev.iter().filter_map(|e| if let Event::AyarRetired { ayar } = e { Some(*ayar) } else { None }).collect()
}

// ---- Retire an Ayar ---------------------------------------------------------------------

#[test]
fn seed_night_the_ayar_on_the_lowest_space_retires() {
    let (mut g, _) = eve_of_night(100, 2, [10, 5, 21, 9]);
    let ev = last_turn(&mut g);
    assert_eq!(retired(&ev), vec![Ayar::Auca]);
    assert_eq!(g.board().retired, [false, true, false, false]);
    assert_eq!(g.phase(), Phase::Night);
}

#[test]
fn seed_night_a_retirement_tie_retires_the_ayar_whose_partner_is_in_the_lower_row() {
    for (rows, expected) in [
        ([0, 1, 2, 3], Ayar::Uchu),
        ([3, 1, 2, 0], Ayar::Manco),
        ([2, 0, 1, 3], Ayar::Uchu),
        ([3, 0, 1, 2], Ayar::Manco),
    ] {
        let (mut g, _) = eve_of_night(101, 3, [6, 9, 21, 6]);
        g.board_mut().female_row = rows;
        assert_eq!(retired(&last_turn(&mut g)), vec![expected], "rows {rows:?}");
    }
}

#[test]
fn r1_4_a_flipped_tile_leaves_when_its_other_linked_ayar_retires_first() {
    let (mut g, _) = eve_of_night(102, 2, [10, 3, 21, 12]);
    // Place 0 (space 8, Manco & Auca): Manco scored it. Place 2 (space 14,
    // Auca & Cachi): nobody reached it yet.
    g.board_mut().raymi[0].reversed = true;
    g.board_mut().raymi[0].done = [true, false];
    let ev = last_turn(&mut g);
    assert_eq!(retired(&ev), vec![Ayar::Auca]);
    assert!(ev.contains(&Event::RaymiRemoved { tile: 0 }));
    assert!(!g.board().raymi[0].on_board());
    let t2 = &g.board().raymi[2];
    assert!(t2.on_board() && !t2.reversed, "Cachi may still reach it, front side up");
    assert_eq!(count(&ev, |e| matches!(e, Event::RaymiRemoved { .. })), 1);
    // Round 2: Cachi is the first to reach 14, so he scores the front side,
    // and with Auca retired the tile then leaves.
    play_until(&mut g, |g| g.round() == 2);
    g.board_mut().raymi[2].activity = Activity::Reed;
    g.board_mut().ayar_space[Ayar::Cachi.index()] = 12;
    let p = g.active_player();
    g.player_mut(p).islands = [Some(1), Some(4), None, None]; // Reed Suns 2: under 3, no Llama
    let llamas = g.player(p).llamas;
    let lay =
        find(&g, |a| matches!(a, Action::LayStep { ayar: Ayar::Cachi, slot, .. } if data::step_arrows(*slot) == 2))
            .unwrap();
    let mut ev = act(&mut g, lay);
    ev.extend(finish_turn(&mut g));
    assert!(ev.contains(&Event::RaymiScored { tile: 2, activity: Activity::Reed, threshold: 3 }));
    assert!(ev.contains(&Event::RaymiRemoved { tile: 2 }));
    assert_eq!(count(&ev, |e| matches!(e, Event::RaymiFlipped { .. })), 0);
    assert!(!g.board().raymi[2].on_board());
    assert_eq!(g.player(p).llamas, llamas);
}

// ---- Harvest Maize ------------------------------------------------------------------------

fn harvest(ev: &[Event]) -> (Ayar, Option<PlayerId>) {
    ev.iter()
        .find_map(|e| if let Event::Harvest { ayar, winner } = e { Some((*ayar, *winner)) } else { None })
        .expect("a Harvest")
}

#[test]
fn seed_night_harvest_the_most_maize_planted_this_round_takes_the_viracocha() {
    let (mut g, last) = eve_of_night(103, 3, [10, 5, 21, 9]);
    let other = (last + 1) % 3;
    g.planted_mut().fill(0);
    g.planted_mut()[other] = 3; // the last player plants 1 more in the last turn
    let before = g.player(other).viracochas;
    let ev = last_turn(&mut g);
    assert_eq!(harvest(&ev), (Ayar::Auca, Some(other)));
    assert_eq!(g.player(other).viracochas, before + 1);
    assert_eq!(g.board().viracocha_beside, [true, false, true, true]);
    assert_eq!(g.planted(), &[0, 0, 0], "the terrace is cleared");
}

#[test]
fn seed_night_harvest_with_nobody_planting_returns_the_viracocha_to_the_supply() {
    let (mut g, last) = eve_of_night(104, 2, [10, 12, 21, 9]);
    // The last turn plants on a Terrace slot: build elsewhere instead.
    g.planted_mut().fill(0);
    g.player_mut(last).maize_left = 0;
    g.market_mut().slots = [Some(Pot { colour: 0, viracocha: false }); 5];
    let lay = find(&g, |a| matches!(a, Action::LayStep { marker: Marker::Gold, ayar: Ayar::Cachi, .. })).unwrap();
    act(&mut g, lay);
    act_first(&mut g);
    // Cachi's space 3 shows Pottery.
    act(&mut g, Action::BuildTambo { path: Ayar::Cachi, space: 3 });
    act(&mut g, Action::ChoosePower { power: 1 });
    let viracochas: Vec<u32> = g.players().iter().map(|p| p.viracochas).collect();
    let ev = act_where(&mut g, |_| true);
    assert_eq!(harvest(&ev), (Ayar::Uchu, None));
    assert_eq!(g.board().viracocha_beside, [true, true, true, false]);
    assert_eq!(g.players().iter().map(|p| p.viracochas).collect::<Vec<_>>(), viracochas);
}

/// One Day turn that plants exactly `maize` (0: builds no Terrace slot).
fn planting_turn(g: &mut Game, maize: u8) {
    let p = g.active_player();
    if maize == 0 {
        g.player_mut(p).maize_left = 0; // nothing to plant: no Terrace slot is offered
        finish_turn(g);
        g.player_mut(p).maize_left = 12;
        return;
    }
    // The first free row end with arrows: that row holds 5 - maize Tambos;
    // Cachi's space 1 shows Terrace.
    g.board_mut().ayar_space[Ayar::Cachi.index()] = 0;
    g.board_mut().slots[Ayar::Cachi.index()][1] = None;
    let grid = g.player(p).grid;
    let lay = [(2, row_slot(2, 0)), (4, row_slot(4, 0)), (3, row_slot(3, 1)), (1, row_slot(1, 1))]
        .into_iter()
        .find_map(|(row, slot)| {
            let kept: Vec<Cell> = (1..=5 - maize).map(|c| cell(row, c)).collect();
            g.player_mut(p).grid = (grid & !Line::row(row - 1).cells()) | grid_of(&kept);
            find(g, |a| matches!(a, Action::LayStep { ayar: Ayar::Cachi, slot: s, .. } if *s == slot)).map(|a| (a, row))
        })
        .expect("a row end that moves Cachi");
    act(g, lay.0);
    act(g, Action::TakeTambo { cell: cell(lay.1, 1) });
    act(g, Action::BuildTambo { path: Ayar::Cachi, space: 1 });
    let ev = act(g, Action::ChoosePower { power: maize });
    assert!(ev.contains(&Event::MaizePlanted { player: p, count: maize }));
    play_until(g, |g| {
        g.pending()
            .is_some_and(|p| p.decision == Decision::LayStep || matches!(p.decision, Decision::ScoreStepMarker { .. }))
            && g.active_player() != p
    });
}

#[test]
fn seed_night_harvest_tie_goes_to_the_first_tied_player_who_planted() {
    // First player 0 so that "lowest seat" or "turn order" would pick the wrong one.
    let seed = (0..100).find(|&s| new_game(s, 2).first_player() == 0).unwrap();
    let mut g = day_game(seed, 2);
    assert_eq!(g.planted(), &[0, 0], "the starting actions built Pottery and Weaving");
    g.board_mut().ayar_space = [20, 20, 20, 20];
    planting_turn(&mut g, 0); // P0
    planting_turn(&mut g, 2); // P1 plants first
    planting_turn(&mut g, 1); // P0
    planting_turn(&mut g, 0); // P1
    planting_turn(&mut g, 1); // P0: 2 each
    planting_turn(&mut g, 0); // P1
    assert_eq!(g.planted(), &[2, 2]);
    planting_turn(&mut g, 0);
    planting_turn(&mut g, 0);
    planting_turn(&mut g, 0);
    // Last turn of round 1: P1 builds no Terrace either.
    g.player_mut(1).maize_left = 0;
    let ev = finish_turn(&mut g);
    assert_eq!(g.planted(), &[0, 0]);
    assert_eq!(harvest(&ev).1, Some(1));
}

// ---- Score Temples ------------------------------------------------------------------------

#[test]
#[allow(clippy::identity_op, reason = "each sum spells one Temple: Moon value + column bonus, zeros included")]
fn seed_night_temples_score_moon_value_plus_column_bonus_then_leave() {
    let (mut g, last) = eve_of_night(105, 2, [10, 5, 21, 9]);
    let other = 1 - last;
    let row = g.board().female_row[Ayar::Auca.index()] as usize;
    let other_row = (row + 1) % 4;
    let t = |owner, activity| Temple { owner, activity };
    use Activity::*;
    g.board_mut().temple_rows[row] =
        vec![t(last, Pottery), t(other, Reed), t(last, Weaving), t(other, Pottery), t(last, Reed), t(other, Reed)];
    g.board_mut().temple_rows[other_row] = vec![t(other, Weaving)];
    g.player_mut(last).pots = [3, 0, 0, 0, 0, 0]; // Pottery Moon POTTERY_MOON[3] (R6.1)
    g.player_mut(last).islands = [Some(2), None, None, None]; // Reed Moon 2
    g.player_mut(other).pots = [1, 4, 0, 0, 0, 0]; // Pottery Moon POTTERY_MOON[4] (R6.1)
    g.player_mut(other).islands = [Some(3), Some(6), None, None]; // Reed Moon 9
    let (moon_l, moon_o) = (g.player(last).moon, g.player(other).moon);
    let ev = last_turn(&mut g);
    assert!(ev.contains(&Event::TemplesScored { row: row as u8, ayar: Ayar::Auca }));
    // Columns 1 to 6 (R1.6: the fifth slot holds the rest); the loom is
    // empty (Weaving Moon 0). Each Temple is (Moon value + column bonus),
    // zeros included.
    let pottery = |largest: usize| data::POTTERY_MOON[largest];
    let col = data::temple_column_bonus;
    assert_eq!(g.player(last).moon - moon_l, (pottery(3) + col(0)) + col(2) + (2 + col(4)));
    assert_eq!(g.player(other).moon - moon_o, (9 + col(1)) + (pottery(4) + col(3)) + (9 + col(5)));
    assert!(g.board().temple_rows[row].is_empty());
    assert_eq!(g.board().temple_rows[other_row].len(), 1, "other rows wait for their Ayar");
}

#[test]
fn seed_night_two_viracocha_bonus_counts_every_temple_before_removal() {
    let (mut g, last) = eve_of_night(106, 3, [10, 5, 21, 9]);
    let (a, b) = ((last + 1) % 3, (last + 2) % 3);
    let row = g.board().female_row[Ayar::Auca.index()] as usize;
    let t = |owner| Temple { owner, activity: Activity::Weaving }; // Moon 0 with an empty loom
    g.board_mut().temple_rows = Default::default();
    g.board_mut().temple_rows[row] = vec![t(a), t(b)];
    g.board_mut().temple_rows[(row + 1) % 4] = vec![t(a), t(b)];
    g.board_mut().temple_rows[(row + 2) % 4] = vec![t(a)];
    for p in 0..3 {
        g.player_mut(p).loom = Default::default();
    }
    g.player_mut(a).viracochas = 2;
    g.player_mut(b).viracochas = 1; // wins the Harvest first: 2 from then on
    g.planted_mut().fill(0);
    g.planted_mut()[b] = 5;
    let (moon_a, moon_b) = (g.player(a).moon, g.player(b).moon);
    let ev = last_turn(&mut g);
    assert!(ev.contains(&Event::MoonScored { player: a, amount: 3 * 2, source: MoonSource::ViracochaBonus }));
    assert!(ev.contains(&Event::MoonScored { player: b, amount: 2 * 2, source: MoonSource::ViracochaBonus }));
    assert_eq!(count(&ev, |e| matches!(e, Event::MoonScored { source: MoonSource::ViracochaBonus, .. })), 2);
    // Then the row scores: a's Temple in column 1, b's in column 2 (R1.6).
    assert_eq!(g.player(a).moon - moon_a, 6 + data::temple_column_bonus(0));
    assert_eq!(g.player(b).moon - moon_b, 4 + data::temple_column_bonus(1));
}

// ---- Score Step markers, Dawn, Prepare --------------------------------------------------------

#[test]
fn seed_night_step_markers_score_in_turn_order_and_free_their_slot() {
    let (mut g, _) = eve_of_night(107, 2, [10, 5, 21, 9]);
    let fp = g.first_player();
    let second = 1 - fp;
    let (slot_fp, slot_2) = (g.player(fp).marker(Marker::Auca).slot, g.player(second).marker(Marker::Auca).slot);
    assert!(slot_fp.is_some() && slot_2.is_some(), "each laid its Auca marker in round 1");
    g.player_mut(fp).maize_left = 12 - 7; // Terrace Moon: space 7's value (R6.3)
    let terrace = data::TERRACE_MOON[3];
    g.player_mut(second).pots = [0, 0, 2, 0, 0, 0]; // Pottery Moon POTTERY_MOON[2] (R6.1)
    let (m1, m2) = (g.player(fp).moon, g.player(second).moon);
    last_turn(&mut g);
    let fp_moon_before = g.player(fp).moon;
    assert_eq!(g.pending(), Some(Pending { player: fp, decision: Decision::ScoreStepMarker { marker: Marker::Auca } }));
    assert_eq!(g.legal_actions().len(), 4);
    let ev = act(&mut g, Action::ScoreStepMarker { activity: Activity::Terrace });
    assert!(ev.contains(&Event::MoonScored { player: fp, amount: terrace, source: MoonSource::StepMarker }));
    assert_eq!(g.player(fp).moon, fp_moon_before + terrace);
    assert!(fp_moon_before >= m1);
    let mk = g.player(fp).marker(Marker::Auca);
    assert!(mk.scored && mk.slot.is_none());
    assert_eq!(g.player(fp).moon_slots, [None, None, Some(Marker::Auca), None]);
    assert_eq!(
        g.pending(),
        Some(Pending { player: second, decision: Decision::ScoreStepMarker { marker: Marker::Auca } })
    );
    g.player_mut(second).moon_slots[Activity::Weaving.index()] = Some(Marker::Gold);
    assert_eq!(g.legal_actions().len(), 3, "only empty Moon scoring slots");
    assert_rejected(&mut g, Action::ScoreStepMarker { activity: Activity::Weaving });
    let before2 = g.player(second).moon;
    act(&mut g, Action::ScoreStepMarker { activity: Activity::Pottery });
    assert_eq!(g.player(second).moon, before2 + data::POTTERY_MOON[2]);
    assert!(before2 >= m2);
    // Round 2: the freed slot is usable, the scored marker is not.
    assert_eq!(g.round(), 2);
    let p = g.active_player();
    let freed = if p == fp { slot_fp } else { slot_2 }.unwrap();
    assert!(g.legal_actions().iter().any(|a| matches!(a, Action::LayStep { slot, .. } if *slot == freed)));
    assert!(!g.legal_actions().iter().any(|a| matches!(a, Action::LayStep { marker: Marker::Auca, .. })));
}

#[test]
fn seed_dawn_adds_the_inti_dial_to_sun_without_resetting_it_and_prepare_passes_first_player() {
    let (mut g, _) = eve_of_night(108, 3, [10, 5, 21, 9]);
    let fp = g.first_player();
    for p in 0..3 {
        g.player_mut(p).inti = 7 + p as u8;
        g.player_mut(p).sun = 3;
    }
    let mut ev = last_turn(&mut g);
    while g.round() == 1 {
        ev.extend(act_first(&mut g));
    }
    for p in 0..3 {
        let pl = g.player(p);
        assert_eq!((pl.inti, pl.sun), (7 + p as u8, 3 + 7 + p as u32), "player {p}");
        assert!(ev.contains(&Event::Dawn { player: p, inti: pl.inti, sun: pl.sun }));
        assert_eq!(pl.score.after_round, vec![(pl.sun, pl.moon)]);
        assert!(pl.markers.iter().filter(|m| !m.scored).all(|m| !m.used && m.slot.is_some()), "standing in place");
        assert_eq!(pl.markers.iter().filter(|m| m.available()).count(), 4);
    }
    let next = (fp + 1) % 3;
    assert_eq!(g.first_player(), next);
    assert!(ev.contains(&Event::RoundStarted { round: 2, first_player: next }));
    assert_eq!(g.pending(), Some(Pending { player: next, decision: Decision::LayStep }));
}

#[test]
fn seed_night_steps_run_in_order() {
    let (mut g, _) = eve_of_night(109, 2, [10, 5, 21, 9]);
    g.player_mut(0).viracochas = 2;
    let row = g.board().female_row[1] as usize;
    g.board_mut().temple_rows[row] = vec![Temple { owner: 0, activity: Activity::Pottery }];
    let mut ev = last_turn(&mut g);
    while g.round() == 1 {
        ev.extend(act_first(&mut g));
    }
    let pos = |pred: &dyn Fn(&Event) -> bool| ev.iter().position(pred).expect("event present");
    let steps = [
        pos(&|e| matches!(e, Event::NightStarted { .. })),
        pos(&|e| matches!(e, Event::AyarRetired { .. })),
        pos(&|e| matches!(e, Event::Harvest { .. })),
        pos(&|e| matches!(e, Event::MoonScored { source: MoonSource::ViracochaBonus, .. })),
        pos(&|e| matches!(e, Event::TemplesScored { .. })),
        pos(&|e| matches!(e, Event::MoonScored { source: MoonSource::Temple, .. })),
        pos(&|e| matches!(e, Event::StepMarkerScored { .. })),
        pos(&|e| matches!(e, Event::Dawn { .. })),
        pos(&|e| matches!(e, Event::RoundStarted { round: 2, .. })),
    ];
    assert!(steps.windows(2).all(|w| w[0] < w[1]), "{steps:?}");
}

#[test]
fn seed_the_fourth_night_retires_the_last_ayar_and_ends_the_game() {
    let mut g = day_game(110, 2);
    play_until(&mut g, |g| g.round() == 4);
    assert_eq!(g.board().retired.iter().filter(|r| **r).count(), 3);
    let last = Ayar::ALL.into_iter().find(|&a| !g.board().is_retired(a)).unwrap();
    g.board_mut().ayar_space[last.index()] = data::CUZCO;
    assert!(g.final_scores().is_none());
    let ev = play_until(&mut g, Game::is_over);
    assert_eq!(retired(&ev), vec![last]);
    assert_eq!(g.board().retired, [true; 4]);
    assert!(ev.contains(&Event::GameOver));
    assert_eq!(g.round(), 4);
    assert!(g.players().iter().all(|p| p.moon_slots.iter().all(Option::is_some) && p.score.after_round.len() == 4));
}
