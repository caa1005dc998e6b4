//! The player's settings, kept between visits.
use serde::{Deserialize, Serialize};

use super::lang::{key, Key, Lang};

/// Delays between the Ayllu's and the computers' visible steps (the key
/// of each one's name, and its milliseconds).
pub const SPEEDS: [(Key, u32); 4] =
    [(key::SPEED_INSTANT, 0), (key::SPEED_FAST, 300), (key::SPEED_NORMAL, 600), (key::SPEED_SLOW, 1500)];

/// Whether pieces travel: as the system asks (`prefers-reduced-motion`),
/// or always, or never.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MotionSetting {
    #[default]
    System,
    Full,
    Reduced,
}

/// The choices of the motion setting, as the settings show them: the key
/// of its name, its hook for the browser tests, and the setting.
pub const MOTIONS: [(Key, &str, MotionSetting); 3] = [
    (key::MOTION_SYSTEM, "system", MotionSetting::System),
    (key::MOTION_FULL, "full", MotionSetting::Full),
    (key::MOTION_REDUCED, "reduced", MotionSetting::Reduced),
];

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
    /// Sound effects on (the table's mute button turns them off).
    pub sound: bool,
    /// Their volume, 0 to 100.
    pub volume: u8,
    /// A short vibration on Confirm and on a person's scoring, where the
    /// device can.
    pub haptics: bool,
    pub motion: MotionSetting,
    /// The language chosen; none: the browser's preferred languages decide.
    pub language: Option<Lang>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            step_delay_ms: 600,
            auto_single: true,
            handover: false,
            sound: true,
            volume: 70,
            haptics: true,
            motion: MotionSetting::System,
            language: None,
        }
    }
}

impl Settings {
    /// Whether motion is reduced, given what the system asks.
    pub fn reduced_motion(&self, system_reduces: bool) -> bool {
        match self.motion {
            MotionSetting::System => system_reduces,
            MotionSetting::Full => false,
            MotionSetting::Reduced => true,
        }
    }

    /// The loudness of sound effects, 0..1 (0 when muted).
    pub fn loudness(&self) -> f64 {
        if self.sound {
            f64::from(self.volume.min(100)) / 100.0
        } else {
            0.0
        }
    }

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
        let s = Settings {
            step_delay_ms: 0,
            auto_single: false,
            handover: true,
            sound: false,
            volume: 30,
            haptics: false,
            motion: MotionSetting::Reduced,
            language: Some(Lang::De),
        };
        assert_eq!(Settings::from_json(&s.to_json()), s);
        assert_eq!(Settings::from_json("{\"handover\": true}"), Settings { handover: true, ..Settings::default() });
        assert_eq!(Settings::from_json("not json"), Settings::default());
    }

    #[test]
    fn settings_of_an_older_version_keep_sound_and_motion_on() {
        let old = Settings::from_json(r#"{"step_delay_ms": 300, "auto_single": true, "handover": false}"#);
        assert_eq!((old.step_delay_ms, old.sound, old.volume, old.haptics), (300, true, 70, true));
        assert_eq!(old.motion, MotionSetting::System);
        assert_eq!(old.language, None, "the browser's languages decide");
    }

    #[test]
    fn the_motion_setting_follows_the_system_unless_it_says_otherwise() {
        let mut s = Settings::default();
        assert!(s.reduced_motion(true) && !s.reduced_motion(false));
        s.motion = MotionSetting::Full;
        assert!(!s.reduced_motion(true));
        s.motion = MotionSetting::Reduced;
        assert!(s.reduced_motion(false));
    }

    #[test]
    fn mute_silences_whatever_the_volume() {
        let mut s = Settings { volume: 100, ..Settings::default() };
        assert_eq!(s.loudness(), 1.0);
        s.sound = false;
        assert_eq!(s.loudness(), 0.0);
        s = Settings { volume: 250, ..Settings::default() };
        assert_eq!(s.loudness(), 1.0, "a tampered volume is capped");
    }
}
