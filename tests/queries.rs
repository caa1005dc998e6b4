//! The engine's answers to the questions the table asks (src/engine/queries.rs):
//! each is checked against a scenario and against the rule it stands for.
mod common;

use ayar::bot::random::RandomBot;
use common::*;

/// Random games, played to the end: `check` sees every position and says
/// whether it checked something there; some position must be checked.
fn random_positions(games: u64, mut check: impl FnMut(&Game) -> bool) {
    let mut checked = 0;
    for seed in 0..games {
        let mut g = new_game(seed, 2 + (seed % 3) as usize);
        let mut bot = RandomBot::new(seed);
        while let Some(action) = bot.choose(&g) {
            checked += check(&g) as usize;
            g.apply(action).unwrap();
        }
    }
    assert!(checked > 0, "no position was checked");
}

// ---- R1.4 Raymi tiles ahead ---------------------------------------------------------

#[test]
fn r1_4_raymi_ahead_lists_the_tiles_still_to_come_with_each_seats_standing() {
    let mut g = clean_day_game(11, 3, [0; 4]);
    let ahead = g.raymi_ahead(Ayar::Auca);
    // Auca is linked to one tile on each of the spaces 8, 14, 20 and 26 (R1.4).
    assert_eq!(ahead.iter().map(|t| t.space).collect::<Vec<_>>(), vec![8, 14, 20, 26]);
    let first = &ahead[0];
    assert_eq!(first.threshold, data::raymi_threshold(8, false));
    // Give seat 1 exactly the threshold in the tile's activity and seat 2 one less.
    let activity = first.activity;
    let threshold = first.threshold;
    for (p, suns) in [(1usize, threshold), (2, threshold - 1)] {
        give_suns(&mut g, p, activity, suns);
    }
    let standings = g.raymi_ahead(Ayar::Auca)[0].standings.clone();
    assert_eq!(standings.len(), 3);
    for s in &standings {
        assert_eq!(s.suns, g.player(s.player).visible_suns(activity));
        assert_eq!(s.llama, s.suns >= threshold, "seat {}", s.player);
    }
    assert!(standings[1].llama && !standings[2].llama);
}

#[test]
fn r1_4_a_tile_scored_by_the_other_ayar_shows_its_reverse_threshold() {
    let mut g = clean_day_game(12, 2, [0; 4]);
    let tile = g.raymi_ahead(Ayar::Manco)[0].tile as usize;
    let other = g.board().raymi[tile].ayars().into_iter().find(|&a| a != Ayar::Manco).unwrap();
    let space = g.board().raymi[tile].space();
    // The other linked Ayar walks past it on a gold marker.
    g.board_mut().ayar_space[other.index()] = space - 1;
    act_where(&mut g, |a| matches!(a, Action::LayStep { marker: Marker::Gold, ayar, .. } if *ayar == other));
    play_until(&mut g, |g| g.board().raymi[tile].reversed);
    let ahead = g.raymi_ahead(Ayar::Manco);
    let still = ahead.iter().find(|t| t.tile as usize == tile).expect("still ahead of Manco");
    assert_eq!(still.threshold, data::raymi_threshold(space, true));
    assert!(g.raymi_ahead(other).iter().all(|t| t.tile as usize != tile), "behind the Ayar that scored it");
}

/// Set a seat's loom-free visible Suns in an activity by Maize or Pots.
fn give_suns(g: &mut Game, p: PlayerId, activity: Activity, suns: u8) {
    let pl = g.player_mut(p);
    match activity {
        Activity::Pottery => pl.pots = std::array::from_fn(|c| (c < suns as usize) as u8),
        Activity::Terrace => pl.maize_left = data::MAIZE - 2 * suns,
        Activity::Reed => {
            // Islands of sections 1-4 reveal `data::ISLAND_SUNS` (R6.4).
            let mut left = suns;
            pl.islands = [None; 4];
            for s in (0..4).rev() {
                if left >= data::ISLAND_SUNS[s] {
                    left -= data::ISLAND_SUNS[s];
                    pl.islands[s] = Some(s as u8 + 1);
                }
            }
            assert_eq!(left, 0, "{suns} Reed Suns");
        }
        Activity::Weaving => {
            // Pairs of facing half-Suns along row 1 and row 3.
            pl.loom = Default::default();
            for i in 0..suns {
                let (a, b) = (Cell::new(2 * (i / 2), 2 * (i % 2)), Cell::new(2 * (i / 2), 2 * (i % 2) + 1));
                pl.loom[a.index()] = LoomCell { textile: 2 * i + 1, sun_edges: Dir::East.bit() };
                pl.loom[b.index()] = LoomCell { textile: 2 * i + 2, sun_edges: Dir::West.bit() };
            }
        }
    }
    assert_eq!(g.player(p).visible_suns(activity), suns);
}

// ---- R3.8 the two-Viracocha bonus ---------------------------------------------------

#[test]
fn r3_8_the_viracocha_bonus_needs_two_and_pays_per_temple_on_the_board() {
    let mut g = clean_day_game(13, 2, [0; 4]);
    g.player_mut(0).viracochas = 1;
    assert_eq!(g.viracocha_bonus(0), None);
    g.player_mut(0).viracochas = data::VIRACOCHA_BONUS_MIN;
    let temple = |owner| Temple { owner, activity: Activity::Reed };
    g.board_mut().temple_rows[0] = vec![temple(0), temple(1)];
    g.board_mut().temple_rows[2] = vec![temple(0)];
    let bonus = g.viracocha_bonus(0).expect("two Viracochas");
    assert_eq!((bonus.per_temple, bonus.temples), (data::VIRACOCHA_BONUS_PER_TEMPLE, 2));
    assert_eq!(bonus.worth(), 2 * data::VIRACOCHA_BONUS_PER_TEMPLE);
    assert_eq!(g.player(0).viracocha_bonus_per_temple(), Some(data::VIRACOCHA_BONUS_PER_TEMPLE));
    assert_eq!(g.viracocha_bonus(1), None);
}

// ---- R6.1 Pots ------------------------------------------------------------------------

#[test]
fn r6_1_pots_refusal_names_the_reason_and_agrees_with_the_legal_sets() {
    let mut g = clean_day_game(14, 2, [0; 4]);
    assert_eq!(g.pots_refusal(PotSet(1)), Some(PotsRefusal::NotNow));
    let p = g.active_player();
    g.player_mut(p).grid = Cells(0xff0f) | grid_of(&[cell(2, 1), cell(2, 2)]);
    lay_take_build(&mut g, Marker::Gold, row_slot(2, 0), Ayar::Manco, cell(2, 1), 0);
    act(&mut g, Action::ChoosePower { power: 2 });
    assert_eq!(decision(&g), Decision::TakePots { power: 2 });
    assert_eq!(g.pots_refusal(PotSet(0)), Some(PotsRefusal::NoPots));
    // Slots 1 and 3 cost 1 + 2.
    assert_eq!(g.pots_refusal(PotSet(0b00101)), Some(PotsRefusal::OverPower { cost: 3, power: 2 }));
    g.market_mut().slots[3] = None;
    assert_eq!(g.pots_refusal(PotSet(0b01000)), Some(PotsRefusal::EmptySlot { slot: 3 }));
    assert_eq!(g.pots_refusal(PotSet(0b00011)), None);
    for set in PotSet::all() {
        let legal = is_legal(&g, Action::TakePots { slots: set });
        assert_eq!(g.pots_refusal(set).is_none(), legal, "{set:?}");
    }
    assert_eq!((0..5).map(Market::cost).collect::<Vec<_>>(), data::MARKET_COSTS);
}

// ---- R6.2 a Textile's Sun ends -----------------------------------------------------

#[test]
fn r6_2_a_textiles_half_suns_sit_on_its_ends_outer_edges() {
    let one = Textile { suns: 1 };
    // End A on row 1 column 2, end B to its right: A's outer edge is west.
    assert_eq!(
        one.sun_edges(Cell::new(0, 1), Dir::East),
        Some([(Cell::new(0, 1), Dir::West.bit()), (Cell::new(0, 2), 0)])
    );
    let two = Textile { suns: 2 };
    assert_eq!(
        two.sun_edges(Cell::new(1, 1), Dir::North),
        Some([(Cell::new(1, 1), Dir::South.bit()), (Cell::new(0, 1), Dir::North.bit())])
    );
    assert_eq!(
        Textile { suns: 0 }.sun_edges(Cell::new(3, 3), Dir::West),
        Some([(Cell::new(3, 3), 0), (Cell::new(3, 2), 0)])
    );
    assert_eq!(one.sun_edges(Cell::new(0, 3), Dir::East), None, "off the loom");
}

#[test]
fn r6_2_a_placed_textile_shows_the_edges_sun_edges_names() {
    random_positions(20, |g| {
        let Some(Pending { player, decision: Decision::PlaceTextile { textile } }) = g.pending() else { return false };
        for action in g.legal_actions() {
            let Action::PlaceTextile { cell, dir } = action else { continue };
            let mut next = g.clone();
            next.apply(action).unwrap();
            for (at, edges) in textile.sun_edges(cell, dir).unwrap() {
                assert_eq!(next.player(player).loom[at.index()].sun_edges, edges);
            }
        }
        true
    });
}

// ---- Seed "Day turn": what comes next --------------------------------------------

#[test]
fn seed_day_turn_outlook_gives_the_power_the_turn_will_offer() {
    random_positions(20, |g| {
        let Some(Pending { decision: Decision::LayStep, .. }) = g.pending() else { return false };
        assert_eq!(g.turn_outlook().and_then(|o| o.max_power), None, "no line marked yet");
        for action in g.legal_actions().into_iter().take(6) {
            let mut next = g.clone();
            next.apply(action).unwrap();
            let promised = next.turn_outlook().expect("a Day turn").max_power;
            // Follow the turn to its power choice (or past it: R5.4).
            while next.pending().is_some_and(|p| matches!(p.decision, Decision::TakeTambo | Decision::BuildTambo)) {
                let a = next.legal_actions()[0];
                next.apply(a).unwrap();
            }
            let offered = match next.pending().map(|p| p.decision) {
                Some(Decision::ChoosePower { max }) => Some(max),
                _ => None,
            };
            assert_eq!(promised, offered, "{action:?}");
        }
        true
    });
}

#[test]
fn r4_6_a_starting_action_is_performed_at_power_1() {
    let g = new_game(15, 2);
    let outlook = g.turn_outlook().expect("a starting action");
    assert_eq!((outlook.player, outlook.max_power, outlook.ayar), (g.active_player(), Some(1), None));
}

// ---- R9 the lower score ----------------------------------------------------------------

#[test]
fn r9_the_lower_of_sun_and_moon_is_named() {
    assert_eq!(ScoreTrack::lower_of(10, 12), Some(ScoreTrack::Sun));
    assert_eq!(ScoreTrack::lower_of(13, 12), Some(ScoreTrack::Moon));
    assert_eq!(ScoreTrack::lower_of(12, 12), None);
}
