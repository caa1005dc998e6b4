//! Forecasts players of the physical game ask for, from the engine's own
//! queries: which Ayar would retire if the Night started now, the next
//! Raymi tile on each path with every seat's standing against it, and
//! everyone's Sun and Moon with the lower one marked.
use super::looks::{ayar, seat_mark, SeatLook};
use super::words;
use crate::engine::{Ayar, Game, ScoreTrack};
use crate::view::lang::{catalog::Arg, key, t, tf};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forecast {
    pub retiring: Option<String>,
    /// One line per Ayar still walking: (Ayar, its line).
    pub paths: Vec<(Ayar, String)>,
    /// Per seat: name, Sun, Moon, Inti, and which score is lower.
    pub scores: Vec<(String, u32, u32, u8, Option<ScoreTrack>)>,
}

pub fn forecast(game: &Game, looks: &[SeatLook]) -> Forecast {
    let retiring = game.retiring_ayar().map(|a| {
        let args = [("ayar", Arg::Text(ayar(a).name)), ("space", Arg::Num(game.board().space(a).into()))];
        tf(key::BOARD_WOULD_RETIRE, &args)
    });
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
                    let activity = words::activity_short(tile.activity);
                    let who = who.join(", ");
                    let more = ahead.len() as u32 - 1;
                    let args = [
                        ("space", Arg::Num(tile.space.into())),
                        ("activity", Arg::Text(&activity)),
                        ("threshold", Arg::Num(tile.threshold.into())),
                        ("standings", Arg::Text(&who)),
                        ("more", Arg::Num(more)),
                    ];
                    tf(if more == 0 { key::BOARD_NEXT_RAYMI } else { key::BOARD_NEXT_RAYMI_MORE }, &args)
                }
                None => t(key::BOARD_NO_RAYMI),
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

    #[test]
    fn the_forecast_speaks_spanish_and_german() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let g = Game::new(Setup::new(5, &["Ana", "Bo"])).unwrap();
        let english = forecast(&g, &[]);
        speak_for_test(Lang::Es);
        let es = forecast(&g, &[]);
        speak_for_test(Lang::De);
        let de = forecast(&g, &[]);
        speak(Catalog::english());
        for ((en, es), de) in english.paths.iter().zip(&es.paths).zip(&de.paths) {
            // "then 1 more" ahead of 3 tiles on every path but none.
            let more = en.1.rsplit_once("; then ").map(|(_, n)| n.trim_end_matches(" more").to_string());
            let space = en.1.split("next Raymi at ").nth(1).and_then(|r| r.split(':').next()).unwrap();
            assert!(es.1.contains(&format!("próximo Raymi en {space}: ")), "{}", es.1);
            assert!(de.1.contains(&format!("nächstes Raymi auf {space}: ")), "{}", de.1);
            if let Some(n) = more {
                assert!(es.1.ends_with(&format!("; luego {n} más")) && de.1.ends_with(&format!("; danach noch {n}")));
            }
        }
        assert!(es.retiring.unwrap().ends_with("se retiraría si la Noche empezara ahora."));
        assert!(de.retiring.unwrap().contains("würde ausscheiden"));
    }
}
