// Whole games in the browser, played only by tapping what the UI offers:
// the turn panel's `.legal[data-action]` buttons, Confirm, and the
// hand-over screen's "I'm ready". Then the final screen is checked against
// the engine's own result (the JSON the page renders from `final_scores()`)
// and against an independent native replay of the page's save
// (`ayar replay`). Screenshots at the start, mid-game and the end, at tablet
// landscape, tablet portrait and desktop sizes, go to tests/output/.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import {
  appUnderTest,
  waitForApp,
  screenshot,
  TABLET,
  TABLET_PORTRAIT,
  DESKTOP,
  NO_WORKER,
} from "./support.mjs";
import { checkFinalScreen } from "./game.mjs";

const app = appUnderTest();

const SIZES = [
  ["tablet-landscape", TABLET.viewport],
  ["tablet-portrait", TABLET_PORTRAIT.viewport],
  ["desktop", DESKTOP.viewport],
];

/** Screenshots of the page as it is, at the three sizes. */
async function shots(page, name) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(TABLET.viewport);
}

/**
 * Plays to the final screen: the first option each time, confirmed.
 * Returns how many choices were made.
 */
async function playToEnd(page, { name, midAt }) {
  let choices = 0;
  let handovers = 0;
  for (let step = 0; step < 4000; step++) {
    await page.waitForSelector("#end-heading, [data-ready], .turn-panel .legal[data-action]", {
      timeout: 20_000,
    });
    if ((await page.locator("#final-result").count()) > 0) return { choices, handovers };
    const ready = page.locator("[data-ready]");
    if ((await ready.count()) > 0) {
      await ready.first().tap();
      handovers++;
      continue;
    }
    const option = page.locator(".turn-panel .legal[data-action]").first();
    // Between the checks above and here the Ayllu may have moved on.
    if (!(await option.isVisible().catch(() => false))) continue;
    await option.tap();
    await page.locator("[data-confirm]").tap();
    choices++;
    if (choices === midAt) await shots(page, `${name}-mid`);
  }
  throw new Error("the game did not end within 4000 steps");
}

/** The rules reference opens from this screen and closes again. */
async function checkRules(page, shot) {
  await page.getByRole("button", { name: "Rules" }).tap();
  const dialog = page.getByRole("dialog", { name: "How to play" });
  await dialog.waitFor();
  for (const section of ["Goal", "A Day turn", "The four activities", "End-of-turn effects", "Night", "Game end", "Solo: the Ayllu"]) {
    assert.equal(await dialog.getByRole("heading", { name: section, exact: true }).count(), 1, `rules: ${section}`);
  }
  await screenshot(page, shot);
  await dialog.getByRole("button", { name: "Close rules" }).tap();
  await dialog.waitFor({ state: "detached" });
}

// The two games run side by side: most of their time is spent waiting.
describe("whole games", { concurrency: 2 }, () => {
  test("a complete solo game against the Ayllu, only by tapping, matches the engine", async () => {
    const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
    const started = Date.now();
    try {
      await waitForApp(page);
      await page.getByRole("radio", { name: /^1 player/ }).tap();
      await page.getByRole("radio", { name: /Elder/ }).tap();
      await page.getByRole("textbox", { name: "Name of player 1" }).fill("Mama Ocllo");
      await page.getByRole("button", { name: "Start game" }).tap();
      await page.locator(".turn-panel").waitFor();
      await page.getByRole("button", { name: /Ayllu speed: Instant/ }).tap();
      await shots(page, "solo-start");

      const { choices } = await playToEnd(page, { name: "solo", midAt: 40 });
      await shots(page, "solo-end");
      const finals = await checkFinalScreen(page, "solo");
      assert.equal(finals.length, 2, "the player and the Ayllu");
      assert.ok(choices > 30, `${choices} choices`);
      assert.deepEqual(page.problems, [], "no console errors");
      console.log(`solo: ${choices} choices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });

  test("a complete 2-player pass-and-play game, only by tapping, matches the engine", async () => {
    const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
    const started = Date.now();
    try {
      await waitForApp(page);
      await page.getByRole("radio", { name: "2 players" }).tap();
      await page.getByRole("textbox", { name: "Name of player 1" }).fill("Ana");
      await page.getByRole("textbox", { name: "Name of player 2" }).fill("Bruno");
      await page.getByRole("button", { name: "Start game" }).tap();
      // The first hand-over (the first player is drawn at random): the table
      // stays hidden until that player is ready.
      const ready = page.getByRole("button", { name: /^I'm ready: (Ana|Bruno)$/ });
      await ready.waitFor();
      assert.equal(await page.locator(".turn-panel").count(), 0);
      await checkRules(page, "rules-handover");
      await ready.tap();
      await shots(page, "duo-start");

      const { choices, handovers } = await playToEnd(page, { name: "duo", midAt: 70 });
      await shots(page, "duo-end");
      const finals = await checkFinalScreen(page, "duo");
      await checkRules(page, "rules-end");
      assert.equal(finals.length, 2);
      assert.ok(handovers > 20, `${handovers} hand-overs`);
      assert.deepEqual(page.problems, [], "no console errors");
      console.log(`2 players: ${choices} choices, ${handovers} hand-overs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });
});
