//! The search as it was before issue 14 (commit ba0b02e), frozen: ISMCTS
//! with uniformly random playouts to the end of the game. It is no player
//! of the game any more; it stays only as the yardstick the stronger
//! search is measured against (`ayar simulate --seats hard,old-hard`).
//! Do not improve it: a moving baseline measures nothing.
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ayar_engine::{Action, Event, Game, PlayerId};

use crate::search::Choice;

/// The old levels' iterations per decision: easy, medium, hard.
pub const OLD_ITERATIONS: [u32; 3] = [48, 384, 3072];

/// A node of the search tree: the action that led here and the results
/// of the iterations that went through it.
struct Node {
    action: Action,
    /// Who chose `action`: results are credited from their point of view.
    player: PlayerId,
    visits: u32,
    /// Sum of the results for `player`.
    total: f64,
    /// Iterations in which `action` was legal at the parent (ISMCTS: the
    /// deals differ, so not every action is legal in every iteration).
    available: u32,
    children: Vec<u32>,
}

/// Exploration constant of UCB1 (results lie in 0..=1).
const EXPLORATION: f64 = 0.7;

pub struct BaselineBot {
    iterations: u32,
    rng: ChaCha8Rng,
    nodes: Vec<Node>,
    legal: Vec<Action>,
    /// The current node's children whose action is legal in this deal.
    candidates: Vec<u32>,
    events: Vec<Event>,
}

impl BaselineBot {
    /// The same iterations, seed and game always give the same choice.
    pub fn new(iterations: u32, seed: u64) -> BaselineBot {
        BaselineBot {
            iterations,
            rng: ChaCha8Rng::seed_from_u64(seed),
            nodes: Vec::new(),
            legal: Vec::new(),
            candidates: Vec::new(),
            events: Vec::new(),
        }
    }

    /// The action to play for the pending decision, or `None` when the
    /// game is over.
    pub fn choose(&mut self, game: &Game) -> Option<Choice> {
        let pending = game.pending()?;
        game.legal_actions_into(&mut self.legal);
        let options = self.legal.len();
        if options <= 1 {
            return self.legal.first().map(|&action| Choice::only(action));
        }
        let iterations = self.iterations;
        self.nodes.clear();
        self.nodes.push(Node {
            action: self.legal[0],
            player: pending.player,
            visits: 0,
            total: 0.0,
            available: 0,
            children: Vec::new(),
        });
        let mut path = Vec::new();
        for _ in 0..iterations {
            let mut copy = game.clone();
            copy.redeal_hidden(self.rng.next_u64());
            self.iterate(&mut copy, &mut path);
        }
        let best = self.nodes[0].children.iter().map(|&c| &self.nodes[c as usize]).max_by_key(|n| n.visits)?;
        Some(Choice {
            action: best.action,
            iterations,
            visits: best.visits,
            expected: best.total / best.visits.max(1) as f64,
            options,
            runner_up: None,
            plan: [None; super::search::PLAN],
        })
    }

    /// One iteration on one deal: select down the tree, expand one new
    /// action, play the rest at random, credit the path.
    fn iterate(&mut self, game: &mut Game, path: &mut Vec<u32>) {
        path.clear();
        let mut node = 0u32;
        while let Some(pending) = game.pending() {
            game.legal_actions_into(&mut self.legal);
            let next = self.expand(node, pending.player).unwrap_or_else(|| self.select());
            self.events.clear();
            game.apply_unchecked(self.nodes[next as usize].action, &mut self.events);
            path.push(next);
            if self.nodes[next as usize].visits == 0 {
                break;
            }
            node = next;
        }
        self.play_out(game);
        let results = results(game);
        for &n in path.iter() {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.total += results[node.player];
        }
    }

    /// Note the node's children that are legal in this deal (they become
    /// `candidates`, each one more time available); if a legal action has
    /// no child yet, add one for a random such action.
    fn expand(&mut self, node: u32, player: PlayerId) -> Option<u32> {
        self.candidates.clear();
        for k in 0..self.nodes[node as usize].children.len() {
            let c = self.nodes[node as usize].children[k];
            let child = &mut self.nodes[c as usize];
            if let Some(i) = self.legal.iter().position(|a| *a == child.action) {
                child.available += 1;
                self.legal.swap_remove(i);
                self.candidates.push(c);
            }
        }
        // `legal` now holds the untried actions only.
        let action = (!self.legal.is_empty()).then(|| self.legal[self.rng.random_range(0..self.legal.len())])?;
        let index = self.nodes.len() as u32;
        self.nodes.push(Node { action, player, visits: 0, total: 0.0, available: 1, children: Vec::new() });
        self.nodes[node as usize].children.push(index);
        Some(index)
    }

    /// UCB1 among the candidates (`expand` found every legal action tried).
    fn select(&self) -> u32 {
        let score = |c: u32| {
            let child = &self.nodes[c as usize];
            let visits = child.visits.max(1) as f64;
            child.total / visits + EXPLORATION * ((child.available as f64).ln() / visits).sqrt()
        };
        let mut best = (f64::NEG_INFINITY, self.candidates[0]);
        for &c in &self.candidates {
            let s = score(c);
            if s > best.0 {
                best = (s, c);
            }
        }
        best.1
    }

    fn play_out(&mut self, game: &mut Game) {
        loop {
            game.legal_actions_into(&mut self.legal);
            if self.legal.is_empty() {
                return;
            }
            let action = self.legal[self.rng.random_range(0..self.legal.len())];
            self.events.clear();
            game.apply_unchecked(action, &mut self.events);
        }
    }
}

/// Each seat's result of a finished game, 0..=1: mostly whether it won
/// (a shared first place splits the win), a little by how far ahead or
/// behind the best other seat it finished.
fn results(game: &Game) -> Vec<f64> {
    let finals = game.final_scores().unwrap_or_default();
    let winners = finals.iter().filter(|f| f.place == 1).count().max(1) as f64;
    finals
        .iter()
        .map(|f| {
            let best_other = finals.iter().filter(|o| o.player != f.player).map(|o| o.score).max().unwrap_or(0);
            let margin = (f.score as f64 - best_other as f64) / 40.0;
            let win = if f.place == 1 { 1.0 / winners } else { 0.0 };
            0.8 * win + 0.2 * (0.5 + 0.5 * margin.clamp(-1.0, 1.0))
        })
        .collect()
}
