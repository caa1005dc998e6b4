//! The rules reference's text (the Rules dialog), as HTML. The printed
//! numbers are read from the engine's data tables, so the text and the game
//! never disagree. It never changes while the app runs, so it is one string
//! and not a Leptos view: drawn by Leptos, its 150 elements were 11 KB of
//! wasm code; as text they are a few KB of compressible data.
use std::fmt::Write;

use super::art::escape;
use super::{glossary, words};
use crate::engine::{data, Activity, Line};

/// The dialog's body: sections of the game, headed by `<h3>`.
pub fn body_html() -> String {
    let mut html = String::with_capacity(12 * 1024);
    html.push_str(INTRO);
    html.push_str(&step_table());
    html.push_str(START_AND_DAY);
    html.push_str(&activities());
    html.push_str(&effects());
    html.push_str(&night_and_end());
    html.push_str(SOLO);
    html.push_str(&difficulty_table());
    html.push_str(&glossary());
    html.push_str(ON_THIS_SCREEN);
    html
}

const INTRO: &str = "\
<h3>Goal</h3>\
<p>You collect two kinds of points: Sun and Moon. At the end your score is the <b>lower</b> of the two, so keep \
them level. Four rounds of Day and Night are played; each Night the hindmost Ayar brother retires.</p>\
<h3>Your board</h3>\
<p>Sixteen Tambos fill a 4 × 4 grid in four 2 × 2 quadrants. A Step slot sits at each end of every row and \
column, printed with 1 to 3 arrows. With fewer than four players some 1-arrow slots are blocked (shown crossed \
out). You hold five Step markers: one per Ayar and a gold one that moves any Ayar. Above the grid are four Moon \
slots, one per activity.</p>";

const START_AND_DAY: &str = "\
<h3>Start</h3>\
<p>Each player in turn takes any Tambo from the grid, builds it on an empty start slot in Tiwanaku (space 0) and \
performs that activity at power 1.</p>\
<h3>A Day turn</h3>\
<ol>\
<li>Lay an available Step marker on an empty, unblocked slot whose row or column still holds a Tambo. A marker \
standing from an earlier round may move to a new slot.</li>\
<li>Move that marker's Ayar forward by the slot's arrows (the gold marker: any Ayar). Space 30 is Cuzco; an Ayar \
stops there.</li>\
<li>Take a Tambo from the marked row or column and build it on an empty building slot of that Ayar's path, at or \
behind him, showing an activity you can perform.</li>\
<li>Power is the number of empty spaces in the marked line after the take (1 to 4); you may choose less. Perform \
the activity.</li>\
<li>Resolve the end-of-turn effects, in the order you choose.</li>\
</ol>\
<p>Rounds 1 to 4 give 5, 4, 3 and 2 turns. If no turn can be completed, you still move and build, but perform no \
activity.</p>";

const SOLO: &str = "\
<h3>Solo: the Ayllu</h3>\
<p>The Ayllu plays as many turns as you. Each turn it flips an Activity token (how far it moves, a power change, \
maybe a Temple) and draws a Step marker from its bag, then builds by its priority: the next Raymi activity on \
that path, then its open bonuses, then activities whose Moons have not scored. Its Viracochas become Llamas. You \
must beat its score strictly. Difficulty boards:</p>";

const ON_THIS_SCREEN: &str = "\
<h3>Playing on this screen</h3>\
<ul>\
<li>Tap a highlighted target or an option button once to see what it would do; tap it again, or Confirm, to play \
it.</li>\
<li>Undo takes back choices of your turn until something new is revealed (a Pot or a Textile) or the turn \
passes.</li>\
<li>Pass and play: a banner in the next player's colour says whose turn it is. The hand-over screen (a setting) \
hides the table until they tap I'm ready.</li>\
<li>The Forecast shows who would retire tonight, the next Raymi on each path and everyone's Sun and Moon; ▼ marks \
the lower one.</li>\
</ul>";

/// Numbers joined by ", ", each as `show` writes it.
fn list<T: Copy>(values: &[T], show: impl Fn(T) -> String) -> String {
    values.iter().map(|&v| show(v)).collect::<Vec<_>>().join(", ")
}

fn step_table() -> String {
    let mut rows = String::new();
    for line in Line::ALL {
        let [a, b] = data::STEP_ARROWS[line.index()];
        let _ = write!(
            rows,
            r#"<tr><th scope="row">{}</th><td>{a}</td><td>{b}</td><td>{}</td></tr>"#,
            escape(&words::capital(&words::line(line))),
            escape(&words::capital(&words::line_bonus(data::LINE_BONUSES[line.index()]))),
        );
    }
    format!(
        r#"<table class="rules-table"><thead><tr><th>Line</th><th>Arrows left / top</th><th>Arrows right / bottom</th><th>Bonus when emptied</th></tr></thead><tbody>{rows}</tbody></table>"#
    )
}

fn activities() -> String {
    let names = escape(&Activity::ALL.map(words::activity).join(", "));
    let costs = list(&data::MARKET_COSTS, |c| c.to_string());
    let pottery_moon = list(&data::POTTERY_MOON, |m| m.to_string());
    let terrace_moon = list(&data::TERRACE_MOON, |m| m.to_string());
    let island_suns = list(&data::ISLAND_SUNS, |s| s.to_string());
    let loom_moon = data::LOOM_MOON_PER_COLUMN;
    format!(
        "<h3>The four activities</h3>\
<p>Each activity ({names}) has visible Suns (used by Raymi, Cuzco and Sun bonuses) and a Moon value (used by \
Temples and Step markers).</p>\
<ul>\
<li><b>Pottery. </b>The market's five slots cost {costs}. Take Pots whose costs add up to at most your power; \
the rest slide down and the bag refills the market. A Pot with a Viracocha gives you one. Suns: different colours \
owned. Moon by your largest set of one colour (0 to 5 Pots): {pottery_moon}.</li>\
<li><b>Weaving. </b>Power 1: the top Textile of stack 1; power 2: stack 1 or 2; power 3: stacks 1 and 2; power \
4: stacks 1 and 3. Place each Textile on two empty neighbouring loom cells (tap both). \
Suns: each place where half-Suns of two different Textiles meet. Moon: {loom_moon} per full loom column.</li>\
<li><b>Terrace farming. </b>Plant Maize equal to your power, from the left of your row. Emptied spaces reveal a \
Sun (even spaces) or a Moon value (odd spaces: {terrace_moon}); emptying box 2 or 4 gives a Viracocha. Suns: \
revealed Suns. Moon: the rightmost revealed Moon value. Whoever planted most this round wins the Harvest at \
Night.</li>\
<li><b>Reed bundling. </b>Sail your Boat forward by your power (14 spaces in four sections). For each section \
entered, place its Island on the Lake's yellow space matching the highest number reached in it (the next higher \
free one if yours is there). A yellow space beside a Viracocha area lets you take its Viracocha. Suns: those \
uncovered by your Islands ({island_suns}). Moon: your two highest Islands.</li>\
</ul>"
    )
}

fn effects() -> String {
    let temple_bonus = list(&data::TEMPLE_COLUMN_BONUS, |b| format!("+{b}"));
    // "; " between the four spaces, as the dialog has always printed them.
    let raymi = [8u8, 14, 20, 26]
        .map(|s| format!("space {s}: {} then {}", data::raymi_threshold(s, false), data::raymi_threshold(s, true)))
        .join("; ");
    let cuzco = data::CUZCO_LLAMA_SUNS;
    format!(
        "<h3>End-of-turn effects</h3>\
<ul>\
<li><b>Temple. </b>When the fourth Tambo leaves a quadrant, place a Temple of a type you choose in the leftmost \
free slot of the Temple row of the moved Ayar's partner. Column bonuses: {temple_bonus}.</li>\
<li><b>Line bonus. </b>When a whole row or column empties: its Llama, Viracocha, or Sun bonus (add that \
activity's visible Suns to your Inti dial).</li>\
<li><b>Raymi. </b>When an Ayar reaches or passes a Raymi tile's space, every player adds their visible Suns of \
its activity to the Inti dial, and those meeting the threshold take a Llama. The tile then turns to its harder \
side, and leaves once both its Ayars are past or retired. Thresholds: {raymi}.</li>\
<li><b>Cuzco. </b>When an Ayar reaches space 30, every player picks two different activities and adds both Suns; \
each with at least {cuzco} Suns gives a Llama.</li>\
</ul>"
    )
}

fn night_and_end() -> String {
    let (min, per_temple) = (data::VIRACOCHA_BONUS_MIN, data::VIRACOCHA_BONUS_PER_TEMPLE);
    let (inti_max, llama_points) = (data::INTI_MAX, data::LLAMA_POINTS);
    format!(
        "<h3>Night</h3>\
<ol>\
<li>The Ayar on the lowest space retires (tie: the one whose partner sits in the lower Temple row).</li>\
<li>Harvest: the player who planted most Maize this round wins the Viracocha beside the retiring Ayar's partner \
(tie: who planted first).</li>\
<li>Temples: players with {min} or more Viracochas gain {per_temple} Moon per Temple of theirs on the board; then the \
partner walks her row and each Temple pays its owner's Moon value in its activity plus the column bonus. The row \
is cleared.</li>\
<li>Step markers: each player puts the retired Ayar's marker on an empty Moon slot (at the top right of each \
activity card) and scores that activity's Moon value. Each Moon slot scores once per game.</li>\
<li>Dawn: add your Inti dial to your Sun (the dial keeps its value; it stops at {inti_max}).</li>\
<li>Prepare: markers stand up where they are; the first player passes clockwise.</li>\
</ol>\
<h3>Game end</h3>\
<p>Viracochas become Llamas; each Llama is worth {llama_points} points, split between Sun and Moon to raise your \
lower score. Highest score wins; ties go to the higher other score, then more Llamas.</p>"
    )
}

fn difficulty_table() -> String {
    let mut rows = String::new();
    for (i, b) in data::DIFFICULTY_BOARDS.iter().enumerate() {
        let _ = write!(
            rows,
            r#"<tr><th scope="row">{} {}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"#,
            i + 1,
            escape(b.name),
            b.inti,
            b.llamas,
            b.points_per_llama,
            b.moon_per_temple
        );
    }
    format!(
        r#"<table class="rules-table"><thead><tr><th>Board</th><th>Starting Inti</th><th>Starting Llamas</th><th>Points per Llama</th><th>Moon per Temple</th></tr></thead><tbody>{rows}</tbody></table>"#
    )
}

/// The icon glossary (`view::glossary`): each icon, its name, one line.
fn glossary() -> String {
    let mut html = String::from(
        r#"<h3 id="glossary">Icons</h3><p class="small">Hold a finger on an icon on the table to see its entry there.</p><dl class="glossary">"#,
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
        assert_eq!(html.matches("<tr>").count(), 1 + Line::ALL.len() + 1 + data::DIFFICULTY_BOARDS.len());
        assert_eq!(html.matches(r#"class="glossary-entry""#).count(), glossary::icons().len());
    }

    /// The English text as it was before its sentences moved into the
    /// words layer (issue 31), byte for byte.
    #[test]
    fn the_english_text_is_as_it_was() {
        assert_eq!(body_html(), include_str!("rules.golden.html"));
    }

    /// R5 / R7 / R8: the numbers printed in the text are the engine's.
    #[test]
    fn the_rules_text_prints_the_engines_numbers() {
        let html = body_html();
        let costs = list(&data::MARKET_COSTS, |c| c.to_string());
        assert!(html.contains(&format!("cost {costs}.")));
        let moon = list(&data::POTTERY_MOON, |m| m.to_string());
        assert!(html.contains(&format!("(0 to 5 Pots): {moon}.")));
        assert!(html.contains(&format!("each Llama is worth {} points", data::LLAMA_POINTS)));
        assert!(html.contains(&format!("it stops at {})", data::INTI_MAX)));
        for b in data::DIFFICULTY_BOARDS {
            assert!(html.contains(b.name), "no difficulty board {}", b.name);
        }
        let (low, high) = (data::raymi_threshold(14, false), data::raymi_threshold(14, true));
        assert!(html.contains(&format!("; space 14: {low} then {high}; space 20")));
    }
}

