//! The service worker: registered at start for offline play. When a new
//! version is deployed, its worker waits; the player is told and chooses
//! when to switch (`apply_update`), and the page reloads once it has.
use std::sync::atomic::{AtomicBool, Ordering};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Set when the player chose to switch to the waiting version.
static UPDATE_REQUESTED: AtomicBool = AtomicBool::new(false);

/// Register `sw.js`; `on_update_ready` runs when a new version is waiting.
pub fn register(on_update_ready: impl Fn() + 'static) {
    let Some(window) = web_sys::window() else { return };
    let container = window.navigator().service_worker();
    let on_update_ready = std::rc::Rc::new(on_update_ready);
    let registered = Closure::<dyn FnMut(JsValue)>::new(move |value: JsValue| {
        let Ok(registration) = value.dyn_into::<web_sys::ServiceWorkerRegistration>() else { return };
        // Already waiting (found on an earlier visit).
        if registration.waiting().is_some() && has_controller() {
            on_update_ready();
        }
        let ready = on_update_ready.clone();
        let reg = registration.clone();
        let found = Closure::<dyn FnMut()>::new(move || {
            let Some(worker) = reg.installing() else { return };
            let ready = ready.clone();
            let watched = worker.clone();
            let changed = Closure::<dyn FnMut()>::new(move || {
                // Installed while a page is controlled: an update, not the first visit.
                if watched.state() == web_sys::ServiceWorkerState::Installed && has_controller() {
                    ready();
                }
            });
            worker.set_onstatechange(Some(changed.as_ref().unchecked_ref()));
            changed.forget();
        });
        registration.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
        found.forget();
    });
    let _ = container.register("sw.js").then(&registered);
    registered.forget();
    // The new worker the player asked for took over: reload into it. (The
    // first visit's worker also takes control; that must not reload.)
    let reload = Closure::<dyn FnMut()>::new(move || {
        if UPDATE_REQUESTED.load(Ordering::Relaxed) {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
    container.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
    reload.forget();
}

fn has_controller() -> bool {
    web_sys::window().is_some_and(|w| w.navigator().service_worker().controller().is_some())
}

/// Ask the waiting worker to take over (the page then reloads).
pub fn apply_update() {
    UPDATE_REQUESTED.store(true, Ordering::Relaxed);
    let Some(window) = web_sys::window() else { return };
    let container = window.navigator().service_worker();
    let post = Closure::once(move |value: JsValue| {
        let Ok(registration) = value.dyn_into::<web_sys::ServiceWorkerRegistration>() else { return };
        if let Some(waiting) = registration.waiting() {
            let message = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&message, &"type".into(), &"SKIP_WAITING".into());
            let _ = waiting.post_message(&message);
        }
    });
    let _ = container.get_registration().then(&post);
    post.forget();
}
