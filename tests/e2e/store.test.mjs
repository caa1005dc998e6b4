// The store (issue 32): saved games, the record, the daily attempts and
// the settings in IndexedDB. What the build before it left in localStorage
// moves in whole, once; a save the store did not take yet is kept in
// localStorage and found at the next start; and 2,000 saved games still
// open the saved-games list at once (BENCH saved_list_2000_ms).

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { appUnderTest, readStore, waitForApp, screenshot, ROOT, TABLET, NO_WORKER } from "./support.mjs";
import { play, startGame, withSettings } from "./table.mjs";

const app = appUnderTest();
const SETTINGS = withSettings({ step_delay_ms: 0, auto_single: true });

/**
 * localStorage as the build before the store (857bb2f) left it: three
 * golden games imported (two finished, so recorded), today's daily
 * challenge started, and the sound turned off, all through that build's
 * own screens.
 */
const FIXTURE = join(ROOT, "tests/fixtures/local-storage-857bb2f.json");

/** The app's keys left in localStorage. */
const leftInLocalStorage = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("ayar/")));

test("the build before's localStorage moves into the store whole, once", { timeout: 60_000 }, async () => {
  const old = JSON.parse(await readFile(FIXTURE, "utf8"));
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
  try {
    await waitForApp(page);
    await page.evaluate((old) => {
      for (const [key, value] of Object.entries(old)) localStorage.setItem(key, value);
    }, old);
    await page.reload();
    await waitForApp(page);
    // The latest unfinished game (the daily attempt) reopens, as it did.
    await page.locator(".table").waitFor();
    const store = await readStore(page);
    const ids = Object.keys(old).filter((k) => k.startsWith("ayar/game/")).map((k) => k.slice(10));
    assert.deepEqual(
      store.index.map((g) => g.id),
      JSON.parse(old["ayar/index"]).map((g) => g.id),
      "the same list, newest first",
    );
    for (const id of ids) assert.deepEqual(store.games[id], JSON.parse(old[`ayar/game/${id}`]), `game ${id} as it was`);
    assert.deepEqual(store.record.sort(), old["ayar/record"].trim().split("\n").sort(), "the record's lines");
    const [day, attempt] = old["ayar/daily"].trim().split("\t");
    assert.deepEqual(store.daily, { [day]: attempt }, "the daily attempt");
    assert.deepEqual(store.settings, JSON.parse(old["ayar/settings"]), "the settings");
    assert.deepEqual(await leftInLocalStorage(page), [], "nothing left behind");
    // The app reads them: the sound stays off, and the record counts both finished games.
    await page.getByRole("button", { name: /^Menu/ }).tap();
    assert.equal(await page.locator("[data-sound-toggle]").getAttribute("aria-pressed"), "false");
    const menu = page.getByRole("dialog", { name: "Menu" });
    assert.equal(await menu.locator("[data-saved-id]").count(), 4);
    await menu.getByRole("button", { name: "New game", exact: true }).tap();
    await page.locator("[data-daily-open]").tap();
    await page.locator("[data-record]").tap();
    const games = await page.locator(".record-games").textContent();
    assert.match(games, /Solo: 1/);
    assert.match(games, /3 players: 1/);
    await screenshot(page, "store-moved-record");
    // Once: another start finds nothing more to move and changes nothing.
    await page.reload();
    await waitForApp(page);
    assert.deepEqual(await readStore(page), store);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("a save the store has not taken is kept in localStorage and found at the next start", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, SETTINGS);
  try {
    await waitForApp(page);
    await startGame(page, { players: 2, names: ["Ana", "Bo"] });
    await play(page, 2);
    const before = Object.values((await readStore(page)).games)[0].actions.length;
    // The store takes nothing more (as if the tab closed before it did).
    await page.evaluate(() => {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException("not now", "UnknownError");
      };
    });
    await play(page, 3);
    assert.equal(Object.values((await readStore(page)).games)[0].actions.length, before, "the store did not take them");
    assert.equal((await leftInLocalStorage(page)).length, 1, "written ahead to localStorage");
    page.problems.length = 0; // the refused writes, reported by design
    await page.reload();
    await waitForApp(page);
    await page.locator(".table").waitFor();
    const after = Object.values((await readStore(page)).games);
    assert.equal(after.length, 1);
    assert.ok(after[0].actions.length >= before + 3, `every move kept (${after[0].actions.length}, ${before} before)`);
    assert.deepEqual(await leftInLocalStorage(page), []);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("2,000 saved games: the list opens at once, 20 at a time", { timeout: 120_000 }, async () => {
  const entry = JSON.parse(await readFile(join(ROOT, "tests/golden/two_players_round_2.save.json"), "utf8"));
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, SETTINGS);
  try {
    await waitForApp(page);
    // Written straight into the app's store, in its layout (src/saves/index.rs).
    await page.evaluate(async (entry) => {
      const db = await new Promise((ok) => (indexedDB.open("ayar").onsuccess = (e) => ok(e.target.result)));
      const kv = db.transaction("kv", "readwrite").objectStore("kv");
      for (let i = 0; i < 2000; i++) {
        const id = `bench${String(i).padStart(4, "0")}`;
        const updated = 1_700_000_000_000 + i * 60_000;
        kv.put(JSON.stringify({ ...entry, updated }), `game/${id}`);
        const info = { id, seed: entry.setup.seed, players: entry.setup.players, solo: null, round: 2, over: i % 2 === 0, updated, tutorial: false };
        kv.put(JSON.stringify(info), `list/${id}`);
      }
      await new Promise((ok) => (kv.transaction.oncomplete = ok));
      db.close();
    }, entry);
    await page.reload();
    await waitForApp(page);
    // The newest unfinished game reopens.
    await page.locator(".table").waitFor();
    const listMs = await page.evaluate(async () => {
      const start = performance.now();
      document.querySelector(".strip-button.menu").click();
      while (document.querySelectorAll(".drawer [data-saved-id]").length < 20) await new Promise((r) => requestAnimationFrame(r));
      return performance.now() - start;
    });
    console.log(`# BENCH saved_list_2000_ms ${listMs.toFixed(0)} (Menu tapped to the newest 20 of 2,000 drawn)`);
    const menu = page.getByRole("dialog", { name: "Menu" });
    assert.equal(await menu.locator("[data-saved-id]").first().getAttribute("data-saved-id"), "bench1999", "newest first");
    assert.equal(await menu.locator("[data-saved-id]").count(), 20);
    await menu.locator("[data-saved-more]").tap();
    await page.waitForFunction(() => document.querySelectorAll(".drawer [data-saved-id]").length === 40);
    assert.match(await menu.locator("[data-saved-more]").textContent(), /^Show 20 more$/);
    await screenshot(page, "store-2000");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
