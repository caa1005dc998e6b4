//! What a seat's board prints and says beside its grid: the help of its
//! counters, the labels of its head, hand and cards, the Terrace card's
//! Maize row, the Reed card's Islands, and the Ayllu's solo board. Every
//! number comes from `data` or the game; every word from the words layer.
use super::words;
use crate::engine::data;
use crate::engine::{Activity, Ayar, Marker, SoloBoard, ViracochaBonus};
use crate::view::lang::{catalog::Arg, key, t, tf, Key};

/// The label of `name`'s board.
pub fn seat_board(name: &str) -> String {
    tf(key::BOARD_SEAT_BOARD, &[("name", Arg::Text(name))])
}

/// The first player's badge and its help.
pub fn first_player() -> (String, String) {
    (t(key::BOARD_FIRST_PLAYER), t(key::BOARD_FIRST_PLAYER_HELP))
}

/// The Sun and Moon counters' help (R9: the lower is the score).
pub fn sun_help() -> String {
    t(key::BOARD_SUN_HELP)
}

pub fn moon_help() -> String {
    t(key::BOARD_MOON_HELP)
}

/// A counter's name after its symbol ("☀ Sun").
pub fn counter(symbol: &str, number: super::preview::Number) -> String {
    format!("{symbol} {}", number.words())
}

/// The mark of a full Inti dial.
pub fn inti_max() -> String {
    t(key::BOARD_INTI_MAX)
}

/// The Inti counter's help (R3.8: the dial stops at its limit).
pub fn inti_help(full: bool) -> String {
    t(if full { key::BOARD_INTI_HELP_FULL } else { key::BOARD_INTI_HELP })
}

/// The Llama counter's help (R9).
pub fn llamas_help() -> String {
    tf(key::BOARD_LLAMAS_HELP, &[("points", Arg::Num(data::LLAMA_POINTS))])
}

/// The Viracocha counter's help: the two-Viracocha bonus, paying or not (R8).
pub fn viracochas_help(bonus: Option<ViracochaBonus>) -> String {
    match bonus {
        Some(b) => tf(key::BOARD_VIRACOCHAS_BONUS, &[("moon", Arg::Num(b.per_temple))]),
        None => tf(
            key::BOARD_VIRACOCHAS_HELP,
            &[("count", Arg::Num(data::VIRACOCHA_BONUS_MIN)), ("moon", Arg::Num(data::VIRACOCHA_BONUS_PER_TEMPLE))],
        ),
    }
}

/// The hand's label: the Step markers and the Temples.
pub fn hand() -> String {
    t(key::BOARD_HAND)
}

/// A Step marker in the hand: in hand, or laid this round.
pub fn hand_marker(m: Marker, available: bool) -> String {
    let marker = words::capital(&words::marker(m));
    tf(if available { key::BOARD_MARKER_IN_HAND } else { key::BOARD_MARKER_LAID }, &[("marker", Arg::Text(&marker))])
}

/// A Temple of the hand: left to place, or placed (R7.1).
pub fn hand_temple(a: Activity, left: bool) -> String {
    let key = if left { key::BOARD_TEMPLE_LEFT } else { key::BOARD_TEMPLE_PLACED };
    tf(key, &[("activity", Arg::Text(&words::activity(a)))])
}

/// The power control's name and its label (R5.2).
pub fn power(a: Activity) -> (String, String) {
    (t(key::BOARD_POWER), tf(key::BOARD_POWER_LABEL, &[("activity", Arg::Text(&words::activity(a)))]))
}

/// An activity's Moon scoring slot: the marker scored there, or empty (R3.5).
pub fn moon_slot(a: Activity, scored: Option<Marker>) -> String {
    let activity = words::activity(a);
    match scored {
        Some(m) => tf(
            key::BOARD_MOON_SLOT_SCORED,
            &[("activity", Arg::Text(&activity)), ("marker", Arg::Text(&words::marker(m)))],
        ),
        None => tf(key::BOARD_MOON_SLOT_EMPTY, &[("activity", Arg::Text(&activity))]),
    }
}

/// An activity card's figures in words: its visible Suns and Moon value (R6).
pub fn card_values(a: Activity, suns: u32, moon: u32) -> String {
    tf(
        key::BOARD_CARD_VALUES,
        &[("activity", Arg::Text(&words::activity(a))), ("suns", Arg::Num(suns)), ("moon", Arg::Num(moon))],
    )
}

/// The Pottery card's count of one colour's Pots (R6.1).
pub fn pots(colour: u8, count: u32) -> String {
    const POTS: [Key; 6] = [
        key::BOARD_POTS_RED,
        key::BOARD_POTS_OCHRE,
        key::BOARD_POTS_GREEN,
        key::BOARD_POTS_BLUE,
        key::BOARD_POTS_BLACK,
        key::BOARD_POTS_WHITE,
    ];
    tf(POTS[usize::from(colour) % POTS.len()], &[("count", Arg::Num(count))])
}

/// The Terrace card's Maize planted, of its spaces (R6.3).
pub fn maize(planted: u8) -> String {
    tf(key::BOARD_MAIZE, &[("planted", Arg::Num(planted.into())), ("spaces", Arg::Num(data::MAIZE.into()))])
}

/// The loom's name, and the Textile waiting to go on it (R6.2).
pub fn loom() -> String {
    t(key::BOARD_LOOM)
}

pub fn to_place(textile: crate::engine::Textile) -> String {
    tf(key::BOARD_TO_PLACE, &[("textile", Arg::Text(&words::textile(textile)))])
}

/// One box of the Terrace card's Maize row (R6.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaizeBox {
    /// Emptying it gives a Viracocha.
    pub viracocha: bool,
    /// Its spaces (1-based) and what each prints under its cube: a Sun on
    /// even spaces, a Moon value on odd ones.
    pub spaces: Vec<(u8, String)>,
}

/// The twelve Maize spaces in their four boxes; the leftmost cube leaves first.
pub fn maize_row() -> Vec<MaizeBox> {
    const BOX: u8 = 3;
    (0..data::MAIZE / BOX)
        .map(|b| MaizeBox {
            viracocha: data::VIRACOCHA_BOX_LAST_SPACES.contains(&((b + 1) * BOX)),
            spaces: (1..=BOX)
                .map(|k| {
                    let space = b * BOX + k;
                    let printed = match space % 2 {
                        0 => "☀".to_string(),
                        _ => data::TERRACE_MOON[usize::from(space - 1) / 2].to_string(),
                    };
                    (space, printed)
                })
                .collect(),
        })
        .collect()
}

/// R6.3: whether a Maize space shows what it prints: its cube has left
/// (the leftmost leave first).
pub fn maize_revealed(planted: u8, space: u8) -> bool {
    planted >= space
}

/// An Island chip of the Reed card: what it shows, and its label (R6.4).
pub fn island_chip(section: usize, placed: Option<u8>) -> (String, String) {
    match placed {
        Some(y) => (
            format!("→{y}"),
            tf(key::BOARD_ISLAND_PLACED, &[("section", Arg::Num(section as u32 + 1)), ("yellow", Arg::Num(y.into()))]),
        ),
        None => {
            let suns = data::ISLAND_SUNS[section];
            let args = [("section", Arg::Num(section as u32 + 1)), ("suns", Arg::Num(suns.into()))];
            (format!("☀{suns}"), tf(key::BOARD_ISLAND_WAITING, &args))
        }
    }
}

/// The Boat's place on its track.
pub fn boat_line(space: u32) -> String {
    tf(key::BOARD_BOAT_LINE, &[("space", Arg::Num(space)), ("end", Arg::Num(data::BOAT_END.into()))])
}

/// A space of the Ayllu's Pottery or Weaving track (R10.2, R10.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackSpace {
    pub suns: u8,
    pub moon: u32,
    pub filled: bool,
    /// The Bonus icon's space.
    pub bonus: bool,
    pub label: String,
}

/// The Ayllu's track of `activity` (Pottery or Weaving), `filled` spaces filled.
pub fn solo_track(activity: Activity, filled: u8) -> Vec<TrackSpace> {
    let values: &[(u8, u32)] = match activity {
        Activity::Pottery => &data::SOLO_POTTERY_TRACK,
        _ => &data::SOLO_WEAVING_TRACK,
    };
    let bonus_at = data::SOLO_BONUS_AT[activity.index()];
    values
        .iter()
        .zip(1u8..)
        .map(|(&(suns, moon), space)| {
            let bonus = space == bonus_at;
            let args = [("space", Arg::Num(space.into())), ("suns", Arg::Num(suns.into())), ("moon", Arg::Num(moon))];
            let label = tf(if bonus { key::BOARD_SOLO_SPACE_BONUS } else { key::BOARD_SOLO_SPACE }, &args);
            TrackSpace { suns, moon, filled: filled >= space, bonus, label }
        })
        .collect()
}

/// The Ayllu's difficulty board `level` in a sentence (R10.4).
pub fn difficulty_line(level: u8) -> String {
    let b = data::difficulty_board(level);
    let name = super::start::difficulty_name(level);
    let args = [
        ("name", Arg::Text(&name)),
        ("inti", Arg::Num(b.inti.into())),
        ("llamas", Arg::Num(b.llamas)),
        ("points", Arg::Num(b.points_per_llama)),
        ("moon", Arg::Num(b.moon_per_temple)),
    ];
    tf(key::BOARD_DIFFICULTY, &args)
}

/// The Ayllu's board beside its tracks, in four lines (R10): its Activity
/// tokens this round (flipped ones face up), the Step markers in its bag,
/// the Tambos in its supply, and each activity's personal bonus and Dawn
/// mark (`short`: the Ayars' short names, by `Ayar::index`).
pub fn solo_facts(s: &SoloBoard, short: &[&str; 4]) -> [String; 4] {
    let tokens: Vec<String> = s
        .tokens
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            if i < s.flipped {
                let token = data::AYLLU_TOKENS[usize::from(n) - 1];
                let modifier = format!("{:+}", token.modifier);
                let args = [
                    ("number", Arg::Num(token.number.into())),
                    ("moves", Arg::Num(token.moves.into())),
                    ("modifier", Arg::Text(&modifier)),
                ];
                tf(if token.temple { key::BOARD_SOLO_TOKEN_TEMPLE } else { key::BOARD_SOLO_TOKEN }, &args)
            } else {
                t(key::BOARD_SOLO_FACE_DOWN)
            }
        })
        .collect();
    let mut bag: Vec<Ayar> = s.bag.clone();
    crate::engine::short_sort::sort(&mut bag);
    let bag: Vec<&str> = bag.iter().map(|a| short[a.index()]).collect();
    let marks: Vec<String> = Activity::ALL
        .into_iter()
        .map(|a| {
            let key = match (s.bonus_scored[a.index()], s.dawn_marked[a.index()]) {
                (false, false) => key::BOARD_SOLO_OPEN_OPEN,
                (false, true) => key::BOARD_SOLO_OPEN_MARKED,
                (true, false) => key::BOARD_SOLO_SCORED_OPEN,
                (true, true) => key::BOARD_SOLO_SCORED_MARKED,
            };
            tf(key, &[("activity", Arg::Text(&words::activity_short(a)))])
        })
        .collect();
    [
        tf(key::BOARD_SOLO_TOKENS, &[("tokens", Arg::Text(&tokens.join("; ")))]),
        if bag.is_empty() {
            t(key::BOARD_SOLO_BAG_EMPTY)
        } else {
            tf(key::BOARD_SOLO_BAG, &[("markers", Arg::Text(&bag.join(", ")))])
        },
        tf(key::BOARD_SOLO_TAMBOS, &[("tambos", Arg::Num(s.tambos.into()))]),
        marks.join(" · "),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::lang::Lang;

    #[test]
    fn r6_3_the_maize_row_prints_suns_on_even_spaces_and_the_terrace_moon_values_on_odd_ones() {
        let row = maize_row();
        assert_eq!(row.len(), 4);
        let spaces: Vec<(u8, String)> = row.iter().flat_map(|b| b.spaces.clone()).collect();
        assert_eq!(spaces.len(), usize::from(data::MAIZE));
        assert_eq!(spaces.iter().map(|(s, _)| *s).collect::<Vec<_>>(), (1..=data::MAIZE).collect::<Vec<_>>());
        let moons: Vec<String> = spaces.iter().filter(|(s, _)| s % 2 == 1).map(|(_, p)| p.clone()).collect();
        assert_eq!(moons, data::TERRACE_MOON.map(|m| m.to_string()));
        assert!(spaces.iter().filter(|(s, _)| s % 2 == 0).all(|(_, p)| p == "☀"));
        // The boxes whose last space is a Viracocha box's, and only those.
        let boxes: Vec<bool> = row.iter().map(|b| b.viracocha).collect();
        let expected: Vec<bool> = (1..=4u8).map(|b| data::VIRACOCHA_BOX_LAST_SPACES.contains(&(b * 3))).collect();
        assert_eq!(boxes, expected);
        assert!(boxes.iter().any(|&v| v) && !boxes.iter().all(|&v| v));
    }

    #[test]
    fn r6_3_the_revealed_maize_spaces_show_the_terrace_values_the_engine_scores() {
        let game = crate::engine::Game::new(crate::engine::Setup::new(1, &["Ana", "Bo"])).unwrap();
        let mut p = game.player(0).clone();
        let spaces: Vec<(u8, String)> = maize_row().into_iter().flat_map(|b| b.spaces).collect();
        for planted in 0..=data::MAIZE {
            p.maize_left = data::MAIZE - planted;
            let shown: Vec<&str> =
                spaces.iter().filter(|(s, _)| maize_revealed(planted, *s)).map(|(_, v)| v.as_str()).collect();
            assert_eq!(shown.len(), usize::from(planted));
            let suns = shown.iter().filter(|v| **v == "☀").count();
            assert_eq!(suns, usize::from(p.visible_suns(Activity::Terrace)), "{planted} planted");
            let moon = shown.iter().rev().find(|v| **v != "☀").map_or(0, |m| m.parse().unwrap());
            assert_eq!(moon, p.moon_value(Activity::Terrace), "{planted} planted");
        }
    }

    #[test]
    fn r10_2_a_solo_track_marks_its_filled_spaces_and_its_bonus() {
        for activity in [Activity::Pottery, Activity::Weaving] {
            let track = solo_track(activity, 3);
            assert_eq!(track.iter().filter(|s| s.filled).count(), 3);
            assert!(track[..3].iter().all(|s| s.filled));
            let bonus: Vec<usize> = track.iter().enumerate().filter(|(_, s)| s.bonus).map(|(i, _)| i + 1).collect();
            assert_eq!(bonus, [usize::from(data::SOLO_BONUS_AT[activity.index()])]);
            assert!(track[bonus[0] - 1].label.ends_with(", Bonus"));
        }
        assert_eq!(solo_track(Activity::Pottery, 0).len(), data::SOLO_POTTERY_TRACK.len());
    }

    #[test]
    fn counters_say_the_numbers_of_the_rules_data() {
        assert_eq!(llamas_help(), format!("Llamas: {} points each at the end, to Sun or Moon", data::LLAMA_POINTS));
        assert!(viracochas_help(None).contains(&format!("+{} Moon", data::VIRACOCHA_BONUS_PER_TEMPLE)));
        assert!(viracochas_help(Some(ViracochaBonus { per_temple: 2, temples: 3 })).contains("bonus, +2 Moon"));
        assert_ne!(inti_help(true), inti_help(false));
        assert_eq!(island_chip(3, None).0, format!("☀{}", data::ISLAND_SUNS[3]));
        assert_eq!(island_chip(0, Some(5)), ("→5".to_string(), "Section 1 Island on yellow space 5".to_string()));
        let b = data::difficulty_board(3);
        let line = difficulty_line(3);
        assert!(line.starts_with(&format!("{}: started with Inti {}", b.name, b.inti)), "{line}");
    }

    use crate::view::lang::in_language as speaking;

    #[test]
    fn the_boards_words_are_spanish_and_german_with_the_rules_numbers() {
        let b = data::difficulty_board(2);
        let (es, de) = (speaking(Lang::Es, || difficulty_line(2)), speaking(Lang::De, || difficulty_line(2)));
        assert!(es.starts_with(&format!("Aprendiz: empezó con {} Inti y {} llamas", b.inti, b.llamas)), "{es}");
        assert!(de.starts_with(&format!("Lehrling: begann mit {} Inti und {} Llamas", b.inti, b.llamas)), "{de}");
        assert!(de.contains(&format!("+{} Mond pro Tempel", b.moon_per_temple)), "{de}");
        let llamas = speaking(Lang::Es, llamas_help);
        assert_eq!(llamas, format!("Llamas: {} puntos cada una al final, para Sol o Luna", data::LLAMA_POINTS));
        let bonus = speaking(Lang::De, || viracochas_help(None));
        assert!(bonus.contains(&format!(
            "{} bringen +{} Mond",
            data::VIRACOCHA_BONUS_MIN,
            data::VIRACOCHA_BONUS_PER_TEMPLE
        )));
        // Plurals: one Sun under the first Island, two under the last.
        assert_eq!(island_chip(0, None).1, "Section 1 Island still here: 1 Sun under it");
        assert_eq!(speaking(Lang::Es, || island_chip(0, None).1), "Isla del tramo 1 aún aquí: 1 Sol debajo");
        assert_eq!(speaking(Lang::De, || island_chip(3, None).1), "Insel von Abschnitt 4 noch hier: 2 Sonnen darunter");
        assert_eq!(card_values(Activity::Reed, 1, 4), "Reed bundling: 1 visible Sun, Moon value 4");
        assert!(speaking(Lang::De, || card_values(Activity::Reed, 2, 4)).contains(": 2 sichtbare Sonnen, Mondwert 4"));
        assert_eq!(speaking(Lang::Es, || pots(1, 3)), "Vasijas ocres: 3");
        assert_eq!(speaking(Lang::De, || maize(5)), format!("Mais: 5 von {} gepflanzt", data::MAIZE));
        assert_eq!(speaking(Lang::De, || inti_help(true)).matches("Inti").count(), 2);
        for lang in Lang::ALL {
            let all = speaking(lang, || {
                let mut all = vec![seat_board("Ana"), first_player().0, first_player().1, sun_help(), moon_help()];
                all.extend([inti_max(), hand(), loom(), to_place(crate::engine::Textile { suns: 1 })]);
                all.extend([
                    hand_marker(Marker::Gold, true),
                    hand_temple(Activity::Pottery, false),
                    power(Activity::Weaving).1,
                ]);
                all.extend([moon_slot(Activity::Terrace, Some(Marker::Manco)), moon_slot(Activity::Terrace, None)]);
                all.extend([
                    boat_line(3),
                    island_chip(1, Some(6)).1,
                    viracochas_help(Some(ViracochaBonus { per_temple: 2, temples: 1 })),
                ]);
                all.extend(solo_track(Activity::Weaving, 2).into_iter().map(|s| s.label));
                all
            });
            for text in &all {
                assert!(!text.is_empty() && !text.contains('{'), "{lang:?}: {text}");
            }
        }
        assert!(speaking(Lang::Es, || seat_board("Ana")) == "Tablero de Ana");
    }

    #[test]
    fn r10_the_solo_facts_say_the_tokens_bag_supply_and_marks_in_every_language() {
        let g = crate::engine::Game::new(crate::engine::Setup::solo(4, "Ana", 2)).unwrap();
        let seat = (0..g.seats()).find(|&p| g.player(p).is_ayllu()).unwrap();
        let mut solo = g.player(seat).solo.clone().unwrap();
        solo.flipped = 1;
        solo.tambos = 1;
        solo.bag.clear();
        let short = ["Manco", "Auca", "Cachi", "Uchu"];
        let token = data::AYLLU_TOKENS[usize::from(solo.tokens[0]) - 1];
        let [tokens, bag, tambos, marks] = solo_facts(&solo, &short);
        assert!(tokens.starts_with(&format!("Activity tokens this round: {}: move {}", token.number, token.moves)));
        assert_eq!(bag, "Bag: empty; all four return before the next draw");
        assert_eq!(tambos, "1 Tambo in its supply");
        assert!(marks.starts_with("Pottery: bonus open, Dawn open"), "{marks}");
        solo.tambos = 5;
        solo.bag = vec![Ayar::Uchu, Ayar::Manco];
        let [tokens, bag, tambos, _] = speaking(Lang::De, || solo_facts(&solo, &short));
        assert!(tokens.starts_with("Aktivitätsplättchen dieser Runde: ") && tokens.contains("verdeckt"), "{tokens}");
        assert_eq!((bag.as_str(), tambos.as_str()), ("Beutel: Manco, Uchu", "5 Tambos im Vorrat"));
        let [_, bag, tambos, marks] = speaking(Lang::Es, || solo_facts(&solo, &short));
        assert_eq!((bag.as_str(), tambos.as_str()), ("Bolsa: Manco, Uchu", "5 Tambos en su reserva"));
        assert!(marks.contains("bono pendiente, Amanecer pendiente"), "{marks}");
    }
}
