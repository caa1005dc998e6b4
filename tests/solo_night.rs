//! The Ayllu at Night and at game end (seed "Night and game end", RULES
//! R10.4, R10.5, R10.7): its Step marker slot, Dawn marking, Prepare (bag,
//! token, First Player), Harvest, Temple scoring and the Llama conversion
//! of its difficulty board.
mod support_solo;
use support_solo::*;

use Activity::{Pottery as P, Reed as R, Terrace as T, Weaving as W};

/// Set the Ayllu's four activity levels: solo Pottery and Weaving spaces
/// filled, Maize planted, Islands.
fn levels(g: &mut Game, pottery: u8, weaving: u8, planted: u8, islands: [Option<u8>; 4]) {
    let ayllu = g.player_mut(AYLLU);
    ayllu.maize_left = 12 - planted;
    ayllu.islands = islands;
    let solo = ayllu.solo.as_mut().unwrap();
    solo.pottery = pottery;
    solo.weaving = weaving;
}

/// Night 1 with the Ayllu edited before its Step marker (the human scores
/// first); returns the game and the events from the human's marker on.
fn first_night(seed: u64, edit: impl FnOnce(&mut Game)) -> (Game, Vec<Event>) {
    first_night_from(seed, edit).1
}

/// Also the position just before the human's marker (the Ayllu plays first
/// in round 2, inside the same call, so its values change afterwards).
fn first_night_from(seed: u64, edit: impl FnOnce(&mut Game)) -> (Game, (Game, Vec<Event>)) {
    let mut g = solo_at_first_night(seed, 2);
    edit(&mut g);
    let before = g.clone();
    let action = g.legal_actions()[0];
    let ev = act(&mut g, action);
    (before, (g, ev))
}

#[test]
#[allow(clippy::type_complexity, reason = "a table of cases whose columns the comment names")]
fn seed_night_step_marker_goes_on_the_empty_slot_with_the_most_moons_topmost_on_a_tie() {
    // Moon: Pottery 6 spaces = 8, 5 = 6; Weaving 6 = 10, 5 = 8; Terrace by
    // Maize planted; Reed the two highest Islands.
    let cases: [(u8, u8, u8, [Option<u8>; 4], [bool; 4], Activity); 7] = [
        (6, 6, 0, [None; 4], [false; 4], W),
        // Moons, not Suns: Reed 7 + 8 = 15 beats Pottery 10 spaces (6 Suns, 14 Moons).
        (10, 1, 0, [Some(7), Some(8), None, None], [false; 4], R),
        (6, 5, 0, [None; 4], [false; 4], P),
        // Weaving has the most, but its slot already holds a marker.
        (6, 6, 0, [None; 4], [false, true, false, false], P),
        (1, 1, 0, [Some(7), Some(8), None, None], [false; 4], R),
        // Terrace 7 planted = 10 ties Weaving 10: Weaving is above.
        (1, 6, 7, [None; 4], [false; 4], W),
        (1, 6, 7, [None; 4], [false, true, false, false], T),
    ];
    for (seed, (pottery, weaving, planted, islands, filled, expected)) in cases.into_iter().enumerate() {
        let (before, (g, ev)) = first_night_from(seed as u64, |g| {
            levels(g, pottery, weaving, planted, islands);
            g.player_mut(AYLLU).moon_slots = std::array::from_fn(|i| filled[i].then_some(Marker::Gold));
        });
        let retired = Ayar::ALL.into_iter().find(|&a| g.board().is_retired(a)).unwrap();
        let scored = ev.iter().find_map(|e| match *e {
            Event::StepMarkerScored { player: AYLLU, marker, activity } => Some((marker, activity)),
            _ => None,
        });
        assert_eq!(scored, Some((Marker::of(retired), expected)), "case {seed}");
        let moon = before.player(AYLLU).moon_value(expected);
        assert!(ev.contains(&Event::MoonScored { player: AYLLU, amount: moon, source: MoonSource::StepMarker }));
        assert_eq!(g.player(AYLLU).moon_slots[expected.index()], Some(Marker::of(retired)));
    }
}

/// The Ayllu's Dawn in these events: (activity marked, Inti added, dial, Sun).
fn ayllu_dawn(g: &Game, ev: &[Event]) -> (Option<Activity>, Vec<u8>, u8, u32) {
    let dawn = ev.iter().position(|e| matches!(e, Event::Dawn { player: AYLLU, .. })).expect("the Ayllu's Dawn");
    let Event::Dawn { inti, sun, .. } = ev[dawn] else { unreachable!() };
    let marked = Activity::ALL.into_iter().find(|a| solo(g).dawn_marked[a.index()]);
    (marked, ayllu_inti(&ev[..dawn], IntiSource::Solo), inti, sun)
}

#[test]
fn seed_dawn_marks_the_activity_with_the_most_suns_adds_them_then_scores_the_full_dial() {
    // Suns: Pottery 6 spaces = 3, 4 = 2; Weaving 2 = 1, 3 = 2; Terrace 4
    // planted = 2; no Islands = 0.
    // Reed Islands on 7 and 8 show 2 Suns but 15 Moons: Suns decide.
    let reed = [Some(7), Some(8), None, None];
    for (pottery, weaving, islands, expected, suns) in
        [(6, 2, reed, P, 3), (4, 3, [None; 4], P, 2), (2, 3, [None; 4], W, 2)]
    {
        let (g, ev) = first_night(20, |g| {
            levels(g, pottery, weaving, 4, islands);
            let ayllu = g.player_mut(AYLLU);
            ayllu.inti = 5;
            ayllu.sun = 7;
            ayllu.solo.as_mut().unwrap().dawn_marked = [false; 4];
        });
        let (marked, added, inti, sun) = ayllu_dawn(&g, &ev);
        assert_eq!(marked, Some(expected), "pottery {pottery} weaving {weaving}");
        assert_eq!(added, vec![suns]);
        assert_eq!((inti, sun), (5 + suns, 7 + 5 + suns as u32), "the full dial, marked Suns included, adds to Sun");
    }
}

#[test]
fn r10_5_each_activity_is_marked_at_dawn_only_once() {
    // Pottery has the most Suns (3) but was marked at an earlier Dawn:
    // Weaving and Terrace tie on 2, Weaving is above.
    let (g, ev) = first_night(21, |g| {
        levels(g, 6, 3, 4, [None; 4]);
        g.player_mut(AYLLU).solo.as_mut().unwrap().dawn_marked = [true, false, false, false];
    });
    assert_eq!(solo(&g).dawn_marked, [true, true, false, false]);
    let dawn = ev.iter().position(|e| matches!(e, Event::Dawn { player: AYLLU, .. })).unwrap();
    assert_eq!(ayllu_inti(&ev[..dawn], IntiSource::Solo), vec![2]);
    // Over a whole game each activity is marked exactly once.
    let mut g = solo_game(22, 3);
    let mut bot = RandomBot::new(22);
    let ev = play_until(&mut g, &mut bot, Game::is_over);
    assert_eq!(solo(&g).dawn_marked, [true; 4]);
    let marks: Vec<AylluReason> =
        choices(&ev).into_iter().filter(|r| matches!(r, AylluReason::DawnMark { .. })).collect();
    assert_eq!(marks.len(), 4, "{marks:?}");
}

#[test]
fn seed_prepare_returns_the_markers_removes_the_rounds_token_and_shuffles_the_rest() {
    let mut reordered = 0;
    for seed in 0..10 {
        let mut g = solo_game(seed, 1 + (seed % 4) as u8);
        let mut bot = RandomBot::new(seed);
        let mut before = solo(&g).tokens.clone();
        while let Some(action) = bot.choose(&g) {
            let ev = act(&mut g, action);
            let Some(round) = ev.iter().find_map(|e| match *e {
                Event::RoundStarted { round, .. } if round > 1 => Some(round),
                _ => None,
            }) else {
                continue;
            };
            let solo = solo(&g);
            let mut tokens = solo.tokens.clone();
            tokens.sort_unstable();
            assert_eq!(tokens, (round..=5).collect::<Vec<u8>>(), "token {} left the game", round - 1);
            let kept: Vec<u8> = before.iter().copied().filter(|&t| t != round - 1).collect();
            reordered += (kept != solo.tokens) as usize;
            before = solo.tokens.clone();
            // The bag holds the markers of the Ayars still walking, less any
            // the Ayllu drew since (it plays first in rounds 2 and 4).
            let active = Ayar::ALL.into_iter().filter(|&a| !g.board().is_retired(a)).count();
            assert_eq!(active, 5 - round as usize);
            assert!(solo.bag.iter().all(|&a| !g.board().is_retired(a)));
            assert_eq!(solo.bag.len() + solo.flipped, active, "round {round}");
        }
        let mut last = solo(&g).tokens.clone();
        last.sort_unstable();
        assert_eq!(last, vec![5], "token 4 left after the fourth Night");
    }
    assert!(reordered >= 10, "the remaining tokens are shuffled ({reordered} of 30 Nights changed the order)");
}

#[test]
fn seed_prepare_passes_the_first_player_token_as_normal() {
    let mut g = solo_game(23, 2);
    let mut bot = RandomBot::new(23);
    let ev = play_until(&mut g, &mut bot, Game::is_over);
    let rounds: Vec<(u8, PlayerId, Event)> = ev
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match *e {
            Event::RoundStarted { round, first_player } => Some((round, first_player, ev[i + 1].clone())),
            _ => None,
        })
        .collect();
    let expected = [(1, HUMAN), (2, AYLLU), (3, HUMAN), (4, AYLLU)];
    for ((round, first, next), (want_round, want_first)) in rounds.into_iter().zip(expected) {
        assert_eq!((round, first), (want_round, want_first));
        assert_eq!(next, Event::TurnStarted { player: want_first }, "round {round} opens with the first player's turn");
    }
}

/// A solo game at the human's last Day turn of round 1.
fn last_turn_of_round_1(seed: u64, difficulty: u8) -> Game {
    let mut g = solo_game(seed, difficulty);
    let mut bot = RandomBot::new(seed);
    play_until(&mut g, &mut bot, |g| {
        at_human_lay_step(g) && g.round() == 1 && g.player(HUMAN).markers.iter().filter(|m| m.used).count() == 4
    });
    g
}

/// The human's last turn of round 1 and a quiet last Ayllu turn (Ayar Auca,
/// no open slot: its Tambo goes to the box). Ayar Manco retires tonight.
fn night_1_after(seed: u64, difficulty: u8, edit: impl FnOnce(&mut Game)) -> (Game, Vec<Event>) {
    let mut g = last_turn_of_round_1(seed, difficulty);
    let ev = human_turn(&mut g, |g| {
        force_next(g, 2, Ayar::Auca);
        g.board_mut().ayar_space = [0, 10, 10, 10];
        only_open(g, Ayar::Auca, &[]);
        edit(g);
    });
    assert!(ev.contains(&Event::TamboBoxed { player: AYLLU }));
    assert!(ev.contains(&Event::AyarRetired { ayar: Ayar::Manco }));
    (g, ev)
}

#[test]
fn seed_harvest_won_by_the_ayllu_gives_a_viracocha_that_becomes_a_llama() {
    let (g, ev) = night_1_after(24, 2, |g| {
        g.planted_mut().copy_from_slice(&[0, 6]);
        g.board_mut().viracocha_beside[Ayar::Manco.index()] = true;
        g.player_mut(AYLLU).llamas = 0;
    });
    let night = ev.iter().position(|e| matches!(e, Event::NightStarted { .. })).unwrap();
    let ev = &ev[night..];
    let at = |e: &Event| ev.iter().position(|x| x == e).unwrap_or_else(|| panic!("{e:?} missing"));
    // The Harvest is announced before what it gives (the log reads in order).
    assert!(
        at(&Event::Harvest { ayar: Ayar::Manco, winner: Some(AYLLU) })
            < at(&Event::ViracochaBecameLlama { player: AYLLU })
    );
    assert_eq!((g.player(AYLLU).llamas, g.player(AYLLU).viracochas), (1, 0));
}

#[test]
fn r10_4_difficulty_board_adds_its_moon_per_ayllu_temple_scored() {
    // R10.4: extra Moon per Ayllu Temple, boards 1..4 (retuned by the
    // balance pass, README "Balance").
    let printed = data::DIFFICULTY_BOARDS.map(|b| b.moon_per_temple);
    for difficulty in 1..=4u8 {
        let (g, ev) = night_1_after(25, difficulty, |g| {
            let row = g.board().female_row[Ayar::Manco.index()] as usize;
            g.board_mut().temple_rows[row] =
                vec![Temple { owner: AYLLU, activity: P }, Temple { owner: HUMAN, activity: P }];
            g.player_mut(AYLLU).solo.as_mut().unwrap().pottery = 6;
        });
        let temple_moon = |p: PlayerId| -> Vec<u32> {
            ev.iter()
                .filter_map(|e| match *e {
                    Event::MoonScored { player, amount, source: MoonSource::Temple } if player == p => Some(amount),
                    _ => None,
                })
                .collect()
        };
        // Columns 1 and 2 pay their bonus (R1.6); solo Pottery 6 spaces = Moon 8.
        let col = data::temple_column_bonus;
        assert_eq!(temple_moon(AYLLU), vec![8 + col(0) + printed[difficulty as usize - 1]], "difficulty {difficulty}");
        assert_eq!(temple_moon(HUMAN), vec![g.player(HUMAN).moon_value(P) + col(1)], "no extra for the human");
    }
}

/// The best lower score with whole Llamas, each worth `per_llama` to Sun or
/// to Moon, by brute force.
fn best_lower(sun: u32, moon: u32, llamas: u32, per_llama: u32) -> u32 {
    (0..=llamas).map(|k| (sun + k * per_llama).min(moon + (llamas - k) * per_llama)).max().unwrap()
}

/// Seed: "At game end, assign Llamas using the conversion printed on the
/// selected difficulty board to maximize the Ayllu's lower score." Rules
/// decision 14: whole Llamas, each all to Sun or all to Moon.
#[test]
fn r10_4_game_end_llamas_use_the_difficulty_board_conversion_to_maximise_the_lower_score() {
    // R10.4 points per Llama by board (data::DIFFICULTY_BOARDS). Sun 20,
    // Moon 10, 4 Llamas: the best split of whole Llamas (`best_lower`).
    let g = solo_game(26, 1);
    for difficulty in 1..=4u8 {
        let per = data::DIFFICULTY_BOARDS[difficulty as usize - 1].points_per_llama;
        let (per_llama, score) = (4 * per, best_lower(20, 10, 4, per));
        let mut players = g.players().to_vec();
        let ayllu = &mut players[AYLLU];
        ayllu.solo.as_mut().unwrap().difficulty = difficulty;
        (ayllu.sun, ayllu.moon, ayllu.llamas, ayllu.viracochas) = (20, 10, 4, 0);
        let finals = final_scores(&players);
        let f = &finals[AYLLU];
        assert_eq!(f.llama_to_sun + f.llama_to_moon, per_llama, "difficulty {difficulty}");
        assert_eq!(
            (f.sun, f.moon, f.score),
            (20 + f.llama_to_sun, 10 + f.llama_to_moon, score),
            "difficulty {difficulty}"
        );
        assert_eq!(f.llama_to_sun % per, 0, "whole Llamas");
    }
    // Sapa Inca with Sun 30, Moon 30 and 1 Llama scores 30; on the tie the Llama goes to Moon.
    let per = data::DIFFICULTY_BOARDS[3].points_per_llama;
    let mut players = g.players().to_vec();
    let ayllu = &mut players[AYLLU];
    ayllu.solo.as_mut().unwrap().difficulty = 4;
    (ayllu.sun, ayllu.moon, ayllu.llamas, ayllu.viracochas) = (30, 30, 1, 0);
    let f = &final_scores(&players)[AYLLU];
    assert_eq!((f.llama_to_sun, f.llama_to_moon, f.score), (0, per, 30));
    // The human keeps R9's point-by-point split: Sun 30, Moon 30, one Llama (2 points): 31.
    let human = &mut players[HUMAN];
    (human.sun, human.moon, human.llamas, human.viracochas) = (30, 30, 1, 0);
    assert_eq!(final_scores(&players)[HUMAN].score, 31);
    // Whole games: the Ayllu's split is always the best one.
    for seed in 0..8 {
        let difficulty = 1 + (seed % 4) as u8;
        let mut g = solo_game(seed, difficulty);
        let mut bot = RandomBot::new(seed);
        play_until(&mut g, &mut bot, Game::is_over);
        let ayllu = g.player(AYLLU);
        assert_eq!(ayllu.viracochas, 0, "its Viracochas all became Llamas");
        let per_llama = data::DIFFICULTY_BOARDS[difficulty as usize - 1].points_per_llama;
        let f = &g.final_scores().unwrap()[AYLLU];
        assert_eq!(f.llama_to_sun + f.llama_to_moon, ayllu.llamas * per_llama);
        assert_eq!(f.score, best_lower(ayllu.sun, ayllu.moon, ayllu.llamas, per_llama), "seed {seed}");
    }
}

#[test]
fn r10_7_the_human_wins_only_with_a_strictly_higher_final_score() {
    let g = solo_game(27, 2);
    let result = |human: (u32, u32), ayllu: (u32, u32)| {
        let mut players = g.players().to_vec();
        for (p, (sun, moon)) in [(HUMAN, human), (AYLLU, ayllu)] {
            (players[p].sun, players[p].moon, players[p].llamas, players[p].viracochas) = (sun, moon, 0, 0);
        }
        let f = final_scores(&players);
        ((f[HUMAN].score, f[HUMAN].place), (f[AYLLU].score, f[AYLLU].place))
    };
    assert_eq!(result((21, 30), (20, 40)), ((21, 1), (20, 2)));
    assert_eq!(result((20, 30), (21, 22)), ((20, 2), (21, 1)));
    // Equal final scores: the human's higher other score does not make a win.
    let ((_, human), (_, ayllu)) = result((20, 30), (20, 25));
    assert!(human >= ayllu, "on equal scores the human ranked {human}, the Ayllu {ayllu}");
}
