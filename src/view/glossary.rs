//! The icon glossary: every icon on the table with its name and one line
//! (issue 17). Shown in the rules and by a long press on the icon itself.
//! Its words are the words layer's (`rules-icon-` messages); the numbers
//! come from the engine's data tables.
use super::icons::Symbol;
use super::lang::catalog::Arg;
use super::lang::{key, t, tf, Key};
use crate::engine::{data, Activity, LineBonus};

/// An icon of the table: a symbol, or one drawn from symbols (a half-Sun
/// on a Textile, a line bonus beside the grid).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Symbol(Symbol),
    HalfSun,
    LineBonus(LineBonus),
}

/// The icons in the order the glossary lists them.
pub fn icons() -> Vec<Icon> {
    let mut icons: Vec<Icon> = Symbol::ALL.into_iter().map(Icon::Symbol).collect();
    icons.push(Icon::HalfSun);
    icons.extend([LineBonus::Llama, LineBonus::Viracocha, LineBonus::Sun(Activity::Pottery)].map(Icon::LineBonus));
    icons
}

/// The icon's name.
pub fn name(icon: Icon) -> String {
    t(words(icon).0)
}

/// What it means, in one line.
pub fn line(icon: Icon) -> String {
    let key = words(icon).1;
    match icon {
        Icon::Symbol(Symbol::Llama) => tf(key, &[("points", Arg::Num(data::LLAMA_POINTS))]),
        Icon::Symbol(Symbol::Viracocha) => tf(
            key,
            &[("min", Arg::Num(data::VIRACOCHA_BONUS_MIN)), ("moon", Arg::Num(data::VIRACOCHA_BONUS_PER_TEMPLE))],
        ),
        Icon::Symbol(Symbol::Boat) => tf(key, &[("spaces", Arg::Num(data::BOAT_END.into()))]),
        _ => t(key),
    }
}

/// "Name: line", as a long press shows it.
pub fn help(icon: Icon) -> String {
    format!("{}: {}", name(icon), line(icon))
}

/// The icon's name and line, as the words layer keys them.
fn words(icon: Icon) -> (Key, Key) {
    match icon {
        Icon::Symbol(s) => match s {
            Symbol::Pottery => (key::RULES_ICON_POTTERY, key::RULES_ICON_POTTERY_LINE),
            Symbol::Weaving => (key::RULES_ICON_WEAVING, key::RULES_ICON_WEAVING_LINE),
            Symbol::Terrace => (key::RULES_ICON_TERRACE, key::RULES_ICON_TERRACE_LINE),
            Symbol::Reed => (key::RULES_ICON_REED, key::RULES_ICON_REED_LINE),
            Symbol::Sun => (key::RULES_ICON_SUN, key::RULES_ICON_SUN_LINE),
            Symbol::Moon => (key::RULES_ICON_MOON, key::RULES_ICON_MOON_LINE),
            Symbol::Llama => (key::RULES_ICON_LLAMA, key::RULES_ICON_LLAMA_LINE),
            Symbol::Viracocha => (key::RULES_ICON_VIRACOCHA, key::RULES_ICON_VIRACOCHA_LINE),
            Symbol::Temple => (key::RULES_ICON_TEMPLE, key::RULES_ICON_TEMPLE_LINE),
            Symbol::Tambo => (key::RULES_ICON_TAMBO, key::RULES_ICON_TAMBO_LINE),
            Symbol::Maize => (key::RULES_ICON_MAIZE, key::RULES_ICON_MAIZE_LINE),
            Symbol::Boat => (key::RULES_ICON_BOAT, key::RULES_ICON_BOAT_LINE),
            Symbol::Island => (key::RULES_ICON_ISLAND, key::RULES_ICON_ISLAND_LINE),
        },
        Icon::HalfSun => (key::RULES_ICON_HALF_SUN, key::RULES_ICON_HALF_SUN_LINE),
        Icon::LineBonus(LineBonus::Llama) => (key::RULES_ICON_LLAMA_BONUS, key::RULES_ICON_LLAMA_BONUS_LINE),
        Icon::LineBonus(LineBonus::Viracocha) => {
            (key::RULES_ICON_VIRACOCHA_BONUS, key::RULES_ICON_VIRACOCHA_BONUS_LINE)
        }
        Icon::LineBonus(LineBonus::Sun(_)) => (key::RULES_ICON_SUN_BONUS, key::RULES_ICON_SUN_BONUS_LINE),
    }
}

/// The icon's drawing: SVG markup in a 24 x 24 box centred on the origin
/// (as `Symbol::markup`), for an inline `<svg viewBox="-12 -12 24 24">`.
pub fn markup(icon: Icon) -> String {
    match icon {
        Icon::Symbol(s) => s.markup().to_string(),
        Icon::HalfSun => HALF_SUN.to_string(),
        Icon::LineBonus(LineBonus::Llama) => Symbol::Llama.markup().to_string(),
        Icon::LineBonus(LineBonus::Viracocha) => Symbol::Viracocha.markup().to_string(),
        // As printed beside the grid: a Sun with the activity's badge.
        Icon::LineBonus(LineBonus::Sun(a)) => format!(
            r#"<g transform="translate(-3.5 -3.5) scale(.7)">{}</g><g transform="translate(4.5 4.5) scale(.6)">{}</g>"#,
            Symbol::Sun.markup(),
            Symbol::activity(a).markup()
        ),
    }
}

/// A half-Sun on a Textile's edge (the loom draws the same shape).
const HALF_SUN: &str = r##"<rect x="-11" y="-8" width="22" height="16" rx="2" fill="#f3e2b8" stroke="#8c7354"/><path d="M-8 -8A8 8 0 0 0 8 -8Z" fill="#e8a317" stroke="#8a5d0c" stroke-width=".8"/>"##;

/// The glossary entry of a symbol drawn in the page, by its `<symbol>`
/// id (`sym-llama`) or a seat piece's (`piece-tambo-2`).
pub fn by_drawing_id(id: &str) -> Option<String> {
    let name = id
        .strip_prefix("sym-")
        .or_else(|| id.strip_prefix("piece-").and_then(|p| p.rsplit_once('-').map(|(n, _)| n)))?;
    Symbol::ALL.into_iter().find(|s| super::art::symbol_id(*s)[4..] == *name).map(|s| help(Icon::Symbol(s)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_and_the_drawn_icons_have_an_entry() {
        let icons = icons();
        for s in Symbol::ALL {
            assert!(icons.contains(&Icon::Symbol(s)), "{s:?} is missing");
        }
        for icon in icons {
            let (name, line) = (name(icon), line(icon));
            assert!(!name.is_empty() && !line.is_empty());
            assert!(line.chars().count() <= 100, "one line: {line}");
            assert!(line.ends_with('.'));
        }
    }

    #[test]
    fn a_drawing_id_finds_its_entry() {
        assert!(by_drawing_id("sym-llama").unwrap().starts_with("Llama: Worth 2 points"));
        assert!(by_drawing_id("piece-tambo-3").unwrap().starts_with("Tambo: "));
        assert!(by_drawing_id("sym-terrace").unwrap().starts_with("Terrace farming: "));
        assert_eq!(by_drawing_id("marker-manco-up"), None);
    }

    /// Every icon has a name and one line in every language, its numbers
    /// the engine's; a long press speaks the language in force.
    #[test]
    fn every_icon_has_its_words_in_every_language() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let english: Vec<(String, String)> = icons().into_iter().map(|i| (name(i), line(i))).collect();
        for lang in Lang::ALL {
            speak_for_test(lang);
            let mut names = Vec::new();
            for (icon, (english_name, english_line)) in icons().into_iter().zip(&english) {
                let (name, line) = (name(icon), line(icon));
                assert!(!name.is_empty() && !line.is_empty(), "{lang:?} {icon:?}");
                assert!(!format!("{name}{line}").contains(['{', '}']), "{lang:?}: an argument left: {line}");
                assert!(line.ends_with('.'), "{lang:?}: {line}");
                // Spanish and German run longer than English's 100 characters.
                assert!(line.chars().count() <= 110, "{lang:?}: one line: {line}");
                if lang != Lang::En {
                    assert_ne!(&line, english_line, "{lang:?}: still English");
                }
                assert!(
                    lang == Lang::En
                        || &name != english_name
                        || ["Llama", "Viracocha", "Tambo"].contains(&name.as_str()),
                    "{lang:?}: {name} still English"
                );
                names.push(name);
            }
            names.sort();
            names.dedup();
            assert_eq!(names.len(), icons().len(), "{lang:?}: one name for one icon");
        }
        speak_for_test(Lang::Es);
        assert_eq!(
            by_drawing_id("sym-llama").unwrap(),
            format!(
                "Llama: Vale {} puntos al final, que repartes entre Sol y Luna como más te convenga.",
                data::LLAMA_POINTS
            )
        );
        assert!(help(Icon::Symbol(Symbol::Boat)).contains(&format!("las {} casillas del Lago", data::BOAT_END)));
        speak_for_test(Lang::De);
        assert!(by_drawing_id("sym-terrace").unwrap().starts_with("Terrassenanbau: Eine Aktivität"));
        assert!(help(Icon::Symbol(Symbol::Viracocha)).contains(&format!(
            "mit {} gibt es jede Nacht +{} Mond",
            data::VIRACOCHA_BONUS_MIN,
            data::VIRACOCHA_BONUS_PER_TEMPLE
        )));
        assert_eq!(help(Icon::HalfSun).split_once(':').unwrap().0, "Halbe Sonne");
        speak(Catalog::english());
    }

    #[test]
    fn a_count_in_a_line_takes_its_plural() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        for (lang, one, two) in [
            (Lang::En, "Worth 1 point at", "Worth 2 points at"),
            (Lang::Es, "Vale 1 punto al", "Vale 2 puntos al"),
            (Lang::De, "Am Ende 1 Punkt wert", "Am Ende 2 Punkte wert"),
        ] {
            speak_for_test(lang);
            let llama = |n| tf(key::RULES_ICON_LLAMA_LINE, &[("points", Arg::Num(n))]);
            assert!(llama(1).starts_with(one), "{}", llama(1));
            assert!(llama(2).starts_with(two), "{}", llama(2));
        }
        speak(Catalog::english());
    }
}
