//! The game in plain words: names of slots, cells and pieces, every action
//! as a button label, every event as a line of the log. Words only: the
//! numbers come from the engine and its `data` tables.
use crate::bot::reason::{Confidence, Gain, MoveReason};
use crate::bot::search::Level;
use crate::computer::Thought;
use crate::engine::data;
use crate::engine::{
    short_sort, Action, Activity, Ayar, AylluReason, Cell, Decision, Dir, Event, FinalScore, Game, IntiSource, Line,
    LineBonus, Marker, MoonSource, PlayerState, Pot, StepSlot, Textile, Trigger,
};

/// A Pot colour's name (the shared look in `view::icons`).
pub fn pot_colour(colour: u8) -> &'static str {
    crate::view::icons::pot_look(colour).name
}

pub fn player_name(game: &Game, p: usize) -> String {
    game.players()
        .get(p)
        .map(|s| if s.is_ayllu() { "The Ayllu".to_string() } else { s.name.clone() })
        .unwrap_or_default()
}

pub fn activity(a: Activity) -> &'static str {
    a.name()
}

/// Short activity name for tight labels.
pub fn activity_short(a: Activity) -> &'static str {
    match a {
        Activity::Pottery => "Pottery",
        Activity::Weaving => "Weaving",
        Activity::Terrace => "Terrace",
        Activity::Reed => "Reed",
    }
}

pub fn marker(m: Marker) -> &'static str {
    match m {
        Marker::Manco => "Manco marker",
        Marker::Auca => "Auca marker",
        Marker::Cachi => "Cachi marker",
        Marker::Uchu => "Uchu marker",
        Marker::Gold => "gold marker",
    }
}

/// "row 2" or "column 3" (1-based, as printed).
pub fn line(l: Line) -> String {
    let kind = if l.is_row() { "row" } else { "column" };
    format!("{kind} {}", l.position() + 1)
}

/// "row 2 left".
pub fn step_slot(s: StepSlot) -> String {
    let l = s.line();
    let end = match (l.is_row(), s.end()) {
        (true, 0) => "left",
        (true, _) => "right",
        (false, 0) => "top",
        (false, _) => "bottom",
    };
    format!("{} {end}", line(l))
}

pub fn arrows(n: u8) -> String {
    "›".repeat(n as usize)
}

pub fn cell(c: Cell) -> String {
    format!("row {}, column {}", c.row() + 1, c.column() + 1)
}

pub fn dir(d: Dir) -> &'static str {
    match d {
        Dir::East => "right",
        Dir::South => "down",
        Dir::West => "left",
        Dir::North => "up",
    }
}

pub fn dir_arrow(d: Dir) -> &'static str {
    match d {
        Dir::East => "→",
        Dir::South => "↓",
        Dir::West => "←",
        Dir::North => "↑",
    }
}

pub fn pot(p: Pot) -> String {
    crate::view::icons::pot_name(p)
}

/// The notice when the table plays a decision's one option by itself.
pub fn only_option(game: &Game, action: &Action) -> String {
    format!("The only option: {}.", action_long(game, action))
}

/// The notice when the table resolves end-of-turn effects whose order
/// changes nothing (R5.5): all of them, named.
pub fn any_order(game: &Game, effects: &[Trigger]) -> String {
    let named: Vec<String> = effects.iter().map(|&t| trigger(game, t)).collect();
    format!("In any order the same: {}.", named.join("; "))
}

/// The task once the gold marker is on a slot that could move several
/// Ayars: tap one (none is chosen for the player), then Confirm moves him.
pub fn gold_ayar_task(ayar: Option<Ayar>) -> String {
    match ayar {
        None => "tap the Ayar the gold marker moves".into(),
        Some(ayar) => format!("the gold marker moves {}: Confirm, or tap another Ayar", ayar.name()),
    }
}

/// A Step slot for the gold marker, before its Ayar is chosen.
pub fn gold_slot(slot: StepSlot) -> String {
    format!(
        "Lay the {} on {} ({}), then choose which Ayar it moves",
        marker(Marker::Gold),
        step_slot(slot),
        plural(data::step_arrows(slot).into(), "arrow")
    )
}

/// "a Red Pot (one band)", "an Ochre Pot (dots)".
pub fn a_pot(p: Pot) -> String {
    let name = pot(p);
    let article = if name.starts_with(['A', 'E', 'I', 'O', 'U']) { "an" } else { "a" };
    format!("{article} {name}")
}

/// One Pottery's Pots in one sentence: "Ana takes a Red Pot (one band)
/// from slot 1 and a Blue Pot (stripes) from slot 3."
pub fn pots_taken(game: &Game, player: usize, pots: &[(u8, Pot)]) -> String {
    let each: Vec<String> = pots.iter().map(|&(slot, p)| format!("{} from slot {}", a_pot(p), slot + 1)).collect();
    let list = match each.as_slice() {
        [rest @ .., last] if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => each.join(""),
    };
    format!("{} takes {list}.", player_name(game, player))
}

pub fn textile(t: Textile) -> String {
    match t.suns {
        0 => "a blank Textile".into(),
        1 => "a Textile with one half-Sun".into(),
        n => format!("a Textile with {n} half-Suns"),
    }
}

pub fn area(a: u8) -> char {
    (b'A' + a) as char
}

pub fn line_bonus(b: LineBonus) -> String {
    match b {
        LineBonus::Llama => "a Llama".into(),
        LineBonus::Viracocha => "a Viracocha".into(),
        LineBonus::Sun(a) => format!("the {} Sun bonus", activity_short(a)),
    }
}

pub fn trigger(game: &Game, t: Trigger) -> String {
    match t {
        Trigger::Temple => "Place a Temple (a quadrant emptied)".into(),
        Trigger::LineBonus { line: l } => {
            format!("{} bonus: {}", capital(&line(l)), line_bonus(data::LINE_BONUSES[l.index()]))
        }
        Trigger::Raymi { tile } => match game.board().raymi.get(tile as usize) {
            Some(r) => format!(
                "Raymi at space {}: {} (Llama at {} Suns)",
                r.space(),
                activity_short(r.activity),
                r.threshold()
            ),
            None => "Raymi".into(),
        },
        Trigger::Cuzco { ayar } => format!("Cuzco scoring ({} arrived)", ayar.name()),
    }
}

/// Why the Ayllu chose what it did (R10), after "The Ayllu ".
pub fn ayllu_reason(reason: &AylluReason) -> String {
    use AylluReason::*;
    match *reason {
        StartMatchesRaymi { path } => {
            format!("starts on {}'s {} slot: it matches the Raymi tile at space 8", path.name(), path.home().name())
        }
        StartTopmost { path } => {
            format!("starts on {}'s {} slot, the topmost one open", path.name(), path.home().name())
        }
        Token { number, ayar, moves, power, temple } => format!(
            "flips token {number}: {} moves {} at power {power}{}",
            ayar.name(),
            plural(moves.into(), "space"),
            if temple { ", then a Temple" } else { "" }
        ),
        SlotForRaymi { activity, path, space } => {
            format!(
                "builds {}, the activity the Raymi tile at space {space} on {}'s path will score",
                activity.name(),
                path.name()
            )
        }
        SlotForBonus { activity } => format!("builds {}: its personal bonus is still to reach", activity.name()),
        SlotForMoons { activity } => format!("builds {}: its Moons have not scored yet", activity.name()),
        SlotClosest { activity } => format!("builds {} on the open slot closest to the Ayar", activity.name()),
        TamboToBox => "has no open slot at or behind the Ayar: its Tambo goes to the box".to_string(),
        MostPots => "takes the most Pots its power allows, Viracocha Pots first, then the lower slots".to_string(),
        PersonalBonus { activity } => {
            format!("reaches its {} bonus: that activity's Suns go to its Inti dial", activity.name())
        }
        ReedViracocha { area } => format!("takes the Viracocha of area {} (beside the lower Island)", self::area(area)),
        Temple { activity } => {
            format!("places a {} Temple: the most Moons among its Temples left", activity.name())
        }
        Cuzco { first, second } => {
            format!("scores {} and {} at Cuzco: its two activities with the most Suns", first.name(), second.name())
        }
        StepMarker { activity } => {
            format!("scores its Step marker on {}: its activity with the most Moons", activity.name())
        }
        DawnMark { activity } => format!("marks {} at Dawn: its activity with the most Suns", activity.name()),
    }
}

/// Why a computer player chose its move or hint (`bot::reason`): what the
/// turn gives, then how sure it was. `action`: leave out what it says
/// already (a hint names its action first).
pub fn move_reason(action: Option<&Action>, reason: &MoveReason) -> String {
    let mut phrases: Vec<String> = Vec::new();
    let mut built = None;
    for g in &reason.gains {
        match (*g, built) {
            (Gain::Builds { activity, .. }, _) if matches!(action, Some(Action::BuildTambo { .. })) => {
                built = Some(activity)
            }
            (Gain::Builds { activity, .. }, _) => {
                built = Some(activity);
                phrases.push(gain(g));
            }
            // The power of the activity just built says no more than that.
            (Gain::Performs { activity, power }, Some(b)) if b == activity => match phrases.last_mut() {
                Some(last) if !matches!(action, Some(Action::BuildTambo { .. })) => {
                    last.push_str(&format!(" (power {power})"))
                }
                _ => phrases.push(format!("power {power}")),
            },
            _ => phrases.push(gain(g)),
        }
    }
    let sure = match reason.confidence {
        Confidence::OnlyMove => "the only move",
        Confidence::ClearlyBest => "clearly best",
        Confidence::CloseCall => "a close call",
    };
    match phrases.is_empty() {
        true => format!("it sets up a later turn; {sure}"),
        false => format!("{}; {sure}", phrases.join(", ")),
    }
}

/// Who moved and why, as the strip says it: "Bo (computer, easy): ...".
pub fn computer_reason(name: &str, level: Level, why: &str) -> String {
    format!("{name} (computer, {}): {why}.", level.name())
}

/// A computer player's move and why, for the log and the prompt strip.
pub fn computer_move(game: &Game, thought: &Thought) -> String {
    let note = thought.note.as_ref().map(|n| format!(" ({n})")).unwrap_or_default();
    format!(
        "{}. {}{note}",
        action_long(game, &thought.action),
        capital(&move_reason(Some(&thought.action), &thought.reason(game)))
    )
}

/// One thing a turn gives a player, as a phrase.
pub fn gain(g: &Gain) -> String {
    match *g {
        Gain::Builds { activity: a, path, space } => {
            format!("builds {} at space {space} on {}'s path", activity_short(a), short_ayar(path))
        }
        Gain::Performs { activity: a, power } => format!("{} at power {power}", activity_short(a)),
        Gain::Suns { activity: a, gained, now } => {
            let suns = if gained == 1 { "Sun" } else { "Suns" };
            format!("{gained} more {} {suns} (now {now})", activity_short(a))
        }
        Gain::MoonValue { activity: a, gained, now } => {
            format!("{} Moon value +{gained} (now {now})", activity_short(a))
        }
        Gain::RaymiAhead { ayar, space, activity: a, threshold, suns } => format!(
            "before {}'s {} Raymi at space {space} ({})",
            short_ayar(ayar),
            activity_short(a),
            match suns >= threshold {
                true => format!("a Llama at {threshold}+, reached"),
                false => format!("a Llama at {threshold}+, {} short", threshold - suns),
            }
        ),
        Gain::Viracocha { held, per_temple: Some(per) } if held >= 2 => {
            format!("a Viracocha: with {held}, +{per} Moon per Temple of yours each Night")
        }
        Gain::Viracocha { .. } => "a Viracocha".into(),
        Gain::Temple { activity: a } => format!("a {} Temple", activity_short(a)),
        Gain::LineBonus { bonus } => format!("empties a line for {}", line_bonus(bonus)),
        Gain::Cuzco { first, second } => {
            format!("Cuzco scores {} and {}", activity_short(first), activity_short(second))
        }
        Gain::Llamas { gained } => plural(gained, "Llama"),
        Gain::Inti { gained } => format!("+{gained} Inti"),
        Gain::Moon { gained } => format!("+{gained} Moon"),
    }
}

/// A result card's Llama line (R9, R10.4): where a seat's Llamas came from,
/// or for the Ayllu what its difficulty board says each is worth, and how
/// their points were split.
pub fn llama_line(p: &PlayerState, result: &FinalScore) -> String {
    let split = format!("{} to Sun, {} to Moon", plural(result.llama_to_sun, "point"), result.llama_to_moon);
    match &p.solo {
        Some(solo) => {
            let board = data::difficulty_board(solo.difficulty);
            let each = plural(board.points_per_llama, "point");
            format!("{} at {each} each ({}): {split}", plural(result.llamas, "Llama"), board.name)
        }
        None => format!(
            "{} + {} = {}: {split}",
            plural(p.llamas, "Llama"),
            plural(p.viracochas, "Viracocha"),
            plural(result.llamas, "Llama")
        ),
    }
}

/// `n` and the noun, plural when `n` is not 1.
pub fn plural(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
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
        Decision::LayStep => "lay a Step marker to move an Ayar".into(),
        Decision::TakeTambo if game.phase() == crate::engine::Phase::Start => "take any Tambo from your grid".into(),
        Decision::TakeTambo => "take a Tambo from the marked line".into(),
        Decision::BuildTambo => "build it on a slot at or behind the Ayar".into(),
        Decision::ChoosePower { max } => format!("choose the power, 1 to {max}"),
        Decision::TakePots { power } => format!("pick Pots costing up to {power}"),
        Decision::ChooseStack => "choose a Textile stack".into(),
        Decision::PlaceTextile { textile: t } => {
            format!(
                "place {} on the loom: tap a cell to lay it, a cell beside it to point it, an end to turn it; Confirm",
                textile(t)
            )
        }
        Decision::TakeViracocha { yellow } => format!("take a Viracocha beside yellow space {yellow}"),
        Decision::ResolveTrigger => "choose the next end-of-turn effect".into(),
        Decision::ChooseTemple => "choose the Temple to place".into(),
        Decision::ChooseCuzco { ayar } => format!("{} reached Cuzco: score two activities", short_ayar(ayar)),
        Decision::ScoreStepMarker { marker: m } => format!("score a Moon slot with the {}", marker(m)),
    }
}

/// A short button label (what is visible) for an action.
pub fn action_label(game: &Game, a: &Action) -> String {
    match *a {
        Action::LayStep { marker: m, slot, ayar } => {
            let who = if m == Marker::Gold { format!("gold→{}", short_ayar(ayar)) } else { short_ayar(ayar).into() };
            format!("{} {} {}", capital(&step_slot(slot)), arrows(data::step_arrows(slot)), who)
        }
        Action::TakeTambo { cell: c } => format!("Tambo {}", cell_short(c)),
        Action::BuildTambo { path, space } => {
            format!("{} {space}: {}", short_ayar(path), activity_short(data::slot_activity(path, space)))
        }
        Action::BoxTambo => "Tambo to the box".into(),
        Action::ChoosePower { power } => format!("Power {power}"),
        Action::TakePots { slots } => {
            let names: Vec<String> = slots
                .slots()
                .map(|i| match game.market().slots[i] {
                    Some(p) => format!("{}{}", pot_colour(p.colour), if p.viracocha { "✦" } else { "" }),
                    None => "?".into(),
                })
                .collect();
            format!("{} (cost {})", names.join(" + "), slots.cost())
        }
        Action::ChooseStack { stack } => format!("Stack {}", stack + 1),
        Action::PlaceTextile { cell: c, dir: d } => format!("{} {}", cell_short(c), dir_arrow(d)),
        Action::TakeViracocha { area: x } => format!("Area {}", area(x)),
        Action::ResolveTrigger { trigger: t } => trigger(game, t),
        Action::ChooseTemple { activity: a } => format!("{} Temple", activity_short(a)),
        Action::ChooseCuzco { first, second } => {
            format!("{} + {}", activity_short(first), activity_short(second))
        }
        Action::ScoreStepMarker { activity: a } => format!("{} slot", activity_short(a)),
    }
}

/// The full accessible name of an action.
pub fn action_long(game: &Game, a: &Action) -> String {
    match *a {
        Action::LayStep { marker: m, slot, ayar } => format!(
            "Lay the {} on {} ({}) and move {}",
            marker(m),
            step_slot(slot),
            plural(data::step_arrows(slot).into(), "arrow"),
            ayar.name()
        ),
        Action::TakeTambo { cell: c } => format!("Take the Tambo at {}", cell(c)),
        Action::BuildTambo { path, space } => {
            format!("Build on {}'s path at space {space} ({})", path.name(), activity(data::slot_activity(path, space)))
        }
        Action::BoxTambo => "Return the Tambo to the box: no empty building slot".into(),
        Action::ChoosePower { power } => format!("Perform the activity at power {power}"),
        Action::TakePots { slots } => {
            let names: Vec<String> = slots
                .slots()
                .map(|i| match game.market().slots[i] {
                    Some(p) => format!("{} from slot {}", pot(p), i + 1),
                    None => format!("slot {}", i + 1),
                })
                .collect();
            format!("Take {} (cost {})", names.join(" and "), slots.cost())
        }
        Action::ChooseStack { stack } => {
            let top = game.stack_tops()[stack as usize].0;
            format!(
                "Take the top Textile of stack {}{}",
                stack + 1,
                top.map(|t| format!(": {}", textile(t))).unwrap_or_default()
            )
        }
        Action::PlaceTextile { cell: c, dir: d } => {
            format!("Place the Textile with its first end on {} and the other end {}", cell(c), dir(d))
        }
        Action::TakeViracocha { area: x } => format!("Take the Viracocha of area {}", area(x)),
        Action::ResolveTrigger { trigger: t } => format!("Resolve next: {}", trigger(game, t)),
        Action::ChooseTemple { activity: a } => format!("Place a {} Temple", activity(a)),
        Action::ChooseCuzco { first, second } => cuzco_pair(first, second),
        Action::ScoreStepMarker { activity: a } => format!("Put the marker on the {} Moon slot", activity(a)),
    }
}

/// A Cuzco pair in the order the player reads it: the activity of the
/// card tapped (or tapped first), then its partner.
pub fn cuzco_pair(lead: Activity, partner: Activity) -> String {
    format!("Score {} and {} for Cuzco", activity(lead), activity(partner))
}

/// "The Raymi tile of Uchu and Manco at space 26": a tile stands between
/// two paths, and the space alone does not say which (newcomer playtest).
fn raymi_tile(game: &Game, tile: u8) -> String {
    match game.board().raymi.get(tile as usize) {
        Some(r) => {
            let [a, b] = r.ayars();
            format!("The Raymi tile of {} and {} at space {}", short_ayar(a), short_ayar(b), r.space())
        }
        None => "A Raymi tile".to_string(),
    }
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
    format!("R{} C{}", c.row() + 1, c.column() + 1)
}

fn inti_source(s: IntiSource) -> &'static str {
    match s {
        IntiSource::Raymi => "Raymi",
        IntiSource::Cuzco => "Cuzco",
        IntiSource::SunBonus => "Sun bonus",
        IntiSource::Solo => "Ayllu bonus",
    }
}

fn moon_source(s: MoonSource) -> &'static str {
    match s {
        MoonSource::Temple => "Temple",
        MoonSource::ViracochaBonus => "two-Viracocha bonus",
        MoonSource::StepMarker => "Step marker",
    }
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
    let theirs = if game.ayllu_seat() == Some(player) { "its" } else { "their" };
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
        .filter_map(|e| event(game, e))
        .map(|line| {
            let line = match line.strip_prefix(&format!("{who}'s ")) {
                Some(rest) => format!("{theirs} {rest}"),
                None => {
                    let rest = line.strip_prefix(&format!("{who}: ")).or(line.strip_prefix(&format!("{who} ")));
                    rest.map_or(line.clone(), str::to_string)
                }
            };
            clause(&line)
        })
        .collect();
    (!parts.is_empty()).then(|| format!("{who}: {}.", parts.join("; ")))
}

/// While the Night's first person places a Step marker, what the Night did
/// before it in one line: "Night 1: Ayar Manco retires; Harvest: ...;
/// Mama Raua walks Temple row 1; Ana scores 8 Moon (Temple); ...". The
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
    (!parts.is_empty()).then(|| format!("Night {round}: {}.", parts.join("; ")))
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
/// leading "The" in lower case ("...; the Raymi tile at space 8 ...").
pub fn clause(sentence: &str) -> String {
    let line = sentence.trim_end_matches('.');
    match line.strip_prefix("The ") {
        Some(rest) => format!("the {rest}"),
        None => line.to_string(),
    }
}

/// One event as a sentence; `None` for events the log leaves out.
pub fn event(game: &Game, e: &Event) -> Option<String> {
    let name = |p: usize| player_name(game, p);
    Some(match e {
        Event::RoundStarted { round, first_player } => {
            format!("Round {round} begins. {} is first player.", name(*first_player))
        }
        Event::TurnStarted { player } => format!("{}'s turn.", name(*player)),
        Event::StepLaid { player, marker: m, slot, ayar } => format!(
            "{} lays the {} on {} ({}) for {}.",
            name(*player),
            marker(*m),
            step_slot(*slot),
            plural(data::step_arrows(*slot).into(), "arrow"),
            ayar.name()
        ),
        // An Ayar at Cuzco stops there (R1.5): moved again, he stays.
        Event::AyarMoved { ayar, from, to } if from == to => format!("{} stays on space {to}.", ayar.name()),
        Event::AyarMoved { ayar, from, to } => format!("{} walks from space {from} to {to}.", ayar.name()),
        Event::TamboTaken { player, cell: c } => format!("{} takes the Tambo at {}.", name(*player), cell(*c)),
        Event::TamboBuilt { player, path, space, activity: a } => {
            format!("{} builds a Tambo on {}'s path, space {space} ({}).", name(*player), path.name(), activity(*a))
        }
        Event::TamboBoxed { player } => format!("{} returns a Tambo to the box.", name(*player)),
        Event::PowerChosen { player, activity: a, power } => {
            format!("{} performs {} at power {power}.", name(*player), activity(*a))
        }
        Event::PotTaken { player, slot, pot: p } => {
            format!("{} takes {} from slot {}.", name(*player), a_pot(*p), slot + 1)
        }
        Event::PotRevealed { slot, pot: p } => {
            capital(&format!("{} comes out of the bag into slot {}.", a_pot(*p), slot + 1))
        }
        Event::TextileTaken { player, stack, textile: t } => {
            format!("{} takes {} from stack {}.", name(*player), textile(*t), stack + 1)
        }
        Event::TextileRevealed { stack, textile: t } => format!("Stack {} now shows {}.", stack + 1, textile(*t)),
        Event::TextilePlaced { player, cell: c, dir: d } => {
            format!("{} places a Textile at {}, pointing {}.", name(*player), cell(*c), dir(*d))
        }
        Event::TextileDiscarded { player } => format!("{}'s Textile does not fit and is discarded.", name(*player)),
        Event::MaizePlanted { player, count } => format!("{} plants {count} Maize on the terrace.", name(*player)),
        Event::BoatMoved { player, from, to } => format!("{}'s Boat sails from {from} to {to}.", name(*player)),
        Event::IslandPlaced { player, section, yellow } => {
            format!("{} places the section {} Island on yellow space {yellow}.", name(*player), section + 1)
        }
        Event::ViracochaGained { player } => format!("{} gains a Viracocha.", name(*player)),
        Event::ViracochaBecameLlama { player } => format!("{}'s Viracocha becomes a Llama.", name(*player)),
        Event::LlamaGained { player } => format!("{} gains a Llama.", name(*player)),
        Event::IntiGained { player, amount, source, full } => {
            let (who, source) = (name(*player), inti_source(*source));
            // R3.8: the dial stops at its limit; say so, as Inti is lost.
            match (amount, full) {
                (0, true) => format!("{who}: no Inti ({source}): the dial is full at {}.", data::INTI_MAX),
                (_, true) => format!("{who}: Inti +{amount} ({source}): the dial is now full at {}.", data::INTI_MAX),
                _ => format!("{who}: Inti +{amount} ({source})."),
            }
        }
        Event::TemplePlaced { player, activity: a, row, column } => {
            format!("{} places a {} Temple in row {}, column {}.", name(*player), activity(*a), row + 1, column + 1)
        }
        Event::LineBonusTaken { player, line: l, bonus } => {
            format!("{} empties {}: {}.", name(*player), line(*l), line_bonus(*bonus))
        }
        Event::RaymiScored { tile, activity: a, threshold } => {
            let space = game.board().raymi.get(*tile as usize).map(|r| r.space()).unwrap_or(0);
            format!(
                "Raymi at space {space} ({}): everyone adds their {} Suns; {threshold}+ Suns wins a Llama.",
                activity(*a),
                activity_short(*a)
            )
        }
        Event::RaymiFlipped { tile } => format!("{} turns to its harder side.", raymi_tile(game, *tile)),
        Event::RaymiRemoved { tile } => format!("{} leaves the board.", raymi_tile(game, *tile)),
        Event::CuzcoScored { player, ayar, first, second } => format!(
            "{} scores {} and {} for {} at Cuzco.",
            name(*player),
            activity(*first),
            activity(*second),
            ayar.name()
        ),
        Event::NightStarted { round } => format!("Night {round} falls."),
        Event::AyarRetired { ayar } => format!("{} retires.", ayar.name()),
        Event::Harvest { ayar, winner } => match winner {
            Some(p) => format!("Harvest: {} wins the Viracocha beside {}.", name(*p), ayar.partner_name()),
            None => format!("Harvest: nobody wins the Viracocha beside {}.", ayar.partner_name()),
        },
        Event::MoonScored { player, amount, source } => {
            format!("{} scores {amount} Moon ({}).", name(*player), moon_source(*source))
        }
        Event::TemplesScored { row, ayar } => format!("{} walks Temple row {}.", ayar.partner_name(), row + 1),
        Event::StepMarkerScored { player, marker: m, activity: a } => {
            format!("{} puts the {} on the {} Moon slot.", name(*player), marker(*m), activity(*a))
        }
        Event::Dawn { player, inti, sun } => format!("Dawn: {} adds Inti {inti} to Sun, now {sun}.", name(*player)),
        Event::AylluChose { reason } => format!("The Ayllu {}.", ayllu_reason(reason)),
        Event::GameOver => "The game is over.".into(),
    })
}

/// Who won, in a sentence (R9).
pub fn winner(g: &Game, finals: &[FinalScore]) -> String {
    let winners: Vec<String> = finals.iter().filter(|f| f.place == 1).map(|f| player_name(g, f.player)).collect();
    match (g.ayllu_seat().is_some(), winners.as_slice()) {
        (true, [w]) if w == "The Ayllu" => "The Ayllu wins.".to_string(),
        (true, [w]) => format!("{w} beats the Ayllu!"),
        (_, [w]) => format!("{w} wins!"),
        (_, many) => format!("{} share the win.", many.join(" and ")),
    }
}

/// The strip once the game is over: who won, and the final scores from the
/// highest ("Killa wins! 92 to 77.").
pub fn game_over(g: &Game) -> String {
    let Some(mut finals) = g.final_scores() else { return "The game is over.".into() };
    short_sort::sort_by_key(&mut finals, |f| f.place);
    let scores: Vec<String> = finals.iter().map(|f| f.score.to_string()).collect();
    let scores = match scores.as_slice() {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} to {last}", rest.join(", ")),
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
}
