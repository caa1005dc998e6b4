//! Self-play figures for the balance report (`ayar balance`, issue 14):
//! per activity, the visible Suns and Moon value at game end and the
//! points it earned; the Sun and Moon scores before Llamas; and the Ayllu
//! ladder, a bot in the human seat of a solo game against each difficulty.
//!
//! Points are credited to an activity from the events as they happen:
//! Inti from a Raymi tile, a Cuzco choice or a Sun bonus of the activity,
//! times the Dawns still to come that add it to Sun (seed "Dawn": the dial
//! is never reset, and stops at `data::INTI_MAX`, R3.8), and Moon from its Step marker
//! and from its Temples' Moon value (their column bonus is not the
//! activity's). Temple column bonuses and the two-Viracocha bonus count as
//! "other"; Llamas are not points before game end (R9).
use std::collections::VecDeque;

use ayar_engine::data;
use ayar_engine::{Activity, Event, Game, IntiSource, MoonSource, PlayerId, Setup};

use crate::random::RandomBot;
use crate::search::{Level, SearchBot};

/// Who plays every seat of a self-play game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Random,
    Search(Level),
}

impl Player {
    pub fn from_name(name: &str) -> Option<Player> {
        match name {
            "random" => Some(Player::Random),
            _ => Level::from_name(name).map(Player::Search),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Search(level) => level.name(),
        }
    }
}

/// Boxed: the bots differ much in size.
enum Bot {
    Random(Box<RandomBot>),
    Search(Box<SearchBot>),
}

impl Bot {
    fn new(player: Player, seed: u64) -> Bot {
        match player {
            Player::Random => Bot::Random(Box::new(RandomBot::new(seed))),
            Player::Search(level) => Bot::Search(Box::new(SearchBot::new(level, seed))),
        }
    }

    fn choose(&mut self, game: &Game) -> Option<ayar_engine::Action> {
        match self {
            Bot::Random(bot) => bot.choose(game),
            Bot::Search(bot) => bot.choose(game).map(|c| c.action),
        }
    }
}

/// Points each seat earned through each activity, credited from events.
#[derive(Clone, Debug)]
pub struct Ledger {
    /// Per seat, per activity: Sun points (Inti times the Dawns it is added at).
    pub sun: Vec<[f64; 4]>,
    /// Per seat, per activity: Moon points.
    pub moon: Vec<[f64; 4]>,
    round: u8,
    raymi: Option<Activity>,
    sun_bonus: Option<Activity>,
    cuzco: VecDeque<Activity>,
    step_marker: Option<Activity>,
    /// The Temples in each row, as placed (R1.6), to know each one's
    /// activity and column when the row scores.
    rows: [Vec<Activity>; data::TEMPLE_ROWS],
    scoring: VecDeque<(Activity, usize)>,
}

impl Ledger {
    pub fn new(seats: usize) -> Ledger {
        Ledger {
            sun: vec![[0.0; 4]; seats],
            moon: vec![[0.0; 4]; seats],
            round: 1,
            raymi: None,
            sun_bonus: None,
            cuzco: VecDeque::new(),
            step_marker: None,
            rows: Default::default(),
            scoring: VecDeque::new(),
        }
    }

    /// Credit what `events` (one `apply`'s, in order) earned.
    pub fn record(&mut self, events: &[Event]) {
        for event in events {
            match *event {
                Event::RoundStarted { round, .. } => self.round = round,
                Event::RaymiScored { activity, .. } => self.raymi = Some(activity),
                Event::CuzcoScored { first, second, .. } => self.cuzco = VecDeque::from([first, second]),
                Event::LineBonusTaken { bonus: ayar_engine::LineBonus::Sun(activity), .. } => {
                    self.sun_bonus = Some(activity)
                }
                Event::IntiGained { player, amount, source, .. } => {
                    let activity = match source {
                        IntiSource::Raymi => self.raymi,
                        IntiSource::Cuzco => self.cuzco.pop_front(),
                        IntiSource::SunBonus => self.sun_bonus,
                        IntiSource::Solo => None,
                    };
                    let dawns = (data::ROUNDS + 1).saturating_sub(self.round) as f64;
                    if let Some(a) = activity {
                        self.sun[player][a.index()] += amount as f64 * dawns;
                    }
                }
                Event::TemplePlaced { activity, row, .. } => self.rows[row as usize].push(activity),
                Event::TemplesScored { row, .. } => {
                    let row = std::mem::take(&mut self.rows[row as usize]);
                    self.scoring = row.into_iter().enumerate().map(|(column, a)| (a, column)).collect();
                }
                Event::StepMarkerScored { activity, .. } => self.step_marker = Some(activity),
                Event::MoonScored { player, amount, source } => {
                    let credit = match source {
                        MoonSource::StepMarker => self.step_marker.take().map(|a| (a, amount)),
                        MoonSource::Temple => self
                            .scoring
                            .pop_front()
                            .map(|(a, column)| (a, amount.saturating_sub(data::temple_column_bonus(column)))),
                        MoonSource::ViracochaBonus => None,
                    };
                    if let Some((a, amount)) = credit {
                        self.moon[player][a.index()] += amount as f64;
                    }
                }
                _ => {}
            }
        }
    }

    /// A seat's points per activity.
    pub fn points(&self, p: PlayerId) -> [f64; 4] {
        std::array::from_fn(|i| self.sun[p][i] + self.moon[p][i])
    }
}

/// One finished self-play game: each seat's state at the end and ledger.
pub struct Played {
    pub game: Game,
    pub ledger: Ledger,
}

/// Play one game with every seat played by `player`; seats are seeded
/// from the game's seed so a run repeats exactly.
pub fn play(setup: Setup, player: Player) -> Result<Played, String> {
    let seed = setup.seed;
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let mut bots: Vec<Bot> =
        (0..game.seats()).map(|s| Bot::new(player, seed.wrapping_mul(31).wrapping_add(s as u64))).collect();
    let mut ledger = Ledger::new(game.seats());
    while let Some(pending) = game.pending() {
        let action = bots[pending.player].choose(&game).ok_or("no legal action")?;
        let events = game.apply(action).map_err(|e| e.to_string())?;
        ledger.record(&events);
    }
    Ok(Played { game, ledger })
}

/// The self-play figures at one player count.
#[derive(Clone, Debug, Default)]
pub struct Balance {
    pub games: u32,
    /// Sums over every seat of every game (divide by `seats`).
    pub seats: u32,
    pub suns: [f64; 4],
    pub moon_values: [f64; 4],
    pub sun: f64,
    pub moon: f64,
    pub llamas: f64,
    pub final_score: f64,
    /// Sums over the winners (a shared win counts each winner's share).
    pub winners: f64,
    pub winner_points: [f64; 4],
    pub winner_total: f64,
    /// Games in which each activity earned a winner the most points.
    pub strongest: [f64; 4],
}

impl Balance {
    /// Add one finished game.
    pub fn add(&mut self, played: &Played) {
        let game = &played.game;
        let Some(finals) = game.final_scores() else { return };
        self.games += 1;
        let winners = finals.iter().filter(|f| f.place == 1).count().max(1) as f64;
        for f in &finals {
            let player = game.player(f.player);
            self.seats += 1;
            for (i, (suns, moon)) in player.activity_values().into_iter().enumerate() {
                self.suns[i] += suns as f64;
                self.moon_values[i] += moon as f64;
            }
            self.sun += player.sun as f64;
            self.moon += player.moon as f64;
            self.llamas += f.llamas as f64;
            self.final_score += f.score as f64;
            if f.place == 1 {
                let share = 1.0 / winners;
                let points = played.ledger.points(f.player);
                self.winners += share;
                self.winner_total += share * (player.sun + player.moon) as f64;
                let mut strongest = 0;
                for i in 0..4 {
                    self.winner_points[i] += share * points[i];
                    if points[i] > points[strongest] {
                        strongest = i;
                    }
                }
                self.strongest[strongest] += share;
            }
        }
    }

    pub fn mean_suns(&self, a: Activity) -> f64 {
        self.suns[a.index()] / self.seats.max(1) as f64
    }
    pub fn mean_moon_value(&self, a: Activity) -> f64 {
        self.moon_values[a.index()] / self.seats.max(1) as f64
    }
    /// Mean visible Suns plus Moon value at game end.
    pub fn mean_value(&self, a: Activity) -> f64 {
        self.mean_suns(a) + self.mean_moon_value(a)
    }
    /// The activity's share of the winners' Sun plus Moon before Llamas.
    pub fn winner_share(&self, a: Activity) -> f64 {
        self.winner_points[a.index()] / self.winner_total.max(1.0)
    }
    /// How often the activity earned a winner the most points.
    pub fn strongest_share(&self, a: Activity) -> f64 {
        self.strongest[a.index()] / self.games.max(1) as f64
    }
    pub fn mean_sun(&self) -> f64 {
        self.sun / self.seats.max(1) as f64
    }
    pub fn mean_moon(&self) -> f64 {
        self.moon / self.seats.max(1) as f64
    }
    pub fn mean_llamas(&self) -> f64 {
        self.llamas / self.seats.max(1) as f64
    }
    pub fn mean_final(&self) -> f64 {
        self.final_score / self.seats.max(1) as f64
    }
}

/// Self-play at `players` seats, games seeded `seed`, `seed + 1`, ...
pub fn self_play(player: Player, players: usize, games: u32, seed: u64) -> Result<Balance, String> {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let mut balance = Balance::default();
    for g in 0..games as u64 {
        let setup = Setup { seed: seed.wrapping_add(g), players: names.clone(), solo: None };
        balance.add(&play(setup, player)?);
    }
    Ok(balance)
}

/// A bot in the human seat of solo games against one difficulty board.
#[derive(Clone, Debug, Default)]
pub struct Rung {
    pub games: u32,
    /// R10.7: the human wins only with a strictly higher final score.
    pub wins: u32,
    pub bot_final: f64,
    pub ayllu_final: f64,
}

pub fn ladder_rung(player: Player, difficulty: u8, games: u32, seed: u64) -> Result<Rung, String> {
    let mut rung = Rung::default();
    for g in 0..games as u64 {
        let setup = Setup::solo(seed.wrapping_add(g), "Bot", difficulty);
        let played = play(setup, player)?;
        let finals = played.game.final_scores().ok_or("a game did not finish")?;
        let (bot, ayllu) = (&finals[0], &finals[1]);
        rung.games += 1;
        rung.wins += (bot.score > ayllu.score) as u32;
        rung.bot_final += bot.score as f64;
        rung.ayllu_final += ayllu.score as f64;
    }
    Ok(rung)
}

/// The 95% Wilson score interval for `wins` successes in `n` trials.
pub fn wilson_interval(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let (z, p) = (1.96f64, wins / n);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random games at each table, with every event recorded.
    fn random_games() -> Vec<(Played, Vec<Event>)> {
        let mut out = Vec::new();
        for (seed, players) in [(1u64, 2usize), (2, 3), (3, 4), (4, 2), (5, 4)] {
            let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
            let mut game = Game::new(Setup { seed, players: names, solo: None }).expect("valid setup");
            let (mut bot, mut ledger, mut all) = (RandomBot::new(seed), Ledger::new(players), Vec::new());
            while let Some(action) = bot.choose(&game) {
                let events = game.apply(action).expect("legal");
                ledger.record(&events);
                all.extend(events);
            }
            out.push((Played { game, ledger }, all));
        }
        out
    }

    #[test]
    fn every_sun_point_is_credited_to_an_activity() {
        // Seed "Dawn": Sun is the dial added at each Dawn, and the dial only
        // grows by Raymi, Cuzco and Sun bonuses, each of one activity.
        for (played, _) in random_games() {
            for (p, player) in played.game.players().iter().enumerate() {
                let credited: f64 = played.ledger.sun[p].iter().sum();
                assert_eq!(credited, player.sun as f64, "seat {p}");
            }
        }
    }

    #[test]
    fn moon_not_credited_is_temple_columns_and_the_viracocha_bonus() {
        for (played, events) in random_games() {
            for (p, player) in played.game.players().iter().enumerate() {
                let mut other = 0;
                for event in &events {
                    match *event {
                        Event::TemplePlaced { player, column, .. } if player == p => {
                            other += data::temple_column_bonus(column as usize)
                        }
                        Event::MoonScored { player, amount, source: MoonSource::ViracochaBonus } if player == p => {
                            other += amount
                        }
                        _ => {}
                    }
                }
                let credited: f64 = played.ledger.moon[p].iter().sum();
                assert_eq!(credited + other as f64, player.moon as f64, "seat {p}");
            }
        }
    }

    #[test]
    fn balance_adds_up_over_seats_and_winners() {
        let mut balance = Balance::default();
        for (played, _) in random_games() {
            balance.add(&played);
        }
        assert_eq!(balance.games, 5);
        assert_eq!(balance.seats, 2 + 3 + 4 + 2 + 4);
        let strongest: f64 = Activity::ALL.iter().map(|&a| balance.strongest_share(a)).sum();
        assert!((strongest - 1.0).abs() < 1e-9, "each game's winners share one strongest activity: {strongest}");
        let shares: f64 = Activity::ALL.iter().map(|&a| balance.winner_share(a)).sum();
        assert!(shares > 0.0 && shares <= 1.0, "{shares}");
    }

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (low, high) = wilson_interval(45.0, 50.0);
        assert!(low < 0.9 && 0.9 < high && high < 1.0, "{low} {high}");
        assert_eq!(wilson_interval(0.0, 0.0), (0.0, 1.0));
        let (low, high) = wilson_interval(0.0, 20.0);
        assert_eq!(low, 0.0);
        assert!((high - 0.161).abs() < 0.001, "{high}");
    }
}
