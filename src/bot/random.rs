//! A player that picks uniformly among the legal actions: the baseline
//! opponent, and the driver of simulations and property tests.
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ayar_engine::{Action, Event, Game};

pub struct RandomBot {
    rng: ChaCha8Rng,
    buffer: Vec<Action>,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: ChaCha8Rng::seed_from_u64(seed), buffer: Vec::new() }
    }

    /// A uniformly random legal action, or `None` when the game is over.
    pub fn choose(&mut self, game: &Game) -> Option<Action> {
        game.legal_actions_into(&mut self.buffer);
        (!self.buffer.is_empty()).then(|| self.buffer[self.rng.random_range(0..self.buffer.len())])
    }

    /// Play random actions until the game ends; returns the number played.
    /// `events` is reused between calls (the fast path: no validation).
    pub fn play_out(&mut self, game: &mut Game, events: &mut Vec<Event>) -> usize {
        let mut played = 0;
        while let Some(action) = self.choose(game) {
            events.clear();
            game.apply_unchecked(action, events);
            played += 1;
        }
        played
    }
}
