//! R4 Setup: everything random is drawn here from the game's one seeded
//! generator, so a seed plus the action list replays a game exactly.
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::data;
use super::state::*;
use super::turn::TurnState;
use super::types::*;

/// How a game was set up: with the action list, all a save holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub seed: u64,
    /// Player names, in seat order (2 to 4; exactly 1 for solo or a lone
    /// practice game).
    pub players: Vec<String>,
    /// Solo against the Ayllu on this difficulty board (1..=4).
    #[serde(default)]
    pub solo: Option<u8>,
}

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 24;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
pub enum SetupError {
    #[error("a game needs 1 to 4 players, not {0}")]
    PlayerCount(usize),
    #[error("solo difficulty must be 1 to 4, not {0}")]
    Difficulty(u8),
    #[error("a solo game has exactly one human player")]
    SoloPlayers,
    #[error("player names must be 1 to 24 characters")]
    Name,
}

impl Setup {
    pub fn new(seed: u64, players: &[&str]) -> Setup {
        Setup { seed, players: players.iter().map(|s| s.to_string()).collect(), solo: None }
    }
    pub fn solo(seed: u64, name: &str, difficulty: u8) -> Setup {
        Setup { seed, players: vec![name.to_string()], solo: Some(difficulty) }
    }
    pub fn validate(&self) -> Result<(), SetupError> {
        let n = self.players.len();
        if !(1..=data::MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        if let Some(d) = self.solo {
            if !(1..=data::DIFFICULTY_BOARDS.len() as u8).contains(&d) {
                return Err(SetupError::Difficulty(d));
            }
            if n != 1 {
                return Err(SetupError::SoloPlayers);
            }
        }
        if self.players.iter().any(|name| name.trim().is_empty() || name.chars().count() > MAX_NAME_CHARS) {
            return Err(SetupError::Name);
        }
        Ok(())
    }
}

impl Game {
    /// R4: a new game, ready for the first starting action.
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        setup.validate()?;
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let solo = setup.solo.is_some();

        // R4.1: Raymi tiles shuffled onto the places; female Ayars into rows.
        let mut tiles = data::RAYMI_TILES;
        tiles.shuffle(&mut rng);
        let raymi = tiles
            .iter()
            .enumerate()
            .map(|(place, &activity)| RaymiTile { activity, place: place as u8, reversed: false, done: [false; 2] })
            .collect();
        let mut rows = [0u8, 1, 2, 3];
        rows.shuffle(&mut rng);

        // R4.2: the Pot bag and market.
        let mut bag: Vec<Pot> = (0..data::POT_COLOURS as u8)
            .flat_map(|colour| (0..data::POTS_PER_COLOUR).map(move |i| Pot { colour, viracocha: i == 0 }))
            .collect();
        bag.shuffle(&mut rng);
        let mut market = Market { slots: [None; 5], bag };
        for slot in &mut market.slots {
            *slot = market.bag.pop();
        }

        // R4.3: three shuffled face-up stacks of Textiles.
        let stacks = data::TEXTILE_STACKS.map(|contents| {
            let mut stack: Vec<Textile> =
                contents.iter().flat_map(|&(suns, n)| std::iter::repeat_n(Textile { suns }, n)).collect();
            stack.shuffle(&mut rng);
            stack
        });

        // R4.4: player boards; the Ayllu (R10) takes the seat after the human.
        let humans = setup.players.len();
        let seats = humans + solo as usize;
        let blocked = data::blocked_step_slots(seats, solo);
        let mut players: Vec<PlayerState> =
            setup.players.iter().map(|name| new_player(name.clone(), SeatKind::Human, blocked)).collect();
        if let Some(difficulty) = setup.solo {
            players.push(super::solo::new_ayllu(difficulty, &mut rng));
        }

        // R4.5: random first player; the human in solo.
        let first_player = if solo { 0 } else { rand::Rng::random_range(&mut rng, 0..seats) };

        let mut game = Game {
            rng,
            round: 1,
            phase: Phase::Start,
            first_player,
            turns_taken: 0,
            board: MainBoard {
                ayar_space: [0; 4],
                retired: [false; 4],
                slots: [[None; data::PATH_SLOTS]; 4],
                raymi,
                female_row: rows,
                temple_rows: Default::default(),
                viracocha_beside: [true; 4],
            },
            lake: Lake { viracocha: [true; data::VIRACOCHA_AREAS] },
            market,
            stacks,
            players,
            planted: vec![0; seats],
            first_planted: vec![None; seats],
            plant_clock: 0,
            turn: TurnState::new(first_player),
            log: Vec::new(),
            undo_floor: 0,
            pause_for_ayllu: false,
            paused: false,
            setup,
        };
        game.begin_turn(first_player);
        game.advance(&mut Vec::new());
        Ok(game)
    }
}

fn new_player(name: String, kind: SeatKind, blocked: u16) -> PlayerState {
    PlayerState {
        name,
        kind,
        grid: Cells::FULL,
        markers: Default::default(),
        blocked,
        line_bonus_taken: 0,
        moon_slots: [None; 4],
        pots: [0; data::POT_COLOURS],
        loom: Default::default(),
        textiles: 0,
        maize_left: data::MAIZE,
        boat: 0,
        islands: [None; 4],
        temples_left: [true; 4],
        inti: 0,
        sun: 0,
        moon: 0,
        llamas: 0,
        viracochas: 0,
        tambos_moved: 0,
        tambos_boxed: 0,
        score: ScoreSheet::default(),
        solo: None,
    }
}

pub(crate) fn new_seat(name: String, kind: SeatKind) -> PlayerState {
    new_player(name, kind, 0)
}
