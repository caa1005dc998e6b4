//! The rest of a game as sensible players would play it: at each decision
//! the policy's favourite (`policy::Judge`), and now and then any legal
//! action, so that the playouts of one position differ.
use rand::distr::Bernoulli;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ayar_engine::{data, Action, Activity, Event, Game};

use crate::policy::Judge;

pub struct Playout {
    rng: ChaCha8Rng,
    /// How often to take a random legal action instead of the policy's.
    noise: Option<Bernoulli>,
    /// The most options judged at one decision.
    judged: usize,
    /// The activity the Step marker just laid was chosen for.
    planned: Option<Activity>,
}

impl Playout {
    pub fn new(noise: f64, judged: usize, seed: u64) -> Playout {
        Playout {
            rng: ChaCha8Rng::seed_from_u64(seed),
            // `Rng::random_bool` draws the same, but its panic message
            // would put float formatting in the wasm (about 9 KB gzip).
            noise: Bernoulli::new(noise.clamp(0.0, 1.0)).ok(),
            judged: judged.max(1),
            planned: None,
        }
    }

    /// Play `game` to its end. `legal` and `events` are reused buffers.
    pub fn play(&mut self, game: &mut Game, legal: &mut Vec<Action>, events: &mut Vec<Event>) {
        loop {
            game.legal_actions_into(legal);
            if let [Action::LayStep { .. }, ..] = legal[..] {
                self.planned = None;
            }
            let action = match legal.len() {
                0 => return,
                1 => legal[0],
                n if self.noise.is_some_and(|b| self.rng.sample(b)) => legal[self.rng.random_range(0..n)],
                _ => self.favourite(game, &mut legal[..]),
            };
            events.clear();
            game.apply_unchecked(action, events);
        }
    }

    /// The policy's best option (the first of equals) among at most
    /// `judged` of them drawn at random: a round-1 Step marker has up to
    /// 128 options, and judging a handful finds a good one at a fraction of
    /// the cost, which buys the search more playouts.
    fn favourite(&mut self, game: &Game, legal: &mut [Action]) -> Action {
        match legal {
            // Every order of end-of-turn effects and every Viracocha area
            // scores the same for the player.
            [Action::ResolveTrigger { .. } | Action::TakeViracocha { .. }, ..] => return legal[0],
            // More power hardly ever does less (R6: more Pots to choose
            // from, more Textiles, Maize or Boat spaces): take the most.
            [.., last @ Action::ChoosePower { .. }] => return *last,
            // Build for the activity the Step marker was laid for.
            [Action::BuildTambo { .. }, ..] => {
                let planned = self.planned.take();
                let fits = |a: &&Action| match a {
                    Action::BuildTambo { path, space } => Some(data::slot_activity(*path, *space)) == planned,
                    _ => false,
                };
                if let Some(&action) = legal.iter().find(fits) {
                    return action;
                }
            }
            _ => {}
        }
        let Some(mut judge) = Judge::new(game) else { return legal[0] };
        let judged = legal.len().min(self.judged);
        if judged < legal.len() {
            for i in 0..judged {
                let j = self.rng.random_range(i..legal.len());
                legal.swap(i, j);
            }
        }
        let mut best = (f32::NEG_INFINITY, legal[0]);
        for &action in &legal[..judged] {
            let s = judge.score(action);
            if s > best.0 {
                best = (s, action);
                if let Action::LayStep { .. } = action {
                    self.planned = judge.planned();
                }
            }
        }
        best.1
    }
}
