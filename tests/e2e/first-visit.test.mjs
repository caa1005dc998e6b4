// The first visit (issue 33): the page's own HTML draws the start screen
// before the wasm arrives, exactly where the app then draws it, so nothing
// jumps (the Layout Instability API's shifts stay under 0.05 through the
// start screen, the tutorial's first step and the first table); a slow first
// download shows how far it has come; a visit served by the service worker
// shows no progress at all.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, NO_WORKER, PHONE, screenshot, TABLET, TABLET_SIZES, waitForApp, waitForServiceWorker } from "./support.mjs";
import { startGame } from "./table.mjs";

const app = appUnderTest();

/** Records every layout shift not caused by input, and what the progress box shows. */
function watch(page) {
  return page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.hadRecentInput) window.__shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node?.className ?? s.node?.nodeName) });
      }
    }).observe({ type: "layout-shift", buffered: true });
    window.__progress = [];
    const seen = () => {
      const box = document.getElementById("boot-progress");
      if (box && !box.hidden) {
        const said = { words: box.textContent.trim(), value: box.querySelector("progress").value };
        const last = window.__progress.at(-1);
        if (last?.words !== said.words) window.__progress.push(said);
      }
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const shifted = (page) => page.evaluate(() => window.__shifts.reduce((sum, s) => sum + s.value, 0));

/** Every element of the start screen in `root`, in order: its box and tag. */
function boxes(page, root) {
  return page.evaluate((root) => {
    const screen = document.querySelector(root);
    return [...screen.querySelectorAll("*")].map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName.toLowerCase()}.${el.getAttribute("class") ?? ""} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    });
  }, root);
}

for (const viewport of [...TABLET_SIZES, PHONE.viewport]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`${size}: the page draws the start screen before the wasm, where the app draws it; no layout shift through the tutorial's first step and the first table`, { timeout: 90_000 }, async () => {
    let release;
    const held = new Promise((r) => (release = r));
    const device = viewport === PHONE.viewport ? PHONE : { viewport, hasTouch: true };
    const { context, page } = await app.open({ ...device, ...NO_WORKER }, async (page) => {
      await watch(page);
      // The wasm waits until the page's own start screen has been looked at.
      await page.route(/_bg\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
    });
    try {
      const drawn = await boxes(page, "#boot .start-screen");
      assert.ok(drawn.length > 50, `the page itself draws the start screen (${drawn.length} elements)`);
      const live = await page.evaluate(() => [...document.querySelectorAll("#boot :is(button, input, select)")].filter((el) => !el.closest("[inert]")).length);
      assert.equal(live, 0, "and none of its controls answers before the app runs");
      await screenshot(page, `first-visit-page-${size}`);
      release();
      await waitForApp(page);
      // The app's start screen is the one the page drew, box for box (else:
      // scripts/boot-screen.mjs writes it anew into index.html).
      assert.deepEqual(await boxes(page, ".start-screen"), drawn, "the app draws its start screen where the page drew it");
      assert.ok((await shifted(page)) <= 0.05, `start screen: ${JSON.stringify(await page.evaluate(() => window.__shifts))}`);
      await page.getByRole("button", { name: "Learn to play" }).tap();
      await page.locator(".tutorial-card").waitFor();
      await page.waitForTimeout(1000);
      assert.ok((await shifted(page)) <= 0.05, `tutorial: ${JSON.stringify(await page.evaluate(() => window.__shifts))}`);
      await page.getByRole("button", { name: /^Menu/ }).tap();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "New game" }).tap();
      await startGame(page, { players: 1, seed: 3 });
      await page.waitForTimeout(1000);
      assert.ok((await shifted(page)) <= 0.05, `first table: ${JSON.stringify(await page.evaluate(() => window.__shifts))}`);
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });
}

// The page's start screen speaks the player's language (issue 31): the
// browser's preferred one here, as the app will choose it.
for (const [locale, heading, loading] of [
  ["es-MX", "Cómo se juega un turno", /^Cargando el juego/],
  ["de-CH", "So läuft ein Zug ab", /^Das Spiel wird geladen/],
]) {
  test(`${locale}: the page draws the start screen in the browser's language before the wasm, where the app draws it`, { timeout: 90_000 }, async () => {
    let release;
    const held = new Promise((r) => (release = r));
    const { context, page } = await app.open({ ...TABLET, ...NO_WORKER, locale }, async (page) => {
      await watch(page);
      await page.route(/_bg\.wasm$/, async (route) => {
        await held;
        await route.continue();
      });
    });
    try {
      assert.equal(await page.locator("#boot #how-heading").textContent(), heading);
      assert.equal(await page.evaluate(() => document.documentElement.lang), locale.slice(0, 2));
      const drawn = await boxes(page, "#boot .start-screen");
      await page.locator("#boot .start-screen").tap({ position: { x: 5, y: 5 } });
      assert.match(await page.locator("#boot-progress .boot-words").textContent(), loading, "its loading line too");
      await screenshot(page, `first-visit-page-${locale}`);
      release();
      await waitForApp(page);
      assert.equal(await page.locator("#how-heading").textContent(), heading);
      assert.deepEqual(await boxes(page, ".start-screen"), drawn, "the app draws its start screen where the page drew it");
      assert.ok((await shifted(page)) <= 0.05, `start screen: ${JSON.stringify(await page.evaluate(() => window.__shifts))}`);
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });
}

test("on a phone, before the app runs, the start screen scrolls and a tap shows the progress; the app takes up where it was scrolled", { timeout: 60_000 }, async () => {
  let release;
  const held = new Promise((r) => (release = r));
  const { context, page } = await app.open({ ...PHONE, ...NO_WORKER }, async (page) => {
    await page.route(/_bg\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
  });
  try {
    await page.locator("#boot .start-screen").waitFor();
    const where = () => page.evaluate(() => [...document.querySelectorAll(".start-screen")].map((s) => s.scrollTop + scrollY));
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector("#boot .start-screen").scrollTop + scrollY > 0);
    const [scrolled] = await where();
    await page.getByText("New to Ayar?").tap({ force: true });
    await page.locator("#boot-progress.nudge:not([hidden])").waitFor({ timeout: 2000 });
    await screenshot(page, "first-visit-phone-tapped-while-loading");
    release();
    await waitForApp(page);
    assert.deepEqual(await where(), [scrolled], "the app's start screen is scrolled as the page's was");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("a slow first download shows how far it has come, then goes; a visit from the service worker's cache shows none", { timeout: 120_000 }, async () => {
  const { context, page } = await app.open({ viewport: TABLET_SIZES[0], hasTouch: true }, async (page) => {
    await watch(page);
    // About 1 Mbit/s: the wasm takes seconds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 150_000, uploadThroughput: 100_000 });
    page.cdp = cdp;
  });
  try {
    await page.locator("#boot-progress:not([hidden])").waitFor({ timeout: 10_000 });
    await screenshot(page, "first-visit-progress-1180x820");
    await waitForApp(page);
    const shown = await page.evaluate(() => window.__progress);
    const loading = shown.filter((s) => /^Loading the game: \d+%$/.test(s.words));
    assert.ok(loading.length >= 3, `the share loaded goes up: ${JSON.stringify(shown)}`);
    const shares = loading.map((s) => parseInt(s.words.match(/\d+/)[0], 10));
    assert.deepEqual([...shares].sort((a, b) => a - b), shares, `it only goes up: ${shares}`);
    assert.ok(shares.every((n, i) => Math.abs(n - Math.floor(100 * loading[i].value)) <= 1), "the bar says what the words say");
    assert.equal(shown.at(-1).words, "Preparing the table…", "then the wasm compiles");
    assert.equal(await page.locator("#boot-progress").count(), 0, "gone once the app is ready");
    // The service worker has cached the game: the next visit shows no progress.
    await page.cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await waitForServiceWorker(page);
    await page.reload();
    await waitForApp(page);
    assert.deepEqual(await page.evaluate(() => window.__progress), [], "a cached visit shows no progress");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
