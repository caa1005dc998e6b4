//! Installing the game where it helps (issue 17): the browser's own offer
//! (`beforeinstallprompt`), kept until the player asks for it; on Safari
//! for iPad and iPhone, which makes no offer, a one-time card; neither
//! once the game runs installed (`display-mode: standalone`). web-sys has
//! no type for the offer's event, so its `prompt()` is called through
//! `Reflect`, as are `matchMedia` and `navigator.standalone`.
use std::cell::RefCell;

use js_sys::{Function, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Remembered once the iPad and iPhone card was dismissed.
const IOS_CARD_SEEN: &str = "ayar/ios-install-card-seen";

thread_local! {
    /// The browser's offer, until it is used.
    static OFFER: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

fn get(target: &JsValue, key: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(key)).ok().filter(|v| !v.is_undefined())
}

/// The game runs installed: a standalone window, or an iOS Home Screen app.
pub fn installed() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let standalone = get(&window, "matchMedia")
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&window, &JsValue::from_str("(display-mode: standalone)")).ok())
        .and_then(|list| get(&list, "matches"))
        .and_then(|m| m.as_bool())
        .unwrap_or(false);
    let home_screen = get(&window.navigator(), "standalone").and_then(|s| s.as_bool()).unwrap_or(false);
    standalone || home_screen
}

/// Safari on an iPad or iPhone, which offers no install prompt: Share,
/// then Add to Home Screen. (An iPad asks for the desktop site, so it
/// names itself a Mac with a touch screen.)
pub fn ios_safari() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let navigator = window.navigator();
    let agent = navigator.user_agent().unwrap_or_default();
    let touch = get(&navigator, "maxTouchPoints").and_then(|n| n.as_f64()).unwrap_or(0.0) > 1.0;
    let ios = ["iPad", "iPhone", "iPod"].iter().any(|d| agent.contains(d)) || (agent.contains("Macintosh") && touch);
    let other_browser = ["CriOS", "FxiOS", "EdgiOS", "OPiOS"].iter().any(|b| agent.contains(b));
    ios && agent.contains("Safari") && !other_browser
}

/// Listen for the browser's offer: `offered(true)` once it is kept (the
/// browser's own mini-bar is held back), `offered(false)` once the game
/// is installed. Call once.
pub fn listen(offered: impl Fn(bool) + Clone + 'static) {
    let Some(window) = web_sys::window() else { return };
    let on_offer = offered.clone();
    let offer = Closure::<dyn Fn(web_sys::Event)>::new(move |ev: web_sys::Event| {
        ev.prevent_default();
        OFFER.with(|o| *o.borrow_mut() = Some(ev.into()));
        on_offer(true);
    });
    let done = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
        OFFER.with(|o| o.borrow_mut().take());
        offered(false);
    });
    let _ = window.add_event_listener_with_callback("beforeinstallprompt", offer.as_ref().unchecked_ref());
    let _ = window.add_event_listener_with_callback("appinstalled", done.as_ref().unchecked_ref());
    // They listen for the page's lifetime.
    offer.forget();
    done.forget();
}

/// Show the browser's install prompt. An offer can be shown once: false
/// when there is none (any more).
pub fn prompt() -> bool {
    let Some(offer) = OFFER.with(|o| o.borrow_mut().take()) else { return false };
    get(&offer, "prompt").and_then(|f| f.dyn_into::<Function>().ok()).is_some_and(|prompt| prompt.call0(&offer).is_ok())
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The iPad and iPhone card was dismissed before.
pub fn ios_card_seen() -> bool {
    local_storage().and_then(|s| s.get_item(IOS_CARD_SEEN).ok().flatten()).is_some()
}

pub fn set_ios_card_seen() {
    if let Some(s) = local_storage() {
        let _ = s.set_item(IOS_CARD_SEEN, "1");
    }
}
