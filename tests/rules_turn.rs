//! The seed's "The four rounds" and "Day turn", and RULES R5 (turn details).
mod common;
use common::*;

/// Step markers laid per round and player over a whole first-legal game.
fn markers_laid_per_round(seed: u64, players: usize) -> (Game, Vec<Vec<usize>>) {
    let mut g = day_game(seed, players);
    let mut laid = vec![vec![0; players]; 4];
    while !g.is_over() {
        let round = g.round() as usize;
        for e in act_first(&mut g) {
            if let Event::StepLaid { player, .. } = e {
                laid[round - 1][player] += 1;
            }
        }
    }
    (g, laid)
}

#[test]
fn seed_four_rounds_of_5_4_3_2_turns_move_15_tambos_and_give_3_temples() {
    for (seed, players) in [(1, 2), (2, 3), (3, 4)] {
        let (g, laid) = markers_laid_per_round(seed, players);
        assert_eq!(g.round(), 4);
        for (round, per_player) in laid.iter().enumerate() {
            assert_eq!(per_player, &vec![5 - round; players], "round {}", round + 1);
        }
        for p in g.players() {
            assert_eq!(p.tambos_moved, 15);
            assert_eq!(p.tambos_on_grid(), 1, "16 Tambos, 15 moved");
            assert_eq!(p.temples_placed(), 3, "one Temple per emptied quadrant");
        }
        assert_eq!(g.board().retired, [true; 4]);
    }
}

#[test]
fn seed_players_take_turns_clockwise_from_the_first_player() {
    let mut g = day_game(6, 3);
    let fp = g.first_player();
    let mut order = vec![g.active_player()];
    while order.len() < 6 {
        for e in finish_turn(&mut g) {
            if let Event::TurnStarted { player } = e {
                order.push(player);
            }
        }
    }
    let expected: Vec<usize> = (0..6).map(|i| (fp + i) % 3).collect();
    assert_eq!(order, expected);
}

#[test]
fn seed_the_marked_row_or_column_must_contain_a_tambo() {
    let mut g = clean_day_game(7, 4, [0; 4]);
    let p = g.active_player();
    g.player_mut(p).grid = Cells(0xfff0); // row 1 empty
    let slots: Vec<StepSlot> = g
        .legal_actions()
        .iter()
        .filter_map(|a| if let Action::LayStep { slot, .. } = a { Some(*slot) } else { None })
        .collect();
    assert!(!slots.contains(&row_slot(1, 0)) && !slots.contains(&row_slot(1, 1)));
    assert!(slots.contains(&row_slot(2, 0)) && slots.contains(&column_slot(1, 0)));
    assert_rejected(&mut g, Action::LayStep { marker: Marker::Gold, slot: row_slot(1, 1), ayar: Ayar::Manco });
}

#[test]
fn seed_a_colour_marker_moves_its_own_ayar_and_gold_any_ayar() {
    let mut g = clean_day_game(8, 4, [0; 4]);
    let ayars = |g: &Game, marker: Marker| {
        let mut v: Vec<Ayar> = g
            .legal_actions()
            .iter()
            .filter_map(|a| match a {
                Action::LayStep { marker: m, ayar, slot } if *m == marker && *slot == StepSlot(1) => Some(*ayar),
                _ => None,
            })
            .collect();
        v.dedup();
        v
    };
    assert_eq!(ayars(&g, Marker::Auca), vec![Ayar::Auca]);
    assert_eq!(ayars(&g, Marker::Gold), Ayar::ALL.to_vec());
    assert_rejected(&mut g, Action::LayStep { marker: Marker::Auca, slot: StepSlot(1), ayar: Ayar::Manco });
    // A retired Ayar moves no more, not even with the gold marker.
    g.board_mut().retired[Ayar::Cachi.index()] = true;
    assert_eq!(ayars(&g, Marker::Gold), vec![Ayar::Manco, Ayar::Auca, Ayar::Uchu]);
    let ev = act(&mut g, Action::LayStep { marker: Marker::Gold, slot: StepSlot(1), ayar: Ayar::Uchu });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Uchu, from: 0, to: 2 }));
}

#[test]
fn seed_an_ayar_at_the_end_of_its_path_stops_there_and_still_builds_and_acts() {
    let mut g = clean_day_game(9, 2, [29, 0, 0, 0]);
    let p = g.active_player();
    // Row 3 right end: 3 arrows, but the path ends at 30.
    let ev = act(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(3, 1), ayar: Ayar::Manco });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Manco, from: 29, to: 30 }));
    assert_eq!(g.board().space(Ayar::Manco), 30);
    act(&mut g, Action::TakeTambo { cell: cell(3, 1) });
    assert_eq!(g.legal_actions().len(), 31, "slots 0..=30 are all open");
    // Space 30 shows Pottery (motif position 9 = home).
    act(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 30 });
    act(&mut g, Action::ChoosePower { power: 1 });
    let ev = act_where(&mut g, |a| matches!(a, Action::TakePots { slots: PotSet(1) }));
    assert_eq!(count(&ev, |e| matches!(e, Event::PotTaken { player, .. } if *player == p)), 1);
}

#[test]
fn seed_take_the_tambo_from_the_marked_row_or_column() {
    let mut g = clean_day_game(10, 2, [0; 4]);
    let p = g.active_player();
    g.player_mut(p).grid = Cells::FULL.without(cell(3, 2));
    // Column 2 top end: 3 arrows.
    act(&mut g, Action::LayStep { marker: Marker::Gold, slot: column_slot(2, 0), ayar: Ayar::Auca });
    let cells: Vec<Action> = [cell(1, 2), cell(2, 2), cell(4, 2)].map(|cell| Action::TakeTambo { cell }).to_vec();
    assert_eq!(g.legal_actions(), cells);
    assert_rejected(&mut g, Action::TakeTambo { cell: cell(3, 2) });
    assert_rejected(&mut g, Action::TakeTambo { cell: cell(1, 1) });
}

#[test]
fn seed_the_building_slot_must_show_an_activity_you_can_perform() {
    let mut g = clean_day_game(12, 2, [2, 0, 0, 0]);
    let p = g.active_player();
    g.player_mut(p).maize_left = 0;
    g.player_mut(p).boat = data::BOAT_END;
    // Manco 2 -> 5; spaces 0..=5 show Pottery, Pottery, Weaving, Terrace, Pottery, Reed.
    act(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(3, 1), ayar: Ayar::Manco });
    act(&mut g, Action::TakeTambo { cell: cell(3, 4) });
    let spaces: Vec<Action> = [0, 1, 2, 4].map(|space| Action::BuildTambo { path: Ayar::Manco, space }).to_vec();
    assert_eq!(g.legal_actions(), spaces);
    assert_rejected(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 3 });
    assert_rejected(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 5 });
}

#[test]
fn r5_2_power_is_the_empty_spaces_after_the_take_and_a_lower_power_may_be_chosen() {
    for (tambos_in_row, max) in [(4u8, 1u8), (3, 2), (2, 3), (1, 4)] {
        let mut g = clean_day_game(13, 2, [0; 4]);
        let p = g.active_player();
        let row2 = (0..tambos_in_row).map(|c| cell(2, c + 1)).collect::<Vec<_>>();
        g.player_mut(p).grid = Cells(0xff0f) | grid_of(&row2);
        // Row 2 left end (2 arrows): Cachi 0 -> 2; space 1 shows Terrace.
        act(&mut g, Action::LayStep { marker: Marker::Cachi, slot: row_slot(2, 0), ayar: Ayar::Cachi });
        act(&mut g, Action::TakeTambo { cell: cell(2, 1) });
        act(&mut g, Action::BuildTambo { path: Ayar::Cachi, space: 1 });
        assert_eq!(decision(&g), Decision::ChoosePower { max });
        assert_eq!(g.legal_actions(), (1..=max).map(|power| Action::ChoosePower { power }).collect::<Vec<_>>());
        assert_rejected(&mut g, Action::ChoosePower { power: max + 1 });
        let lower = max.div_ceil(2);
        let ev = act(&mut g, Action::ChoosePower { power: lower });
        assert!(ev.contains(&Event::MaizePlanted { player: p, count: lower }));
        assert_eq!(g.player(p).maize_left, 12 - lower);
    }
}

#[test]
fn r5_1_a_standing_marker_may_be_relaid_and_frees_its_old_slot() {
    let mut g = clean_day_game(14, 2, [0; 4]);
    let p = g.active_player();
    let (standing, lying) = (row_slot(1, 1), row_slot(2, 0));
    let pl = g.player_mut(p);
    pl.markers[Marker::Manco.index()].slot = Some(standing); // from an earlier round, standing
    pl.markers[Marker::Auca.index()].slot = Some(lying);
    pl.markers[Marker::Auca.index()].used = true; // laid this round
    let laid = g.legal_actions();
    assert!(laid.iter().all(|a| !matches!(a, Action::LayStep { slot, .. } if *slot == standing || *slot == lying)));
    assert!(!laid.iter().any(|a| matches!(a, Action::LayStep { marker: Marker::Auca, .. })));
    assert!(is_legal(&g, Action::LayStep { marker: Marker::Manco, slot: row_slot(3, 1), ayar: Ayar::Manco }));
    assert_rejected(&mut g, Action::LayStep { marker: Marker::Cachi, slot: standing, ayar: Ayar::Cachi });
    assert_rejected(&mut g, Action::LayStep { marker: Marker::Auca, slot: row_slot(3, 1), ayar: Ayar::Auca });

    act(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(3, 1), ayar: Ayar::Manco });
    assert_eq!(g.player(p).marker_on(standing), None);
    assert_eq!(g.player(p).marker_on(row_slot(3, 1)), Some(Marker::Manco));
    finish_turn(&mut g);
    finish_turn(&mut g);
    assert_eq!(g.active_player(), p);
    assert!(is_legal(&g, Action::LayStep { marker: Marker::Cachi, slot: standing, ayar: Ayar::Cachi }));
}

#[test]
fn r5_3_a_turn_choice_is_legal_only_if_the_turn_can_be_completed() {
    let mut g = clean_day_game(15, 2, [0; 4]);
    let p = g.active_player();
    // Manco's path: spaces 0, 1, 3 taken; space 2 shows Weaving, which now
    // needs power 2 (stack 1 empty).
    for s in [0, 1, 3] {
        g.board_mut().slots[Ayar::Manco.index()][s] = Some(1 - p);
    }
    g.stacks_mut()[0].clear();
    g.player_mut(p).grid = Cells::FULL.without(cell(2, 4));
    let row1_two = Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco };
    let row2_two = Action::LayStep { marker: Marker::Manco, slot: row_slot(2, 0), ayar: Ayar::Manco };
    let col2_three = Action::LayStep { marker: Marker::Manco, slot: column_slot(2, 0), ayar: Ayar::Manco };
    let col1_two = Action::LayStep { marker: Marker::Gold, slot: column_slot(1, 1), ayar: Ayar::Manco };
    assert!(!is_legal(&g, row1_two), "full row: power 1 cannot weave");
    assert!(is_legal(&g, row2_two), "row with three Tambos: power 2");
    assert!(!is_legal(&g, col2_three) && !is_legal(&g, col1_two));
    assert_rejected(&mut g, row1_two);
    act(&mut g, row2_two);
    act(&mut g, Action::TakeTambo { cell: cell(2, 1) });
    assert_eq!(g.legal_actions(), vec![Action::BuildTambo { path: Ayar::Manco, space: 2 }]);
    act(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 2 });
    assert_eq!(g.legal_actions(), vec![Action::ChoosePower { power: 2 }]);
}

/// A player who can perform nothing: no Pots, full loom, no Maize, Boat home.
fn stuck(g: &mut Game, p: PlayerId) {
    g.market_mut().slots = [None; 5];
    g.market_mut().bag.clear();
    let pl = g.player_mut(p);
    pl.maize_left = 0;
    pl.boat = data::BOAT_END;
    for c in pl.loom.iter_mut() {
        c.textile = 1;
    }
}

#[test]
fn r5_4_no_legal_turn_still_lays_moves_and_builds_without_an_activity() {
    let mut g = clean_day_game(16, 2, [4, 0, 0, 0]);
    let p = g.active_player();
    stuck(&mut g, p);
    g.player_mut(p).grid = Cells(0xfff1); // row 1 holds only its first Tambo
    g.board_mut().slots[Ayar::Manco.index()][5] = Some(1 - p);
    let unblocked = 16 - g.player(p).blocked.count_ones() as usize;
    let laid = g.legal_actions();
    assert_eq!(
        laid.iter().filter(|a| matches!(a, Action::LayStep { marker: Marker::Gold, ayar: Ayar::Manco, .. })).count(),
        unblocked
    );
    let ev = act(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Manco, from: 4, to: 6 }));
    act(&mut g, Action::TakeTambo { cell: cell(1, 1) });
    let spaces: Vec<Action> = [0, 1, 2, 3, 4, 6].map(|space| Action::BuildTambo { path: Ayar::Manco, space }).to_vec();
    assert_eq!(g.legal_actions(), spaces, "any empty slot at or behind the Ayar");
    let ev = act(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 6 });
    assert_eq!(count(&ev, |e| matches!(e, Event::PowerChosen { .. })), 0);
    // Triggers still resolve: row 1 emptied gives its Llama.
    assert!(ev.contains(&Event::LineBonusTaken { player: p, line: Line(0), bonus: LineBonus::Llama }));
    assert_eq!(g.player(p).llamas, 1);
    assert!(ev.contains(&Event::TurnStarted { player: 1 - p }));
}

#[test]
fn r5_4_with_no_empty_slot_behind_the_ayar_the_tambo_returns_to_the_box() {
    let mut g = clean_day_game(17, 2, [0; 4]);
    let p = g.active_player();
    stuck(&mut g, p);
    for s in 0..=3 {
        g.board_mut().slots[Ayar::Auca.index()][s] = Some(1 - p);
    }
    act(&mut g, Action::LayStep { marker: Marker::Auca, slot: row_slot(3, 1), ayar: Ayar::Auca });
    act(&mut g, Action::TakeTambo { cell: cell(3, 3) });
    assert_eq!(g.legal_actions(), vec![Action::BoxTambo]);
    let ev = act(&mut g, Action::BoxTambo);
    assert!(ev.contains(&Event::TamboBoxed { player: p }));
    assert_eq!((g.player(p).tambos_boxed, g.player(p).tambos_on_grid()), (1, 15));
    assert_eq!(g.board().slots[Ayar::Auca.index()][..=3], [Some(1 - p); 4]);
}

#[test]
fn r5_5_end_of_turn_effects_resolve_in_the_order_the_player_picks() {
    let mut g = clean_day_game(18, 2, [0; 4]);
    let p = g.active_player();
    // Quadrant 1 and row 1 hold only the top-left Tambo.
    g.player_mut(p).grid = Cells::FULL & !grid_of(&[cell(1, 2), cell(1, 3), cell(1, 4), cell(2, 1), cell(2, 2)]);
    lay_take_build(&mut g, Marker::Cachi, row_slot(1, 1), Ayar::Cachi, cell(1, 1), 1);
    act(&mut g, Action::ChoosePower { power: 1 });
    let temple = Action::ResolveTrigger { trigger: Trigger::Temple };
    let llama = Action::ResolveTrigger { trigger: Trigger::LineBonus { line: Line(0) } };
    assert_eq!(decision(&g), Decision::ResolveTrigger);
    assert_eq!(g.legal_actions(), vec![temple, llama]);

    let mut temple_first = g.clone();
    act(&mut temple_first, temple);
    assert_eq!(decision(&temple_first), Decision::ChooseTemple);
    let ev_a = act(&mut temple_first, Action::ChooseTemple { activity: Activity::Reed });

    let ev_b = act(&mut g, llama);
    assert_eq!(g.player(p).llamas, 1);
    assert_eq!(decision(&g), Decision::ChooseTemple);
    act(&mut g, Action::ChooseTemple { activity: Activity::Reed });
    assert!(ev_a.contains(&Event::LlamaGained { player: p }) && ev_b.contains(&Event::LlamaGained { player: p }));
    assert_eq!(g.board(), temple_first.board());
    assert_eq!(g.player(p), temple_first.player(p));
}

#[test]
fn r5_5_an_order_that_changes_nothing_is_free_and_one_that_may_is_not() {
    let mut g = clean_day_game(18, 2, [0; 4]);
    let p = g.active_player();
    // Row 1 and column 2 hold only the Tambo at row 1, column 2; its
    // quadrant keeps row 2, column 1: two Llama bonuses and no Temple.
    let gone = [cell(1, 1), cell(1, 3), cell(1, 4), cell(2, 2), cell(3, 2), cell(4, 2)];
    g.player_mut(p).grid = Cells::FULL & !grid_of(&gone);
    assert_eq!(g.free_trigger_order(), None, "no effects are being ordered");
    lay_take_build(&mut g, Marker::Cachi, row_slot(1, 1), Ayar::Cachi, cell(1, 2), 1);
    act(&mut g, Action::ChoosePower { power: 1 });
    let row = Action::ResolveTrigger { trigger: Trigger::LineBonus { line: Line(0) } };
    let column = Action::ResolveTrigger { trigger: Trigger::LineBonus { line: Line(5) } };
    assert_eq!(g.legal_actions(), vec![row, column]);
    assert_eq!(g.free_trigger_order(), Some(row));
    // Played either way, the same position follows.
    // (The last effect resolves itself.)
    let mut other = g.clone();
    act(&mut other, column);
    act(&mut g, row);
    assert_eq!((g.player(p).llamas, other.player(p).llamas), (2, 2));
    assert_eq!(g.players(), other.players());
    assert_eq!(g.board(), other.board());

    // A Temple asks for its type on the way: the order is the player's.
    let mut g = clean_day_game(18, 2, [0; 4]);
    g.player_mut(p).grid = Cells::FULL & !grid_of(&[cell(1, 2), cell(1, 3), cell(1, 4), cell(2, 1), cell(2, 2)]);
    lay_take_build(&mut g, Marker::Cachi, row_slot(1, 1), Ayar::Cachi, cell(1, 1), 1);
    act(&mut g, Action::ChoosePower { power: 1 });
    assert_eq!(g.legal_actions().len(), 2);
    assert_eq!(g.free_trigger_order(), None);
}

#[test]
fn illegal_actions_are_rejected_and_leave_the_game_unchanged() {
    let mut g = clean_day_game(19, 2, [0; 4]);
    let p = g.active_player();
    assert_rejected(&mut g, Action::ChoosePower { power: 1 });
    assert_rejected(&mut g, Action::TakeTambo { cell: Cell(0) });
    assert_rejected(&mut g, Action::LayStep { marker: Marker::Gold, slot: row_slot(1, 0), ayar: Ayar::Manco }); // blocked
    assert_rejected(&mut g, Action::LayStep { marker: Marker::Gold, slot: StepSlot(16), ayar: Ayar::Manco });
    act(&mut g, Action::LayStep { marker: Marker::Gold, slot: row_slot(1, 1), ayar: Ayar::Manco });
    assert_rejected(&mut g, Action::TakeTambo { cell: cell(2, 1) });
    act(&mut g, Action::TakeTambo { cell: cell(1, 1) });
    act(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 1 });
    act(&mut g, Action::ChoosePower { power: 1 });
    // Power 1: the cost-2 slot 3 and a cost-2 pair are refused.
    assert_rejected(&mut g, Action::TakePots { slots: PotSet(0b00100) });
    assert_rejected(&mut g, Action::TakePots { slots: PotSet(0b00011) });
    assert_rejected(&mut g, Action::TakePots { slots: PotSet(0) });
    act(&mut g, Action::TakePots { slots: PotSet(1) });
    assert_ne!(g.active_player(), p);
    // The Gold marker is laid (lying): no second use this round.
    finish_turn(&mut g);
    assert_rejected(&mut g, Action::LayStep { marker: Marker::Gold, slot: row_slot(3, 1), ayar: Ayar::Manco });
    play_until(&mut g, Game::is_over);
    let json = g.to_json();
    assert_eq!(g.apply(Action::BoxTambo), Err(ActionError::GameOver));
    assert_eq!(g.to_json(), json);
    assert_eq!(g.pending(), None);
    assert!(g.legal_actions().is_empty());
}

#[test]
fn seed_laid_markers_stay_between_rounds_standing_and_still_blocking() {
    let mut g = day_game(20, 2);
    play_until(&mut g, |g| g.round() == 2);
    for pl in g.players() {
        let standing: Vec<_> = pl.markers.iter().filter(|m| !m.scored).collect();
        assert_eq!(standing.len(), 4);
        assert!(standing.iter().all(|m| m.slot.is_some() && !m.used), "standing in its slot");
    }
    let p = g.active_player();
    let taken = g.player(p).markers.iter().filter_map(|m| m.slot).fold(0u16, |m, s| m | s.bit());
    assert_eq!(taken.count_ones(), 4);
    for a in g.legal_actions() {
        let Action::LayStep { slot, .. } = a else { panic!("{a:?}") };
        assert_eq!(taken & slot.bit(), 0, "slot {slot:?} holds a standing marker");
    }
}
