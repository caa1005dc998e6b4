//! How the store (IndexedDB, issue 32) keys what it keeps, one record per
//! key: each game's entry under `game/<id>` and its line of the
//! saved-games list under `list/<id>`, written in one transaction so the
//! list never falls out of step with the games; each finished game's
//! record line, each day's scored daily attempt, the settings. And the
//! move from the localStorage of earlier builds, planned here as plain
//! Rust: nothing of it is lost, and a damaged old list is rebuilt from
//! the game entries themselves.
use super::entry::{Extras, SavedGameInfo};
use super::record::Played;
use crate::engine::{short_sort, Game, SaveFile};

/// A game's entry (the save file and its seats' looks).
pub const GAME: &str = "game/";
/// A game's line of the saved-games list.
pub const LIST: &str = "list/";
/// A finished game's record line (`record::Played`), kept after the game
/// is deleted.
pub const RECORD: &str = "record/";
/// A day's scored daily attempt (the key ends in the date): the game's id.
pub const DAILY: &str = "daily/";
pub const SETTINGS: &str = "settings";

/// The localStorage keys of earlier builds. A game entry under
/// `LEGACY_GAME` is also how a save is written ahead of the store
/// (`browser::storage::save`): found at the next start, it is moved in
/// as an earlier build's would be, so a tab closed mid-write loses nothing.
pub const LEGACY_INDEX: &str = "ayar/index";
pub const LEGACY_GAME: &str = "ayar/game/";
pub const LEGACY_SETTINGS: &str = "ayar/settings";
pub const LEGACY_RECORD: &str = "ayar/record";
pub const LEGACY_DAILY: &str = "ayar/daily";

/// What was wrong with the saved-games list of an earlier build (worded
/// by `view::saved`). Its games were found again all the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IndexDamage {
    /// The list's text did not read: the JSON reader's words.
    Unreadable(String),
}

/// What moves from localStorage into the store: the records to write, and
/// the localStorage keys to remove once they are written (each with the
/// value moved, so a key written again meanwhile stays for next time).
#[derive(Debug, Default, PartialEq)]
pub struct Move {
    pub records: Vec<(String, String)>,
    /// Records written only where the store has none (a day's scored
    /// attempt is the first one).
    pub if_absent: Vec<(String, String)>,
    pub removed: Vec<(String, String)>,
    pub damage: Option<IndexDamage>,
}

/// Plan the move of every `ayar/` key among `entries` (localStorage's
/// keys and values) into a store that already lists `stored`. Game
/// entries are listed from themselves, not from the old list, so a
/// damaged or missing list loses no game; an entry older than the store's
/// copy (another tab saved it since) is only removed.
pub fn plan_move(entries: Vec<(String, String)>, stored: &[SavedGameInfo]) -> Move {
    let mut plan = Move::default();
    for (key, value) in entries {
        if let Some(id) = key.strip_prefix(LEGACY_GAME) {
            let info = info_of_entry(id.to_string(), &value);
            if !stored.iter().any(|s| s.id == id && s.updated > info.updated) {
                plan.records.push((format!("{LIST}{id}"), serde_json::to_string(&info).unwrap_or_default()));
                plan.records.push((format!("{GAME}{id}"), value.clone()));
            }
        } else if key == LEGACY_INDEX {
            if let Err(e) = serde_json::from_str::<Vec<SavedGameInfo>>(&value) {
                plan.damage = Some(IndexDamage::Unreadable(e.to_string()));
            }
        } else if key == LEGACY_SETTINGS {
            plan.records.push((SETTINGS.to_string(), value.clone()));
        } else if key == LEGACY_RECORD {
            for played in value.lines().filter_map(Played::from_line) {
                plan.records.push((format!("{RECORD}{}", played.id), played.line()));
            }
        } else if key == LEGACY_DAILY {
            for (day, id) in value.lines().filter_map(|l| l.split_once('\t')) {
                plan.if_absent.push((format!("{DAILY}{day}"), id.to_string()));
            }
        } else {
            continue;
        }
        plan.removed.push((key, value));
    }
    plan
}

/// The list line of a stored entry. An entry that no longer replays is
/// still listed (from whatever of it can be read) so the player sees it
/// and may delete it.
pub fn info_of_entry(id: String, text: &str) -> SavedGameInfo {
    let extras = Extras::of(text);
    let updated = extras.updated.unwrap_or(0.0);
    if let Ok(game) = Game::from_json(text) {
        return SavedGameInfo { tutorial: extras.tutorial, ..SavedGameInfo::of(&id, &game, updated) };
    }
    // A damaged entry still names its players when its setup reads.
    let save = serde_json::from_str::<SaveFile>(text).ok();
    let (players, solo, seed) = save.map(|s| (s.setup.players, s.setup.solo, s.setup.seed)).unwrap_or_default();
    SavedGameInfo { id, seed, players, solo, round: 1, over: false, updated, tutorial: false, scored: false }
}

/// The saved-games list from the store's `list/` records, newest first (a
/// line that does not read is left out: its game is still under `game/`),
/// each day's scored daily attempt (`scored`, ids) marked.
pub fn read_list<'a>(lines: impl IntoIterator<Item = &'a str>, scored: &[&str]) -> Vec<SavedGameInfo> {
    let mut games: Vec<SavedGameInfo> = lines
        .into_iter()
        .filter_map(|l| serde_json::from_str::<SavedGameInfo>(l).ok())
        .map(|g| SavedGameInfo { scored: scored.contains(&g.id.as_str()), ..g })
        .collect();
    short_sort::sort_by(&mut games, |a, b| a.updated.total_cmp(&b.updated).is_gt());
    games
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;
    use crate::saves::record::Day;
    use crate::saves::StoredGame;

    fn entry(id: &str, seed: u64, updated: f64) -> (String, String) {
        let game = Game::new(Setup::new(seed, &["Ana", "Bo"])).unwrap();
        (format!("{LEGACY_GAME}{id}"), StoredGame::new(&game, &[], Some(updated)).to_json())
    }

    fn record(plan: &Move, key: &str) -> Option<String> {
        plan.records.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    #[test]
    fn todays_local_storage_moves_whole_into_the_store() {
        let old = entry("old", 1, 10.0);
        let index = serde_json::to_string(&read_list([], &[])).unwrap();
        let played = "g1\t5\t1\t2\t2026-12-04\t30\tAna\t31 33 31 1 1 2 3 4 5 6 7 8";
        let entries = vec![
            old.clone(),
            (LEGACY_INDEX.to_string(), index),
            (LEGACY_SETTINGS.to_string(), "{\"sound\":false}".to_string()),
            (LEGACY_RECORD.to_string(), format!("{played}\nnot a line\n")),
            (LEGACY_DAILY.to_string(), "2026-12-04\tg1\n".to_string()),
            ("someone-else".to_string(), "x".to_string()),
        ];
        let plan = plan_move(entries, &[]);
        assert_eq!(record(&plan, "game/old"), Some(old.1.clone()), "the entry as it was");
        let info: SavedGameInfo = serde_json::from_str(&record(&plan, "list/old").unwrap()).unwrap();
        assert_eq!((info.players.len(), info.seed, info.updated), (2, 1, 10.0));
        assert_eq!(record(&plan, "settings").as_deref(), Some("{\"sound\":false}"));
        assert_eq!(record(&plan, "record/g1").as_deref(), Some(played));
        assert_eq!(plan.if_absent, [("daily/2026-12-04".to_string(), "g1".to_string())]);
        assert!(Day::parse("2026-12-04").is_some());
        assert_eq!(plan.damage, None);
        let removed: Vec<&str> = plan.removed.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            removed,
            ["ayar/game/old", "ayar/index", "ayar/settings", "ayar/record", "ayar/daily"],
            "not another site's key"
        );
    }

    #[test]
    fn a_damaged_old_list_is_reported_and_every_game_found_again() {
        let entries = vec![
            entry("old", 1, 10.0),
            (LEGACY_INDEX.to_string(), "[{\"id\": oops".to_string()),
            entry("new", 2, 20.0),
            (format!("{LEGACY_GAME}broken"), "{\"format\":".to_string()),
        ];
        let plan = plan_move(entries, &[]);
        assert!(matches!(plan.damage, Some(IndexDamage::Unreadable(_))));
        let lines: Vec<String> =
            plan.records.iter().filter(|(k, _)| k.starts_with(LIST)).map(|(_, v)| v.clone()).collect();
        let list = read_list(lines.iter().map(String::as_str), &[]);
        let ids: Vec<&str> = list.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, ["new", "old", "broken"], "newest first; the unreadable entry listed last");
        assert!(list[2].players.is_empty());
    }

    #[test]
    fn a_copy_older_than_the_stores_is_only_removed() {
        let (key, text) = entry("g", 1, 10.0);
        let newer = info_of_entry("g".into(), &entry("g", 1, 11.0).1);
        let plan = plan_move(vec![(key.clone(), text.clone())], std::slice::from_ref(&newer));
        assert!(plan.records.is_empty());
        assert_eq!(plan.removed, [(key.clone(), text.clone())]);
        let older = SavedGameInfo { updated: 9.0, ..newer };
        assert_eq!(plan_move(vec![(key, text)], &[older]).records.len(), 2, "the list line and the entry");
    }

    #[test]
    fn an_entry_whose_actions_no_longer_replay_keeps_its_players() {
        let text = r#"{"format":"ayar-save","version":1,"setup":{"seed":1,"players":["Ana","Bo"]},"actions":[{"ChoosePower":{"power":9}}],"updated":4.0}"#;
        let info = info_of_entry("x".into(), text);
        assert_eq!((info.players.len(), info.updated, info.seed), (2, 4.0, 1));
    }

    #[test]
    fn a_tutorial_entry_is_listed_as_one() {
        let game = Game::new(crate::view::tutorial::setup("Ana")).unwrap();
        let text = StoredGame::new(&game, &[], Some(3.0)).tutorial(true).to_json();
        assert!(info_of_entry("t".into(), &text).tutorial);
        assert!(!info_of_entry("o".into(), &entry("o", 5, 2.0).1).tutorial);
    }

    #[test]
    fn a_list_line_that_does_not_read_is_left_out() {
        let game = Game::new(Setup::new(3, &["Ana", "Bo"])).unwrap();
        let a = serde_json::to_string(&SavedGameInfo::of("a", &game, 1.0)).unwrap();
        let b = serde_json::to_string(&SavedGameInfo::of("b", &game, 2.0)).unwrap();
        let list = read_list([a.as_str(), "{oops", b.as_str()], &["a"]);
        let ids: Vec<(&str, bool)> = list.iter().map(|g| (g.id.as_str(), g.scored)).collect();
        assert_eq!(ids, [("b", false), ("a", true)], "the scored daily attempt marked");
    }
}
