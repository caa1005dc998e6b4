//! The browser's history, so Back closes what was opened and never leaves
//! the app by accident. Each entry the app pushes holds a depth (how many
//! layers were open: the table, a sheet, the rules); the entry the app was
//! loaded in becomes a guard: Back onto it pushes depth 0 again.
//! `crate::ui::state::Screens` decides the depths; this only talks to the
//! browser.
use leptos::ev;
use leptos::prelude::window_event_listener;
use wasm_bindgen::JsValue;

/// The state of the guard entry (any state that is not a depth reads so).
const GUARD: &str = "ayar-guard";

fn history() -> Option<web_sys::History> {
    web_sys::window()?.history().ok()
}

/// Trap Back at the first entry and report every Back (or Forward) as the
/// depth of the entry reached. Call once, at start.
pub fn start(on_pop: impl Fn(u32) + 'static) {
    let Some(history) = history() else { return };
    let _ = history.replace_state(&JsValue::from_str(GUARD), "");
    let _ = history.push_state(&JsValue::from_f64(0.0), "");
    // Lives as long as the page.
    let _listener = window_event_listener(ev::popstate, move |event| match event.state().as_f64() {
        Some(depth) => on_pop(depth as u32),
        None => {
            // Back from the start screen: stay in the app.
            push(0);
            on_pop(0);
        }
    });
}

/// A new entry on top of the current one, `depth` layers deep.
pub fn push(depth: u32) {
    if let Some(history) = history() {
        let _ = history.push_state(&JsValue::from_f64(depth.into()), "");
    }
}

/// Move `delta` entries (negative: back), as layers closed in the app.
pub fn go(delta: i32) {
    if let Some(history) = history() {
        let _ = history.go_with_delta(delta);
    }
}

/// The game's link in the address (`#g=...`, issue 32), taken out of it:
/// the address shows the app alone again, and a reload opens nothing twice.
pub fn take_game_link() -> Option<String> {
    let location = web_sys::window()?.location();
    let code = location.hash().ok()?.strip_prefix('#')?.to_string();
    if !code.starts_with(crate::saves::link::LINK_KEY) {
        return None;
    }
    let bare = format!("{}{}", location.pathname().ok()?, location.search().ok()?);
    // The entry keeps its state (its depth, once the app has started).
    let history = history()?;
    let _ = history.replace_state_with_url(&history.state().unwrap_or(JsValue::NULL), "", Some(&bare));
    Some(code)
}

/// The address of the app with `code` as its fragment: a game's link.
pub fn link_to(code: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    Some(format!("{}{}#{code}", location.origin().ok()?, location.pathname().ok()?))
}
