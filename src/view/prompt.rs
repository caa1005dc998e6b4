//! The prompt strip at the top of the table: the round and phase, who
//! decides what in one line, and which of Confirm, Undo and Hint are live.
use super::looks::{seat_mark, SeatLook, SeatMark};
use super::motion::By;
use super::targets::gold_ayar_choice;
use super::words;
use crate::engine::{Action, Game, Marker, Phase, PlayerId};
use crate::view::lang::{catalog::Arg, key, t, tf};

/// What the table is doing besides waiting for a person.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Activity {
    /// A person decides.
    #[default]
    Waiting,
    /// The Ayllu is playing its turn, step by step.
    AylluPlaying,
    /// A computer seat is thinking.
    Thinking(PlayerId),
}

/// The strip's contents.
#[derive(Clone, Debug, PartialEq)]
pub struct Prompt {
    /// "Round 2 · Day".
    pub phase: String,
    /// The seat the line is about (its colour and mark), if any.
    pub seat: Option<SeatMark>,
    /// Who decides what, or what is going on.
    pub line: String,
    pub can_confirm: bool,
    pub can_undo: bool,
    /// Hint is offered: a person decides among more than one option.
    pub can_hint: bool,
    /// How to answer with taps, where the decision's own words cannot say
    /// it in the strip's two lines (the loom), until a choice is selected.
    pub how: Option<String>,
}

pub fn phase(game: &Game) -> String {
    phase_of(game.round(), game.phase())
}

fn phase_of(round: u8, phase: Phase) -> String {
    let round = [("round", Arg::Num(round.into()))];
    match phase {
        Phase::Start => t(key::BOARD_PHASE_START),
        Phase::Day => tf(key::BOARD_PHASE_DAY, &round),
        Phase::Night => tf(key::BOARD_PHASE_NIGHT, &round),
        Phase::Over => t(key::BOARD_PHASE_OVER),
    }
}

/// The strip while a sequence plays: headed by whose doing it shows and
/// when it happened, not by the next decider and the phase the game has
/// already moved on to.
pub fn showing(mut strip: Prompt, game: &Game, looks: &[SeatLook], by: By) -> Prompt {
    let (phase, line) = match by {
        By::Seat { seat, round, phase } => {
            let mark = seat_mark(game, looks, seat);
            strip.line = tf(key::BOARD_PLAYS, &[("name", Arg::Text(&mark.name))]);
            strip.seat = Some(mark);
            strip.phase = phase_of(round, phase);
            return strip;
        }
        By::Night(round) => (phase_of(round, Phase::Night), t(key::BOARD_NIGHT_FALLS)),
        By::Dawn(round) => (phase_of(round, Phase::Night), t(key::BOARD_DAWN)),
        By::Round(round) => (phase_of(round, Phase::Day), t(key::BOARD_NEW_ROUND)),
    };
    strip.phase = phase;
    strip.line = line;
    strip.seat = None;
    strip
}

/// The strip for `game`. `selected`: a choice waits for Confirm;
/// `awaiting_ayar`: a gold marker is laid and its Ayar not yet tapped.
pub fn prompt(
    game: &Game,
    looks: &[SeatLook],
    activity: Activity,
    selected: Option<Action>,
    awaiting_ayar: bool,
) -> Prompt {
    let legal = game.legal_actions();
    let mut how = None;
    let (seat, line, person) = if game.is_over() {
        (None, words::game_over(game), false)
    } else {
        match activity {
            Activity::AylluPlaying => {
                (game.ayllu_seat().map(|p| seat_mark(game, looks, p)), t(key::BOARD_AYLLU_PLAYING), false)
            }
            Activity::Thinking(p) => {
                let mark = seat_mark(game, looks, p);
                let line = tf(key::BOARD_THINKING, &[("name", Arg::Text(&mark.name))]);
                (Some(mark), line, false)
            }
            Activity::Waiting => match game.pending() {
                Some(pending) => {
                    let mark = seat_mark(game, looks, pending.player);
                    let task = match selected {
                        _ if awaiting_ayar => words::gold_ayar_task(None),
                        Some(Action::LayStep { marker: Marker::Gold, slot, ayar })
                            if gold_ayar_choice(&legal, slot) =>
                        {
                            words::gold_ayar_task(Some(ayar))
                        }
                        _ => words::task(game, pending.decision),
                    };
                    let line = format!("{}: {task}", mark.name);
                    how = words::how(pending.decision).filter(|_| selected.is_none());
                    (Some(mark), line, true)
                }
                None => (None, String::new(), false),
            },
        }
    };
    Prompt {
        phase: phase(game),
        seat,
        line,
        can_confirm: person && selected.is_some(),
        can_undo: person && game.undo_depth() > 0,
        can_hint: person && legal.len() > 1,
        how,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Decision, Setup};

    #[test]
    fn the_strip_says_who_decides_what_and_what_is_live() {
        let g = Game::new(Setup::solo(4, "Ana", 1)).unwrap();
        let looks = vec![SeatLook { name: "Ana".into(), colour: 1, computer: None, by_link: false }];
        let p = prompt(&g, &looks, Activity::Waiting, None, false);
        assert_eq!(p.phase, "Starting actions");
        assert!(p.line.starts_with("Ana: take any Tambo"), "{}", p.line);
        assert_eq!(p.seat.as_ref().map(|s| s.colour.class), Some("seat-blue"));
        assert!(!p.can_confirm && !p.can_undo && p.can_hint);
        let first = g.legal_actions()[0];
        assert!(prompt(&g, &looks, Activity::Waiting, Some(first), false).can_confirm);
        let busy = prompt(&g, &looks, Activity::AylluPlaying, Some(first), false);
        assert!(busy.line.contains("Ayllu") && !busy.can_confirm && !busy.can_hint);
        assert_eq!(busy.seat.map(|s| s.mark), Some("A".to_string()));
    }

    #[test]
    fn the_loom_the_pots_and_cuzco_say_their_taps_below_a_short_instruction_until_a_choice_is_made() {
        let mut g = Game::new(Setup::solo(7, "Ana", 1)).unwrap();
        let mut bot = crate::bot::random::RandomBot::new(7);
        let looks = vec![SeatLook { name: "Ana".into(), colour: 1, computer: None, by_link: false }];
        let (mut looms, mut cuzcos, mut others) = (0, 0, 0);
        while let Some(pending) = g.pending() {
            let p = prompt(&g, &looks, Activity::Waiting, None, false);
            if matches!(pending.decision, Decision::PlaceTextile { .. }) {
                looms += 1;
                assert!(p.line.ends_with("on the loom"), "{}", p.line);
                assert!(p.how.as_deref().is_some_and(|h| h.starts_with("Tap a cell to lay it")), "{:?}", p.how);
                let cell = g.legal_actions()[0];
                assert_eq!(prompt(&g, &looks, Activity::Waiting, Some(cell), false).how, None);
            } else if matches!(pending.decision, Decision::TakePots { .. }) {
                assert!(p.how.as_deref().is_some_and(|h| h.starts_with("Tap Pots to pick them")), "{:?}", p.how);
            } else if matches!(pending.decision, Decision::ChooseCuzco { .. }) {
                cuzcos += 1;
                assert!(
                    p.how.as_deref().is_some_and(|h| h.starts_with("Tap an activity, then another")),
                    "{:?}",
                    p.how
                );
            } else {
                others += 1;
                assert_eq!(p.how, None, "{}", p.line);
            }
            let a = bot.choose(&g).unwrap();
            g.apply(a).unwrap();
        }
        assert!(looms > 0 && cuzcos > 0 && others > 0, "{looms} looms, {cuzcos} at Cuzco, {others} other decisions");
    }

    #[test]
    fn while_a_sequence_plays_the_strip_names_its_mover_or_the_night() {
        let g = Game::new(Setup::new(3, &["Ana", "Bo"])).unwrap();
        let looks = vec![
            SeatLook { name: "Ana".into(), colour: 0, computer: None, by_link: false },
            SeatLook { name: "Bo".into(), colour: 1, computer: None, by_link: false },
        ];
        let waiting = prompt(&g, &looks, Activity::Waiting, None, false);
        let by_bo = showing(waiting.clone(), &g, &looks, By::Seat { seat: 1, round: 3, phase: Phase::Night });
        assert_eq!((by_bo.phase.as_str(), by_bo.line.as_str()), ("Round 3 · Night", "Bo plays"));
        assert_eq!(by_bo.seat.map(|s| s.mark), Some("2".to_string()));
        // Undo stays as it was: motion never holds the game.
        assert_eq!(by_bo.can_undo, waiting.can_undo);
        let night = showing(waiting.clone(), &g, &looks, By::Night(2));
        assert_eq!((night.phase.as_str(), night.line.as_str(), night.seat), ("Round 2 · Night", "Night falls", None));
        let dawn = showing(waiting.clone(), &g, &looks, By::Dawn(2));
        assert_eq!((dawn.phase.as_str(), dawn.line.as_str(), dawn.seat), ("Round 2 · Night", "Dawn", None));
        let round = showing(waiting, &g, &looks, By::Round(3));
        assert_eq!((round.phase.as_str(), round.line.as_str()), ("Round 3 · Day", "A new round begins"));
    }

    #[test]
    fn the_strip_speaks_spanish_and_german() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let g = Game::new(Setup::new(3, &["Ana", "Bo"])).unwrap();
        let looks = vec![
            SeatLook { name: "Ana".into(), colour: 0, computer: None, by_link: false },
            SeatLook { name: "Bo".into(), colour: 1, computer: None, by_link: false },
        ];
        let strip = |lang| {
            speak_for_test(lang);
            let waiting = prompt(&g, &looks, Activity::Thinking(1), None, false);
            let texts = [
                waiting.phase.clone(),
                waiting.line.clone(),
                showing(waiting.clone(), &g, &looks, By::Seat { seat: 0, round: 2, phase: Phase::Day }).line,
                showing(waiting.clone(), &g, &looks, By::Night(4)).phase,
                showing(waiting.clone(), &g, &looks, By::Night(4)).line,
                showing(waiting.clone(), &g, &looks, By::Dawn(4)).line,
                showing(waiting, &g, &looks, By::Round(2)).line,
                phase_of(1, Phase::Over),
            ];
            speak(Catalog::english());
            texts
        };
        assert_eq!(
            strip(Lang::Es),
            [
                "Acciones iniciales",
                "Bo está pensando…",
                "Juega Ana",
                "Ronda 4 · Noche",
                "Cae la Noche",
                "Amanecer",
                "Empieza una nueva ronda",
                "Fin de la partida"
            ]
        );
        assert_eq!(
            strip(Lang::De),
            [
                "Startaktionen",
                "Bo denkt nach…",
                "Ana spielt",
                "Runde 4 · Nacht",
                "Die Nacht bricht herein",
                "Morgengrauen",
                "Eine neue Runde beginnt",
                "Partie beendet"
            ]
        );
        assert_eq!(strip(Lang::En)[1], "Bo is thinking…");
    }

    #[test]
    fn a_gold_marker_that_can_move_several_ayars_asks_for_the_ayar() {
        let looks = vec![SeatLook { name: "Ana".into(), colour: 1, computer: None, by_link: false }];
        let mut g = Game::new(Setup::solo(5, "Ana", 1)).unwrap();
        let mut bot = crate::bot::random::RandomBot::new(5);
        let gold = loop {
            let legal = g.legal_actions();
            let two = legal.iter().find(
                |a| matches!(a, Action::LayStep { marker: Marker::Gold, slot, .. } if gold_ayar_choice(&legal, *slot)),
            );
            if let Some(&gold) = two {
                break gold;
            }
            g.apply(bot.choose(&g).expect("a gold choice of two Ayars comes before the end")).unwrap();
        };
        let asked = prompt(&g, &looks, Activity::Waiting, None, true);
        assert_eq!(asked.line, format!("Ana: {}", words::gold_ayar_task(None)));
        assert!(!asked.can_confirm, "no Ayar is moved by default");
        let line = prompt(&g, &looks, Activity::Waiting, Some(gold), false).line;
        let Action::LayStep { ayar, .. } = gold else { unreachable!() };
        assert_eq!(line, format!("Ana: {}", words::gold_ayar_task(Some(ayar))));
        assert!(line.contains(ayar.name()), "{line}");
        let other = g.legal_actions().into_iter().find(|a| !matches!(a, Action::LayStep { marker: Marker::Gold, .. }));
        let plain = prompt(&g, &looks, Activity::Waiting, other, false).line;
        assert!(plain.starts_with("Ana: lay a Step marker"), "{plain}");
    }
}
