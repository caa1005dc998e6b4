//! The settings concern: the player's settings, kept in the browser's
//! storage between visits.
use leptos::prelude::*;

use crate::browser::storage;
use crate::view::settings::Settings;

#[derive(Clone, Copy)]
pub struct Prefs {
    settings: RwSignal<Settings>,
}

impl Prefs {
    pub fn load() -> Prefs {
        Prefs { settings: RwSignal::new(storage::load_settings()) }
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

    fn change(&self, f: impl FnOnce(&mut Settings)) {
        self.settings.update(f);
        self.settings.with_untracked(storage::save_settings);
    }
}
