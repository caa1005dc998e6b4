//! The language concern: the language spoken, and the player's choice of
//! another. A choice is kept in the settings at once; the screens are drawn
//! again in it once it is loaded, and nothing else changes (the game, its
//! selection, the open drawer live in their own concerns).
use leptos::prelude::*;

use super::prefs::Prefs;
use crate::browser;
use crate::view::lang::{self, Lang};

#[derive(Clone, Copy)]
pub struct Language {
    prefs: Prefs,
    spoken: RwSignal<Lang>,
    ready: RwSignal<bool>,
    /// A language chosen that could not be loaded (offline before it was kept).
    failed: RwSignal<Option<Lang>>,
}

impl Language {
    /// Call once in `App`: the player's language (their choice, else the
    /// browser's preferred languages) is loaded before any screen shows.
    pub fn provide(prefs: Prefs) -> Language {
        let language = Language {
            prefs,
            spoken: RwSignal::new(lang::speaking()),
            ready: RwSignal::new(false),
            failed: RwSignal::new(None),
        };
        provide_context(language);
        let wanted = prefs.get().with_untracked(browser::lang::chosen);
        if wanted == lang::speaking() {
            // English, built in: the first screen draws at once.
            language.ready.set(true);
        } else {
            language.load(wanted);
        }
        language
    }

    /// The language spoken (reactive): whatever shows words reads it.
    pub fn get(&self) -> Lang {
        self.spoken.get()
    }

    /// The first language is loaded (or could not be): screens may show (reactive).
    pub fn ready(&self) -> bool {
        self.ready.get()
    }

    /// A language chosen that could not be loaded (reactive).
    pub fn failed(&self) -> Option<Lang> {
        self.failed.get()
    }

    /// The player chooses `lang`: kept for the next visit, spoken once loaded.
    pub fn choose(&self, lang: Lang) {
        self.prefs.set_language(lang);
        self.failed.set(None);
        self.load(lang);
    }

    fn load(&self, lang: Lang) {
        let me = *self;
        leptos::task::spawn_local(async move {
            match browser::lang::load(lang).await {
                Ok(catalog) => {
                    browser::lang::speak(catalog);
                    me.spoken.set(lang);
                }
                Err(_) => me.failed.set(Some(lang)),
            }
            me.ready.set(true);
        });
    }
}
