//! Whole screens: new game now; hand-over, game end and rules later.

pub mod new_game;
