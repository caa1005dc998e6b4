//! What things are worth to one player at this moment, in points of Sun
//! plus Moon: the common currency in which the playout policy and the move
//! ordering (`policy.rs`) compare actions of different kinds. Nothing here
//! is a rule; it is a sensible player's rough sense of value, read only
//! from the engine's public state.
use ayar_engine::{data, short_sort};
use ayar_engine::{Activity, Ayar, Game, Line, LineBonus, PlayerId, PlayerState};

/// Points per Llama at game end (R9), plus a little for being free to go
/// to whichever score is lower.
const LLAMA: f32 = data::LLAMA_POINTS as f32 + 0.5;

/// The worth of one more of each thing to a player now.
#[derive(Clone, Debug)]
pub struct Worth {
    /// One more visible Sun in an activity: every Raymi tile of it still to
    /// score (R1.4), its line's Sun bonus (R7.2) and Cuzco (R1.5) pay
    /// visible Suns as Inti, and Inti counts again at each Dawn to come.
    pub sun: [f32; 4],
    /// One more point of Moon value in an activity: its Step marker slot
    /// if still empty (R3.5) and each of the player's Temples of it (R8).
    pub moon: [f32; 4],
    /// One Inti now: added to Sun at every Dawn still to come (seed "Dawn").
    pub inti: f32,
    pub llama: f32,
    /// A Viracocha: a Llama at game end (R9), and the second one starts the
    /// two-Viracocha Moon bonus (R3.8).
    pub viracocha: f32,
    /// Dawns still to come, this round's included.
    pub dawns: f32,
    /// Day phases still to come after this round.
    pub rounds_after: f32,
}

impl Worth {
    /// `suns` are the player's visible Suns per activity.
    pub fn of(game: &Game, p: PlayerId, suns: [u8; 4]) -> Worth {
        let player = game.player(p);
        let round = game.round().clamp(1, data::ROUNDS) as f32;
        let dawns = data::ROUNDS as f32 + 1.0 - round;
        let board = game.board();
        // How far an Ayar walks in a round: every seat moves each Ayar about
        // once per round, two spaces a move (by this estimate the third Ayar retires
        // near space 18 with 2 players, 26 with 4).
        let pace = 2.0 + 2.0 * game.seats().max(2) as f32;

        let mut sun = [0.0f32; 4];
        for tile in board.raymi.iter().filter(|t| t.on_board()) {
            for (side, ayar) in tile.ayars().into_iter().enumerate() {
                if tile.done[side] || board.is_retired(ayar) {
                    continue;
                }
                let ahead = tile.space().saturating_sub(board.space(ayar)) as f32;
                let scored_in = round + ahead / pace;
                sun[tile.activity.index()] += (data::ROUNDS as f32 + 1.0 - scored_in).clamp(0.0, 4.0);
            }
        }
        for line in Line::ALL {
            if let LineBonus::Sun(activity) = data::LINE_BONUSES[line.index()] {
                if !player.took_line_bonus(line) {
                    let left = (player.grid & line.cells()).len() as f32;
                    sun[activity.index()] += dawns * (1.0 - left / 5.0) * 0.8;
                }
            }
        }
        // Cuzco (R1.5) pays the two best activities late in the game.
        let cuzco = 0.4 * (round - 1.0).max(0.5);
        for a in top_two(&suns) {
            sun[a] += cuzco;
        }

        let mut moon = [0.0f32; 4];
        let temples_left = player.temples_left.iter().filter(|l| **l).count() as f32;
        let quadrants_left = ayar_engine::QUADRANTS.iter().filter(|q| !(player.grid & **q).is_empty()).count() as f32;
        for a in Activity::ALL {
            let i = a.index();
            moon[i] += player.moon_slots[i].is_none() as u8 as f32;
            if player.temples_left[i] && temples_left > 0.0 {
                moon[i] += 0.6 * quadrants_left.min(temples_left) / temples_left;
            }
        }
        let mut own_temples = 0.0;
        for temple in board.temple_rows.iter().flatten().filter(|t| t.owner == p) {
            moon[temple.activity.index()] += 1.0;
            own_temples += 1.0;
        }

        // Lean towards the score that is behind: the game ends on the lower (R9).
        let (sun_ahead, moon_ahead) = projected(player, &suns, &sun, &moon, dawns);
        let tilt = (2.0 * (moon_ahead - sun_ahead) / (moon_ahead + sun_ahead + 20.0)).clamp(-0.6, 0.6);
        for i in 0..4 {
            sun[i] *= 1.0 + tilt;
            moon[i] *= 1.0 - tilt;
        }
        let inti = dawns * (1.0 + tilt);

        let nights_left = dawns;
        let bonus_nights = nights_left * (own_temples + 0.5 * quadrants_left.min(temples_left)).min(2.5) * 0.7;
        let second_viracocha = match player.viracochas + 1 == data::VIRACOCHA_BONUS_MIN {
            true => data::VIRACOCHA_BONUS_PER_TEMPLE as f32 * bonus_nights * (1.0 - tilt),
            false => 0.0,
        };
        Worth {
            sun,
            moon,
            inti,
            llama: LLAMA,
            viracocha: LLAMA + second_viracocha,
            dawns,
            rounds_after: data::ROUNDS as f32 - round,
        }
    }

    /// A Temple placed now in `row` (R7.1): it will pay the best Moon value
    /// among the types left, plus its column bonus, when the row scores (R8).
    pub fn temple(&self, game: &Game, p: PlayerId, row: Option<usize>) -> f32 {
        let player = game.player(p);
        let best = Activity::ALL
            .into_iter()
            .filter(|a| player.temples_left[a.index()])
            .map(|a| player.moon_value(a) as f32 + 1.5)
            .fold(0.0, f32::max);
        if best == 0.0 {
            return 0.0;
        }
        let column = match row {
            Some(row) => data::temple_column_bonus(game.board().temple_rows[row].len()) as f32,
            None => 2.0,
        };
        let viracocha_bonus = match player.viracochas >= data::VIRACOCHA_BONUS_MIN {
            true => data::VIRACOCHA_BONUS_PER_TEMPLE as f32 * 1.5,
            false => 0.0,
        };
        best + column + viracocha_bonus
    }

    /// What an emptied line's bonus gives now (R3.4, R7.2).
    pub fn line_bonus(&self, suns: &[u8; 4], line: Line) -> f32 {
        match data::LINE_BONUSES[line.index()] {
            LineBonus::Llama => self.llama,
            LineBonus::Viracocha => self.viracocha,
            LineBonus::Sun(activity) => suns[activity.index()] as f32 * self.inti,
        }
    }
}

/// A rough projection of the player's final Sun and Moon before Llamas.
fn projected(player: &PlayerState, suns: &[u8; 4], sun: &[f32; 4], moon: &[f32; 4], dawns: f32) -> (f32, f32) {
    let mut s = player.sun as f32 + player.inti as f32 * dawns;
    let mut m = player.moon as f32;
    for a in Activity::ALL {
        let i = a.index();
        s += suns[i] as f32 * sun[i];
        m += player.moon_value(a) as f32 * moon[i];
    }
    (s, m)
}

/// The indices of the two largest values (ties to the topmost).
fn top_two(values: &[u8; 4]) -> [usize; 2] {
    let mut order = [0usize, 1, 2, 3];
    short_sort::sort_by_key(&mut order, |&i| std::cmp::Reverse(values[i]));
    [order[0], order[1]]
}

/// The Temple row (0 = top) a Temple placed on this Ayar's turn joins:
/// his female partner's (R7.1).
pub fn temple_row(game: &Game, ayar: Ayar) -> usize {
    game.board().female_row[ayar.index()] as usize
}
