//! The player's settings, kept between visits.
use serde::{Deserialize, Serialize};

/// Delays between the Ayllu's and the computers' visible steps.
pub const SPEEDS: [(&str, u32); 4] = [("Instant", 0), ("Fast", 300), ("Normal", 600), ("Slow", 1500)];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Milliseconds between the Ayllu's and the computers' visible steps.
    pub step_delay_ms: u32,
    /// A decision with exactly one legal option plays itself.
    pub auto_single: bool,
    /// Pass-and-play: a hand-over screen before each person's turn (the
    /// game has no hidden hands, so it is off unless a table wants it).
    pub handover: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { step_delay_ms: 600, auto_single: true, handover: false }
    }
}

impl Settings {
    /// Settings read back from storage; anything unreadable gives the defaults.
    pub fn from_json(text: &str) -> Settings {
        serde_json::from_str(text).unwrap_or_default()
    }
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_survive_damage() {
        let s = Settings { step_delay_ms: 0, auto_single: false, handover: true };
        assert_eq!(Settings::from_json(&s.to_json()), s);
        assert_eq!(Settings::from_json("{\"handover\": true}"), Settings { handover: true, ..Settings::default() });
        assert_eq!(Settings::from_json("not json"), Settings::default());
    }
}
