//! Saved games in the browser's localStorage: one entry per game (the
//! engine's save file plus how the seats look) and an index for the list.
//! What the entries mean, how a damaged index is rebuilt and how an import
//! is judged is plain Rust in `crate::saves`; this module moves the text.
//! Every failure is a typed error and never touches the game being played.
use crate::engine::{Game, SaveFile};
use crate::saves::import::{check_size, read_import};
use crate::saves::record::{Day, Played};
use crate::saves::{
    entry, judge_import, read_index, ImportDecision, ImportError, SavedGameInfo, SavedSetup, StorageError, StoredGame,
    GAME_KEY, INDEX_KEY,
};
use crate::view::looks::SeatLook;
use crate::view::settings::Settings;

const SETTINGS_KEY: &str = "ayar/settings";

fn storage() -> Result<web_sys::Storage, StorageError> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten()).ok_or(StorageError::Unavailable)
}

fn write(key: &str, value: &str) -> Result<(), StorageError> {
    storage()?.set_item(key, value).map_err(|_| StorageError::Full)
}

fn read(key: &str) -> Result<Option<String>, StorageError> {
    storage()?.get_item(key).map_err(|_| StorageError::Unavailable)
}

/// Every key and value in storage (for the index repair's scan).
fn entries() -> Vec<(String, String)> {
    let Ok(store) = storage() else { return Vec::new() };
    let count = store.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|key| store.get_item(&key).ok().flatten().map(|value| (key, value)))
        .collect()
}

/// What the list holds, newest first, and why it had to be rebuilt if
/// it was damaged. A rebuilt list is written back at once.
pub fn index() -> Result<crate::saves::Index, StorageError> {
    let text = read(INDEX_KEY)?;
    let index = read_index(text.as_deref(), entries);
    if index.rebuilt.is_some() {
        write(INDEX_KEY, &serde_json::to_string(&index.games).unwrap_or_default())?;
    }
    Ok(index)
}

/// The saved games, newest first.
pub fn list() -> Result<Vec<SavedGameInfo>, StorageError> {
    index().map(|i| i.games)
}

/// Write a game under `id` and update the list.
/// `tutorial`: the guided first game, which resumes as one.
pub fn save(id: &str, game: &Game, seats: &[SeatLook], tutorial: bool) -> Result<(), StorageError> {
    let mut entry = StoredGame::new(game, seats, None).tutorial(tutorial);
    let updated = entry::saved_time(stored_text(id)?.as_deref(), &entry.save, js_sys::Date::now());
    entry.updated = Some(updated);
    write(&format!("{GAME_KEY}{id}"), &entry.to_json())?;
    let mut games = list()?;
    games.retain(|g| g.id != id);
    games.insert(0, SavedGameInfo { tutorial, ..SavedGameInfo::of(id, game, updated) });
    write(INDEX_KEY, &serde_json::to_string(&games).unwrap_or_default())
}

/// Load a stored game by replaying its actions (so it can never be in a
/// state the rules do not allow).
pub fn load(id: &str) -> Result<(Game, Vec<SeatLook>), StorageError> {
    let text = stored_text(id)?.ok_or_else(|| StorageError::Missing(id.into()))?;
    entry::parse(&text).map_err(|e| {
        web_sys::console::warn_1(&format!("Ayar: the saved game {id} does not load: {e}").into());
        StorageError::Corrupt { id: id.into(), reason: e.to_string() }
    })
}

/// The stored game `id` is the guided first game (its entry says so).
pub fn is_tutorial(id: &str) -> bool {
    stored_text(id).ok().flatten().is_some_and(|text| entry::Extras::of(&text).tutorial)
}

/// A game's entry as stored (the recovery screen offers it as a download).
pub fn stored_text(id: &str) -> Result<Option<String>, StorageError> {
    read(&format!("{GAME_KEY}{id}"))
}

pub fn delete(id: &str) -> Result<(), StorageError> {
    let store = storage()?;
    store.remove_item(&format!("{GAME_KEY}{id}")).map_err(|_| StorageError::Unavailable)?;
    let games: Vec<SavedGameInfo> = list()?.into_iter().filter(|g| g.id != id).collect();
    write(INDEX_KEY, &serde_json::to_string(&games).unwrap_or_default())
}

/// An imported file, read and judged against the saved games.
pub struct Import {
    pub game: Game,
    pub seats: Vec<SeatLook>,
    pub decision: ImportDecision,
}

/// Read and judge a file the player picked; the size is checked before
/// anything is read.
pub async fn read_import_file(file: web_sys::File) -> Result<Import, ImportError> {
    check_size(file.size())?;
    let text = super::files::read_text(file).await.ok_or(ImportError::Unreadable)?;
    let (game, seats) = read_import(&text)?;
    let decision = judge_import(&saved_setups(), game.setup(), game.log());
    Ok(Import { game, seats, decision })
}

/// How a game opened from elsewhere (a link) stands among the saved ones.
pub fn judge(game: &Game) -> ImportDecision {
    judge_import(&saved_setups(), game.setup(), game.log())
}

/// The move from which `game`, a game played by link, rewrites its saved
/// copy (`saves::rewritten_at`).
pub fn rewritten_at(game: &Game) -> Option<usize> {
    crate::saves::rewritten_at(&saved_setups(), game.setup(), game.log())
}

/// Every stored game's setup and length (unreadable entries are skipped:
/// they cannot be the same game).
fn saved_setups() -> Vec<SavedSetup> {
    entries()
        .into_iter()
        .filter_map(|(key, text)| {
            let id = key.strip_prefix(GAME_KEY)?.to_string();
            let save: SaveFile = serde_json::from_str(&text).ok()?;
            Some(SavedSetup { id, setup: save.setup, actions: save.actions })
        })
        .collect()
}

/// The text of an export file.
pub fn export_text(game: &Game, seats: &[SeatLook]) -> String {
    StoredGame::new(game, seats, None).to_json()
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

/// The record of finished games (issue 32): kept apart from the saved
/// games, so that deleting one keeps its result.
const RECORD_KEY: &str = "ayar/record";
/// Each day's scored daily-challenge attempt: the date and the game's id.
const DAILY_KEY: &str = "ayar/daily";

/// Every finished game recorded, oldest first (a line that cannot be read
/// is left out; the others stay).
pub fn record() -> Vec<Played> {
    read(RECORD_KEY).ok().flatten().unwrap_or_default().lines().filter_map(Played::from_line).collect()
}

/// Record a finished game, once per saved game: a line added.
pub fn record_game(played: Played) -> Result<(), StorageError> {
    let text = read(RECORD_KEY)?.unwrap_or_default();
    if text.lines().any(|l| l.split('\t').next() == Some(played.id.as_str())) {
        return Ok(());
    }
    write(RECORD_KEY, &format!("{text}{}\n", played.line()))
}

/// Each day's scored attempt, a line each: the date, a tab, the game's id.
fn daily_attempts() -> Vec<(Day, String)> {
    let text = read(DAILY_KEY).ok().flatten().unwrap_or_default();
    text.lines()
        .filter_map(|l| l.split_once('\t'))
        .filter_map(|(d, id)| Some((Day::parse(d)?, id.to_string())))
        .collect()
}

/// The saved game that is `day`'s scored attempt, if one was started.
pub fn daily_attempt(day: Day) -> Option<String> {
    daily_attempts().into_iter().find(|(d, _)| *d == day).map(|(_, id)| id)
}

/// Make `id` the scored attempt of `day` (the first one only).
pub fn set_daily_attempt(day: Day, id: &str) -> Result<(), StorageError> {
    if daily_attempt(day).is_some() {
        return Ok(());
    }
    let text = read(DAILY_KEY)?.unwrap_or_default();
    write(DAILY_KEY, &format!("{text}{}\t{id}\n", day.iso()))
}

/// The day of the daily challenge whose scored attempt is `id`, if any.
pub fn daily_of(id: &str) -> Option<Day> {
    daily_attempts().into_iter().find(|(_, i)| i == id).map(|(d, _)| d)
}

/// Today, on the player's clock and in their time zone.
pub fn today() -> Day {
    let now = js_sys::Date::new_0();
    Day { year: now.get_full_year() as i32, month: now.get_month() as u8 + 1, day: now.get_date() as u8 }
}
