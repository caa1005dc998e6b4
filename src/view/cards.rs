//! What a seat's board prints and says beside its grid: the help of its
//! counters, the Terrace card's Maize row, the Reed card's Islands, and the
//! Ayllu's solo tracks. Every number comes from `data` or the game.
use super::words::plural;
use crate::engine::data::{self, DifficultyBoard};
use crate::engine::{Activity, ViracochaBonus};

/// The Inti counter's help (R3.8: the dial stops at its limit).
pub fn inti_help(full: bool) -> &'static str {
    if full {
        "Inti dial: added to Sun at every Dawn. It is full: more Inti is lost"
    } else {
        "Inti dial: added to Sun at every Dawn"
    }
}

/// The Llama counter's help (R9).
pub fn llamas_help() -> String {
    format!("Llamas: {} each at the end, to Sun or Moon", plural(data::LLAMA_POINTS, "point"))
}

/// The Viracocha counter's help: the two-Viracocha bonus, paying or not (R8).
pub fn viracochas_help(bonus: Option<ViracochaBonus>) -> String {
    match bonus {
        Some(b) => {
            format!("Viracochas: the two-Viracocha bonus, +{} Moon per Temple of yours at each Night", b.per_temple)
        }
        None => format!(
            "Viracochas: {} give +{} Moon per Temple of yours at each Night",
            data::VIRACOCHA_BONUS_MIN,
            data::VIRACOCHA_BONUS_PER_TEMPLE
        ),
    }
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

/// An Island chip of the Reed card: what it shows, and its label (R6.4).
pub fn island_chip(section: usize, placed: Option<u8>) -> (String, String) {
    match placed {
        Some(y) => (format!("→{y}"), format!("Section {} Island on yellow space {y}", section + 1)),
        None => {
            let suns = data::ISLAND_SUNS[section];
            (format!("☀{suns}"), format!("Section {} Island still here: {suns} Suns under it", section + 1))
        }
    }
}

/// The Boat's place on its track.
pub fn boat_line(space: u32) -> String {
    format!("Boat {space}/{}", data::BOAT_END)
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
            let label = format!("space {space}: {suns} Suns, Moon {moon}{}", if bonus { ", Bonus" } else { "" });
            TrackSpace { suns, moon, filled: filled >= space, bonus, label }
        })
        .collect()
}

/// The Ayllu's difficulty board in a sentence (R10.4).
pub fn difficulty_line(b: &DifficultyBoard) -> String {
    format!(
        "{}: started with Inti {} and {}; {} per Llama at the end; +{} Moon per Temple it scores.",
        b.name,
        b.inti,
        plural(b.llamas, "Llama"),
        plural(b.points_per_llama, "point"),
        b.moon_per_temple
    )
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let line = difficulty_line(&b);
        assert!(line.starts_with(&format!("{}: started with Inti {}", b.name, b.inti)), "{line}");
    }
}
