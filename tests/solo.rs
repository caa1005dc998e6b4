//! The Ayllu (seed 001_8d0ca80982fbfa76.txt, RULES R10): setup, starting
//! activity, the Day turn (tokens, bag, move, power, Raymi, Temples).
//! Tambo priority: tests/solo_priority.rs; activities:
//! tests/solo_activities.rs; Night and game end: tests/solo_night.rs.
mod support_solo;
use support_solo::*;

// ---- Setup changes ---------------------------------------------------------------

#[test]
fn r10_4_ayllu_seat_is_set_up_on_the_chosen_difficulty_board() {
    // RULES R10.4 table (retuned by the balance pass, README "Balance"):
    // (starting Inti, starting Llamas) by board 1..4.
    let printed = data::DIFFICULTY_BOARDS.map(|b| (b.inti, b.llamas));
    for difficulty in 1..=4u8 {
        let g = solo_game(7, difficulty);
        assert_eq!(g.seats(), 2);
        assert!(!g.player(HUMAN).is_ayllu());
        let ayllu = g.player(AYLLU);
        assert!(ayllu.is_ayllu());
        let solo = solo(&g);
        assert_eq!(solo.difficulty, difficulty);
        assert_eq!((ayllu.inti, ayllu.llamas), printed[difficulty as usize - 1], "difficulty {difficulty}");
        // Its Maize, Islands, Boat, Tambos and Temples (seed: "set up its ...").
        assert_eq!(ayllu.maize_left, 12);
        assert_eq!(ayllu.islands, [None; 4]);
        assert_eq!(ayllu.boat, 0);
        assert_eq!(solo.tambos, 16);
        assert!(ayllu.grid.is_empty(), "R10.5: its Tambos come from a supply, not a grid");
        assert_eq!(ayllu.temples_left, [true; 4]);
        assert_eq!((solo.pottery, solo.weaving), (0, 0));
        assert_eq!(solo.bonus_scored, [false; 4]);
        assert_eq!(solo.dawn_marked, [false; 4]);
        assert_eq!((ayllu.sun, ayllu.moon, ayllu.viracochas), (0, 0, 0));
    }
}

#[test]
fn seed_setup_human_board_as_for_two_players_and_human_is_first_player() {
    for seed in 0..20 {
        let g = solo_game(seed, 1 + (seed % 4) as u8);
        let two = Game::new(Setup::new(seed, &["A", "B"])).unwrap();
        let blocked = g.player(HUMAN).blocked;
        assert_eq!(blocked, two.player(0).blocked, "the Step tile side for two players");
        // R3.3: all eight 1-arrow ends are blocked.
        assert_eq!(blocked.count_ones(), 8);
        assert!(StepSlot::all().filter(|s| blocked & s.bit() != 0).all(|s| data::step_arrows(s) == 1));
        assert_eq!(g.first_player(), HUMAN, "seed: you are first player");
        assert_eq!(g.pending(), Some(Pending { player: HUMAN, decision: Decision::TakeTambo }));
    }
}

#[test]
fn seed_setup_five_activity_tokens_are_shuffled_face_down() {
    let mut orders = std::collections::HashSet::new();
    for seed in 0..30 {
        let g = solo_game(seed, 2);
        let solo = solo(&g);
        let mut sorted = solo.tokens.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![1, 2, 3, 4, 5]);
        assert_eq!(solo.flipped, 0, "none flipped yet");
        orders.insert(solo.tokens.clone());
    }
    assert!(orders.len() > 10, "only {} token orders in 30 games: not shuffled", orders.len());
}

#[test]
fn seed_setup_four_coloured_step_markers_in_the_bag_and_gold_in_the_box() {
    let g = solo_game(3, 3);
    let mut bag = solo(&g).bag.clone();
    bag.sort_unstable();
    assert_eq!(bag, Ayar::ALL.to_vec(), "one marker per Ayar colour, no gold");
}

#[test]
fn seed_setup_no_step_tile_for_the_ayllu_and_it_never_lays_a_step_marker() {
    let mut g = solo_game(11, 4);
    assert_eq!(g.player(AYLLU).blocked, 0, "seed: do not apply the multiplayer Step tile rule");
    let mut bot = RandomBot::new(11);
    let ev = play_until(&mut g, &mut bot, Game::is_over);
    assert_eq!(count(&ev, |e| matches!(e, Event::StepLaid { player: AYLLU, .. })), 0, "R10.5: it has no Step slots");
    assert_eq!(count(&ev, |e| matches!(e, Event::TamboTaken { player: AYLLU, .. })), 0);
}

// ---- Starting activity -------------------------------------------------------

/// A new solo game whose Raymi tiles and Temple rows are set before the
/// human's starting action on `human_path`; returns the Ayllu's start events.
fn ayllu_start(raymi: [Activity; 8], female_row: [u8; 4], human_path: Ayar) -> Vec<Event> {
    let mut g = solo_game(5, 2);
    set_raymi(&mut g, raymi);
    g.board_mut().female_row = female_row;
    let ev = human_start(&mut g, human_path);
    ayllu_turn_events(&ev).to_vec()
}

use Activity::{Pottery as P, Reed as R, Terrace as T, Weaving as W};

#[test]
fn seed_start_ayllu_builds_on_the_start_slot_matching_a_raymi_tile_at_space_8() {
    // Both tiles at space 8 (places 0 and 1) show Reed: Ayar Uchu's start slot.
    let ev = ayllu_start([R, R, P, P, W, W, T, T], [0, 1, 2, 3], Ayar::Cachi);
    assert_eq!(ayllu_built(&ev), Some((Ayar::Uchu, 0, R)));
    assert_eq!(ayllu_power(&ev), Some((R, 1)), "R4.6: the starting activity at power 1");
    assert!(ev.contains(&Event::BoatMoved { player: AYLLU, from: 0, to: 1 }));
    assert_eq!(count(&ev, |e| matches!(e, Event::AyarMoved { .. })), 0, "no Ayar moves at the start");
}

#[test]
fn seed_start_tie_goes_to_the_ayar_whose_partner_is_in_the_higher_temple_row() {
    // Tiles at space 8 show Pottery (Manco's start slot) and Reed (Uchu's).
    // female_row: Manco, Auca, Cachi, Uchu (row 0 is the top, "higher").
    for (rows, expected) in [([2, 0, 3, 1], Ayar::Uchu), ([0, 2, 3, 1], Ayar::Manco), ([3, 0, 1, 2], Ayar::Uchu)] {
        let ev = ayllu_start([P, R, W, W, T, T, P, R], rows, Ayar::Cachi);
        let (path, space, _) = ayllu_built(&ev).unwrap();
        assert_eq!((path, space), (expected, 0), "rows {rows:?}");
    }
}

#[test]
fn seed_start_when_only_one_matching_slot_is_available_the_ayllu_takes_it() {
    // Tiles at 8: Weaving (Auca, partner in the top row) and Pottery; the
    // human's starting Tambo already stands on Auca's start slot.
    let ev = ayllu_start([W, P, R, R, T, T, W, P], [3, 0, 1, 2], Ayar::Auca);
    assert_eq!(ayllu_built(&ev), Some((Ayar::Manco, 0, P)));
}

#[test]
fn r10_6_start_falls_back_to_the_topmost_open_start_slot() {
    // Both tiles at 8 show Pottery and the human took Manco's Pottery start
    // slot: the Ayllu takes the topmost open one, Weaving (not Terrace/Reed).
    let ev = ayllu_start([P, P, R, R, T, T, W, W], [0, 1, 2, 3], Ayar::Manco);
    assert_eq!(ayllu_built(&ev), Some((Ayar::Auca, 0, W)));
    assert!(choices(&ev).contains(&AylluReason::StartTopmost { path: Ayar::Auca }), "{:?}", choices(&ev));
}

// ---- Day turn: same number of turns, tokens, bag ---------------------------------

/// Every event of a complete random solo game, and the token order of
/// each round as it stood when that round started.
fn full_game(seed: u64, difficulty: u8) -> (Game, Vec<Event>, Vec<Vec<u8>>) {
    let mut g = solo_game(seed, difficulty);
    let mut bot = RandomBot::new(seed);
    let (mut all, mut orders) = (Vec::new(), Vec::new());
    while let Some(action) = bot.choose(&g) {
        let ev = act(&mut g, action);
        if ev.iter().any(|e| matches!(e, Event::RoundStarted { .. })) {
            // Flipping never reorders: this is the order the round started with.
            orders.push(solo(&g).tokens.clone());
        }
        all.extend(ev);
    }
    (g, all, orders)
}

/// The events of each round's Day (RoundStarted .. NightStarted).
fn days(events: &[Event]) -> Vec<&[Event]> {
    let starts = events.iter().enumerate().filter(|(_, e)| matches!(e, Event::RoundStarted { .. })).map(|(i, _)| i);
    starts
        .map(|s| {
            let end = events[s..].iter().position(|e| matches!(e, Event::NightStarted { .. })).unwrap() + s;
            &events[s..end]
        })
        .collect()
}

#[test]
fn seed_day_the_ayllu_takes_the_same_number_of_turns_as_the_human() {
    for seed in 0..6 {
        let (g, ev, _) = full_game(seed, 1 + (seed % 4) as u8);
        let days = days(&ev);
        assert_eq!(days.len(), 4);
        for (round, day) in days.iter().enumerate() {
            let turns = |p| count(day, |e| *e == Event::TurnStarted { player: p });
            assert_eq!(turns(HUMAN), 5 - round, "seed {seed} round {}", round + 1);
            assert_eq!(turns(AYLLU), 5 - round, "seed {seed} round {}", round + 1);
        }
        // 1 starting Tambo + 5 + 4 + 3 + 2, each built or boxed.
        assert_eq!(g.player(AYLLU).tambos_moved, 15);
        assert_eq!(solo(&g).tambos, 1);
    }
}

/// The token number an Ayllu turn reports ("Token N: ...").
fn token_of(reason: &AylluReason) -> Option<u8> {
    match *reason {
        AylluReason::Token { number, .. } => Some(number),
        _ => None,
    }
}

#[test]
fn seed_day_each_turn_flips_the_next_activity_token() {
    for seed in 0..6 {
        let (_, ev, orders) = full_game(seed, 2);
        for (round, day) in days(&ev).iter().enumerate() {
            let flipped: Vec<u8> = choices(day).iter().filter_map(token_of).collect();
            assert_eq!(flipped, orders[round], "seed {seed} round {}", round + 1);
        }
    }
}

#[test]
fn r10_1_each_activity_token_moves_sets_power_and_may_place_a_temple() {
    // RULES R10.1, in round 1: (token, spaces moved, power = 1 + modifier
    // kept within 1..4, Temple).
    for (token, moves, power, temple) in
        [(1, 2, 1, true), (2, 3, 1, false), (3, 2, 2, false), (4, 3, 1, true), (5, 4, 1, false)]
    {
        let (_, ev) = ayllu_turn_after(21, 1, |g| {
            force_next(g, token, Ayar::Manco);
            clear_path(g, Ayar::Manco);
            g.board_mut().ayar_space[Ayar::Manco.index()] = 3;
        });
        assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Manco, from: 3, to: 3 + moves }), "token {token}: {ev:#?}");
        assert_eq!(ayllu_power(&ev).map(|(_, p)| p), Some(power), "token {token}");
        assert_eq!(
            count(&ev, |e| matches!(e, Event::TemplePlaced { player: AYLLU, .. })),
            temple as usize,
            "token {token}"
        );
        assert_eq!(token_of(&choices(&ev)[0]), Some(token));
    }
}

#[test]
fn r10_1_power_is_the_round_plus_the_token_modifier_kept_within_1_to_4() {
    // (round, token, power): token 2 and 5 have -1, token 3 has +1.
    // Token 3 in round 4 is an edited position (Prepare removed it after
    // round 3): 4 + 1 is kept to 4.
    for (round, token, power) in
        [(1, 2, 1), (1, 3, 2), (2, 5, 1), (2, 3, 3), (2, 4, 2), (3, 3, 4), (3, 5, 2), (4, 5, 3), (4, 4, 4), (4, 3, 4)]
    {
        let (g, ev) = ayllu_turn_after(30 + round as u64, round, |g| {
            let ayar = first_active(g);
            force_next(g, token, ayar);
            clear_path(g, ayar);
            g.board_mut().ayar_space[ayar.index()] = 3;
        });
        assert_eq!(g.round(), round);
        assert_eq!(ayllu_power(&ev).map(|(_, p)| p), Some(power), "round {round} token {token}");
    }
}

#[test]
fn seed_day_draws_one_step_marker_at_random_and_moves_that_ayar() {
    let mut drawn = std::collections::HashSet::new();
    for seed in 0..12 {
        let (g, ev) = ayllu_turn_after(seed, 1, |g| {
            force_next(g, 3, Ayar::Manco);
            solo_mut(g).bag = vec![Ayar::Auca, Ayar::Uchu];
            for ayar in [Ayar::Auca, Ayar::Uchu] {
                clear_path(g, ayar);
                g.board_mut().ayar_space[ayar.index()] = 3;
            }
        });
        let moved: Vec<Ayar> = ev
            .iter()
            .filter_map(|e| match *e {
                Event::AyarMoved { ayar, .. } => Some(ayar),
                _ => None,
            })
            .collect();
        assert_eq!(moved.len(), 1);
        let left = solo(&g).bag.clone();
        assert_eq!(left.len(), 1, "one marker drawn");
        let mut both = vec![moved[0], left[0]];
        both.sort_unstable();
        assert_eq!(both, vec![Ayar::Auca, Ayar::Uchu], "the moved Ayar is the drawn marker's");
        drawn.insert(moved[0]);
    }
    assert_eq!(drawn.len(), 2, "the draw is random: both markers come out over 12 games");
}

#[test]
fn seed_day_an_empty_bag_gets_all_four_markers_back_before_drawing() {
    let (g, ev) = ayllu_turn_after(8, 1, |g| {
        force_next(g, 3, Ayar::Manco);
        solo_mut(g).bag.clear();
    });
    let moved = ev.iter().find_map(|e| match *e {
        Event::AyarMoved { ayar, .. } => Some(ayar),
        _ => None,
    });
    let mut all = solo(&g).bag.clone();
    assert_eq!(all.len(), 3, "four returned, one drawn");
    all.push(moved.unwrap());
    all.sort_unstable();
    assert_eq!(all, Ayar::ALL.to_vec());
}

#[test]
fn r10_5_a_refilled_bag_holds_only_the_markers_of_ayars_not_retired() {
    for seed in 0..4 {
        let (g, ev) = ayllu_turn_after(40 + seed, 2, |g| {
            force_next(g, 3, Ayar::Manco);
            solo_mut(g).bag.clear();
        });
        let retired: Vec<Ayar> = Ayar::ALL.into_iter().filter(|&a| g.board().is_retired(a)).collect();
        assert_eq!(retired.len(), 1, "one Ayar retired in Night 1");
        let moved = ev.iter().find_map(|e| match *e {
            Event::AyarMoved { ayar, .. } => Some(ayar),
            _ => None,
        });
        let mut all = solo(&g).bag.clone();
        all.push(moved.unwrap());
        all.sort_unstable();
        let active: Vec<Ayar> = Ayar::ALL.into_iter().filter(|a| !retired.contains(a)).collect();
        assert_eq!(all, active, "seed {seed}");
    }
}

// ---- Day turn: Raymi and Temples ----------------------------------------------------

#[test]
fn seed_day_raymi_tiles_reached_by_the_ayllu_resolve_as_usual() {
    // Manco 6 -> 8 reaches place 0 (space 8, Manco & Auca), a Reed tile.
    let (g, ev) = ayllu_turn_after(12, 1, |g| {
        force_next(g, 3, Ayar::Manco);
        set_raymi(g, [R, P, P, W, W, T, T, R]);
        clear_path(g, Ayar::Manco);
        g.board_mut().ayar_space[Ayar::Manco.index()] = 6;
        // The human shows Islands of sections 1 and 3: at least the front
        // threshold 2 in Reed Suns (R6.4).
        g.player_mut(HUMAN).islands = [Some(1), None, Some(5), None];
        g.player_mut(HUMAN).llamas = 0;
    });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Manco, from: 6, to: 8 }));
    assert!(ev.contains(&Event::RaymiScored { tile: 0, activity: R, threshold: 2 }), "{ev:#?}");
    let raymi_inti: Vec<(PlayerId, u8)> = ev
        .iter()
        .filter_map(|e| match *e {
            Event::IntiGained { player, amount, source: IntiSource::Raymi, .. } => Some((player, amount)),
            _ => None,
        })
        .collect();
    // Every player scores, the active player (the Ayllu) first (R7.3).
    let ayllu_suns = g.player(AYLLU).visible_suns(R);
    let human_suns = data::ISLAND_SUNS[0] + data::ISLAND_SUNS[2];
    assert!(human_suns >= 2);
    assert_eq!(raymi_inti, vec![(AYLLU, ayllu_suns), (HUMAN, human_suns)]);
    assert!(ev.contains(&Event::LlamaGained { player: HUMAN }));
    assert_eq!(g.player(HUMAN).llamas, 1);
    assert!(ev.contains(&Event::RaymiFlipped { tile: 0 }));
    let tile = &g.board().raymi[0];
    assert!(tile.reversed && tile.done == [true, false]);
}

#[test]
fn seed_day_a_temple_token_places_a_temple_after_the_activity_in_the_drawn_markers_row() {
    let (g, ev) = ayllu_turn_after(13, 1, |g| {
        force_next(g, 1, Ayar::Auca);
        clear_path(g, Ayar::Auca);
        g.board_mut().ayar_space[Ayar::Auca.index()] = 3;
        g.board_mut().female_row = [0, 2, 1, 3];
        g.board_mut().temple_rows = Default::default();
        g.board_mut().temple_rows[2].push(Temple { owner: HUMAN, activity: P });
    });
    let placed = ev.iter().position(|e| matches!(e, Event::TemplePlaced { player: AYLLU, .. })).expect("a Temple");
    let Event::TemplePlaced { row, column, activity, .. } = ev[placed] else { unreachable!() };
    assert_eq!((row, column), (2, 1), "Mama Huaco's row, its leftmost open slot");
    assert_eq!(g.board().temple_rows[2][1], Temple { owner: AYLLU, activity });
    assert!(!g.player(AYLLU).temples_left[activity.index()]);
    let activity_events = ev.iter().rposition(|e| {
        matches!(
            e,
            Event::PowerChosen { player: AYLLU, .. }
                | Event::PotTaken { player: AYLLU, .. }
                | Event::TextileTaken { player: AYLLU, .. }
                | Event::MaizePlanted { player: AYLLU, .. }
                | Event::BoatMoved { player: AYLLU, .. }
                | Event::IslandPlaced { player: AYLLU, .. }
        )
    });
    assert!(activity_events.unwrap() < placed, "the Temple comes after the activity");
}

#[test]
#[allow(clippy::type_complexity, reason = "a table of cases whose columns the comment names")]
fn seed_temple_type_is_the_remaining_type_with_the_most_moons_topmost_on_a_tie() {
    // Ayar Manco 1 -> 3 with token 1 (power 1, Temple); only slot 3
    // (Terrace) is open, so after planting one Maize the Terrace Moon is 2.
    // Solo Pottery 6 filled = Moon 8; Weaving 5 = 8, 6 = 10 (R10.2).
    let cases: [(u8, u8, [Option<u8>; 4], [bool; 4], Activity); 6] = [
        (6, 6, [None; 4], [true; 4], W),
        (6, 6, [None; 4], [true, false, true, true], P),
        (6, 5, [None; 4], [true; 4], P),
        (6, 5, [None; 4], [false, true, true, true], W),
        // Reed Moon 3 + 7 = 10 ties Weaving 10: Weaving is above Reed.
        (2, 6, [Some(3), Some(7), None, None], [true; 4], W),
        (2, 6, [Some(3), Some(8), None, None], [true; 4], R),
    ];
    for (pottery, weaving, islands, left, expected) in cases {
        let (g, ev) = ayllu_turn_after(14, 1, |g| {
            force_next(g, 1, Ayar::Manco);
            only_open(g, Ayar::Manco, &[3]);
            g.board_mut().ayar_space[Ayar::Manco.index()] = 1;
            let ayllu = g.player_mut(AYLLU);
            ayllu.maize_left = 12;
            ayllu.islands = islands;
            ayllu.boat = 8;
            ayllu.temples_left = left;
            let solo = ayllu.solo.as_mut().unwrap();
            solo.pottery = pottery;
            solo.weaving = weaving;
        });
        assert_eq!(ayllu_power(&ev), Some((T, 1)));
        let temple = ev.iter().find_map(|e| match *e {
            Event::TemplePlaced { player: AYLLU, activity, row, .. } => Some((activity, row)),
            _ => None,
        });
        let row = g.board().female_row[Ayar::Manco.index()];
        assert_eq!(
            temple,
            Some((expected, row)),
            "pottery {pottery} weaving {weaving} islands {islands:?} left {left:?}"
        );
    }
}

#[test]
fn seed_ayllu_choices_are_deterministic_given_the_seed_and_explained() {
    let play = |seed: u64| {
        let mut g = solo_game(seed, 3);
        let mut bot = RandomBot::new(99);
        play_until(&mut g, &mut bot, Game::is_over)
    };
    let a = play(17);
    assert_eq!(a, play(17));
    assert_ne!(a, play(18));
    // Every Ayllu Day turn explains its token and its Tambo.
    let turns = count(&a, |e| *e == Event::TurnStarted { player: AYLLU });
    assert_eq!(turns, 1 + 5 + 4 + 3 + 2);
    assert!(choices(&a).iter().filter(|r| token_of(r).is_some()).count() == 14);
}
