//! `apply_paused` / `resume`: the Ayllu's turns shown step by step end in
//! exactly the state `apply` reaches at once (R10, issue 5's play-out).
use ayar::bot::random::RandomBot;
use ayar::engine::{ActionError, Event, Game, Setup};

#[test]
fn paused_play_reaches_the_same_game_as_direct_play() {
    for seed in 0..40 {
        let setup = Setup::solo(seed, "Ana", 1 + (seed % 4) as u8);
        let (mut direct, mut stepped) = (Game::new(setup.clone()).unwrap(), Game::new(setup).unwrap());
        let mut bot = RandomBot::new(seed);
        let mut steps_seen = 0;
        while let Some(action) = bot.choose(&direct) {
            direct.apply(action).unwrap();
            stepped.apply_paused(action).unwrap();
            while stepped.is_paused() {
                assert!(stepped.pending().is_none(), "no decision while the Ayllu plays");
                assert_eq!(stepped.apply(action), Err(ActionError::AylluPlaying));
                let events = stepped.resume();
                assert!(!events.is_empty(), "every Ayllu step shows something");
                steps_seen += 1;
            }
            assert_eq!(direct.pending(), stepped.pending());
        }
        assert!(stepped.is_over());
        assert!(steps_seen >= 15 * 2, "each of the Ayllu's 15 turns shows its move and its activity ({steps_seen})");
        assert_eq!(serde_json::to_string(direct.players()).unwrap(), serde_json::to_string(stepped.players()).unwrap());
        assert_eq!(direct.to_json(), stepped.to_json());
    }
}

#[test]
fn an_ayllu_step_explains_itself() {
    let mut game = Game::new(Setup::solo(3, "Ana", 2)).unwrap();
    let mut bot = RandomBot::new(3);
    let mut reasons = 0;
    while let Some(action) = bot.choose(&game) {
        game.apply_paused(action).unwrap();
        while game.is_paused() {
            reasons += game.resume().iter().filter(|e| matches!(e, Event::AylluChose { .. })).count();
        }
    }
    assert!(reasons >= 15 + 4, "one reason per Tambo at least, and the Night choices ({reasons})");
}
