//! The icon glossary: every icon on the table with its name and one line
//! (issue 17). Shown in the rules and by a long press on the icon itself.
//! The numbers come from the engine's data tables.
use super::icons::Symbol;
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
    match icon {
        Icon::Symbol(s) => s.name().to_string(),
        Icon::HalfSun => "Half-Sun".into(),
        Icon::LineBonus(LineBonus::Llama) => "Llama bonus".into(),
        Icon::LineBonus(LineBonus::Viracocha) => "Viracocha bonus".into(),
        Icon::LineBonus(LineBonus::Sun(_)) => "Sun bonus".into(),
    }
}

/// What it means, in one line.
pub fn line(icon: Icon) -> String {
    match icon {
        Icon::Symbol(s) => symbol_line(s),
        Icon::HalfSun => "Printed on a Textile's end; half-Suns of two Textiles meeting on the loom make a Sun.".into(),
        Icon::LineBonus(LineBonus::Llama) => "Beside a row or column: empty it to take a Llama.".into(),
        Icon::LineBonus(LineBonus::Viracocha) => "Beside a row or column: empty it to take a Viracocha.".into(),
        Icon::LineBonus(LineBonus::Sun(_)) => {
            "A Sun with an activity: empty that line to add the activity's visible Suns to your Inti dial.".into()
        }
    }
}

/// "Name: line", as a long press shows it.
pub fn help(icon: Icon) -> String {
    format!("{}: {}", name(icon), line(icon))
}

fn symbol_line(s: Symbol) -> String {
    match s {
        Symbol::Pottery => "An activity: buy Pots; new colours give Suns, many of one colour give Moon.".into(),
        Symbol::Weaving => {
            "An activity: weave Textiles on your loom; meeting half-Suns give Suns, full columns Moon.".into()
        }
        Symbol::Terrace => {
            "An activity: plant Maize, revealing Suns and Moon values; most Maize wins the Harvest.".into()
        }
        Symbol::Reed => "An activity: sail your Boat on the Lake, placing Islands for Suns and Moon.".into(),
        Symbol::Sun => "Sun points. Visible Suns feed the Inti dial, which adds to your Sun at every Dawn.".into(),
        Symbol::Moon => {
            "Moon points, from Temples and Step markers at Night. You score the lower of Sun and Moon.".into()
        }
        Symbol::Llama => {
            format!("Worth {} points at the end, split between Sun and Moon as suits you.", data::LLAMA_POINTS)
        }
        Symbol::Viracocha => format!(
            "Becomes a Llama at the end; holding {} gives +{} Moon per Temple of yours at each Night.",
            data::VIRACOCHA_BONUS_MIN,
            data::VIRACOCHA_BONUS_PER_TEMPLE
        ),
        Symbol::Temple => "Placed when a quadrant of your grid empties; pays Moon at its row's Night.".into(),
        Symbol::Tambo => "Taken from your grid and built on a path; its slot's activity is what you perform.".into(),
        Symbol::Maize => "Planted on the terrace by Terrace farming; who planted most wins the Harvest.".into(),
        Symbol::Boat => {
            format!("Sails the Lake's {} spaces by Reed bundling; each new section places an Island.", data::BOAT_END)
        }
        Symbol::Island => "Placed on a yellow space of the Lake for Moon; it uncovers Suns on your board.".into(),
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
}
