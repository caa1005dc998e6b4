//! A player's visible Suns and Moon value per activity (R6, R10.2), and the
//! final score (R9). Raymi, Cuzco, Sun bonuses, Temples and Step markers
//! read only these two functions.
use serde::Serialize;

use super::data;
use super::state::{PlayerState, SoloBoard};
use super::types::{Activity, Dir, PlayerId};

impl PlayerState {
    /// Visible Suns in an activity.
    pub fn visible_suns(&self, activity: Activity) -> u8 {
        if let Some(solo) = &self.solo {
            if let Some((suns, _)) = solo_track_value(solo, activity) {
                return suns;
            }
        }
        match activity {
            // R6.1: different colours owned.
            Activity::Pottery => self.pots.iter().filter(|&&n| n > 0).count() as u8,
            Activity::Weaving => loom_suns(self),
            // R6.3: every second revealed space shows a Sun.
            Activity::Terrace => self.maize_planted() / 2,
            // R6.4: Suns under the Islands that left the board.
            Activity::Reed => (0..4).filter(|&s| self.islands[s].is_some()).map(|s| data::ISLAND_SUNS[s]).sum(),
        }
    }

    /// Moon value of an activity.
    pub fn moon_value(&self, activity: Activity) -> u32 {
        if let Some(solo) = &self.solo {
            if let Some((_, moon)) = solo_track_value(solo, activity) {
                return moon;
            }
        }
        match activity {
            // R6.1: by the largest number of Pots of one colour.
            Activity::Pottery => data::POTTERY_MOON[*self.pots.iter().max().unwrap_or(&0) as usize],
            // R6.2: 4 per completely filled loom column.
            Activity::Weaving => {
                let full = (0..4).filter(|&c| (0..4).all(|r| self.loom[r * 4 + c].textile != 0)).count();
                full as u32 * data::LOOM_MOON_PER_COLUMN
            }
            // R6.3: the rightmost revealed Moon value (odd spaces 1, 3, ...).
            Activity::Terrace => match self.maize_planted() {
                0 => 0,
                k => data::TERRACE_MOON[(k as usize - 1) / 2],
            },
            // R6.4: the two highest Moon values among placed Islands.
            Activity::Reed => {
                let mut values: Vec<u32> = self.islands.iter().flatten().map(|&v| v as u32).collect();
                values.sort_unstable_by(|a, b| b.cmp(a));
                values.iter().take(2).sum()
            }
        }
    }

    /// Maize cubes moved off this board (R6.3).
    pub fn maize_planted(&self) -> u8 {
        data::MAIZE - self.maize_left
    }

    /// The activity's visible Suns and Moon value, all four at once.
    pub fn activity_values(&self) -> [(u8, u32); 4] {
        Activity::ALL.map(|a| (self.visible_suns(a), self.moon_value(a)))
    }
}

/// R10.2: the solo Pottery and Weaving tracks read their rightmost filled
/// space; Terrace and Reed work as on a player board.
fn solo_track_value(solo: &SoloBoard, activity: Activity) -> Option<(u8, u32)> {
    let (track, filled): (&[(u8, u32)], u8) = match activity {
        Activity::Pottery => (&data::SOLO_POTTERY_TRACK, solo.pottery),
        Activity::Weaving => (&data::SOLO_WEAVING_TRACK, solo.weaving),
        _ => return None,
    };
    Some(match filled {
        0 => (0, 0),
        n => track[n as usize - 1],
    })
}

/// R6.2: places where half-Suns of two different Textiles face each other.
fn loom_suns(p: &PlayerState) -> u8 {
    let mut count = 0;
    for cell in 0..16u8 {
        let here = p.loom[cell as usize];
        // Each shared edge is seen once: from its west or north cell.
        for dir in [Dir::East, Dir::South] {
            let Some(next) = dir.step(cell) else { continue };
            let there = p.loom[next as usize];
            if here.textile != 0
                && there.textile != 0
                && here.textile != there.textile
                && here.sun_edges & dir.bit() != 0
                && there.sun_edges & dir.opposite().bit() != 0
            {
                count += 1;
            }
        }
    }
    count
}

/// One seat's end-of-game result (R9, R10.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FinalScore {
    pub player: PlayerId,
    pub sun: u32,
    pub moon: u32,
    pub llamas: u32,
    /// Llama points added to Sun and to Moon.
    pub llama_to_sun: u32,
    pub llama_to_moon: u32,
    /// The lower of Sun and Moon after the Llamas.
    pub score: u32,
    /// 1-based place; tied players share a place.
    pub place: usize,
}

/// R9: split Llama points to maximise the lower score. Returns (to Sun, to Moon).
pub fn split_llama_points(sun: u32, moon: u32, points: u32) -> (u32, u32) {
    let to_sun = ((moon + points).saturating_sub(sun) / 2).min(points);
    (to_sun, points - to_sun)
}

/// R9: final scores and places. Viracochas become Llamas (the Ayllu's
/// already did); the Ayllu's Llamas are worth its difficulty board's points.
pub fn final_scores(players: &[PlayerState]) -> Vec<FinalScore> {
    let mut scores: Vec<FinalScore> = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let llamas = p.llamas + p.viracochas;
            let per_llama = match &p.solo {
                Some(solo) => data::DIFFICULTY_BOARDS[solo.difficulty as usize - 1].points_per_llama,
                None => data::LLAMA_POINTS,
            };
            let (to_sun, to_moon) = split_llama_points(p.sun, p.moon, llamas * per_llama);
            let (sun, moon) = (p.sun + to_sun, p.moon + to_moon);
            FinalScore { player: i, sun, moon, llamas, llama_to_sun: to_sun, llama_to_moon: to_moon, score: sun.min(moon), place: 0 }
        })
        .collect();
    // R9 ties: higher other score, then more Llamas; else shared. R10.7:
    // in solo the human wins only with a strictly higher score.
    let solo = players.iter().any(PlayerState::is_ayllu);
    let key = |s: &FinalScore| match solo {
        true => (s.score, players[s.player].is_ayllu() as u32, 0),
        false => (s.score, s.sun.max(s.moon), s.llamas),
    };
    for i in 0..scores.len() {
        let better = scores.iter().filter(|o| key(o) > key(&scores[i])).count();
        scores[i].place = better + 1;
    }
    scores
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r9_llama_points_go_to_the_lower_score() {
        assert_eq!(split_llama_points(10, 4, 8), (1, 7));
        assert_eq!(split_llama_points(4, 10, 4), (4, 0));
        assert_eq!(split_llama_points(5, 5, 3), (1, 2));
        assert_eq!(split_llama_points(0, 0, 0), (0, 0));
    }
}
