//! The player's language in the browser: chosen at boot from the settings
//! or the browser's preferred languages, and loaded when it is not English
//! (its resource is a few files of the build, `lang/<code>/<part>.ftl`,
//! which the service worker keeps for offline play).
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::view::lang::catalog::{Catalog, CatalogError};
use crate::view::lang::{self, Lang};
use crate::view::settings::Settings;

/// Why a language could not be loaded; the game speaks on in the one it had.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be fetched (offline before the service worker kept it).
    Unreachable,
    Damaged(CatalogError),
}

/// A language's messages: English is built in, the others are fetched.
pub async fn load(lang: Lang) -> Result<Catalog, LoadError> {
    if lang == Lang::En {
        return Ok(Catalog::english());
    }
    let window = web_sys::window().ok_or(LoadError::Unreachable)?;
    // Every file asked for at once, then read in order.
    let requests: Vec<JsFuture> = lang.resources().map(|url| JsFuture::from(window.fetch_with_str(&url))).collect();
    let mut text = String::new();
    for request in requests {
        text.push_str(&read_text(request).await.ok_or(LoadError::Unreachable)?);
        text.push('\n');
    }
    Catalog::load(lang, &text).map_err(LoadError::Damaged)
}

async fn read_text(request: JsFuture) -> Option<String> {
    let response: web_sys::Response = request.await.ok()?.unchecked_into();
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// The language to speak: the player's choice, else the first of the
/// browser's preferred languages the game speaks.
pub fn chosen(settings: &Settings) -> Lang {
    settings.language.unwrap_or_else(|| {
        let tags: Vec<String> = web_sys::window()
            .map(|w| w.navigator().languages().iter().filter_map(|v| v.as_string()).collect())
            .unwrap_or_default();
        Lang::preferred(tags.iter().map(String::as_str))
    })
}

/// Speak `catalog`'s language, the page's `lang` attribute too (screen
/// readers and hyphenation follow it).
pub fn speak(catalog: Catalog) {
    let code = catalog.lang().code();
    lang::speak(catalog);
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", code);
    }
}
