//! Keyboard players keep their place. A move redraws the targets, and the
//! one that had the focus goes with it: the focus falls back to the page
//! and the next Tab starts over (a screen reader says nothing). After a
//! change, if the last input was a key and nothing has the focus, the
//! first target of the new decision takes it. Touch and mouse players are
//! left alone.
use std::cell::Cell;

use wasm_bindgen::JsCast;

thread_local! {
    static KEYS: Cell<bool> = const { Cell::new(false) };
}

/// An input was seen (the page's one listener for every tap and key,
/// `Playback`'s): was it a key?
pub fn heard(event_type: &str) {
    KEYS.set(event_type == "keydown");
}

/// After a change: focus the first element matching `selector` when a
/// keyboard player's focus was lost with the target it was on.
pub fn keep(selector: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let lost = doc.active_element().is_none_or(|el| doc.body().is_some_and(|body| el == *body.unchecked_ref()));
    if KEYS.get() && lost {
        if let Some(el) = doc.query_selector(selector).ok().flatten() {
            let _ = el.unchecked_ref::<web_sys::HtmlElement>().focus();
        }
    }
}
