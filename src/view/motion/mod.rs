//! Motion: what the table shows happening. The engine applies an action at
//! once and reports what it did as events; `choreograph` turns one action's
//! events into an ordered list of steps: what travels from which spot to
//! which, what is scored and by whom, what lights, which sound plays, and
//! which of these run together (the cues of one step). The UI only plays
//! the steps over the boards that already show the new state; a tap
//! finishes them. Nothing here, nor in the UI, holds the game: motion
//! shows state, it never keeps it.
//!
//! - `spots`: where each piece and counter is, as a board point or a part
//!   of a seat's board, and the keys the drawn pieces carry;
//! - `score`: events to steps;
//! - `pace`: how long a beat is at each speed, and the reduced-motion form;
//! - `marks`: what each seat's last turn changed, outlined until it plays again.
use crate::engine::{Action, Activity, Ayar, Event, Game, Marker, Phase, PlayerId, Pot, Textile};

pub mod marks;
pub mod pace;
mod score;
pub mod spots;

pub use crate::view::preview::Number;
pub use pace::Pace;
pub use spots::{Counter, Part, Spot};

/// A piece as the table draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A male Ayar's badge.
    Ayar(Ayar),
    /// A female Ayar's badge (she heads a Temple row).
    Female(Ayar),
    /// A Step marker, lying flat.
    Marker(Marker),
    Tambo(PlayerId),
    Temple(PlayerId),
    Boat(PlayerId),
    Island(PlayerId),
    Pot(Pot),
    Textile(Textile),
    /// Maize, by the seat that planted it.
    Maize(PlayerId),
    Viracocha,
    Llama,
    /// A Raymi tile of this activity.
    Raymi(Activity),
}

/// What a gain adds to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// Suns: onto the Inti dial, or from it into Sun at Dawn.
    Sun,
    Moon,
    Llama,
    Viracocha,
}

/// A gain's figure: "+3 ☀".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figure {
    pub amount: u32,
    pub gain: Gain,
}

/// One thing the table shows moving or lighting.
#[derive(Clone, Debug, PartialEq)]
pub enum Motion {
    /// A piece goes along `path` (two spots or more: where it was, where
    /// it goes on the way, where it lands). `lands`: the key of the piece
    /// already drawn where it lands, hidden until it arrives.
    Travel { piece: Piece, path: Vec<Spot>, lands: Option<String> },
    /// The Ayar's own token walks its path space by space (Main board
    /// points, from where he stood to where he stands).
    Walk { ayar: Ayar, path: Vec<(f64, f64)> },
    /// A figure rises at `from` and flies to its counter `to`.
    Score { figure: Figure, seat: PlayerId, from: Spot, to: Spot },
    /// A spot glows a moment: the source of a gain, an activity performed.
    Light(Spot),
    /// A piece drawn where it now lies appears there (from the bag, a new
    /// top Textile): its key.
    Appear(String),
    /// A piece no longer drawn leaves where it lay: it stays in view from
    /// the start of the sequence (or from the end of step `since`, whose
    /// travel brought it), then fades (a scored Temple, a Raymi tile
    /// removed).
    Leave { piece: Piece, at: Spot, since: Option<usize> },
    /// A drawn piece turns over where it lies (a Raymi tile): its key.
    Flip(String),
}

/// A motion and its place in time within its step, in beats (`Pace`).
#[derive(Clone, Debug, PartialEq)]
pub struct Cue {
    pub motion: Motion,
    pub at: f32,
    pub beats: f32,
}

/// The table's short sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A piece laid or placed.
    Place,
    /// A Tambo built on a path.
    Build,
    /// Suns scored (onto the dial, or at Dawn into Sun).
    Sun,
    Moon,
    Llama,
    /// A Raymi celebrated.
    Raymi,
    Night,
    Dawn,
    /// The game ends with a person's win, or without one.
    Win,
    Loss,
}

impl Sound {
    /// Scoring sounds also buzz, for a person's own gain (a setting).
    pub fn scores(self) -> bool {
        matches!(self, Sound::Sun | Sound::Moon | Sound::Llama)
    }
}

/// A sound at `at` beats into its step; `person`: it marks a person's own
/// gain (a phone may buzz).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sounding {
    pub sound: Sound,
    pub at: f32,
    pub person: bool,
}

/// The moments of a Night the tutorial explains one at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    Nightfall,
    Retirement,
    Harvest,
    Temples,
    StepMarker,
    Dawn,
    /// The next round begins (the Night is over).
    Round,
}

/// How far a sequence plays before it waits (the guided first game
/// explains the Night one moment at a time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// Up to the end of `moment`'s steps.
    Through(Moment),
    /// Up to the step before `moment`.
    Before(Moment),
}

/// How many of `steps` play before `hold` makes the rest wait (all when
/// the sequence has no such moment).
pub fn held_at(steps: &[Step], hold: Option<Hold>) -> usize {
    let first = |m| steps.iter().position(|s| s.moment == Some(m));
    match hold {
        None => steps.len(),
        Some(Hold::Before(m)) => first(m).unwrap_or(steps.len()),
        Some(Hold::Through(m)) => match first(m) {
            Some(i) => i + steps[i..].iter().take_while(|s| s.moment == Some(m)).count(),
            None => steps.len(),
        },
    }
}

/// A board that a step happens on and the table may be hiding (the dock
/// shows it while the step plays).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    Market,
    Lake,
    /// The Ayllu's board (R10.2): the one seat's board the table never
    /// shows but in a drawer.
    Ayllu(PlayerId),
}

/// Whose doing a step shows, and when it happens: the strip heads it with
/// that seat in the round and phase of its move, or with the Night of that
/// round (a Night after a computer's move is the Night's, not the
/// computer's), its Dawn, or the round that begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    Seat { seat: PlayerId, round: u8, phase: Phase },
    Night(u8),
    Dawn(u8),
    Round(u8),
}

impl By {
    /// The step shows a move of one of `people` (not a computer's, the
    /// Ayllu's or the Night's).
    pub fn persons(by: Option<By>, people: &[PlayerId]) -> bool {
        matches!(by, Some(By::Seat { seat, .. }) if people.contains(&seat))
    }
}

/// Cues that run together, with the strip's line while they play.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub cues: Vec<Cue>,
    pub sounds: Vec<Sounding>,
    /// What the strip says while the step plays.
    pub line: String,
    pub moment: Option<Moment>,
    pub stage: Option<Stage>,
    /// Beats the step holds the table at least (a line to read).
    pub hold: f32,
    pub by: Option<By>,
}

impl Step {
    /// How long the step holds the table, in beats.
    pub fn beats(&self) -> f32 {
        self.cues.iter().map(|c| c.at + c.beats).chain(self.sounds.iter().map(|s| s.at)).fold(self.hold, f32::max)
    }
}

/// One action (or one of the Ayllu's steps) as the table saw it.
pub struct Played<'a> {
    /// The game before it.
    pub before: &'a Game,
    /// The action, or `None` for an Ayllu step.
    pub action: Option<Action>,
    /// What it did, oldest first.
    pub events: &'a [Event],
    /// The game after it (whose names and places the words use).
    pub after: &'a Game,
    /// Events logged before it, oldest first (where a Tambo taken earlier
    /// in the turn came from).
    pub earlier: &'a [Event],
    /// The seats people play (their gains may buzz; their win is a win).
    pub people: &'a [PlayerId],
    /// A computer seat's reason for the action: the line of its first
    /// step, as the Ayllu's reason is.
    pub reason: Option<&'a str>,
}

/// The steps that show `played`, in order.
pub fn choreograph(played: &Played) -> Vec<Step> {
    score::steps(played)
}

/// The activity card `number` is printed on, if it is (R6; the Reed
/// card shows the Boat's space).
fn card_of(number: Number) -> Option<Activity> {
    match number {
        Number::Suns(a) | Number::MoonValue(a) => Some(a),
        Number::Boat => Some(Activity::Reed),
        _ => None,
    }
}

/// A seat's number as the table shows it while a sequence plays: a
/// counter, an activity card's values or its row of the terrace, held at
/// the old value until what changes it lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    pub seat: PlayerId,
    pub number: Number,
    pub value: u32,
}

/// What a cue changes on a seat's board as it ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// A figure adds to its counter (or a Viracocha that becomes a Llama
    /// leaves its own).
    Add(PlayerId, Counter, i64),
    /// A piece reached or left an activity card (a Pot, a Textile, Maize,
    /// the Boat, an Island): the card shows its new values.
    Card(PlayerId, Activity),
    /// A Maize reached the seat's row of the terrace.
    Planted(PlayerId),
    /// The Harvest cleared the seat's row of the terrace (R8): it shows
    /// the game's count.
    Harvested(PlayerId),
}

/// What `motion` changes on the seats' boards as it ends.
pub fn landing(motion: &Motion) -> Vec<Landing> {
    let mut changes = Vec::new();
    match motion {
        Motion::Score { figure, seat, from, to } => {
            if let Spot::Seat { part: Part::Counter(counter), .. } = to {
                changes.push(Landing::Add(*seat, *counter, i64::from(figure.amount)));
            }
            if let (Gain::Llama, Spot::Seat { part: Part::Counter(Counter::Viracochas), .. }) = (figure.gain, from) {
                changes.push(Landing::Add(*seat, Counter::Viracochas, -1));
            }
        }
        Motion::Travel { piece, path, .. } => {
            changes.extend(card_reached(*piece, path));
            if let Piece::Maize(seat) = piece {
                changes.push(Landing::Planted(*seat));
            }
        }
        Motion::Leave { piece: Piece::Maize(seat), .. } => changes.push(Landing::Harvested(*seat)),
        Motion::Leave { piece, at, .. } => changes.extend(card_reached(*piece, std::slice::from_ref(at))),
        _ => {}
    }
    changes
}

/// The activity card whose values `piece`, going along `path`, changes.
fn card_reached(piece: Piece, path: &[Spot]) -> Option<Landing> {
    let activity = match piece {
        Piece::Boat(seat) | Piece::Island(seat) => return Some(Landing::Card(seat, Activity::Reed)),
        Piece::Pot(_) => Activity::Pottery,
        Piece::Textile(_) => Activity::Weaving,
        Piece::Maize(_) => Activity::Terrace,
        _ => return None,
    };
    path.iter().find_map(|s| match s {
        Spot::Seat { seat, .. } => Some(Landing::Card(*seat, activity)),
        _ => None,
    })
}

/// The numbers the steps change, as they stood before the change: the
/// table shows these until what changes each lands (the boards already
/// show the new numbers, and a figure flying to a counter that has
/// already changed says nothing).
pub fn numbers_before(before: &Game, steps: &[Step]) -> Vec<Shown> {
    let mut shown: Vec<Shown> = Vec::new();
    for change in steps.iter().flat_map(|s| &s.cues).flat_map(|c| landing(&c.motion)) {
        let (seat, numbers) = match change {
            Landing::Add(seat, counter, _) => (seat, vec![counter.into()]),
            Landing::Card(seat, a) => {
                let boat = (a == Activity::Reed).then_some(Number::Boat);
                (seat, [Number::Suns(a), Number::MoonValue(a)].into_iter().chain(boat).collect())
            }
            Landing::Planted(seat) | Landing::Harvested(seat) => (seat, vec![Number::Planted]),
        };
        for number in numbers {
            if !shown.iter().any(|s| s.seat == seat && s.number == number) {
                shown.push(Shown { seat, number, value: number.of(before, seat) });
            }
        }
    }
    shown
}

/// `shown` once what `steps` bring has landed.
pub fn landed(shown: &mut Vec<Shown>, steps: &[Step]) {
    for change in steps.iter().flat_map(|s| &s.cues).flat_map(|c| landing(&c.motion)) {
        land(shown, change);
    }
}

/// One change lands: a counter changes by its figure; a card's numbers
/// show the game's.
pub fn land(shown: &mut Vec<Shown>, change: Landing) {
    match change {
        Landing::Add(seat, counter, delta) => {
            if let Some(s) = shown.iter_mut().find(|s| s.seat == seat && s.number == counter.into()) {
                s.value = u32::try_from(i64::from(s.value) + delta).unwrap_or(0);
            }
        }
        Landing::Card(seat, a) => shown.retain(|s| s.seat != seat || card_of(s.number) != Some(a)),
        Landing::Planted(seat) => {
            if let Some(s) = shown.iter_mut().find(|s| s.seat == seat && s.number == Number::Planted) {
                s.value += 1;
            }
        }
        Landing::Harvested(seat) => shown.retain(|s| s.seat != seat || s.number != Number::Planted),
    }
}
#[cfg(test)]
mod tests;
