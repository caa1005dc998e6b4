//! Never lose a game: autosave after every action, the saved-games list
//! (continue, delete, import), export to a file, and the prompt when a new
//! version of the app is ready. The storage itself is `crate::browser`.
mod autosave;
mod saved_games;
mod update_banner;

pub use autosave::{provide_autosave, resume_latest, ExportButton, SaveProblem, SaveStatus};
pub use saved_games::SavedGames;
pub use update_banner::UpdateBanner;

use super::context::SeatLook;
use crate::browser::storage::StoredSeat;

fn to_stored(seats: &[SeatLook]) -> Vec<StoredSeat> {
    seats.iter().map(|s| StoredSeat { name: s.name.clone(), colour: s.colour, computer: s.computer }).collect()
}

fn to_looks(seats: Vec<StoredSeat>, game: &crate::engine::Game) -> Vec<SeatLook> {
    // A file without seat looks: the players' names, colours in seat order.
    (0..game.seats())
        .map(|i| match seats.get(i) {
            Some(s) => SeatLook { name: s.name.clone(), colour: s.colour, computer: s.computer },
            None => SeatLook { name: game.player(i).name.clone(), colour: i, computer: None },
        })
        .collect()
}
