//! The tutorial's words: one or two sentences for each scripted action
//! (what the rule is, and what this move does) and for what the last move
//! set off (the Ayllu's turn, a Raymi, the Night, Dawn). Every number is
//! read from the game and the engine's data, so the words follow the rules
//! and the script wherever they move. A topic is explained in full the
//! first time it comes up; after that a move gets a short line.
use super::topics::{Stretch, HUMAN};
use super::Shown;
use crate::engine::{
    data, Action, Activity, Ayar, AylluReason, Decision, Event, Game, Line, Marker, MoonSource, Phase, Trigger,
};
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
            "Your first move is the starting action: take any one Tambo (a building) off your 4 × 4 grid. Emptied rows, columns and quadrants pay later.".into()
        }
        (Decision::BuildTambo, Action::BuildTambo { path, .. }) if stretch.phase == Phase::Start => {
            // The preview names what Reed wins before the Lake's note does.
            let wins = if stretch.own_turn().iter().any(|e| matches!(e, Event::ViracochaGained { player: HUMAN })) {
                " Your Boat sails and wins a Viracocha (a sacred statue): the line under the task previews it."
            } else {
                ""
            };
            format!(
                "Build it on the free start slot of {}'s path at Tiwanaku (space 0). You perform its activity, {}, at power 1.{wins}",
                words::short_ayar(path),
                activity(path, 0)
            )
        }
        // Seed "Day turn", R3.2, R3.6
        (Decision::LayStep, Action::LayStep { marker, slot, ayar }) => {
            let arrows = data::step_arrows(slot);
            let to = (game.board().space(ayar) + arrows).min(data::CUZCO);
            let walk = words::plural(arrows.into(), "space");
            let raymi = if data::RAYMI_PLACES.iter().any(|&(s, a)| s == to && a.contains(&ayar)) {
                ", where a Raymi tile waits".to_string()
            } else {
                String::new()
            };
            if marker == Marker::Gold {
                let first_gold = !before.iter().any(|s| matches!(s.action, Action::LayStep { marker: Marker::Gold, .. }));
                if first_gold {
                    return format!(
                        "The gold marker moves any Ayar you choose: lay it on {}, then tap Ayar {} on the Main board. He walks {walk}, to space {to}{raymi}.",
                        words::step_slot(slot),
                        words::short_ayar(ayar)
                    );
                }
            }
            if first(|d| *d == Decision::LayStep) {
                return format!(
                    "A Day turn starts with a Step marker: lay your {} beside the grid, on {}. Ayar {} walks as many spaces as the slot shows arrows: {arrows}. The Ayars are everyone's: the Ayllu moves them too.",
                    words::marker(marker),
                    words::step_slot(slot),
                    words::short_ayar(ayar)
                );
            }
            format!(
                "Lay the {} on {}: Ayar {} walks {walk}, to space {to}{raymi}.",
                words::marker(marker),
                words::step_slot(slot),
                words::short_ayar(ayar)
            )
        }
        (Decision::TakeTambo, Action::TakeTambo { cell }) => {
            let line = marked_line(game);
            let empties = empties(game, cell);
            if first(|d| *d == Decision::TakeTambo) {
                let line = line.map(words::line).unwrap_or_else(|| "line".into());
                return format!(
                    "Take a Tambo from the marked {line}: only that line's Tambos may go. The more of it is empty, the more power you get.{empties}"
                );
            }
            format!("Take the Tambo at {}.{empties}", words::cell(cell))
        }
        // R1.3, R5.3
        (Decision::BuildTambo, Action::BuildTambo { path, space }) => {
            if first(|d| *d == Decision::BuildTambo) {
                return format!(
                    "Build it on a free slot of {}'s path at or behind him (space {} or lower). The slot's activity is what you perform: here {}.",
                    words::short_ayar(path),
                    game.board().space(path),
                    activity(path, space)
                );
            }
            format!("Build on {}'s path at space {space}: {}.", words::short_ayar(path), activity(path, space))
        }
        // R5.2 and the activity about to be performed (R6)
        (Decision::ChoosePower { max }, Action::ChoosePower { power }) => {
            let doing = game.turn_outlook().and_then(|o| o.activity).unwrap_or(Activity::Pottery);
            let new_activity = !before.iter().any(|s| chose_power_for(s, doing));
            let power_line = if max >= 2 && !before.iter().any(|s| matches!(s.decision, Decision::ChoosePower { max } if max >= 2)) {
                format!("Power is the number of empty spaces in the marked line: {max}. You may always choose less. ")
            } else if max == 1 {
                "One space of the line is empty: power 1. ".to_string()
            } else {
                String::new()
            };
            let what = if new_activity { activity_rule(doing, power) } else { format!("{} at power {power}.", doing.name()) };
            format!("{power_line}{what}")
        }
        // R6.1
        (Decision::TakePots { power }, Action::TakePots { slots }) => {
            let first_pots = first(|d| matches!(d, Decision::TakePots { .. }));
            let n = slots.len();
            let pots = if n == 1 { "the highlighted Pot".to_string() } else { format!("{n} Pots, tapping each as it glows") };
            if first_pots {
                let costs = data::MARKET_COSTS.map(|c| c.to_string()).join(", ");
                return format!(
                    "Take Pots whose costs add up to your power, {power} (the slots cost {costs}): {pots}. New colours give Suns; many of one colour give Moon."
                );
            }
            format!("Take {pots} (power {power}).")
        }
        // R6.2
        (Decision::ChooseStack, Action::ChooseStack { stack }) => format!(
            "At power 2, Weaving takes the top Textile of stack 1 or stack 2. Take stack {}'s: {}.",
            stack + 1,
            game.stack_tops()[stack as usize].0.map(words::textile).unwrap_or_default()
        ),
        (Decision::PlaceTextile { textile }, Action::PlaceTextile { .. }) => {
            if first(|d| matches!(d, Decision::PlaceTextile { .. })) {
                return format!(
                    "Place {} on the loom: tap a cell to lay it, a cell beside it to point it, an end to turn it round; then Confirm. Half-Suns of two Textiles meeting give a Sun; each full column gives Moon.",
                    words::textile(textile)
                );
            }
            format!("Place {} on the loom: tap its two cells.", words::textile(textile))
        }
        // R6.4, R3.8
        (Decision::TakeViracocha { yellow }, Action::TakeViracocha { area }) => format!(
            "Your Island on yellow space {yellow} lies beside Viracocha area {}: take its Viracocha. Two Viracochas pay Moon for each of your Temples every Night.",
            words::area(area)
        ),
        // R5.5, R7
        (Decision::ResolveTrigger, Action::ResolveTrigger { trigger }) => {
            let what = trigger_rule(game, trigger);
            if first(|d| *d == Decision::ResolveTrigger) {
                // The preview shows the Llama the Raymi after it brings,
                // before the Raymi's own note.
                let llama = if stretch.own_turn().iter().any(|e| matches!(e, Event::LlamaGained { player: HUMAN })) {
                    format!(" The Raymi then wins a Llama (worth {} points at the end).", data::LLAMA_POINTS)
                } else {
                    String::new()
                };
                return format!("Several effects end this turn, and you choose their order. {what}{llama}");
            }
            what
        }
        // R7.1, R8
        (Decision::ChooseTemple, Action::ChooseTemple { activity }) => {
            let ayar = game.turn_outlook().and_then(|o| o.ayar).unwrap_or(Ayar::Manco);
            let row = game.board().female_row[ayar.index()] as usize;
            let column = game.board().temple_rows[row].len().min(data::TEMPLE_COLUMN_BONUS.len() - 1);
            format!(
                "A quadrant of your grid is empty: place a Temple in {}'s row (partner of {}, moved this turn). When {} retires (at Night the lowest Ayar leaves the race) it pays its activity's Moon value +{}. Choose {}.",
                ayar.partner_name(),
                words::short_ayar(ayar),
                words::short_ayar(ayar),
                data::temple_column_bonus(column),
                activity.name()
            )
        }
        // Seed Night "Score Step markers", R3.5
        (Decision::ScoreStepMarker { marker }, Action::ScoreStepMarker { activity }) => format!(
            "Score Step markers: your {} goes to the Moon slot of an activity (the dashed box at the top right of its card) and scores that activity's Moon value, {} now. Each slot scores once per game.",
            words::marker(marker),
            game.player(HUMAN).moon_value(activity)
        ),
        (_, action) => words::action_long(game, &action),
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
        notes.extend(raymi_note(game, own));
    }
    // R7.2 resolved by itself (a lone effect needs no order).
    for e in own {
        if let Event::LineBonusTaken { player: HUMAN, line, bonus } = e {
            if stretch.decision != Decision::ResolveTrigger || stretch.action != line_trigger(*line) {
                notes.push(format!(
                    "{} is empty: its bonus, {}, is yours.",
                    words::capital(&words::line(*line)),
                    words::line_bonus(*bonus)
                ));
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
        notes.push(format!(
            "Your rival, the Ayllu, plays by fixed rules. It {}. (Raymi tiles are festivals between two paths: an Ayar reaching one makes everyone score its activity.)",
            words::ayllu_reason(reasons[0])
        ));
    } else if !reasons.is_empty() && earlier_ayllu == 1 && ayllu_turns(stretch) > 0 {
        let drawn = match *reasons[0] {
            AylluReason::Token { number, ayar, moves, power, temple } => format!(
                "it flips Activity token {number}, which says how far and how hard: {} moves {moves}, at power {power}{}",
                ayar.name(),
                if temple { ", then a Temple" } else { "" }
            ),
            ref other => words::ayllu_reason(other),
        };
        let built = reasons.get(1).map_or_else(|| "builds where it can".to_string(), |r| words::ayllu_reason(r));
        notes.push(format!("The Ayllu's turn: {drawn}. Then it {built}."));
    }
    // The Ayllu's move scored a Raymi for everyone (before the player's own).
    let theirs = &stretch.events[own.len()..];
    if theirs.iter().any(|e| matches!(e, Event::RaymiScored { .. }))
        && !before.iter().chain([stretch]).any(raymi_own)
        && !before.iter().any(|s| s.events.iter().any(|e| matches!(e, Event::RaymiScored { .. })))
    {
        notes.extend(raymi_note(game, theirs));
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

/// The Lake, shown open the first time the player's Boat puts an Island on it.
fn lake_note(yellow: u8) -> String {
    let areas: Vec<String> = data::areas_beside(yellow).map(|a| words::area(a).to_string()).collect();
    let beside = match areas.as_slice() {
        [one] => format!("area {one}"),
        _ => format!("areas {}", areas.join(" and ")),
    };
    format!(
        "This is the Lake (the Lake button opens it). Reed sailed your Boat onto its track and put an Island on yellow space {yellow}, beside {beside}: its Moon value, {yellow}, counts for Reed. An Island beside a Viracocha takes it."
    )
}

/// The long-press help, shown on the Llama counter before the farewell.
pub fn help_note() -> String {
    "Hold a finger still on any icon or number to see what it is, as here on your Llamas. A tap anywhere closes it."
        .into()
}

/// The Forecast, shown open before the farewell.
pub fn forecast_note() -> String {
    "Forecast (in the bar at the bottom) looks at the rounds ahead: the next Raymi tile on each path and who would win its Llama, the Ayar who would retire if the Night came now, and the scores.".into()
}

/// Before the first move.
pub fn welcome() -> Vec<String> {
    vec![
        format!(
            "Welcome! Lead the four Ayar brothers from Tiwanaku to Cuzco, against the Ayllu. This guided game plays round 1 of {} and its Night: tap the glowing target each time.",
            data::ROUNDS
        ),
        "You earn Sun ☀ and Moon ☾ points (top of your board). Your final score is the lower of the two (outlined in red once they differ): grow both. The Inti dial beside them pays into Sun at each Dawn.".into(),
        "The ☀ ☾ numbers on your activity cards are not points yet: they are what each activity pays when it scores.".into(),
    ]
}

/// The last words, when the script is done.
pub fn farewell() -> String {
    "That was round 1 and its Night. Play on alone against the Ayllu, or leave. Hold a finger on any icon to learn what it is; Forecast shows the rounds ahead; Hint suggests a move.".into()
}

/// While the Ayllu plays its steps.
pub fn watching() -> String {
    "The Ayllu is playing its turn: watch the board. Its reasons show in the strip at the top.".into()
}

/// While the table shows a move already made, step by step.
pub fn unfolding() -> String {
    "Watch the board: the move plays out step by step, and the strip at the top says what each step does.".into()
}

fn activity(path: Ayar, space: u8) -> &'static str {
    data::slot_activity(path, space).name()
}

/// The line of the Step marker laid this turn: the latest one laid.
fn marked_line(game: &Game) -> Option<Line> {
    game.log().iter().rev().find_map(|a| match a {
        Action::LayStep { slot, .. } => Some(slot.line()),
        _ => None,
    })
}

/// " It empties row 4." when taking `cell` empties a line or a quadrant.
fn empties(game: &Game, cell: crate::engine::Cell) -> String {
    let after = game.player(HUMAN).grid.without(cell);
    let mut parts: Vec<String> =
        cell.lines().into_iter().filter(|l| (after & l.cells()).is_empty()).map(words::line).collect();
    if (after & cell.quadrant()).is_empty() {
        parts.push("its quadrant".into());
    }
    match parts.as_slice() {
        [] => String::new(),
        _ => format!(" It empties {}.", parts.join(" and ")),
    }
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
    match activity {
        Activity::Pottery => format!("Pottery takes Pots from the market, their costs adding up to {power} at most."),
        Activity::Weaving => {
            "Weaving takes Textiles for your loom: power 1 from stack 1, 2 from stack 1 or 2, 3 from stacks 1 and 2, 4 from stacks 1 and 3.".into()
        }
        Activity::Terrace => format!(
            "Terrace farming plants {power} Maize from the left of your row, revealing Suns and Moon values. Most Maize this round wins tonight's Harvest."
        ),
        Activity::Reed => format!(
            "Reed bundling sails your Boat {power} spaces; each new section of its track puts an Island on the Lake (the Lake button shows it), for Suns and Moon."
        ),
    }
}

fn trigger_rule(game: &Game, trigger: Trigger) -> String {
    match trigger {
        Trigger::LineBonus { line } => {
            let bonus = data::LINE_BONUSES[line.index()];
            let what = match bonus {
                crate::engine::LineBonus::Sun(a) => {
                    format!("adds your visible {} Suns to the Inti dial", words::activity_short(a))
                }
                crate::engine::LineBonus::Viracocha => {
                    format!("gives {} (with two, your Temples pay extra Moon every Night)", words::line_bonus(bonus))
                }
                _ => format!("gives {}", words::line_bonus(bonus)),
            };
            format!("First {}: emptied, it {what}.", words::line(line))
        }
        Trigger::Temple => "First the Temple: the fourth Tambo left a quadrant.".into(),
        Trigger::Raymi { .. } | Trigger::Cuzco { .. } => format!("First: {}.", words::trigger(game, trigger)),
    }
}

fn line_trigger(line: Line) -> Action {
    Action::ResolveTrigger { trigger: Trigger::LineBonus { line } }
}

fn raymi_own(s: &Stretch) -> bool {
    s.own_turn().iter().any(|e| matches!(e, Event::RaymiScored { .. }))
}

/// R1.4 in the words of what just happened.
fn raymi_note(game: &Game, events: &[Event]) -> Option<String> {
    let at = events.iter().position(|e| matches!(e, Event::RaymiScored { .. }))?;
    let Event::RaymiScored { tile, activity, threshold } = events[at] else { return None };
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
    let you = match (inti.unwrap_or(0), llama) {
        (n, true) => format!("You added {n} and took a Llama."),
        (n, false) => format!("You added {n}."),
    };
    Some(format!(
        "Raymi at space {space}! Everyone adds their visible {} Suns to the Inti dial (it pays into Sun at each Dawn), and {threshold} or more win a Llama (worth {} points at the end, on Sun or Moon as helps you most). {you}",
        words::activity_short(activity),
        data::LLAMA_POINTS
    ))
}

/// The Night's notes, each with the moment it explains.
fn night_notes(game: &Game, events: &[Event]) -> Vec<(String, Moment)> {
    let mut notes = Vec::new();
    for e in events {
        match e {
            Event::AyarRetired { ayar } => {
                let space = game.board().space(*ayar);
                notes.push((format!(
                    "Night falls. Ayar {} stands lowest, on space {space}, so he retires: his path is closed for the rest of the game.",
                    words::short_ayar(*ayar)
                ), Moment::Retirement));
            }
            Event::Harvest { ayar, winner } => notes.push((
                match winner {
                    Some(HUMAN) => format!(
                        "Harvest: you planted the most Maize this round, so the Viracocha beside {} is yours.",
                        ayar.partner_name()
                    ),
                    Some(p) => format!(
                        "Harvest: {} planted the most Maize this round and takes the Viracocha beside {}.",
                        words::player_name(game, *p),
                        ayar.partner_name()
                    ),
                    None => {
                        format!(
                            "Harvest: nobody planted Maize, so the Viracocha beside {} goes back.",
                            ayar.partner_name()
                        )
                    }
                },
                Moment::Harvest,
            )),
            Event::TemplesScored { row, ayar } => {
                let yours: u32 = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::MoonScored { player: HUMAN, amount, source: MoonSource::Temple } => Some(*amount),
                        _ => None,
                    })
                    .sum();
                let bonus: u32 = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::MoonScored { player: HUMAN, amount, source: MoonSource::ViracochaBonus } => {
                            Some(*amount)
                        }
                        _ => None,
                    })
                    .sum();
                let result = if yours > 0 && bonus > 0 {
                    format!(
                        "Your Temple there paid {yours} Moon, and holding two Viracochas or more paid {bonus} more."
                    )
                } else if yours > 0 {
                    format!("Your Temple there paid {yours} Moon.")
                } else {
                    "None of your Temples stands there tonight.".to_string()
                };
                notes.push((format!(
                    "Temples: {} walks Temple row {}, and each Temple in it pays its activity's Moon value plus its column bonus. {result}",
                    ayar.partner_name(),
                    row + 1
                ), Moment::Temples));
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
        format!(
            "Dawn: your Inti dial, {inti}, is added to your Sun, now {sun}. The dial is not reset: every Inti pays again at each Dawn."
        ),
        format!(
            "Your score is the lower of Sun ({sun}) and Moon ({moon}): {lower}. A clan strong in one and weak in the other loses, so feed the smaller one."
        ),
    ]
}
