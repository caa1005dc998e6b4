//! The languages the game speaks (issue 31), which one a player gets, and
//! each language's plural rule. By default the browser's preferred
//! languages decide; the player's choice, once made, is kept in the
//! settings.
use std::cell::RefCell;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

pub mod catalog;

use catalog::{Arg, Catalog};

/// A message, by its place in the English resource (`key::LEARN_HEADING`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key(pub u16);

/// One constant per message of `en.ftl`, written by build.rs: a key the
/// code asks for and the resource lacks does not compile.
pub mod key {
    use super::Key;
    include!(concat!(env!("OUT_DIR"), "/keys.rs"));
}

thread_local! {
    /// The words in force: English until another language is loaded.
    static WORDS: RefCell<Rc<Catalog>> = RefCell::new(Rc::new(Catalog::english()));
}

/// Speak `catalog`'s language from now on.
pub fn speak(catalog: Catalog) {
    WORDS.with(|w| *w.borrow_mut() = Rc::new(catalog));
}

/// The language in force.
pub fn speaking() -> Lang {
    WORDS.with(|w| w.borrow().lang())
}

/// The message `key` in the language in force.
pub fn t(key: Key) -> String {
    tf(key, &[])
}

/// The message `key` with its arguments, in the language in force (in
/// English while the language is being changed: a panic's recovery screen
/// may ask at any moment).
pub fn tf(key: Key, args: &[(&str, Arg)]) -> String {
    let words = WORDS.try_with(|w| w.try_borrow().map(|c| Rc::clone(&c)).ok()).ok().flatten();
    words.unwrap_or_else(|| Rc::new(Catalog::english())).format(key, args)
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
    De,
}

/// Read from its code; a code the game does not speak reads as English
/// (and costs the wasm less than a derived enum's reader).
impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Lang::from_tag(&String::deserialize(d)?).unwrap_or_default())
    }
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
        let t = tag.as_bytes();
        let primary = t.len() == 2 || t.get(2).is_some_and(|&b| b == b'-' || b == b'_');
        Lang::ALL.into_iter().find(|l| primary && t[..2].eq_ignore_ascii_case(l.code().as_bytes()))
    }

    /// The first of the browser's preferred languages (`navigator.languages`,
    /// most preferred first) the game speaks; English if none.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or_default()
    }

    /// The mark between a number's whole part and its decimals.
    pub fn decimal_mark(self) -> &'static str {
        match self {
            Lang::En => ".",
            Lang::Es | Lang::De => ",",
        }
    }

    /// Where its resource's files are, beside the page, in the order they
    /// are read (English: built in).
    pub fn resources(self) -> impl Iterator<Item = String> {
        key::PARTS.into_iter().map(move |part| format!("lang/{}/{part}.ftl", self.code()))
    }

    /// The plural category of a count `n` (CLDR: "one" for exactly 1 in
    /// all three languages, "other" for 0, 2, 5 ...).
    pub fn plural(self, n: u32) -> Plural {
        match (self, n) {
            (Lang::En | Lang::Es | Lang::De, 1) => Plural::One,
            _ => Plural::Other,
        }
    }
}

/// Each language's resource whole, its files in the order they are read
/// (build.rs), for native tests.
#[cfg(test)]
pub fn resource_text(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!(concat!(env!("OUT_DIR"), "/en.ftl")),
        Lang::Es => include_str!(concat!(env!("OUT_DIR"), "/es.ftl")),
        Lang::De => include_str!(concat!(env!("OUT_DIR"), "/de.ftl")),
    }
}

/// Speak `lang` on this thread, for native tests.
#[cfg(test)]
pub fn speak_for_test(lang: Lang) {
    speak(Catalog::load(lang, resource_text(lang)).unwrap_or_else(|e| panic!("{lang:?}: {e}")));
}

/// Runs `f` speaking `lang`, then English again, for native tests.
#[cfg(test)]
pub fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    speak_for_test(lang);
    let out = f();
    speak(Catalog::english());
    out
}

#[cfg(test)]
mod tests {
    use super::catalog::{Arg, Catalog};
    use super::*;

    /// Each language's resource.
    fn catalogs() -> [Catalog; 3] {
        Lang::ALL.map(|lang| Catalog::load(lang, resource_text(lang)).unwrap_or_else(|e| panic!("{lang:?}: {e}")))
    }

    /// A resource's keys, in order.
    fn keys(source: &str) -> Vec<&str> {
        source
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
            .collect()
    }

    #[test]
    fn every_language_has_every_message_in_the_same_order_with_the_same_arguments() {
        let [en, others @ ..] = catalogs();
        for other in &others {
            let lang = other.lang();
            assert_eq!(keys(resource_text(lang)), keys(resource_text(Lang::En)), "{lang:?}: read by position");
            for (i, key) in keys(resource_text(Lang::En)).into_iter().enumerate() {
                let at = Key(i as u16);
                assert_eq!(other.args(at), en.args(at), "{lang:?} {key}");
            }
        }
    }

    #[test]
    fn a_count_of_0_1_2_and_5_takes_its_plural_in_every_language() {
        let llama = [(Lang::En, "Llama"), (Lang::Es, "llama"), (Lang::De, "Llama")];
        for catalog in catalogs() {
            let word = llama.iter().find(|(l, _)| *l == catalog.lang()).map(|(_, w)| w).unwrap();
            let start = |n| {
                catalog
                    .format(key::DIFFICULTY_1, &[("inti", Arg::Num(2)), ("llamas", Arg::Num(n)), ("moon", Arg::Num(2))])
            };
            assert!(start(1).contains(&format!("1 {word} ")), "{}", start(1));
            for n in [0, 2, 5] {
                assert!(start(n).contains(&format!("{n} {word}s ")), "{}", start(n));
            }
            assert!(!start(1).contains('{'), "every argument given: {}", start(1));
        }
    }

    #[test]
    fn the_start_screen_speaks_the_language_in_force() {
        use crate::bot::search::Level;
        use crate::view::start;
        assert_eq!(speaking(), Lang::En, "English until another is loaded");
        let novice = crate::engine::data::difficulty_board(1);
        assert!(start::difficulty(1).starts_with(&format!("Novice: {} Inti", novice.inti)));
        speak_for_test(Lang::Es);
        assert_eq!(speaking(), Lang::Es);
        assert!(start::difficulty(1).starts_with(&format!("Novato: {} Inti", novice.inti)), "{}", start::difficulty(1));
        assert!(start::level(Level::Hard).starts_with("Difícil"));
        speak_for_test(Lang::De);
        assert!(start::level(Level::Easy).starts_with("Leicht"));
        speak(Catalog::english());
        assert!(start::level(Level::Easy).starts_with("Easy"));
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
        assert_eq!(serde_json::from_str::<Lang>("\"fr\"").unwrap(), Lang::En, "not spoken: English");
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            let json = serde_json::to_string(&lang).unwrap();
            assert_eq!(json, format!("\"{}\"", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&json).unwrap(), lang);
        }
    }
}
