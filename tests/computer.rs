//! The computer player's message protocol (`ayar::computer`): what the page
//! sends its Web Worker and what comes back. Bad requests get error
//! replies, never a panic.
#![cfg(not(target_arch = "wasm32"))] // proptest is a native dev-dependency (Cargo.toml)
mod common;

use ayar::bot::random::RandomBot;
use ayar::bot::search::Level;
use ayar::computer::{think, think_json, ThinkReply, ThinkRequest};
use common::*;

#[test]
fn a_request_gets_a_legal_action_and_its_id_back() {
    let g = new_game(3, 3);
    let reply = think(&ThinkRequest::new(17, &g, Level::Easy));
    assert_eq!(reply.id, 17);
    let thought = reply.outcome.expect("an answer");
    assert!(g.legal_actions().contains(&thought.action));
    // A starting action: the search plans its Tambo and building slot too.
    assert!(!thought.reason(&g).gains.is_empty(), "{thought:?}");
    assert!(!thought.on_page, "the worker thought it");
}

#[test]
fn the_same_position_gets_the_same_answer() {
    let g = new_game(5, 2);
    let a = think(&ThinkRequest::new(1, &g, Level::Easy));
    let b = think(&ThinkRequest::new(2, &g, Level::Easy));
    assert_eq!(a.outcome, b.outcome);
}

#[test]
fn requests_and_replies_travel_as_json() {
    let g = new_game(5, 2);
    let request = ThinkRequest::new(9, &g, Level::Medium);
    let text = serde_json::to_string(&request).expect("serialisable");
    assert!(text.contains("\"level\":\"medium\""), "{text}");
    assert_eq!(serde_json::from_str::<ThinkRequest>(&text).expect("readable"), request);
    let reply: ThinkReply = serde_json::from_str(&think_json(&text)).expect("a reply");
    assert_eq!(reply, think(&request));
}

#[test]
fn unreadable_requests_get_an_error_reply() {
    for text in ["", "nonsense", "{}", r#"{"id":1,"level":"godlike","seed":0,"save":{}}"#] {
        let reply: ThinkReply = serde_json::from_str(&think_json(text)).expect("a reply");
        assert_eq!(reply.id, 0);
        assert!(reply.outcome.expect_err("refused").starts_with("unreadable request"), "{text}");
    }
}

#[test]
fn a_save_with_an_illegal_action_gets_an_error_reply() {
    let g = new_game(5, 2);
    let mut request = ThinkRequest::new(4, &g, Level::Easy);
    request.save.actions.push(Action::ChooseStack { stack: 2 });
    let reply = think(&request);
    assert_eq!(reply.id, 4);
    assert!(reply.outcome.expect_err("refused").contains("cannot be replayed"));
}

#[test]
fn a_finished_game_gets_an_error_reply() {
    let mut g = new_game(6, 2);
    RandomBot::new(6).play_out(&mut g, &mut Vec::new());
    let reply = think(&ThinkRequest::new(5, &g, Level::Easy));
    assert_eq!(reply.outcome, Err("the game is over".to_string()));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 200, ..Default::default() })]

    /// Whatever text reaches the worker, it answers with a reply, never a panic.
    #[test]
    fn any_text_gets_a_reply(text in ".{0,200}") {
        let reply: Result<ThinkReply, _> = serde_json::from_str(&think_json(&text));
        proptest::prop_assert!(reply.is_ok());
    }

    /// A real request cut short or with a byte changed gets a reply (an
    /// error, or an answer if it still reads as a request), never a panic.
    #[test]
    fn damaged_requests_get_a_reply(cut in 0usize..400, at in 0usize..400, byte in 32u8..127) {
        let g = new_game(8, 2);
        let mut text = serde_json::to_string(&ThinkRequest::new(3, &g, Level::Easy)).expect("serialisable").into_bytes();
        if at < text.len() {
            text[at] = byte;
        }
        text.truncate(cut.max(1));
        let text = String::from_utf8_lossy(&text);
        let reply: Result<ThinkReply, _> = serde_json::from_str(&think_json(&text));
        proptest::prop_assert!(reply.is_ok());
    }
}
