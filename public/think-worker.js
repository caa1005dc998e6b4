// The computer players' Web Worker (a module worker): loads the app's own
// wasm, whose main() finds no window here and starts listening
// (src/browser/worker.rs). Trunk hashes the app's file names; the
// post-build hook (scripts/sw-precache.mjs) writes them in below.
import init from "./__AYAR_APP_JS__";
await init({ module_or_path: "./__AYAR_APP_WASM__" });
