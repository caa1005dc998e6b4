//! The searching computer player (`ayar::bot::search`) and the engine's
//! `Game::redeal_hidden`, which keeps it from peeking at hidden cards.
mod common;

use ayar::bot::random::RandomBot;
use ayar::bot::search::{Level, SearchBot};
use common::*;

/// A game some way in: both players have taken Pots and Textiles, so the
/// bag and stacks have been drawn from.
fn midgame(seed: u64, players: usize, actions: usize) -> Game {
    let mut g = new_game(seed, players);
    let mut bot = RandomBot::new(seed);
    for _ in 0..actions {
        let action = bot.choose(&g).expect("game not over");
        g.apply(action).expect("legal");
    }
    g
}

/// Everything a player can see, as one comparable value.
fn visible(g: &Game) -> String {
    let market = g.market();
    let bag = {
        let mut bag = market.bag.clone();
        bag.sort();
        bag
    };
    let stacks = g.stack_tops();
    format!(
        "{:?}",
        (g.pending(), g.legal_actions(), market.slots, bag, stacks, g.players(), g.board(), g.lake(), g.round())
    )
}

#[test]
fn redeal_hidden_keeps_everything_visible() {
    for seed in 0..20 {
        let g = midgame(seed, 3, 40);
        let mut copy = g.clone();
        copy.redeal_hidden(seed * 7 + 1);
        assert_eq!(visible(&copy), visible(&g), "seed {seed}");
    }
}

#[test]
fn redeal_hidden_changes_the_hidden_order() {
    let g = midgame(3, 2, 10);
    let orders: std::collections::HashSet<String> = (0..10)
        .map(|s| {
            let mut copy = g.clone();
            copy.redeal_hidden(s);
            format!("{:?}", copy.market().bag)
        })
        .collect();
    assert!(orders.len() > 5, "ten deals gave only {} different bags", orders.len());
}

#[test]
fn redeal_hidden_depends_only_on_what_is_visible() {
    // Two games that differ only in hidden order deal the same from one seed.
    let g = midgame(5, 2, 30);
    let mut other = g.clone();
    other.redeal_hidden(99);
    let (mut a, mut b) = (g.clone(), other.clone());
    a.redeal_hidden(1);
    b.redeal_hidden(1);
    assert_eq!(format!("{:?}", a.market().bag), format!("{:?}", b.market().bag));
}

#[test]
fn redealt_copy_plays_to_the_end_and_cannot_undo() {
    let mut g = midgame(8, 4, 25);
    g.redeal_hidden(4);
    assert_eq!(g.undo_depth(), 0);
    RandomBot::new(1).play_out(&mut g, &mut Vec::new());
    assert!(g.is_over());
}

#[test]
fn search_bot_does_not_peek_at_hidden_cards() {
    // The same bot seed sees the same choice whatever the hidden order.
    for seed in 0..4 {
        let g = midgame(seed, 2, 20);
        let mut other = g.clone();
        other.redeal_hidden(seed + 1000);
        let a = SearchBot::new(Level::Easy, 42).choose(&g);
        let b = SearchBot::new(Level::Easy, 42).choose(&other);
        assert_eq!(a, b, "seed {seed}");
    }
}

#[test]
fn search_bot_is_deterministic_and_legal() {
    let mut g = midgame(11, 3, 15);
    while g.legal_actions().len() < 2 {
        g.apply(g.legal_actions()[0]).expect("legal");
    }
    let a = SearchBot::new(Level::Easy, 7).choose(&g).expect("a choice");
    let b = SearchBot::new(Level::Easy, 7).choose(&g).expect("a choice");
    assert_eq!(a, b);
    assert!(g.legal_actions().contains(&a.action));
    assert_eq!(a.iterations, Level::Easy.iterations());
    assert!(a.visits > 0 && a.visits <= a.iterations);
    assert!((0.0..=1.0).contains(&a.expected));
    assert!(a.reason().contains("playouts"), "{}", a.reason());
}

#[test]
fn search_bot_plays_an_only_move_without_searching() {
    let mut g = new_game(2, 2);
    let mut bot = SearchBot::new(Level::Hard, 1);
    // Play first-legal actions until a decision has exactly one option.
    loop {
        let legal = g.legal_actions();
        if legal.len() == 1 {
            let choice = bot.choose(&g).expect("a choice");
            assert_eq!((choice.action, choice.iterations), (legal[0], 0));
            assert_eq!(choice.reason(), "the only possible move");
            return;
        }
        g.apply(legal[0]).expect("legal");
    }
}

#[test]
fn search_bot_returns_none_when_the_game_is_over() {
    let mut g = new_game(4, 2);
    RandomBot::new(4).play_out(&mut g, &mut Vec::new());
    assert_eq!(SearchBot::new(Level::Easy, 1).choose(&g), None);
}

#[test]
fn easy_search_bot_beats_a_random_player() {
    // Every decision of each game goes through `Game::apply`, which would
    // refuse an illegal choice. Seats alternate so first-seat luck evens out.
    let mut wins = 0;
    for seed in 0..6u64 {
        let mut g = new_game(seed, 2);
        let searcher = (seed % 2) as usize;
        let (mut search, mut random) = (SearchBot::new(Level::Easy, seed), RandomBot::new(seed));
        while let Some(p) = g.pending() {
            let action = if p.player == searcher { search.choose(&g).map(|c| c.action) } else { random.choose(&g) };
            g.apply(action.expect("a choice")).expect("the bot's choice is legal");
        }
        let finals = g.final_scores().expect("over");
        wins += (finals[searcher].place == 1) as u32;
    }
    assert!(wins >= 5, "easy won only {wins} of 6 games against random");
}

#[test]
fn levels_parse_by_name_and_grow_in_strength_budget() {
    for level in Level::ALL {
        assert_eq!(Level::from_name(level.name()), Some(level));
    }
    assert_eq!(Level::from_name("impossible"), None);
    assert!(Level::Easy.iterations() < Level::Medium.iterations());
    assert!(Level::Medium.iterations() < Level::Hard.iterations());
}
