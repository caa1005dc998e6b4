//! The thinking Web Worker (Trunk builds this binary with `data-type="worker"`):
//! computer players search here, off the page's thread, so the board never
//! freezes while they think. Messages are JSON text (`ayar::computer`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    ayar::browser::recovery::install_in_worker(scope.clone());
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |message: MessageEvent| {
        let request = message.data().as_string().unwrap_or_default();
        ayar::browser::recovery::worker_test_point(&request);
        let reply = ayar::computer::think_json(&request);
        // Posting a string to the page that created us cannot fail.
        let _ = replies.post_message(&JsValue::from_str(&reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages sent before the wasm finished loading were dropped: tell the
    // page we are listening now.
    let _ = scope.post_message(&JsValue::from_str(ayar::computer::READY));
}

/// Native builds of this binary do nothing: the worker runs in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ayar-worker runs in the browser as the computer players' Web Worker.");
}
