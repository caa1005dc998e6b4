// Offline and never lose a game (issue 6), from the player's side: the
// service worker serves the app with no network after the first visit; the
// game autosaves after every action and comes back mid-turn with its undo
// history; files import (or are refused with a message naming the problem,
// losing nothing); a newly deployed version is offered, not forced; and
// Chromium finds the app installable; Spanish and German load offline too.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cp, mkdtemp, readFile, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { ROOT, waitForStore, readStore, DIST, CHROMIUM, CHROMIUM_ARGS, startServer, launchBrowser, openPage, waitForApp, waitForServiceWorker, screenshot, TABLET } from "./support.mjs";
import { startGame, withSettings } from "./table.mjs";

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * Settings for these tests: every decision waits for a tap (none plays
 * itself while a test is about to touch it).
 */
const SETTINGS = withSettings({ auto_single: false });

/** Start a 2-player game through the New game panel. */
async function startTwoPlayers(page) {
  await startGame(page, { players: 2 });
}

/** The targets on the table (not the All moves drawer's list). */
const targets = (page) => page.locator(".legal[data-action]:not(.option)");

/** Make `n` choices by touching the table's targets and Confirm (handing over if asked). */
async function play(page, n) {
  for (let made = 0; made < n; ) {
    await page.waitForSelector("[data-ready], .legal[data-action]", { timeout: 20_000 });
    const ready = page.locator("[data-ready]");
    if ((await ready.count()) > 0) {
      await ready.first().tap();
      continue;
    }
    const before = await page.locator(".table").getAttribute("data-version");
    await targets(page).first().tap();
    await page.locator("[data-confirm]").tap();
    await page.waitForFunction((v) => document.querySelector(".table")?.getAttribute("data-version") !== v, before);
    made++;
  }
}

/**
 * A first visit that leaves the service worker installed, then no network
 * at all (the server is gone too) and a reload: the app as it is offline,
 * and the address it was first visited at.
 */
async function offlineAfterFirstVisit() {
  const server = await startServer();
  const { context, page } = await openPage(browser, TABLET, server.url, SETTINGS);
  try {
    await waitForApp(page);
    await waitForServiceWorker(page);
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    return { context, page, url: server.url };
  } catch (e) {
    await context.close();
    throw e;
  }
}

test("offline after the first visit: reload, new game, turns; reopened mid-turn with its undo history", { timeout: 120_000 }, async () => {
  const { context, page, url } = await offlineAfterFirstVisit();
  try {
    await startTwoPlayers(page);
    await play(page, 12);
    // Mid-turn: play on until a choice can still be undone.
    const undoButton = (p) => p.locator("[data-undo]:not([disabled])");
    for (let i = 0; i < 60 && (await undoButton(page).count()) === 0; i++) await play(page, 1);
    assert.equal(await undoButton(page).count(), 1, "a choice of this turn can be undone");
    const before = await readStore(page);
    const ids = Object.keys(before.games);
    assert.equal(ids.length, 1, "one game autosaved");
    const actions = before.games[ids[0]].actions.length;
    assert.ok(actions >= 12, `every action saved (${actions})`);
    const prompt = await page.locator(".strip-task").textContent();
    const offered = await targets(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-action")));
    await screenshot(page, "offline-before-close");

    // Close the tab and open the app again, still offline.
    await page.close();
    const again = await context.newPage();
    const problems = [];
    again.on("pageerror", (e) => problems.push(e.message));
    again.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    await again.goto(url);
    await waitForApp(again);
    // The app reopens on the table of the unfinished game (no start screen).
    assert.equal(await again.locator(".start-screen").count(), 0);
    await again.waitForSelector("[data-ready], .table .legal[data-action]", { timeout: 20_000 });
    if ((await again.locator("[data-ready]").count()) > 0) await again.locator("[data-ready]").first().tap();
    assert.equal(await again.locator(".strip-task").textContent(), prompt, "the same decision waits");
    assert.deepEqual(await targets(again).evaluateAll((els) => els.map((e) => e.getAttribute("data-action"))), offered, "the same targets");
    assert.deepEqual((await readStore(again)).games, before.games, "the same game, action for action");

    // The undo history came back too.
    const undo = undoButton(again);
    assert.equal(await undo.count(), 1, "undo is still possible mid-turn");
    await undo.tap();
    await waitForStore(again, ({ games }) => Object.values(games)[0]?.actions.length === actions - 1);
    await screenshot(again, "offline-reopened");
    assert.deepEqual(problems, [], "no console errors offline");
  } finally {
    await context.close();
  }
});

test("offline after the first visit: Learn to play starts the tutorial and its steps go on", { timeout: 120_000 }, async () => {
  const { context, page } = await offlineAfterFirstVisit();
  try {
    await page.getByRole("button", { name: "Learn to play" }).tap();
    const card = page.locator(".tutorial-card .tutorial-text");
    // Tap what glows a few times (two notes, a Tambo, Confirm): the lessons go on.
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await page.locator(".tutorial-next").first().waitFor();
      assert.equal(await page.locator(".tutorial-next").count(), 1, "one thing glows");
      const before = JSON.stringify([await card.textContent(), await page.locator(".table").getAttribute("data-version"),
        await page.locator(".tutorial-next").getAttribute("data-action")]);
      seen.push((await card.textContent()).trim());
      await page.locator(".tutorial-next").tap();
      await page.waitForFunction(
        (before) => {
          const glow = document.querySelector(".tutorial-next");
          const now = [document.querySelector(".tutorial-card .tutorial-text")?.textContent,
            document.querySelector(".table")?.getAttribute("data-version"), glow?.getAttribute("data-action") ?? null];
          return JSON.stringify(now) !== before;
        },
        before,
        { timeout: 10_000 },
      );
    }
    assert.match(seen[0], /^Welcome!/);
    assert.deepEqual(page.problems, [], "no console errors offline");
  } finally {
    await context.close();
  }
});

test("offline after the first visit: Spanish and German, never chosen online, load from the service worker's cache", { timeout: 120_000 }, async () => {
  const { context, page } = await offlineAfterFirstVisit();
  try {
    const picker = page.locator(".start-screen .language-picker");
    await picker.selectOption("de");
    await page.waitForFunction(() => document.querySelector("#how-heading")?.textContent === "So läuft ein Zug ab");
    await picker.selectOption("es");
    await page.waitForFunction(() => document.querySelector("#how-heading")?.textContent === "Cómo se juega un turno");
    assert.equal(await page.locator(".language-picker + .error").count(), 0, "no 'could not be loaded'");
    assert.deepEqual(page.problems, [], "no console errors offline");
  } finally {
    await context.close();
  }
});

test("imports a good file; bad files are refused in plain words, the reason under Details, and nothing is lost", { timeout: 120_000 }, async () => {
  const server = await startServer();
  const { context, page } = await openPage(browser, TABLET, server.url, SETTINGS);
  const dir = await mkdtemp(join(tmpdir(), "ayar-import-"));
  try {
    await waitForApp(page);
    await startTwoPlayers(page);
    await play(page, 4);
    const before = await readStore(page);
    // The Menu's New game: back to the start screen and its saved games.
    await page.getByRole("button", { name: /^Menu/ }).tap();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "New game" }).tap();
    await page.locator(".start-screen").waitFor();

    const good = await readFile(join(ROOT, "tests/golden/two_players_round_2.save.json"), "utf8");
    // [content, the plain sentence, the technical reason under Details]
    const bad = {
      "truncated.json": [good.slice(0, good.length / 2), /This save is damaged\.$/, /not a readable save file/],
      "version.json": [
        good.replace('"version":1', '"version":99').replace('"version": 1', '"version": 99'),
        /This save is from a newer version of Ayar/,
        /version 99 is not supported/,
      ],
      "illegal.json": [
        JSON.stringify({ ...JSON.parse(good), actions: [{ ChoosePower: { power: 4 } }] }),
        /This save is damaged at move 1\.$/,
        /action 0 cannot be replayed/,
      ],
      "noise.json": [
        Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 73 + 11) % 256)),
        /This file is not an Ayar save\.$/,
        /not a readable save file/,
      ],
    };
    const input = page.locator(".start-screen input[data-import]");
    for (const [name, [content, message, reason]] of Object.entries(bad)) {
      const file = join(dir, name);
      await writeFile(file, content);
      await input.setInputFiles(file);
      const shown = page.locator("[data-save-message]", { hasText: name });
      await shown.waitFor();
      const text = await shown.textContent();
      assert.match(text, message, `${name}: ${text}`);
      assert.doesNotMatch(text, /line \d|column|expected|replayed/, `${name}: no technical words in the message`);
      const details = page.locator("[data-save-detail]");
      assert.equal(await details.locator("p").isVisible(), false, `${name}: the detail stays folded`);
      await details.locator("summary").tap();
      assert.match(await details.locator("p").textContent(), reason, `${name}: the technical reason under Details`);
      assert.deepEqual((await readStore(page)).games, before.games, `${name}: saved games untouched`);
    }
    await screenshot(page, "import-refused");

    const file = join(dir, "good.json");
    await writeFile(file, good);
    await input.setInputFiles(file);
    // The imported game opens on the table (or its hand-over screen).
    await page.waitForSelector("[data-ready], .table .legal[data-action]", { timeout: 20_000 });
    assert.match(await page.locator(".strip-phase").textContent(), /^Round \d · (Day|Night)$/);
    const after = await readStore(page);
    assert.equal(Object.keys(after.games).length, 2, "the imported game is saved beside the first");
    for (const [id, save] of Object.entries(before.games)) assert.deepEqual(after.games[id], save);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

/** A 2-player game whose storage fills up after two choices, and two more choices. */
async function playIntoFullStorage(page, url) {
  await SETTINGS(page);
  await page.addInitScript(() => {
    const full = () => new DOMException("full", "QuotaExceededError");
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith("ayar/") && window.__fullStorage) throw full();
      return real.call(this, key, value);
    };
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args) {
      if (window.__fullStorage) throw full();
      return put.apply(this, args);
    };
  });
  await page.goto(url);
  await waitForApp(page);
  await startTwoPlayers(page);
  await play(page, 2);
  await page.evaluate(() => (window.__fullStorage = true));
  await play(page, 2);
}

test("storage full: the player is told, and play goes on", { timeout: 120_000 }, async () => {
  const server = await startServer();
  const { context, page } = await openPage(browser, TABLET);
  try {
    await playIntoFullStorage(page, server.url);
    // The Menu's saved games say why the game is not saved.
    await page.getByRole("button", { name: /^Menu/ }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const problem = menu.locator("[data-storage-problem]");
    await problem.waitFor();
    assert.match(await problem.textContent(), /storage is full/);
    await screenshot(page, "storage-full-menu");
    await menu.locator(".drawer-close").tap();
    await menu.waitFor({ state: "detached" });
    await play(page, 2);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
    await server.close();
  }
});

// The table shows a storage problem over its corner while play goes on,
// without the Menu being opened.
test("storage full: the table itself tells the player, without opening the Menu", { timeout: 120_000 }, async () => {
  const server = await startServer();
  const { context, page } = await openPage(browser, TABLET);
  try {
    await playIntoFullStorage(page, server.url);
    assert.equal(await page.locator(".drawer").count(), 0);
    const problem = page.locator(".table [data-storage-problem]");
    await problem.waitFor({ timeout: 3000 });
    assert.match(await problem.textContent(), /storage is full/);
  } finally {
    await context.close();
    await server.close();
  }
});

test("a new deployed version is offered, and taken when the player chooses", { timeout: 120_000 }, async () => {
  const dir = await mkdtemp(join(tmpdir(), "ayar-dist-"));
  await cp(DIST, dir, { recursive: true });
  const server = await startServer(dir);
  const { context, page } = await openPage(browser, TABLET, server.url);
  try {
    await waitForApp(page);
    await waitForServiceWorker(page);
    const oldCaches = await page.evaluate(() => caches.keys());
    assert.equal(oldCaches.length, 1);

    // Deploy: a new build id in sw.js, then the browser checks for updates.
    const sw = join(dir, "sw.js");
    await writeFile(sw, (await readFile(sw, "utf8")).replace(/const BUILD = "([^"]+)"/, 'const BUILD = "$1-next"'));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    const banner = page.locator("[data-update-ready]");
    await banner.waitFor({ timeout: 20_000 });
    await screenshot(page, "update-ready");

    await Promise.all([page.waitForEvent("load"), banner.getByRole("button", { name: "Reload now" }).tap()]);
    await waitForApp(page);
    await waitForServiceWorker(page);
    const newCaches = await page.evaluate(() => caches.keys());
    assert.ok(newCaches.some((k) => k.endsWith("-next")), `the new version's cache: ${newCaches}`);
    assert.deepEqual(newCaches.length, 1, `the old cache is gone: ${newCaches}`);
    assert.notDeepEqual(newCaches, oldCaches);
  } finally {
    await context.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test("Chromium finds the app installable: manifest and service worker", { timeout: 120_000 }, async () => {
  const server = await startServer();
  // Installability needs a real profile: Playwright's contexts are incognito.
  const profile = await mkdtemp(join(tmpdir(), "ayar-profile-"));
  const context = await chromium.launchPersistentContext(profile, { ...TABLET, executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForApp(page);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors, [], JSON.stringify(installabilityErrors));
    const manifest = await (await page.request.get(new URL("manifest.webmanifest", server.url).href)).json();
    assert.equal(manifest.display, "standalone");
    for (const size of ["192x192", "512x512"]) {
      assert.ok(manifest.icons.some((i) => i.sizes === size && i.type === "image/png"), `a ${size} PNG icon`);
    }
  } finally {
    await context.close();
    await server.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("a damaged saved game is reported by name and the app still starts", { timeout: 120_000 }, async () => {
  const server = await startServer();
  const { context, page } = await openPage(browser, TABLET, server.url, SETTINGS);
  try {
    await waitForApp(page);
    await page.evaluate(() => {
      const info = { id: "damaged", players: ["Ana", "Bo"], solo: null, round: 2, over: false, updated: Date.now() };
      localStorage.setItem("ayar/index", JSON.stringify([info]));
      const save = { format: "ayar-save", version: 1, setup: { seed: 1, players: ["Ana", "Bo"] }, actions: [{ ChoosePower: { power: 9 } }] };
      localStorage.setItem("ayar/game/damaged", JSON.stringify(save));
    });
    // The first load's requests (the browser fetches the favicon late) are
    // done, so the reload cancels none of them (a cancelled one is a problem).
    await page.waitForLoadState("networkidle");
    await page.reload();
    await waitForApp(page);
    const problem = page.locator("[data-storage-problem]").first();
    await problem.waitFor();
    assert.match(await problem.textContent(), /^A saved game is damaged and cannot be opened/);
    assert.equal(await page.locator(".table").count(), 0, "the start screen, not a broken table");
    assert.equal(await page.locator(".saved-games [data-saved-id='damaged']").count(), 1, "listed, to be deleted by the player");
    // The New game panel still works, and the damaged entry stays for the player to delete.
    await startTwoPlayers(page);
    await play(page, 2);
    assert.ok((await readStore(page)).games.damaged, "nothing was deleted behind the player's back");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
    await server.close();
  }
});
