//! How the Ayars and the seats look: names, colours and glyphs. A UI
//! choice, not a rule. The colours are also CSS custom properties in
//! style/main.css (`--manco`, `.seat-blue { --seat }`); a test keeps the
//! two in step, because the static board art (an image) cannot read CSS.
use serde::{Deserialize, Serialize};

use crate::bot::search::Level;
use crate::engine::{Ayar, Game, Marker, PlayerId};
use crate::view::lang::{key, Key};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AyarLook {
    /// The male Ayar's name as the rules write it.
    pub name: &'static str,
    /// Without "Ayar ": Manco, Auca, Cachi, Uchu.
    pub short: &'static str,
    /// CSS class that selects the Ayar's colour.
    pub class: &'static str,
    pub colour: &'static str,
    /// SVG path of the glyph, in a 20 x 20 box centred on the origin. Every
    /// Ayar has a different shape so colour is never the only cue.
    pub glyph: &'static str,
}

/// Manco, Auca, Cachi, Uchu (the engine's `Ayar::ALL`). A colour-blind-safe
/// set: hue and lightness both differ (ochre > teal > purple > charcoal).
pub const AYARS: [AyarLook; 4] = [
    AyarLook {
        name: "Ayar Manco",
        short: "Manco",
        class: "manco",
        colour: "#1a9c8f",
        glyph: "M0 -10 L1.63 -6.09 L5 -8.66 L4.45 -4.45 L8.66 -5 L6.09 -1.63 L10 0 \
                L6.09 1.63 L8.66 5 L4.45 4.45 L5 8.66 L1.63 6.09 L0 10 L-1.63 6.09 \
                L-5 8.66 L-4.45 4.45 L-8.66 5 L-6.09 1.63 L-10 0 L-6.09 -1.63 \
                L-8.66 -5 L-4.45 -4.45 L-5 -8.66 L-1.63 -6.09Z",
    },
    AyarLook {
        name: "Ayar Auca",
        short: "Auca",
        class: "auca",
        colour: "#d99a1e",
        glyph: "M0 -10 L9.5 7.5 L-9.5 7.5Z",
    },
    AyarLook {
        name: "Ayar Cachi",
        short: "Cachi",
        class: "cachi",
        colour: "#8b4a9c",
        glyph: "M-3 -10 H3 V-6 H6 V-3 H10 V3 H6 V6 H3 V10 H-3 V6 H-6 V3 H-10 V-3 H-6 V-6 H-3Z",
    },
    AyarLook { name: "Ayar Uchu", short: "Uchu", class: "uchu", colour: "#3b3b44", glyph: "M0 -10 L8 0 L0 10 L-8 0Z" },
];

pub fn ayar(a: Ayar) -> AyarLook {
    AYARS[a.index()]
}

/// The gold Step marker's glyph: a ring.
pub const GOLD_GLYPH: &str = "M0 -8 A8 8 0 1 0 0.01 -8Z M0 -4 A4 4 0 1 1 -0.01 -4Z";
pub const GOLD_COLOUR: &str = "#e2b13c";

/// A Step marker's CSS class, colour and glyph.
pub fn marker(m: Marker) -> (&'static str, &'static str, &'static str) {
    match m.ayar() {
        Some(a) => (AYARS[a.index()].class, AYARS[a.index()].colour, AYARS[a.index()].glyph),
        None => ("gold", GOLD_COLOUR, GOLD_GLYPH),
    }
}

/// A seat colour: its name and the letter its swatch shows (each
/// language gives its six colours six different letters), CSS class, fill
/// and the ink that reads on it. Okabe-Ito, colour-blind safe and distinct
/// from the four Ayar colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatColour {
    pub name: Key,
    pub letter: Key,
    pub class: &'static str,
    pub fill: &'static str,
    pub ink: &'static str,
}

pub const SEAT_COLOURS: [SeatColour; 6] = [
    SeatColour {
        name: key::COLOUR_VERMILION,
        letter: key::COLOUR_VERMILION_LETTER,
        class: "seat-vermilion",
        fill: "#d55e00",
        ink: "#fffaf0",
    },
    SeatColour {
        name: key::COLOUR_BLUE,
        letter: key::COLOUR_BLUE_LETTER,
        class: "seat-blue",
        fill: "#0072b2",
        ink: "#fffaf0",
    },
    SeatColour {
        name: key::COLOUR_GREEN,
        letter: key::COLOUR_GREEN_LETTER,
        class: "seat-green",
        fill: "#009e73",
        ink: "#fffaf0",
    },
    SeatColour {
        name: key::COLOUR_PINK,
        letter: key::COLOUR_PINK_LETTER,
        class: "seat-pink",
        fill: "#cc79a7",
        ink: "#1f150f",
    },
    SeatColour {
        name: key::COLOUR_SKY,
        letter: key::COLOUR_SKY_LETTER,
        class: "seat-sky",
        fill: "#56b4e9",
        ink: "#1f150f",
    },
    SeatColour {
        name: key::COLOUR_YELLOW,
        letter: key::COLOUR_YELLOW_LETTER,
        class: "seat-yellow",
        fill: "#f0e442",
        ink: "#1f150f",
    },
];

/// How a seat looks and who plays it (set in the New game form; kept in saves).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatLook {
    pub name: String,
    /// Index into `SEAT_COLOURS`.
    pub colour: usize,
    /// Played by the computer at this level; `None` for a person (and for
    /// the Ayllu, which the engine itself plays). Absent from saves of people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
    /// Played by a friend elsewhere, the game sent back and forth by link
    /// (issue 32): nobody plays it on this device. Absent from other saves.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub by_link: bool,
}

impl SeatLook {
    pub fn colour(&self) -> SeatColour {
        SEAT_COLOURS[self.colour % SEAT_COLOURS.len()]
    }
}

/// How a seat's pieces are marked: colour, mark and name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatMark {
    pub colour: SeatColour,
    /// "1".."4" by seat, or "A" for the Ayllu.
    pub mark: String,
    pub name: String,
}

/// Every seat's mark, in seat order. A seat without a look (a file that
/// carried none) takes its engine name and the colour of its seat number.
pub fn seat_marks(game: &Game, looks: &[SeatLook]) -> Vec<SeatMark> {
    (0..game.seats()).map(|p| seat_mark(game, looks, p)).collect()
}

/// The looks of a game's seats: those stored with it, and for a seat
/// without one (a file that carried none) its engine name and the colour of
/// its seat number.
pub fn complete_looks(game: &Game, stored: Vec<SeatLook>) -> Vec<SeatLook> {
    (0..game.seats())
        .map(|i| match stored.get(i) {
            Some(s) => s.clone(),
            None => SeatLook { name: game.player(i).name.clone(), colour: i, computer: None, by_link: false },
        })
        .collect()
}

pub fn seat_mark(game: &Game, looks: &[SeatLook], p: PlayerId) -> SeatMark {
    let player = game.player(p);
    let look = looks.get(p);
    SeatMark {
        colour: look.map_or(SEAT_COLOURS[p % SEAT_COLOURS.len()], SeatLook::colour),
        mark: if player.is_ayllu() { "A".to_string() } else { (p + 1).to_string() },
        name: if player.is_ayllu() {
            crate::view::lang::t(key::THE_AYLLU)
        } else {
            look.map_or_else(|| player.name.clone(), |l| l.name.clone())
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_names_the_six_colours_apart_and_marks_them_with_different_letters() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, t, Lang};
        for lang in Lang::ALL {
            speak_for_test(lang);
            let names: Vec<String> = SEAT_COLOURS.iter().map(|c| t(c.name)).collect();
            let letters: Vec<String> = SEAT_COLOURS.iter().map(|c| t(c.letter)).collect();
            for i in 0..SEAT_COLOURS.len() {
                assert!(!names[..i].contains(&names[i]), "{lang:?}: {names:?}");
                assert!(!letters[..i].contains(&letters[i]), "{lang:?}: {letters:?}");
                assert!((1..=2).contains(&letters[i].chars().count()), "{lang:?}: the swatch holds two: {letters:?}");
                assert!(names[i].starts_with(&letters[i][..1]), "{lang:?}: {} for {}", letters[i], names[i]);
            }
        }
        speak(Catalog::english());
    }

    /// The colours the CSS declares, by the custom property or class on the line.
    fn css() -> String {
        ["main.css", "boards.css"]
            .iter()
            .map(|f| std::fs::read_to_string(format!("{}/style/{f}", env!("CARGO_MANIFEST_DIR"))).unwrap())
            .collect()
    }

    #[test]
    fn the_css_declares_the_same_ayar_and_seat_colours() {
        let css = css();
        for look in AYARS {
            assert!(css.contains(&format!("--{}: {};", look.class, look.colour)), "--{} in style/", look.class);
        }
        for c in SEAT_COLOURS {
            assert!(css.contains(&format!(".{} {{ --seat: {};", c.class, c.fill)), ".{} in style/", c.class);
        }
    }

    #[test]
    fn seat_marks_name_the_ayllu_and_fall_back_to_the_engine_names() {
        let game = Game::new(crate::engine::Setup::solo(1, "Ana", 2)).unwrap();
        let looks = vec![SeatLook { name: "Ana B.".into(), colour: 4, computer: None, by_link: false }];
        let marks = seat_marks(&game, &looks);
        assert_eq!(marks[0].name, "Ana B.");
        assert_eq!(marks[0].colour.class, "seat-sky");
        assert_eq!((marks[1].name.as_str(), marks[1].mark.as_str()), ("The Ayllu", "A"));
        assert_eq!(seat_marks(&game, &[])[0].name, "Ana");
    }
}
