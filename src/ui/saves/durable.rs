//! Durable storage, as the saved-games panel shows it: the browser is
//! asked to keep the site's storage for good once a game is saved (once a
//! visit), and the panel says how much is used and whether it is kept.
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::SaveStatus;
use crate::browser::durable;

thread_local! {
    static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// After a game was saved: ask for persistent storage, once a visit and
/// only if the site does not have it already.
pub fn ask_persistence_once(status: SaveStatus) {
    if ASKED.replace(true) {
        return;
    }
    spawn_local(async move {
        let kept = match durable::persisted().await {
            Some(true) => Some(true),
            _ => durable::persist().await,
        };
        status.storage_kept(kept);
    });
}

/// "Storage: 42 KB used · kept for good" (or "may be cleared ...").
#[component]
pub fn StorageState() -> impl IntoView {
    let status = expect_context::<SaveStatus>();
    let used = RwSignal::new(None::<(f64, f64)>);
    // Refreshed after every save.
    Effect::new(move |_| {
        status.version().track();
        spawn_local(async move {
            used.set(durable::estimate().await);
            if status.persistent().get_untracked().is_none() {
                if let Some(kept) = durable::persisted().await {
                    status.storage_kept(Some(kept));
                }
            }
        });
    });
    let state = move || match status.persistent().get() {
        Some(true) => "persistent",
        Some(false) => "not-persistent",
        None => "unknown",
    };
    view! {
        <p class="small storage-state" data-storage-state=state>
            {move || crate::view::saved::storage(used.get(), status.persistent().get())}
        </p>
    }
}
