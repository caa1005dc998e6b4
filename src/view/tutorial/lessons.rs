//! The tutorial's words: one or two sentences for each scripted action
//! (what the rule is, and what this move does) and for what the last move
//! set off (the Ayllu's turn, a Raymi, the Night, Dawn). Every number is
//! read from the game and the engine's data, so the words follow the rules
//! and the script wherever they move. A topic is explained in full the
//! first time it comes up; after that a move gets a short line. The
//! sentences are the words layer's (`lesson-` in `lang/*/lessons.ftl`).
use super::topics::{Stretch, HUMAN};
use super::Shown;
use crate::engine::{
    data, Action, Activity, Ayar, AylluReason, Cell, Decision, Event, Game, Line, LineBonus, Marker, MoonSource, Phase,
    Trigger,
};
use crate::view::lang::catalog::Arg;
use crate::view::lang::{key, t, tf};
use crate::view::layout::Sheet;
use crate::view::motion::Moment;
use crate::view::words;

/// What to say before the script's action `index`, the move the player
/// makes next; `game` is the position it is made in, `script` the whole
/// script's stretches (to know what was taught before and what follows).
pub fn for_action(game: &Game, script: &[Stretch], index: usize) -> String {
    let stretch = &script[index];
    let before = &script[..index];
    // The first time on a Day turn (the starting action is simpler).
    let first =
        |decision: fn(&Decision) -> bool| !before.iter().any(|s| s.phase == Phase::Day && decision(&s.decision));
    match (stretch.decision, stretch.action) {
        // R4.6
        (Decision::TakeTambo, _) if stretch.phase == Phase::Start => {
            tf(key::LESSON_STARTING_ACTION, &[("size", Arg::Num(data::LINE_CELLS.into()))])
        }
        (Decision::BuildTambo, Action::BuildTambo { path, space }) if stretch.phase == Phase::Start => {
            let power = game.turn_outlook().and_then(|o| o.max_power).unwrap_or(1);
            let activity = activity(path, space);
            let build = tf(
                key::LESSON_START_BUILD,
                &[
                    ("ayar", Arg::Text(words::short_ayar(path))),
                    ("space", Arg::Num(space.into())),
                    ("activity", Arg::Text(&activity)),
                    ("power", Arg::Num(power.into())),
                ],
            );
            // The preview names what Reed wins before the Lake's note does.
            if stretch.own_turn().iter().any(|e| matches!(e, Event::ViracochaGained { player: HUMAN })) {
                return join(build, t(key::LESSON_START_BUILD_WINS));
            }
            build
        }
        // Seed "Day turn", R3.2, R3.6
        (Decision::LayStep, Action::LayStep { marker, slot, ayar }) => {
            let arrows = data::step_arrows(slot);
            let to = (game.board().space(ayar) + arrows).min(data::CUZCO);
            let raymi = data::RAYMI_PLACES.iter().any(|&(s, a)| s == to && a.contains(&ayar));
            let slot = words::step_slot(slot);
            let marker_ayar = marker.ayar().map_or("", words::short_ayar);
            let args = [
                ("marker", Arg::Text(marker_ayar)),
                ("slot", Arg::Text(&slot)),
                ("ayar", Arg::Text(words::short_ayar(ayar))),
                ("arrows", Arg::Num(arrows.into())),
                ("spaces", Arg::Num(arrows.into())),
                ("to", Arg::Num(to.into())),
                ("raymi", Arg::Num(raymi.into())),
            ];
            if marker == Marker::Gold {
                let first_gold =
                    !before.iter().any(|s| matches!(s.action, Action::LayStep { marker: Marker::Gold, .. }));
                return tf(if first_gold { key::LESSON_GOLD_FIRST } else { key::LESSON_STEP_GOLD }, &args);
            }
            if first(|d| *d == Decision::LayStep) {
                return tf(key::LESSON_STEP_FIRST, &args);
            }
            tf(key::LESSON_STEP, &args)
        }
        (Decision::TakeTambo, Action::TakeTambo { cell }) => {
            let empties = empties(game, cell);
            if first(|d| *d == Decision::TakeTambo) {
                let take = match marked_line(game).map(words::line) {
                    Some(line) => tf(key::LESSON_TAKE_TAMBO_FIRST, &[("line", Arg::Text(&line))]),
                    None => t(key::LESSON_TAKE_TAMBO_FIRST_ANY),
                };
                return join(take, empties);
            }
            let cell = words::cell(cell);
            join(tf(key::LESSON_TAKE_TAMBO, &[("cell", Arg::Text(&cell))]), empties)
        }
        // R1.3, R5.3
        (Decision::BuildTambo, Action::BuildTambo { path, space }) => {
            let activity = activity(path, space);
            if first(|d| *d == Decision::BuildTambo) {
                return tf(
                    key::LESSON_BUILD_FIRST,
                    &[
                        ("ayar", Arg::Text(words::short_ayar(path))),
                        ("space", Arg::Num(game.board().space(path).into())),
                        ("activity", Arg::Text(&activity)),
                    ],
                );
            }
            tf(
                key::LESSON_BUILD,
                &[
                    ("ayar", Arg::Text(words::short_ayar(path))),
                    ("space", Arg::Num(space.into())),
                    ("activity", Arg::Text(&activity)),
                ],
            )
        }
        // R5.2 and the activity about to be performed (R6)
        (Decision::ChoosePower { max }, Action::ChoosePower { power }) => {
            let doing = game.turn_outlook().and_then(|o| o.activity).unwrap_or(Activity::Pottery);
            let new_activity = !before.iter().any(|s| chose_power_for(s, doing));
            let power_line = if max >= 2
                && !before.iter().any(|s| matches!(s.decision, Decision::ChoosePower { max } if max >= 2))
            {
                tf(key::LESSON_POWER_CHOICE, &[("max", Arg::Num(max.into()))])
            } else if max == 1 {
                tf(key::LESSON_POWER_ONE, &[("power", Arg::Num(max.into()))])
            } else {
                String::new()
            };
            let what = if new_activity {
                activity_rule(doing, power)
            } else {
                tf(
                    key::LESSON_POWER_AGAIN,
                    &[("activity", Arg::Text(&words::activity(doing))), ("power", Arg::Num(power.into()))],
                )
            };
            join(power_line, what)
        }
        // R6.1
        (Decision::TakePots { power }, Action::TakePots { slots }) => {
            let args = [("power", Arg::Num(power.into())), ("n", Arg::Num(slots.len()))];
            if first(|d| matches!(d, Decision::TakePots { .. })) {
                let costs = data::MARKET_COSTS.map(|c| c.to_string()).join(", ");
                return tf(key::LESSON_POTS_FIRST, &[args[0], args[1], ("costs", Arg::Text(&costs))]);
            }
            tf(key::LESSON_POTS, &args)
        }
        // R6.2: the stacks the power chosen this turn offers.
        (Decision::ChooseStack, Action::ChooseStack { stack }) => {
            let power = game
                .log()
                .iter()
                .rev()
                .find_map(|a| match a {
                    Action::ChoosePower { power } => Some(*power),
                    _ => None,
                })
                .unwrap_or(2);
            let options = data::WEAVING_STACKS.get(usize::from(power).saturating_sub(1)).copied().unwrap_or_default();
            let option = |i: usize| options.get(i).and_then(|o| o.first()).map_or(0, |&s| s as u32 + 1);
            let args = [
                ("power", Arg::Num(power.into())),
                ("a", Arg::Num(option(0))),
                ("b", Arg::Num(option(1))),
                ("stack", Arg::Num(u32::from(stack) + 1)),
            ];
            match game.stack_tops()[stack as usize].0 {
                Some(top) => {
                    tf(key::LESSON_STACK, &[args[0], args[1], args[2], args[3], ("suns", Arg::Num(top.suns.into()))])
                }
                None => tf(key::LESSON_STACK_ANY, &args),
            }
        }
        (Decision::PlaceTextile { textile }, Action::PlaceTextile { .. }) => {
            let suns = [("suns", Arg::Num(textile.suns.into()))];
            if first(|d| matches!(d, Decision::PlaceTextile { .. })) {
                return tf(key::LESSON_TEXTILE_FIRST, &suns);
            }
            tf(key::LESSON_TEXTILE, &suns)
        }
        // R6.4, R3.8
        (Decision::TakeViracocha { yellow }, Action::TakeViracocha { area }) => {
            let area = words::area(area).to_string();
            tf(
                key::LESSON_VIRACOCHA,
                &[
                    ("yellow", Arg::Num(yellow.into())),
                    ("area", Arg::Text(&area)),
                    ("min", Arg::Num(data::VIRACOCHA_BONUS_MIN)),
                ],
            )
        }
        // R5.5, R7
        (Decision::ResolveTrigger, Action::ResolveTrigger { trigger }) => {
            let what = trigger_rule(game, trigger);
            if first(|d| *d == Decision::ResolveTrigger) {
                // The preview shows the Llama the Raymi after it brings,
                // before the Raymi's own note.
                let llama = if stretch.own_turn().iter().any(|e| matches!(e, Event::LlamaGained { player: HUMAN })) {
                    tf(key::LESSON_RAYMI_LLAMA, &[("points", Arg::Num(data::LLAMA_POINTS))])
                } else {
                    String::new()
                };
                return join(join(t(key::LESSON_SEVERAL_EFFECTS), what), llama);
            }
            what
        }
        // R7.1, R8
        (Decision::ChooseTemple, Action::ChooseTemple { activity }) => {
            let ayar = game.turn_outlook().and_then(|o| o.ayar).unwrap_or(Ayar::Manco);
            let row = game.board().female_row[ayar.index()] as usize;
            let column = game.board().temple_rows[row].len().min(data::TEMPLE_COLUMN_BONUS.len() - 1);
            tf(
                key::LESSON_TEMPLE,
                &[
                    ("partner", Arg::Text(ayar.partner_name())),
                    ("ayar", Arg::Text(words::short_ayar(ayar))),
                    ("bonus", Arg::Num(data::temple_column_bonus(column))),
                    ("activity", Arg::Text(&words::activity(activity))),
                ],
            )
        }
        // Seed Night "Score Step markers", R3.5
        (Decision::ScoreStepMarker { marker }, Action::ScoreStepMarker { activity }) => {
            let moon = game.player(HUMAN).moon_value(activity);
            match marker.ayar() {
                Some(ayar) => tf(
                    key::LESSON_SCORE_MARKER,
                    &[("marker", Arg::Text(words::short_ayar(ayar))), ("moon", Arg::Num(moon))],
                ),
                None => tf(key::LESSON_SCORE_GOLD, &[("moon", Arg::Num(moon))]),
            }
        }
        (_, action) => words::action_long(game, &action),
    }
}

/// Two sentences, or one where the other is empty.
fn join(first: String, then: String) -> String {
    match (first.is_empty(), then.is_empty()) {
        (_, true) => first,
        (true, false) => then,
        (false, false) => format!("{first} {then}"),
    }
}

/// What to read after the script's action `index` (and whatever it set
/// off) before the next one, with the note that explains each moment of
/// the Night (the table plays the Night up to it, `view::motion::Hold`);
/// `game` is the position now.
pub fn after(game: &Game, script: &[Stretch], index: usize) -> After {
    let stretch = &script[index];
    let before = &script[..index];
    let mut notes = Vec::new();
    let mut shows = Vec::new();
    let own = stretch.own_turn();
    // R1.4: a Raymi on the player's own turn, explained the first time.
    if own.iter().any(|e| matches!(e, Event::RaymiScored { .. })) && !before.iter().any(raymi_own) {
        notes.extend(raymi_notes(game, own));
    }
    // R7.2 resolved by itself (a lone effect needs no order).
    for e in own {
        if let Event::LineBonusTaken { player: HUMAN, line, bonus } = e {
            if stretch.decision != Decision::ResolveTrigger || stretch.action != line_trigger(*line) {
                notes.push(line_bonus_note(*line, *bonus));
            }
        }
    }
    // R2, R6.4: the player's first Island, with the Lake open beside it.
    let island = |e: &Event| matches!(e, Event::IslandPlaced { player: HUMAN, .. });
    if let Some(&Event::IslandPlaced { yellow, .. }) = own.iter().find(|e| island(e)) {
        if !before.iter().any(|s| s.own_turn().iter().any(island)) {
            shows.push((notes.len(), Shown::Sheet(Sheet::Lake)));
            notes.push(lake_note(yellow));
        }
    }
    // R10: the Ayllu's starting action and first Day turn, with its reasons.
    let ayllu_turns = |s: &Stretch| {
        s.events.iter().filter(|e| matches!(e, Event::TurnStarted { player } if *player != HUMAN)).count()
    };
    let reasons: Vec<&AylluReason> = stretch
        .events
        .iter()
        .filter_map(|e| match e {
            Event::AylluChose { reason } => Some(reason),
            _ => None,
        })
        .collect();
    let earlier_ayllu =
        before.iter().filter(|s| s.events.iter().any(|e| matches!(e, Event::AylluChose { .. }))).count();
    if !reasons.is_empty() && earlier_ayllu == 0 {
        let reason = words::ayllu_reason(reasons[0]);
        notes.push(tf(key::LESSON_AYLLU_FIRST, &[("reason", Arg::Text(&reason))]));
    } else if !reasons.is_empty() && earlier_ayllu == 1 && ayllu_turns(stretch) > 0 {
        let built = reasons.get(1).map_or_else(|| t(key::LESSON_AYLLU_BUILDS_ANYWHERE), |r| words::ayllu_reason(r));
        match *reasons[0] {
            // The token and what the Ayllu built: two pages, since the
            // Temple is glossed where it is first met.
            AylluReason::Token { number, ayar, moves, power, temple } => {
                let token = &[
                    ("number", Arg::Num(number.into())),
                    ("ayar", Arg::Text(ayar.name())),
                    ("moves", Arg::Num(moves.into())),
                    ("power", Arg::Num(power.into())),
                    ("temple", Arg::Num(temple.into())),
                ];
                notes.push(tf(key::LESSON_AYLLU_TURN_TOKEN, token));
                notes.push(tf(key::LESSON_AYLLU_THEN_BUILDS, &[("built", Arg::Text(&built))]));
            }
            ref other => {
                let drawn = words::ayllu_reason(other);
                notes.push(tf(key::LESSON_AYLLU_TURN, &[("drawn", Arg::Text(&drawn)), ("built", Arg::Text(&built))]));
            }
        }
    }
    // The Ayllu's move scored a Raymi for everyone (before the player's own).
    let theirs = &stretch.events[own.len()..];
    if theirs.iter().any(|e| matches!(e, Event::RaymiScored { .. }))
        && !before.iter().chain([stretch]).any(raymi_own)
        && !before.iter().any(|s| s.events.iter().any(|e| matches!(e, Event::RaymiScored { .. })))
    {
        notes.extend(raymi_notes(game, theirs));
    }
    // Seed "Night phase", R8.
    let mut moments = Vec::new();
    if let Some(night) = stretch.events.iter().position(|e| matches!(e, Event::NightStarted { .. })) {
        for (note, moment) in night_notes(game, &stretch.events[night..]) {
            moments.push((notes.len(), moment));
            notes.push(note);
        }
    }
    // Dawn and the score (R9).
    if let Some(&Event::Dawn { inti, sun, .. }) =
        stretch.events.iter().find(|e| matches!(e, Event::Dawn { player: HUMAN, .. }))
    {
        moments.push((notes.len(), Moment::Dawn));
        notes.extend(dawn_notes(game, inti, sun));
    }
    After { notes, moments, shows }
}

/// What a move set off, to read before the next one.
pub struct After {
    pub notes: Vec<String>,
    /// The notes that explain a moment of the Night, by index.
    pub moments: Vec<(usize, Moment)>,
    /// The notes read with something on the table shown to them, by index.
    pub shows: Vec<(usize, Shown)>,
}

/// R7.2: a line emptied, its bonus taken without a choice of order.
fn line_bonus_note(line: Line, bonus: LineBonus) -> String {
    let line = words::capital(&words::line(line));
    let line = ("line", Arg::Text(&line));
    match bonus {
        LineBonus::Llama => tf(key::LESSON_LINE_BONUS_LLAMA, &[line]),
        LineBonus::Viracocha => tf(key::LESSON_LINE_BONUS_VIRACOCHA, &[line]),
        LineBonus::Sun(a) => {
            tf(key::LESSON_LINE_BONUS_SUN, &[line, ("activity", Arg::Text(&words::activity_short(a)))])
        }
    }
}

/// The Lake, shown open the first time the player's Boat puts an Island on it.
fn lake_note(yellow: u8) -> String {
    let areas: Vec<String> = data::areas_beside(yellow).map(|a| words::area(a).to_string()).collect();
    let area = |i: usize| areas.get(i).map_or("", String::as_str);
    tf(
        key::LESSON_LAKE,
        &[
            ("yellow", Arg::Num(yellow.into())),
            ("count", Arg::Num(areas.len() as u32)),
            ("first", Arg::Text(area(0))),
            ("second", Arg::Text(area(1))),
        ],
    )
}

/// The long-press help, shown on the Llama counter before the farewell.
pub fn help_note() -> String {
    t(key::LESSON_HELP)
}

/// The Forecast, shown open before the farewell.
pub fn forecast_note() -> String {
    t(key::LESSON_FORECAST)
}

/// Before the first move (`game` is the tutorial's, not yet begun).
pub fn welcome(game: &Game) -> Vec<String> {
    vec![
        tf(
            key::LESSON_WELCOME,
            &[
                ("ayars", Arg::Num(Ayar::ALL.len() as u32)),
                ("round", Arg::Num(game.round().into())),
                ("rounds", Arg::Num(data::ROUNDS.into())),
            ],
        ),
        t(key::LESSON_WELCOME_SCORE),
        t(key::LESSON_WELCOME_CARDS),
    ]
}

/// The last words, when the script is done (`game` is then in the round
/// after the one played).
pub fn farewell(game: &Game) -> String {
    tf(key::LESSON_FAREWELL, &[("round", Arg::Num(game.round().saturating_sub(1).max(1).into()))])
}

/// While the Ayllu plays its steps.
pub fn watching() -> String {
    t(key::LESSON_WATCHING)
}

/// While the table shows a move already made, step by step.
pub fn unfolding() -> String {
    t(key::LESSON_UNFOLDING)
}

fn activity(path: Ayar, space: u8) -> String {
    words::activity(data::slot_activity(path, space))
}

/// The line of the Step marker laid this turn: the latest one laid.
fn marked_line(game: &Game) -> Option<Line> {
    game.log().iter().rev().find_map(|a| match a {
        Action::LayStep { slot, .. } => Some(slot.line()),
        _ => None,
    })
}

/// "It empties row 4." when taking `cell` empties a line or a quadrant.
fn empties(game: &Game, cell: Cell) -> String {
    let after = game.player(HUMAN).grid.without(cell);
    let lines: Vec<String> =
        cell.lines().into_iter().filter(|l| (after & l.cells()).is_empty()).map(words::line).collect();
    let quadrant = (after & cell.quadrant()).is_empty();
    let key = match (lines.len(), quadrant) {
        (0, false) => return String::new(),
        (0, true) => key::LESSON_EMPTIES_QUADRANT,
        (1, false) => key::LESSON_EMPTIES_LINE,
        (1, true) => key::LESSON_EMPTIES_LINE_QUADRANT,
        (_, false) => key::LESSON_EMPTIES_LINES,
        (_, true) => key::LESSON_EMPTIES_LINES_QUADRANT,
    };
    let line = |i: usize| lines.get(i).map_or("", String::as_str);
    tf(key, &[("line", Arg::Text(line(0))), ("other", Arg::Text(line(1)))])
}

/// A power was chosen for `activity` in this stretch (not the starting
/// action's, which has none to choose).
fn chose_power_for(s: &Stretch, activity: Activity) -> bool {
    matches!(s.decision, Decision::ChoosePower { .. })
        && s.own_turn()
            .iter()
            .any(|e| matches!(e, Event::PowerChosen { player: HUMAN, activity: a, .. } if *a == activity))
}

/// One sentence for an activity performed for the first time (R6).
fn activity_rule(activity: Activity, power: u8) -> String {
    let power = ("power", Arg::Num(power.into()));
    match activity {
        Activity::Pottery => tf(key::LESSON_RULE_POTTERY, &[power]),
        Activity::Weaving => {
            // Each power's stacks (R6.2), numbered as printed.
            let stack = |power: usize, option: usize, i: usize| {
                let options = data::WEAVING_STACKS.get(power).copied().unwrap_or_default();
                Arg::Num(options.get(option).and_then(|o| o.get(i)).map_or(0, |&s| s as u32 + 1))
            };
            tf(
                key::LESSON_RULE_WEAVING,
                &[
                    ("p1", Arg::Num(1)),
                    ("s1", stack(0, 0, 0)),
                    ("p2", Arg::Num(2)),
                    ("s2a", stack(1, 0, 0)),
                    ("s2b", stack(1, 1, 0)),
                    ("p3", Arg::Num(3)),
                    ("s3a", stack(2, 0, 0)),
                    ("s3b", stack(2, 0, 1)),
                    ("p4", Arg::Num(4)),
                    ("s4a", stack(3, 0, 0)),
                    ("s4b", stack(3, 0, 1)),
                ],
            )
        }
        Activity::Terrace => tf(key::LESSON_RULE_TERRACE, &[power]),
        Activity::Reed => tf(key::LESSON_RULE_REED, &[power]),
    }
}

fn trigger_rule(game: &Game, trigger: Trigger) -> String {
    match trigger {
        Trigger::LineBonus { line } => {
            let bonus = data::LINE_BONUSES[line.index()];
            let name = words::line(line);
            let line = ("line", Arg::Text(&name));
            match bonus {
                LineBonus::Sun(a) => {
                    tf(key::LESSON_FIRST_LINE_SUN, &[line, ("activity", Arg::Text(&words::activity_short(a)))])
                }
                LineBonus::Viracocha => {
                    tf(key::LESSON_FIRST_LINE_VIRACOCHA, &[line, ("min", Arg::Num(data::VIRACOCHA_BONUS_MIN))])
                }
                LineBonus::Llama => tf(key::LESSON_FIRST_LINE_LLAMA, &[line]),
            }
        }
        Trigger::Temple => tf(key::LESSON_FIRST_TEMPLE, &[("cells", Arg::Num(Cell(0).quadrant().len().into()))]),
        Trigger::Raymi { .. } | Trigger::Cuzco { .. } => {
            let effect = words::trigger(game, trigger);
            tf(key::LESSON_FIRST_OTHER, &[("effect", Arg::Text(&effect))])
        }
    }
}

fn line_trigger(line: Line) -> Action {
    Action::ResolveTrigger { trigger: Trigger::LineBonus { line } }
}

fn raymi_own(s: &Stretch) -> bool {
    s.own_turn().iter().any(|e| matches!(e, Event::RaymiScored { .. }))
}

/// R1.4 in the words of what just happened.
fn raymi_notes(game: &Game, events: &[Event]) -> Vec<String> {
    let Some(at) = events.iter().position(|e| matches!(e, Event::RaymiScored { .. })) else { return Vec::new() };
    let Event::RaymiScored { tile, activity, threshold } = events[at] else { return Vec::new() };
    let space = game.board().raymi.get(tile as usize).map(|r| r.space()).unwrap_or(8);
    let rest = &events[at..];
    let inti = rest.iter().find_map(|e| match e {
        Event::IntiGained { player: HUMAN, amount, .. } => Some(*amount),
        _ => None,
    });
    let llama = rest
        .iter()
        .take_while(|e| !matches!(e, Event::RaymiFlipped { .. } | Event::RaymiRemoved { .. }))
        .any(|e| matches!(e, Event::LlamaGained { player: HUMAN }));
    let you = tf(
        if llama { key::LESSON_RAYMI_YOU_LLAMA } else { key::LESSON_RAYMI_YOU },
        &[("inti", Arg::Num(inti.unwrap_or(0).into()))],
    );
    let raymi = tf(
        key::LESSON_RAYMI,
        &[
            ("space", Arg::Num(space.into())),
            ("activity", Arg::Text(&words::activity_short(activity))),
            ("threshold", Arg::Num(threshold.into())),
            ("points", Arg::Num(data::LLAMA_POINTS)),
        ],
    );
    let mut notes = vec![join(raymi, you)];
    // R1.4: the strip already shows the tile turned; say what that means.
    if rest.iter().any(|e| matches!(e, Event::RaymiFlipped { tile: t } if *t == tile)) {
        let harder = data::raymi_threshold(space, true);
        notes.push(tf(key::LESSON_RAYMI_FLIPPED, &[("threshold", Arg::Num(harder.into()))]));
    }
    notes
}

/// The Night's notes, each with the moment it explains.
fn night_notes(game: &Game, events: &[Event]) -> Vec<(String, Moment)> {
    let mut notes = Vec::new();
    for e in events {
        match e {
            Event::AyarRetired { ayar } => {
                let space = game.board().space(*ayar);
                let retire = tf(
                    key::LESSON_RETIRE,
                    &[("ayar", Arg::Text(words::short_ayar(*ayar))), ("space", Arg::Num(space.into()))],
                );
                notes.push((retire, Moment::Retirement));
            }
            Event::Harvest { ayar, winner } => {
                let partner = ("partner", Arg::Text(ayar.partner_name()));
                let harvest = match winner {
                    Some(HUMAN) => tf(key::LESSON_HARVEST_YOU, &[partner]),
                    Some(p) => {
                        let name = words::player_name(game, *p);
                        tf(key::LESSON_HARVEST_OTHER, &[("name", Arg::Text(&name)), partner])
                    }
                    None => tf(key::LESSON_HARVEST_NONE, &[partner]),
                };
                notes.push((join(harvest, t(key::LESSON_VIRACOCHA_LLAMA)), Moment::Harvest));
            }
            Event::TemplesScored { row, ayar } => {
                let moon = |source: MoonSource| -> u32 {
                    events
                        .iter()
                        .filter_map(|e| match e {
                            Event::MoonScored { player: HUMAN, amount, source: s } if *s == source => Some(*amount),
                            _ => None,
                        })
                        .sum()
                };
                let (yours, bonus) = (moon(MoonSource::Temple), moon(MoonSource::ViracochaBonus));
                let result = if yours > 0 && bonus > 0 {
                    tf(
                        key::LESSON_TEMPLES_PAID_BONUS,
                        &[
                            ("moon", Arg::Num(yours)),
                            ("min", Arg::Num(data::VIRACOCHA_BONUS_MIN)),
                            ("bonus", Arg::Num(bonus)),
                        ],
                    )
                } else if yours > 0 {
                    tf(key::LESSON_TEMPLES_PAID, &[("moon", Arg::Num(yours))])
                } else {
                    t(key::LESSON_TEMPLES_NONE)
                };
                let temples = tf(
                    key::LESSON_TEMPLES,
                    &[
                        ("ayar", Arg::Text(words::short_ayar(*ayar))),
                        ("partner", Arg::Text(ayar.partner_name())),
                        ("row", Arg::Num(u32::from(*row) + 1)),
                    ],
                );
                notes.push((join(temples, result), Moment::Temples));
            }
            _ => {}
        }
    }
    notes
}

/// Dawn's numbers are the event's: the next round may have begun since.
fn dawn_notes(game: &Game, inti: u8, sun: u32) -> Vec<String> {
    let moon = game.player(HUMAN).score.after_round.first().map_or(0, |&(_, moon)| moon);
    let lower = sun.min(moon);
    vec![
        tf(key::LESSON_DAWN, &[("inti", Arg::Num(inti.into())), ("sun", Arg::Num(sun))]),
        tf(key::LESSON_SCORE, &[("sun", Arg::Num(sun)), ("moon", Arg::Num(moon)), ("lower", Arg::Num(lower))]),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::lang::{speak, speak_for_test, Lang};

    /// A Step marker's walk, with or without a Raymi tile where it ends.
    fn step(spaces: u32, raymi: bool) -> String {
        tf(
            key::LESSON_STEP,
            &[
                ("marker", Arg::Text("Cachi")),
                ("slot", Arg::Text("-")),
                ("ayar", Arg::Text("Cachi")),
                ("spaces", Arg::Num(spaces)),
                ("to", Arg::Num(8)),
                ("raymi", Arg::Num(raymi.into())),
            ],
        )
    }

    #[test]
    fn counts_take_their_plural_and_a_raymi_its_words_in_every_language() {
        // (language, "1 space", "2 spaces", a Raymi tile, a blank Textile, "1 half-Sun", "2 half-Suns", "1 Pot", "2 Pots")
        let words = [
            (
                Lang::En,
                "1 space,",
                "2 spaces,",
                "Raymi tile waits",
                "blank",
                "one half-Sun",
                "2 half-Suns",
                "the highlighted Pot",
                "2 Pots",
            ),
            (
                Lang::Es,
                "1 casilla,",
                "2 casillas,",
                "loseta de Raymi",
                "liso",
                "medio Sol",
                "2 medios Soles",
                "la vasija resaltada",
                "2 vasijas",
            ),
            (
                Lang::De,
                "1 Feld bis",
                "2 Felder bis",
                "Raymi-Plättchen wartet",
                "leeres",
                "einer halben Sonne",
                "2 halben Sonnen",
                "das leuchtende Gefäß",
                "2 Gefäße",
            ),
        ];
        for (lang, one, two, raymi, blank, half, halves, pot, pots) in words {
            speak_for_test(lang);
            assert!(step(1, false).contains(one) && !step(1, false).contains(raymi), "{lang:?}: {}", step(1, false));
            assert!(step(2, true).contains(two) && step(2, true).contains(raymi), "{lang:?}: {}", step(2, true));
            let textile = |n| tf(key::LESSON_TEXTILE, &[("suns", Arg::Num(n))]);
            assert!(textile(0).contains(blank), "{lang:?}: {}", textile(0));
            assert!(textile(1).contains(half), "{lang:?}: {}", textile(1));
            assert!(textile(2).contains(halves), "{lang:?}: {}", textile(2));
            let take = |n| tf(key::LESSON_POTS, &[("n", Arg::Num(n)), ("power", Arg::Num(3))]);
            assert!(take(1).contains(pot) && take(2).contains(pots), "{lang:?}: {} / {}", take(1), take(2));
            for text in [step(1, false), step(2, true), textile(0), textile(1), textile(2), take(1), take(2)] {
                assert!(!text.contains(['{', '}']), "{lang:?}: {text}");
            }
        }
        speak(crate::view::lang::catalog::Catalog::english());
    }

    #[test]
    fn the_rules_numbers_come_from_the_data() {
        // Weaving's stacks for each power (R6.2), as the data has them.
        let weaving = activity_rule(Activity::Weaving, 2);
        assert!(weaving.ends_with("4 from stacks 1 and 3."), "{weaving}");
        speak_for_test(Lang::De);
        let weaving = activity_rule(Activity::Weaving, 2);
        assert!(weaving.contains("Stärke 1: Stapel 1;") && weaving.ends_with("4: Stapel 1 und 3."), "{weaving}");
        let first = trigger_rule(&Game::new(crate::engine::Setup::solo(1, "Ana", 1)).unwrap(), Trigger::Temple);
        assert_eq!(first, "Zuerst der Tempel: Der vierte Tambo hat einen Quadranten geleert.");
        speak(crate::view::lang::catalog::Catalog::english());
    }
}
