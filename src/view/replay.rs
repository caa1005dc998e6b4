//! A game watched move by move (issue 32): which of its actions stand on
//! the table, where the controls take it, and the scrubber's marks for
//! each round and Night. The engine replays the actions; nothing here is
//! a rule.
use crate::engine::{Action, Event, Game, Setup};

/// A whole game's actions and how many of them stand on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Watch {
    pub setup: Setup,
    pub actions: Vec<Action>,
    /// 0: the game as set up; `actions.len()`: as far as it was played.
    pub at: usize,
    /// The game on the table (closing the replay puts it back), not a
    /// saved game opened to watch.
    pub on_table: bool,
    /// Its rounds and Nights, for the scrubber (worked out once).
    pub marks: Vec<Mark>,
}

/// Where a control takes the viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Go {
    First,
    Back,
    Forward,
    Last,
    To(usize),
}

impl Watch {
    /// The game `game` from its start.
    pub fn of(game: &Game) -> Watch {
        let (setup, actions) = (game.setup().clone(), game.log().to_vec());
        let marks = marks(&setup, &actions);
        Watch { setup, actions, at: 0, on_table: false, marks }
    }

    /// Where `go` leads from here, within the game.
    pub fn target(&self, go: Go) -> usize {
        let last = self.actions.len();
        match go {
            Go::First => 0,
            Go::Back => self.at.saturating_sub(1),
            Go::Forward => (self.at + 1).min(last),
            Go::Last => last,
            Go::To(n) => n.min(last),
        }
    }

    /// The game after the first `n` actions (they were checked when the
    /// game was saved or its link opened).
    pub fn game_at(&self, n: usize) -> Option<Game> {
        Game::replay(self.setup.clone(), &self.actions[..n.min(self.actions.len())]).ok()
    }
}

/// Where a key moves the replay: the arrows one move, Home and End to
/// either end (a focused scrubber moves itself by its arrows).
pub fn go_by_key(key: &str) -> Option<Go> {
    match key {
        "ArrowLeft" => Some(Go::Back),
        "ArrowRight" => Some(Go::Forward),
        "Home" => Some(Go::First),
        "End" => Some(Go::Last),
        _ => None,
    }
}

/// A scrubber mark: the action after which a round or a Night begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Round { round: u8, at: usize },
    Night { round: u8, at: usize },
}

/// The rounds and Nights of a game, in order: a round's mark stands at
/// the count of actions before its first decision.
fn marks(setup: &Setup, actions: &[Action]) -> Vec<Mark> {
    let mut marks = vec![Mark::Round { round: 1, at: 0 }];
    let mut at = 0;
    let _ = Game::replay_with(setup.clone(), actions, |_, events| {
        at += 1;
        for e in events {
            match e {
                Event::NightStarted { round } => marks.push(Mark::Night { round, at }),
                Event::RoundStarted { round, .. } if round > 1 => marks.push(Mark::Round { round, at }),
                _ => {}
            }
        }
    });
    marks
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::random::RandomBot;

    fn played(seed: u64, seats: &[&str]) -> Game {
        let mut game = Game::new(Setup::new(seed, seats)).unwrap();
        let mut bot = RandomBot::new(seed);
        while game.pending().is_some() {
            game.apply(bot.choose(&game).unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn the_controls_stay_within_the_game() {
        let game = played(3, &["Ana", "Bo"]);
        let mut w = Watch::of(&game);
        let last = game.log().len();
        assert_eq!((w.at, w.target(Go::Back), w.target(Go::Forward)), (0, 0, 1));
        w.at = last;
        assert_eq!((w.target(Go::Forward), w.target(Go::Back), w.target(Go::First)), (last, last - 1, 0));
        assert_eq!(w.target(Go::To(last + 40)), last);
        assert_eq!(w.target(Go::Last), last);
    }

    #[test]
    fn the_arrows_home_and_end_move_the_replay() {
        let keys = ["ArrowLeft", "ArrowRight", "Home", "End", "Enter"].map(go_by_key);
        assert_eq!(keys, [Some(Go::Back), Some(Go::Forward), Some(Go::First), Some(Go::Last), None]);
    }

    #[test]
    fn the_game_at_n_is_the_game_played_to_n() {
        let game = played(5, &["Ana"]);
        let w = Watch::of(&game);
        let mut step = Game::new(game.setup().clone()).unwrap();
        for (n, &action) in game.log().iter().enumerate() {
            if n % 17 == 0 {
                assert_eq!(w.game_at(n).unwrap().to_json(), step.to_json(), "after {n} actions");
            }
            step.apply(action).unwrap();
        }
        assert_eq!(w.game_at(game.log().len()).unwrap().to_json(), game.to_json());
    }

    #[test]
    fn r9_the_scrubber_marks_four_rounds_and_four_nights_in_order() {
        let game = played(8, &["Ana", "Bo", "Cy"]);
        let marks = Watch::of(&game).marks;
        let kinds: Vec<(bool, u8)> = marks
            .iter()
            .map(|m| match *m {
                Mark::Round { round, .. } => (false, round),
                Mark::Night { round, .. } => (true, round),
            })
            .collect();
        assert_eq!(kinds, [(false, 1), (true, 1), (false, 2), (true, 2), (false, 3), (true, 3), (false, 4), (true, 4)]);
        let at: Vec<usize> = marks
            .iter()
            .map(|m| match *m {
                Mark::Round { at, .. } | Mark::Night { at, .. } => at,
            })
            .collect();
        assert!(at.windows(2).all(|w| w[0] <= w[1]) && *at.last().unwrap() <= game.log().len(), "{at:?}");
        // A Night's mark stands where the game after it is in the Night
        // or already past it (a Night may need no decision at all).
        let w = Watch::of(&game);
        for m in &marks {
            if let Mark::Night { round, at } = *m {
                let g = w.game_at(at).unwrap();
                assert!(g.round() > round || g.phase() != crate::engine::Phase::Day, "Night {round} at {at}");
            }
        }
    }
}
