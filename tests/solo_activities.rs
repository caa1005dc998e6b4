//! The Ayllu's four activities (seed "Ayllu activities", RULES R10.2) and
//! its personal bonuses (R10.3).
//!
//! Every scenario: the Ayllu draws Ayar Manco on 3 and only one building
//! slot behind him is open, so it must perform that slot's activity. Manco's
//! path shows, from space 0: P P W T P R W P.
mod support_solo;
use support_solo::*;

use Activity::{Pottery as P, Reed as R, Terrace as T, Weaving as W};

/// The Ayllu's turn in `round` with `token`, its Tambo forced onto Manco's
/// slot `slot`; `edit` finishes the position.
fn ayllu_on(round: u8, token: u8, slot: u8, edit: impl FnOnce(&mut Game)) -> (Game, Vec<Event>) {
    let (g, ev) = ayllu_turn_after(60 + round as u64, round, |g| {
        force_next(g, token, Ayar::Manco);
        let board = g.board_mut();
        board.retired[Ayar::Manco.index()] = false;
        board.ayar_space[Ayar::Manco.index()] = 3;
        only_open(g, Ayar::Manco, &[slot]);
        let ayllu = g.player_mut(AYLLU);
        ayllu.llamas = 0;
        ayllu.viracochas = 0;
        // Only this slot's personal bonus is still to score.
        let solo = ayllu.solo.as_mut().unwrap();
        solo.bonus_scored = [true; 4];
        solo.bonus_scored[data::slot_activity(Ayar::Manco, slot).index()] = false;
        edit(g);
    });
    let activity = data::slot_activity(Ayar::Manco, slot);
    assert_eq!(ayllu_built(&ev), Some((Ayar::Manco, slot, activity)));
    (g, ev)
}

fn llamas_from_viracochas(ev: &[Event]) -> usize {
    count(ev, |e| *e == Event::ViracochaBecameLlama { player: AYLLU })
}

// ---- Pottery -----------------------------------------------------------------------

#[test]
#[allow(clippy::type_complexity, reason = "a table of cases whose columns the comment names")]
fn seed_pottery_takes_the_greatest_number_of_pots_then_viracocha_pots_then_lower_slots() {
    // (round, token, power, Viracocha Pots on market slots (0-based), slots taken)
    // Costs of slots 1..5: 1, 1, 2, 2, 3.
    let cases: [(u8, u8, u8, &[usize], &[u8]); 10] = [
        (1, 2, 1, &[], &[0]),
        (1, 2, 1, &[1], &[1]),
        (1, 3, 2, &[], &[0, 1]),
        // Two Pots beat one Viracocha Pot on slot 4 (cost 2).
        (1, 3, 2, &[3], &[0, 1]),
        (2, 3, 3, &[], &[0, 1]),
        (2, 3, 3, &[3], &[0, 3]),
        (2, 3, 3, &[1, 2], &[1, 2]),
        (3, 3, 4, &[], &[0, 1, 2]),
        // Three Pots beat two with the Viracocha on slot 5 (cost 3).
        (3, 3, 4, &[4], &[0, 1, 2]),
        (3, 3, 4, &[3], &[0, 1, 3]),
    ];
    for (round, token, power, viracocha, expected) in cases {
        let (g, ev) = ayllu_on(round, token, 1, |g| {
            market_with(g, viracocha);
            solo_mut(g).pottery = 0;
        });
        assert_eq!(ayllu_power(&ev), Some((P, power)), "round {round} token {token}");
        assert_eq!(pots_taken(&ev), expected, "power {power}, Viracochas on {viracocha:?}");
        let viracochas_taken = expected.iter().filter(|s| viracocha.contains(&(**s as usize))).count();
        assert_eq!(llamas_from_viracochas(&ev), viracochas_taken, "every Viracocha it gains becomes a Llama");
        assert_eq!(g.player(AYLLU).llamas, viracochas_taken as u32);
        assert_eq!(g.player(AYLLU).viracochas, 0);
    }
}

#[test]
fn seed_pottery_fills_the_solo_track_left_to_right_and_reads_its_printed_values() {
    let (g, ev) = ayllu_on(1, 3, 1, |g| {
        market_with(g, &[]);
        solo_mut(g).pottery = 1;
    });
    assert_eq!(pots_taken(&ev).len(), 2);
    assert_eq!(solo(&g).pottery, 3);
    let ayllu = g.player(AYLLU);
    assert_eq!(ayllu.pots, [0; 6], "the Pots fill the solo track, not a shelf");
    let (suns, moon) = data::SOLO_POTTERY_TRACK[2];
    assert_eq!((ayllu.visible_suns(P), ayllu.moon_value(P)), (suns, moon));
    assert!(ayllu_inti(&ev, IntiSource::Solo).is_empty(), "no bonus before space 5");
}

/// Seed: "Take the greatest number of Pots allowed by power." Rules
/// decision 7: the track's room does not limit it; the Pots beyond the
/// track leave the market and fill no space.
#[test]
fn seed_pottery_takes_the_pots_the_power_allows_even_beyond_its_track() {
    // Power 4 (round 3, token 3): three Pots (costs 1 + 1 + 2), one space left.
    let (g, ev) = ayllu_on(3, 3, 1, |g| {
        market_with(g, &[]);
        solo_mut(g).pottery = 9;
    });
    assert_eq!(ayllu_power(&ev), Some((P, 4)));
    assert_eq!(pots_taken(&ev), [0, 1, 2], "three Pots, not the one the track has room for");
    assert_eq!(solo(&g).pottery, 10, "the track is full; the other two fill no space");
    assert!(g.market().slots.iter().all(Option::is_some), "the market refills behind them");
    let ayllu = g.player(AYLLU);
    assert_eq!((ayllu.visible_suns(P), ayllu.moon_value(P)), (6, 14), "the printed values of space 10");
}

#[test]
fn r10_3_pottery_personal_bonus_on_space_5_adds_the_visible_suns_once() {
    let (g, ev) = ayllu_on(1, 3, 1, |g| {
        market_with(g, &[]);
        solo_mut(g).pottery = 3;
        g.player_mut(AYLLU).inti = 0;
    });
    assert_eq!(solo(&g).pottery, 5);
    let suns = data::SOLO_POTTERY_TRACK[4].0;
    assert_eq!(ayllu_inti(&ev, IntiSource::Solo), vec![suns]);
    assert_eq!(g.player(AYLLU).inti, suns);
    assert!(solo(&g).bonus_scored[P.index()]);
    // Already scored: filling spaces 6 and 7 gives nothing more.
    let (_, ev) = ayllu_on(1, 3, 1, |g| {
        market_with(g, &[]);
        solo_mut(g).pottery = 5;
        solo_mut(g).bonus_scored[P.index()] = true;
    });
    assert!(ayllu_inti(&ev, IntiSource::Solo).is_empty());
}

// ---- Weaving -----------------------------------------------------------------------

#[test]
fn seed_weaving_power_1_or_2_takes_that_stack_above_2_stack_1_and_stack_power_minus_1() {
    // (round, token, power, stacks taken 0-based)
    for (round, token, power, expected) in
        [(1, 2, 1, vec![0]), (1, 3, 2, vec![1]), (2, 3, 3, vec![0, 1]), (3, 3, 4, vec![0, 2])]
    {
        let (g, ev) = ayllu_on(round, token, 2, |g| {
            *g.stacks_mut() = std::array::from_fn(|_| vec![Textile { suns: 1 }; 3]);
            solo_mut(g).weaving = 0;
        });
        assert_eq!(ayllu_power(&ev), Some((W, power)));
        assert_eq!(textiles_taken(&ev), expected, "power {power}");
        let sizes: Vec<usize> = g.stack_tops().iter().map(|(_, n)| *n).collect();
        let want: Vec<usize> = (0..3).map(|s| 3 - expected.contains(&(s as u8)) as usize).collect();
        assert_eq!(sizes, want);
        assert_eq!(solo(&g).weaving, expected.len() as u8, "one space per Textile");
    }
}

#[test]
fn seed_weaving_fills_the_solo_area_left_to_right_with_printed_values_and_bonus_on_space_4() {
    let (g, ev) = ayllu_on(2, 3, 2, |g| {
        *g.stacks_mut() = std::array::from_fn(|_| vec![Textile { suns: 2 }; 3]);
        solo_mut(g).weaving = 2;
        g.player_mut(AYLLU).inti = 0;
    });
    assert_eq!(textiles_taken(&ev).len(), 2);
    assert_eq!(solo(&g).weaving, 4);
    let ayllu = g.player(AYLLU);
    assert_eq!(ayllu.textiles, 0, "nothing goes on a loom");
    let (suns, moon) = data::SOLO_WEAVING_TRACK[3];
    assert_eq!((ayllu.visible_suns(W), ayllu.moon_value(W)), (suns, moon));
    assert_eq!(ayllu_inti(&ev, IntiSource::Solo), vec![suns], "R10.3: Weaving bonus on space 4");
    assert!(solo(&g).bonus_scored[W.index()]);
}

// ---- Terrace farming -------------------------------------------------------------

#[test]
fn seed_terrace_plants_maize_equal_to_power_left_to_right() {
    let (g, ev) = ayllu_on(2, 3, 3, |g| g.player_mut(AYLLU).maize_left = 12);
    assert_eq!(ayllu_power(&ev), Some((T, 3)));
    assert!(ev.contains(&Event::MaizePlanted { player: AYLLU, count: 3 }));
    let ayllu = g.player(AYLLU);
    assert_eq!(ayllu.maize_left, 9);
    assert_eq!(g.planted()[AYLLU], 3, "its Maize counts for the Harvest");
    // Spaces 1-3 revealed: one Sun (space 2), rightmost Moon is space 3's.
    assert_eq!((ayllu.visible_suns(T), ayllu.moon_value(T)), (1, data::TERRACE_MOON[1]));
    assert_eq!(llamas_from_viracochas(&ev), 0);
    // Only what remains is planted.
    let (g, ev) = ayllu_on(2, 3, 3, |g| g.player_mut(AYLLU).maize_left = 2);
    assert!(ev.contains(&Event::MaizePlanted { player: AYLLU, count: 2 }));
    assert_eq!(g.player(AYLLU).maize_left, 0);
}

#[test]
fn seed_terrace_emptying_a_viracocha_box_gives_a_viracocha_that_becomes_a_llama() {
    // 5 planted; power 2 plants spaces 6 and 7: box 2 (spaces 4-6) empties.
    let (g, ev) = ayllu_on(1, 3, 3, |g| {
        g.player_mut(AYLLU).maize_left = 7;
        g.player_mut(AYLLU).inti = 0;
    });
    assert_eq!(llamas_from_viracochas(&ev), 1);
    let ayllu = g.player(AYLLU);
    assert_eq!((ayllu.llamas, ayllu.viracochas), (1, 0));
    // R10.3: the Terrace bonus on space 6, with the Suns visible after planting.
    assert_eq!((ayllu.visible_suns(T), ayllu.moon_value(T)), (3, data::TERRACE_MOON[3]));
    assert_eq!(ayllu_inti(&ev, IntiSource::Solo), vec![3]);
    assert!(solo(&g).bonus_scored[T.index()]);
}

// ---- Reed bundling ---------------------------------------------------------------

/// The Ayllu's Islands placed in these events: (section, yellow space).
fn islands(ev: &[Event]) -> Vec<(u8, u8)> {
    ev.iter()
        .filter_map(|e| match *e {
            Event::IslandPlaced { player: AYLLU, section, yellow } => Some((section, yellow)),
            _ => None,
        })
        .collect()
}

/// The Ayllu on Reed (Manco's slot 5) with its Boat and Islands set.
fn reed(round: u8, token: u8, boat: u8, own: [Option<u8>; 4]) -> (Game, Vec<Event>) {
    ayllu_on(round, token, 5, |g| {
        g.lake_mut().viracocha = [true; 4];
        g.player_mut(HUMAN).islands = [None; 4];
        let ayllu = g.player_mut(AYLLU);
        ayllu.boat = boat;
        ayllu.islands = own;
        ayllu.inti = 0;
    })
}

#[test]
fn seed_reed_moves_the_boat_by_power_and_places_an_island_per_section_entered() {
    // Power 4 from 0: spaces 1-4. Section 1 reaches 3, section 2 (space 4)
    // shows 2. Yellow 3 touches area B; yellow 2 touches A and B, B is gone.
    let (g, ev) = reed(3, 3, 0, [None; 4]);
    assert_eq!(ayllu_power(&ev), Some((R, 4)));
    assert!(ev.contains(&Event::BoatMoved { player: AYLLU, from: 0, to: 4 }));
    assert_eq!(islands(&ev), vec![(0, 3), (1, 2)]);
    assert_eq!(g.lake().viracocha, [false, false, true, true]);
    assert_eq!(llamas_from_viracochas(&ev), 2, "then convert it to a Llama");
    assert_eq!((g.player(AYLLU).llamas, g.player(AYLLU).viracochas), (2, 0));
    let ayllu = g.player(AYLLU);
    assert_eq!((ayllu.visible_suns(R), ayllu.moon_value(R)), (2, 5), "R6.4 values on the solo board");
    // A section already entered gets no new Island: 2 -> 3 -> 4 enters only section 2.
    let (_, ev) = reed(1, 3, 2, [Some(2), None, None, None]);
    assert!(ev.contains(&Event::BoatMoved { player: AYLLU, from: 2, to: 4 }));
    assert_eq!(islands(&ev), vec![(1, 3)], "target 2 holds its Island: the next higher, 3");
}

#[test]
fn seed_reed_target_with_its_own_island_uses_the_next_higher_empty_then_the_next_lower() {
    // Power 1 from 10 to 11 (section 4, printed 6).
    let (_, ev) = reed(1, 2, 10, [Some(6), None, None, None]);
    assert_eq!(islands(&ev), vec![(3, 7)]);
    let (_, ev) = reed(1, 2, 10, [Some(6), Some(8), None, None]);
    assert_eq!(islands(&ev), vec![(3, 7)]);
    let (g, ev) = reed(1, 2, 10, [Some(6), Some(7), Some(8), None]);
    assert_eq!(islands(&ev), vec![(3, 5)], "no higher yellow space free: the next lower");
    // Yellow 5 touches area C only.
    assert_eq!(g.lake().viracocha, [true, true, false, true]);
}

/// Seed: "If its target yellow space already has your Island, use the next
/// higher empty yellow space; if none, use the next lower." "Your" is the
/// human's (R10.0), and an empty space holds no Island of anyone.
#[test]
fn seed_reed_target_with_your_island_uses_the_next_higher_empty_then_the_next_lower() {
    // Power 1 from 10 to 11: section 4, printed 6.
    let with_human = |human: [Option<u8>; 4], own: [Option<u8>; 4]| {
        let (_, ev) = ayllu_on(1, 2, 5, |g| {
            g.lake_mut().viracocha = [true; 4];
            g.player_mut(HUMAN).islands = human;
            let ayllu = g.player_mut(AYLLU);
            ayllu.boat = 10;
            ayllu.islands = own;
        });
        islands(&ev)
    };
    assert_eq!(with_human([None; 4], [None; 4]), vec![(3, 6)], "an empty target");
    assert_eq!(with_human([Some(6), None, None, None], [None; 4]), vec![(3, 7)], "your Island on 6: the next higher");
    // 7 holds the human's Island, 8 the Ayllu's: neither is empty.
    assert_eq!(
        with_human([Some(6), Some(7), None, None], [Some(8), None, None, None]),
        vec![(3, 5)],
        "no higher empty space: the next lower"
    );
    assert_eq!(
        with_human([Some(6), Some(7), Some(5), None], [Some(8), Some(4), None, None]),
        vec![(3, 3)],
        "the next lower empty one"
    );
}

#[test]
fn seed_reed_no_viracocha_when_the_adjacent_area_is_empty() {
    let (_, ev) = ayllu_on(1, 2, 5, |g| {
        g.lake_mut().viracocha = [false, true, true, true];
        g.player_mut(HUMAN).islands = [None; 4];
        let ayllu = g.player_mut(AYLLU);
        ayllu.boat = 0;
        ayllu.islands = [None; 4];
    });
    assert_eq!(islands(&ev), vec![(0, 1)]);
    assert_eq!(llamas_from_viracochas(&ev), 0);
}

#[test]
fn seed_reed_errata_choice_of_area_by_the_lower_highest_adjacent_island() {
    // Boat 3 -> 4 (printed 2): yellow 2 touches A (yellow 1, 2, 8) and B
    // (2, 3, 4). Its Islands on 2 and 3: A's highest is 2, B's 3: area A.
    let (g, ev) = reed(1, 2, 3, [Some(3), None, None, None]);
    assert_eq!(islands(&ev), vec![(1, 2)]);
    assert_eq!(g.lake().viracocha, [false, true, true, true]);
    assert_eq!(llamas_from_viracochas(&ev), 1);
    assert!(choices(&ev).contains(&AylluReason::ReedViracocha { area: 0 }), "{:?}", choices(&ev));
    // Boat 7 -> 8 (printed 4): yellow 4 touches B (2, 3, 4) and C (4, 5, 6).
    // Islands on 3, 5 and now 4: B's highest 4, C's 5: area B.
    let (g, ev) = reed(1, 2, 7, [Some(3), Some(5), None, None]);
    assert_eq!(islands(&ev), vec![(2, 4)]);
    assert_eq!(g.lake().viracocha, [true, false, true, true]);
    // R10.3: the third Island is the Reed bonus: the Suns of sections 1-3 (R6.4).
    let suns: u8 = data::ISLAND_SUNS[..3].iter().sum();
    assert_eq!(ayllu_inti(&ev, IntiSource::Solo), vec![suns]);
    assert!(solo(&g).bonus_scored[R.index()]);
}
