// Memory stays flat over whole games played in one page. This guards the
// patched Leptos reactive core in vendor/reactive_graph (its README): without
// the patch every view rebuilt on a long-lived signal left a dead subscriber
// behind, and wasm memory grew by 0.3 to 0.8 MB with every game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, waitForApp, TABLET, NO_WORKER } from "./support.mjs";
import { playSoloGames, prepareAutoplay, wasmMemory } from "./autoplay.mjs";

const app = appUnderTest();

const WARM_UP = 3;
const MEASURED = 6;
/**
 * What the measured games may add: wasm memory grows in 64 KiB pages and
 * never shrinks; the saved-games list the player keeps costs about 4.4 KB a
 * game. Four pages is room for that and for one allocator step, a sixth of
 * what one game leaked without the patch.
 */
const ALLOWED = 4 * 65536;

test("whole games in one page: wasm memory levels off", { timeout: 600_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, prepareAutoplay);
  await waitForApp(page);
  const started = Date.now();

  await playSoloGames(page, WARM_UP, 0);
  const warm = await wasmMemory(page);
  assert.ok(warm > 0, "the app's wasm memory is readable");
  await playSoloGames(page, MEASURED, WARM_UP);
  const after = await wasmMemory(page);
  console.log(`# wasm memory ${warm} B after ${WARM_UP} games, ${after} B after ${WARM_UP + MEASURED} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  assert.ok(after - warm <= ALLOWED, `wasm memory grew by ${after - warm} B over ${MEASURED} games`);
  assert.deepEqual(page.problems, []);
  await context.close();
});
