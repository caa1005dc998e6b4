//! Importing a save file: refused when too large (before it is read),
//! judged by the engine, and refused in plain words with the technical
//! reason kept for a Details disclosure. A game is identified by its setup
//! (seed, seats, difficulty): a file of a game already saved updates it
//! when it is further along, and is otherwise already there. Nothing is
//! ever saved twice.
use crate::engine::{Action, Game, SaveError, Setup, SAVE_FORMAT, SAVE_VERSION};
use crate::view::looks::SeatLook;

use super::entry;

/// The largest file read: a whole 4-player game is about 20 KB.
pub const MAX_IMPORT_BYTES: f64 = 1024.0 * 1024.0;

/// Why a file was not imported, worded for the player by
/// `view::problems`; `detail` is the technical reason, for the Details
/// disclosure (a library's words, such as the JSON reader's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Over `MAX_IMPORT_BYTES`; refused unread.
    TooLarge {
        bytes: u64,
    },
    /// The browser could not read the file.
    Unreadable,
    NotASave {
        detail: String,
    },
    NewerVersion {
        detail: String,
    },
    /// `at`: the move (1-based) that cannot be replayed, when known.
    Damaged {
        at: Option<usize>,
        detail: String,
    },
}

/// Refuse a file by its size alone, before reading it.
pub fn check_size(bytes: f64) -> Result<(), ImportError> {
    if bytes > MAX_IMPORT_BYTES {
        return Err(ImportError::TooLarge { bytes: bytes as u64 });
    }
    Ok(())
}

/// Read an imported file's text into a game, or say plainly why not.
pub fn read_import(text: &str) -> Result<(Game, Vec<SeatLook>), ImportError> {
    entry::parse(text).map_err(|e| classify(text, e))
}

/// The engine's reason, in the player's words.
fn classify(text: &str, error: SaveError) -> ImportError {
    let detail = error.to_string();
    match error {
        SaveError::Format(_) => ImportError::NotASave { detail },
        SaveError::Version { found, .. } if found > SAVE_VERSION => ImportError::NewerVersion { detail },
        SaveError::IllegalAction { index, .. } => ImportError::Damaged { at: Some(index + 1), detail },
        SaveError::Json(_) => json_damage(text, detail),
        SaveError::Version { .. } | SaveError::Setup(_) => ImportError::Damaged { at: None, detail },
    }
}

/// A file that is not well-formed save JSON: damaged when it still looks
/// like an Ayar save (cut short, or an action garbled: then which one),
/// or not a save at all.
fn json_damage(text: &str, detail: String) -> ImportError {
    // Read without a generic JSON tree (`serde_json::Value` would add its
    // deserializer to the wasm): the actions as raw text, each then read.
    #[derive(serde::Deserialize)]
    struct Actions<'a> {
        #[serde(borrow, default)]
        actions: Vec<&'a serde_json::value::RawValue>,
    }
    if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(text) {
        // An object cut short (a download or copy that stopped early), or
        // garbled text that still names the format.
        return match (e.is_eof() && text.trim_start().starts_with('{')) || text.contains(SAVE_FORMAT) {
            true => ImportError::Damaged { at: None, detail },
            false => ImportError::NotASave { detail },
        };
    }
    // Well-formed JSON, but not an object (a list, a number): no save.
    if !text.trim_start().starts_with('{') {
        return ImportError::NotASave { detail };
    }
    let at = serde_json::from_str::<Actions>(text).ok().and_then(|probe| {
        probe.actions.iter().position(|a| serde_json::from_str::<Action>(a.get()).is_err()).map(|i| i + 1)
    });
    ImportError::Damaged { at, detail }
}

/// A saved game, as far as importing needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedSetup {
    pub id: String,
    pub setup: Setup,
    pub actions: Vec<Action>,
}

/// The move (0-based) from which a link of a game played by link rewrites
/// the saved copy: some saved game has its setup, and none agrees with
/// its moves (`judge_import` says `New`); the copy that agrees longest
/// counts. `None`: no saved game has its setup.
pub fn rewritten_at(saved: &[SavedSetup], setup: &Setup, actions: &[Action]) -> Option<usize> {
    let agree = |s: &SavedSetup| s.actions.iter().zip(actions).take_while(|(a, b)| a == b).count();
    saved.iter().filter(|s| &s.setup == setup).map(agree).max()
}

/// What importing a game does to the saved games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportDecision {
    /// Not saved yet: a new entry.
    New,
    /// Saved, and the file is further along: replace that entry.
    Update { id: String },
    /// Saved as far as the file goes, or further: nothing to do.
    AlreadyThere { id: String, actions: usize },
}

/// The same game is the same setup (seed, seats, difficulty) with the
/// same moves as far as both go: a game played on from a replay's move
/// ("Play on from here") is another game, never overwritten by the one it
/// branched from, nor the other way. Should the list hold the same game
/// twice (from before imports were checked), the entry furthest along
/// counts.
pub fn judge_import(saved: &[SavedSetup], setup: &Setup, actions: &[Action]) -> ImportDecision {
    let same = |s: &&SavedSetup| {
        let both = s.actions.len().min(actions.len());
        &s.setup == setup && s.actions[..both] == actions[..both]
    };
    let Some(same) = saved.iter().filter(same).max_by_key(|s| s.actions.len()) else {
        return ImportDecision::New;
    };
    if actions.len() > same.actions.len() {
        ImportDecision::Update { id: same.id.clone() }
    } else {
        ImportDecision::AlreadyThere { id: same.id.clone(), actions: same.actions.len() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::problems::{import, import_detail};

    const GOLDEN: &str = include_str!("../../tests/golden/two_players_round_2.save.json");

    fn refused(text: &str) -> ImportError {
        match read_import(text) {
            Ok(_) => panic!("accepted"),
            Err(e) => e,
        }
    }

    #[test]
    fn a_good_save_is_read_with_its_seats() {
        let (game, _) = read_import(GOLDEN).unwrap();
        assert_eq!(game.setup().players.len(), 2);
    }

    #[test]
    fn files_over_one_mb_are_refused_by_size() {
        assert_eq!(check_size(1024.0 * 1024.0), Ok(()));
        let e = check_size(20.0 * 1000.0 * 1000.0).unwrap_err();
        assert_eq!(e, ImportError::TooLarge { bytes: 20_000_000 });
        assert_eq!(import(&e), "This file is too large to be an Ayar save (20 MB; the limit is 1 MB).");
        assert_eq!(import_detail(&e), None, "nothing more to say");
    }

    #[test]
    fn noise_and_other_json_are_not_ayar_saves() {
        assert_eq!(import(&refused("\u{1}\u{2}garbage")), "This file is not an Ayar save.");
        let other = refused(r#"{"format":"chess","moves":[]}"#);
        assert_eq!(import(&other), "This file is not an Ayar save.");
        assert!(import_detail(&other).is_some_and(|d| d.contains("chess")), "{:?}", import_detail(&other));
        assert!(matches!(refused("[1, 2, 3]"), ImportError::NotASave { .. }));
    }

    #[test]
    fn a_newer_version_says_so() {
        let newer = GOLDEN.replace("\"version\": 1", "\"version\": 99");
        let e = refused(&newer);
        assert_eq!(
            import(&e),
            "This save is from a newer version of Ayar: reload the app to update it, then try again."
        );
        assert!(import_detail(&e).is_some_and(|d| d.contains("99")));
    }

    #[test]
    fn an_illegal_action_is_damage_at_its_move() {
        let mut save: serde_json::Value = serde_json::from_str(GOLDEN).unwrap();
        save["actions"][36] = serde_json::json!({ "ChoosePower": { "power": 4 } });
        let e = refused(&save.to_string());
        assert_eq!(import(&e), "This save is damaged at move 37.");
        assert!(
            import_detail(&e).is_some_and(|d| d.contains("action 36 cannot be replayed")),
            "{:?}",
            import_detail(&e)
        );
    }

    #[test]
    fn a_garbled_action_is_damage_at_its_move() {
        let mut save: serde_json::Value = serde_json::from_str(GOLDEN).unwrap();
        save["actions"][4] = serde_json::json!({ "Dance": {} });
        assert_eq!(import(&refused(&save.to_string())), "This save is damaged at move 5.");
    }

    #[test]
    fn a_save_cut_short_is_damaged() {
        let e = refused(&GOLDEN[..GOLDEN.len() / 2]);
        assert_eq!(e, ImportError::Damaged { at: None, detail: import_detail(&e).unwrap_or_default() });
        assert_eq!(import(&e), "This save is damaged.");
        assert!(import_detail(&e).is_some_and(|d| d.contains("not a readable save file")));
    }

    #[test]
    fn a_bad_setup_is_damage() {
        let mut save: serde_json::Value = serde_json::from_str(GOLDEN).unwrap();
        save["setup"]["players"] = serde_json::json!([]);
        assert!(matches!(refused(&save.to_string()), ImportError::Damaged { at: None, .. }));
    }

    /// The first `n` moves of a 2-player game of `seed`, taking the legal
    /// move at `pick` (cycled) each time.
    fn moves(seed: u64, n: usize, pick: usize) -> Vec<Action> {
        let mut game = crate::engine::Game::new(Setup::new(seed, &["Ana", "Bo"])).unwrap();
        (0..n)
            .map(|i| {
                let legal = game.legal_actions();
                let a = legal[(pick + i) % legal.len()];
                game.apply(a).unwrap();
                a
            })
            .collect()
    }

    fn saved(id: &str, seed: u64, actions: Vec<Action>) -> SavedSetup {
        SavedSetup { id: id.into(), setup: Setup::new(seed, &["Ana", "Bo"]), actions }
    }

    #[test]
    fn a_game_is_identified_by_its_setup_and_its_moves() {
        let (a, b) = (moves(1, 10, 0), moves(2, 6, 0));
        let list = [saved("a", 1, a.clone()), saved("b", 2, b[..5].to_vec())];
        assert_eq!(judge_import(&list, &Setup::new(3, &["Ana", "Bo"]), &moves(3, 4, 0)), ImportDecision::New);
        // Same seed, other seats or difficulty: another game.
        assert_eq!(judge_import(&list, &Setup::new(1, &["Ana", "Cy"]), &a[..4]), ImportDecision::New);
        assert_eq!(judge_import(&list, &Setup::solo(1, "Ana", 2), &a[..4]), ImportDecision::New);
        let one = Setup::new(1, &["Ana", "Bo"]);
        assert_eq!(judge_import(&list, &one, &a), ImportDecision::AlreadyThere { id: "a".into(), actions: 10 });
        assert_eq!(judge_import(&list, &one, &a[..3]), ImportDecision::AlreadyThere { id: "a".into(), actions: 10 });
        assert_eq!(judge_import(&list, &Setup::new(2, &["Ana", "Bo"]), &b), ImportDecision::Update { id: "b".into() });
    }

    #[test]
    fn a_game_played_on_from_a_replays_move_is_another_game() {
        // "Play on from here" saves the first 6 moves of a, then plays on
        // otherwise: importing a (further along) must not overwrite it.
        let a = moves(1, 10, 0);
        let branch: Vec<Action> = a[..6].iter().copied().chain(moves(1, 9, 1)[6..].iter().copied()).collect();
        assert_ne!(branch[6], a[6], "the branch plays on otherwise");
        let one = Setup::new(1, &["Ana", "Bo"]);
        let list = [saved("a", 1, a[..8].to_vec()), saved("branch", 1, branch.clone())];
        assert_eq!(judge_import(&list, &one, &a), ImportDecision::Update { id: "a".into() });
        assert_eq!(judge_import(&[saved("branch", 1, branch)], &one, &a), ImportDecision::New);
    }

    #[test]
    fn a_link_that_rewrites_a_move_says_which() {
        let a = moves(1, 10, 0);
        let mut tampered = a.clone();
        tampered[4] = moves(1, 5, 1)[4];
        assert_ne!(tampered[4], a[4]);
        let one = Setup::new(1, &["Ana", "Bo"]);
        let list = [saved("a", 1, a[..8].to_vec()), saved("other", 2, moves(2, 8, 0))];
        assert_eq!(judge_import(&list, &one, &tampered), ImportDecision::New);
        assert_eq!(rewritten_at(&list, &one, &tampered), Some(4));
        assert_eq!(rewritten_at(&list, &Setup::new(3, &["Ana", "Bo"]), &tampered), None, "no such game saved");
    }

    #[test]
    fn of_doubled_entries_the_one_furthest_along_counts() {
        let a = moves(1, 12, 0);
        let list = [saved("short", 1, a[..3].to_vec()), saved("long", 1, a[..9].to_vec())];
        assert_eq!(
            judge_import(&list, &Setup::new(1, &["Ana", "Bo"]), &a),
            ImportDecision::Update { id: "long".into() }
        );
    }
}
