//! A game shared (issue 32): its link as a QR code for a phone at the same
//! table, copied, or handed to the system's share sheet. Whoever opens it
//! gets the game as it stands, replayed move by move by their own app.
use leptos::prelude::*;

use crate::browser::{files, history};
use crate::saves::link;
use crate::ui::state::GameStore;
use crate::view::lang::{key, t};
use crate::view::problems::Problem;
use crate::view::qr::Qr;

/// The Menu's "Share this game": opens the code and its buttons.
#[component]
pub fn ShareGame() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let open = RwSignal::new(false);
    let toggle = move |_| {
        if store.game().with_untracked(Option::is_none) {
            return store.report(Problem::NoGame);
        }
        open.update(|o| *o = !*o);
    };
    view! {
        <button type="button" class="button secondary" data-share="" aria-expanded=move || open.get().to_string()
            on:click=toggle>{t(key::MENU_SHARE)}</button>
        <Show when=move || open.get()>
            <SharePanel />
        </Show>
    }
}

/// The game's link as it stands now (it follows the game): its QR code,
/// what it does, Copy and the system's share sheet.
#[component]
pub fn SharePanel() -> impl IntoView {
    let store = expect_context::<GameStore>();
    let address = Memo::new(move |_| {
        let looks = store.looks().get();
        let code = store.game().with(|g| g.as_ref().map(|g| link::encode(g, &looks)))?;
        history::link_to(&code)
    });
    let copied = RwSignal::new(false);
    let copy = move |_| {
        if let Some(url) = address.get_untracked() {
            copy_and_say(store, url, t(key::MENU_SHARE_NOTE), copied);
        }
    };
    let send = move |_| {
        let Some(url) = address.get_untracked() else { return };
        leptos::task::spawn_local(async move {
            files::share_link(&t(key::MENU_SHARE_TITLE), &url).await;
        });
    };
    let code = move || {
        let qr = address.with(|a| a.as_deref().and_then(Qr::of))?;
        let side = qr.side();
        Some(view! {
            <svg class="share-qr" viewBox=format!("0 0 {side} {side}") role="img" aria-label=t(key::MENU_SHARE_QR)
                shape-rendering="crispEdges">
                <rect width=side height=side fill="#fff" />
                <path d=qr.path() fill="#000" />
            </svg>
        })
    };
    view! {
        <div class="share-panel">
            {code}
            <p class="small">{t(key::MENU_SHARE_HOW)}</p>
            <div class="share-buttons">
                <button type="button" class="button secondary" data-share-copy="" on:click=copy>{t(key::MENU_SHARE_COPY)}</button>
                {copied_word(copied)}
                {files::can_share().then(|| view! {
                    <button type="button" class="button secondary" data-share-send="" on:click=send>{t(key::MENU_SHARE_SEND)}</button>
                })}
            </div>
        </div>
    }
}

/// Puts `text` on the clipboard; the strip then says `note`, and `copied`
/// turns true (a word beside the button tapped), or the strip says the
/// browser would not copy it.
pub fn copy_and_say(store: GameStore, text: String, note: String, copied: RwSignal<bool>) {
    leptos::task::spawn_local(async move {
        match files::copy_text(&text).await {
            true => {
                store.notify(note);
                copied.set(true);
            }
            false => store.report(Problem::LinkCopy),
        }
    });
}

/// "Copied." beside a button, once `copied`.
pub fn copied_word(copied: RwSignal<bool>) -> impl IntoView {
    view! { <span class="copied" role="status">{move || copied.get().then(|| t(key::COPIED))}</span> }
}
