//! The start screen's words: one line for each solo difficulty and each
//! computer level, and "How a turn works" in five short lines. The
//! difficulty lines read the difficulty boards' printed values (R10.4).
use crate::bot::search::Level;
use crate::engine::data;
use crate::view::icons::Symbol;

/// One line for solo difficulty `level` (1 Novice .. 4 Sapa Inca).
pub fn difficulty(level: u8) -> String {
    let board = data::difficulty_board(level);
    let start = match (board.inti, board.llamas) {
        (0, 0) => "the Ayllu has no head start".to_string(),
        (inti, llamas) => format!("{inti} Inti, {llamas} Llama{} to start", plural(llamas)),
    };
    let temples = match board.moon_per_temple {
        0 => String::new(),
        n => format!(", +{n} Moon per Temple"),
    };
    let who = match level {
        1 => "good for a first game",
        2 => "a steady rival",
        3 => "a real test",
        _ => "the strongest",
    };
    format!("{}: {start}{temples}; {who}.", board.name)
}

/// One line for a computer seat's level.
pub fn level(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy: quick, and it makes mistakes; fine while learning.",
        Level::Medium => "Medium: a fair match for most players.",
        Level::Hard => "Hard: thinks longest and plays to win.",
    }
}

/// "How a turn works": at most five lines, each with its icons.
pub const TURN: [(&[Symbol], &str); 5] = [
    (&[], "Lay a Step marker: its Ayar walks the arrows."),
    (&[Symbol::Tambo], "Take a Tambo from that line; build behind him."),
    (
        &[Symbol::Pottery, Symbol::Weaving, Symbol::Terrace, Symbol::Reed],
        "Do its activity, power = empty spaces in line.",
    ),
    (&[Symbol::Temple, Symbol::Llama], "Empty lines and quadrants: bonuses, Temples."),
    (&[Symbol::Sun, Symbol::Moon], "Your score is the lower of Sun and Moon."),
];

fn plural(n: u32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

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
    fn how_a_turn_works_is_five_short_lines_at_most() {
        assert!(TURN.len() <= 5);
        for (_, line) in TURN {
            // Short enough for one line of the card at 1024 x 768.
            assert!(line.chars().count() <= 46, "{line}");
        }
    }
}
