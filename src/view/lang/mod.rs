//! The languages the game speaks (issue 31), which one a player gets, and
//! each language's plural rule. By default the browser's preferred
//! languages decide; the player's choice, once made, is kept in the
//! settings.
use serde::{Deserialize, Serialize};

pub mod catalog;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
    De,
}

/// A plural category (CLDR): the only two English, Spanish and German use
/// for whole numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    Other,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::De];

    /// Its BCP 47 code, as the page's `lang` attribute takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::De => "de",
        }
    }

    /// Its name in itself, as a picker shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a BCP 47 tag ("es-AR", "de", "EN-gb"), if the game
    /// speaks it: its primary subtag decides.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?;
        Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The first of the browser's preferred languages (`navigator.languages`,
    /// most preferred first) that the game speaks; English if none.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or_default()
    }

    /// The plural category of a count `n` (CLDR: "one" for exactly 1 in
    /// all three languages, "other" for 0, 2, 5 ...).
    pub fn plural(self, n: u64) -> Plural {
        match (self, n) {
            (Lang::En | Lang::Es | Lang::De, 1) => Plural::One,
            _ => Plural::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::catalog::{Arg, Catalog};
    use super::*;

    /// Each language's resource. Not yet read by the game: the start
    /// screen's words move there first (issue 31).
    fn catalogs() -> [Catalog; 3] {
        [(Lang::En, include_str!("en.ftl")), (Lang::Es, include_str!("es.ftl")), (Lang::De, include_str!("de.ftl"))]
            .map(|(lang, source)| Catalog::parse(lang, source).unwrap_or_else(|e| panic!("{lang:?}: {e}")))
    }

    #[test]
    fn every_language_has_every_message_with_the_same_arguments() {
        let [en, others @ ..] = catalogs();
        for other in &others {
            let lang = other.lang();
            assert_eq!(other.keys().collect::<Vec<_>>(), en.keys().collect::<Vec<_>>(), "{lang:?}");
            for key in en.keys() {
                assert_eq!(other.args(key), en.args(key), "{lang:?} {key}");
            }
        }
    }

    #[test]
    fn a_count_of_0_1_2_and_5_takes_its_plural_in_every_language() {
        let llama = [(Lang::En, "Llama"), (Lang::Es, "llama"), (Lang::De, "Llama")];
        for catalog in catalogs() {
            let word = llama.iter().find(|(l, _)| *l == catalog.lang()).map(|(_, w)| w).unwrap();
            let start = |n| {
                catalog.format("difficulty-1", &[("inti", Arg::Num(2)), ("llamas", Arg::Num(n)), ("moon", Arg::Num(2))])
            };
            assert!(start(1).contains(&format!("1 {word} ")), "{}", start(1));
            for n in [0, 2, 5] {
                assert!(start(n).contains(&format!("{n} {word}s ")), "{}", start(n));
            }
            assert!(!start(1).contains('{'), "every argument given: {}", start(1));
        }
    }

    #[test]
    fn the_english_resource_says_what_the_start_screen_says_today() {
        use crate::bot::search::Level;
        use crate::view::start;
        let [en, ..] = catalogs();
        for level in 1..=4u8 {
            let board = crate::engine::data::difficulty_board(level);
            let args = [
                ("inti", Arg::Num(board.inti.into())),
                ("llamas", Arg::Num(board.llamas.into())),
                ("moon", Arg::Num(board.moon_per_temple.into())),
            ];
            assert_eq!(en.format(&format!("difficulty-{level}"), &args), start::difficulty(level));
        }
        for (level, key) in [(Level::Easy, "level-easy"), (Level::Medium, "level-medium"), (Level::Hard, "level-hard")]
        {
            assert_eq!(en.format(key, &[]), start::level(level));
        }
        let turn = ["turn-step", "turn-tambo", "turn-activity", "turn-bonuses", "turn-score"];
        for ((_, line), key) in start::TURN.iter().zip(turn) {
            assert_eq!(en.format(key, &[]), *line);
        }
    }

    #[test]
    fn the_first_preferred_language_the_game_speaks_wins() {
        assert_eq!(Lang::preferred(["fr-FR", "es-AR", "de"]), Lang::Es);
        assert_eq!(Lang::preferred(["DE-at", "en"]), Lang::De);
        assert_eq!(Lang::preferred(["fr", "it"]), Lang::En, "none spoken: English");
        assert_eq!(Lang::preferred([]), Lang::En);
        assert_eq!(Lang::from_tag("e"), None);
        assert_eq!(Lang::from_tag("english"), None);
    }

    #[test]
    fn one_is_singular_and_zero_two_and_five_are_plural_in_every_language() {
        for lang in Lang::ALL {
            assert_eq!(lang.plural(1), Plural::One, "{lang:?}");
            for n in [0, 2, 5, 21] {
                assert_eq!(lang.plural(n), Plural::Other, "{lang:?} {n}");
            }
        }
    }

    #[test]
    fn codes_and_names_are_distinct_and_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            assert_eq!(serde_json::to_string(&lang).unwrap(), format!("\"{}\"", lang.code()));
        }
    }
}
