//! The rules reference's text (the Rules dialog), as HTML. Its sentences
//! are the words layer's (`rules-` messages, one per heading, paragraph or
//! list item), and every number printed is read from the engine's data
//! tables, so the text and the game never disagree. It never changes while
//! the app runs, so it is one string and not a Leptos view: drawn by
//! Leptos, its 150 elements were 11 KB of wasm code; as text they are a
//! few KB of compressible data.
use std::fmt::Write;

use super::art::escape;
use super::glossary;
use super::lang::catalog::Arg;
use super::lang::{key, t, tf, Key};
use crate::engine::{data, Activity, Line, LineBonus};

/// The dialog's body: sections of the game, headed by `<h3>`.
pub fn body_html() -> String {
    let mut html = String::with_capacity(16 * 1024);
    section(&mut html, key::RULES_GOAL_HEADING);
    paragraph(&mut html, &t(key::RULES_GOAL));
    section(&mut html, key::RULES_BOARD_HEADING);
    paragraph(&mut html, &board());
    html.push_str(&step_table());
    section(&mut html, key::RULES_START_HEADING);
    paragraph(&mut html, &t(key::RULES_START));
    section(&mut html, key::RULES_DAY_HEADING);
    list(&mut html, "ol", &day());
    paragraph(&mut html, &rounds());
    section(&mut html, key::RULES_ACTIVITIES_HEADING);
    paragraph(&mut html, &t(key::RULES_ACTIVITIES));
    list(&mut html, "ul", &activities());
    section(&mut html, key::RULES_EFFECTS_HEADING);
    list(&mut html, "ul", &effects());
    section(&mut html, key::RULES_NIGHT_HEADING);
    list(&mut html, "ol", &night());
    section(&mut html, key::RULES_END_HEADING);
    paragraph(&mut html, &tf(key::RULES_END, &[("points", Arg::Num(data::LLAMA_POINTS))]));
    section(&mut html, key::RULES_SOLO_HEADING);
    paragraph(&mut html, &t(key::RULES_SOLO));
    html.push_str(&difficulty_table());
    html.push_str(&glossary());
    section(&mut html, key::RULES_SCREEN_HEADING);
    let screen = [key::RULES_SCREEN_TAP, key::RULES_SCREEN_UNDO, key::RULES_SCREEN_PASS, key::RULES_SCREEN_FORECAST];
    list(&mut html, "ul", &screen.map(t));
    html
}

/// A section's `<h3>` heading.
fn section(html: &mut String, heading: Key) {
    let _ = write!(html, "<h3>{}</h3>", t(heading));
}

/// A paragraph of the words layer's HTML.
fn paragraph(html: &mut String, text: &str) {
    let _ = write!(html, "<p>{text}</p>");
}

/// A list (`ol` or `ul`) of the words layer's HTML items.
fn list(html: &mut String, tag: &str, items: &[String]) {
    let _ = write!(html, "<{tag}>");
    for item in items {
        let _ = write!(html, "<li>{item}</li>");
    }
    let _ = write!(html, "</{tag}>");
}

/// Numbers joined by ", ", each as `show` writes it.
fn numbers<T: Copy>(values: &[T], show: impl Fn(T) -> String) -> String {
    values.iter().map(|&v| show(v)).collect::<Vec<_>>().join(", ")
}

/// A count as a message's argument.
fn num(n: impl Into<u32>) -> Arg<'static> {
    Arg::Num(n.into())
}

/// The player board: the grid, its quadrants, the Step slots' arrows.
fn board() -> String {
    let arrows = data::STEP_ARROWS.as_flattened();
    let least = arrows.iter().copied().min().unwrap_or(1);
    let most = arrows.iter().copied().max().unwrap_or(1);
    tf(
        key::RULES_BOARD,
        &[
            ("cells", num(data::LINE_CELLS)),
            ("half", num(data::LINE_CELLS / 2)),
            ("least", num(least)),
            ("most", num(most)),
        ],
    )
}

fn step_table() -> String {
    let mut rows = String::new();
    for line in Line::ALL {
        let [a, b] = data::STEP_ARROWS[line.index()];
        let name = if line.is_row() { key::RULES_ROW } else { key::RULES_COLUMN };
        let bonus = match data::LINE_BONUSES[line.index()] {
            LineBonus::Llama => key::RULES_BONUS_LLAMA,
            LineBonus::Viracocha => key::RULES_BONUS_VIRACOCHA,
            LineBonus::Sun(Activity::Pottery) => key::RULES_BONUS_SUN_POTTERY,
            LineBonus::Sun(Activity::Weaving) => key::RULES_BONUS_SUN_WEAVING,
            LineBonus::Sun(Activity::Terrace) => key::RULES_BONUS_SUN_TERRACE,
            LineBonus::Sun(Activity::Reed) => key::RULES_BONUS_SUN_REED,
        };
        let _ = write!(
            rows,
            r#"<tr><th scope="row">{}</th><td>{a}</td><td>{b}</td><td>{}</td></tr>"#,
            escape(&tf(name, &[("n", num(line.position() + 1))])),
            escape(&t(bonus)),
        );
    }
    table(&[key::RULES_LINE, key::RULES_ARROWS_START, key::RULES_ARROWS_END, key::RULES_BONUS_WHEN_EMPTIED], &rows)
}

/// A table of the rules: its column headings, then its rows.
fn table(headings: &[Key], rows: &str) -> String {
    let mut html = String::from(r#"<table class="rules-table"><thead><tr>"#);
    for &heading in headings {
        let _ = write!(html, "<th>{}</th>", escape(&t(heading)));
    }
    let _ = write!(html, "</tr></thead><tbody>{rows}</tbody></table>");
    html
}

/// A Day turn's steps.
fn day() -> [String; 5] {
    [
        t(key::RULES_DAY_STEP),
        tf(key::RULES_DAY_MOVE, &[("cuzco", num(data::CUZCO))]),
        t(key::RULES_DAY_BUILD),
        tf(key::RULES_DAY_POWER, &[("least", num(data::line_power(data::LINE_CELLS))), ("most", num(data::MAX_POWER))]),
        t(key::RULES_DAY_EFFECTS),
    ]
}

/// The rounds' turns.
fn rounds() -> String {
    let turns = data::TURNS_PER_ROUND.map(|n| Arg::Num(n as u32));
    tf(
        key::RULES_DAY_ROUNDS,
        &[
            ("rounds", num(data::ROUNDS)),
            ("first", turns[0]),
            ("second", turns[1]),
            ("third", turns[2]),
            ("fourth", turns[3]),
        ],
    )
}

fn activities() -> [String; 4] {
    let costs = numbers(&data::MARKET_COSTS, |c| c.to_string());
    let pottery_moon = numbers(&data::POTTERY_MOON, |m| m.to_string());
    let pottery = tf(
        key::RULES_POTTERY,
        &[
            ("costs", Arg::Text(&costs)),
            ("pots", Arg::Num(data::POTS_PER_COLOUR as u32)),
            ("moon", Arg::Text(&pottery_moon)),
        ],
    );
    // The stacks each power takes from (1-based), as `WEAVING_STACKS` lists them.
    let stack = |power: usize, choice: usize, i: usize| Arg::Num(data::WEAVING_STACKS[power][choice][i] as u32 + 1);
    let weaving = tf(
        key::RULES_WEAVING,
        &[
            ("p1", stack(0, 0, 0)),
            ("p2a", stack(1, 0, 0)),
            ("p2b", stack(1, 1, 0)),
            ("p3a", stack(2, 0, 0)),
            ("p3b", stack(2, 0, 1)),
            ("p4a", stack(3, 0, 0)),
            ("p4b", stack(3, 0, 1)),
            ("moon", Arg::Num(data::LOOM_MOON_PER_COLUMN)),
        ],
    );
    // The Maize row's boxes of three spaces, numbered from 1 (as `cards::maize_row`).
    const MAIZE_BOX: u8 = 3;
    let [box1, box2] = data::VIRACOCHA_BOX_LAST_SPACES.map(|last| num(last / MAIZE_BOX));
    let terrace_moon = numbers(&data::TERRACE_MOON, |m| m.to_string());
    let terrace = tf(key::RULES_TERRACE, &[("moon", Arg::Text(&terrace_moon)), ("box1", box1), ("box2", box2)]);
    let island_suns = numbers(&data::ISLAND_SUNS, |s| s.to_string());
    let reed = tf(key::RULES_REED, &[("spaces", num(data::BOAT_END)), ("suns", Arg::Text(&island_suns))]);
    [pottery, weaving, terrace, reed]
}

fn effects() -> [String; 4] {
    let bonuses = numbers(&data::TEMPLE_COLUMN_BONUS, |b| format!("+{b}"));
    // Each Raymi space once, in order, with its tiles' two thresholds.
    let mut spaces: Vec<u8> = data::RAYMI_PLACES.iter().map(|&(space, _)| space).collect();
    spaces.dedup();
    let raymi = spaces
        .into_iter()
        .map(|s| {
            tf(
                key::RULES_RAYMI_SPACE,
                &[
                    ("space", num(s)),
                    ("front", num(data::raymi_threshold(s, false))),
                    ("reverse", num(data::raymi_threshold(s, true))),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    [
        tf(key::RULES_TEMPLE, &[("bonuses", Arg::Text(&bonuses))]),
        t(key::RULES_LINE_BONUS),
        tf(key::RULES_RAYMI, &[("thresholds", Arg::Text(&raymi))]),
        tf(key::RULES_CUZCO, &[("cuzco", num(data::CUZCO)), ("suns", num(data::CUZCO_LLAMA_SUNS))]),
    ]
}

fn night() -> [String; 6] {
    [
        t(key::RULES_NIGHT_RETIRE),
        t(key::RULES_NIGHT_HARVEST),
        tf(
            key::RULES_NIGHT_TEMPLES,
            &[("min", Arg::Num(data::VIRACOCHA_BONUS_MIN)), ("moon", Arg::Num(data::VIRACOCHA_BONUS_PER_TEMPLE))],
        ),
        t(key::RULES_NIGHT_MARKERS),
        tf(key::RULES_NIGHT_DAWN, &[("max", num(data::INTI_MAX))]),
        t(key::RULES_NIGHT_PREPARE),
    ]
}

fn difficulty_table() -> String {
    let mut rows = String::new();
    for (i, b) in data::DIFFICULTY_BOARDS.iter().enumerate() {
        let level = i as u8 + 1;
        let _ = write!(
            rows,
            r#"<tr><th scope="row">{level} {}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"#,
            escape(&super::start::difficulty_name(level)),
            b.inti,
            b.llamas,
            b.points_per_llama,
            b.moon_per_temple
        );
    }
    table(
        &[
            key::RULES_DIFFICULTY_BOARD,
            key::RULES_STARTING_INTI,
            key::RULES_STARTING_LLAMAS,
            key::RULES_POINTS_PER_LLAMA,
            key::RULES_MOON_PER_TEMPLE,
        ],
        &rows,
    )
}

/// The icon glossary (`view::glossary`): each icon, its name, one line.
fn glossary() -> String {
    let mut html = format!(
        r#"<h3 id="glossary">{}</h3><p class="small">{}</p><dl class="glossary">"#,
        t(key::RULES_ICONS_HEADING),
        t(key::RULES_ICONS_HINT)
    );
    for icon in glossary::icons() {
        let _ = write!(
            html,
            r#"<div class="glossary-entry"><dt><svg viewBox="-12 -12 24 24" aria-hidden="true">{}</svg>{}</dt><dd>{}</dd></div>"#,
            glossary::markup(icon),
            escape(&glossary::name(icon)),
            escape(&glossary::line(icon)),
        );
    }
    html.push_str("</dl>");
    html
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::art::tests::assert_well_formed;
    use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};

    /// The FNV-1a hash of the English `body_html()` (since issue 30 said
    /// how the loom's taps lay a Textile).
    const FNV: u64 = 0x1c92_00a6_6166_3ab9;

    /// The sections' headings, in order.
    const HEADINGS: [Key; 11] = [
        key::RULES_GOAL_HEADING,
        key::RULES_BOARD_HEADING,
        key::RULES_START_HEADING,
        key::RULES_DAY_HEADING,
        key::RULES_ACTIVITIES_HEADING,
        key::RULES_EFFECTS_HEADING,
        key::RULES_NIGHT_HEADING,
        key::RULES_END_HEADING,
        key::RULES_SOLO_HEADING,
        key::RULES_ICONS_HEADING,
        key::RULES_SCREEN_HEADING,
    ];

    /// Whether `html`'s `<h3>` headings are `HEADINGS` in the language in force, in order.
    fn assert_every_section(html: &str) {
        let headings: Vec<&str> = html
            .split("</h3>")
            .filter_map(|part| part.rsplit_once("<h3").map(|(_, h)| &h[h.find('>').unwrap() + 1..]))
            .collect();
        assert_eq!(headings, HEADINGS.map(t), "every section, in order");
        assert_eq!(html.matches("<tr>").count(), 1 + Line::ALL.len() + 1 + data::DIFFICULTY_BOARDS.len());
        assert_eq!(html.matches(r#"class="glossary-entry""#).count(), glossary::icons().len());
    }

    #[test]
    fn the_rules_text_is_well_formed_html_with_every_section() {
        let html = body_html();
        assert_well_formed(&html);
        for heading in [
            "Goal",
            "Your board",
            "Start",
            "A Day turn",
            "The four activities",
            "End-of-turn effects",
            "Night",
            "Game end",
            "Solo: the Ayllu",
            "Icons",
            "Playing on this screen",
        ] {
            assert!(html.contains(&format!(">{heading}</h3>")), "no section {heading}");
        }
        assert_every_section(&html);
    }

    /// The English text is as it was before its sentences moved into the
    /// words layer (issue 31), byte for byte: compared whole with a copy of
    /// the old `body_html()` when they moved, and held to that copy's
    /// length and FNV-1a hash since.
    #[test]
    fn the_english_text_is_as_it_was() {
        let html = body_html();
        let fnv = html.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
        assert_eq!((html.len(), fnv), (18240, FNV), "the English rules changed");
    }

    /// R5 / R7 / R8: the numbers printed in the text are the engine's.
    #[test]
    fn the_rules_text_prints_the_engines_numbers() {
        let html = body_html();
        let costs = numbers(&data::MARKET_COSTS, |c| c.to_string());
        assert!(html.contains(&format!("cost {costs}.")));
        let moon = numbers(&data::POTTERY_MOON, |m| m.to_string());
        assert!(html.contains(&format!("(0 to 5 Pots): {moon}.")));
        assert!(html.contains(&format!("each Llama is worth {} points", data::LLAMA_POINTS)));
        assert!(html.contains(&format!("it stops at {})", data::INTI_MAX)));
        for b in data::DIFFICULTY_BOARDS {
            assert!(html.contains(b.name), "no difficulty board {}", b.name);
        }
        let (low, high) = (data::raymi_threshold(14, false), data::raymi_threshold(14, true));
        assert!(html.contains(&format!("; space 14: {low} then {high}; space 20")));
        assert!(html.contains(&format!("Space {} is Cuzco", data::CUZCO)));
        assert!(html.contains("Rounds 1 to 4 give 5, 4, 3 and 2 turns."));
    }

    /// Spanish and German: every section, in the language, with the
    /// engine's numbers, and no English sentence or argument left.
    #[test]
    fn the_rules_read_whole_in_spanish_and_german() {
        let english_sections = HEADINGS.map(t);
        let (low, high) = (data::raymi_threshold(14, false), data::raymi_threshold(14, true));
        let costs = numbers(&data::MARKET_COSTS, |c| c.to_string());
        for (lang, raymi, cuzco, names) in [
            (
                Lang::Es,
                format!("; casilla 14: {low} y luego {high}; casilla 20"),
                "La casilla 30 es Cuzco",
                ["Novato", "Anciano"],
            ),
            (Lang::De, format!("; Feld 14: {low}, dann {high}; Feld 20"), "Feld 30 ist Cuzco", ["Neuling", "Ältester"]),
        ] {
            speak_for_test(lang);
            let html = body_html();
            assert_well_formed(&html);
            assert!(!html.contains('{') && !html.contains('}'), "{lang:?}: an argument left: {html}");
            assert_every_section(&html);
            for (heading, english) in HEADINGS.iter().zip(&english_sections) {
                assert_ne!(&t(*heading), english, "{lang:?}: a heading in English");
            }
            for english in [
                " the ",
                " and ",
                " of ",
                " you ",
                "You collect",
                "Each player in turn",
                "Lay an available",
                "Bonus when emptied",
                "Difficulty boards",
                "Hold a finger",
                "An activity:",
                "Sun bonus",
                "I'm ready",
                "Tap a highlighted",
            ] {
                assert!(!html.contains(english), "{lang:?}: English left: {english:?}");
            }
            assert!(html.contains(&raymi), "{lang:?}: {raymi}");
            assert!(html.contains(&format!(" {costs}. ")), "{lang:?}: the market's costs");
            assert!(html.contains(&format!("{}", data::INTI_MAX)), "{lang:?}: the Inti limit");
            assert!(html.contains(cuzco), "{lang:?}: {cuzco}");
            for name in names {
                assert!(html.contains(name), "{lang:?}: the difficulty board {name}");
            }
        }
        speak(Catalog::english());
    }

    #[test]
    fn a_count_takes_its_plural_in_every_language() {
        for (lang, one, two) in [
            (Lang::En, "(0 to 1 Pot)", "(0 to 2 Pots)"),
            (Lang::Es, "(de 0 a 1 vasija)", "(de 0 a 2 vasijas)"),
            (Lang::De, "(0 bis 1 Gefäß)", "(0 bis 2 Gefäße)"),
        ] {
            speak_for_test(lang);
            let pottery = |n| {
                tf(key::RULES_POTTERY, &[("costs", Arg::Text("1")), ("pots", Arg::Num(n)), ("moon", Arg::Text("0"))])
            };
            assert!(pottery(1).contains(one), "{}", pottery(1));
            assert!(pottery(2).contains(two), "{}", pottery(2));
        }
        speak(Catalog::english());
    }
}
