//! Why a computer player chose its move (`ayar::bot::reason`), in the
//! game's terms (issue 14): every kind of action is explained from what it
//! does for the player, and the sentence carries no search statistics.
mod common;

use std::collections::BTreeSet;

use ayar::bot::random::RandomBot;
use ayar::bot::reason::{explain, Confidence, Gain, MoveReason};
use ayar::bot::search::{Choice, Level, SearchBot};
use ayar::view::words;
use common::*;

/// Words a player should never read in a reason.
fn has_statistics(text: &str) -> bool {
    text.contains('%') || text.contains("playout") || text.contains("iteration") || text.contains("visit")
}

fn kind(a: &Action) -> String {
    format!("{a:?}").split([' ', '{', '(']).next().unwrap_or_default().to_string()
}

#[test]
fn every_kind_of_action_gets_a_sentence_without_statistics() {
    let mut kinds = BTreeSet::new();
    for seed in 0..6 {
        let mut g = new_game(seed, 2 + seed as usize % 3);
        let mut bot = RandomBot::new(seed);
        while let Some(action) = bot.choose(&g) {
            let reason = explain(&g, &Choice::only(action));
            let text = words::move_reason(Some(&action), &reason);
            assert!(!text.is_empty() && !has_statistics(&text), "{action:?}: {text}");
            // Dawn's Sun is the Inti already on the dial, never a move's gain.
            assert!(text.split([',', ';']).all(|part| !part.trim().ends_with(" Sun")), "{action:?}: {text}");
            let thought =
                ayar::computer::Thought { action, plan: vec![], confidence: Confidence::OnlyMove, on_page: false };
            assert_eq!(thought.reason(&g), reason);
            let line = words::computer_move(&g, &thought);
            assert!(line.len() > text.len() && !has_statistics(&line), "{line}");
            kinds.insert(kind(&action));
            g.apply(action).expect("legal");
        }
    }
    for k in ["LayStep", "TakeTambo", "BuildTambo", "ChoosePower", "TakePots", "ChooseStack", "PlaceTextile"] {
        assert!(kinds.contains(k), "{k} never explained: {kinds:?}");
    }
    for k in ["TakeViracocha", "ResolveTrigger", "ChooseTemple", "ChooseCuzco", "ScoreStepMarker"] {
        assert!(kinds.contains(k), "{k} never explained: {kinds:?}");
    }
}

#[test]
fn a_searched_move_is_explained_by_the_turn_it_plans() {
    // The first Step marker of the Day: the search plans the Tambo, the
    // building slot and the power after it, so the reason names what the
    // turn builds and performs, not only the marker.
    let g = day_game(3, 2);
    let choice = SearchBot::new(Level::Easy, 5).choose(&g).expect("a choice");
    assert!(matches!(choice.action, Action::LayStep { .. }));
    let reason = explain(&g, &choice);
    assert!(reason.gains.iter().any(|gain| matches!(gain, Gain::Builds { .. })), "{choice:?} {reason:?}");
    assert_ne!(reason.confidence, Confidence::OnlyMove);
    let text = words::move_reason(Some(&choice.action), &reason);
    assert!(text.contains("builds ") && !has_statistics(&text), "{text}");
}

#[test]
fn gains_read_as_the_game_speaks() {
    let reason = MoveReason {
        confidence: Confidence::ClearlyBest,
        gains: vec![
            Gain::Performs { activity: Activity::Pottery, power: 2 },
            Gain::Suns { activity: Activity::Pottery, gained: 2, now: 3 },
            Gain::RaymiAhead { ayar: Ayar::Auca, space: 14, activity: Activity::Pottery, threshold: 4, suns: 3 },
        ],
    };
    assert_eq!(
        words::move_reason(None, &reason),
        "Pottery at power 2, 2 more Pottery Suns (now 3), before Auca's Pottery Raymi at space 14 \
         (a Llama at 4+, 1 short); clearly best"
    );
    let viracocha =
        MoveReason { confidence: Confidence::CloseCall, gains: vec![Gain::Viracocha { held: 2, per_temple: Some(2) }] };
    assert_eq!(
        words::move_reason(None, &viracocha),
        "a Viracocha: with 2, +2 Moon per Temple of yours each Night; a close call"
    );
    let nothing = MoveReason { confidence: Confidence::OnlyMove, gains: vec![] };
    assert_eq!(words::move_reason(None, &nothing), "it sets up a later turn; the only move");
}

#[test]
fn a_build_is_said_once_with_its_power() {
    let build = Action::BuildTambo { path: Ayar::Cachi, space: 9 };
    let reason = MoveReason {
        confidence: Confidence::ClearlyBest,
        gains: vec![Gain::Builds { activity: Activity::Pottery, path: Ayar::Cachi, space: 9 }],
    };
    assert_eq!(words::move_reason(Some(&build), &reason), "it sets up a later turn; clearly best");
    assert!(words::move_reason(None, &reason).starts_with("builds Pottery at space 9 on Cachi's path"));
    let turn = MoveReason {
        confidence: Confidence::ClearlyBest,
        gains: vec![
            Gain::Builds { activity: Activity::Reed, path: Ayar::Uchu, space: 4 },
            Gain::Performs { activity: Activity::Reed, power: 3 },
        ],
    };
    let lay = Action::LayStep { marker: Marker::Uchu, slot: StepSlot(0), ayar: Ayar::Uchu };
    assert_eq!(words::move_reason(Some(&lay), &turn), "builds Reed at space 4 on Uchu's path (power 3); clearly best");
    assert_eq!(words::move_reason(Some(&build), &turn), "power 3; clearly best");
}
