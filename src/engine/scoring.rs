//! A player's visible Suns and Moon value per activity (R6, R10.2), and the
//! final score (R9). Raymi, Cuzco, Sun bonuses, Temples and Step markers
//! read only these two functions.
use serde::Serialize;

use super::data;
use super::state::{PlayerState, SoloBoard};
use super::types::{Activity, Cell, Dir, PlayerId};

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
            Activity::Terrace => self.maize_planted() / data::MAIZE_PER_SUN,
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
                let full = (0..4).filter(|&c| (0..4).all(|r| self.loom[Cell::new(r, c).index()].textile != 0)).count();
                full as u32 * data::LOOM_MOON_PER_COLUMN
            }
            // R6.3: the rightmost revealed Moon value (odd spaces 1, 3, ...).
            Activity::Terrace => match self.maize_planted() {
                0 => 0,
                k => data::TERRACE_MOON[usize::from((k - 1) / data::MAIZE_PER_SUN)],
            },
            // R6.4: the two highest Moon values among placed Islands.
            Activity::Reed => {
                let mut values: Vec<u32> = self.islands.iter().flatten().map(|&v| v as u32).collect();
                crate::short_sort::sort_by(&mut values, |a, b| a > b);
                values.iter().take(2).sum()
            }
        }
    }

    /// Maize cubes moved off this board (R6.3).
    pub fn maize_planted(&self) -> u8 {
        data::MAIZE - self.maize_left
    }

    /// R9: which score is lower now, the one the game ends on (`None` when
    /// they are equal).
    pub fn lower_score(&self) -> Option<ScoreTrack> {
        ScoreTrack::lower_of(self.sun, self.moon)
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
    for cell in Cell::all() {
        let here = p.loom[cell.index()];
        // Each shared edge is seen once: from its west or north cell.
        for dir in [Dir::East, Dir::South] {
            let Some(next) = dir.step(cell) else { continue };
            let there = p.loom[next.index()];
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

/// A player's two scores (R9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ScoreTrack {
    Sun,
    Moon,
}

impl ScoreTrack {
    /// R9: the lower of a Sun and a Moon score (`None` when equal).
    pub fn lower_of(sun: u32, moon: u32) -> Option<ScoreTrack> {
        match sun.cmp(&moon) {
            std::cmp::Ordering::Less => Some(ScoreTrack::Sun),
            std::cmp::Ordering::Greater => Some(ScoreTrack::Moon),
            std::cmp::Ordering::Equal => None,
        }
    }
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

/// Seed solo "At game end, assign Llamas using the conversion printed on
/// the selected difficulty board to maximize the Ayllu's lower score"
/// (rules decision 14): whole Llamas, each worth `per_llama` to Sun or to
/// Moon; the highest lower score, and on a tie the most to Moon. Returns
/// the points (to Sun, to Moon).
pub fn assign_whole_llamas(sun: u32, moon: u32, llamas: u32, per_llama: u32) -> (u32, u32) {
    let lower = |to_sun: u32| (sun + to_sun * per_llama).min(moon + (llamas - to_sun) * per_llama);
    // `max_by_key` keeps the last best: count down so fewer to Sun wins a tie.
    let to_sun = (0..=llamas).rev().max_by_key(|&k| lower(k)).unwrap_or(0);
    (to_sun * per_llama, (llamas - to_sun) * per_llama)
}

/// R9: final scores and places. Viracochas become Llamas (the Ayllu's
/// already did); the Ayllu's Llamas are worth its difficulty board's points.
pub fn final_scores(players: &[PlayerState]) -> Vec<FinalScore> {
    let mut scores: Vec<FinalScore> = players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let llamas = p.llamas + p.viracochas;
            let (to_sun, to_moon) = match &p.solo {
                Some(solo) => {
                    let per_llama = data::difficulty_board(solo.difficulty).points_per_llama;
                    assign_whole_llamas(p.sun, p.moon, llamas, per_llama)
                }
                None => split_llama_points(p.sun, p.moon, llamas * data::LLAMA_POINTS),
            };
            let (sun, moon) = (p.sun + to_sun, p.moon + to_moon);
            FinalScore {
                player: i,
                sun,
                moon,
                llamas,
                llama_to_sun: to_sun,
                llama_to_moon: to_moon,
                score: sun.min(moon),
                place: 0,
            }
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

    #[test]
    fn solo_the_ayllu_assigns_whole_llamas_most_to_moon_on_a_tie() {
        // Sapa Inca (3 points per Llama), Sun 30, Moon 30, one Llama: 30, not 31.
        assert_eq!(assign_whole_llamas(30, 30, 1, 3), (0, 3));
        assert_eq!(assign_whole_llamas(20, 30, 4, 3), (12, 0)); // 32 / 30: lower 30
        assert_eq!(assign_whole_llamas(30, 30, 2, 3), (3, 3));
        assert_eq!(assign_whole_llamas(40, 30, 2, 2), (0, 4));
        assert_eq!(assign_whole_llamas(5, 5, 0, 2), (0, 0));
    }
}
