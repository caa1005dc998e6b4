//! The other seats as compact summaries (name, colour, Sun, Moon, Inti,
//! Llamas, the Step markers in hand), and which seat's board the table
//! shows large.
use super::looks::{seat_mark, SeatLook, SeatMark};
use crate::bot::search::Level;
use crate::engine::{Game, Marker, PlayerId, ScoreTrack};
use crate::view::lang::{catalog::Arg, key, tf};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSummary {
    pub seat: PlayerId,
    pub mark: SeatMark,
    pub sun: u32,
    pub moon: u32,
    /// Which of Sun and Moon is lower (R9: the final score).
    pub lower: Option<ScoreTrack>,
    pub inti: u8,
    /// The Inti dial is at its limit (R3.8): more Inti is lost.
    pub inti_full: bool,
    pub llamas: u32,
    pub viracochas: u32,
    /// Step markers that can still be laid this round (a Day turn each).
    pub in_hand: Vec<Marker>,
    pub first_player: bool,
    pub deciding: bool,
    pub ayllu: bool,
    pub computer: Option<Level>,
}

pub fn summary(game: &Game, looks: &[SeatLook], seat: PlayerId) -> SeatSummary {
    let p = game.player(seat);
    // At the end, the final figures with the Llamas split (R9), as on the
    // result cards beside the bar.
    let (sun, moon) = game
        .final_scores()
        .and_then(|finals| finals.into_iter().find(|f| f.player == seat))
        .map_or((p.sun, p.moon), |f| (f.sun, f.moon));
    SeatSummary {
        seat,
        mark: seat_mark(game, looks, seat),
        sun,
        moon,
        lower: ScoreTrack::lower_of(sun, moon),
        inti: p.inti,
        inti_full: p.inti_full(),
        llamas: p.llamas,
        viracochas: p.viracochas,
        in_hand: if p.is_ayllu() {
            Vec::new()
        } else {
            Marker::ALL.into_iter().filter(|&m| p.marker(m).available()).collect()
        },
        first_player: game.first_player() == seat,
        deciding: game.pending().is_some_and(|d| d.player == seat),
        ayllu: p.is_ayllu(),
        computer: looks.get(seat).and_then(|l| l.computer),
    }
}

/// The seat whose board the table shows large: the seat deciding now,
/// unless that is the Ayllu (it has no grid); then the previous focus.
/// Before anything is decided, the first person's seat.
pub fn focus(game: &Game, previous: Option<PlayerId>) -> PlayerId {
    let person = |p: PlayerId| !game.player(p).is_ayllu();
    game.pending()
        .map(|d| d.player)
        .filter(|&p| person(p))
        .or(previous.filter(|&p| p < game.seats() && person(p)))
        .or_else(|| (0..game.seats()).find(|&p| person(p)))
        .unwrap_or(0)
}

impl SeatSummary {
    /// Its button's words for assistive technology: the numbers it shows,
    /// and whose board it opens.
    pub fn label(&self) -> String {
        let args = [
            ("name", Arg::Text(&self.mark.name)),
            ("sun", Arg::Num(self.sun)),
            ("moon", Arg::Num(self.moon)),
            ("inti", Arg::Num(self.inti.into())),
            ("llamas", Arg::Num(self.llamas)),
            ("markers", Arg::Num(self.in_hand.len() as u32)),
        ];
        tf(if self.ayllu { key::SEAT_SUMMARY_AYLLU } else { key::SEAT_SUMMARY }, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;

    #[test]
    fn a_summary_says_its_numbers_and_whose_board_it_opens() {
        let g = Game::new(Setup::solo(2, "Ana", 3)).unwrap();
        let (ana, ayllu) = (summary(&g, &[], 0), summary(&g, &[], 1));
        assert_eq!(
            ana.label(),
            format!("Ana: Sun 0, Moon 0, Inti {}, 0 Llamas, 5 Step markers in hand. Show Ana's board.", ana.inti)
        );
        assert!(ayllu.label().ends_with("Show the Ayllu's board."), "{}", ayllu.label());
        crate::view::lang::speak_for_test(crate::view::lang::Lang::De);
        assert!(ana.label().starts_with("Ana: Sonne 0, Mond 0"), "{}", ana.label());
    }

    #[test]
    fn a_summary_counts_the_markers_in_hand_and_names_the_lower_score() {
        let mut g = Game::new(Setup::new(9, &["A", "B"])).unwrap();
        while g.phase() == crate::engine::Phase::Start {
            let a = g.legal_actions()[0];
            g.apply(a).unwrap();
        }
        let s = summary(&g, &[], 0);
        assert_eq!(s.in_hand.len(), 5, "every marker before the first Day turn");
        assert_eq!(s.lower, None, "Sun and Moon both 0");
        assert_eq!(s.mark.name, "A");
        let decider = g.pending().unwrap().player;
        assert!(summary(&g, &[], decider).deciding);
    }

    #[test]
    fn at_the_end_a_summary_gives_the_final_sun_and_moon_with_the_llamas() {
        let mut g = Game::new(Setup::new(12, &["A", "B"])).unwrap();
        while let Some(&a) = g.legal_actions().first() {
            g.apply(a).unwrap();
        }
        for f in g.final_scores().unwrap() {
            let s = summary(&g, &[], f.player);
            assert_eq!((s.sun, s.moon), (f.sun, f.moon));
            assert_eq!(s.lower, ScoreTrack::lower_of(f.sun, f.moon));
            let p = g.player(f.player);
            assert_eq!(s.sun + s.moon, p.sun + p.moon + 2 * p.llamas + 2 * p.viracochas, "the Llamas split in");
        }
    }

    #[test]
    fn the_focus_follows_the_person_deciding_and_skips_the_ayllu() {
        let g = Game::new(Setup::solo(2, "Ana", 3)).unwrap();
        assert_eq!(focus(&g, None), 0);
        assert_eq!(focus(&g, Some(1)), 0, "the Ayllu has no board to show large");
    }
}
