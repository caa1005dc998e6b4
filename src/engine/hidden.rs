//! What no player can see: the order of the Pot bag, of each Textile stack
//! below its face-up top and of the Ayllu's face-down Activity tokens, and
//! the generator that will decide future draws. A searching bot must not
//! peek at them, so it plays on copies where they are dealt anew.
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::state::Game;

impl Game {
    /// Deal everything hidden anew from `seed`, keeping everything a player
    /// can see (market, stack tops and sizes, flipped tokens) as it is: one
    /// "determinisation" of the game for a searching bot.
    ///
    /// Each hidden pile is sorted before it is shuffled, so two games that
    /// look the same give the same deal: the result depends on nothing a
    /// player cannot see. The copy's future is no longer the real game's,
    /// so it forgets how to undo (its log still records the actions played).
    pub fn redeal_hidden(&mut self, seed: u64) {
        fn redeal<T: Ord>(pile: &mut [T], rng: &mut ChaCha8Rng) {
            crate::short_sort::sort(pile);
            pile.shuffle(rng);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        redeal(&mut self.market.bag, &mut rng);
        for stack in &mut self.stacks {
            // The last Textile is the face-up top.
            if let Some((_top, below)) = stack.split_last_mut() {
                redeal(below, &mut rng);
            }
        }
        for player in &mut self.players {
            if let Some(solo) = &mut player.solo {
                let face_down = solo.flipped.min(solo.tokens.len());
                redeal(&mut solo.tokens[face_down..], &mut rng);
            }
        }
        self.rng = rng;
        self.undo_floor = self.log.len();
    }
}
