//! The computer players' Web Worker, inside the worker: the app's own
//! module, loaded by public/think-worker.js, finds no window and serves
//! here instead of mounting the UI. Messages are JSON text
//! (`crate::computer`); the page's side is `thinker`.
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Answer every request with `computer::think_json`, then tell the page
/// we are listening.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    super::recovery::install_in_worker(scope.clone());
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |message: MessageEvent| {
        let request = message.data().as_string().unwrap_or_default();
        super::recovery::worker_test_point(&request);
        let reply = crate::computer::think_json(&request);
        // Posting a string to the page that created us cannot fail.
        let _ = replies.post_message(&JsValue::from_str(&reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages sent before the wasm finished loading were dropped: tell the
    // page we are listening now.
    let _ = scope.post_message(&JsValue::from_str(crate::computer::READY));
}
