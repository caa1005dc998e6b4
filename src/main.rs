//! Browser entry point (Trunk builds this binary): mounts the UI. The same
//! module is the computer players' Web Worker (public/think-worker.js
//! loads it): there is no window there, and it serves their requests
//! instead. One module for both keeps the engine and the bots out of a
//! second download.

#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_none() {
        ayar::browser::worker::serve();
        return;
    }
    ayar::ui::run();
}

/// Native builds of this binary do nothing: the game runs in the browser
/// (`scripts/play`); the native command line is the `ayar` binary.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ayar-web runs in the browser: use scripts/play (or the `ayar` binary natively).");
}
