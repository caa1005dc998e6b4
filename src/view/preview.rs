//! The selected choice, previewed: what the engine says would happen (its
//! events in words), every number that would change, and what comes next.
//! All of it is read from a copy of the game after the action (the engine's
//! `apply_paused`, which stops before the Ayllu plays); nothing here knows
//! a rule.
use super::words;
use crate::engine::{Action, Activity, Event, Game, PlayerId, PlayerState};
use crate::view::lang::{catalog::Arg, key, t, tf};

/// An activity card's two figures (R6): its visible Suns and its Moon value.
pub fn card_figures(p: &PlayerState, activity: Activity) -> (u32, u32) {
    (Number::Suns(activity).read(p), Number::MoonValue(activity).read(p))
}

/// A number of a seat that a choice can change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Number {
    Sun,
    Moon,
    Inti,
    Llamas,
    Viracochas,
    Suns(Activity),
    MoonValue(Activity),
    /// The Boat's space (R6.4).
    Boat,
    /// The Maize the seat planted this round: its row of the terrace (R8;
    /// the game keeps it, not the seat's board: read it with `of`).
    Planted,
}

impl Number {
    pub fn read(self, p: &PlayerState) -> u32 {
        match self {
            Number::Sun => p.sun,
            Number::Moon => p.moon,
            Number::Inti => u32::from(p.inti),
            Number::Llamas => p.llamas,
            Number::Viracochas => p.viracochas,
            Number::Suns(a) => u32::from(p.visible_suns(a)),
            Number::MoonValue(a) => p.moon_value(a),
            Number::Boat => p.boat.into(),
            Number::Planted => 0,
        }
    }

    /// The seat's number in `g`: `read`, or the terrace's row for `Planted`.
    pub fn of(self, g: &Game, seat: PlayerId) -> u32 {
        match self {
            Number::Planted => g.planted().get(seat).map_or(0, |&n| n.into()),
            _ => self.read(g.player(seat)),
        }
    }

    pub fn words(self) -> String {
        let activity = |key, a| tf(key, &[("activity", Arg::Text(&words::activity_short(a)))]);
        match self {
            Number::Sun => t(key::BOARD_SUN),
            Number::Moon => t(key::BOARD_MOON),
            Number::Inti => t(key::BOARD_INTI),
            Number::Llamas => t(key::BOARD_LLAMAS),
            Number::Viracochas => t(key::BOARD_VIRACOCHAS),
            Number::Suns(a) => activity(key::BOARD_SUNS, a),
            Number::MoonValue(a) => activity(key::BOARD_MOON_VALUE, a),
            Number::Boat => t(key::BOARD_BOAT),
            Number::Planted => t(key::BOARD_PLANTED),
        }
    }

    fn all() -> impl Iterator<Item = Number> {
        [Number::Sun, Number::Moon, Number::Inti, Number::Llamas, Number::Viracochas]
            .into_iter()
            .chain(Activity::ALL.into_iter().flat_map(|a| [Number::Suns(a), Number::MoonValue(a)]))
    }
}

/// One number that would change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub seat: PlayerId,
    pub number: Number,
    pub before: u32,
    pub after: u32,
}

/// Every number that changes between two states of a game, seat by seat.
pub fn changes(before: &Game, after: &Game) -> Vec<Change> {
    let mut out = Vec::new();
    for (seat, (b, a)) in before.players().iter().zip(after.players()).enumerate() {
        for number in Number::all() {
            let (x, y) = (number.read(b), number.read(a));
            if x != y {
                out.push(Change { seat, number, before: x, after: y });
            }
        }
    }
    out
}

/// The whole preview: a title, and lines of what happens and what changes.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    pub title: String,
    pub lines: Vec<String>,
    pub changes: Vec<Change>,
    /// One line for the prompt strip: the changes of the deciding seat.
    pub summary: String,
}

/// The preview of `action`, from `before` to `after` with its `events`.
pub fn preview(before: &Game, after: &Game, events: &[Event], action: Action) -> Preview {
    let player = before.pending().map_or(0, |p| p.player);
    let mut lines: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            // What a random draw would reveal stays hidden: the preview
            // must not tell which Pot or Textile comes next.
            Event::PotRevealed { slot, .. } => {
                Some(tf(key::BOARD_POT_DRAWN, &[("slot", Arg::Num(u32::from(*slot) + 1))]))
            }
            Event::TextileRevealed { stack, .. } => {
                Some(tf(key::BOARD_TEXTILE_DRAWN, &[("stack", Arg::Num(u32::from(*stack) + 1))]))
            }
            e => words::event(after, e),
        })
        .take(12)
        .collect();
    let changes = changes(before, after);
    let mut by_seat: Vec<(PlayerId, Vec<String>)> = Vec::new();
    for c in &changes {
        let text = format!("{} {} → {}", c.number.words(), c.before, c.after);
        match by_seat.iter_mut().find(|(s, _)| *s == c.seat) {
            Some((_, list)) => list.push(text),
            None => by_seat.push((c.seat, vec![text])),
        }
    }
    for (seat, list) in &by_seat {
        lines.push(format!("{}: {}", words::player_name(before, *seat), list.join(", ")));
    }
    if let Action::LayStep { .. } = action {
        match after.turn_outlook().and_then(|o| o.max_power) {
            Some(max) => lines.push(tf(key::BOARD_POWER_UP_TO, &[("max", Arg::Num(max.into()))])),
            None => lines.push(t(key::BOARD_NO_ACTIVITY)),
        }
    }
    if after.is_paused() {
        lines.push(t(key::BOARD_AYLLU_PLAYS_NEXT));
    } else if let Some(next) = after.pending() {
        if next.player == player {
            lines.push(tf(key::BOARD_NEXT, &[("task", Arg::Text(&words::task(after, next.decision)))]));
        } else {
            let name = words::player_name(after, next.player);
            lines.push(tf(key::BOARD_NEXT_DECIDER, &[("name", Arg::Text(&name))]));
        }
    }
    let mut mine: Vec<String> = changes
        .iter()
        .filter(|c| c.seat == player)
        .map(|c| format!("{} {}→{}", c.number.words(), c.before, c.after))
        .collect();
    // Inti earned on a full dial is lost (R3.8): say so, or the choice
    // looks as if it gave nothing.
    if events.iter().any(|e| matches!(e, Event::IntiGained { player: p, amount: 0, full: true, .. } if *p == player)) {
        let gained = changes.iter().any(|c| c.seat == player && c.number == Number::Inti);
        let lost = if gained { key::BOARD_INTI_FULL_REST_LOST } else { key::BOARD_INTI_FULL_NONE_GAINED };
        mine.push(tf(lost, &[("max", Arg::Num(crate::engine::data::INTI_MAX.into()))]));
    }
    let summary = if mine.is_empty() { words::action_long(before, &action) } else { mine.join(" · ") };
    // The round's last choice brings the Night in: its scores are in the
    // figures too, which a player would not expect of one move.
    let night = events.iter().find_map(|e| match e {
        Event::NightStarted { round } => Some(*round),
        _ => None,
    });
    let summary = match night {
        Some(round) if !mine.is_empty() => {
            tf(key::BOARD_WITH_NIGHT, &[("round", Arg::Num(round.into())), ("summary", Arg::Text(&summary))])
        }
        _ => summary,
    };
    Preview { title: words::action_long(before, &action), lines, changes, summary }
}

/// The game after `action` and its events, stopped before the Ayllu plays
/// (so a preview never shows its draws); `None` if the action is refused.
pub fn after(game: &Game, action: Action) -> Option<(Game, Vec<Event>)> {
    let mut copy = game.clone();
    let events = copy.apply_paused(action).ok()?;
    Some((copy, events))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Decision, Setup};

    #[test]
    fn a_pottery_choice_shows_its_new_suns_and_hides_the_bag() {
        // Play first options to a Pots decision, then preview taking one Pot.
        let mut g = Game::new(Setup::new(3, &["A", "B"])).unwrap();
        let pots = loop {
            if let Some(Decision::TakePots { .. }) = g.pending().map(|p| p.decision) {
                break g.legal_actions()[0];
            }
            let legal = g.legal_actions();
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::BuildTambo { path, space } if crate::engine::data::slot_activity(*path, *space) == Activity::Pottery))
                .copied()
                .unwrap_or(legal[0]);
            g.apply(pick).unwrap();
            assert!(!g.is_over(), "a Pottery turn came");
        };
        let (next, events) = after(&g, pots).unwrap();
        let p = preview(&g, &next, &events, pots);
        let seat = g.pending().unwrap().player;
        assert!(p.changes.iter().any(|c| c.seat == seat && c.number == Number::Suns(Activity::Pottery)));
        assert!(p.summary.contains("Pottery ☀"), "{}", p.summary);
        let revealed = events.iter().find_map(|e| match e {
            Event::PotRevealed { pot, .. } => Some(crate::view::icons::pot_name(*pot)),
            _ => None,
        });
        if let Some(name) = revealed {
            assert!(p.lines.iter().all(|l| !l.contains(&name)), "the drawn Pot stays secret");
            assert!(p.lines.iter().any(|l| l.contains("drawn from the bag")));
        }
    }

    #[test]
    fn a_choice_that_brings_the_night_says_its_figures_include_it() {
        let mut g = Game::new(Setup::new(6, &["A", "B"])).unwrap();
        let mut checked = 0;
        while g.round() == 1 {
            let action = g.legal_actions()[0];
            let (after_it, events) = after(&g, action).unwrap();
            let p = preview(&g, &after_it, &events, action);
            let night = events.iter().any(|e| matches!(e, Event::NightStarted { .. }));
            assert_eq!(p.summary.starts_with("With Night 1: "), night && p.summary.contains('→'), "{}", p.summary);
            checked += usize::from(p.summary.starts_with("With Night 1: "));
            g.apply(action).unwrap();
        }
        assert_eq!(checked, 1, "one choice brings Night 1, and it changes the chooser's figures");
    }

    #[test]
    fn inti_lost_on_a_full_dial_is_said_in_the_summary() {
        use crate::engine::{data, IntiSource};
        let g = Game::new(Setup::new(3, &["A", "B"])).unwrap();
        let seat = g.pending().unwrap().player;
        let action = g.legal_actions()[0];
        let lost = |full| [Event::IntiGained { player: seat, amount: 0, source: IntiSource::Cuzco, full }];
        let summary = |events: &[Event]| preview(&g, &g, events, action).summary;
        assert_eq!(summary(&lost(true)), format!("Inti full at {}: none gained", data::INTI_MAX));
        assert!(!summary(&lost(false)).contains("full"));
        // Some gained, then the dial filled (two activities at Cuzco, say).
        let mut filled = g.clone();
        filled.player_mut(seat).inti = data::INTI_MAX;
        let both = preview(&g, &filled, &lost(true), action).summary;
        assert_eq!(both, format!("Inti 0→{max} · Inti full at {max}: the rest is lost", max = data::INTI_MAX));
    }

    #[test]
    fn a_refused_action_has_no_preview() {
        let g = Game::new(Setup::new(3, &["A", "B"])).unwrap();
        assert!(after(&g, Action::BoxTambo).is_none());
    }

    #[test]
    fn a_preview_speaks_spanish_and_german_with_the_engines_numbers() {
        use crate::engine::{data, IntiSource};
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let g = Game::new(Setup::new(3, &["A", "B"])).unwrap();
        let seat = g.pending().unwrap().player;
        let action = g.legal_actions()[0];
        let (next, events) = after(&g, action).unwrap();
        let lost = [Event::IntiGained { player: seat, amount: 0, source: IntiSource::Cuzco, full: true }];
        speak_for_test(Lang::Es);
        assert_eq!(
            (Number::Sun.words(), Number::Moon.words(), Number::Boat.words()),
            ("Sol".into(), "Luna".into(), "Barca".into())
        );
        assert!(Number::Suns(Activity::Pottery).words().ends_with(" ☀"));
        let p = preview(&g, &next, &events, action);
        let last = p.lines.last().unwrap();
        assert!(last.starts_with("Después: ") || last.starts_with("Luego decide "), "{last}");
        assert_eq!(preview(&g, &g, &lost, action).summary, format!("Inti lleno en {}: no ganas nada", data::INTI_MAX));
        speak_for_test(Lang::De);
        assert_eq!(Number::Planted.words(), "Mais gepflanzt");
        assert_eq!(
            preview(&g, &g, &lost, action).summary,
            format!("Inti voll bei {}: nichts erhalten", data::INTI_MAX)
        );
        let drawn = [Event::TextileRevealed { stack: 1, textile: crate::engine::Textile { suns: 2 } }];
        assert!(preview(&g, &g, &drawn, action).lines.contains(&"Stapel 2 deckt ein neues Textil auf.".to_string()));
        speak(Catalog::english());
        assert!(preview(&g, &g, &drawn, action).lines.contains(&"Stack 2 turns up a new Textile.".to_string()));
    }
}
