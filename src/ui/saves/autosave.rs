//! Autosave (the Leptos todomvc pattern: an effect writes the game to
//! storage whenever it changes) and export to a file.
use std::time::Duration;

use leptos::ev;
use leptos::prelude::*;

use super::durable::ask_persistence_once;
use super::SaveStatus;
use crate::browser::{files, storage};
use crate::saves::link::{self, Shared};
use crate::saves::record::Played;
use crate::saves::ImportDecision;
use crate::ui::state::GameStore;
use crate::view::lang::{key, t};
use crate::view::looks::complete_looks;
use crate::view::problems::{self, Problem};

/// Start autosaving the context's game; call once in `App`.
///
/// The write (a few milliseconds of JSON and storage) waits until the
/// frame showing the change is painted, so a tap answers at once; a page
/// being hidden or closed writes at once whatever is still waiting, and so
/// does a tab handing the game over to another. Only the game's one writer
/// writes (`SaveStatus::may_write`).
pub fn provide_autosave(store: GameStore) -> SaveStatus {
    let status = SaveStatus::new(store);
    provide_context(status);
    let waiting = StoredValue::new(false);
    let write = move || {
        if !waiting.get_value() {
            return;
        }
        waiting.set_value(false);
        // A game watched is a copy of a saved one: never written.
        if !status.may_write() || store.watching().with_untracked(Option::is_some) {
            return;
        }
        let seats = store.looks().get_untracked();
        let tutorial = store.is_tutorial().get_untracked();
        let Some((written, played)) = store.game().with_untracked(|game| {
            let game = game.as_ref()?;
            let id = status.id().get_untracked().unwrap_or_else(|| {
                // A new game has its id, and this tab its lock, at once.
                let id = storage::new_id();
                status.created(id.clone());
                id
            });
            // A game's result is recorded when it ends (issue 32): the
            // record keeps it after the game is deleted.
            let ended = js_sys::Date::now() as u64;
            let played = Played::of(game, &seats, &id, ended, None).filter(|_| !tutorial);
            Some((storage::save(&id, game, &seats, tutorial), played))
        }) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match written.await {
                Ok(()) => {
                    if let Some(mut played) = played {
                        // Only now is the daily list read, not at every move.
                        played.daily = storage::daily_of(&played.id).await;
                        let _ = storage::record_game(played).await;
                    }
                    status.saved();
                    ask_persistence_once(status);
                }
                Err(e) => status.storage_failed(e),
            }
            status.games_changed();
        });
    };
    status.set_flush(Callback::new(move |_| write()));
    Effect::new(move |_| {
        store.looks().track();
        store.game().track();
        store.is_tutorial().track();
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
            let game = g.as_ref().ok_or(Problem::NoGame)?;
            let names: Vec<&str> = game.players().iter().map(|p| p.name.as_str()).collect();
            // The browser lowercases the names: the same Unicode rules as
            // `str::to_lowercase`, without its case tables in the wasm.
            let names = String::from(js_sys::JsString::from(names.join("-")).to_lower_case());
            let file = format!("ayar-{}-round{}.json", names.replace(' ', "_"), game.round());
            files::download(&file, &storage::export_text(game, &seats))
        });
        if let Err(problem) = result {
            store.report(problem);
        }
    };
    view! {
        <button type="button" class="button secondary" data-export="" on:click=export
            aria-label=t(key::EXPORT_LABEL)>
            {t(key::EXPORT)}
        </button>
    }
}

/// Opens the game of a link (issue 32) by the identity rules of an
/// imported file: a new saved game, or the saved copy brought up to the
/// link, or the saved copy, as far along or further, opened as it is. A
/// link refused changes nothing. `done` hears whether the game is on the
/// table.
pub fn open_link(store: GameStore, status: SaveStatus, code: &str, done: impl FnOnce(Result<(), Problem>) + 'static) {
    let Shared { game, seats } = match link::decode(code) {
        Ok(shared) => shared,
        Err(e) => return done(Err(Problem::Link(e))),
    };
    leptos::task::spawn_local(async move {
        let looks = complete_looks(&game, seats);
        // A game played by link (issue 32): a move its saved copy holds
        // may not be rewritten, and the copy keeps who plays here.
        let by_link = looks.iter().any(|s| s.by_link);
        match storage::judge(&game).await {
            ImportDecision::New => {
                if let Some(at) = storage::rewritten_at(&game).await.filter(|_| by_link) {
                    return done(Err(Problem::LinkRewritten { at }));
                }
                let looks = link::seen_by_receiver(&game, looks);
                let id = storage::new_id();
                // On the table at once; the write goes on (written ahead).
                let written = storage::save(&id, &game, &looks, false);
                store.load(game, looks);
                status.created(id);
                done(Ok(()));
                match written.await {
                    Ok(()) => status.games_changed(),
                    Err(e) => status.storage_failed(e),
                }
            }
            ImportDecision::Update { id } => {
                let kept = storage::load(&id).await.ok().map(|(game, seats)| complete_looks(&game, seats));
                status.replace(id, game, kept.unwrap_or(looks), done)
            }
            ImportDecision::AlreadyThere { id, .. } => match storage::load(&id).await {
                Ok((game, seats)) => {
                    let looks = complete_looks(&game, seats);
                    store.load(game, looks);
                    status.opened(id);
                    done(Ok(()))
                }
                Err(e) => done(Err(Problem::Storage(e))),
            },
        }
    });
}

/// A storage problem, shown beside the table while play goes on.
#[component]
pub fn SaveProblem() -> impl IntoView {
    let status = expect_context::<SaveStatus>();
    move || {
        status
            .problem()
            .get()
            .map(|e| view! { <p class="notice save-problem" role="status" data-storage-problem="">{problems::storage(&e)}</p> })
    }
}

/// Put the most recent unfinished saved game (read at the start,
/// `storage::start`) on the table, if any: the app reopens exactly where
/// it was left. Returns whether one was loaded.
pub fn resume_latest(store: GameStore, status: SaveStatus, latest: Option<storage::Latest>) -> bool {
    let Some((latest, loaded)) = latest else { return false };
    match loaded {
        Ok((game, seats)) => {
            let looks = complete_looks(&game, seats);
            store.load(game, looks);
            store.set_tutorial(latest.tutorial);
            status.opened(latest.id);
            true
        }
        Err(e) => {
            status.storage_failed(e);
            false
        }
    }
}
