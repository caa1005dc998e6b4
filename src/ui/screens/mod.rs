//! Whole screens: new game, hand-over, game end (with its chart) and the
//! rules reference.

pub mod chart;
pub mod daily;
pub mod game_end;
pub mod handover;
pub mod new_game;
pub mod rules;
pub mod send_turn;
pub mod welcome;
