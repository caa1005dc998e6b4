//! The start screen's words: one line for each solo difficulty and each
//! computer level, and "How a turn works" in five short lines. The
//! difficulty lines read the difficulty boards' printed values (R10.4).
use crate::bot::search::Level;
use crate::engine::data;
use crate::view::icons::Symbol;
use crate::view::lang::catalog::Arg;
use crate::view::lang::{key, t, tf, Key};

/// One line for solo difficulty `level` (1 Novice .. 4 Sapa Inca): its
/// board's head start and Temple bonus.
pub fn difficulty(level: u8) -> String {
    let board = data::difficulty_board(level);
    let args = [
        ("inti", Arg::Num(board.inti.into())),
        ("llamas", Arg::Num(board.llamas)),
        ("moon", Arg::Num(board.moon_per_temple)),
    ];
    const LINES: [Key; 4] = [key::DIFFICULTY_1, key::DIFFICULTY_2, key::DIFFICULTY_3, key::DIFFICULTY_4];
    tf(LINES[usize::from(level.clamp(1, 4)) - 1], &args)
}

/// A solo difficulty's name (1 Novice .. 4 Sapa Inca, R10.4).
pub fn difficulty_name(level: u8) -> String {
    const NAMES: [Key; 4] =
        [key::DIFFICULTY_NAME_1, key::DIFFICULTY_NAME_2, key::DIFFICULTY_NAME_3, key::DIFFICULTY_NAME_4];
    t(NAMES[usize::from(level.clamp(1, 4)) - 1])
}

/// One line for a computer seat's level.
pub fn level(level: Level) -> String {
    t(match level {
        Level::Easy => key::LEVEL_EASY,
        Level::Medium => key::LEVEL_MEDIUM,
        Level::Hard => key::LEVEL_HARD,
    })
}

/// "How a turn works": at most five lines (their keys), each with its icons.
pub const TURN: [(&[Symbol], Key); 5] = [
    (&[], key::TURN_STEP),
    (&[Symbol::Tambo], key::TURN_TAMBO),
    (&[Symbol::Pottery, Symbol::Weaving, Symbol::Terrace, Symbol::Reed], key::TURN_ACTIVITY),
    (&[Symbol::Temple, Symbol::Llama], key::TURN_BONUSES),
    (&[Symbol::Sun, Symbol::Moon], key::TURN_SCORE),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_difficulty_and_level_has_one_short_line_naming_it() {
        for level in 1..=4u8 {
            let line = difficulty(level);
            let name = data::DIFFICULTY_BOARDS[level as usize - 1].name;
            assert!(line.starts_with(name), "{line}");
            assert_eq!(data::difficulty_board(level).name, name);
            assert!(line.chars().count() <= 76, "one line: {line}");
        }
        let novice = data::DIFFICULTY_BOARDS[0];
        assert_eq!(
            difficulty(1),
            format!(
                "Novice: {} Inti, {} Llama to start, +{} Moon per Temple; good for a first game.",
                novice.inti, novice.llamas, novice.moon_per_temple
            )
        );
        let sapa_inca = data::DIFFICULTY_BOARDS[3];
        assert!(difficulty(4).contains(&format!("+{} Moon per Temple", sapa_inca.moon_per_temple)));
        for l in Level::ALL {
            let line = level(l);
            assert!(line.to_lowercase().starts_with(l.name()) && line.chars().count() <= 60, "{line}");
        }
    }

    #[test]
    fn every_difficulty_fits_about_one_line_in_every_language() {
        use crate::view::lang::{speak_for_test, Lang};
        for lang in Lang::ALL {
            speak_for_test(lang);
            for level in 1..=4u8 {
                let line = difficulty(level);
                assert!(line.chars().count() <= 82 && !line.contains('{'), "{lang:?}: {line}");
            }
        }
    }

    #[test]
    fn how_a_turn_works_is_five_short_lines_at_most_in_every_language() {
        use crate::view::lang::{speak_for_test, Lang};
        assert!(TURN.len() <= 5);
        for lang in Lang::ALL {
            speak_for_test(lang);
            for (_, words) in TURN {
                // Short enough for one line of the card at 1024 x 768.
                let line = t(words);
                assert!(line.chars().count() <= 46, "{lang:?}: {line}");
            }
        }
    }
}
