//! The words for what went wrong (issue 31). Every error a player can meet
//! is typed data where it happens (the engine's refusals, the browser's
//! storage, an imported file, a computer player that could not move) and
//! is worded only here, in the language in force. The engine's own
//! `Display` texts are diagnostics for developers (the command line, the
//! console); a player never reads them.
use crate::engine::{ActionError, SetupError, UndoError};
use crate::saves::link::LinkError;
use crate::saves::{ImportError, StorageError, MAX_IMPORT_BYTES};
use crate::view::lang::catalog::Arg;
use crate::view::lang::{key, t, tf};
use crate::view::saved::bytes;

/// A problem the table shows above the board until the next move.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The engine refused an action (the table offers only legal ones, so
    /// this is a fault, said plainly).
    Refused(ActionError),
    Undo(UndoError),
    /// A new game's setup was refused.
    Setup(SetupError),
    Storage(StorageError),
    /// The browser would not make the download.
    Export,
    /// A computer player found no move (its worker's words are in the console).
    ComputerStuck,
    /// There is no game on the table to act on.
    NoGame,
    /// Another tab plays this game: nothing is played or saved here.
    OpenElsewhere,
    /// A game's link was refused (issue 32); nothing was opened.
    Link(LinkError),
    /// The browser would not copy a game's link.
    LinkCopy,
    /// A link of a game played by link changes move `at` (0-based) of the
    /// saved copy: refused, the copy stays as it was (issue 32).
    LinkRewritten {
        at: usize,
    },
}

/// The sentence for `problem`.
pub fn say(problem: &Problem) -> String {
    match problem {
        Problem::Refused(e) => refused(e),
        Problem::Undo(UndoError::NothingToUndo) => t(key::PROBLEM_NOTHING_TO_UNDO),
        Problem::Undo(UndoError::Replay(_)) => t(key::PROBLEM_UNDO_FAILED),
        Problem::Setup(e) => setup(e),
        Problem::Storage(e) => storage(e),
        Problem::Export => t(key::PROBLEM_EXPORT),
        Problem::ComputerStuck => t(key::PROBLEM_COMPUTER_STUCK),
        Problem::NoGame => t(key::PROBLEM_NO_GAME),
        Problem::OpenElsewhere => t(key::PROBLEM_OPEN_ELSEWHERE),
        Problem::Link(e) => link(e),
        Problem::LinkCopy => t(key::PROBLEM_LINK_COPY),
        Problem::LinkRewritten { at } => tf(key::PROBLEM_LINK_REWRITTEN, &[("move", Arg::Num(*at as u32 + 1))]),
    }
}

fn refused(e: &ActionError) -> String {
    t(match e {
        ActionError::GameOver => key::PROBLEM_GAME_OVER,
        ActionError::AylluPlaying => key::PROBLEM_AYLLU_PLAYING,
        ActionError::NotLegal { .. } => key::PROBLEM_NOT_LEGAL,
    })
}

/// Why a link opened nothing. A setup the engine refuses, a name too
/// long, a seat's colour out of range: a link changed on the way.
fn link(e: &LinkError) -> String {
    match e {
        LinkError::TooLong(_) => t(key::PROBLEM_LINK_TOO_LONG),
        LinkError::Newer { .. } => t(key::PROBLEM_LINK_NEWER),
        LinkError::IllegalMove { index } => {
            tf(key::PROBLEM_LINK_ILLEGAL, &[("move", Arg::Num(u32::try_from(index + 1).unwrap_or(u32::MAX)))])
        }
        LinkError::NoGame | LinkError::Damaged(_) | LinkError::Setup(_) => t(key::PROBLEM_LINK_DAMAGED),
    }
}

fn setup(e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount(n) => {
            tf(key::PROBLEM_PLAYER_COUNT, &[("n", Arg::Num(u32::try_from(*n).unwrap_or(u32::MAX)))])
        }
        SetupError::Difficulty(_) => t(key::PROBLEM_DIFFICULTY),
        SetupError::SoloPlayers => t(key::PROBLEM_SOLO_PLAYERS),
        SetupError::Name => tf(key::PROBLEM_NAME, &[("most", Arg::Num(crate::engine::MAX_NAME_CHARS as u32))]),
    }
}

/// Why the browser's storage failed.
pub fn storage(e: &StorageError) -> String {
    match e {
        StorageError::Unavailable => t(key::PROBLEM_STORAGE_UNAVAILABLE),
        StorageError::Full => t(key::PROBLEM_STORAGE_FULL),
        StorageError::Corrupt { .. } => t(key::PROBLEM_STORAGE_CORRUPT),
        StorageError::Missing(_) => t(key::PROBLEM_STORAGE_MISSING),
    }
}

/// Why a file was not imported, in plain words.
pub fn import(e: &ImportError) -> String {
    match e {
        ImportError::TooLarge { bytes: size } => tf(
            key::IMPORT_TOO_LARGE,
            &[("size", Arg::Text(&bytes(*size as f64))), ("limit", Arg::Text(&bytes(MAX_IMPORT_BYTES)))],
        ),
        ImportError::Unreadable => t(key::IMPORT_UNREADABLE),
        ImportError::NotASave { .. } => t(key::IMPORT_NOT_A_SAVE),
        ImportError::NewerVersion { .. } => t(key::IMPORT_NEWER),
        ImportError::Damaged { at: Some(n), .. } => {
            tf(key::IMPORT_DAMAGED_AT, &[("move", Arg::Num(u32::try_from(*n).unwrap_or(u32::MAX)))])
        }
        ImportError::Damaged { at: None, .. } => t(key::IMPORT_DAMAGED),
    }
}

/// The technical reason for the Details disclosure: the save reader's own
/// words (a library's); nothing for a file never read.
pub fn import_detail(e: &ImportError) -> Option<String> {
    match e {
        ImportError::TooLarge { .. } | ImportError::Unreadable => None,
        ImportError::NotASave { detail }
        | ImportError::NewerVersion { detail }
        | ImportError::Damaged { detail, .. } => Some(detail.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, Decision};
    use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};

    /// One of each problem a player can meet.
    fn every_problem() -> Vec<Problem> {
        let not_legal = ActionError::NotLegal { action: Action::BoxTambo, expected: Decision::LayStep };
        let mut all = vec![
            Problem::Refused(ActionError::GameOver),
            Problem::Refused(ActionError::AylluPlaying),
            Problem::Refused(not_legal),
            Problem::Undo(UndoError::NothingToUndo),
            Problem::Undo(UndoError::Replay(crate::engine::SaveError::Json("x".into()))),
            Problem::Setup(SetupError::PlayerCount(5)),
            Problem::Setup(SetupError::Difficulty(9)),
            Problem::Setup(SetupError::SoloPlayers),
            Problem::Setup(SetupError::Name),
            Problem::Export,
            Problem::ComputerStuck,
            Problem::NoGame,
            Problem::OpenElsewhere,
            Problem::LinkCopy,
            Problem::LinkRewritten { at: 7 },
        ];
        all.extend(
            [
                LinkError::TooLong(5000),
                LinkError::Damaged(crate::saves::link::Damage::CutShort),
                LinkError::Newer { found: 2 },
                LinkError::IllegalMove { index: 11 },
            ]
            .map(Problem::Link),
        );
        all.extend(
            [
                StorageError::Unavailable,
                StorageError::Full,
                StorageError::Corrupt { id: "a".into(), reason: "b".into() },
                StorageError::Missing("a".into()),
            ]
            .map(Problem::Storage),
        );
        all
    }

    fn every_import_error() -> Vec<ImportError> {
        let detail = || "the JSON reader's words".to_string();
        vec![
            ImportError::TooLarge { bytes: 2_500_000 },
            ImportError::Unreadable,
            ImportError::NotASave { detail: detail() },
            ImportError::NewerVersion { detail: detail() },
            ImportError::Damaged { at: Some(12), detail: detail() },
            ImportError::Damaged { at: None, detail: detail() },
        ]
    }

    #[test]
    fn every_problem_is_a_whole_sentence_in_every_language() {
        for lang in Lang::ALL {
            speak_for_test(lang);
            let said: Vec<String> =
                every_problem().iter().map(say).chain(every_import_error().iter().map(import)).collect();
            for (i, sentence) in said.iter().enumerate() {
                assert!(sentence.ends_with('.') && !sentence.contains('{'), "{lang:?}: {sentence}");
                assert!(!said[..i].contains(sentence), "{lang:?}: said twice: {sentence}");
            }
        }
        speak(Catalog::english());
    }

    #[test]
    fn numbers_come_from_the_problem_and_the_rules() {
        assert_eq!(say(&Problem::Setup(SetupError::PlayerCount(5))), "A game needs 1 to 4 players, not 5.");
        let name = say(&Problem::Setup(SetupError::Name));
        assert!(name.contains(&crate::engine::MAX_NAME_CHARS.to_string()), "{name}");
        speak_for_test(Lang::De);
        let damaged = import(&ImportError::Damaged { at: Some(12), detail: String::new() });
        assert_eq!(damaged, "Diese Partie ist bei Zug 12 beschädigt.");
        let large = import(&ImportError::TooLarge { bytes: 2_500_000 });
        assert!(large.contains("2,5 MB") && large.contains("1 MB"), "decimal comma: {large}");
        speak_for_test(Lang::Es);
        assert_eq!(say(&Problem::Refused(ActionError::GameOver)), "La partida ha terminado.");
        speak(Catalog::english());
    }

    #[test]
    fn the_details_keep_the_readers_words() {
        let e = ImportError::NotASave { detail: "expected value at line 1".into() };
        assert_eq!(import_detail(&e).as_deref(), Some("expected value at line 1"));
        assert_eq!(import_detail(&ImportError::Unreadable), None);
    }
}
