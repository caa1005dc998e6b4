//! One stored game (the engine's save file, the seats' looks, when it was
//! saved) and its line in the saved-games list.
use serde::{Deserialize, Serialize};

use crate::engine::{Game, SaveError, SaveFile};
use crate::view::looks::SeatLook;

/// A game as stored and as exported: the engine's save file with the
/// seats' looks beside it (the engine ignores the extra fields). Written
/// whole, but read in parts (`Game::from_json`, `SaveFile`, `Extras`): a
/// flattened struct would be read through serde's buffered `Content`, a
/// second copy of every deserializer of the save in the wasm.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StoredGame {
    #[serde(flatten)]
    pub save: SaveFile,
    pub seats: Vec<SeatLook>,
    /// Milliseconds since the epoch of the last save; kept in the entry
    /// itself so a rebuilt list keeps its order. Not in exports.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub updated: Option<f64>,
    /// The guided first game (`view::tutorial`): it resumes as one. Not
    /// in exports.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub tutorial: bool,
}

/// What an entry holds beside the engine's save (other fields skipped).
#[derive(Debug, Default, Deserialize)]
pub struct Extras {
    #[serde(default)]
    pub seats: Vec<SeatLook>,
    #[serde(default)]
    pub updated: Option<f64>,
    #[serde(default)]
    pub tutorial: bool,
}

impl Extras {
    /// An entry's extras; a damaged entry has none.
    pub fn of(text: &str) -> Extras {
        serde_json::from_str(text).unwrap_or_default()
    }
}

impl StoredGame {
    pub fn new(game: &Game, seats: &[SeatLook], updated: Option<f64>) -> StoredGame {
        StoredGame { save: game.to_save(), seats: seats.to_vec(), updated, tutorial: false }
    }

    /// The same entry, marked as the guided first game or not.
    pub fn tutorial(self, tutorial: bool) -> StoredGame {
        StoredGame { tutorial, ..self }
    }

    /// The entry as JSON, also for an export file: one line (a second,
    /// indented serializer of every saved type cost the wasm 2.6 KB gzip;
    /// any JSON viewer indents it).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGameInfo {
    pub id: String,
    /// The game's seed: an import or a link is judged against the saved
    /// games of its seed only (`crate::saves::judge_import`).
    #[serde(default)]
    pub seed: u64,
    /// Empty for an entry too damaged to name its players.
    pub players: Vec<String>,
    pub solo: Option<u8>,
    pub round: u8,
    pub over: bool,
    /// Milliseconds since the epoch of the last save.
    pub updated: f64,
    /// The guided first game.
    #[serde(default)]
    pub tutorial: bool,
    /// This game is its day's scored daily attempt (read beside the list,
    /// not stored in the line).
    #[serde(skip)]
    pub scored: bool,
}

impl SavedGameInfo {
    pub fn of(id: &str, game: &Game, updated: f64) -> SavedGameInfo {
        SavedGameInfo {
            id: id.to_string(),
            seed: game.setup().seed,
            // The seats as set up: a solo game's Ayllu is no name to list.
            players: game.setup().players.clone(),
            solo: game.setup().solo,
            round: game.round(),
            over: game.is_over(),
            updated,
            tutorial: false,
            scored: false,
        }
    }
}

/// The time to stamp on a save of `save` over the stored entry `old`:
/// `old`'s own time when the game has not moved since (a game just opened,
/// or only its seats' looks changed), so opening a game does not bring it
/// to the top of the saved games; else `now`.
pub fn saved_time(old: Option<&str>, save: &SaveFile, now: f64) -> f64 {
    let Some(old) = old else { return now };
    let unmoved = serde_json::from_str::<SaveFile>(old).is_ok_and(|old| old == *save);
    Extras::of(old).updated.filter(|_| unmoved).unwrap_or(now)
}

/// Parse a stored or exported game: the engine checks format, version
/// and every action (by replaying them).
pub fn parse(text: &str) -> Result<(Game, Vec<SeatLook>), SaveError> {
    let game = Game::from_json(text)?;
    Ok((game, Extras::of(text).seats))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;

    #[test]
    fn an_entry_round_trips_and_exports_leave_out_the_time() {
        let game = Game::new(Setup::new(7, &["Ana", "Bo"])).unwrap();
        let stored = StoredGame::new(&game, &[], Some(12.0));
        let text = stored.to_json();
        assert_eq!(serde_json::from_str::<SaveFile>(&text).unwrap(), stored.save);
        assert_eq!(Extras::of(&text).updated, Some(12.0));
        assert!(!StoredGame::new(&game, &[], None).to_json().contains("updated"));
        // The engine reads an entry as a plain save.
        assert_eq!(Game::from_json(&stored.to_json()).unwrap().setup(), game.setup());
    }

    #[test]
    fn a_game_saved_again_before_it_moves_keeps_its_time() {
        let mut game = Game::new(Setup::new(7, &["Ana", "Bo"])).unwrap();
        let old = StoredGame::new(&game, &[], Some(12.0)).to_json();
        assert_eq!(saved_time(Some(&old), &game.to_save(), 99.0), 12.0);
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
        assert_eq!(saved_time(Some(&old), &game.to_save(), 99.0), 99.0, "it moved");
        assert_eq!(saved_time(None, &game.to_save(), 99.0), 99.0, "a new entry");
        let untimed = StoredGame::new(&game, &[], None).to_json();
        assert_eq!(saved_time(Some(&untimed), &game.to_save(), 99.0), 99.0, "an entry without a time");
        assert_eq!(saved_time(Some("{ damaged"), &game.to_save(), 99.0), 99.0);
    }
}
