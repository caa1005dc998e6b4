//! Position editing for scenario tests (feature `testkit`, on for this
//! package's own tests only). An edited game no longer replays from its
//! save: never use this outside tests.
use super::state::*;
use super::types::Textile;

impl Game {
    pub fn board_mut(&mut self) -> &mut MainBoard {
        &mut self.board
    }
    pub fn lake_mut(&mut self) -> &mut Lake {
        &mut self.lake
    }
    pub fn market_mut(&mut self) -> &mut Market {
        &mut self.market
    }
    pub fn stacks_mut(&mut self) -> &mut [Vec<Textile>; 3] {
        &mut self.stacks
    }
    pub fn player_mut(&mut self, p: usize) -> &mut PlayerState {
        &mut self.players[p]
    }
    /// Maize planted this round, per player.
    pub fn planted_mut(&mut self) -> &mut Vec<u8> {
        &mut self.planted
    }
}
