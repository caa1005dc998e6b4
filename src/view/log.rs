//! Which stretch of the game's events a screen tells in words: the last
//! Night on the end screen, and what happened since a player's turn on
//! the pass-and-play screen.
use super::words;
use crate::engine::{Event, Game, PlayerId};

/// The most lines the pass-and-play screen lists (the latest ones).
pub const SINCE_LINES: usize = 16;

/// The last Night, step by step, as it led to the end screen (nothing
/// before a Night has started).
pub fn last_night(game: &Game, events: &[Event]) -> Vec<String> {
    let from = events.iter().rposition(|e| matches!(e, Event::NightStarted { .. })).unwrap_or(events.len());
    lines(game, &events[from..])
}

/// What happened since `seat`'s last finished turn ended, from the next
/// turn's start on (everything when `seat` has not finished one; the
/// screen shows as `seat`'s new turn starts, so that turn is not the one
/// to count from): its latest `SINCE_LINES` lines.
pub fn since_turn(game: &Game, events: &[Event], seat: PlayerId) -> Vec<String> {
    let starts: Vec<usize> =
        events.iter().enumerate().filter(|(_, e)| matches!(e, Event::TurnStarted { .. })).map(|(i, _)| i).collect();
    let from =
        starts.windows(2).rev().find(|w| events[w[0]] == Event::TurnStarted { player: seat }).map_or(0, |w| w[1]);
    let mut lines = lines(game, &events[from..]);
    lines.drain(..lines.len().saturating_sub(SINCE_LINES));
    lines
}

fn lines(game: &Game, events: &[Event]) -> Vec<String> {
    events.iter().filter_map(|e| words::event(game, e)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::random::RandomBot;
    use crate::engine::{data, Setup};

    /// A game played by random choices until `stop` holds, and its events.
    fn played(seed: u64, stop: impl Fn(&Game) -> bool) -> (Game, Vec<Event>) {
        let mut game = Game::new(Setup::new(seed, &["Ana", "Bo", "Cy"])).unwrap();
        let mut bot = RandomBot::new(seed);
        let mut events = Vec::new();
        while !stop(&game) {
            let Some(a) = bot.choose(&game) else { break };
            events.extend(game.apply(a).unwrap());
        }
        (game, events)
    }

    #[test]
    fn the_end_screen_tells_the_last_night_from_its_start() {
        let (game, events) = played(3, |_| false);
        assert!(game.is_over());
        let night = last_night(&game, &events);
        let start = words::event(&game, &Event::NightStarted { round: data::ROUNDS }).unwrap();
        assert_eq!(night.first(), Some(&start), "{night:?}");
        assert_eq!(night.last(), words::event(&game, &Event::GameOver).as_ref());
        assert!(last_night(&game, &events[..1]).is_empty(), "no Night yet, nothing to tell");
    }

    #[test]
    fn pass_and_play_tells_what_happened_since_the_seats_turn_ended() {
        let game = Game::new(Setup::new(5, &["Ana", "Bo", "Cy"])).unwrap();
        let turn = |player: PlayerId| Event::TurnStarted { player };
        let said = |events: &[Event]| lines(&game, events);
        let events = [turn(0), turn(1), turn(2), turn(0), turn(1)];
        // Ana's last turn ended when Bo's began; Cy's when Ana's began.
        assert_eq!(since_turn(&game, &events, 0), said(&[turn(1)]));
        assert_eq!(since_turn(&game, &events, 2), said(&[turn(0), turn(1)]));
        // Bo's turn has just started (the hand-over): since his last one.
        assert_eq!(since_turn(&game, &events, 1), said(&[turn(2), turn(0), turn(1)]));
        // No turn finished yet: the latest lines.
        assert_eq!(since_turn(&game, &events[..2], 2), said(&events[..2]));
        let long: Vec<Event> = (0..SINCE_LINES + 5).map(|i| turn(i % 2)).collect();
        assert_eq!(since_turn(&game, &long, 2), said(&long[5..]), "only the latest lines");
    }
}
