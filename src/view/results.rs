//! The game end's result cards (R9): each seat's final Sun and Moon, and
//! where they came from, in lines the card draws as they are. The numbers
//! are the engine's `final_scores` and score sheet; what is worked out
//! from them (each Dawn's Sun, the dial a seat started with) is worked out
//! here.
use super::words;
use crate::engine::{FinalScore, Game, PlayerState, ScoreTrack};
use crate::view::lang::{catalog::Arg, key, t, tf, Key};

/// One seat's result card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultCard {
    pub result: FinalScore,
    /// "1st".
    pub place: String,
    pub name: String,
    /// "1".."4", or "A" for the Ayllu.
    pub mark: String,
    /// The lower of Sun and Moon: the score (R9).
    pub lower: Option<ScoreTrack>,
    /// " = 61 + 3 from Llamas".
    pub sun_sum: String,
    /// "Inti added at each Dawn: 4 + 9 + 15 + 18".
    pub dawns: String,
    /// "Inti gained from Raymi 12, Cuzco 5, Sun bonuses 3".
    pub inti_sources: String,
    pub moon_sum: String,
    /// "Temples 30, two-Viracocha bonus 8, Step markers 12".
    pub moon_sources: String,
    pub llamas: String,
}

/// A place as an ordinal ("1st", "1.º", "1.").
pub fn place_name(place: usize) -> String {
    const PLACES: [Key; 4] = [key::PLACE_1, key::PLACE_2, key::PLACE_3, key::PLACE_4];
    t(PLACES[place.clamp(1, 4) - 1])
}

/// The Sun each Dawn added (the Inti dial then), from Sun after each round.
pub fn dawns(p: &PlayerState) -> Vec<u32> {
    let mut before = 0;
    p.score
        .after_round
        .iter()
        .map(|&(sun, _)| {
            let added = sun.saturating_sub(before);
            before = sun;
            added
        })
        .collect()
}

/// The Inti a seat's dial held before anything was gained (the Ayllu's
/// difficulty board can start it above 0, R10.4).
pub fn starting_dial(p: &PlayerState) -> u32 {
    let s = &p.score;
    u32::from(p.inti).saturating_sub(s.inti_raymi + s.inti_cuzco + s.inti_sun_bonus + s.inti_solo)
}

pub fn result_card(game: &Game, result: &FinalScore) -> ResultCard {
    let p = game.player(result.player);
    let s = &p.score;
    let dawns: Vec<String> = dawns(p).iter().map(u32::to_string).collect();
    let mut more = String::new();
    if s.inti_solo > 0 {
        more += &tf(key::BOARD_INTI_SOLO, &[("solo", Arg::Num(s.inti_solo))]);
    }
    if let n @ 1.. = starting_dial(p) {
        more += &tf(key::BOARD_INTI_START, &[("start", Arg::Num(n))]);
    }
    let sum = |score: u32, llamas: u32| {
        format!(" {}", tf(key::BOARD_FROM_LLAMAS, &[("score", Arg::Num(score)), ("llamas", Arg::Num(llamas))]))
    };
    let inti_sources = [
        ("raymi", Arg::Num(s.inti_raymi)),
        ("cuzco", Arg::Num(s.inti_cuzco)),
        ("bonus", Arg::Num(s.inti_sun_bonus)),
        ("more", Arg::Text(&more)),
    ];
    let moon_sources = [
        ("temples", Arg::Num(s.moon_temples)),
        ("bonus", Arg::Num(s.moon_viracocha_bonus)),
        ("markers", Arg::Num(s.moon_step_markers)),
    ];
    ResultCard {
        result: result.clone(),
        place: place_name(result.place),
        name: words::player_name(game, result.player),
        mark: if p.is_ayllu() { "A".to_string() } else { (result.player + 1).to_string() },
        lower: ScoreTrack::lower_of(result.sun, result.moon),
        sun_sum: sum(p.sun, result.llama_to_sun),
        dawns: tf(key::BOARD_DAWNS, &[("dawns", Arg::Text(&dawns.join(" + ")))]),
        inti_sources: tf(key::BOARD_INTI_SOURCES, &inti_sources),
        moon_sum: sum(p.moon, result.llama_to_moon),
        moon_sources: tf(key::BOARD_MOON_SOURCES, &moon_sources),
        llamas: words::llama_line(p, result),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::random::RandomBot;
    use crate::engine::Setup;

    fn finished(setup: Setup, seed: u64) -> Game {
        let mut game = Game::new(setup).unwrap();
        let mut bot = RandomBot::new(seed);
        while let Some(a) = bot.choose(&game) {
            game.apply(a).unwrap();
        }
        game
    }

    #[test]
    fn r9_each_dawn_and_the_starting_dial_add_up_to_the_sun_before_llamas() {
        for (seed, setup) in [(1, Setup::new(1, &["Ana", "Bo", "Cy"])), (2, Setup::solo(2, "Ana", 4))] {
            let game = finished(setup, seed);
            for result in game.final_scores().unwrap() {
                let p = game.player(result.player);
                let card = result_card(&game, &result);
                // Sun comes only from the dial at each Dawn (R8).
                assert_eq!(dawns(p).iter().sum::<u32>(), p.sun, "{}", card.dawns);
                assert_eq!(dawns(p).len(), 4, "one Dawn a round");
                // The dial never loses Inti: it holds its start and its gains
                // (less any lost to its limit, R3.8).
                let gains = p.score.inti_raymi + p.score.inti_cuzco + p.score.inti_sun_bonus + p.score.inti_solo;
                assert!(starting_dial(p) + gains >= u32::from(p.inti));
                assert!(card.sun_sum.contains(&format!("{} + {}", p.sun, result.llama_to_sun)));
                assert_eq!(card.lower, ScoreTrack::lower_of(result.sun, result.moon));
                assert!(card.dawns.starts_with("Inti added at each Dawn: "), "{}", card.dawns);
            }
        }
    }

    #[test]
    fn the_ayllus_card_names_its_mark_and_its_llamas_worth() {
        let game = finished(Setup::solo(5, "Ana", 3), 5);
        let finals = game.final_scores().unwrap();
        let ayllu = finals.iter().find(|f| game.player(f.player).is_ayllu()).unwrap();
        let card = result_card(&game, ayllu);
        assert_eq!(card.mark, "A");
        assert!(card.llamas.contains("each (Elder)"), "{}", card.llamas);
        assert!(["1st", "2nd"].contains(&card.place.as_str()));
    }

    #[test]
    fn a_result_card_speaks_spanish_and_german_with_the_score_sheets_numbers() {
        use crate::view::lang::{catalog::Catalog, speak, speak_for_test, Lang};
        let game = finished(Setup::solo(7, "Ana", 4), 7);
        let finals = game.final_scores().unwrap();
        let ayllu = finals.iter().find(|f| game.player(f.player).is_ayllu()).unwrap();
        let p = game.player(ayllu.player);
        let s = &p.score;
        let english = result_card(&game, ayllu);
        assert_eq!(english.sun_sum, format!(" = {} + {} from Llamas", p.sun, ayllu.llama_to_sun));
        assert!(english
            .inti_sources
            .starts_with(&format!("Inti gained from Raymi {}, Cuzco {}", s.inti_raymi, s.inti_cuzco)));
        let start = starting_dial(p);
        assert_eq!(english.inti_sources.ends_with(&format!(", starting dial {start}")), start > 0);
        speak_for_test(Lang::Es);
        let es = result_card(&game, ayllu);
        speak_for_test(Lang::De);
        let de = result_card(&game, ayllu);
        speak(Catalog::english());
        assert_eq!(es.moon_sum, format!(" = {} + {} por las llamas", p.moon, ayllu.llama_to_moon));
        assert_eq!(es.dawns, english.dawns.replace("Inti added at each Dawn", "Inti sumado en cada Amanecer"));
        assert_eq!(es.inti_sources.ends_with(&format!(", disco inicial {start}")), start > 0, "{}", es.inti_sources);
        assert_eq!(es.inti_sources.contains(", bonos del Ayllu y marcas de Amanecer "), s.inti_solo > 0);
        assert_eq!(
            de.moon_sources,
            format!(
                "Tempel {}, Bonus für zwei Viracochas {}, Schrittmarker {}",
                s.moon_temples, s.moon_viracocha_bonus, s.moon_step_markers
            )
        );
        assert!(de.inti_sources.starts_with("Inti erhalten aus Raymi "), "{}", de.inti_sources);
        for text in [&es.sun_sum, &es.inti_sources, &de.sun_sum, &de.dawns, &de.inti_sources] {
            assert!(!text.contains('{'), "{text}");
        }
    }
}
