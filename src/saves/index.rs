//! The saved-games list (the index, one storage entry) and its repair: a
//! damaged or missing index is rebuilt by scanning storage for game
//! entries, so a corrupt list never hides the games themselves.
use super::entry::{Extras, SavedGameInfo};
use crate::engine::{short_sort, Game, SaveFile};

pub const INDEX_KEY: &str = "ayar/index";
/// Each game is stored under this prefix and its id.
pub const GAME_KEY: &str = "ayar/game/";

/// The list as read, and whether it had to be rebuilt.
#[derive(Clone, Debug, PartialEq)]
pub struct Index {
    /// Newest first.
    pub games: Vec<SavedGameInfo>,
    /// Set when the stored index was damaged (or missing while games
    /// exist): the list was rebuilt from the game entries and must be
    /// written back. Says why, for the player's Details.
    pub rebuilt: Option<IndexDamage>,
}

/// What was wrong with the stored list (worded by `view::saved`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IndexDamage {
    /// No list, though games are stored.
    Missing,
    /// The list's text did not read: the JSON reader's words.
    Unreadable(String),
}

/// Read the index text; when it is damaged, rebuild it from `entries`
/// (every key and value in storage; only asked for then).
pub fn read_index<I>(index: Option<&str>, entries: impl FnOnce() -> I) -> Index
where
    I: IntoIterator<Item = (String, String)>,
{
    let damage = match index {
        Some(text) => match serde_json::from_str::<Vec<SavedGameInfo>>(text) {
            Ok(mut games) => {
                sort(&mut games);
                return Index { games, rebuilt: None };
            }
            Err(e) => IndexDamage::Unreadable(e.to_string()),
        },
        None => IndexDamage::Missing,
    };
    let games = scan(entries());
    // No index and no games: a first visit, nothing to repair.
    if index.is_none() && games.is_empty() {
        return Index { games, rebuilt: None };
    }
    Index { games, rebuilt: Some(damage) }
}

/// A list line for every game entry among `entries`, newest first. An
/// entry that no longer replays is still listed (from whatever of it can
/// be read) so the player sees it and may delete it.
pub fn scan(entries: impl IntoIterator<Item = (String, String)>) -> Vec<SavedGameInfo> {
    let mut games: Vec<SavedGameInfo> = entries
        .into_iter()
        .filter_map(|(key, text)| {
            let id = key.strip_prefix(GAME_KEY)?.to_string();
            Some(info_of_entry(id, &text))
        })
        .collect();
    sort(&mut games);
    games
}

fn info_of_entry(id: String, text: &str) -> SavedGameInfo {
    let extras = Extras::of(text);
    let updated = extras.updated.unwrap_or(0.0);
    if let Ok(game) = Game::from_json(text) {
        return SavedGameInfo { tutorial: extras.tutorial, ..SavedGameInfo::of(&id, &game, updated) };
    }
    // A damaged entry still names its players when its setup reads.
    let save = serde_json::from_str::<SaveFile>(text).ok();
    let (players, solo) = save.map(|s| (s.setup.players, s.setup.solo)).unwrap_or_default();
    SavedGameInfo { id, players, solo, round: 1, over: false, updated, tutorial: false }
}

fn sort(games: &mut [SavedGameInfo]) {
    short_sort::sort_by(games, |a, b| a.updated.total_cmp(&b.updated).is_gt());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;
    use crate::saves::StoredGame;

    fn entry(id: &str, seed: u64, updated: f64) -> (String, String) {
        let game = Game::new(Setup::new(seed, &["Ana", "Bo"])).unwrap();
        (format!("{GAME_KEY}{id}"), StoredGame::new(&game, &[], Some(updated)).to_json())
    }

    fn no_scan() -> Vec<(String, String)> {
        panic!("a sound index needs no scan")
    }

    #[test]
    fn a_sound_index_is_read_newest_first_without_a_scan() {
        let a = SavedGameInfo {
            id: "a".into(),
            players: vec!["Ana".into()],
            solo: Some(1),
            round: 1,
            over: false,
            updated: 1.0,
            tutorial: false,
        };
        let b = SavedGameInfo { updated: 2.0, id: "b".into(), ..a.clone() };
        let text = serde_json::to_string(&[a.clone(), b.clone()]).unwrap();
        assert_eq!(read_index(Some(&text), no_scan), Index { games: vec![b, a], rebuilt: None });
    }

    #[test]
    fn a_first_visit_has_an_empty_list_and_nothing_to_repair() {
        let index = read_index(None, || vec![("ayar/settings".to_string(), "{}".to_string())]);
        assert_eq!(index, Index { games: vec![], rebuilt: None });
    }

    #[test]
    fn a_damaged_index_is_rebuilt_from_the_game_entries() {
        let entries = vec![
            entry("old", 1, 10.0),
            ("ayar/settings".to_string(), "{}".to_string()),
            entry("new", 2, 20.0),
            (format!("{GAME_KEY}broken"), "{\"format\":".to_string()),
        ];
        let index = read_index(Some("[{\"id\": oops"), || entries);
        let ids: Vec<&str> = index.games.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, ["new", "old", "broken"], "newest first; the unreadable entry listed last");
        assert!(matches!(index.rebuilt, Some(IndexDamage::Unreadable(_))));
        assert_eq!(index.games[0].players, ["Ana", "Bo"]);
        assert!(index.games[2].players.is_empty());
    }

    #[test]
    fn a_missing_index_beside_games_is_rebuilt_too() {
        let index = read_index(None, || vec![entry("g", 3, 5.0)]);
        assert_eq!(index.games.len(), 1);
        assert_eq!(index.rebuilt, Some(IndexDamage::Missing));
    }

    #[test]
    fn an_entry_whose_actions_no_longer_replay_keeps_its_players() {
        let text = r#"{"format":"ayar-save","version":1,"setup":{"seed":1,"players":["Ana","Bo"]},"actions":[{"ChoosePower":{"power":9}}],"updated":4.0}"#;
        let games = scan([(format!("{GAME_KEY}x"), text.to_string())]);
        assert_eq!(games[0].players, ["Ana", "Bo"]);
        assert_eq!(games[0].updated, 4.0);
    }

    #[test]
    fn a_rebuilt_list_still_knows_the_tutorial() {
        let game = Game::new(crate::view::tutorial::setup("Ana")).unwrap();
        let text = StoredGame::new(&game, &[], Some(3.0)).tutorial(true).to_json();
        let games = scan([(format!("{GAME_KEY}t"), text), entry("o", 5, 2.0)]);
        assert_eq!(games.iter().map(|g| (g.id.as_str(), g.tutorial)).collect::<Vec<_>>(), [("t", true), ("o", false)]);
    }
}
