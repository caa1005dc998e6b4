//! Saved games, the record of finished games and the settings, kept in
//! the browser's IndexedDB (issue 32; `super::idb`), under the keys of
//! `crate::saves::index`. What the entries mean, how an import is judged
//! and how earlier builds' localStorage moves in is plain Rust in
//! `crate::saves`; this module moves the text. Every failure is a typed
//! error and never touches the game being played.
//!
//! A save is also written ahead to localStorage, synchronously, and
//! removed there once the store has committed it: a tab closed in between
//! loses nothing, as the next start moves it in like an earlier build's.
use std::cell::RefCell;
use std::future::Future;

use super::idb;
use crate::engine::{short_sort, Game, SaveFile};
use crate::saves::import::{check_size, read_import};
use crate::saves::index::{self, IndexDamage, DAILY, GAME, LEGACY_GAME, LIST, RECORD, SETTINGS};
use crate::saves::record::{Day, Played};
use crate::saves::{
    entry, judge_import, ImportDecision, ImportError, SavedGameInfo, SavedSetup, StorageError, StoredGame,
};
use crate::view::looks::SeatLook;
use crate::view::settings::Settings;

thread_local! {
    /// The entry last written or opened, and its id: the table's game. A
    /// save compares against it (`entry::saved_time`), and the recovery
    /// screen offers it when the app stops.
    static LAST: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

fn remember(id: &str, text: &str) {
    LAST.with(|l| *l.borrow_mut() = Some((id.to_string(), text.to_string())));
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// What the app needs before its first screen.
pub struct Started {
    pub settings: Settings,
    /// Earlier builds' saved-games list was damaged (its games were all
    /// found again): why, to tell the player.
    pub damage: Option<IndexDamage>,
    /// The most recent unfinished saved game, to reopen.
    pub latest: Option<Latest>,
}

/// A saved game's list line and the game, or why it does not load.
pub type Latest = (SavedGameInfo, Result<(Game, Vec<SeatLook>), StorageError>);

/// Open the store, move in what earlier builds (or a save written ahead)
/// left in localStorage, and read the settings and the game to reopen.
/// Without a store (a browser that refuses it) the app starts all the
/// same, with the default settings; saving then says why it cannot.
pub async fn start() -> Started {
    let mut started = Started { settings: Settings::default(), damage: None, latest: None };
    if idb::open().await.is_err() {
        return started;
    }
    started.damage = move_in().await;
    // Both asked at once.
    let (settings, games) = (idb::get(SETTINGS), list());
    if let Ok(Some(text)) = settings.await {
        started.settings = Settings::from_json(&text);
    }
    if let Some(info) = games.await.ok().and_then(|games| games.into_iter().find(|g| !g.over)) {
        let game = load(&info.id).await;
        started.latest = Some((info, game));
    }
    started
}

/// Move every `ayar/` key of localStorage into the store; each is removed
/// there once the store has it (unless written again meanwhile).
async fn move_in() -> Option<IndexDamage> {
    let store = local()?;
    let entries: Vec<(String, String)> = (0..store.length().unwrap_or(0))
        .filter_map(|i| store.key(i).ok().flatten())
        .filter(|key| key.starts_with("ayar/"))
        .filter_map(|key| store.get_item(&key).ok().flatten().map(|value| (key, value)))
        .collect();
    if entries.is_empty() {
        return None;
    }
    let plan = index::plan_move(entries, &list().await.unwrap_or_default());
    if plan.removed.is_empty() {
        return None; // only keys that stay (the install card's flag)
    }
    let mut records = plan.records;
    if !plan.if_absent.is_empty() {
        let have = idb::prefixed(DAILY).await.unwrap_or_default();
        records.extend(plan.if_absent.into_iter().filter(|(k, _)| !have.iter().any(|(h, _)| h == k)));
    }
    if idb::write(&records, &[]).await.is_ok() {
        for (key, value) in plan.removed {
            remove_if_unchanged(&store, &key, &value);
        }
    }
    plan.damage
}

fn remove_if_unchanged(store: &web_sys::Storage, key: &str, value: &str) {
    if store.get_item(key).ok().flatten().as_deref() == Some(value) {
        let _ = store.remove_item(key);
    }
}

/// The saved games, newest first, each day's scored daily attempt marked
/// (asked at once).
pub fn list() -> impl Future<Output = Result<Vec<SavedGameInfo>, StorageError>> {
    let (lines, days) = (idb::prefixed(LIST), idb::prefixed(DAILY));
    async move {
        let (lines, days) = (lines.await?, days.await.unwrap_or_default());
        let scored: Vec<&str> = days.iter().map(|(_, id)| id.as_str()).collect();
        Ok(index::read_list(lines.iter().map(|(_, v)| v.as_str()), &scored))
    }
}

/// Write a game under `id` with its list line, in one transaction.
/// `tutorial`: the guided first game, which resumes as one. The write is
/// under way when this returns (saves land in the order they are asked
/// for); the future tells whether it was committed.
pub fn save(
    id: &str,
    game: &Game,
    seats: &[SeatLook],
    tutorial: bool,
) -> impl Future<Output = Result<(), StorageError>> {
    let mut entry = StoredGame::new(game, seats, None).tutorial(tutorial);
    let old = LAST.with(|l| l.borrow().as_ref().filter(|(i, _)| i == id).map(|(_, t)| t.clone()));
    let updated = entry::saved_time(old.as_deref(), &entry.save, js_sys::Date::now());
    entry.updated = Some(updated);
    let text = entry.to_json();
    let info = SavedGameInfo { tutorial, ..SavedGameInfo::of(id, game, updated) };
    let ahead = format!("{LEGACY_GAME}{id}");
    let store = local().filter(|s| s.set_item(&ahead, &text).is_ok());
    remember(id, &text);
    let records = [
        (format!("{GAME}{id}"), text.clone()),
        (format!("{LIST}{id}"), serde_json::to_string(&info).unwrap_or_default()),
    ];
    let written = idb::write(&records, &[]);
    async move {
        written.await?;
        if let Some(store) = store {
            remove_if_unchanged(&store, &ahead, &text);
        }
        Ok(())
    }
}

/// A stored entry's text.
async fn entry_text(id: &str) -> Result<String, StorageError> {
    idb::get(&format!("{GAME}{id}")).await?.ok_or_else(|| StorageError::Missing(id.into()))
}

/// Load a stored game by replaying its actions (so it can never be in a
/// state the rules do not allow), to put it on the table.
pub async fn load(id: &str) -> Result<(Game, Vec<SeatLook>), StorageError> {
    let text = entry_text(id).await?;
    remember(id, &text);
    parse(id, &text)
}

fn parse(id: &str, text: &str) -> Result<(Game, Vec<SeatLook>), StorageError> {
    entry::parse(text).map_err(|e| {
        web_sys::console::warn_1(&format!("Ayar: the saved game {id} does not load: {e}").into());
        StorageError::Corrupt { id: id.into(), reason: e.to_string() }
    })
}

/// A stored game, read without becoming the table's (the daily
/// challenge's result line).
pub async fn peek(id: &str) -> Result<Game, StorageError> {
    parse(id, &entry_text(id).await?).map(|(game, _)| game)
}

/// Whether the stored game `id` is the guided first game (its entry says so).
pub async fn is_tutorial(id: &str) -> bool {
    entry_text(id).await.is_ok_and(|text| entry::Extras::of(&text).tutorial)
}

/// The table's game as last stored, if it is `id` (for the recovery
/// screen, which cannot wait for the store).
pub fn stored_text(id: &str) -> Option<String> {
    LAST.with(|l| l.try_borrow().ok()?.as_ref().filter(|(i, _)| i == id).map(|(_, t)| t.clone()))
}

/// Delete the game `id` (its record stays).
pub fn delete(id: &str) -> impl Future<Output = Result<(), StorageError>> {
    if let Some(store) = local() {
        let _ = store.remove_item(&format!("{LEGACY_GAME}{id}"));
    }
    idb::write(&[], &[format!("{GAME}{id}"), format!("{LIST}{id}")])
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
    let decision = judge(&game).await;
    Ok(Import { game, seats, decision })
}

/// How a game opened from elsewhere (a link, a file) stands among the
/// saved ones.
pub async fn judge(game: &Game) -> ImportDecision {
    judge_import(&saved_setups(game).await, game.setup(), game.log())
}

/// The move from which `game`, a game played by link, rewrites its saved
/// copy (`saves::rewritten_at`).
pub async fn rewritten_at(game: &Game) -> Option<usize> {
    crate::saves::rewritten_at(&saved_setups(game).await, game.setup(), game.log())
}

/// The setup and moves of every stored game of `game`'s seed, the only
/// ones that can be the same game (unreadable entries are skipped).
async fn saved_setups(game: &Game) -> Vec<SavedSetup> {
    let seed = game.setup().seed;
    let mut setups = Vec::new();
    for info in list().await.unwrap_or_default().into_iter().filter(|g| g.seed == seed) {
        let Ok(text) = entry_text(&info.id).await else { continue };
        if let Ok(save) = serde_json::from_str::<SaveFile>(&text) {
            setups.push(SavedSetup { id: info.id, setup: save.setup, actions: save.actions });
        }
    }
    setups
}

/// The text of an export file.
pub fn export_text(game: &Game, seats: &[SeatLook]) -> String {
    StoredGame::new(game, seats, None).to_json()
}

/// A new id for a game: time-based, unique enough for one browser.
pub fn new_id() -> String {
    format!("{:x}{:04x}", js_sys::Date::now() as u64, super::random_seed() as u16)
}

/// Keep the settings for the next visit (quietly: a setting that cannot
/// be stored still applies now; the write goes on without being awaited).
pub fn save_settings(settings: &Settings) {
    drop(idb::write(&[(SETTINGS.to_string(), settings.to_json())], &[]));
}

/// Every finished game recorded, oldest first (a line that cannot be read
/// is left out; the others stay). Kept apart from the saved games, so
/// that deleting one keeps its result.
pub async fn record() -> Vec<Played> {
    let lines = idb::prefixed(RECORD).await.unwrap_or_default();
    let mut played: Vec<Played> = lines.iter().filter_map(|(_, line)| Played::from_line(line)).collect();
    short_sort::sort_by(&mut played, |a, b| a.ended < b.ended);
    played
}

/// Record a finished game, once per saved game.
pub async fn record_game(played: Played) -> Result<(), StorageError> {
    let key = format!("{RECORD}{}", played.id);
    if idb::get(&key).await?.is_none() {
        idb::write(&[(key, played.line())], &[]).await?;
    }
    Ok(())
}

/// The saved game that is `day`'s scored attempt, if one was started.
pub async fn daily_attempt(day: Day) -> Option<String> {
    idb::get(&format!("{DAILY}{}", day.iso())).await.ok().flatten()
}

/// Make `id` the scored attempt of `day` (the first one only).
pub async fn set_daily_attempt(day: Day, id: &str) -> Result<(), StorageError> {
    if daily_attempt(day).await.is_none() {
        idb::write(&[(format!("{DAILY}{}", day.iso()), id.to_string())], &[]).await?;
    }
    Ok(())
}

/// The day of the daily challenge whose scored attempt is `id`, if any.
pub async fn daily_of(id: &str) -> Option<Day> {
    let days = idb::prefixed(DAILY).await.ok()?;
    days.into_iter().find(|(_, i)| i == id).and_then(|(key, _)| Day::parse(key.strip_prefix(DAILY)?))
}

/// Today, on the player's clock and in their time zone.
pub fn today() -> Day {
    let now = js_sys::Date::new_0();
    Day { year: now.get_full_year() as i32, month: now.get_month() as u8 + 1, day: now.get_date() as u8 }
}
