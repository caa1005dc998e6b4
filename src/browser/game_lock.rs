//! One writer per game, across tabs: a Web Lock per saved game, held by
//! the tab that may play and save it (the browser frees it when that tab
//! closes or crashes). A tab taking a game over first asks its holder, on
//! a BroadcastChannel, to save and let go, so no action is lost; a holder
//! that does not answer (a frozen tab) has its lock stolen after a while.
//! Without Web Locks (old browsers) every tab may write, as before.
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::{closure::Closure, JsCast, JsValue};

const CHANNEL: &str = "ayar-games";
/// How long a holder gets to save and let go before its lock is stolen.
const PATIENCE: Duration = Duration::from_millis(1500);

fn lock_name(id: &str) -> String {
    format!("ayar-game-{id}")
}

/// A callback that runs at most once, shared by the ways it may be called.
type Once<T> = Rc<Cell<Option<Box<dyn FnOnce(T)>>>>;

fn once<T>(f: impl FnOnce(T) + 'static) -> Once<T> {
    Rc::new(Cell::new(Some(Box::new(f))))
}

fn call<T>(once: &Once<T>, value: T) {
    if let Some(f) = once.take() {
        f(value)
    }
}

/// A lock this tab holds; `release` lets it go.
pub struct Held {
    /// Resolves the promise the lock was granted for (None: no Web Locks).
    resolve: Option<js_sys::Function>,
}

impl Held {
    pub fn release(self) {
        if let Some(resolve) = self.resolve {
            let _ = resolve.call0(&JsValue::NULL);
        }
    }
}

/// `navigator.locks.request(name, options, callback)`; None without Web Locks.
fn request(name: &str, options: &js_sys::Object, callback: &JsValue) -> Option<js_sys::Promise> {
    let navigator = web_sys::window()?.navigator();
    let locks = js_sys::Reflect::get(&navigator, &JsValue::from_str("locks")).ok().filter(|l| !l.is_undefined())?;
    let request: js_sys::Function =
        js_sys::Reflect::get(&locks, &JsValue::from_str("request")).ok()?.dyn_into().ok()?;
    request.call3(&locks, &JsValue::from_str(name), options, callback).ok()?.dyn_into().ok()
}

fn options(pairs: &[(&str, JsValue)]) -> js_sys::Object {
    let object = js_sys::Object::new();
    for (key, value) in pairs {
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
    }
    object
}

/// Ask for game `id`'s lock with `options`. `granted` gets the lock (or
/// None when `ifAvailable` found it held); `lost` runs if it is stolen
/// later. Returns false when the browser has no Web Locks.
fn ask(
    id: &str,
    options: js_sys::Object,
    granted: impl FnOnce(Option<Held>) + 'static,
    lost: impl FnOnce() + 'static,
) -> bool {
    let was_granted = Rc::new(Cell::new(false));
    let flag = was_granted.clone();
    let callback = Closure::once_into_js(move |lock: JsValue| -> JsValue {
        if lock.is_null() {
            granted(None);
            return JsValue::UNDEFINED;
        }
        flag.set(true);
        // Held until this promise resolves.
        let mut resolve = None;
        let held = js_sys::Promise::new(&mut |ok, _| resolve = Some(ok));
        granted(Some(Held { resolve }));
        held.into()
    });
    let Some(promise) = request(&lock_name(id), &options, &callback) else { return false };
    // Rejected after the grant: stolen by another tab. Before it: this
    // request was given up (aborted).
    let on_reject = Closure::<dyn FnMut(JsValue)>::once(move |_: JsValue| {
        if was_granted.get() {
            lost();
        }
    });
    let _ = promise.catch(&on_reject);
    on_reject.forget();
    true
}

/// Take game `id`'s lock if no other tab holds it: `done(Some)` when taken
/// (at once when the browser has no Web Locks), `done(None)` when held
/// elsewhere. `lost` runs if another tab steals it later.
pub fn try_take(id: &str, done: impl FnOnce(Option<Held>) + 'static, lost: impl FnOnce() + 'static) {
    let done = once(done);
    let later = done.clone();
    if !ask(id, options(&[("ifAvailable", JsValue::TRUE)]), move |held| call(&later, held), lost) {
        call(&done, Some(Held { resolve: None }));
    }
}

/// Take game `id` over from the tab holding it: ask it to save and let go,
/// wait for the lock, and steal it if the holder does not answer in time.
pub fn take_over(id: &str, done: impl FnOnce(Held) + 'static, lost: impl Fn() + 'static) {
    post_release(id);
    let done = once(done);
    let lost = Rc::new(lost);
    let Ok(controller) = web_sys::AbortController::new() else {
        return call(&done, Held { resolve: None });
    };
    let (first, first_lost) = (done.clone(), lost.clone());
    let asked = ask(
        id,
        options(&[("signal", controller.signal().into())]),
        move |held| match (first.take(), held) {
            (Some(done), Some(held)) => done(held),
            // Taken meanwhile by this tab's own steal: not needed.
            (None, Some(held)) => held.release(),
            _ => {}
        },
        move || first_lost(),
    );
    if !asked {
        return call(&done, Held { resolve: None });
    }
    let id = id.to_string();
    leptos::prelude::set_timeout(
        move || {
            // Not granted in time: give up waiting, and steal.
            let Some(waiting) = done.take() else { return };
            controller.abort();
            let waiting = once(waiting);
            let steal = options(&[("steal", JsValue::TRUE)]);
            ask(&id, steal, move |held| held.into_iter().for_each(|held| call(&waiting, held)), move || lost());
        },
        PATIENCE,
    );
}

thread_local! {
    /// The tab's one channel: it hears every other tab, never itself.
    static CHANNEL_OF_TAB: std::cell::RefCell<Option<web_sys::BroadcastChannel>> = const { std::cell::RefCell::new(None) };
}

/// Ask whichever tab holds game `id` to save it and let go.
fn post_release(id: &str) {
    CHANNEL_OF_TAB.with(|c| {
        if let Some(channel) = c.borrow().as_ref() {
            let _ = channel.post_message(&JsValue::from_str(id));
        }
    });
}

/// Listen for other tabs asking to take a game over: `asked(id)`. Call once.
pub fn listen(asked: impl Fn(String) + 'static) {
    let Ok(channel) = web_sys::BroadcastChannel::new(CHANNEL) else { return };
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |message: web_sys::MessageEvent| {
        if let Some(id) = message.data().as_string() {
            asked(id);
        }
    });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // Lives as long as the page.
    on_message.forget();
    CHANNEL_OF_TAB.with(|c| *c.borrow_mut() = Some(channel));
}
