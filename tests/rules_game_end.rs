//! RULES R9 (game end) and the seed's Dawn over a whole game.
mod common;
use common::*;

fn finished(seed: u64, players: usize) -> Game {
    let mut g = day_game(seed, players);
    play_until(&mut g, Game::is_over);
    g
}

fn set(g: &mut Game, p: PlayerId, sun: u32, moon: u32, llamas: u32, viracochas: u32) {
    let pl = g.player_mut(p);
    (pl.sun, pl.moon, pl.llamas, pl.viracochas) = (sun, moon, llamas, viracochas);
}

#[test]
fn r9_final_scores_only_once_the_fourth_night_is_over() {
    let mut g = day_game(120, 2);
    assert!(g.final_scores().is_none());
    play_until(&mut g, |g| g.round() == 4 && g.phase() == Phase::Night);
    assert!(g.final_scores().is_none());
    play_until(&mut g, Game::is_over);
    assert_eq!(g.final_scores().map(|s| s.len()), Some(2));
}

#[test]
fn r9_viracochas_become_llamas_worth_2_points_split_to_raise_the_lower_score() {
    let mut g = finished(121, 2);
    set(&mut g, 0, 12, 8, 1, 1); // 2 Llamas: 4 points, all to Moon: 12 / 12
    set(&mut g, 1, 9, 20, 0, 3); // 3 Llamas: 6 points, all to Sun: 15 / 20
    let s = g.final_scores().unwrap();
    assert_eq!(
        (s[0].llamas, s[0].llama_to_sun, s[0].llama_to_moon, s[0].sun, s[0].moon, s[0].score),
        (2, 0, 4, 12, 12, 12)
    );
    assert_eq!(
        (s[1].llamas, s[1].llama_to_sun, s[1].llama_to_moon, s[1].sun, s[1].moon, s[1].score),
        (3, 6, 0, 15, 20, 15)
    );
    assert_eq!((s[0].place, s[1].place), (2, 1));
    // An odd remainder cannot raise the lower score: 10 / 9 with 3 points.
    assert_eq!(split_llama_points(10, 9, 3), (1, 2));
    assert_eq!(split_llama_points(7, 7, 2), (1, 1));
}

#[test]
fn r9_ties_break_on_the_higher_other_score_then_more_llamas_then_share() {
    let mut g = finished(122, 4);
    set(&mut g, 0, 12, 8, 1, 1); // 12 / 12
    set(&mut g, 1, 20, 8, 1, 0); // 20 / 10, 1 Llama
    set(&mut g, 2, 20, 10, 0, 0); // 20 / 10, 0 Llamas
    set(&mut g, 3, 6, 14, 2, 0); // 4 points to Sun: 10 / 14, 2 Llamas
    let s = g.final_scores().unwrap();
    let got: Vec<(u32, u32, u32, usize)> = s.iter().map(|f| (f.sun, f.moon, f.score, f.place)).collect();
    assert_eq!(got, vec![(12, 12, 12, 1), (20, 10, 10, 2), (20, 10, 10, 3), (10, 14, 10, 4)]);
    // Everything equal: the place is shared.
    set(&mut g, 2, 20, 8, 1, 0);
    let s = g.final_scores().unwrap();
    assert_eq!(s.iter().map(|f| f.place).collect::<Vec<_>>(), vec![1, 2, 2, 4]);
}

#[test]
fn seed_dawn_never_resets_the_dial_so_sun_grows_by_the_running_inti_each_night() {
    for (seed, players) in [(123, 2), (124, 3), (125, 4)] {
        let g = finished(seed, players);
        for p in g.players() {
            let suns: Vec<u32> = p.score.after_round.iter().map(|&(sun, _)| sun).collect();
            assert_eq!(suns.len(), 4);
            let gains: Vec<u32> = std::iter::once(suns[0]).chain(suns.windows(2).map(|w| w[1] - w[0])).collect();
            assert!(gains.windows(2).all(|w| w[0] <= w[1]), "the dial only grows: {gains:?}");
            assert_eq!(*gains.last().unwrap(), p.inti as u32, "the last Dawn adds the final dial");
            assert_eq!(p.sun, suns[3]);
            let sheet = &p.score;
            assert_eq!(sheet.inti_raymi + sheet.inti_cuzco + sheet.inti_sun_bonus, p.inti as u32);
            assert_eq!(sheet.moon_temples + sheet.moon_viracocha_bonus + sheet.moon_step_markers, p.moon);
        }
    }
}
