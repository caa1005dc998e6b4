//! Saved games in the browser's localStorage: one entry per game (the
//! engine's save file plus how the seats look) and an index for the list.
//! Autosave writes after every action; every failure is a typed error and
//! never touches the game being played.
use serde::{Deserialize, Serialize};

use crate::engine::{Game, SaveError, SaveFile};
use crate::view::looks::SeatLook;
use crate::view::settings::Settings;

const INDEX_KEY: &str = "ayar/index";
const GAME_KEY: &str = "ayar/game/";
const SETTINGS_KEY: &str = "ayar/settings";

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGameInfo {
    pub id: String,
    pub players: Vec<String>,
    pub solo: Option<u8>,
    pub round: u8,
    pub over: bool,
    /// Milliseconds since the epoch of the last save.
    pub updated: f64,
}

/// A game as stored and as exported: the engine's save file with the
/// seats' looks beside it (the engine ignores the extra field).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StoredGame {
    #[serde(flatten)]
    pub save: SaveFile,
    pub seats: Vec<SeatLook>,
}

/// The seats' looks of a stored game (the engine reads the rest). Read on
/// their own: a flattened `StoredGame` would be read through serde's
/// buffered `Content`, a third copy of every deserializer of the save.
#[derive(Deserialize)]
struct StoredSeats {
    #[serde(default)]
    seats: Vec<SeatLook>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StorageError {
    #[error("this browser does not let the game store anything (private mode?): games are not saved")]
    Unavailable,
    #[error("the browser's storage is full: this game was not saved (delete an old game to make room)")]
    Full,
    #[error("the saved game {id} is damaged and cannot be opened: {reason}")]
    Corrupt { id: String, reason: String },
    #[error("there is no saved game {0}")]
    Missing(String),
}

fn storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten()).ok_or(StorageError::Unavailable)
}

fn write(key: &str, value: &str) -> Result<(), StorageError> {
    storage()?.set_item(key, value).map_err(|_| StorageError::Full)
}

fn read(key: &str) -> Result<Option<String>, StorageError> {
    storage()?.get_item(key).map_err(|_| StorageError::Unavailable)
}

/// The saved games, newest first. A damaged index reads as empty rather
/// than blocking the app; the games themselves stay where they are.
pub fn list() -> Result<Vec<SavedGameInfo>, StorageError> {
    let mut games: Vec<SavedGameInfo> =
        read(INDEX_KEY)?.and_then(|text| serde_json::from_str(&text).ok()).unwrap_or_default();
    games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
    Ok(games)
}

/// Write a game under `id` and update the list.
pub fn save(id: &str, game: &Game, seats: &[SeatLook]) -> Result<(), StorageError> {
    let stored = StoredGame { save: game.to_save(), seats: seats.to_vec() };
    let text =
        serde_json::to_string(&stored).map_err(|e| StorageError::Corrupt { id: id.into(), reason: e.to_string() })?;
    write(&format!("{GAME_KEY}{id}"), &text)?;
    let info = SavedGameInfo {
        id: id.to_string(),
        players: game.players().iter().map(|p| p.name.clone()).collect(),
        solo: game.setup().solo,
        round: game.round(),
        over: game.is_over(),
        updated: js_sys::Date::now(),
    };
    let mut games = list()?;
    games.retain(|g| g.id != id);
    games.insert(0, info);
    write(INDEX_KEY, &serde_json::to_string(&games).unwrap_or_default())
}

/// Load a stored game by replaying its actions (so it can never be in a
/// state the rules do not allow).
pub fn load(id: &str) -> Result<(Game, Vec<SeatLook>), StorageError> {
    let text = read(&format!("{GAME_KEY}{id}"))?.ok_or_else(|| StorageError::Missing(id.into()))?;
    parse(&text).map_err(|e| StorageError::Corrupt { id: id.into(), reason: e.to_string() })
}

pub fn delete(id: &str) -> Result<(), StorageError> {
    let store = storage()?;
    store.remove_item(&format!("{GAME_KEY}{id}")).map_err(|_| StorageError::Unavailable)?;
    let games: Vec<SavedGameInfo> = list()?.into_iter().filter(|g| g.id != id).collect();
    write(INDEX_KEY, &serde_json::to_string(&games).unwrap_or_default())
}

/// Parse a stored or exported game: the engine checks format, version
/// and every action.
pub fn parse(text: &str) -> Result<(Game, Vec<SeatLook>), SaveError> {
    let game = Game::from_json(text)?;
    let seats = serde_json::from_str::<StoredSeats>(text).map(|g| g.seats).unwrap_or_default();
    Ok((game, seats))
}

/// The text of an export file.
pub fn export_text(game: &Game, seats: &[SeatLook]) -> String {
    let stored = StoredGame { save: game.to_save(), seats: seats.to_vec() };
    serde_json::to_string_pretty(&stored).unwrap_or_default()
}

/// A new id for a game: time-based, unique enough for one browser.
pub fn new_id() -> String {
    format!("{:x}{:04x}", js_sys::Date::now() as u64, super::random_seed() as u16)
}

/// The player's settings; the defaults when none are stored or storage is
/// unavailable.
pub fn load_settings() -> Settings {
    read(SETTINGS_KEY).ok().flatten().map(|text| Settings::from_json(&text)).unwrap_or_default()
}

/// Keep the settings for the next visit (quietly: a setting that cannot
/// be stored still applies now).
pub fn save_settings(settings: &Settings) {
    let _ = write(SETTINGS_KEY, &settings.to_json());
}
