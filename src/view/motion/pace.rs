//! How fast motion plays: the speed setting's pace, and the form of a step
//! for players who ask for reduced motion (nothing travels: what lands
//! fades in where it lands, and where it came from lights briefly).
use super::{Cue, Motion, Spot, Step};

/// The speed setting (`settings::SPEEDS`), as motion reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// Today's table: every change shows at once, nothing plays.
    Instant,
    Fast,
    Normal,
    Slow,
}

impl Pace {
    /// The pace of a speed setting (its delay between the computers' steps).
    pub fn of(step_delay_ms: u32) -> Pace {
        match step_delay_ms {
            0 => Pace::Instant,
            1..=300 => Pace::Fast,
            301..=600 => Pace::Normal,
            _ => Pace::Slow,
        }
    }

    /// Milliseconds in a beat (`Cue` times are in beats).
    pub fn beat_ms(self) -> f64 {
        match self {
            Pace::Instant => 0.0,
            Pace::Fast => 190.0,
            Pace::Normal => 360.0,
            Pace::Slow => 680.0,
        }
    }

    /// How long a whole sequence of `steps` lasts, in milliseconds.
    pub fn sequence_ms(self, steps: &[Step]) -> f64 {
        steps.iter().map(|s| (f64::from(s.beats()) + GAP) * self.beat_ms()).sum()
    }
}

/// The pause after each step, in beats, so that steps read as steps.
pub const GAP: f64 = 0.2;

/// Beats to read a step's line when it tells what someone else did (a
/// computer, the Ayllu, the Night) or what a person's own move scored: a
/// newcomer at Normal speed read about half a second a line as too fast
/// to follow. About 0.9 s for a short
/// line, 2.2 s at most at Normal; a tap still skips at once.
pub fn reading(line: &str) -> f32 {
    if line.is_empty() {
        return 0.0;
    }
    (READ_BEATS + line.chars().count() as f32 / CHARS_PER_BEAT).min(READ_MOST)
}

/// How long the computers and the Ayllu still wait, in ms, with `left` ms
/// of the part playing to go: while the tutorial holds steps back at a
/// moment it explains, at least another while (a busy page runs the part's
/// end timer late, and a move in between would cut the moment short).
pub fn wait_ms(left: f64, held: bool) -> f64 {
    if held {
        left.max(HELD_WAIT_MS)
    } else {
        left.max(0.0)
    }
}

/// How often the Ayllu asks again while the tutorial holds the table.
const HELD_WAIT_MS: f64 = 250.0;

const READ_BEATS: f32 = 1.6;
const CHARS_PER_BEAT: f32 = 15.0;
/// A longer line (a refill of three Pots) is glanced at, and kept in the
/// Last turn panel.
const READ_MOST: f32 = 6.0;

/// `step` for reduced motion: a piece that would travel appears where it
/// lands (or its destination lights) and its source lights; a walk lights
/// the Ayar's new space; a figure shows at its counter without flying; a
/// tile that would turn over fades in.
pub fn reduced(step: &Step) -> Step {
    let mut cues = Vec::with_capacity(step.cues.len() * 2);
    for cue in &step.cues {
        let (at, beats) = (cue.at, cue.beats.min(1.0));
        let mut push = |motion| cues.push(Cue { motion, at, beats });
        match &cue.motion {
            Motion::Travel { path, lands, .. } => {
                if let Some(from) = path.first() {
                    push(Motion::Light(*from));
                }
                match (lands, path.last()) {
                    (Some(key), _) => push(Motion::Appear(key.clone())),
                    (None, Some(to)) => push(Motion::Light(*to)),
                    (None, None) => {}
                }
            }
            Motion::Walk { path, .. } => {
                if let Some(&(x, y)) = path.last() {
                    push(Motion::Light(Spot::Main { x, y, size: 28.0 }));
                }
            }
            Motion::Score { figure, seat, from, to } => {
                push(Motion::Light(*from));
                push(Motion::Score { figure: *figure, seat: *seat, from: *to, to: *to });
            }
            Motion::Flip(key) => push(Motion::Appear(key.clone())),
            Motion::Light(_) | Motion::Appear(_) | Motion::Leave { .. } => push(cue.motion.clone()),
        }
    }
    Step { cues, ..step.clone() }
}

/// Whether a motion moves something across the table (what reduced motion
/// never does).
pub fn travels(motion: &Motion) -> bool {
    match motion {
        Motion::Travel { .. } | Motion::Walk { .. } => true,
        Motion::Score { from, to, .. } => from != to,
        Motion::Light(_) | Motion::Appear(_) | Motion::Leave { .. } | Motion::Flip(_) => false,
    }
}
