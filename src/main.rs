//! Browser entry point (Trunk builds this binary): mounts the UI, nothing else.

#[cfg(target_arch = "wasm32")]
fn main() {
    leptos::mount::mount_to_body(ayar::ui::App);
}

/// Native builds of this binary do nothing: the game runs in the browser
/// (`scripts/play`); the native command line is the `ayar` binary.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ayar-web runs in the browser: use scripts/play (or the `ayar` binary natively).");
}
