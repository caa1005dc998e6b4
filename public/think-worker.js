// The computer players' Web Worker: loads the worker build of the engine
// (Trunk's `ayar-worker` binary), whose main() starts listening.
importScripts("./ayar-worker.js");
wasm_bindgen("./ayar-worker_bg.wasm");
