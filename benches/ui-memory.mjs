// Memory over many complete games played through the real app in one page
// (issue 7: "no growth across 1,000 games played in one page; measure the
// JS heap and wasm memory in Chromium").
//
// Plays solo games against the Ayllu (speed Instant, stored in the settings
// before the page loads; difficulties 1 to 4 in turn) in the release build
// in dist/ (or AYAR_DIST), one page, no reload: touch the first legal target
// on the table and Confirm (tests/e2e/autoplay.mjs), until the final screen,
// then "New game" and "Start game" again. The taps are DOM clicks
// from inside the page (a Playwright round trip per tap would make a game
// take seconds). After every SAMPLE games: a forced garbage collection, then
// the JS heap in use (CDP Runtime.getHeapUsage), the wasm linear memory
// (the module's memory.buffer.byteLength), the DOM node count and the bytes
// in localStorage (the autosave and the saved-games list).
//
//   node benches/ui-memory.mjs [GAMES] [SAMPLE]     # default 200 games, sample every 20
//
// Prints one `BENCH ui_mem ...` line per sample (the last one after a reload
// of the page, same storage) and a summary with the growth per game over
// the second half of the run (after warm-up).
import { startServer, launchBrowser, waitForApp, TABLET, NO_WORKER } from "../tests/e2e/support.mjs";
import { playSoloGames, prepareAutoplay, wasmMemory } from "../tests/e2e/autoplay.mjs";

const games = Number(process.argv[2] ?? 200);
const every = Number(process.argv[3] ?? 20);

const server = await startServer();
const browser = await launchBrowser();
const context = await browser.newContext({ ...TABLET, ...NO_WORKER });
const page = await context.newPage();
const problems = [];
page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
page.on("console", (msg) => {
  if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
});
await prepareAutoplay(page);
await page.goto(server.url);
await waitForApp(page);
const cdp = await context.newCDPSession(page);

async function sample(played, ms) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const heap = await cdp.send("Runtime.getHeapUsage");
  const page_ = await page.evaluate(() => ({
    nodes: document.getElementsByTagName("*").length,
    storage: Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0),
    keys: Object.keys(localStorage).length,
  }));
  const row = { games: played, js_heap: heap.usedSize, wasm: await wasmMemory(page), dom_elements: page_.nodes, storage_chars: page_.storage, storage_keys: page_.keys, ms };
  console.log(`BENCH ui_mem games=${row.games} js_heap=${row.js_heap} wasm_mem=${row.wasm} dom_elements=${row.dom_elements} storage_chars=${row.storage_chars} storage_keys=${row.storage_keys} ms=${row.ms}`);
  return row;
}

const playGames = (count, firstIndex) => playSoloGames(page, count, firstIndex);

const rows = [await sample(0, 0)];
const started = Date.now();
let taps = 0;
for (let played = 0; played < games; ) {
  const n = Math.min(every, games - played);
  taps += await playGames(n, played);
  played += n;
  rows.push(await sample(played, Date.now() - started));
}
// The same page reloaded (same storage, nothing played since): what the app
// needs with this many saved games, against what the games left behind.
await page.reload();
await waitForApp(page);
const reloaded = await sample(rows.at(-1).games, Date.now() - started);
await browser.close();
await server.close();

const first = rows[0];
const last = rows.at(-1);
const mid = rows[Math.floor(rows.length / 2)];
const perGame = (key) => ((last[key] - mid[key]) / Math.max(1, last.games - mid.games)).toFixed(1);
console.log(`played ${last.games} solo games (${taps} taps) through the app in one page in ${(last.ms / 1000).toFixed(0)} s`);
console.log(`JS heap: ${first.js_heap} B at the start, ${mid.js_heap} B after ${mid.games} games, ${last.js_heap} B after ${last.games}: ${perGame("js_heap")} B per game over the second half`);
console.log(`wasm memory: ${first.wasm} B, ${mid.wasm} B, ${last.wasm} B: ${perGame("wasm")} B per game over the second half`);
console.log(`after a reload of the page: JS heap ${reloaded.js_heap} B, wasm memory ${reloaded.wasm} B`);
console.log(`DOM elements: ${first.dom_elements}, ${mid.dom_elements}, ${last.dom_elements}`);
console.log(`localStorage: ${first.storage_chars}, ${mid.storage_chars}, ${last.storage_chars} characters in ${first.storage_keys}, ${mid.storage_keys}, ${last.storage_keys} keys: ${perGame("storage_chars")} characters per game over the second half`);
if (problems.length) {
  console.log(`page problems:\n  ${problems.join("\n  ")}`);
  process.exitCode = 1;
}
