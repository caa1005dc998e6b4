//! The Ayllu's Tambo priority (seed "Tambo priority", RULES R10.2, R10.6):
//! full activities ignored -> next unscored Raymi tile on the moved Ayar's
//! path -> the later tiles in order -> topmost unscored personal bonus ->
//! topmost activity whose Moons have not scored -> the slot closest to the
//! Ayar.
//!
//! Every scenario: round 1, token 3 (2 spaces, power 2), the Ayllu draws
//! Ayar Manco. Manco's path shows, from space 0: P P W T P R W P T R P P.
mod support_solo;
use support_solo::*;

use Activity::{Pottery as P, Reed as R, Terrace as T, Weaving as W};

/// Manco moves `from` -> `from + 2`; `edit` finishes the position. Returns
/// where the Ayllu built and its explanation of that Tambo.
fn manco_turn(from: u8, edit: impl FnOnce(&mut Game)) -> (Built, Option<AylluReason>, Vec<Event>) {
    let (_, built, reason, ev) = manco_game(from, edit);
    (built, reason, ev)
}

/// Where the Ayllu built its Tambo, if it did: path, space, activity.
type Built = Option<(Ayar, u8, Activity)>;

fn manco_game(from: u8, edit: impl FnOnce(&mut Game)) -> (Game, Built, Option<AylluReason>, Vec<Event>) {
    let (g, ev) = ayllu_turn_after(50, 1, |g| {
        force_next(g, 3, Ayar::Manco);
        clear_path(g, Ayar::Manco);
        g.board_mut().ayar_space[Ayar::Manco.index()] = from;
        let ayllu = g.player_mut(AYLLU);
        ayllu.maize_left = 12;
        ayllu.boat = 0;
        ayllu.islands = [None; 4];
        ayllu.moon_slots = [None; 4];
        let solo = ayllu.solo.as_mut().unwrap();
        solo.pottery = 0;
        solo.weaving = 0;
        solo.bonus_scored = [false; 4];
        edit(g);
    });
    assert!(ev.contains(&Event::AyarMoved { ayar: Ayar::Manco, from, to: from + 2 }));
    // The explanation printed right before the Tambo is built.
    let built = ev
        .iter()
        .position(|e| matches!(e, Event::TamboBuilt { player: AYLLU, .. } | Event::TamboBoxed { player: AYLLU }));
    let reason = built.and_then(|i| {
        ev[..i].iter().rev().find_map(|e| match e {
            Event::AylluChose { reason } => Some(*reason),
            _ => None,
        })
    });
    (g, ayllu_built(&ev), reason, ev)
}

fn occupy(g: &mut Game, path: Ayar, spaces: &[u8]) {
    for &s in spaces {
        g.board_mut().slots[path.index()][s as usize] = Some(HUMAN);
    }
}

/// Raymi tiles: Manco's places are 0 (space 8), 3 (14), 4 (20), 7 (26).
fn manco_tiles(at8: Activity, at14: Activity, at20: Activity, at26: Activity) -> [Activity; 8] {
    [at8, P, W, at14, at20, R, T, at26]
}

#[test]
fn r10_ayllu_tambo_priority_prefers_next_unscored_raymi_activity() {
    // Manco 4 -> 6; the tile at 8 shows Terrace: slot 3, although Pottery
    // is topmost (personal bonus, Moons) and slot 6 is closest.
    let (built, reason, _) = manco_turn(4, |g| set_raymi(g, manco_tiles(T, R, W, P)));
    assert_eq!(built, Some((Ayar::Manco, 3, T)));
    assert!(
        matches!(reason, Some(AylluReason::SlotForRaymi { activity: T, path: Ayar::Manco, space: 8 })),
        "{reason:?}"
    );
}

#[test]
fn r10_ayllu_tambo_priority_takes_the_raymi_activity_slot_closest_to_the_ayar() {
    // Pottery slots 0, 1 and 4 are open behind Manco (6): the closest is 4.
    let (built, _, _) = manco_turn(4, |g| set_raymi(g, manco_tiles(P, R, W, T)));
    assert_eq!(built, Some((Ayar::Manco, 4, P)));
}

#[test]
fn r10_ayllu_tambo_priority_checks_the_later_raymi_tiles_in_order_when_none_is_open() {
    // The tile at 8 (Terrace) has no open slot behind Manco (slot 3 taken;
    // slot 8 is ahead of him): the tile at 14 (Reed) gives slot 5.
    let (built, _, _) = manco_turn(4, |g| {
        set_raymi(g, manco_tiles(T, R, P, W));
        occupy(g, Ayar::Manco, &[3]);
    });
    assert_eq!(built, Some((Ayar::Manco, 5, R)));
    // Neither 8 nor 14 open: the tile at 20 (Pottery), slot 4, not the
    // tile at 26 (Weaving, slot 6).
    let (built, _, _) = manco_turn(4, |g| {
        set_raymi(g, manco_tiles(T, R, P, W));
        occupy(g, Ayar::Manco, &[3, 5]);
    });
    assert_eq!(built, Some((Ayar::Manco, 4, P)));
}

#[test]
fn r10_ayllu_tambo_priority_skips_raymi_tiles_the_moved_ayar_already_scored() {
    // Manco 9 -> 11 has passed space 8: that tile (Terrace, slot 8 open) is
    // scored for him; the next unscored one is at 14 (Reed): slot 9.
    let (built, _, _) = manco_turn(9, |g| {
        set_raymi(g, manco_tiles(T, R, P, W));
        let tile = &mut g.board_mut().raymi[0];
        tile.done = [true, false];
        tile.reversed = true;
    });
    assert_eq!(built, Some((Ayar::Manco, 9, R)));
}

#[test]
fn r10_ayllu_tambo_priority_ignores_activities_already_full_on_the_solo_board() {
    // R10.2 "full": Pottery track 10, Weaving area 8, no Maize, Boat on 14.
    let full = |g: &mut Game, a: Activity| {
        let ayllu = g.player_mut(AYLLU);
        match a {
            P => ayllu.solo.as_mut().unwrap().pottery = 10,
            W => ayllu.solo.as_mut().unwrap().weaving = 8,
            T => ayllu.maize_left = 0,
            R => ayllu.boat = 14,
        }
    };
    // (full activity, tile at 8, tile at 14, expected slot)
    for (a, at8, at14, expected) in [(P, P, R, (5, R)), (W, W, R, (5, R)), (T, T, R, (5, R)), (R, R, T, (3, T))] {
        let (built, _, _) = manco_turn(4, |g| {
            set_raymi(g, manco_tiles(at8, at14, at8, at8));
            full(g, a);
        });
        assert_eq!(built, Some((Ayar::Manco, expected.0, expected.1)), "{a:?} full");
    }
}

#[test]
#[allow(clippy::type_complexity, reason = "a table of cases whose columns the comment names")]
fn r10_ayllu_tambo_priority_then_topmost_unscored_personal_bonus_with_open_slots() {
    // No Raymi tile left on Manco's path.
    let cases: [([bool; 4], &[u8], (u8, Activity)); 4] = [
        // Pottery and Weaving bonuses scored: Terrace (not the Moon rule's Pottery).
        ([true, true, false, false], &[], (3, T)),
        ([true, true, true, false], &[], (5, R)),
        // Nothing scored: Pottery, at its closest slot.
        ([false; 4], &[], (4, P)),
        // Pottery unscored but no open Pottery slot; Weaving scored: Terrace.
        ([false, true, false, false], &[0, 1, 4], (3, T)),
    ];
    for (bonus, taken, expected) in cases {
        let (built, reason, _) = manco_turn(4, |g| {
            raymi_done_for(g, Ayar::Manco);
            solo_mut(g).bonus_scored = bonus;
            occupy(g, Ayar::Manco, taken);
        });
        assert_eq!(built, Some((Ayar::Manco, expected.0, expected.1)), "bonus {bonus:?} taken {taken:?}");
        assert!(matches!(reason, Some(AylluReason::SlotForBonus { .. })), "{reason:?}");
    }
}

#[test]
fn r10_ayllu_tambo_priority_then_topmost_activity_whose_moons_have_not_scored() {
    let cases: [([bool; 4], bool, (u8, Activity)); 3] = [
        // Pottery and Weaving Moons scored (markers on their slots): Terrace.
        ([true, true, false, false], false, (3, T)),
        ([true, false, false, false], false, (6, W)),
        // Weaving scored; Pottery unscored but full: Terrace.
        ([false, true, false, false], true, (3, T)),
    ];
    for (scored, pottery_full, expected) in cases {
        let (built, reason, _) = manco_turn(4, |g| {
            raymi_done_for(g, Ayar::Manco);
            let ayllu = g.player_mut(AYLLU);
            ayllu.moon_slots = std::array::from_fn(|i| scored[i].then_some(Marker::ALL[i]));
            let solo = ayllu.solo.as_mut().unwrap();
            solo.bonus_scored = [true; 4];
            if pottery_full {
                solo.pottery = 10;
            }
        });
        assert_eq!(built, Some((Ayar::Manco, expected.0, expected.1)), "moons scored {scored:?}");
        assert!(matches!(reason, Some(AylluReason::SlotForMoons { .. })), "{reason:?}");
    }
}

#[test]
fn r10_ayllu_tambo_priority_if_still_tied_uses_the_slot_closest_to_the_ayar() {
    for (taken, expected) in [(&[][..], (6, W)), (&[6][..], (5, R)), (&[4, 5, 6][..], (3, T))] {
        let (built, reason, _) = manco_turn(4, |g| {
            raymi_done_for(g, Ayar::Manco);
            solo_mut(g).bonus_scored = [true; 4];
            g.player_mut(AYLLU).moon_slots =
                [Some(Marker::Manco), Some(Marker::Auca), Some(Marker::Cachi), Some(Marker::Uchu)];
            occupy(g, Ayar::Manco, taken);
        });
        assert_eq!(built, Some((Ayar::Manco, expected.0, expected.1)), "taken {taken:?}");
        assert!(matches!(reason, Some(AylluReason::SlotClosest { .. })), "{reason:?}");
    }
}

#[test]
fn r10_6_the_ayllu_builds_only_where_it_can_perform_the_activity() {
    // Power 2 takes its Textile from stack 2, which is empty: the closest
    // slot (6, Weaving) is passed over for slot 5 (Reed).
    let (built, _, _) = manco_turn(4, |g| {
        raymi_done_for(g, Ayar::Manco);
        solo_mut(g).bonus_scored = [true; 4];
        g.player_mut(AYLLU).moon_slots =
            [Some(Marker::Manco), Some(Marker::Auca), Some(Marker::Cachi), Some(Marker::Uchu)];
        g.stacks_mut()[1].clear();
    });
    assert_eq!(built, Some((Ayar::Manco, 5, R)));
}

#[test]
fn r10_6_with_no_empty_slot_behind_the_ayar_the_tambo_goes_to_the_box() {
    let (g, built, reason, ev) = manco_game(4, |g| {
        occupy(g, Ayar::Manco, &[0, 1, 2, 3, 4, 5, 6]);
        solo_mut(g).tambos = 14;
        g.player_mut(AYLLU).tambos_moved = 2;
        g.player_mut(AYLLU).tambos_boxed = 0;
    });
    assert_eq!(built, None);
    assert!(ev.contains(&Event::TamboBoxed { player: AYLLU }));
    assert_eq!(ayllu_power(&ev), None, "no activity");
    assert_eq!(reason, Some(AylluReason::TamboToBox));
    let ayllu = g.player(AYLLU);
    assert_eq!(
        (solo(&g).tambos, ayllu.tambos_moved, ayllu.tambos_boxed),
        (13, 3, 1),
        "the Tambo left the supply for the box"
    );
}
