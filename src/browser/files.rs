//! Export a game to a file (a download) and read an imported file.
use wasm_bindgen::JsCast;

/// Offer `text` as a download named `file_name`.
pub fn download(file_name: &str, text: &str) -> Result<(), String> {
    let fail = |what: &str| format!("could not export the game ({what})");
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

/// The text of a file the player picked (an `<input type="file">`).
pub async fn read_text(file: web_sys::File) -> Result<String, String> {
    let value = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|_| "the file could not be read".to_string())?;
    value.as_string().ok_or_else(|| "the file is not text".to_string())
}
