//! The game in plain words: names of slots, cells and pieces, every action
//! as a button label, every event as a line of the log. Words only: the
//! numbers come from the engine and its `data` tables, the sentences from
//! the words layer (`view::lang`, the `log-` messages of `log.ftl`).
use crate::bot::reason::{Confidence, Gain, MoveReason};
use crate::bot::search::Level;
use crate::computer::Thought;
use crate::engine::data;
use crate::engine::{
    short_sort, Action, Activity, Ayar, AylluReason, Cell, Decision, Dir, Event, FinalScore, Game, IntiSource, Line,
    LineBonus, Marker, MoonSource, PlayerState, Pot, StepSlot, Textile, Trigger,
};
use crate::view::lang::catalog::Arg;
use crate::view::lang::{key, t, tf, Key};

/// A count as a message's argument.
fn num(n: impl Into<u32>) -> Arg<'static> {
    Arg::Num(n.into())
}

/// Words as a message's argument.
fn text(s: &str) -> Arg<'_> {
    Arg::Text(s)
}

/// A 0-based place (a slot, a stack, a row) as printed: 1-based.
fn nth(i: impl Into<u32>) -> Arg<'static> {
    Arg::Num(i.into() + 1)
}

/// A Pot colour's name, as a button names a Pot.
pub fn pot_colour(colour: u8) -> String {
    const COLOURS: [Key; data::POT_COLOURS] = [
        key::LOG_COLOUR_RED,
        key::LOG_COLOUR_OCHRE,
        key::LOG_COLOUR_GREEN,
        key::LOG_COLOUR_BLUE,
        key::LOG_COLOUR_BLACK,
        key::LOG_COLOUR_WHITE,
    ];
    t(COLOURS[usize::from(colour) % COLOURS.len()])
}

pub fn player_name(game: &Game, p: usize) -> String {
    game.players().get(p).map(|s| if s.is_ayllu() { t(key::LOG_THE_AYLLU) } else { s.name.clone() }).unwrap_or_default()
}

pub fn activity(a: Activity) -> String {
    t(match a {
        Activity::Pottery => key::LOG_ACTIVITY_POTTERY,
        Activity::Weaving => key::LOG_ACTIVITY_WEAVING,
        Activity::Terrace => key::LOG_ACTIVITY_TERRACE,
        Activity::Reed => key::LOG_ACTIVITY_REED,
    })
}

/// Short activity name for tight labels.
pub fn activity_short(a: Activity) -> String {
    t(match a {
        Activity::Pottery => key::LOG_SHORT_POTTERY,
        Activity::Weaving => key::LOG_SHORT_WEAVING,
        Activity::Terrace => key::LOG_SHORT_TERRACE,
        Activity::Reed => key::LOG_SHORT_REED,
    })
}

/// A Step marker's name on its own ("Manco marker"), as a label shows it.
pub fn marker(m: Marker) -> String {
    t(match m {
        Marker::Manco => key::LOG_MARKER_MANCO,
        Marker::Auca => key::LOG_MARKER_AUCA,
        Marker::Cachi => key::LOG_MARKER_CACHI,
        Marker::Uchu => key::LOG_MARKER_UCHU,
        Marker::Gold => key::LOG_MARKER_GOLD,
    })
}

/// A Step marker as the thing a sentence lays or puts ("the Manco
/// marker"; German declines it as an object).
fn the_marker(m: Marker) -> String {
    t(match m {
        Marker::Manco => key::LOG_THE_MARKER_MANCO,
        Marker::Auca => key::LOG_THE_MARKER_AUCA,
        Marker::Cachi => key::LOG_THE_MARKER_CACHI,
        Marker::Uchu => key::LOG_THE_MARKER_UCHU,
        Marker::Gold => key::LOG_THE_MARKER_GOLD,
    })
}

/// "row 2" or "column 3" (1-based, as printed).
pub fn line(l: Line) -> String {
    let kind = if l.is_row() { key::LOG_ROW } else { key::LOG_COLUMN };
    tf(kind, &[("n", nth(l.position()))])
}

/// "row 2 left".
pub fn step_slot(s: StepSlot) -> String {
    let l = s.line();
    let end = match (l.is_row(), s.end()) {
        (true, 0) => key::LOG_ROW_LEFT,
        (true, _) => key::LOG_ROW_RIGHT,
        (false, 0) => key::LOG_COLUMN_TOP,
        (false, _) => key::LOG_COLUMN_BOTTOM,
    };
    tf(end, &[("n", nth(l.position()))])
}

pub fn arrows(n: u8) -> String {
    "›".repeat(n as usize)
}

pub fn cell(c: Cell) -> String {
    tf(key::LOG_CELL, &[("row", nth(c.row())), ("column", nth(c.column()))])
}

pub fn dir(d: Dir) -> String {
    t(match d {
        Dir::East => key::LOG_DIR_EAST,
        Dir::South => key::LOG_DIR_SOUTH,
        Dir::West => key::LOG_DIR_WEST,
        Dir::North => key::LOG_DIR_NORTH,
    })
}

pub fn dir_arrow(d: Dir) -> &'static str {
    match d {
        Dir::East => "→",
        Dir::South => "↓",
        Dir::West => "←",
        Dir::North => "↑",
    }
}

/// A Pot with its Viracocha, if it has one: `named` is the Pot's name.
fn with_viracocha(p: Pot, named: String) -> String {
    match p.viracocha {
        true => tf(key::LOG_POT_WITH_VIRACOCHA, &[("pot", Arg::Text(&named))]),
        false => named,
    }
}

/// "Red Pot (one band)": a Pot the player takes from a market slot.
pub fn pot(p: Pot) -> String {
    const POTS: [Key; data::POT_COLOURS] = [
        key::LOG_POT_RED,
        key::LOG_POT_OCHRE,
        key::LOG_POT_GREEN,
        key::LOG_POT_BLUE,
        key::LOG_POT_BLACK,
        key::LOG_POT_WHITE,
    ];
    with_viracocha(p, t(POTS[usize::from(p.colour) % POTS.len()]))
}

/// The notice when the table plays a decision's one option by itself.
pub fn only_option(game: &Game, action: &Action) -> String {
    tf(key::LOG_ONLY_OPTION, &[("action", Arg::Text(&action_long(game, action)))])
}

/// The notice when the table resolves end-of-turn effects whose order
/// changes nothing (R5.5): all of them, named.
pub fn any_order(game: &Game, effects: &[Trigger]) -> String {
    let named: Vec<String> = effects.iter().map(|&effect| trigger(game, effect)).collect();
    tf(key::LOG_ANY_ORDER, &[("effects", Arg::Text(&named.join("; ")))])
}

/// The task once the gold marker is on a slot that could move several
/// Ayars: tap one (none is chosen for the player), then Confirm moves him.
pub fn gold_ayar_task(ayar: Option<Ayar>) -> String {
    match ayar {
        None => t(key::LOG_GOLD_TASK),
        Some(ayar) => tf(key::LOG_GOLD_TASK_CHOSEN, &[("ayar", Arg::Text(ayar.name()))]),
    }
}

/// A Step slot for the gold marker, before its Ayar is chosen.
pub fn gold_slot(slot: StepSlot) -> String {
    tf(key::LOG_GOLD_SLOT, &[("slot", Arg::Text(&step_slot(slot))), ("arrows", num(data::step_arrows(slot)))])
}

/// "a Red Pot (one band)", "an Ochre Pot (dots)".
pub fn a_pot(p: Pot) -> String {
    const POTS: [Key; data::POT_COLOURS] = [
        key::LOG_A_POT_RED,
        key::LOG_A_POT_OCHRE,
        key::LOG_A_POT_GREEN,
        key::LOG_A_POT_BLUE,
        key::LOG_A_POT_BLACK,
        key::LOG_A_POT_WHITE,
    ];
    with_viracocha(p, t(POTS[usize::from(p.colour) % POTS.len()]))
}

/// "A and B": two things; more read "A and B and C" in English, "A, B y
/// C" in Spanish.
fn and(items: &[String]) -> String {
    let pair = |joint, a: &str, b: &str| tf(joint, &[("a", Arg::Text(a)), ("b", Arg::Text(b))]);
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first, middle @ .., last] => {
            let head = middle.iter().fold(first.clone(), |a, b| pair(key::LOG_AND_MORE, &a, b));
            pair(key::LOG_AND, &head, last)
        }
    }
}

/// "A, B and C".
fn list(items: &[String]) -> String {
    match items {
        [rest @ .., last] if !rest.is_empty() => and(&[rest.join(", "), last.clone()]),
        _ => items.join(""),
    }
}

/// One Pottery's Pots in one sentence: "Ana takes a Red Pot (one band)
/// from slot 1 and a Blue Pot (stripes) from slot 3."
pub fn pots_taken(game: &Game, player: usize, pots: &[(u8, Pot)]) -> String {
    let each: Vec<String> = pots
        .iter()
        .map(|&(slot, p)| tf(key::LOG_POT_FROM_SLOT, &[("pot", Arg::Text(&a_pot(p))), ("slot", nth(slot))]))
        .collect();
    tf(key::LOG_POTS_TAKEN, &[("name", Arg::Text(&player_name(game, player))), ("pots", Arg::Text(&list(&each)))])
}

pub fn textile(piece: Textile) -> String {
    tf(key::LOG_TEXTILE, &[("suns", num(piece.suns))])
}

pub fn area(a: u8) -> char {
    (b'A' + a) as char
}

pub fn line_bonus(b: LineBonus) -> String {
    match b {
        LineBonus::Llama => t(key::LOG_BONUS_LLAMA),
        LineBonus::Viracocha => t(key::LOG_BONUS_VIRACOCHA),
        LineBonus::Sun(a) => tf(key::LOG_BONUS_SUN, &[("activity", Arg::Text(&activity_short(a)))]),
    }
}

pub fn trigger(game: &Game, effect: Trigger) -> String {
    match effect {
        Trigger::Temple => t(key::LOG_TRIGGER_TEMPLE),
        Trigger::LineBonus { line: l } => {
            let kind = if l.is_row() { key::LOG_TRIGGER_ROW_BONUS } else { key::LOG_TRIGGER_COLUMN_BONUS };
            let bonus = line_bonus(data::LINE_BONUSES[l.index()]);
            tf(kind, &[("n", nth(l.position())), ("bonus", Arg::Text(&bonus))])
        }
        Trigger::Raymi { tile } => match game.board().raymi.get(tile as usize) {
            Some(r) => tf(
                key::LOG_TRIGGER_RAYMI,
                &[
                    ("space", num(r.space())),
                    ("activity", Arg::Text(&activity_short(r.activity))),
                    ("threshold", num(r.threshold())),
                ],
            ),
            None => "Raymi".into(),
        },
        Trigger::Cuzco { ayar } => tf(key::LOG_TRIGGER_CUZCO, &[("ayar", Arg::Text(ayar.name()))]),
    }
}

/// Why the Ayllu chose what it did (R10), after "The Ayllu ".
pub fn ayllu_reason(reason: &AylluReason) -> String {
    use AylluReason::*;
    let a = |a: Activity| activity(a);
    match *reason {
        StartMatchesRaymi { path } => tf(
            key::LOG_AYLLU_START_RAYMI,
            &[
                ("path", Arg::Text(path.name())),
                ("activity", Arg::Text(&a(path.home()))),
                // The space of the first Raymi places (R10.6).
                ("space", num(data::RAYMI_PLACES[0].0)),
            ],
        ),
        StartTopmost { path } => tf(
            key::LOG_AYLLU_START_TOPMOST,
            &[("path", Arg::Text(path.name())), ("activity", Arg::Text(&a(path.home())))],
        ),
        Token { number, ayar, moves, power, temple } => tf(
            if temple { key::LOG_AYLLU_TOKEN_TEMPLE } else { key::LOG_AYLLU_TOKEN },
            &[("number", num(number)), ("ayar", Arg::Text(ayar.name())), ("moves", num(moves)), ("power", num(power))],
        ),
        SlotForRaymi { activity, path, space } => tf(
            key::LOG_AYLLU_SLOT_RAYMI,
            &[("activity", Arg::Text(&a(activity))), ("space", num(space)), ("path", Arg::Text(path.name()))],
        ),
        SlotForBonus { activity } => tf(key::LOG_AYLLU_SLOT_BONUS, &[("activity", Arg::Text(&a(activity)))]),
        SlotForMoons { activity } => tf(key::LOG_AYLLU_SLOT_MOONS, &[("activity", Arg::Text(&a(activity)))]),
        SlotClosest { activity } => tf(key::LOG_AYLLU_SLOT_CLOSEST, &[("activity", Arg::Text(&a(activity)))]),
        TamboToBox => t(key::LOG_AYLLU_TAMBO_BOX),
        MostPots => t(key::LOG_AYLLU_MOST_POTS),
        PersonalBonus { activity } => tf(key::LOG_AYLLU_PERSONAL_BONUS, &[("activity", Arg::Text(&a(activity)))]),
        ReedViracocha { area } => tf(key::LOG_AYLLU_REED, &[("area", Arg::Text(&self::area(area).to_string()))]),
        Temple { activity } => tf(key::LOG_AYLLU_TEMPLE, &[("activity", Arg::Text(&a(activity)))]),
        Cuzco { first, second } => {
            tf(key::LOG_AYLLU_CUZCO, &[("first", Arg::Text(&a(first))), ("second", Arg::Text(&a(second)))])
        }
        StepMarker { activity } => tf(key::LOG_AYLLU_STEP_MARKER, &[("activity", Arg::Text(&a(activity)))]),
        DawnMark { activity } => tf(key::LOG_AYLLU_DAWN, &[("activity", Arg::Text(&a(activity)))]),
    }
}

/// Why a computer player chose its move or hint (`bot::reason`): what the
/// turn gives, then how sure it was. `action`: leave out what it says
/// already (a hint names its action first).
pub fn move_reason(action: Option<&Action>, reason: &MoveReason) -> String {
    let mut phrases: Vec<String> = Vec::new();
    let mut built = None;
    let builds = matches!(action, Some(Action::BuildTambo { .. }));
    for g in &reason.gains {
        match (*g, built) {
            (Gain::Builds { activity, .. }, _) if builds => built = Some(activity),
            (Gain::Builds { activity, .. }, _) => {
                built = Some(activity);
                phrases.push(gain(g));
            }
            // The power of the activity just built says no more than that.
            (Gain::Performs { activity, power }, Some(b)) if b == activity => match phrases.last_mut() {
                Some(last) if !builds => {
                    *last = tf(key::LOG_GAIN_WITH_POWER, &[("gain", Arg::Text(last)), ("power", num(power))])
                }
                _ => phrases.push(tf(key::LOG_GAIN_POWER, &[("power", num(power))])),
            },
            _ => phrases.push(gain(g)),
        }
    }
    let sure = t(match reason.confidence {
        Confidence::OnlyMove => key::LOG_SURE_ONLY,
        Confidence::ClearlyBest => key::LOG_SURE_CLEAR,
        Confidence::CloseCall => key::LOG_SURE_CLOSE,
    });
    let sure = ("sure", Arg::Text(&sure));
    match phrases.is_empty() {
        true => tf(key::LOG_REASON_LATER, &[sure]),
        false => tf(key::LOG_REASON, &[("gains", Arg::Text(&phrases.join(", "))), sure]),
    }
}

/// A computer's level, as its reason names it ("easy").
fn level_name(level: Level) -> String {
    t(match level {
        Level::Easy => key::LOG_LEVEL_EASY,
        Level::Medium => key::LOG_LEVEL_MEDIUM,
        Level::Hard => key::LOG_LEVEL_HARD,
    })
}

/// Who moved and why, as the strip says it: "Bo (computer, easy): ...".
pub fn computer_reason(name: &str, level: Level, why: &str) -> String {
    tf(
        key::LOG_COMPUTER_REASON,
        &[("name", Arg::Text(name)), ("level", Arg::Text(&level_name(level))), ("why", Arg::Text(why))],
    )
}

/// A computer player's move and why, for the log and the prompt strip.
pub fn computer_move(game: &Game, thought: &Thought) -> String {
    let note = if thought.on_page { format!(" ({})", t(key::LOG_WORKED_ON_PAGE)) } else { String::new() };
    format!(
        "{}. {}{note}",
        action_long(game, &thought.action),
        capital(&move_reason(Some(&thought.action), &thought.reason(game)))
    )
}

/// One thing a turn gives a player, as a phrase.
pub fn gain(g: &Gain) -> String {
    let short = |a: Activity| activity_short(a);
    match *g {
        Gain::Builds { activity: a, path, space } => tf(
            key::LOG_GAIN_BUILDS,
            &[("activity", Arg::Text(&short(a))), ("space", num(space)), ("path", Arg::Text(short_ayar(path)))],
        ),
        Gain::Performs { activity: a, power } => {
            tf(key::LOG_GAIN_PERFORMS, &[("activity", Arg::Text(&short(a))), ("power", num(power))])
        }
        Gain::Suns { activity: a, gained, now } => {
            tf(key::LOG_GAIN_SUNS, &[("gained", num(gained)), ("activity", Arg::Text(&short(a))), ("now", num(now))])
        }
        Gain::MoonValue { activity: a, gained, now } => tf(
            key::LOG_GAIN_MOON_VALUE,
            &[("activity", Arg::Text(&short(a))), ("gained", num(gained)), ("now", num(now))],
        ),
        Gain::RaymiAhead { ayar, space, activity: a, threshold, suns } => {
            let short_of = threshold.saturating_sub(suns);
            let args = [
                ("ayar", Arg::Text(short_ayar(ayar))),
                ("activity", Arg::Text(&short(a))),
                ("space", num(space)),
                ("threshold", num(threshold)),
                ("short", num(short_of)),
            ];
            match suns >= threshold {
                true => tf(key::LOG_GAIN_RAYMI_REACHED, &args),
                false => tf(key::LOG_GAIN_RAYMI_SHORT, &args),
            }
        }
        Gain::Viracocha { held, per_temple: Some(per) } if held >= 2 => {
            tf(key::LOG_GAIN_VIRACOCHA_BONUS, &[("held", num(held)), ("per", num(per))])
        }
        Gain::Viracocha { .. } => t(key::LOG_GAIN_VIRACOCHA),
        Gain::Temple { activity: a } => tf(key::LOG_GAIN_TEMPLE, &[("activity", Arg::Text(&short(a)))]),
        Gain::LineBonus { bonus: LineBonus::Llama } => t(key::LOG_GAIN_LINE_LLAMA),
        Gain::LineBonus { bonus: LineBonus::Viracocha } => t(key::LOG_GAIN_LINE_VIRACOCHA),
        Gain::LineBonus { bonus: LineBonus::Sun(a) } => {
            tf(key::LOG_GAIN_LINE_SUN, &[("activity", Arg::Text(&short(a)))])
        }
        Gain::Cuzco { first, second } => {
            tf(key::LOG_GAIN_CUZCO, &[("first", Arg::Text(&short(first))), ("second", Arg::Text(&short(second)))])
        }
        Gain::Llamas { gained } => tf(key::LOG_GAIN_LLAMAS, &[("gained", num(gained))]),
        Gain::Inti { gained } => tf(key::LOG_GAIN_INTI, &[("gained", num(gained))]),
        Gain::Moon { gained } => tf(key::LOG_GAIN_MOON, &[("gained", num(gained))]),
    }
}

/// A result card's Llama line (R9, R10.4): where a seat's Llamas came from,
/// or for the Ayllu what its difficulty board says each is worth, and how
/// their points were split.
pub fn llama_line(p: &PlayerState, result: &FinalScore) -> String {
    let split = tf(key::LOG_LLAMA_SPLIT, &[("sun", num(result.llama_to_sun)), ("moon", num(result.llama_to_moon))]);
    let split = ("split", Arg::Text(&split));
    match &p.solo {
        Some(solo) => {
            let board = data::difficulty_board(solo.difficulty);
            let name = crate::view::start::difficulty_name(solo.difficulty);
            tf(
                key::LOG_LLAMA_SOLO,
                &[
                    ("llamas", num(result.llamas)),
                    ("points", num(board.points_per_llama)),
                    ("board", Arg::Text(&name)),
                    split,
                ],
            )
        }
        None => tf(
            key::LOG_LLAMA_SUM,
            &[("llamas", num(p.llamas)), ("viracochas", num(p.viracochas)), ("total", num(result.llamas)), split],
        ),
    }
}

/// `name` cut to `max` characters with an ellipsis, for the few places a
/// name is drawn inside a board (SVG text does not ellipsise by itself).
pub fn clip(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        return name.to_string();
    }
    let kept: String = name.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", kept.trim_end())
}

/// The game's own words (never a player's name) with a capital first
/// letter. They are ASCII: Unicode case mapping would add its tables (about
/// 25 KB) to the wasm.
pub fn capital(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s
}

/// Who decides what, as a sentence for the turn panel.
pub fn decision(game: &Game, who: &str, d: Decision) -> String {
    format!("{who}: {}", task(game, d))
}

/// What a decision asks for, as an instruction.
pub fn task(game: &Game, d: Decision) -> String {
    match d {
        Decision::LayStep => t(key::LOG_TASK_LAY_STEP),
        Decision::TakeTambo if game.phase() == crate::engine::Phase::Start => t(key::LOG_TASK_TAKE_ANY_TAMBO),
        Decision::TakeTambo => t(key::LOG_TASK_TAKE_TAMBO),
        Decision::BuildTambo => t(key::LOG_TASK_BUILD),
        // An activity is performed at power 1 at least (R5.4).
        Decision::ChoosePower { max } => tf(key::LOG_TASK_POWER, &[("min", num(1u8)), ("max", num(max))]),
        Decision::TakePots { power } => tf(key::LOG_TASK_POTS, &[("power", num(power))]),
        Decision::ChooseStack => t(key::LOG_TASK_STACK),
        Decision::PlaceTextile { textile: piece } => {
            tf(key::LOG_TASK_TEXTILE, &[("textile", Arg::Text(&textile(piece)))])
        }
        Decision::TakeViracocha { yellow } => tf(key::LOG_TASK_VIRACOCHA, &[("yellow", num(yellow))]),
        Decision::ResolveTrigger => t(key::LOG_TASK_TRIGGER),
        Decision::ChooseTemple => t(key::LOG_TASK_TEMPLE),
        Decision::ChooseCuzco { ayar } => tf(key::LOG_TASK_CUZCO, &[("ayar", Arg::Text(short_ayar(ayar)))]),
        Decision::ScoreStepMarker { marker: m } => {
            tf(key::LOG_TASK_STEP_MARKER, &[("marker", Arg::Text(&the_marker(m)))])
        }
    }
}

/// How to answer a decision with taps, where its instruction alone does
/// not say it: the loom's taps, and the Pots picked one by one.
pub fn how(d: Decision) -> Option<String> {
    match d {
        Decision::PlaceTextile { .. } => Some(t(key::LOG_HOW_LOOM)),
        Decision::TakePots { .. } => Some(t(key::LOG_HOW_POTS)),
        Decision::ChooseCuzco { .. } => Some(t(key::LOG_HOW_CUZCO)),
        _ => None,
    }
}

/// A short button label (what is visible) for an action.
pub fn action_label(game: &Game, a: &Action) -> String {
    match *a {
        Action::LayStep { marker: m, slot, ayar } => {
            let who = match m {
                Marker::Gold => tf(key::LOG_GOLD_TO, &[("ayar", Arg::Text(short_ayar(ayar)))]),
                _ => short_ayar(ayar).into(),
            };
            format!("{} {} {}", capital(&step_slot(slot)), arrows(data::step_arrows(slot)), who)
        }
        Action::TakeTambo { cell: c } => format!("Tambo {}", cell_short(c)),
        Action::BuildTambo { path, space } => {
            format!("{} {space}: {}", short_ayar(path), activity_short(data::slot_activity(path, space)))
        }
        Action::BoxTambo => t(key::LOG_TAMBO_TO_BOX),
        Action::ChoosePower { power } => tf(key::LOG_POWER, &[("power", num(power))]),
        Action::TakePots { slots } => {
            let names: Vec<String> = slots
                .slots()
                .map(|i| match game.market().slots[i] {
                    Some(p) => format!("{}{}", pot_colour(p.colour), if p.viracocha { "✦" } else { "" }),
                    None => "?".into(),
                })
                .collect();
            tf(key::LOG_POTS_COST, &[("pots", Arg::Text(&names.join(" + "))), ("cost", num(slots.cost()))])
        }
        Action::ChooseStack { stack } => tf(key::LOG_STACK, &[("stack", nth(stack))]),
        Action::PlaceTextile { cell: c, dir: d } => format!("{} {}", cell_short(c), dir_arrow(d)),
        Action::TakeViracocha { area: x } => tf(key::LOG_AREA, &[("area", Arg::Text(&area(x).to_string()))]),
        Action::ResolveTrigger { trigger: effect } => trigger(game, effect),
        Action::ChooseTemple { activity: a } => {
            tf(key::LOG_TEMPLE_LABEL, &[("activity", Arg::Text(&activity_short(a)))])
        }
        Action::ChooseCuzco { first, second } => {
            format!("{} + {}", activity_short(first), activity_short(second))
        }
        Action::ScoreStepMarker { activity: a } => {
            tf(key::LOG_MOON_SLOT_LABEL, &[("activity", Arg::Text(&activity_short(a)))])
        }
    }
}

/// The full accessible name of an action.
pub fn action_long(game: &Game, a: &Action) -> String {
    match *a {
        Action::LayStep { marker: m, slot, ayar } => tf(
            key::LOG_LAY_STEP,
            &[
                ("marker", Arg::Text(&the_marker(m))),
                ("slot", Arg::Text(&step_slot(slot))),
                ("arrows", num(data::step_arrows(slot))),
                ("ayar", Arg::Text(ayar.name())),
            ],
        ),
        Action::TakeTambo { cell: c } => tf(key::LOG_TAKE_TAMBO, &[("cell", Arg::Text(&cell(c)))]),
        Action::BuildTambo { path, space } => tf(
            key::LOG_BUILD,
            &[
                ("path", Arg::Text(path.name())),
                ("space", num(space)),
                ("activity", Arg::Text(&activity(data::slot_activity(path, space)))),
            ],
        ),
        Action::BoxTambo => t(key::LOG_BOX_TAMBO),
        Action::ChoosePower { power } => tf(key::LOG_PERFORM, &[("power", num(power))]),
        Action::TakePots { slots } => {
            let names: Vec<String> = slots
                .slots()
                .map(|i| {
                    let slot = ("slot", nth(i as u32));
                    match game.market().slots[i] {
                        Some(p) => tf(key::LOG_POT_FROM_SLOT, &[("pot", Arg::Text(&pot(p))), slot]),
                        None => tf(key::LOG_MARKET_SLOT, &[slot]),
                    }
                })
                .collect();
            tf(key::LOG_TAKE_POTS, &[("pots", Arg::Text(&and(&names))), ("cost", num(slots.cost()))])
        }
        Action::ChooseStack { stack } => {
            let top = game.stack_tops()[stack as usize].0;
            match top {
                Some(piece) => {
                    tf(key::LOG_TAKE_STACK_SHOWING, &[("stack", nth(stack)), ("textile", Arg::Text(&textile(piece)))])
                }
                None => tf(key::LOG_TAKE_STACK, &[("stack", nth(stack))]),
            }
        }
        Action::PlaceTextile { cell: c, dir: d } => {
            tf(key::LOG_PLACE_TEXTILE, &[("cell", Arg::Text(&cell(c))), ("dir", Arg::Text(&dir(d)))])
        }
        Action::TakeViracocha { area: x } => tf(key::LOG_TAKE_VIRACOCHA, &[("area", Arg::Text(&area(x).to_string()))]),
        Action::ResolveTrigger { trigger: effect } => {
            tf(key::LOG_RESOLVE, &[("effect", Arg::Text(&trigger(game, effect)))])
        }
        Action::ChooseTemple { activity: a } => tf(key::LOG_PLACE_TEMPLE, &[("activity", Arg::Text(&activity(a)))]),
        Action::ChooseCuzco { first, second } => cuzco_pair(first, second),
        Action::ScoreStepMarker { activity: a } => {
            tf(key::LOG_SCORE_STEP_MARKER, &[("activity", Arg::Text(&activity(a)))])
        }
    }
}

/// A Cuzco pair in the order the player reads it: the activity of the
/// card tapped (or tapped first), then its partner.
pub fn cuzco_pair(lead: Activity, partner: Activity) -> String {
    tf(key::LOG_CUZCO_PAIR, &[("first", Arg::Text(&activity(lead))), ("second", Arg::Text(&activity(partner)))])
}

/// "The Raymi tile of Uchu and Manco at space 26 ...": a tile stands
/// between two paths, and the space alone does not say which (newcomer
/// playtest). `said` is the sentence (turns, leaves); `None` for a tile the
/// board does not have.
fn raymi_tile(game: &Game, tile: u8, said: Key) -> Option<String> {
    let r = game.board().raymi.get(tile as usize)?;
    let [a, b] = r.ayars();
    Some(tf(said, &[("a", Arg::Text(short_ayar(a))), ("b", Arg::Text(short_ayar(b))), ("space", num(r.space()))]))
}

pub fn short_ayar(a: Ayar) -> &'static str {
    match a {
        Ayar::Manco => "Manco",
        Ayar::Auca => "Auca",
        Ayar::Cachi => "Cachi",
        Ayar::Uchu => "Uchu",
    }
}

/// "R2 C3".
pub fn cell_short(c: Cell) -> String {
    tf(key::LOG_CELL_SHORT, &[("row", nth(c.row())), ("column", nth(c.column()))])
}

fn inti_source(s: IntiSource) -> String {
    match s {
        IntiSource::Raymi => "Raymi".into(),
        IntiSource::Cuzco => "Cuzco".into(),
        IntiSource::SunBonus => t(key::LOG_INTI_SUN_BONUS),
        IntiSource::Solo => t(key::LOG_INTI_AYLLU_BONUS),
    }
}

fn moon_source(s: MoonSource) -> String {
    t(match s {
        MoonSource::Temple => key::LOG_MOON_TEMPLE,
        MoonSource::ViracochaBonus => key::LOG_MOON_VIRACOCHA_BONUS,
        MoonSource::StepMarker => key::LOG_MOON_STEP_MARKER,
    })
}

/// Right after a turn (the next one has only begun), that whole turn in one
/// line: "The Ayllu: Auca walks from space 3 to 5; builds a Tambo on ...;
/// plants 1 Maize on the terrace." So the next person at a shared tablet
/// sees everything the last seat did, not only its last event. Not when the
/// Ayllu's turn follows: its own line comes next. `events` are the latest
/// events, oldest first. Otherwise `None`.
pub fn turn_just_played(game: &Game, events: &[Event]) -> Option<String> {
    let (Event::TurnStarted { player: next }, done) = events.split_last()? else { return None };
    let start = done.iter().rposition(|e| matches!(e, Event::TurnStarted { .. }))?;
    let Event::TurnStarted { player } = done[start] else { return None };
    if player == *next || game.ayllu_seat() == Some(*next) {
        return None;
    }
    let who = player_name(game, player);
    let its = game.ayllu_seat() == Some(player);
    let parts: Vec<String> = done[start + 1..]
        .iter()
        .filter(|e| {
            // What the board shows anyway, or says nothing new.
            !matches!(
                e,
                Event::AylluChose { .. }
                    | Event::RoundStarted { .. }
                    | Event::StepLaid { .. }
                    | Event::PowerChosen { .. }
                    | Event::PotRevealed { .. }
                    | Event::TextileRevealed { .. }
            )
        })
        .filter_map(|e| match own_event(e, player, its) {
            Some(own) => Some(own),
            None => {
                let line = event(game, e)?;
                let rest = line.strip_prefix(&format!("{who}: ")).or(line.strip_prefix(&format!("{who} ")));
                Some(clause(rest.unwrap_or(&line)))
            }
        })
        .collect();
    (!parts.is_empty()).then(|| format!("{who}: {}.", parts.join("; ")))
}

/// An event of `mover`'s that names them other than as the subject
/// ("Ana's Boat"), as a clause of their own turn ("their Boat sails ...";
/// `its`: the Ayllu's turn, "its ...").
fn own_event(e: &Event, mover: usize, its: bool) -> Option<String> {
    let pick = |theirs, ayllus| if its { ayllus } else { theirs };
    Some(match *e {
        Event::BoatMoved { player, from, to } if player == mover => {
            tf(pick(key::LOG_BOAT_THEIRS, key::LOG_BOAT_ITS), &[("from", num(from)), ("to", num(to))])
        }
        Event::TextileDiscarded { player } if player == mover => {
            t(pick(key::LOG_TEXTILE_DISCARDED_THEIRS, key::LOG_TEXTILE_DISCARDED_ITS))
        }
        Event::ViracochaBecameLlama { player } if player == mover => {
            t(pick(key::LOG_VIRACOCHA_LLAMA_THEIRS, key::LOG_VIRACOCHA_LLAMA_ITS))
        }
        _ => return None,
    })
}

/// While the Night's first person places a Step marker, what the Night did
/// before it in one line: "Night 1: Ayar Manco retires; Harvest: ...;
/// Mama Raua's Temple row, row 1, scores; Ana scores 8 Moon (Temple); ...". The
/// strip showed only the last of these. `events` are the latest events,
/// oldest first. Otherwise `None`.
pub fn night_so_far(game: &Game, events: &[Event]) -> Option<String> {
    let start = events.iter().rposition(|e| matches!(e, Event::NightStarted { .. }))?;
    let Event::NightStarted { round } = events[start] else { return None };
    let night = &events[start + 1..];
    let person_scored =
        |e: &Event| matches!(e, Event::StepMarkerScored { player, .. } if !game.player(*player).is_ayllu());
    if night.iter().any(|e| person_scored(e) || matches!(e, Event::Dawn { .. } | Event::RoundStarted { .. })) {
        return None;
    }
    // "Harvest: Ana wins the Viracocha ..." already says what the next
    // event gives her.
    let harvested = |pair: &[Event]| matches!(pair, [Event::Harvest { winner: Some(w), .. }, Event::ViracochaGained { player }] if w == player);
    let told = std::iter::once(false).chain(night.windows(2).map(harvested));
    let parts: Vec<String> = night
        .iter()
        .zip(told)
        .filter(|(_, told)| !told)
        .filter_map(|(e, _)| event(game, e))
        .map(|l| clause(&l))
        .collect();
    (!parts.is_empty())
        .then(|| tf(key::LOG_NIGHT_SUMMARY, &[("round", num(round)), ("events", Arg::Text(&parts.join("; ")))]))
}

/// A gain's figure as it flies to its counter: "+3 ☀", "+2 ☾"; a Llama's
/// or a Viracocha's "+1" is followed by its picture.
pub fn figure(f: &crate::view::motion::Figure) -> String {
    use crate::view::motion::Gain;
    match f.gain {
        Gain::Sun => format!("+{} ☀", f.amount),
        Gain::Moon => format!("+{} ☾", f.amount),
        Gain::Llama | Gain::Viracocha => format!("+{}", f.amount),
    }
}

/// An event's sentence as a clause of a longer line: no full stop, and a
/// leading article in lower case ("...; the Raymi tile at space 8 ...";
/// the language's `log-clause-lower` words).
pub fn clause(sentence: &str) -> String {
    let line = sentence.trim_end_matches('.');
    let lower = t(key::LOG_CLAUSE_LOWER);
    let first = line.split(' ').next().unwrap_or("");
    match line.len() > first.len() && lower.split_whitespace().any(|w| w == first) {
        true => format!("{}{}", first.to_ascii_lowercase(), &line[first.len()..]),
        false => line.to_string(),
    }
}

/// One event as a sentence; `None` for events the log leaves out.
pub fn event(game: &Game, e: &Event) -> Option<String> {
    let name = |p: usize| player_name(game, p);
    Some(match e {
        Event::RoundStarted { round, first_player } => {
            tf(key::LOG_ROUND_STARTED, &[("round", num(*round)), ("name", text(&name(*first_player)))])
        }
        Event::TurnStarted { player } => tf(key::LOG_TURN_STARTED, &[("name", text(&name(*player)))]),
        Event::StepLaid { player, marker: m, slot, ayar } => tf(
            key::LOG_STEP_LAID,
            &[
                ("name", text(&name(*player))),
                ("marker", text(&the_marker(*m))),
                ("slot", text(&step_slot(*slot))),
                ("arrows", num(data::step_arrows(*slot))),
                ("ayar", text(ayar.name())),
            ],
        ),
        // An Ayar at Cuzco stops there (R1.5): moved again, he stays.
        Event::AyarMoved { ayar, from, to } if from == to => {
            tf(key::LOG_AYAR_STAYS, &[("ayar", text(ayar.name())), ("space", num(*to))])
        }
        Event::AyarMoved { ayar, from, to } => {
            tf(key::LOG_AYAR_WALKS, &[("ayar", text(ayar.name())), ("from", num(*from)), ("to", num(*to))])
        }
        Event::TamboTaken { player, cell: c } => {
            tf(key::LOG_TAMBO_TAKEN, &[("name", text(&name(*player))), ("cell", text(&cell(*c)))])
        }
        Event::TamboBuilt { player, path, space, activity: a } => tf(
            key::LOG_TAMBO_BUILT,
            &[
                ("name", text(&name(*player))),
                ("path", text(path.name())),
                ("space", num(*space)),
                ("activity", text(&activity(*a))),
            ],
        ),
        Event::TamboBoxed { player } => tf(key::LOG_TAMBO_BOXED, &[("name", text(&name(*player)))]),
        Event::PowerChosen { player, activity: a, power } => tf(
            key::LOG_POWER_CHOSEN,
            &[("name", text(&name(*player))), ("activity", text(&activity(*a))), ("power", num(*power))],
        ),
        Event::PotTaken { player, slot, pot: p } => {
            tf(key::LOG_POT_TAKEN, &[("name", text(&name(*player))), ("pot", text(&a_pot(*p))), ("slot", nth(*slot))])
        }
        Event::PotRevealed { slot, pot: p } => {
            capital(&tf(key::LOG_POT_REVEALED, &[("pot", text(&a_pot(*p))), ("slot", nth(*slot))]))
        }
        Event::TextileTaken { player, stack, textile: piece } => tf(
            key::LOG_TEXTILE_TAKEN,
            &[("name", text(&name(*player))), ("textile", text(&textile(*piece))), ("stack", nth(*stack))],
        ),
        Event::TextileRevealed { stack, textile: piece } => {
            tf(key::LOG_TEXTILE_REVEALED, &[("stack", nth(*stack)), ("textile", text(&textile(*piece)))])
        }
        Event::TextilePlaced { player, cell: c, dir: d } => tf(
            key::LOG_TEXTILE_PLACED,
            &[("name", text(&name(*player))), ("cell", text(&cell(*c))), ("dir", text(&dir(*d)))],
        ),
        Event::TextileDiscarded { player } => tf(key::LOG_TEXTILE_DISCARDED, &[("name", text(&name(*player)))]),
        Event::MaizePlanted { player, count } => {
            tf(key::LOG_MAIZE, &[("name", text(&name(*player))), ("count", num(*count))])
        }
        Event::BoatMoved { player, from, to } => {
            tf(key::LOG_BOAT, &[("name", text(&name(*player))), ("from", num(*from)), ("to", num(*to))])
        }
        Event::IslandPlaced { player, section, yellow } => {
            tf(key::LOG_ISLAND, &[("name", text(&name(*player))), ("section", nth(*section)), ("yellow", num(*yellow))])
        }
        Event::ViracochaGained { player } => tf(key::LOG_VIRACOCHA_GAINED, &[("name", text(&name(*player)))]),
        Event::ViracochaBecameLlama { player } => tf(key::LOG_VIRACOCHA_LLAMA, &[("name", text(&name(*player)))]),
        Event::LlamaGained { player } => tf(key::LOG_LLAMA_GAINED, &[("name", text(&name(*player)))]),
        Event::IntiGained { player, amount, source, full } => {
            let (who, source) = (name(*player), inti_source(*source));
            let args = [
                ("name", text(&who)),
                ("amount", num(*amount)),
                ("source", text(&source)),
                ("max", num(data::INTI_MAX)),
            ];
            // R3.8: the dial stops at its limit; say so, as Inti is lost.
            match (amount, full) {
                (0, true) => tf(key::LOG_INTI_NONE, &args),
                (_, true) => tf(key::LOG_INTI_FULL, &args),
                _ => tf(key::LOG_INTI, &args),
            }
        }
        Event::TemplePlaced { player, activity: a, row, column } => tf(
            key::LOG_TEMPLE_PLACED,
            &[
                ("name", text(&name(*player))),
                ("activity", text(&activity(*a))),
                ("row", nth(*row)),
                ("column", nth(*column)),
            ],
        ),
        Event::LineBonusTaken { player, line: l, bonus } => tf(
            key::LOG_LINE_BONUS,
            &[("name", text(&name(*player))), ("line", text(&line(*l))), ("bonus", text(&line_bonus(*bonus)))],
        ),
        Event::RaymiScored { tile, activity: a, threshold } => {
            let space = game.board().raymi.get(*tile as usize).map(|r| r.space()).unwrap_or(0);
            tf(
                key::LOG_RAYMI_SCORED,
                &[
                    ("space", num(space)),
                    ("activity", text(&activity(*a))),
                    ("short", text(&activity_short(*a))),
                    ("threshold", num(*threshold)),
                ],
            )
        }
        Event::RaymiFlipped { tile } => raymi_tile(game, *tile, key::LOG_RAYMI_FLIPPED)?,
        Event::RaymiRemoved { tile } => raymi_tile(game, *tile, key::LOG_RAYMI_REMOVED)?,
        Event::CuzcoScored { player, ayar, first, second } => tf(
            key::LOG_CUZCO_SCORED,
            &[
                ("name", text(&name(*player))),
                ("first", text(&activity(*first))),
                ("second", text(&activity(*second))),
                ("ayar", text(ayar.name())),
            ],
        ),
        Event::NightStarted { round } => tf(key::LOG_NIGHT_STARTED, &[("round", num(*round))]),
        Event::AyarRetired { ayar } => tf(key::LOG_AYAR_RETIRES, &[("ayar", text(ayar.name()))]),
        Event::Harvest { ayar, winner } => {
            let partner = ("partner", text(ayar.partner_name()));
            match winner {
                Some(p) => tf(key::LOG_HARVEST, &[("name", text(&name(*p))), partner]),
                None => tf(key::LOG_HARVEST_NOBODY, &[partner]),
            }
        }
        Event::MoonScored { player, amount, source } => tf(
            key::LOG_MOON_SCORED,
            &[("name", text(&name(*player))), ("amount", num(*amount)), ("source", text(&moon_source(*source)))],
        ),
        Event::TemplesScored { row, ayar } => {
            tf(key::LOG_TEMPLES_SCORED, &[("partner", text(ayar.partner_name())), ("row", nth(*row))])
        }
        Event::StepMarkerScored { player, marker: m, activity: a } => tf(
            key::LOG_STEP_MARKER_SCORED,
            &[("name", text(&name(*player))), ("marker", text(&the_marker(*m))), ("activity", text(&activity(*a)))],
        ),
        Event::Dawn { player, inti, sun } => {
            tf(key::LOG_DAWN, &[("name", text(&name(*player))), ("inti", num(*inti)), ("sun", num(*sun))])
        }
        Event::AylluChose { reason } => tf(key::LOG_AYLLU_CHOSE, &[("reason", text(&ayllu_reason(reason)))]),
        Event::GameOver => t(key::LOG_GAME_OVER),
    })
}

/// Who won, in a sentence (R9).
pub fn winner(g: &Game, finals: &[FinalScore]) -> String {
    let first: Vec<usize> = finals.iter().filter(|f| f.place == 1).map(|f| f.player).collect();
    let names: Vec<String> = first.iter().map(|&p| player_name(g, p)).collect();
    match (g.ayllu_seat(), first.as_slice()) {
        (Some(ayllu), [w]) if *w == ayllu => t(key::LOG_WINNER_AYLLU),
        (Some(_), [_]) => tf(key::LOG_WINNER_BEATS_AYLLU, &[("name", Arg::Text(&names[0]))]),
        (None, [_]) => tf(key::LOG_WINNER, &[("name", Arg::Text(&names[0]))]),
        _ => tf(key::LOG_WINNERS, &[("names", Arg::Text(&and(&names)))]),
    }
}

/// The strip once the game is over: who won, and the final scores from the
/// highest ("Killa wins! 92 to 77.").
pub fn game_over(g: &Game) -> String {
    let Some(mut finals) = g.final_scores() else { return t(key::LOG_GAME_OVER) };
    short_sort::sort_by_key(&mut finals, |f| f.place);
    let scores: Vec<String> = finals.iter().map(|f| f.score.to_string()).collect();
    let scores = match scores.as_slice() {
        [one] => one.clone(),
        [rest @ .., last] => tf(key::LOG_SCORES, &[("rest", Arg::Text(&rest.join(", "))), ("last", Arg::Text(last))]),
        [] => String::new(),
    };
    format!("{} {scores}.", winner(g, &finals))
}

#[cfg(test)]
mod tests {
    use super::{ayllu_reason, capital, clip, figure};
    use crate::engine::{Activity, Ayar, AylluReason};
    use crate::view::motion::{Figure, Gain};

    #[test]
    fn a_gains_figure_says_how_much_of_what() {
        assert_eq!(figure(&Figure { amount: 3, gain: Gain::Sun }), "+3 ☀");
        assert_eq!(figure(&Figure { amount: 12, gain: Gain::Moon }), "+12 ☾");
        assert_eq!(figure(&Figure { amount: 1, gain: Gain::Llama }), "+1");
    }

    #[test]
    fn the_ayllus_turn_is_one_line_until_the_next_player_moves() {
        use crate::engine::{Ayar, Event, IntiSource};
        let game = crate::engine::Game::new(crate::engine::Setup::solo(3, "Ana", 2)).unwrap();
        let ayllu = game.ayllu_seat().unwrap();
        let ana = 1 - ayllu;
        let turn = vec![
            Event::TurnStarted { player: ana },
            Event::MaizePlanted { player: ana, count: 2 },
            Event::TurnStarted { player: ayllu },
            Event::AyarMoved { ayar: Ayar::Auca, from: 3, to: 5 },
            Event::MaizePlanted { player: ayllu, count: 1 },
            Event::BoatMoved { player: ayllu, from: 2, to: 3 },
            Event::IntiGained { player: ayllu, amount: 3, source: IntiSource::Solo, full: false },
        ];
        let summary = |events: &[Event]| super::turn_just_played(&game, events);
        assert_eq!(summary(&turn), None, "the Ayllu is still playing");
        let mut next = turn.clone();
        next.push(Event::TurnStarted { player: ana });
        assert_eq!(
            summary(&next).as_deref(),
            Some(
                "The Ayllu: Ayar Auca walks from space 3 to 5; plants 1 Maize on the terrace; its Boat sails from 2 \
                 to 3; Inti +3 (Ayllu bonus)."
            )
        );
        next.push(Event::MaizePlanted { player: ana, count: 1 });
        assert_eq!(summary(&next), None, "the next player has moved");
        assert_eq!(summary(&turn[..3]), None, "Ana's own turn, as the Ayllu's begins: its line comes next");
    }

    #[test]
    fn a_raymi_tile_that_turns_or_leaves_is_named_by_its_two_paths_and_its_space() {
        use crate::engine::Event;
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        for (tile, r) in game.board().raymi.iter().enumerate() {
            let [a, b] = r.ayars();
            let named = format!(
                "The Raymi tile of {} and {} at space {}",
                super::short_ayar(a),
                super::short_ayar(b),
                r.space()
            );
            let tile = tile as u8;
            assert_eq!(super::event(&game, &Event::RaymiRemoved { tile }), Some(format!("{named} leaves the board.")));
            assert_eq!(
                super::event(&game, &Event::RaymiFlipped { tile }),
                Some(format!("{named} turns to its harder side."))
            );
        }
    }

    #[test]
    fn events_in_a_longer_line_are_clauses_and_a_stay_at_cuzco_is_no_walk() {
        use crate::engine::{Ayar, Event};
        assert_eq!(
            super::clause("The Raymi tile at space 8 leaves the board."),
            "the Raymi tile at space 8 leaves the board"
        );
        assert_eq!(super::clause("Ana gains a Viracocha."), "Ana gains a Viracocha");
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let stay = Event::AyarMoved { ayar: Ayar::Auca, from: 30, to: 30 };
        assert_eq!(super::event(&game, &stay).as_deref(), Some("Ayar Auca stays on space 30."));
    }

    #[test]
    fn a_persons_turn_is_one_line_for_the_next_person() {
        use crate::engine::{Ayar, Event};
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let turn = [
            Event::TurnStarted { player: 0 },
            Event::AyarMoved { ayar: Ayar::Cachi, from: 4, to: 6 },
            Event::MaizePlanted { player: 0, count: 3 },
            Event::BoatMoved { player: 0, from: 1, to: 2 },
            Event::TurnStarted { player: 1 },
        ];
        assert_eq!(
            super::turn_just_played(&game, &turn).as_deref(),
            Some(
                "Ana: Ayar Cachi walks from space 4 to 6; plants 3 Maize on the terrace; their Boat sails from 1 to 2."
            )
        );
        assert_eq!(super::turn_just_played(&game, &turn[..4]), None, "Ana's turn is still going on");
        let theirs = [
            Event::TurnStarted { player: 0 },
            Event::ViracochaBecameLlama { player: 1 },
            Event::ViracochaBecameLlama { player: 0 },
            Event::TurnStarted { player: 1 },
        ];
        assert_eq!(
            super::turn_just_played(&game, &theirs).as_deref(),
            Some("Ana: Bo's Viracocha becomes a Llama; their Viracocha becomes a Llama."),
            "another seat's event keeps its name"
        );
    }

    #[test]
    fn a_result_cards_llama_line_counts_in_the_singular_and_plural() {
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let mut p = game.player(0).clone();
        (p.llamas, p.viracochas) = (1, 8);
        let mut result = crate::engine::final_scores(std::slice::from_ref(&p)).remove(0);
        (result.llamas, result.llama_to_sun, result.llama_to_moon) = (9, 1, 17);
        assert_eq!(super::llama_line(&p, &result), "1 Llama + 8 Viracochas = 9 Llamas: 1 point to Sun, 17 to Moon");
        let solo = crate::engine::Game::new(crate::engine::Setup::solo(2, "Ana", 3)).unwrap();
        let ayllu = solo.players().iter().find(|p| p.is_ayllu()).unwrap().clone();
        (result.llamas, result.llama_to_sun, result.llama_to_moon) = (13, 12, 40);
        assert_eq!(
            super::llama_line(&ayllu, &result),
            "13 Llamas at 4 points each (Elder): 12 points to Sun, 40 to Moon"
        );
    }

    #[test]
    fn the_strip_at_the_end_names_the_winner_and_the_final_scores() {
        use crate::bot::random::RandomBot;
        for setup in [crate::engine::Setup::new(4, &["Ana", "Bo", "Cy"]), crate::engine::Setup::solo(5, "Ana", 1)] {
            let mut game = crate::engine::Game::new(setup).unwrap();
            assert_eq!(super::game_over(&game), "The game is over.", "no result before the end");
            let mut bot = RandomBot::new(4);
            while let Some(a) = bot.choose(&game) {
                game.apply(a).unwrap();
            }
            let mut finals = game.final_scores().unwrap();
            finals.sort_by_key(|f| f.place);
            let scores: Vec<String> = finals.iter().map(|f| f.score.to_string()).collect();
            let (rest, last) = scores.split_at(scores.len() - 1);
            let line = super::game_over(&game);
            assert_eq!(line, format!("{} {} to {}.", super::winner(&game, &finals), rest.join(", "), last[0]));
            let first = super::player_name(&game, finals[0].player);
            assert!(line.starts_with(&first), "{line}");
        }
    }

    #[test]
    fn the_night_is_one_line_until_a_person_scores_a_step_marker() {
        use crate::engine::{Activity, Ayar, Event, Marker, MoonSource};
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let mut night = vec![
            Event::TurnStarted { player: 1 },
            Event::NightStarted { round: 1 },
            Event::AyarRetired { ayar: Ayar::Manco },
            Event::Harvest { ayar: Ayar::Manco, winner: Some(1) },
            Event::ViracochaGained { player: 1 },
            Event::MoonScored { player: 0, amount: 8, source: MoonSource::Temple },
        ];
        let line = |events: &[Event]| super::night_so_far(&game, events);
        assert_eq!(
            line(&night).as_deref(),
            Some("Night 1: Ayar Manco retires; Harvest: Bo wins the Viracocha beside Mama Ocllo; Ana scores 8 Moon (Temple)."),
            "the Harvest's Viracocha is said once"
        );
        night.push(Event::StepMarkerScored { player: 0, marker: Marker::Auca, activity: Activity::Pottery });
        assert_eq!(line(&night), None, "a person has scored: the strip follows the play again");
        assert_eq!(line(&night[..1]), None, "no Night yet");
    }

    #[test]
    fn inti_on_a_full_dial_is_said_to_be_lost() {
        use crate::engine::{data, Event, IntiSource};
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let line = |amount, full| {
            super::event(&game, &Event::IntiGained { player: 0, amount, source: IntiSource::Cuzco, full }).unwrap()
        };
        assert_eq!(line(3, false), "Ana: Inti +3 (Cuzco).");
        assert_eq!(line(2, true), format!("Ana: Inti +2 (Cuzco): the dial is now full at {}.", data::INTI_MAX));
        assert_eq!(line(0, true), format!("Ana: no Inti (Cuzco): the dial is full at {}.", data::INTI_MAX));
    }

    #[test]
    fn a_pot_takes_an_before_a_vowel() {
        use crate::engine::{Event, Pot};
        let ochre = Pot { colour: 1, viracocha: false };
        let red = Pot { colour: 0, viracocha: false };
        assert_eq!(super::a_pot(ochre), "an Ochre Pot (dots)");
        assert_eq!(super::a_pot(red), "a Red Pot (one band)");
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let revealed = super::event(&game, &Event::PotRevealed { slot: 4, pot: ochre }).unwrap();
        assert_eq!(revealed, "An Ochre Pot (dots) comes out of the bag into slot 5.");
    }

    #[test]
    fn a_step_slot_of_one_arrow_says_arrow() {
        use crate::engine::{data, Action, Game, Marker, Setup, StepSlot};
        let game = Game::new(Setup::new(1, &["Ana", "Bo"])).unwrap();
        let counted = |n: u8| StepSlot::all().find(|&s| data::step_arrows(s) == n).unwrap();
        let lay = |slot| super::action_long(&game, &Action::LayStep { marker: Marker::Manco, slot, ayar: Ayar::Manco });
        assert!(lay(counted(1)).contains("(1 arrow)"), "{}", lay(counted(1)));
        assert!(lay(counted(3)).contains("(3 arrows)"), "{}", lay(counted(3)));
    }

    #[test]
    fn a_power_of_one_is_no_choice_to_word() {
        // The newcomer read "choose the power, 1 to 1".
        use crate::engine::{Decision, Game, Setup};
        let game = Game::new(Setup::new(1, &["Ana", "Bo"])).unwrap();
        assert_eq!(super::task(&game, Decision::ChoosePower { max: 1 }), "perform it at power 1");
        assert_eq!(super::task(&game, Decision::ChoosePower { max: 3 }), "choose the power, 1 to 3");
    }

    #[test]
    fn every_ayllu_reason_is_a_sentence_in_game_terms() {
        use AylluReason::*;
        let (a, b) = (Activity::Weaving, Activity::Reed);
        let reasons = [
            StartMatchesRaymi { path: Ayar::Cachi },
            StartTopmost { path: Ayar::Manco },
            Token { number: 4, ayar: Ayar::Uchu, moves: 3, power: 2, temple: true },
            SlotForRaymi { activity: a, path: Ayar::Auca, space: 14 },
            SlotForBonus { activity: a },
            SlotForMoons { activity: a },
            SlotClosest { activity: a },
            TamboToBox,
            MostPots,
            PersonalBonus { activity: a },
            ReedViracocha { area: 2 },
            Temple { activity: a },
            Cuzco { first: a, second: b },
            StepMarker { activity: a },
            DawnMark { activity: a },
        ];
        for r in reasons {
            let text = ayllu_reason(&r);
            assert!(text.len() > 20 && !text.contains('%') && !text.contains("playout"), "{r:?}: {text}");
        }
        assert_eq!(ayllu_reason(&reasons[2]), "flips token 4: Ayar Uchu moves 3 spaces at power 2, then a Temple");
        assert_eq!(ayllu_reason(&reasons[10]), "takes the Viracocha of area C (beside the lower Island)");
    }

    #[test]
    fn clip_keeps_short_names_and_ellipsises_long_ones() {
        assert_eq!(clip("Ana", 14), "Ana");
        assert_eq!(clip("Wilhelmina Fitzgerald-Smythe", 14), "Wilhelmina Fi…");
        assert_eq!(clip("Bartholomew Quincy", 13), "Bartholomew…");
        assert_eq!(clip("Ñusta Ñusta Ñusta", 6).chars().count(), 6);
    }

    #[test]
    fn capital_raises_the_first_letter_only() {
        assert_eq!(capital("gold marker"), "Gold marker");
        assert_eq!(capital("Tambo"), "Tambo");
        assert_eq!(capital(""), "");
        assert_eq!(capital("→ east"), "→ east");
    }

    use crate::view::lang::in_language as speaking;

    #[test]
    fn events_read_as_spanish_and_german_sentences() {
        use crate::engine::{Event, Marker, Pot, StepSlot};
        use crate::view::lang::Lang;
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let slot = StepSlot::all().find(|&s| s.line().is_row() && s.end() == 0).unwrap();
        let row = slot.line().position() + 1;
        let arrows = crate::engine::data::step_arrows(slot);
        let events = [
            Event::StepLaid { player: 0, marker: Marker::Manco, slot, ayar: Ayar::Manco },
            Event::PotTaken { player: 1, slot: 2, pot: Pot { colour: 0, viracocha: true } },
            Event::StepMarkerScored { player: 0, marker: Marker::Gold, activity: Activity::Terrace },
            Event::TurnStarted { player: 1 },
        ];
        let said = |lang| speaking(lang, || events.iter().map(|e| super::event(&game, e).unwrap()).collect::<Vec<_>>());
        let es = said(Lang::Es);
        assert!(
            es[0].starts_with(&format!("Ana coloca el marcador de Manco en la fila {row}, izquierda ({arrows} flecha")),
            "{}",
            es[0]
        );
        assert_eq!(es[1], "Bo toma una vasija roja (una franja) con un Viracocha de la casilla 3.");
        assert_eq!(es[2], "Ana pone el marcador dorado en la casilla de Luna de Cultivo en terrazas.");
        assert_eq!(es[3], "Bo tiene el turno.");
        let de = said(Lang::De);
        assert!(
            de[0].starts_with(&format!("Ana legt den Manco-Marker an Reihe {row} links ({arrows} Pfeil")),
            "{}",
            de[0]
        );
        assert_eq!(de[1], "Bo nimmt ein rotes Gefäß (ein Band) mit einem Viracocha aus Marktfeld 3.");
        assert_eq!(de[2], "Ana legt den goldenen Marker auf das Terrassenanbau-Mondfeld.");
        assert_eq!(de[3], "Bo ist am Zug.");
        let en = said(Lang::En);
        assert_eq!(en[2], "Ana puts the gold marker on the Terrace farming Moon slot.");
    }

    #[test]
    fn a_count_of_one_and_of_two_takes_its_plural_in_spanish_and_german() {
        use crate::bot::reason::Gain;
        use crate::engine::data;
        use crate::view::lang::Lang;
        let token = |moves| AylluReason::Token { number: 3, ayar: Ayar::Auca, moves, power: 2, temple: false };
        let one_arrow = StepSlot::all().find(|&s| data::step_arrows(s) == 1).unwrap();
        let two_arrows = StepSlot::all().find(|&s| data::step_arrows(s) == 2).unwrap();
        use crate::engine::StepSlot;
        let lines = |lang| {
            speaking(lang, || {
                [
                    ayllu_reason(&token(1)),
                    ayllu_reason(&token(2)),
                    super::gain(&Gain::Llamas { gained: 1 }),
                    super::gain(&Gain::Llamas { gained: 2 }),
                    super::gold_slot(one_arrow),
                    super::gold_slot(two_arrows),
                    super::gain(&Gain::Suns { activity: Activity::Pottery, gained: 1, now: 4 }),
                    super::gain(&Gain::Suns { activity: Activity::Pottery, gained: 2, now: 5 }),
                ]
            })
        };
        let es = lines(Lang::Es);
        assert!(es[0].contains("Ayar Auca avanza 1 casilla con fuerza 2"), "{}", es[0]);
        assert!(es[1].contains("Ayar Auca avanza 2 casillas con fuerza 2"), "{}", es[1]);
        assert_eq!([es[2].as_str(), es[3].as_str()], ["1 llama", "2 llamas"]);
        assert!(es[4].contains("(1 flecha)") && es[5].contains("(2 flechas)"), "{} / {}", es[4], es[5]);
        assert_eq!(es[6], "1 Sol más de Alfarería (ahora 4)");
        assert_eq!(es[7], "2 Soles más de Alfarería (ahora 5)");
        let de = lines(Lang::De);
        assert!(de[0].contains("Ayar Auca zieht 1 Feld mit Stärke 2"), "{}", de[0]);
        assert!(de[1].contains("Ayar Auca zieht 2 Felder mit Stärke 2"), "{}", de[1]);
        assert_eq!([de[2].as_str(), de[3].as_str()], ["1 Llama", "2 Llamas"]);
        assert!(de[4].contains("(1 Pfeil)") && de[5].contains("(2 Pfeile)"), "{} / {}", de[4], de[5]);
        assert_eq!(de[6], "1 Töpferei-Sonne mehr (jetzt 4)");
        assert_eq!(de[7], "2 Töpferei-Sonnen mehr (jetzt 5)");
        let en = lines(Lang::En);
        assert!(en[0].contains("moves 1 space at") && en[1].contains("moves 2 spaces at"), "{en:?}");
    }

    #[test]
    fn a_turn_and_a_night_in_one_line_read_in_spanish_and_german() {
        use crate::engine::{Event, MoonSource};
        use crate::view::lang::Lang;
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let turn = [
            Event::TurnStarted { player: 0 },
            Event::AyarMoved { ayar: Ayar::Cachi, from: 4, to: 6 },
            Event::MaizePlanted { player: 0, count: 3 },
            Event::BoatMoved { player: 0, from: 1, to: 2 },
            Event::TurnStarted { player: 1 },
        ];
        let night = [
            Event::NightStarted { round: 2 },
            Event::RaymiRemoved { tile: 0 },
            Event::MoonScored { player: 1, amount: 8, source: MoonSource::Temple },
        ];
        let lines = |lang| {
            speaking(lang, || {
                (super::turn_just_played(&game, &turn).unwrap(), super::night_so_far(&game, &night).unwrap())
            })
        };
        let (turn_es, night_es) = lines(Lang::Es);
        assert_eq!(
            turn_es,
            "Ana: Ayar Cachi avanza de la casilla 4 a la 6; planta 3 de maíz en la terraza; mueve su barca de 1 a 2."
        );
        assert!(night_es.starts_with("Noche 2: la loseta de Raymi de "), "{night_es}");
        assert!(night_es.ends_with("; Bo suma 8 de Luna (templo)."), "{night_es}");
        let (turn_de, night_de) = lines(Lang::De);
        assert_eq!(
            turn_de,
            "Ana: Ayar Cachi zieht von Feld 4 nach 6; pflanzt 3 Mais auf der Terrasse; segelt mit dem Boot von 1 nach 2."
        );
        assert!(night_de.starts_with("Nacht 2: das Raymi-Plättchen von "), "{night_de}");
        assert!(night_de.ends_with("; Bo erhält 8 Mond (Tempel)."), "{night_de}");
    }

    #[test]
    fn a_whole_games_words_are_complete_in_every_language() {
        use crate::bot::random::RandomBot;
        use crate::bot::reason::{explain_plan, Confidence};
        use crate::engine::{Event, Game, Setup};
        use crate::view::lang::Lang;
        /// Words no Spanish or German sentence has: English left behind.
        const ENGLISH: [&str; 6] = [" the ", " and ", " takes ", " from ", " with ", " of "];
        let check = |lang: Lang, what: &str, text: &str| {
            assert!(!text.is_empty() && !text.contains('{') && !text.contains('}'), "{lang:?} {what}: {text:?}");
            if lang != Lang::En {
                assert!(!ENGLISH.iter().any(|w| text.contains(w)), "{lang:?} {what}, English: {text}");
            }
        };
        for lang in Lang::ALL {
            speaking(lang, || {
                for (seed, setup) in [(7, Setup::new(7, &["Ana", "Bo", "Cy"])), (8, Setup::solo(8, "Ana", 4))] {
                    let mut game = Game::new(setup).unwrap();
                    let mut bot = RandomBot::new(seed);
                    let mut events: Vec<Event> = Vec::new();
                    let confidence = [Confidence::OnlyMove, Confidence::ClearlyBest, Confidence::CloseCall];
                    while let Some(action) = bot.choose(&game) {
                        let pending = game.pending().unwrap();
                        let who = super::player_name(&game, pending.player);
                        check(lang, "task", &super::decision(&game, &who, pending.decision));
                        for a in game.legal_actions() {
                            check(lang, "label", &super::action_label(&game, &a));
                            check(lang, "action", &super::action_long(&game, &a));
                        }
                        let sure = confidence[events.len() % 3];
                        let reason = explain_plan(&game, action, &[], sure);
                        check(lang, "reason", &super::move_reason(Some(&action), &reason));
                        check(lang, "hint", &super::move_reason(None, &reason));
                        for g in &reason.gains {
                            check(lang, "gain", &super::gain(g));
                        }
                        for e in game.apply(action).unwrap() {
                            events.push(e.clone());
                            let recent = &events[events.len().saturating_sub(40)..];
                            if let Some(text) = super::event(&game, &e) {
                                check(lang, "event", &text);
                                check(lang, "clause", &super::clause(&text));
                            }
                            for line in [super::turn_just_played(&game, recent), super::night_so_far(&game, recent)] {
                                line.inspect(|l| check(lang, "summary", l));
                            }
                        }
                    }
                    assert!(events.len() > 200, "a whole game");
                    check(lang, "game over", &super::game_over(&game));
                    for f in game.final_scores().unwrap() {
                        check(lang, "llamas", &super::llama_line(game.player(f.player), &f));
                    }
                }
            })
        }
    }

    #[test]
    fn the_winner_and_the_scores_read_in_spanish_and_german() {
        use crate::bot::random::RandomBot;
        use crate::view::lang::Lang;
        let mut game = crate::engine::Game::new(crate::engine::Setup::new(4, &["Ana", "Bo", "Cy"])).unwrap();
        let mut bot = RandomBot::new(4);
        while let Some(a) = bot.choose(&game) {
            game.apply(a).unwrap();
        }
        let mut finals = game.final_scores().unwrap();
        finals.sort_by_key(|f| f.place);
        let first = super::player_name(&game, finals[0].player);
        let last = finals.last().unwrap().score;
        let es = speaking(Lang::Es, || super::game_over(&game));
        assert!(es.starts_with(&format!("¡{first} gana! ")) && es.ends_with(&format!(" a {last}.")), "{es}");
        let de = speaking(Lang::De, || super::game_over(&game));
        assert!(de.starts_with(&format!("{first} gewinnt! ")) && de.ends_with(&format!(" zu {last}.")), "{de}");
        // A shared win, and the Ayllu's.
        for f in &mut finals {
            f.place = 1;
        }
        finals.sort_by_key(|f| f.player);
        assert_eq!(super::winner(&game, &finals), "Ana and Bo and Cy share the win.");
        assert_eq!(speaking(Lang::Es, || super::winner(&game, &finals)), "Ana, Bo y Cy comparten la victoria.");
        assert_eq!(speaking(Lang::De, || super::winner(&game, &finals)), "Ana, Bo und Cy teilen sich den Sieg.");
        let solo = crate::engine::Game::new(crate::engine::Setup::solo(2, "Ana", 3)).unwrap();
        let ayllu = solo.ayllu_seat().unwrap();
        let mut p = solo.player(ayllu).clone();
        p.llamas = 1;
        let mut result = crate::engine::final_scores(std::slice::from_ref(&p)).remove(0);
        (result.player, result.place, result.llamas, result.llama_to_sun, result.llama_to_moon) = (ayllu, 1, 1, 4, 0);
        assert_eq!(speaking(Lang::De, || super::winner(&solo, std::slice::from_ref(&result))), "Der Ayllu gewinnt.");
        assert_eq!(
            speaking(Lang::Es, || super::llama_line(&p, &result)),
            "1 llama a 4 puntos cada una (Anciano): 4 puntos al Sol, 0 a la Luna"
        );
    }

    #[test]
    fn a_computers_reason_names_its_level_in_the_language_in_force() {
        use crate::bot::search::Level;
        use crate::view::lang::Lang;
        assert_eq!(super::computer_reason("Bo", Level::Easy, "Why"), "Bo (computer, easy): Why.");
        let es = speaking(Lang::Es, || super::computer_reason("Bo", Level::Hard, "Porque"));
        assert_eq!(es, "Bo (ordenador, difícil): Porque.");
        let de = speaking(Lang::De, || super::computer_reason("Bo", Level::Medium, "Darum"));
        assert_eq!(de, "Bo (Computer, mittel): Darum.");
    }
}
