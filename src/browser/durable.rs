//! Durable storage: browsers may clear a site's storage under pressure
//! unless it is persistent. `navigator.storage` is asked to make it so
//! once games are saved, and says how much is used.
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

fn manager() -> Option<web_sys::StorageManager> {
    let navigator = web_sys::window()?.navigator();
    // Absent in old browsers and insecure pages: then nothing is asked.
    js_sys::Reflect::get(&navigator, &JsValue::from_str("storage")).ok().filter(|s| !s.is_undefined())?;
    Some(navigator.storage())
}

async fn boolean(promise: Result<js_sys::Promise, JsValue>) -> Option<bool> {
    JsFuture::from(promise.ok()?).await.ok()?.as_bool()
}

/// Whether the browser already keeps this site's storage for good.
pub async fn persisted() -> Option<bool> {
    boolean(manager()?.persisted()).await
}

/// Ask the browser to keep this site's storage for good; whether it will.
pub async fn persist() -> Option<bool> {
    boolean(manager()?.persist()).await
}

/// Bytes used by this site, and the most it may use.
pub async fn estimate() -> Option<(f64, f64)> {
    let value = JsFuture::from(manager()?.estimate().ok()?).await.ok()?;
    let estimate: web_sys::StorageEstimate = value.unchecked_into();
    Some((estimate.get_usage()?, estimate.get_quota()?))
}
