//! Registers the service worker once, and tells the player when a new
//! version is ready; they choose when to reload (the game is autosaved).
use leptos::prelude::*;

use crate::browser::update;
use crate::view::lang::{key, t};

#[component]
pub fn UpdateBanner() -> impl IntoView {
    let ready = RwSignal::new(false);
    update::register(move || ready.set(true));
    view! {
        {move || ready.get().then(|| view! {
            <div class="update-banner" role="status" data-update-ready="">
                <span>{t(key::UPDATE_READY)}</span>
                <button type="button" class="button primary" on:click=move |_| update::apply_update()>
                    {t(key::RELOAD_NOW)}
                </button>
                <button type="button" class="button secondary" on:click=move |_| ready.set(false)>{t(key::LATER)}</button>
            </div>
        })}
    }
}
