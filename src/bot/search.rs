//! A computer opponent that searches: information-set Monte Carlo tree
//! search (single observer). Each iteration deals the hidden cards anew
//! (`Game::redeal_hidden`), so the bot never peeks at the Pot bag or the
//! Textile stacks; it walks a tree of actions shared by all those deals,
//! ordered and widened by the playout policy's judgement (`policy.rs`),
//! finishes the game as sensible players would (`playout.rs`) and credits
//! every decision on the way with how well its player did. Strength is the
//! number of iterations.
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use ayar_engine::{short_sort, Action, Event, Game, PlayerId};

use crate::playout::Playout;
use crate::policy::Judge;

/// How hard the bot thinks: the work it may spend on each decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// Work per decision, in game actions played (in the tree and the
    /// playouts, plus `ITERATION_COST` per iteration for copying and
    /// dealing the game). Work, not iterations, so that thinking takes
    /// about as long at every point of a game: early playouts run to a
    /// distant end, late ones are short and many. Each level is 8x the one
    /// below, enough for a clear difference in strength (BENCHMARKS.md).
    pub fn work(self) -> u64 {
        match self {
            Level::Easy => HARD_WORK / 64,
            Level::Medium => HARD_WORK / 8,
            Level::Hard => HARD_WORK,
        }
    }

    /// The most iterations per decision, however short the playouts.
    pub fn iterations(self) -> u32 {
        match self {
            Level::Easy => MOST_ITERATIONS / 64,
            Level::Medium => MOST_ITERATIONS / 8,
            Level::Hard => MOST_ITERATIONS,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }
}

/// The bot's decision and what it is based on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    pub action: Action,
    /// Iterations run (0 when the action was the only legal one).
    pub iterations: u32,
    /// How many of them went through this action.
    pub visits: u32,
    /// The average result for the deciding player after this action, 0..=1
    /// (mostly the share of won playouts).
    pub expected: f64,
    /// How many legal actions there were.
    pub options: usize,
    /// The average result of the next most visited action, if any: how
    /// close the call was.
    pub runner_up: Option<f64>,
    /// What the search expects the same player to decide next in this
    /// turn, most visited first (`reason::explain` reads the whole turn).
    pub plan: [Option<Action>; PLAN],
}

/// How many of the player's own next decisions a `Choice` keeps.
pub const PLAN: usize = 4;

impl Choice {
    /// The choice of a decision with a single legal option.
    pub fn only(action: Action) -> Choice {
        Choice { action, iterations: 0, visits: 0, expected: 0.0, options: 1, runner_up: None, plan: [None; PLAN] }
    }

    /// The planned decisions after `action`, in order.
    pub fn plan(&self) -> Vec<Action> {
        self.plan.iter().map_while(|a| *a).collect()
    }
}

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
    /// The playout policy's opinion of `action` among the options it was
    /// chosen from, 0 (the worst) to 1 (the best).
    prior: f64,
    children: Vec<u32>,
}

/// The hard level's work per decision (`Level::work`); measured to keep
/// its thinking in Chromium within 500 ms per decision (BENCHMARKS.md).
const HARD_WORK: u64 = 200_000;
/// The hard level's most iterations per decision.
const MOST_ITERATIONS: u32 = 8192;
/// The work of one iteration besides the actions it plays: copying the
/// game and dealing the hidden cards anew cost about this many actions.
const ITERATION_COST: u64 = 20;

/// How a search bot thinks: its level's figures, which a measurement may
/// change (`ayar simulate --seats hard:300/bias=2,hard:300`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The most iterations per decision.
    pub iterations: u32,
    /// Work per decision (`Level::work`); `u64::MAX` runs exactly `iterations`.
    pub work: u64,
    /// Exploration constant of UCB1 (results lie in 0..=1).
    pub exploration: f64,
    /// Weight of the policy's opinion of an action in the tree; it fades
    /// as the action's visits grow (progressive bias).
    pub bias: f64,
    /// Progressive widening: a node visited n times may have 1 + widening *
    /// sqrt(n) children, the policy's best first; the long option lists (up
    /// to about 60 ways to lay a Step marker, 48 to place a Textile) are then
    /// searched where it matters instead of spread thin.
    pub widening: f64,
    /// How often a playout takes a random legal action instead of the policy's.
    pub noise: f64,
    /// The most options a playout judges at one decision, drawn at random:
    /// a round-1 Step marker has up to 128 options, and judging a handful
    /// finds a good one at a fraction of the cost.
    pub judged: usize,
}

impl Settings {
    /// The figures of a level. Exploration, bias, widening and noise were
    /// chosen in matches between settings (BENCHMARKS.md).
    pub fn of(level: Level) -> Settings {
        Settings {
            iterations: level.iterations(),
            work: level.work(),
            exploration: 0.7,
            bias: 6.0,
            widening: 1.0,
            noise: 0.25,
            judged: 16,
        }
    }

    /// Change one figure by its name (`iterations`, `work`, `exploration`,
    /// `bias`, `widening`, `noise`, `judged`); false if there is none.
    pub fn set(&mut self, name: &str, value: f64) -> bool {
        match name {
            "iterations" => self.iterations = value as u32,
            "work" => self.work = value as u64,
            "exploration" => self.exploration = value,
            "bias" => self.bias = value,
            "widening" => self.widening = value,
            "noise" => self.noise = value,
            "judged" => self.judged = value as usize,
            _ => return false,
        }
        true
    }
}

pub struct SearchBot {
    level: Level,
    settings: Settings,
    rng: ChaCha8Rng,
    nodes: Vec<Node>,
    legal: Vec<Action>,
    /// The current node's children whose action is legal in this deal.
    candidates: Vec<u32>,
    events: Vec<Event>,
    playout: Playout,
}

impl SearchBot {
    /// The same level, seed and game always give the same choice.
    pub fn new(level: Level, seed: u64) -> SearchBot {
        SearchBot::with_settings(level, Settings::of(level), seed)
    }

    /// A bot that thinks as `settings` say (`level` only names it).
    pub fn with_settings(level: Level, settings: Settings, seed: u64) -> SearchBot {
        SearchBot {
            level,
            settings,
            rng: ChaCha8Rng::seed_from_u64(seed),
            nodes: Vec::new(),
            legal: Vec::new(),
            candidates: Vec::new(),
            events: Vec::new(),
            playout: Playout::new(settings.noise, settings.judged, seed.rotate_left(17) ^ 0x5bd1_e995),
        }
    }

    pub fn level(&self) -> Level {
        self.level
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
        self.nodes.clear();
        self.nodes.push(Node {
            action: self.legal[0],
            player: pending.player,
            visits: 0,
            total: 0.0,
            available: 0,
            prior: 0.0,
            children: Vec::new(),
        });
        let (mut path, mut iterations, mut work) = (Vec::new(), 0, 0);
        while iterations < self.settings.iterations && work < self.settings.work {
            let mut copy = game.clone();
            copy.redeal_hidden(self.rng.next_u64());
            work += self.iterate(&mut copy, &mut path) + ITERATION_COST;
            iterations += 1;
        }
        let mut ranked: Vec<u32> = self.nodes[0].children.clone();
        short_sort::sort_by_key(&mut ranked, |&c| std::cmp::Reverse(self.nodes[c as usize].visits));
        let best = &self.nodes[*ranked.first()? as usize];
        let mean = |n: &Node| n.total / n.visits.max(1) as f64;
        Some(Choice {
            action: best.action,
            iterations,
            visits: best.visits,
            expected: mean(best),
            options,
            runner_up: ranked.get(1).map(|&c| mean(&self.nodes[c as usize])),
            plan: self.plan(ranked[0], pending.player),
        })
    }

    /// The most visited line below `node` while `player` decides (only
    /// well-visited steps: a few visits say little).
    fn plan(&self, mut node: u32, player: PlayerId) -> [Option<Action>; PLAN] {
        let mut plan = [None; PLAN];
        for step in plan.iter_mut() {
            let next =
                self.nodes[node as usize].children.iter().copied().max_by_key(|&c| self.nodes[c as usize].visits);
            match next.map(|c| (c, &self.nodes[c as usize])) {
                Some((c, child)) if child.player == player && child.visits >= 8 => {
                    *step = Some(child.action);
                    node = c;
                }
                _ => break,
            }
        }
        plan
    }

    /// One iteration on one deal: select down the tree, expand one new
    /// action, play the rest with the playout policy, credit the path.
    /// Returns the number of actions played.
    fn iterate(&mut self, game: &mut Game, path: &mut Vec<u32>) -> u64 {
        path.clear();
        let played = game.log().len();
        let mut node = 0u32;
        while let Some(pending) = game.pending() {
            game.legal_actions_into(&mut self.legal);
            if node != 0 || !path.is_empty() {
                if let Some(action) = forced(game, &self.legal) {
                    self.events.clear();
                    game.apply_unchecked(action, &mut self.events);
                    continue;
                }
            }
            let next = self.expand(game, node, pending.player).unwrap_or_else(|| self.select());
            self.events.clear();
            game.apply_unchecked(self.nodes[next as usize].action, &mut self.events);
            path.push(next);
            if self.nodes[next as usize].visits == 0 {
                break;
            }
            node = next;
        }
        self.playout.play(game, &mut self.legal, &mut self.events);
        let results = results(game);
        self.nodes[0].visits += 1;
        for &n in path.iter() {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.total += results[node.player];
        }
        (game.log().len() - played) as u64
    }

    /// Note the node's children that are legal in this deal (they become
    /// `candidates`, each one more time available); if the node may grow
    /// another child (progressive widening) and a legal action has none
    /// yet, add one for the policy's favourite among them.
    fn expand(&mut self, game: &Game, node: u32, player: PlayerId) -> Option<u32> {
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
        let allowed = 1 + (self.settings.widening * (self.nodes[node as usize].visits as f64).sqrt()) as usize;
        if self.legal.is_empty() || self.candidates.len() >= allowed {
            return None;
        }
        let mut judge = Judge::new(game)?;
        let mut scores: Vec<f32> = self.legal.iter().map(|&a| judge.score(a)).collect();
        let tried: Vec<f32> = self.candidates.iter().map(|&c| judge.score(self.nodes[c as usize].action)).collect();
        let (low, high) = scores.iter().chain(&tried).fold((f32::MAX, f32::MIN), |(l, h), &s| (l.min(s), h.max(s)));
        let mut best = 0;
        for (i, &s) in scores.iter().enumerate() {
            if s > scores[best] {
                best = i;
            }
        }
        let prior = match high > low {
            true => ((scores[best] - low) / (high - low)) as f64,
            false => 1.0,
        };
        let action = self.legal[best];
        scores.clear();
        let index = self.nodes.len() as u32;
        self.nodes.push(Node { action, player, visits: 0, total: 0.0, available: 1, prior, children: Vec::new() });
        self.nodes[node as usize].children.push(index);
        Some(index)
    }

    /// UCB1 with the policy's bias among the candidates.
    fn select(&self) -> u32 {
        let score = |c: u32| {
            let child = &self.nodes[c as usize];
            let visits = child.visits.max(1) as f64;
            child.total / visits
                + self.settings.exploration * ((child.available as f64).ln() / visits).sqrt()
                + self.settings.bias * child.prior / (visits + 1.0)
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
}

/// Decisions inside the tree that need no branch: a single option, the
/// order of end-of-turn effects (none of them changes a visible Sun, which
/// is all the others read, so every order scores the same, R5.5), and the
/// Cuzco choice, where the two activities with the most Suns are best.
pub(crate) fn forced(game: &Game, legal: &[Action]) -> Option<Action> {
    match legal {
        [only] => Some(*only),
        [Action::ResolveTrigger { .. }, ..] => Some(legal[0]),
        [Action::ChooseCuzco { .. }, ..] => {
            let mut judge = Judge::new(game)?;
            legal.iter().copied().max_by(|&a, &b| judge.score(a).total_cmp(&judge.score(b)))
        }
        _ => None,
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
