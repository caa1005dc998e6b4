// The start screen that fits and explains (issue 17): at every tablet size
// the New game form fits with Start in view, each difficulty and computer
// level has its line, "How a turn works" is five lines at most with its
// icons and leads to the full rules and their icon glossary; no game shows
// behind the form. Installing is offered where it helps: the browser's
// offer (a synthetic `beforeinstallprompt`) becomes "Install the game",
// which calls `prompt()`; Safari on an iPad gets a one-time card; an
// installed game shows neither. A long press on an icon of the table
// shows its glossary entry.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, waitForApp, screenshot, TABLET, NO_WORKER, TABLET_SIZES } from "./support.mjs";
import { startGame, withSettings } from "./table.mjs";

const app = appUnderTest();

const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** The browser offers installation; `prompt()` records that it was called. */
function offerInstall(page) {
  return page.evaluate(() => {
    window.prompted = 0;
    const offer = new Event("beforeinstallprompt", { cancelable: true });
    offer.prompt = () => {
      window.prompted++;
      return Promise.resolve();
    };
    offer.userChoice = Promise.resolve({ outcome: "accepted", platform: "web" });
    window.dispatchEvent(offer);
    return offer.defaultPrevented;
  });
}

/** The page believes it runs installed (`display-mode: standalone`). */
async function runInstalled(page) {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query) =>
      query.includes("display-mode: standalone") ? { matches: true, media: query, addEventListener() {}, removeEventListener() {} } : real(query);
  });
}

test("the start screen fits every tablet size with Start in view, and explains", { timeout: 90_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
  try {
    await waitForApp(page);
    for (const players of [/^1 player/, /^2 players/, /^4 players/]) {
      await page.getByRole("radio", { name: players }).tap();
      for (const viewport of TABLET_SIZES) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(100);
        const where = `${viewport.width}x${viewport.height}, ${players.source}`;
        const fit = await page.evaluate(() => {
          const screen = document.querySelector(".start-screen");
          const start = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "Start game");
          const r = start.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const lines = [...document.querySelectorAll(".how-turn li")].map((li) => li.getBoundingClientRect().height);
          return {
            scrolls: screen.scrollHeight - screen.clientHeight,
            page: document.documentElement.scrollHeight - innerHeight,
            startInView: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && (hit === start || start.contains(hit)),
            lines,
          };
        });
        assert.ok(fit.scrolls <= 0 && fit.page <= 0, `${where}: the start screen scrolls by ${fit.scrolls}px`);
        assert.ok(fit.startInView, `${where}: Start game is in view`);
        assert.ok(fit.lines.length <= 5, `${where}: How a turn works has at most five lines`);
        assert.ok(fit.lines.every((h) => h <= 30), `${where}: each step of a turn is one line (${fit.lines})`);
        // Every "played by" choice reads whole in its box, with its arrow.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll(".played-by select")].flatMap((select) => {
            const style = getComputedStyle(select);
            const pen = document.createElement("canvas").getContext("2d");
            pen.font = `${style.fontSize} ${style.fontFamily}`;
            const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
            return [...select.options].filter((o) => pen.measureText(o.text).width > room).map((o) => o.text);
          }),
        );
        assert.deepEqual(cut, [], `${where}: choices cut in their box`);
      }
      await page.setViewportSize(TABLET.viewport);
      await screenshot(page, `welcome-start-${players.source.replace(/\W/g, "")}`);
    }

    // Each difficulty and each computer level in one line.
    await page.getByRole("radio", { name: /^1 player/ }).tap();
    const difficulties = await page.locator(".difficulty .option-help li").allTextContents();
    assert.equal(difficulties.length, 4);
    assert.match(difficulties[0], /^Novice: .*first game/);
    assert.match(difficulties[3], /^Sapa Inca: /);
    await page.getByRole("radio", { name: /^2 players/ }).tap();
    const levels = await page.locator(".option-help.levels li").allTextContents();
    assert.deepEqual(levels.map((l) => l.split(":")[0]), ["Easy", "Medium", "Hard"]);

    // The full rules, with every icon of the table explained.
    await page.getByRole("button", { name: "Full rules and icons" }).tap();
    const rules = page.getByRole("dialog", { name: "How to play" });
    await rules.waitFor();
    const icons = await rules.locator(".glossary dt").allTextContents();
    for (const name of ["Pottery", "Weaving", "Terrace farming", "Reed bundling", "Sun", "Moon", "Llama", "Viracocha", "Temple", "Tambo", "Maize", "Island", "Boat", "Half-Sun", "Llama bonus", "Viracocha bonus", "Sun bonus"]) {
      assert.ok(icons.some((t) => t.trim() === name), `the glossary has ${name}`);
    }
    assert.equal(await rules.locator(".glossary svg").count(), icons.length, "each with its icon");
    await rules.getByRole("button", { name: "Close rules" }).tap();

    // No game behind the New game form: back from a game, the table is gone.
    await startGame(page, { players: 1, seed: 3 });
    await page.getByRole("button", { name: /^Menu/ }).tap();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "New game" }).tap();
    await page.getByRole("form", { name: "New game" }).waitFor();
    assert.equal(await page.locator(".table, .main-board").count(), 0, "no game shows behind the form");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("the browser's install offer becomes an Install button that calls prompt()", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
  try {
    await waitForApp(page);
    const install = page.getByRole("button", { name: "Install the game" });
    assert.equal(await install.count(), 0, "nothing to install before the browser offers it");
    assert.equal(await offerInstall(page), true, "the browser's own mini-bar is held back");
    await install.waitFor();
    await screenshot(page, "welcome-install");
    await install.tap();
    assert.equal(await page.evaluate(() => window.prompted), 1, "prompt() was called");
    await install.waitFor({ state: "detached" });
    assert.equal(await page.locator("[data-install-card]").count(), 0, "no Safari card in Chromium");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("installed, nothing is offered; Safari on an iPad gets a one-time card", { timeout: 60_000 }, async () => {
  const installed = await app.open({ ...TABLET, ...NO_WORKER }, runInstalled);
  try {
    await waitForApp(installed.page);
    await offerInstall(installed.page);
    await installed.page.waitForTimeout(200);
    assert.equal(await installed.page.getByRole("button", { name: "Install the game" }).count(), 0);
  } finally {
    await installed.context.close();
  }
  const installedIpad = await app.open({ ...TABLET, ...NO_WORKER, userAgent: IPAD }, runInstalled);
  try {
    await waitForApp(installedIpad.page);
    assert.equal(await installedIpad.page.locator("[data-install-card]").count(), 0, "no card once on the Home Screen");
  } finally {
    await installedIpad.context.close();
  }
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER, userAgent: IPAD });
  try {
    await waitForApp(page);
    const card = page.locator("[data-install-card]");
    await card.waitFor();
    assert.match(await card.textContent(), /Share.*Add to Home Screen/);
    await card.getByRole("button", { name: "Got it" }).tap();
    await card.waitFor({ state: "detached" });
    await page.reload();
    await waitForApp(page);
    await page.waitForTimeout(200);
    assert.equal(await card.count(), 0, "shown once");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("a long press on an icon of the table shows its glossary entry", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({}));
  const cdp = await context.newCDPSession(page);
  try {
    await waitForApp(page);
    await startGame(page, { players: 1, seed: 5 });
    const icon = page.locator(".player-head .stat.llamas svg");
    const box = await icon.boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await page.waitForTimeout(800);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    const bubble = page.locator("[data-help-bubble]");
    await bubble.waitFor({ timeout: 3000 });
    assert.match((await bubble.textContent()).trim(), /^Llama: Worth 2 points at the end/);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
