//! The last turn stays marked: what each seat's latest turn changed on the
//! shared boards (the Ayar it moved, the Tambo it built, its Temple, its
//! Boat and Island) keeps a quiet outline in the seat's colour until that
//! seat plays again, so the next person at the table sees what was done.
//! The seat deciding now sees none of its own: it knows what it did.
use super::spots::{self, Spot};
use crate::engine::{Ayar, Event, Game, PlayerId};

/// One outline: whose change, and where.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    pub seat: PlayerId,
    pub spot: Spot,
}

/// What a turn changed, as the log says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    Ayar(Ayar, u8),
    Tambo(Ayar, u8),
    /// A Temple, by its row.
    Temple(u8),
    Boat(u8),
    Island(u8),
}

/// The marks for `game`, whose events so far are `log` (oldest first),
/// while `deciding` decides.
pub fn last_turns<'a>(game: &Game, log: impl IntoIterator<Item = &'a Event>, deciding: Option<PlayerId>) -> Vec<Mark> {
    let mut changes: Vec<(PlayerId, Change)> = Vec::new();
    let mut turn: Option<PlayerId> = None;
    for e in log {
        match *e {
            Event::TurnStarted { player } => {
                changes.retain(|(seat, _)| *seat != player);
                turn = Some(player);
            }
            Event::NightStarted { .. } => turn = None,
            // A later move of the same Ayar is the one to see.
            Event::AyarMoved { ayar, to, .. } => {
                changes.retain(|(_, c)| !matches!(c, Change::Ayar(a, _) if *a == ayar));
                if let Some(seat) = turn {
                    changes.push((seat, Change::Ayar(ayar, to)));
                }
            }
            Event::TamboBuilt { player, path, space, .. } if turn == Some(player) => {
                changes.push((player, Change::Tambo(path, space)));
            }
            Event::TemplePlaced { player, row, .. } if turn == Some(player) => {
                changes.push((player, Change::Temple(row)));
            }
            // R8: a scored row is empty.
            Event::TemplesScored { row, .. } => changes.retain(|(_, c)| *c != Change::Temple(row)),
            Event::BoatMoved { player, to, .. } if turn == Some(player) => {
                changes.retain(|(seat, c)| !(*seat == player && matches!(c, Change::Boat(_))));
                changes.push((player, Change::Boat(to)));
            }
            Event::IslandPlaced { player, yellow, .. } if turn == Some(player) => {
                changes.push((player, Change::Island(yellow)));
            }
            _ => {}
        }
    }
    changes
        .into_iter()
        .filter(|(seat, _)| Some(*seat) != deciding)
        .filter_map(|(seat, change)| spot(game, seat, change).map(|spot| Mark { seat, spot }))
        .collect()
}

fn spot(game: &Game, seat: PlayerId, change: Change) -> Option<Spot> {
    let board = game.board();
    Some(match change {
        Change::Ayar(ayar, at) => spots::space(ayar, at),
        Change::Tambo(path, at) => spots::slot(path, at),
        Change::Temple(row) => {
            // The seat's latest Temple in that row, where it stands now.
            let list = &board.temple_rows[row as usize];
            let index = list.iter().rposition(|t| t.owner == seat)?;
            spots::temple(row, index, list.len())
        }
        Change::Boat(at) => spots::boat(seat, at),
        Change::Island(yellow) => spots::island(seat, yellow),
    })
}
