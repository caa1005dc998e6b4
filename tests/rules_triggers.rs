//! RULES R7 (end-of-turn effects: Temples, line bonuses, Raymi, Cuzco), the
//! seed's "Emptying your grid" and "Raymi tiles", and R1.4 / R1.5 / R3.8.
mod common;
use common::*;

/// Visible Reed Suns `n` (up to the sum of `data::ISLAND_SUNS`) from Islands: the first set of sections
/// whose Islands' Suns (R6.4, `data::ISLAND_SUNS`) add up to `n`.
fn reed_suns(g: &mut Game, p: PlayerId, n: u8) {
    const YELLOW: [u8; 4] = [1, 4, 5, 8];
    let sections = (0u8..16)
        .find(|mask| (0..4).filter(|s| mask & (1 << s) != 0).map(|s| data::ISLAND_SUNS[s]).sum::<u8>() == n)
        .expect("some set of sections shows n Suns");
    g.player_mut(p).islands = std::array::from_fn(|s| (sections & (1 << s) != 0).then_some(YELLOW[s]));
    assert_eq!(g.player(p).visible_suns(Activity::Reed), n);
}

/// Lay, then answer first-legal until an end-of-turn decision is pending or
/// the turn is over; returns the events.
fn play_to_triggers(g: &mut Game, lay: Action) -> Vec<Event> {
    let mut ev = act(g, lay);
    loop {
        let over = ev.iter().any(|e| matches!(e, Event::TurnStarted { .. } | Event::NightStarted { .. }));
        let d = g.pending().map(|p| p.decision);
        if over || matches!(d, Some(Decision::ResolveTrigger | Decision::ChooseTemple | Decision::ChooseCuzco { .. })) {
            return ev;
        }
        ev.extend(act_first(g));
    }
}

// ---- R7.1 Temples ----------------------------------------------------------------------

#[test]
fn r7_1_fourth_tambo_leaving_a_quadrant_places_a_temple_in_the_moved_ayars_row() {
    let mut g = clean_day_game(70, 2, [0; 4]);
    let p = g.active_player();
    // Top-left quadrant keeps only cell (2,2); no line empties with it.
    g.player_mut(p).grid = Cells::FULL & !grid_of(&[cell(1, 1), cell(1, 2), cell(2, 1)]);
    let row = g.board().female_row[Ayar::Uchu.index()] as usize;
    g.board_mut().temple_rows[row] = vec![Temple { owner: 1 - p, activity: Activity::Reed }; 2];
    let ev = play_to_triggers(&mut g, Action::LayStep { marker: Marker::Gold, slot: row_slot(2, 0), ayar: Ayar::Uchu });
    assert!(ev.contains(&Event::TamboTaken { player: p, cell: cell(2, 2) }));
    assert_eq!(decision(&g), Decision::ChooseTemple);
    assert_eq!(g.legal_actions(), Activity::ALL.map(|activity| Action::ChooseTemple { activity }).to_vec());
    let ev = act(&mut g, Action::ChooseTemple { activity: Activity::Weaving });
    assert!(ev.contains(&Event::TemplePlaced { player: p, activity: Activity::Weaving, row: row as u8, column: 2 }));
    assert_eq!(g.board().temple_rows[row][2], Temple { owner: p, activity: Activity::Weaving });
    assert_eq!(g.player(p).temples_left, [true, false, true, true]);
    assert_eq!(g.board().temple_rows.iter().map(Vec::len).sum::<usize>(), 3);
}

#[test]
fn r7_1_r1_6_the_last_temple_slot_holds_any_number_of_temples() {
    let mut g = clean_day_game(71, 2, [0; 4]);
    let p = g.active_player();
    g.player_mut(p).grid = Cells::FULL & !grid_of(&[cell(1, 1), cell(1, 2), cell(2, 1)]);
    g.player_mut(p).temples_left = [false, true, true, true];
    let row = g.board().female_row[Ayar::Cachi.index()] as usize;
    g.board_mut().temple_rows[row] = vec![Temple { owner: 1 - p, activity: Activity::Pottery }; 5];
    play_to_triggers(&mut g, Action::LayStep { marker: Marker::Cachi, slot: row_slot(2, 0), ayar: Ayar::Cachi });
    assert_eq!(g.legal_actions().len(), 3, "only the remaining types");
    assert_rejected(&mut g, Action::ChooseTemple { activity: Activity::Pottery });
    let ev = act(&mut g, Action::ChooseTemple { activity: Activity::Terrace });
    assert!(ev.contains(&Event::TemplePlaced { player: p, activity: Activity::Terrace, row: row as u8, column: 4 }));
    assert_eq!(g.board().temple_rows[row].len(), 6);
}

// ---- R7.2 Line bonuses -------------------------------------------------------------------

#[test]
fn r7_2_r3_4_each_emptied_line_gives_its_bonus_with_suns_counted_after_the_activity() {
    // RULES R3.4: rows 1-4, then columns 1-4.
    let bonus = [
        LineBonus::Llama,
        LineBonus::Sun(Activity::Pottery),
        LineBonus::Viracocha,
        LineBonus::Sun(Activity::Weaving),
        LineBonus::Sun(Activity::Terrace),
        LineBonus::Llama,
        LineBonus::Sun(Activity::Reed),
        LineBonus::Viracocha,
    ];
    for line in Line::ALL {
        let mut g = clean_day_game(72, 4, [0; 4]);
        let p = g.active_player();
        let keep = line.cells().iter().next().unwrap();
        g.player_mut(p).grid = !line.cells() | grid_of(&[keep]);
        let pl = g.player_mut(p);
        pl.pots = [1, 1, 1, 0, 0, 0]; // 3 Pottery Suns
        pl.loom[0] = LoomCell { textile: 1, sun_edges: Dir::East.bit() };
        pl.loom[1] = LoomCell { textile: 2, sun_edges: Dir::West.bit() }; // 1 Weaving Sun
        pl.maize_left = 9; // 3 planted: 1 Sun; after planting 1 more: 2
        reed_suns(&mut g, p, 4);
        let slot = line.end((data::step_arrows(line.end(0)) == 1) as u8);
        // Cachi's Tiwanaku slot: Terrace, planting one Maize.
        let mut ev = act(&mut g, Action::LayStep { marker: Marker::Gold, slot, ayar: Ayar::Cachi });
        ev.extend(act(&mut g, Action::TakeTambo { cell: keep }));
        ev.extend(act(&mut g, Action::BuildTambo { path: Ayar::Cachi, space: 0 }));
        ev.extend(act(&mut g, Action::ChoosePower { power: 1 }));
        assert!(
            ev.contains(&Event::LineBonusTaken { player: p, line, bonus: bonus[line.index()] }),
            "line {line:?}: {ev:?}"
        );
        let pl = g.player(p);
        let expected = match bonus[line.index()] {
            LineBonus::Llama => (1, 0, 0),
            LineBonus::Viracocha => (0, 1, 0),
            LineBonus::Sun(Activity::Pottery) => (0, 0, 3),
            LineBonus::Sun(Activity::Weaving) => (0, 0, 1),
            LineBonus::Sun(Activity::Terrace) => (0, 0, 2),
            LineBonus::Sun(Activity::Reed) => (0, 0, 4),
        };
        assert_eq!((pl.llamas, pl.viracochas, pl.inti), expected, "line {line:?}");
        assert_eq!(pl.line_bonus_taken, line.bit());
        assert_eq!(pl.score.inti_sun_bonus, expected.2 as u32);
    }
}

#[test]
fn seed_emptying_a_row_a_column_and_a_quadrant_at_once_gives_all_three() {
    let mut g = clean_day_game(73, 4, [0; 4]);
    let p = g.active_player();
    // Only cell (1,1) left in row 1, column 1 and the top-left quadrant.
    g.player_mut(p).grid =
        Cells::FULL & !grid_of(&[cell(1, 2), cell(1, 3), cell(1, 4), cell(2, 1), cell(3, 1), cell(4, 1), cell(2, 2)]);
    play_to_triggers(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    let triggers = [Trigger::Temple, Trigger::LineBonus { line: Line(0) }, Trigger::LineBonus { line: Line(4) }];
    assert_eq!(g.legal_actions(), triggers.map(|trigger| Action::ResolveTrigger { trigger }).to_vec());
    act(&mut g, Action::ResolveTrigger { trigger: Trigger::LineBonus { line: Line(4) } });
    act(&mut g, Action::ResolveTrigger { trigger: Trigger::Temple });
    let ev = act(&mut g, Action::ChooseTemple { activity: Activity::Pottery });
    assert!(ev.contains(&Event::LineBonusTaken { player: p, line: Line(0), bonus: LineBonus::Llama }));
    assert_eq!((g.player(p).llamas, g.player(p).line_bonus_taken), (1, 0b1_0001));
}

// ---- Raymi tiles (seed, R1.4, R7.3) ---------------------------------------------------------

/// A 3-player clean game on its second turn (so the active player is not
/// the first player), Ayars on space 6, the space-8 tile of Ayars 0 & 1
/// (place 0) scoring Reed, and the players' Reed Suns from the active one.
fn raymi_game(seed: u64, suns: [u8; 3]) -> (Game, PlayerId) {
    let mut g = clean_day_game(seed, 3, [0; 4]);
    finish_turn(&mut g);
    g.board_mut().ayar_space = [6; 4];
    assert_eq!(g.board().raymi[0].place, 0);
    g.board_mut().raymi[0] = RaymiTile { activity: Activity::Reed, place: 0, reversed: false, done: [false; 2] };
    let p = g.active_player();
    assert_eq!(p, (g.first_player() + 1) % 3);
    for (i, &s) in suns.iter().enumerate() {
        let seat = (p + i) % 3;
        reed_suns(&mut g, seat, s);
        g.player_mut(seat).inti = 0;
        g.player_mut(seat).llamas = 0;
    }
    (g, p)
}

#[test]
fn seed_raymi_every_player_adds_suns_and_those_meeting_the_threshold_take_a_llama() {
    let (mut g, p) = raymi_game(80, [2, 1, 3]);
    // Manco 6 -> 8 (row 1 right end: 2 arrows); Manco's slots show Pottery.
    let ev =
        finish_turn_from(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    assert!(ev.contains(&Event::RaymiScored { tile: 0, activity: Activity::Reed, threshold: 2 }));
    let order: Vec<PlayerId> = ev
        .iter()
        .filter_map(|e| {
            if let Event::IntiGained { player, source: IntiSource::Raymi, .. } = e {
                Some(*player)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(order, vec![p, (p + 1) % 3, (p + 2) % 3], "turn order from the active player");
    let got: Vec<(u8, u32)> = (0..3).map(|i| (g.player((p + i) % 3).inti, g.player((p + i) % 3).llamas)).collect();
    assert_eq!(got, vec![(2, 1), (1, 0), (3, 1)]);
    let tile = &g.board().raymi[0];
    assert!(tile.reversed && tile.on_board());
    assert_eq!(tile.threshold(), 3);
    assert!(ev.contains(&Event::RaymiFlipped { tile: 0 }));
}

/// Lay, then first-legal until the next turn starts.
fn finish_turn_from(g: &mut Game, lay: Action) -> Vec<Event> {
    let mut ev = act(g, lay);
    ev.extend(finish_turn(g));
    ev
}

#[test]
fn seed_raymi_passing_the_space_triggers_and_an_unlinked_ayar_does_not() {
    let (g0, _) = raymi_game(81, [2, 2, 2]);
    // Manco 7 -> 10 passes 8.
    let mut g = g0.clone();
    g.board_mut().ayar_space[0] = 7;
    let ev =
        finish_turn_from(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(3, 1), ayar: Ayar::Manco });
    assert_eq!(count(&ev, |e| matches!(e, Event::RaymiScored { tile: 0, .. })), 1);
    // Cachi reaching 8 scores its own tile (place 1), never place 0.
    let mut g = g0.clone();
    let ev =
        finish_turn_from(&mut g, Action::LayStep { marker: Marker::Cachi, slot: row_slot(1, 1), ayar: Ayar::Cachi });
    assert_eq!(count(&ev, |e| matches!(e, Event::RaymiScored { tile: 0, .. })), 0);
    assert_eq!(count(&ev, |e| matches!(e, Event::RaymiScored { tile: 1, .. })), 1);
    assert!(!g.board().raymi[0].reversed && g.board().raymi[1].reversed);
    // Stopping short of 8 scores nothing.
    let mut g = g0.clone();
    let ev = finish_turn_from(&mut g, Action::LayStep { marker: Marker::Auca, slot: row_slot(3, 0), ayar: Ayar::Auca });
    assert_eq!(count(&ev, |e| matches!(e, Event::RaymiScored { .. })), 0);
    assert!(g.players().iter().all(|p| p.inti == 0));
}

#[test]
fn r1_4_the_second_linked_ayar_scores_the_reverse_side_then_the_tile_leaves() {
    let (mut g, p) = raymi_game(82, [2, 3, 4]);
    g.board_mut().raymi[0].reversed = true;
    g.board_mut().raymi[0].done = [true, false]; // Manco already scored it
    let ev = finish_turn_from(&mut g, Action::LayStep { marker: Marker::Auca, slot: row_slot(1, 1), ayar: Ayar::Auca });
    assert!(ev.contains(&Event::RaymiScored { tile: 0, activity: Activity::Reed, threshold: 3 }));
    assert!(ev.contains(&Event::RaymiRemoved { tile: 0 }));
    assert!(!g.board().raymi[0].on_board());
    let got: Vec<(u8, u32)> = (0..3).map(|i| (g.player((p + i) % 3).inti, g.player((p + i) % 3).llamas)).collect();
    assert_eq!(got, vec![(2, 0), (3, 1), (4, 1)]);
    // A removed tile never scores again: Manco passing 8 now gives nothing.
    finish_turn(&mut g);
    let lay = find(&g, |a| matches!(a, Action::LayStep { ayar: Ayar::Manco, .. })).unwrap();
    let before: Vec<u8> = g.players().iter().map(|p| p.inti).collect();
    let ev = finish_turn_from(&mut g, lay);
    assert_eq!(count(&ev, |e| matches!(e, Event::RaymiScored { .. })), 0);
    assert_eq!(g.players().iter().map(|p| p.inti).collect::<Vec<_>>(), before);
}

#[test]
fn r3_8_the_inti_dial_stops_at_its_limit() {
    // Five visible Suns on a dial three below the limit: only 3 are gained.
    let (mut g, p) = raymi_game(83, [5, 0, 0]);
    g.player_mut(p).inti = data::INTI_MAX - 3;
    let ev =
        finish_turn_from(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    assert!(ev.contains(&Event::IntiGained { player: p, amount: 3, source: IntiSource::Raymi, full: true }));
    assert_eq!(g.player(p).inti, data::INTI_MAX);
    assert!(g.player(p).inti_full());
    assert_eq!(g.player(p).llamas, 1);
}

#[test]
fn r3_8_a_full_inti_dial_gains_nothing_and_the_event_says_it_is_full() {
    let (mut g, p) = raymi_game(83, [5, 0, 0]);
    g.player_mut(p).inti = data::INTI_MAX;
    let ev =
        finish_turn_from(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    assert!(ev.contains(&Event::IntiGained { player: p, amount: 0, source: IntiSource::Raymi, full: true }));
    assert_eq!(g.player(p).inti, data::INTI_MAX);
}

// ---- Cuzco (seed, R1.5) --------------------------------------------------------------------

#[test]
fn seed_cuzco_each_player_scores_two_activities_with_a_llama_at_six_suns() {
    let mut g = clean_day_game(90, 3, [0; 4]);
    finish_turn(&mut g);
    g.board_mut().ayar_space = [28, 0, 0, 0];
    let p = g.active_player();
    let (q, r) = ((p + 1) % 3, (p + 2) % 3);
    assert_eq!(r, g.first_player(), "scoring starts with the active player, not the first player");
    for x in [p, q, r] {
        let pl = g.player_mut(x);
        (pl.inti, pl.llamas, pl.pots, pl.maize_left) = (0, 0, [0; 6], 12);
        reed_suns(&mut g, x, 0);
    }
    g.player_mut(p).pots = [1; 6]; // Pottery 6
    g.player_mut(p).maize_left = 2; // Terrace 5
    reed_suns(&mut g, p, 4);
    g.player_mut(q).maize_left = 0; // Terrace 6
    reed_suns(&mut g, q, 3);
    play_to_triggers(&mut g, Action::LayStep { marker: Marker::Gold, slot: row_slot(1, 1), ayar: Ayar::Manco });
    assert_eq!(g.board().space(Ayar::Manco), 30);
    assert_eq!(g.pending(), Some(Pending { player: p, decision: Decision::ChooseCuzco { ayar: Ayar::Manco } }));
    let pairs = g.legal_actions();
    assert_eq!(pairs.len(), 6, "two different activities");
    assert!(pairs.iter().all(|a| matches!(a, Action::ChooseCuzco { first, second } if first < second)));
    act(&mut g, Action::ChooseCuzco { first: Activity::Pottery, second: Activity::Reed });
    assert_eq!((g.player(p).inti, g.player(p).llamas), (6 + 4, 1));
    assert_eq!(g.pending(), Some(Pending { player: q, decision: Decision::ChooseCuzco { ayar: Ayar::Manco } }));
    act(&mut g, Action::ChooseCuzco { first: Activity::Terrace, second: Activity::Reed });
    assert_eq!((g.player(q).inti, g.player(q).llamas), (6 + 3, 1));
    assert_eq!(g.player(q).score.inti_cuzco, 9);
    assert_eq!(g.pending(), Some(Pending { player: r, decision: Decision::ChooseCuzco { ayar: Ayar::Manco } }));
    let ev = act(&mut g, Action::ChooseCuzco { first: Activity::Pottery, second: Activity::Weaving });
    assert_eq!((g.player(r).inti, g.player(r).llamas), (0, 0));
    assert!(ev.contains(&Event::TurnStarted { player: q }));
}

#[test]
fn r1_5_cuzco_scores_once_per_ayar_that_reaches_it() {
    let mut g = clean_day_game(91, 2, [30, 28, 0, 0]);
    // Manco already on 30: moving him again keeps him there, no scoring.
    let ev =
        finish_turn_from(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Manco, from: 30, to: 30 }));
    assert_eq!(count(&ev, |e| matches!(e, Event::CuzcoScored { .. })), 0);
    // Auca reaching 30 scores for every player.
    let ev = finish_turn_from(&mut g, Action::LayStep { marker: Marker::Auca, slot: row_slot(3, 1), ayar: Ayar::Auca });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Auca, from: 28, to: 30 }));
    assert_eq!(count(&ev, |e| matches!(e, Event::CuzcoScored { ayar: Ayar::Auca, .. })), 2);
}
