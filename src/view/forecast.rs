//! Forecasts players of the physical game ask for, from the engine's own
//! queries: which Ayar would retire if the Night started now, the next
//! Raymi tile on each path with every seat's standing against it, and
//! everyone's Sun and Moon with the lower one marked.
use super::looks::{ayar, seat_mark, SeatLook};
use super::words;
use crate::engine::{Ayar, Game, ScoreTrack};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forecast {
    pub retiring: Option<String>,
    /// One line per Ayar still walking: (Ayar, its line).
    pub paths: Vec<(Ayar, String)>,
    /// Per seat: name, Sun, Moon, Inti, and which score is lower.
    pub scores: Vec<(String, u32, u32, u8, Option<ScoreTrack>)>,
}

pub fn forecast(game: &Game, looks: &[SeatLook]) -> Forecast {
    let retiring = game
        .retiring_ayar()
        .map(|a| format!("{} (space {}) would retire if the Night started now.", ayar(a).name, game.board().space(a)));
    let name = |p: usize| seat_mark(game, looks, p).name;
    let paths = Ayar::ALL
        .into_iter()
        .filter(|&a| !game.board().is_retired(a))
        .map(|a| {
            let ahead = game.raymi_ahead(a);
            let text = match ahead.first() {
                Some(tile) => {
                    let who: Vec<String> = tile
                        .standings
                        .iter()
                        .map(|s| format!("{} {}{}", name(s.player), s.suns, if s.llama { "✓" } else { "✗" }))
                        .collect();
                    let more = match ahead.len() {
                        1 => String::new(),
                        n => format!("; then {} more", n - 1),
                    };
                    format!(
                        "next Raymi at {}: {}, a Llama at {}+ Suns ({}){more}",
                        tile.space,
                        words::activity_short(tile.activity),
                        tile.threshold,
                        who.join(", ")
                    )
                }
                None => "no Raymi tile ahead".to_string(),
            };
            (a, format!("{} ({}): {text}", ayar(a).short, game.board().space(a)))
        })
        .collect();
    let scores = (0..game.seats())
        .map(|p| {
            let s = game.player(p);
            (name(p), s.sun, s.moon, s.inti, s.lower_score())
        })
        .collect();
    Forecast { retiring, paths, scores }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Setup;

    #[test]
    fn the_forecast_reads_the_engines_answers() {
        let g = Game::new(Setup::new(5, &["Ana", "Bo"])).unwrap();
        let f = forecast(&g, &[]);
        assert_eq!(f.paths.len(), 4);
        assert!(f.paths.iter().all(|(_, line)| line.contains("next Raymi at 8") || line.contains("next Raymi at 14")));
        assert_eq!(f.scores.len(), 2);
        assert!(f.retiring.unwrap().contains("would retire"));
    }
}
