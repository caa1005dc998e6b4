//! When the app panics: a recovery screen instead of a frozen board. The
//! release build aborts on panic, so once the hook returns the wasm
//! instance is dead: the screen is built here with plain DOM calls, and
//! its two controls (a link that reloads, a link that downloads the save)
//! need no wasm to work. The worker's hook tells the page instead.
use std::cell::RefCell;

use wasm_bindgen::JsValue;

use crate::computer::PANICKED;
use crate::view::lang::{key, t};

thread_local! {
    /// The stored game on the table, whose save the screen offers.
    static CURRENT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The page's game is now the stored game `id` (or none).
pub fn remember_game(id: Option<&str>) {
    CURRENT.with(|c| {
        if let Ok(mut c) = c.try_borrow_mut() {
            *c = id.map(str::to_string);
        }
    });
}

/// Install the page's panic hook; call first thing.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&JsValue::from_str(&format!("Ayar stopped: {message}")));
        let _ = show_screen(&message);
    }));
}

/// Install the thinking worker's panic hook: the page hears why, stops
/// the worker and thinks on its own (`crate::browser::thinker`).
pub fn install_in_worker(scope: web_sys::DedicatedWorkerGlobalScope) {
    std::panic::set_hook(Box::new(move |info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("Ayar's thinking worker stopped: {info}")));
        // The page shows the panic's own words (the place is in this console).
        let said = info.payload_as_str().unwrap_or("a panic");
        let _ = scope.post_message(&JsValue::from_str(&format!("{PANICKED}{said}")));
    }));
}

/// The recovery screen over everything; `None` if the page is gone.
fn show_screen(message: &str) -> Option<()> {
    let window = web_sys::window()?;
    let document = window.document()?;
    if document.get_element_by_id("recovery").is_some() {
        return Some(()); // a second panic: the screen is up already
    }
    let body = document.body()?;
    let element = |tag: &str, text: &str| -> Option<web_sys::Node> {
        let e = document.create_element(tag).ok()?;
        e.set_text_content(Some(text));
        Some(e.into())
    };
    let id = CURRENT.try_with(|c| c.try_borrow().ok().and_then(|c| c.clone())).ok().flatten();
    let save = id.and_then(|id| super::storage::stored_text(&id));

    let screen = document.create_element("div").ok()?;
    screen.set_id("recovery");
    screen.set_class_name("recovery");
    for (name, value) in [("role", "alertdialog"), ("aria-modal", "true"), ("aria-labelledby", "recovery-heading")] {
        screen.set_attribute(name, value).ok()?;
    }
    let panel = document.create_element("section").ok()?;
    panel.set_class_name("panel recovery-panel");
    let heading = document.create_element("h2").ok()?;
    heading.set_text_content(Some(&t(key::CRASH_HEADING)));
    heading.set_id("recovery-heading");
    panel.append_child(&heading).ok()?;
    let said = t(if save.is_some() { key::CRASH_SAVED } else { key::CRASH_UNSAVED });
    panel.append_child(&element("p", &said)?).ok()?;
    let actions = document.create_element("div").ok()?;
    actions.set_class_name("recovery-actions");
    // A plain link back to the app (without any query, so a flag that
    // caused this is not repeated).
    let reload = document.create_element("a").ok()?;
    reload.set_text_content(Some(&t(key::CRASH_RELOAD)));
    reload.set_class_name("button primary");
    reload.set_attribute("href", &window.location().pathname().unwrap_or_else(|_| "./".into())).ok()?;
    actions.append_child(&reload).ok()?;
    if let Some(text) = save {
        let link = document.create_element("a").ok()?;
        link.set_text_content(Some(&t(key::DOWNLOAD_SAVE)));
        link.set_class_name("button secondary");
        link.set_attribute("download", "ayar-save.json").ok()?;
        link.set_attribute("href", &blob_url(&text)?).ok()?;
        actions.append_child(&link).ok()?;
    }
    panel.append_child(&actions).ok()?;
    let details = document.create_element("details").ok()?;
    details.append_child(&element("summary", &t(key::DETAILS))?).ok()?;
    details.append_child(&element("pre", message)?).ok()?;
    panel.append_child(&details).ok()?;
    screen.append_child(&panel).ok()?;
    // The frozen app below can no longer be used or focused.
    if let Some(app) = document.query_selector(".app").ok().flatten() {
        let _ = app.set_attribute("inert", "");
    }
    body.append_child(&screen).ok()?;
    Some(())
}

fn blob_url(text: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// The request text the worker gets for a test panic.
#[cfg(feature = "test-hooks")]
const TEST_PANIC_REQUEST: &str = "test-panic";

/// Test builds only (feature `test-hooks`): panic here when the page's
/// address asks for it (`?test-panic=app` at the next play).
#[cfg(feature = "test-hooks")]
pub fn test_point(place: &str) {
    if test_flag() == Some(place.to_string()) {
        panic!("test panic at {place} (feature test-hooks, ?test-panic={place})");
    }
}

#[cfg(not(feature = "test-hooks"))]
#[inline(always)]
pub fn test_point(_place: &str) {}

/// Test builds only: with `?test-panic=worker` the next question to the
/// worker is one it panics on.
#[cfg(feature = "test-hooks")]
pub fn worker_request(text: String) -> String {
    if test_flag().as_deref() == Some("worker") {
        return TEST_PANIC_REQUEST.to_string();
    }
    text
}

#[cfg(not(feature = "test-hooks"))]
#[inline(always)]
pub fn worker_request(text: String) -> String {
    text
}

/// Test builds only: the worker panics on the test request.
#[cfg(feature = "test-hooks")]
pub fn worker_test_point(request: &str) {
    if request == TEST_PANIC_REQUEST {
        panic!("test panic in the thinking worker (feature test-hooks)");
    }
}

#[cfg(not(feature = "test-hooks"))]
#[inline(always)]
pub fn worker_test_point(_request: &str) {}

#[cfg(feature = "test-hooks")]
fn test_flag() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("test-panic=").map(str::to_string))
}
