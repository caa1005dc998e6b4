//! Export a game to a file (a download) and read an imported file.
use wasm_bindgen::JsCast;

use crate::view::problems::Problem;

/// Offer `text` as a download named `file_name`.
pub fn download(file_name: &str, text: &str) -> Result<(), Problem> {
    // Which step failed goes to the console; the player reads the Problem.
    let fail = |what: &str| {
        web_sys::console::warn_1(&format!("Ayar: export failed at the {what}").into());
        Problem::Export
    };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|_| fail("blob"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail("url"))?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or_else(|| fail("document"))?;
    let link: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(|_| fail("link"))?.dyn_into().map_err(|_| fail("link"))?;
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The text of a file the player picked (an `<input type="file">`), if
/// the browser could read it.
pub async fn read_text(file: web_sys::File) -> Option<String> {
    wasm_bindgen_futures::JsFuture::from(file.text()).await.ok()?.as_string()
}

/// Puts `text` on the clipboard; whether the browser did.
pub async fn copy_text(text: &str) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Whether the browser offers the system's share sheet (the Web Share API:
/// phones and tablets; most desktops do not).
pub fn can_share() -> bool {
    web_sys::window().is_some_and(|w| js_sys::Reflect::has(&w.navigator(), &"share".into()).unwrap_or(false))
}

/// Hands `url` to the system's share sheet; whether it was shared (the
/// player may close the sheet).
pub async fn share_link(title: &str, url: &str) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let data = web_sys::ShareData::new();
    data.set_title(title);
    data.set_url(url);
    wasm_bindgen_futures::JsFuture::from(window.navigator().share_with_data(&data)).await.is_ok()
}
