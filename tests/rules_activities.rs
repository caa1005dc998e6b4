//! RULES R6: the four activities (Pottery, Weaving, Terrace farming, Reed
//! bundling): what each does at a power, when it can be performed, its
//! visible Suns and its Moon value.
mod common;
use common::*;

/// A clean 2-player Day game whose active player built on the Tiwanaku slot
/// of `activity` with row 2 marked (so at most `max` power) after `edit`;
/// the power is to be chosen next.
fn at_power(seed: u64, activity: Activity, max: u8, edit: impl FnOnce(&mut Game, PlayerId)) -> (Game, PlayerId) {
    let mut g = clean_day_game(seed, 2, [0; 4]);
    let p = g.active_player();
    let kept: Vec<Cell> = (1..=5 - max).map(|c| cell(2, c)).collect();
    g.player_mut(p).grid = Cells(0xff0f) | grid_of(&kept);
    edit(&mut g, p);
    let path = Ayar::from_index(activity.index());
    lay_take_build(&mut g, Marker::Gold, row_slot(2, 0), path, cell(2, 1), 0);
    assert_eq!(decision(&g), Decision::ChoosePower { max });
    (g, p)
}

fn pot(colour: u8) -> Pot {
    Pot { colour, viracocha: false }
}

// ---- R6.1 Pottery ---------------------------------------------------------------

#[test]
fn r6_1_take_any_set_of_pots_costing_at_most_the_power() {
    let costs = [1u8, 1, 2, 2, 3]; // slot 1 to slot 5, RULES R6.1
    for power in 1..=4u8 {
        let (mut g, _) = at_power(30, Activity::Pottery, 4, |_, _| {});
        act(&mut g, Action::ChoosePower { power });
        assert_eq!(decision(&g), Decision::TakePots { power });
        let expected: Vec<Action> = (1..32u8)
            .filter(|s| (0..5).filter(|i| s & (1 << i) != 0).map(|i| costs[i]).sum::<u8>() <= power)
            .map(|slots| Action::TakePots { slots: PotSet(slots) })
            .collect();
        assert_eq!(g.legal_actions(), expected, "power {power}");
        assert_eq!(expected.len(), [2, 5, 10, 15][power as usize - 1]);
    }
}

#[test]
fn r6_1_remaining_pots_slide_toward_slot_1_and_the_bag_refills() {
    let (mut g, p) = at_power(31, Activity::Pottery, 3, |g, _| {
        g.market_mut().slots = [0, 1, 2, 3, 4].map(|c| Some(pot(c)));
        g.market_mut().bag = vec![pot(5), pot(0), Pot { colour: 5, viracocha: true }];
    });
    act(&mut g, Action::ChoosePower { power: 3 });
    let ev = act(&mut g, Action::TakePots { slots: PotSet(0b01010) }); // slots 2 and 4: cost 1 + 2
    assert_eq!(
        g.market().slots,
        [Some(pot(0)), Some(pot(2)), Some(pot(4)), Some(Pot { colour: 5, viracocha: true }), Some(pot(0))]
    );
    assert_eq!(g.market().bag, vec![pot(5)]);
    assert_eq!(count(&ev, |e| matches!(e, Event::PotRevealed { .. })), 2);
    assert_eq!(g.player(p).pots, [0, 1, 0, 1, 0, 0]);
    assert_eq!(g.player(p).viracochas, 0);
}

#[test]
fn r6_1_taking_a_viracocha_pot_gains_a_viracocha() {
    let (mut g, p) = at_power(32, Activity::Pottery, 1, |g, _| {
        g.market_mut().slots[0] = Some(Pot { colour: 3, viracocha: true });
    });
    act(&mut g, Action::ChoosePower { power: 1 });
    let ev = act(&mut g, Action::TakePots { slots: PotSet(1) });
    assert!(ev.contains(&Event::ViracochaGained { player: p }));
    assert_eq!((g.player(p).viracochas, g.player(p).pots[3]), (1, 1));
}

#[test]
fn r6_1_pottery_suns_count_colours_and_moon_reads_the_largest_colour() {
    let mut g = new_game(33, 2);
    // RULES R6.1 as retuned by the balance pass (README "Balance").
    let moon_by_largest = data::POTTERY_MOON;
    for largest in 0..=5u8 {
        g.player_mut(0).pots = [largest, 1, 0, 0, 1, 0];
        let colours = 2 + (largest > 0) as u8;
        assert_eq!(g.player(0).visible_suns(Activity::Pottery), colours);
        assert_eq!(g.player(0).moon_value(Activity::Pottery), moon_by_largest[largest.max(1) as usize]);
    }
    g.player_mut(0).pots = [1; 6];
    assert_eq!(g.player(0).visible_suns(Activity::Pottery), 6);
    g.player_mut(0).pots = [0; 6];
    assert_eq!(g.player(0).activity_values()[0], (0, 0));
}

#[test]
fn r6_1_pottery_can_be_performed_only_with_a_pot_in_the_market() {
    let mut g = clean_day_game(34, 2, [0; 4]);
    g.market_mut().slots = [None; 5];
    act(&mut g, Action::LayStep { marker: Marker::Manco, slot: row_slot(1, 1), ayar: Ayar::Manco });
    act(&mut g, Action::TakeTambo { cell: cell(1, 1) });
    // Manco 0..=2 shows Pottery, Pottery, Weaving.
    assert_eq!(g.legal_actions(), vec![Action::BuildTambo { path: Ayar::Manco, space: 2 }]);
}

// ---- R6.2 Weaving -----------------------------------------------------------------

fn stacks(g: &mut Game, tops: [&[u8]; 3]) {
    for (i, s) in tops.iter().enumerate() {
        g.stacks_mut()[i] = s.iter().map(|&suns| Textile { suns }).collect();
    }
}

fn taken(ev: &[Event]) -> Vec<(u8, u8)> {
    ev.iter()
        .filter_map(|e| {
            if let Event::TextileTaken { stack, textile, .. } = e {
                Some((*stack, textile.suns))
            } else {
                None
            }
        })
        .collect()
}

#[test]
fn r6_2_each_power_takes_its_stacks_tops() {
    // Stack tops: stack 1 a blank, stack 2 one half-Sun, stack 3 two.
    let edit = |g: &mut Game, _: PlayerId| stacks(g, [&[1, 0], &[1, 1], &[1, 2]]);
    let (g, _) = at_power(40, Activity::Weaving, 4, edit);
    let mut p1 = g.clone();
    assert_eq!(taken(&act(&mut p1, Action::ChoosePower { power: 1 })), vec![(0, 0)]);
    assert_eq!(decision(&p1), Decision::PlaceTextile { textile: Textile { suns: 0 } });
    let mut p2 = g.clone();
    act(&mut p2, Action::ChoosePower { power: 2 });
    assert_eq!(p2.legal_actions(), vec![Action::ChooseStack { stack: 0 }, Action::ChooseStack { stack: 1 }]);
    assert_eq!(taken(&act(&mut p2, Action::ChooseStack { stack: 1 })), vec![(1, 1)]);
    let mut p3 = g.clone();
    assert_eq!(taken(&act(&mut p3, Action::ChoosePower { power: 3 })), vec![(0, 0), (1, 1)]);
    let mut p4 = g.clone();
    assert_eq!(taken(&act(&mut p4, Action::ChoosePower { power: 4 })), vec![(0, 0), (2, 2)]);
    assert_eq!(p4.stack_tops().map(|(_, n)| n), [1, 2, 1]);
}

#[test]
fn r6_2_an_empty_stack_gives_nothing() {
    let (mut g, p) = at_power(41, Activity::Weaving, 4, |g, _| stacks(g, [&[1], &[], &[2]]));
    // Power 2 with stack 2 empty: no choice, stack 1.
    let mut p2 = g.clone();
    assert_eq!(taken(&act(&mut p2, Action::ChoosePower { power: 2 })), vec![(0, 1)]);
    assert_eq!(taken(&act(&mut g, Action::ChoosePower { power: 3 })), vec![(0, 1)]);
    act(&mut g, Action::PlaceTextile { cell: Cell(0), dir: Dir::East });
    assert_eq!(g.stack_tops().map(|(_, n)| n), [0, 0, 1], "power 3 never touches stack 3");
    assert_eq!(g.player(p).textiles, 1);
}

#[test]
fn r6_2_half_suns_of_different_textiles_facing_each_other_make_visible_suns() {
    let (g, p) = at_power(42, Activity::Weaving, 3, |g, _| stacks(g, [&[1], &[1], &[]]));
    let mut g = g;
    act(&mut g, Action::ChoosePower { power: 3 });
    assert_eq!(g.legal_actions().len(), 48, "24 cell pairs, each in two orientations");
    // First: end A (half-Sun) on cell 1, end B on cell 0: the Sun faces east.
    act(&mut g, Action::PlaceTextile { cell: Cell(1), dir: Dir::West });
    assert_rejected(&mut g, Action::PlaceTextile { cell: Cell(0), dir: Dir::South });
    let mut facing_away = g.clone();
    // Second: end A on cell 2 facing west, toward the first Textile's Sun.
    act(&mut g, Action::PlaceTextile { cell: Cell(2), dir: Dir::East });
    assert_eq!(g.player(p).visible_suns(Activity::Weaving), 1);
    act(&mut facing_away, Action::PlaceTextile { cell: Cell(3), dir: Dir::West });
    assert_eq!(facing_away.player(p).visible_suns(Activity::Weaving), 0);
    assert_eq!(g.player(p).textiles, 2);
}

#[test]
fn r6_2_a_two_sun_textile_can_face_suns_on_both_ends() {
    let (mut g, p) = at_power(43, Activity::Weaving, 4, |g, p| {
        stacks(g, [&[1], &[], &[2]]);
        // Already woven: cells 8-12 with a half-Sun on cell 8's east edge,
        // cells 11-15 with a half-Sun on cell 11's west edge.
        let loom = &mut g.player_mut(p).loom;
        loom[8] = LoomCell { textile: 1, sun_edges: Dir::East.bit() };
        loom[12] = LoomCell { textile: 1, sun_edges: 0 };
        loom[11] = LoomCell { textile: 2, sun_edges: Dir::West.bit() };
        loom[15] = LoomCell { textile: 2, sun_edges: 0 };
        g.player_mut(p).textiles = 2;
    });
    act(&mut g, Action::ChoosePower { power: 4 });
    act(&mut g, Action::PlaceTextile { cell: Cell(0), dir: Dir::East }); // stack 1's, Sun on the loom's edge
    assert_eq!(decision(&g), Decision::PlaceTextile { textile: Textile { suns: 2 } });
    let mut upright = g.clone();
    act(&mut g, Action::PlaceTextile { cell: Cell(9), dir: Dir::East });
    assert_eq!(g.player(p).visible_suns(Activity::Weaving), 2);
    assert_eq!(g.player(p).textiles, 4);
    act(&mut upright, Action::PlaceTextile { cell: Cell(9), dir: Dir::South });
    assert_eq!(upright.player(p).visible_suns(Activity::Weaving), 0);
}

#[test]
fn r6_2_a_textile_that_cannot_be_placed_is_discarded() {
    let (mut g, p) = at_power(44, Activity::Weaving, 3, |g, p| {
        stacks(g, [&[1], &[1], &[]]);
        for c in 2..16 {
            g.player_mut(p).loom[c].textile = 9;
        }
    });
    act(&mut g, Action::ChoosePower { power: 3 });
    assert_eq!(
        g.legal_actions(),
        vec![
            Action::PlaceTextile { cell: Cell(0), dir: Dir::East },
            Action::PlaceTextile { cell: Cell(1), dir: Dir::West }
        ]
    );
    let ev = act(&mut g, Action::PlaceTextile { cell: Cell(0), dir: Dir::East });
    assert!(ev.contains(&Event::TextileDiscarded { player: p }));
    assert_eq!(g.stack_tops().map(|(_, n)| n), [0, 0, 0]);
    assert_eq!(g.player(p).textiles, 1);
}

#[test]
fn r6_2_weaving_needs_two_adjacent_empty_loom_cells() {
    let mut g = clean_day_game(45, 2, [0; 4]);
    let p = g.active_player();
    for c in 0..16u8 {
        if (c / 4 + c % 4) % 2 == 0 {
            g.player_mut(p).loom[c as usize].textile = 1; // a checkerboard: no free pair
        }
    }
    act(&mut g, Action::LayStep { marker: Marker::Auca, slot: row_slot(1, 1), ayar: Ayar::Auca });
    act(&mut g, Action::TakeTambo { cell: cell(1, 4) });
    // Auca 0..=2 shows Weaving, Weaving, Terrace.
    assert_eq!(g.legal_actions(), vec![Action::BuildTambo { path: Ayar::Auca, space: 2 }]);
}

#[test]
fn r6_2_weaving_moon_is_a_fixed_amount_per_completely_filled_loom_column() {
    let mut g = new_game(46, 2);
    let loom = &mut g.player_mut(0).loom;
    for r in 0..4 {
        loom[r * 4].textile = 1;
        loom[r * 4 + 3].textile = 2;
    }
    for r in 0..3 {
        loom[r * 4 + 1].textile = 3;
    }
    assert_eq!(g.player(0).moon_value(Activity::Weaving), 2 * data::LOOM_MOON_PER_COLUMN);
}

// ---- R6.3 Terrace farming -------------------------------------------------------------

#[test]
fn r6_3_plant_p_maize_or_all_that_remain() {
    let (mut g, p) = at_power(50, Activity::Terrace, 4, |_, _| {});
    let mut short = g.clone();
    let ev = act(&mut g, Action::ChoosePower { power: 3 });
    assert!(ev.contains(&Event::MaizePlanted { player: p, count: 3 }));
    assert_eq!((g.player(p).maize_left, g.planted()[p]), (9, 3));
    short.player_mut(p).maize_left = 2;
    let ev = act(&mut short, Action::ChoosePower { power: 4 });
    assert!(ev.contains(&Event::MaizePlanted { player: p, count: 2 }));
    assert_eq!((short.player(p).maize_left, short.planted()[p]), (0, 2));
}

#[test]
fn r6_3_emptying_a_viracocha_box_gains_a_viracocha() {
    // (planted before, power, Viracochas gained): boxes 2 (spaces 4-6) and 4 (10-12).
    for (before, power, gained) in [(3u8, 3u8, 1u32), (2, 3, 0), (5, 1, 1), (6, 4, 0), (9, 3, 1), (4, 4, 1), (0, 4, 0)]
    {
        let (mut g, p) = at_power(51, Activity::Terrace, 4, |g, p| g.player_mut(p).maize_left = 12 - before);
        act(&mut g, Action::ChoosePower { power });
        assert_eq!(g.player(p).viracochas, gained, "{before} planted, then {power}");
    }
}

#[test]
fn r6_3_terrace_suns_and_moon_read_the_revealed_spaces() {
    let mut g = new_game(52, 2);
    // Planted k: Suns on even spaces; the R6.3 Moon values on odd ones.
    let moon: Vec<u32> = (0..=12).map(|k: usize| if k == 0 { 0 } else { data::TERRACE_MOON[(k - 1) / 2] }).collect();
    for k in 0..=12u8 {
        g.player_mut(0).maize_left = 12 - k;
        assert_eq!(g.player(0).visible_suns(Activity::Terrace), k / 2, "{k}");
        assert_eq!(g.player(0).moon_value(Activity::Terrace), moon[k as usize], "{k}");
    }
}

// ---- R6.4 Reed bundling ----------------------------------------------------------------

fn islands(ev: &[Event]) -> Vec<(u8, u8)> {
    ev.iter()
        .filter_map(
            |e| if let Event::IslandPlaced { section, yellow, .. } = e { Some((*section, *yellow)) } else { None },
        )
        .collect()
}

#[test]
fn r6_4_an_island_per_section_entered_at_its_highest_number_in_order() {
    let (mut g, p) = at_power(60, Activity::Reed, 4, |_, _| {});
    let ev = act(&mut g, Action::ChoosePower { power: 4 });
    assert!(ev.contains(&Event::BoatMoved { player: p, from: 0, to: 4 }));
    // Section 1 reached 3, section 2 reached 2 (space 4).
    assert_eq!(islands(&ev), vec![(0, 3), (1, 2)]);
    // Yellow 3 takes area B; then yellow 2 (A+B) has only A left.
    assert_eq!(g.lake().viracocha, [false, false, true, true]);
    assert_eq!(g.player(p).viracochas, 2);
    assert_eq!(g.player(p).visible_suns(Activity::Reed), 2);
    assert_eq!(g.player(p).moon_value(Activity::Reed), 5);
}

#[test]
fn r6_4_no_island_for_a_section_already_entered_and_the_boat_stops_at_14() {
    let (mut g, p) = at_power(61, Activity::Reed, 4, |g, p| {
        let pl = g.player_mut(p);
        pl.boat = 12;
        pl.islands = [Some(1), Some(4), Some(5), Some(7)];
    });
    let ev = act(&mut g, Action::ChoosePower { power: 4 });
    assert!(ev.contains(&Event::BoatMoved { player: p, from: 12, to: 14 }));
    assert_eq!(islands(&ev), vec![]);
}

#[test]
fn r6_4_an_occupied_yellow_space_sends_the_island_next_higher_then_next_lower() {
    // Boat on 3 (section 1 done, Island on yellow 2): power 1 reaches space
    // 4 (number 2): yellow 2 is ours, so yellow 3.
    let (mut g, p) = at_power(62, Activity::Reed, 1, |g, p| {
        g.player_mut(p).boat = 3;
        g.player_mut(p).islands[0] = Some(2);
        g.player_mut(1 - p).islands = [Some(3), None, None, None]; // another player's Island does not count
    });
    let ev = act(&mut g, Action::ChoosePower { power: 1 });
    assert_eq!(islands(&ev), vec![(1, 3)]);
    assert_eq!(g.player(p).islands, [Some(2), Some(3), None, None]);
    // Boat on 10: space 11 shows 6; ours on 6, 7, 8: next lower free is 5.
    let (mut g, p) = at_power(63, Activity::Reed, 1, |g, p| {
        g.player_mut(p).boat = 10;
        g.player_mut(p).islands = [Some(7), Some(8), Some(6), None];
    });
    let ev = act(&mut g, Action::ChoosePower { power: 1 });
    assert_eq!(islands(&ev), vec![(3, 5)]);
    assert_eq!(g.player(p).moon_value(Activity::Reed), 15);
}

#[test]
fn r6_4_two_viracocha_areas_by_the_yellow_space_let_the_player_choose() {
    // Boat 0, power 2: section 1 reaches 2; yellow 2 touches A and B.
    let (mut g, p) = at_power(64, Activity::Reed, 2, |_, _| {});
    act(&mut g, Action::ChoosePower { power: 2 });
    assert_eq!(decision(&g), Decision::TakeViracocha { yellow: 2 });
    assert_eq!(g.legal_actions(), vec![Action::TakeViracocha { area: 0 }, Action::TakeViracocha { area: 1 }]);
    assert_rejected(&mut g, Action::TakeViracocha { area: 2 });
    act(&mut g, Action::TakeViracocha { area: 1 });
    assert_eq!(g.lake().viracocha, [true, false, true, true]);
    assert_eq!(g.player(p).viracochas, 1);
    // Areas already emptied give nothing.
    let (mut g, p) = at_power(65, Activity::Reed, 2, |g, _| g.lake_mut().viracocha = [false, false, true, true]);
    act(&mut g, Action::ChoosePower { power: 2 });
    assert_eq!(g.player(p).viracochas, 0);
    assert_ne!(decision(&g), Decision::TakeViracocha { yellow: 2 });
}

#[test]
fn r6_4_after_a_viracocha_choice_the_next_section_island_follows() {
    // Boat 7 -> 11: section 3 reaches 6 (yellow 6: C or D), then section 4
    // reaches 6 again: ours, so yellow 7 (D only).
    let (g, p) = at_power(68, Activity::Reed, 4, |g, p| {
        g.player_mut(p).boat = 7;
        g.player_mut(p).islands = [Some(3), Some(5), None, None];
    });
    let mut took_d = g.clone();
    let mut g = g;
    act(&mut g, Action::ChoosePower { power: 4 });
    assert_eq!(decision(&g), Decision::TakeViracocha { yellow: 6 });
    let ev = act(&mut g, Action::TakeViracocha { area: 2 });
    assert_eq!(islands(&ev), vec![(3, 7)]);
    assert_eq!(g.player(p).islands, [Some(3), Some(5), Some(6), Some(7)]);
    assert_eq!((g.player(p).viracochas, g.lake().viracocha), (2, [true, true, false, false]));
    act(&mut took_d, Action::ChoosePower { power: 4 });
    act(&mut took_d, Action::TakeViracocha { area: 3 });
    assert_eq!((took_d.player(p).viracochas, took_d.lake().viracocha), (1, [true, true, true, false]));
}

#[test]
fn r6_1_with_an_empty_bag_the_emptied_slots_stay_empty() {
    let (mut g, _) = at_power(69, Activity::Pottery, 2, |g, _| {
        g.market_mut().slots = [Some(pot(0)), Some(pot(1)), Some(pot(2)), None, None];
        g.market_mut().bag.clear();
    });
    act(&mut g, Action::ChoosePower { power: 2 });
    act(&mut g, Action::TakePots { slots: PotSet(0b011) });
    assert_eq!(g.market().slots, [Some(pot(2)), None, None, None, None]);
}

#[test]
fn r6_4_reed_suns_from_islands_placed_and_moon_from_the_two_highest() {
    let mut g = new_game(66, 2);
    g.player_mut(0).islands = [Some(3), Some(5), None, Some(8)];
    let suns = data::ISLAND_SUNS;
    assert_eq!(g.player(0).visible_suns(Activity::Reed), suns[0] + suns[1] + suns[3]);
    assert_eq!(g.player(0).moon_value(Activity::Reed), 13);
    g.player_mut(0).islands = [Some(1), Some(2), Some(4), Some(8)];
    assert_eq!(g.player(0).activity_values()[3], (suns.iter().sum(), 12));
    // Can perform only with the Boat short of 14.
    let mut g = clean_day_game(67, 2, [0; 4]);
    let p = g.active_player();
    g.player_mut(p).boat = data::BOAT_END;
    act(&mut g, Action::LayStep { marker: Marker::Uchu, slot: row_slot(1, 1), ayar: Ayar::Uchu });
    act(&mut g, Action::TakeTambo { cell: cell(1, 4) });
    // Uchu 0..=2 shows Reed, Reed, Pottery.
    assert_eq!(g.legal_actions(), vec![Action::BuildTambo { path: Ayar::Uchu, space: 2 }]);
}
