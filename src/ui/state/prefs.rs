//! The settings concern: the player's settings, kept in the browser's
//! storage between visits.
use leptos::prelude::*;

use crate::browser::storage;
use crate::view::lang::Lang;
use crate::view::settings::{MotionSetting, Settings};

#[derive(Clone, Copy)]
pub struct Prefs {
    settings: RwSignal<Settings>,
}

impl Prefs {
    /// The settings as stored (`storage::start`).
    pub fn new(settings: Settings) -> Prefs {
        Prefs { settings: RwSignal::new(settings) }
    }

    pub fn get(&self) -> ReadSignal<Settings> {
        self.settings.read_only()
    }

    pub fn step_delay_ms(&self) -> u32 {
        self.settings.with_untracked(|s| s.step_delay_ms)
    }

    pub fn set_step_delay(&self, ms: u32) {
        self.change(|s| s.step_delay_ms = ms);
    }
    pub fn set_auto_single(&self, on: bool) {
        self.change(|s| s.auto_single = on);
    }
    pub fn set_handover(&self, on: bool) {
        self.change(|s| s.handover = on);
    }
    pub fn set_sound(&self, on: bool) {
        self.change(|s| s.sound = on);
    }
    pub fn set_volume(&self, volume: u8) {
        self.change(|s| s.volume = volume.min(100));
    }
    pub fn set_haptics(&self, on: bool) {
        self.change(|s| s.haptics = on);
    }
    pub fn set_language(&self, lang: Lang) {
        self.change(|s| s.language = Some(lang));
    }
    pub fn set_motion(&self, motion: MotionSetting) {
        self.change(|s| s.motion = motion);
    }

    /// A short vibration on Confirm, if the player wants them.
    pub fn buzz_confirm(&self) {
        if self.settings.with_untracked(|s| s.haptics) {
            crate::browser::sound::buzz(12);
        }
    }

    fn change(&self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
        self.settings.with_untracked(storage::save_settings);
    }
}
