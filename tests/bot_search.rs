//! The searching computer player (`ayar::bot::search`) and the engine's
//! `Game::redeal_hidden`, which keeps it from peeking at hidden cards.
mod common;

use ayar::bot::policy::Judge;
use ayar::bot::random::RandomBot;
use ayar::bot::reason::Confidence;
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
    assert!(a.iterations > 0 && a.iterations <= Level::Easy.iterations(), "{}", a.iterations);
    assert!(a.visits > 0 && a.visits <= a.iterations);
    assert!((0.0..=1.0).contains(&a.expected));
    assert!(a.runner_up.is_some_and(|r| (0.0..=1.0).contains(&r)), "{a:?}");
    assert_ne!(Confidence::of(&a), Confidence::OnlyMove);
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
            assert_eq!(Confidence::of(&choice), Confidence::OnlyMove);
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

// ---- The playout policy (`ayar::bot::policy`): what it prefers --------------

/// The option the policy scores highest.
fn policy_pick(g: &Game) -> Action {
    let mut judge = Judge::new(g).expect("a decision is pending");
    let legal = g.legal_actions();
    let scores: Vec<f32> = legal.iter().map(|&a| judge.score(a)).collect();
    let best = (0..legal.len()).max_by(|&i, &j| scores[i].total_cmp(&scores[j])).expect("options");
    legal[best]
}

/// A clean 2-player Day game whose active player built on the Tiwanaku slot
/// of `activity` with row 2 marked (so `max` power at most) after `edit`;
/// the power is to be chosen next.
fn at_power(activity: Activity, max: u8, edit: impl FnOnce(&mut Game, PlayerId)) -> (Game, PlayerId) {
    let mut g = clean_day_game(40, 2, [0; 4]);
    let p = g.active_player();
    let kept: Vec<Cell> = (1..=5 - max).map(|c| cell(2, c)).collect();
    g.player_mut(p).grid = Cells(0xff0f) | grid_of(&kept);
    edit(&mut g, p);
    let path = Ayar::from_index(activity.index());
    lay_take_build(&mut g, Marker::Gold, row_slot(2, 0), path, cell(2, 1), 0);
    (g, p)
}

/// A Textile already on the loom: `id` covering `cells`, half-Suns on the
/// given edges of each.
fn woven(g: &mut Game, p: PlayerId, id: u8, cells: [(usize, u8); 2]) {
    for (c, sun_edges) in cells {
        g.player_mut(p).loom[c] = LoomCell { textile: id, sun_edges };
    }
    g.player_mut(p).textiles = g.player(p).textiles.max(id);
}

#[test]
fn policy_places_a_textile_so_its_half_sun_meets_another() {
    // RULES R6.2: a Textile on cells 4-5 shows a half-Sun on cell 5's east
    // edge (its outer short edge); the next Textile, one half-Sun, can face
    // it only from cells 6-7, its half-Sun end on 6.
    let (mut g, p) = at_power(Activity::Weaving, 1, |g, p| {
        woven(g, p, 1, [(4, 0), (5, Dir::East.bit())]);
        g.stacks_mut()[0].push(Textile { suns: 1 });
    });
    act(&mut g, Action::ChoosePower { power: 1 });
    assert!(matches!(decision(&g), Decision::PlaceTextile { textile: Textile { suns: 1 } }));
    assert_eq!(g.player(p).visible_suns(Activity::Weaving), 0);
    let pick = policy_pick(&g);
    act(&mut g, pick);
    assert_eq!(g.player(p).visible_suns(Activity::Weaving), 1, "{pick:?}");
}

#[test]
fn policy_fills_a_loom_column() {
    // RULES R6.2: column 1 has its top two cells covered; a blank Textile
    // upright below them fills it (LOOM_MOON_PER_COLUMN Moon per full column).
    let (mut g, p) = at_power(Activity::Weaving, 1, |g, p| {
        woven(g, p, 1, [(0, 0), (4, 0)]);
        g.stacks_mut()[0].push(Textile { suns: 0 });
    });
    act(&mut g, Action::ChoosePower { power: 1 });
    let pick = policy_pick(&g);
    act(&mut g, pick);
    assert_eq!(g.player(p).moon_value(Activity::Weaving), data::LOOM_MOON_PER_COLUMN, "{pick:?}");
}

#[test]
fn policy_leaves_no_loom_cell_that_can_never_be_covered() {
    // A blank Textile and an empty loom: wherever it goes, every empty
    // cell still has an empty neighbour, so every column can still fill.
    let (mut g, p) = at_power(Activity::Weaving, 1, |g, _| g.stacks_mut()[0].push(Textile { suns: 0 }));
    act(&mut g, Action::ChoosePower { power: 1 });
    let pick = policy_pick(&g);
    act(&mut g, pick);
    let loom = g.player(p).loom;
    for c in Cell::all().filter(|c| loom[c.index()].textile == 0) {
        let open = Dir::ALL.into_iter().filter_map(|d| d.step(c)).any(|n| loom[n.index()].textile == 0);
        assert!(open, "cell {c:?} is cut off: {loom:?}");
    }
}

#[test]
fn policy_takes_the_pots_that_add_colours_and_grow_a_set() {
    // RULES R6.1: holding two Pots of colour 0, with power 2 the best buy
    // is both cheap Pots: a third of colour 0 (a larger set) and a new colour.
    let (mut g, p) = at_power(Activity::Pottery, 2, |g, p| {
        g.player_mut(p).pots = [2, 0, 0, 0, 0, 0];
        g.market_mut().slots = [0, 5, 0, 1, 2].map(|c| Some(Pot { colour: c, viracocha: false }));
    });
    act(&mut g, Action::ChoosePower { power: 2 });
    assert_eq!(policy_pick(&g), Action::TakePots { slots: PotSet(0b00011) });
    act(&mut g, Action::TakePots { slots: PotSet(0b00011) });
    assert_eq!(g.player(p).pots, [3, 0, 0, 0, 0, 1]);
}

#[test]
fn policy_empties_a_row_for_its_bonus() {
    // RULES R3.4: row 1 empties for a Llama. Its last Tambo is at row 1,
    // column 4; column 4 is marked, so that Tambo or another may be taken.
    let mut g = clean_day_game(41, 2, [0; 4]);
    let p = g.active_player();
    g.player_mut(p).grid = Cells::FULL.without(cell(1, 1)).without(cell(1, 2)).without(cell(1, 3));
    act(&mut g, Action::LayStep { marker: Marker::Gold, slot: column_slot(4, 0), ayar: Ayar::Manco });
    assert_eq!(decision(&g), Decision::TakeTambo);
    assert_eq!(policy_pick(&g), Action::TakeTambo { cell: cell(1, 4) });
}

#[test]
fn policy_more_power_for_terrace_plants_more() {
    let (g, _) = at_power(Activity::Terrace, 4, |_, _| {});
    assert_eq!(policy_pick(&g), Action::ChoosePower { power: 4 });
}
