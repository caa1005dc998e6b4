//! Keyboard players keep their place. A move or a selection redraws the
//! targets position by position (`TargetLayer`), so the element that had
//! the focus may now stand for another place, or be gone (the focus falls
//! back to the page, and the next Tab starts over; a screen reader says
//! nothing). After such a change, when the last input was Enter or Space
//! on a target, the target of the same place takes the focus again if it
//! is still offered; else, if nothing has the focus, the first target of
//! what is to decide now. Touch and mouse players are left alone.
use std::cell::{Cell, RefCell};

use wasm_bindgen::JsCast;

thread_local! {
    static KEYS: Cell<bool> = const { Cell::new(false) };
    /// The place (`data-place`) a key pressed on a target acted on.
    static PRESSED: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// An input was seen (the page's one listener for every tap and key,
/// `Playback`'s): was it a key, and did it press a target?
pub fn heard(event: &web_sys::Event) {
    let key = event.dyn_ref::<web_sys::KeyboardEvent>();
    KEYS.set(key.is_some());
    let pressed = key.filter(|k| matches!(k.key().as_str(), "Enter" | " ")).and_then(|_| {
        let doc = web_sys::window()?.document()?;
        doc.active_element()?.get_attribute("data-place")
    });
    PRESSED.set(pressed);
}

/// After the targets changed: a keyboard player's focus goes back to the
/// place they pressed, or, lost, to the first element matching `selector`.
pub fn keep(selector: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let pressed = PRESSED.take();
    if !KEYS.get() {
        return;
    }
    let active = doc.active_element().filter(|el| doc.body().is_none_or(|body| *el != *body.unchecked_ref()));
    let place = active.as_ref().and_then(|el| el.get_attribute("data-place"));
    // Any target of that place (its element is drawn anew when the
    // selection changes).
    let again = pressed
        .filter(|p| place.as_ref() != Some(p))
        .and_then(|p| doc.query_selector(&format!(".target[data-place=\"{p}\"]")).ok().flatten());
    let first = || active.is_none().then(|| doc.query_selector(selector).ok().flatten()).flatten();
    if let Some(el) = again.or_else(first) {
        let _ = el.unchecked_ref::<web_sys::HtmlElement>().focus();
    }
}
