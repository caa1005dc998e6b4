//! RULES R1 (Main board), R2 (Lake board), R3 (Player board) and R4 (Setup).
mod common;
use common::*;

// ---- R1 Main board ------------------------------------------------------------

#[test]
fn r1_1_every_ayar_starts_on_tiwanaku_space_0() {
    let g = new_game(11, 3);
    assert_eq!(g.board().ayar_space, [0, 0, 0, 0]);
    assert_eq!(g.board().retired, [false; 4]);
    // The starting actions move no Ayar (R4.6).
    let g = day_game(11, 3);
    assert_eq!(g.board().ayar_space, [0, 0, 0, 0]);
}

#[test]
fn r1_2_building_slots_follow_the_motif_and_lean_home() {
    use Activity::*;
    // Path 0 (home Pottery): slot 0 home, then [h, a, b, h, c, a, h, b, c, h].
    let motif0 = [Pottery, Weaving, Terrace, Pottery, Reed, Weaving, Pottery, Terrace, Reed, Pottery];
    assert_eq!(data::slot_activity(Ayar::Manco, 0), Pottery);
    for s in 1..=30u8 {
        assert_eq!(data::slot_activity(Ayar::Manco, s), motif0[(s as usize - 1) % 10], "space {s}");
    }
    // Path 2 (home Terrace): h=Terrace, a=Reed, b=Pottery, c=Weaving.
    let motif2 = [Terrace, Reed, Pottery, Terrace, Weaving, Reed, Terrace, Pottery, Weaving, Terrace];
    assert_eq!(data::slot_activity(Ayar::Cachi, 0), Terrace);
    for s in 1..=30u8 {
        assert_eq!(data::slot_activity(Ayar::Cachi, s), motif2[(s as usize - 1) % 10], "space {s}");
    }
    for path in Ayar::ALL {
        assert_eq!(data::slot_activity(path, 0), path.home());
        for a in Activity::ALL {
            let n = (1..=30).filter(|&s| data::slot_activity(path, s) == a).count();
            assert_eq!(n, if a == path.home() { 12 } else { 6 }, "{path:?} {a:?}");
        }
    }
}

#[test]
fn r1_2_a_building_slot_holds_at_most_one_tambo() {
    let mut g = clean_day_game(3, 2, [0; 4]);
    let p = g.active_player();
    g.board_mut().slots[Ayar::Manco.index()][1] = Some(1 - p);
    // Row 1 right end: 2 arrows, Manco 0 -> 2.
    act(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    act(&mut g, Action::TakeTambo { cell: cell(1, 1) });
    let spaces: Vec<u8> = g
        .legal_actions()
        .iter()
        .map(|a| match a {
            Action::BuildTambo { path: Ayar::Manco, space } => *space,
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(spaces, vec![0, 2]);
    assert_rejected(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 1 });
}

#[test]
fn r1_3_the_tambo_goes_at_or_behind_the_moved_ayar_slot_0_included() {
    let mut g = clean_day_game(5, 2, [5, 7, 0, 0]);
    // Row 3 right end: 3 arrows, Manco 5 -> 8.
    let ev = act(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(3, 1), ayar: Ayar::Manco });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Manco, from: 5, to: 8 }));
    act(&mut g, Action::TakeTambo { cell: cell(3, 2) });
    let expected: Vec<Action> = (0..=8).map(|space| Action::BuildTambo { path: Ayar::Manco, space }).collect();
    assert_eq!(g.legal_actions(), expected);
    assert_rejected(&mut g, Action::BuildTambo { path: Ayar::Manco, space: 9 });
    assert_rejected(&mut g, Action::BuildTambo { path: Ayar::Auca, space: 1 });
}

#[test]
fn r1_4_eight_raymi_tiles_two_per_activity_on_the_printed_places() {
    let g = new_game(21, 4);
    let raymi = &g.board().raymi;
    assert_eq!(raymi.len(), 8);
    let mut places: Vec<(u8, [usize; 2])> = raymi
        .iter()
        .map(|t| {
            let mut a = t.ayars().map(Ayar::index);
            a.sort();
            (t.space(), a)
        })
        .collect();
    places.sort();
    let table = vec![
        (8, [0, 1]),
        (8, [2, 3]),
        (14, [0, 3]),
        (14, [1, 2]),
        (20, [0, 1]),
        (20, [2, 3]),
        (26, [0, 3]),
        (26, [1, 2]),
    ];
    assert_eq!(places, table);
    for a in Activity::ALL {
        assert_eq!(raymi.iter().filter(|t| t.activity == a).count(), 2, "{a:?}");
    }
    for t in raymi {
        assert!(!t.reversed && t.on_board());
        let front = match t.space() {
            8 => 2,
            14 => 3,
            20 => 4,
            _ => 5,
        };
        assert_eq!(t.threshold(), front);
        let mut flipped = t.clone();
        flipped.reversed = true;
        assert_eq!(flipped.threshold(), front + 1);
    }
}

#[test]
fn r1_6_r1_7_female_ayars_head_distinct_rows_each_with_a_viracocha() {
    for seed in 0..10 {
        let g = new_game(seed, 2);
        let mut rows = g.board().female_row;
        rows.sort();
        assert_eq!(rows, [0, 1, 2, 3]);
        assert!(g.board().temple_rows.iter().all(Vec::is_empty));
        assert_eq!(g.board().viracocha_beside, [true; 4]);
    }
    // R1.6: five slots a row, bonuses never rising to the right, the last +0.
    assert_eq!(data::TEMPLE_COLUMN_BONUS.len(), 5);
    assert!(data::TEMPLE_COLUMN_BONUS.windows(2).all(|w| w[0] >= w[1]));
    assert!(data::TEMPLE_COLUMN_BONUS[0] > 0);
    assert_eq!(data::TEMPLE_COLUMN_BONUS[4], 0);
    assert_eq!(data::temple_column_bonus(7), 0, "the fifth slot holds any number");
}

// ---- R2 Lake board ------------------------------------------------------------

#[test]
fn r2_boats_start_before_space_1_and_every_viracocha_area_is_full() {
    let g = new_game(2, 4);
    assert!(g.players().iter().all(|p| p.boat == 0 && p.islands == [None; 4]));
    assert_eq!(g.lake().viracocha, [true; 4]);
    assert_eq!(&data::BOAT_NUMBERS[1..], &[1, 2, 3, 2, 3, 4, 5, 4, 5, 6, 6, 7, 8, 8]);
}

// ---- R3 Player board ----------------------------------------------------------

#[test]
fn r3_2_each_step_slot_moves_its_printed_arrows() {
    // (row 1..4 left/right, then column 1..4 top/bottom), from the R3.2 table.
    let arrows = [1, 2, 2, 1, 1, 3, 2, 1, 1, 2, 3, 1, 1, 2, 2, 1];
    let g = clean_day_game(8, 4, [0; 4]);
    for slot in StepSlot::all() {
        let mut g = g.clone();
        let ev = act(&mut g, Action::LayStep { marker: Marker::Gold, slot, ayar: Ayar::Cachi });
        assert!(
            ev.contains(&Event::AyarMoved { ayar: Ayar::Cachi, from: 0, to: arrows[slot.index()] }),
            "slot {slot:?}: {ev:?}"
        );
    }
}

#[test]
fn r3_3_step_tile_blocks_by_player_count() {
    // One-arrow ends: row 1 left, row 2 right, row 3 left, row 4 right,
    // column 1 top, column 2 bottom, column 3 top, column 4 bottom.
    let slots = |s: &[u8]| s.iter().fold(0u16, |m, &s| m | StepSlot(s).bit());
    let all = slots(&[0, 3, 4, 7, 8, 11, 12, 15]);
    let three = slots(&[0, 3, 8, 11]);
    for (players, blocked) in [(4, 0u16), (3, three), (2, all)] {
        let g = day_game(4, players);
        for p in g.players() {
            assert_eq!(p.blocked, blocked, "{players} players");
        }
        let laid: u16 = g
            .legal_actions()
            .iter()
            .map(|a| match a {
                Action::LayStep { slot, .. } => slot.bit(),
                _ => 0,
            })
            .fold(0, |m, b| m | b);
        assert_eq!(laid & blocked, 0, "a blocked slot was offered");
        assert_eq!(laid | blocked, 0xffff, "every unblocked slot is usable on a full grid");
    }
}

#[test]
fn r3_r4_4_each_player_board_starts_full() {
    let g = new_game(9, 3);
    for p in g.players() {
        assert_eq!(p.grid, Cells::FULL);
        assert_eq!(p.tambos_on_grid(), data::TAMBOS_PER_PLAYER);
        assert!(p.markers.iter().all(|m| m.available() && m.slot.is_none()));
        assert_eq!(p.markers.len(), 5);
        assert_eq!(p.moon_slots, [None; 4]);
        assert_eq!(p.temples_left, [true; 4]);
        assert_eq!((p.maize_left, p.inti, p.sun, p.moon, p.llamas, p.viracochas), (12, 0, 0, 0, 0, 0));
        assert_eq!(p.pots, [0; 6]);
        assert!(p.loom.iter().all(|c| c.textile == 0));
    }
}

// ---- R4 Setup -------------------------------------------------------------------

#[test]
fn r4_2_thirty_pots_six_colours_one_viracocha_each() {
    let g = new_game(13, 2);
    let mut pots: Vec<Pot> = g.market().slots.iter().map(|s| s.expect("market is full")).collect();
    pots.extend(g.market().bag.iter().copied());
    assert_eq!(pots.len(), 30);
    for colour in 0..6 {
        assert_eq!(pots.iter().filter(|p| p.colour == colour).count(), 5);
        assert_eq!(pots.iter().filter(|p| p.colour == colour && p.viracocha).count(), 1);
    }
}

#[test]
fn r4_3_three_stacks_of_ten_textiles() {
    let mut g = new_game(14, 2);
    let tops = g.stack_tops();
    assert!(tops.iter().all(|(top, n)| top.is_some() && *n == 10));
    let suns = |stack: &Vec<Textile>, n: u8| stack.iter().filter(|t| t.suns == n).count();
    let stacks = g.stacks_mut();
    // RULES R6.2's stacks as retuned by the balance pass (README "Balance").
    for (stack, contents) in stacks.iter().zip(data::TEXTILE_STACKS) {
        for &(half_suns, count) in contents {
            assert_eq!(suns(stack, half_suns), count);
        }
    }
}

#[test]
fn r4_5_first_player_is_random_and_setup_replays_from_its_seed() {
    let firsts: std::collections::BTreeSet<usize> = (0..40).map(|s| new_game(s, 3).first_player()).collect();
    assert_eq!(firsts.into_iter().collect::<Vec<_>>(), vec![0, 1, 2]);
    assert_eq!(snapshot(&new_game(77, 4)), snapshot(&new_game(77, 4)));
    assert_ne!(snapshot(&new_game(77, 4)), snapshot(&new_game(78, 4)));
}

#[test]
fn r4_6_starting_action_any_tambo_to_an_empty_tiwanaku_slot_at_power_1() {
    let mut g = new_game(31, 3);
    let fp = g.first_player();
    assert_eq!(g.pending(), Some(Pending { player: fp, decision: Decision::TakeTambo }));
    assert_eq!(g.legal_actions(), Cell::all().map(|cell| Action::TakeTambo { cell }).collect::<Vec<_>>());
    act(&mut g, Action::TakeTambo { cell: cell(2, 3) });
    let starts: Vec<Action> = Ayar::ALL.iter().map(|&path| Action::BuildTambo { path, space: 0 }).collect();
    assert_eq!(g.legal_actions(), starts);
    // Cachi's start slot shows Terrace: plant exactly one Maize.
    let ev = act(&mut g, Action::BuildTambo { path: Ayar::Cachi, space: 0 });
    assert!(ev.contains(&Event::PowerChosen { player: fp, activity: Activity::Terrace, power: 1 }));
    assert!(ev.contains(&Event::MaizePlanted { player: fp, count: 1 }));
    assert_eq!(g.player(fp).grid, Cells::FULL.without(cell(2, 3)));
    assert_eq!(g.player(fp).maize_left, 11);
    let second = (fp + 1) % 3;
    assert!(ev.contains(&Event::TurnStarted { player: second }));
    // The taken start slot is no longer offered.
    act(&mut g, Action::TakeTambo { cell: Cell(0) });
    assert!(!is_legal(&g, Action::BuildTambo { path: Ayar::Cachi, space: 0 }));
    assert_rejected(&mut g, Action::BuildTambo { path: Ayar::Cachi, space: 0 });
    assert_rejected(&mut g, Action::BuildTambo { path: Ayar::Uchu, space: 1 });
    // Uchu's start slot shows Reed: the Boat moves exactly 1.
    let ev = act(&mut g, Action::BuildTambo { path: Ayar::Uchu, space: 0 });
    assert!(ev.contains(&Event::BoatMoved { player: second, from: 0, to: 1 }));
    finish_turn(&mut g);
    assert_eq!(g.phase(), Phase::Day);
    assert_eq!(g.round(), 1);
    assert_eq!(g.pending(), Some(Pending { player: fp, decision: Decision::LayStep }));
    assert_eq!(g.board().ayar_space, [0; 4]);
    assert!(g.players().iter().all(|p| p.tambos_on_grid() == 15 && p.inti == 0 && p.llamas == 0));
}
