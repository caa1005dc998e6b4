//! Autosave (the Leptos todomvc pattern: an effect writes the game to
//! storage whenever it changes) and export to a file.
use std::time::Duration;

use leptos::ev;
use leptos::prelude::*;

use crate::browser::{files, storage};
use crate::ui::state::GameStore;
use crate::view::looks::complete_looks;

/// Which stored game the table is, and how the last save went.
#[derive(Clone, Copy)]
pub struct SaveStatus {
    /// The stored game's id; a new game gets one at its first save.
    pub id: RwSignal<Option<String>>,
    /// The last storage problem (storage full, private mode); play goes on.
    pub problem: RwSignal<Option<String>>,
    /// Bumped after every write, so lists of saved games refresh.
    pub version: RwSignal<u32>,
}

/// Start autosaving the context's game; call once in `App`.
///
/// The write (a few milliseconds of JSON and storage) waits until the
/// frame showing the change is painted, so a tap answers at once; a page
/// being hidden or closed writes at once whatever is still waiting.
pub fn provide_autosave(store: GameStore) -> SaveStatus {
    let status = SaveStatus { id: RwSignal::new(None), problem: RwSignal::new(None), version: RwSignal::new(0) };
    provide_context(status);
    let waiting = StoredValue::new(false);
    let write = move || {
        if !waiting.get_value() {
            return;
        }
        waiting.set_value(false);
        let seats = store.looks().get_untracked();
        store.game().with_untracked(|game| {
            let Some(game) = game else { return };
            let id = status.id.get_untracked().unwrap_or_else(storage::new_id);
            match storage::save(&id, game, &seats) {
                Ok(()) => {
                    status.id.set(Some(id));
                    status.problem.set(None);
                }
                Err(e) => status.problem.set(Some(e.to_string())),
            }
        });
        status.version.update(|v| *v += 1);
    };
    Effect::new(move |_| {
        store.looks().track();
        store.game().track();
        if !waiting.get_value() {
            waiting.set_value(true);
            request_animation_frame(move || set_timeout(write, Duration::ZERO));
        }
    });
    let on_hide = window_event_listener(ev::pagehide, move |_| write());
    let on_hidden = window_event_listener(ev::visibilitychange, move |_| write());
    on_cleanup(move || {
        on_hide.remove();
        on_hidden.remove();
    });
    status
}

/// Download the game in progress as a save file.
#[component]
pub fn ExportButton() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let export = move |_| {
        let seats = store.looks().get_untracked();
        let result = store.game().with_untracked(|g| {
            let game = g.as_ref().ok_or_else(|| "there is no game to export".to_string())?;
            let names: Vec<&str> = game.players().iter().map(|p| p.name.as_str()).collect();
            // The browser lowercases the names: the same Unicode rules as
            // `str::to_lowercase`, without its case tables in the wasm.
            let names = String::from(js_sys::JsString::from(names.join("-")).to_lower_case());
            let file = format!("ayar-{}-round{}.json", names.replace(' ', "_"), game.round());
            files::download(&file, &storage::export_text(game, &seats))
        });
        if let Err(e) = result {
            store.report(e);
        }
    };
    view! {
        <button type="button" class="button secondary" data-export="" on:click=export
            aria-label="Export this game to a file">
            "Export"
        </button>
    }
}

/// A storage problem, shown beside the table while play goes on.
#[component]
pub fn SaveProblem() -> impl IntoView {
    let status = expect_context::<SaveStatus>();
    move || {
        status
            .problem
            .get()
            .map(|m| view! { <p class="notice save-problem" role="status" data-storage-problem="">{m}</p> })
    }
}

/// Put the most recent unfinished saved game on the table, if any: the
/// app reopens exactly where it was left. Returns whether one was loaded.
pub fn resume_latest(store: GameStore, status: SaveStatus) -> bool {
    let Ok(games) = storage::list() else { return false };
    let Some(latest) = games.into_iter().find(|g| !g.over) else { return false };
    match storage::load(&latest.id) {
        Ok((game, seats)) => {
            let looks = complete_looks(&game, seats);
            store.load(game, looks);
            status.id.set(Some(latest.id));
            true
        }
        Err(e) => {
            status.problem.set(Some(e.to_string()));
            false
        }
    }
}
