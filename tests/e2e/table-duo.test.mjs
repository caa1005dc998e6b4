// The table on one screen, played on the pieces (issue 13): whole games at
// 1180x820 and 820x1180, solo and for two, by touching board targets only
// (never the options list) and Confirm. At every decision: the page does
// not scroll, every legal action has a target on screen that a finger hits,
// and Confirm shows when a choice is selected. The final screen must match
// the engine and an independent native replay. Screenshots at the start,
// mid-game and the end, at the four tablet sizes and a phone, where no text
// on the table is under 12 CSS px (board labels and printed art included).

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, waitForApp, screenshot, TABLET, TABLET_PORTRAIT, PHONE, NO_WORKER, TABLET_SIZES } from "./support.mjs";
import { checkFinalScreen } from "./game.mjs";
import { playByTouch, rng, smallText, startGame, tableProblems, withSettings } from "./table.mjs";

const app = appUnderTest();

const SIZES = TABLET_SIZES.map((v) => [`${v.width}x${v.height}`, v]);

/** The seats bar's doors to the boards and sheets that are not always shown. */
const DOORS = ["The Lake board", "The Pottery market and the Textile stacks", "The game log", "Forecast: the next Raymi tiles and who would retire"];

/**
 * Screenshots at every tablet size and a phone; the table's promises hold at
 * each tablet size, and no text is under 12 CSS px (with `doors`, also in
 * each drawer the seats bar opens).
 */
async function everySize(page, name, home, { doors = false } = {}) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(250);
    assert.deepEqual(await tableProblems(page), [], `${name} at ${size}`);
    assert.deepEqual(await smallText(page), [], `${name} at ${size}: text under 12 px`);
    for (const door of doors ? DOORS : []) {
      const button = page.getByRole("button", { name: door });
      await button.tap();
      await page.waitForTimeout(250);
      assert.deepEqual(await smallText(page), [], `${name} at ${size}, ${door}: text under 12 px`);
      await button.tap();
    }
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(PHONE.viewport);
  await page.waitForTimeout(250);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(sideways <= 0, `${name}: the phone scrolls sideways by ${sideways}px`);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(home);
  await page.waitForTimeout(250);
}

const games = [
  ["solo", TABLET, { players: 1, seed: 11, difficulty: 2 }, { auto_single: false }],
  ["solo", TABLET_PORTRAIT, { players: 1, seed: 12, difficulty: 4 }, {}],
  ["duo", TABLET, { players: 2, seed: 21, names: ["Ana", "Bo"] }, {}],
  ["duo", TABLET_PORTRAIT, { players: 2, seed: 22, names: ["Ana", "A very long name indeed!"] }, { auto_single: false }],
];

describe("the table on one screen, played on the pieces", () => {
  for (const [kind, device, setup, settings] of games) {
    const size = `${device.viewport.width}x${device.viewport.height}`;
    test(`a whole ${kind} game at ${size} by touch only`, { timeout: 600_000 }, async () => {
      const { context, page } = await app.open({ ...device, ...NO_WORKER }, withSettings(settings));
      try {
        await waitForApp(page);
        await startGame(page, setup);
        const name = `table-${kind}-${size}`;
        if (device === TABLET) await everySize(page, `${name}-start`, device.viewport);
        const decisions = await playByTouch(page, {
          choose: rng(setup.seed),
          onDecision: async (n) => {
            if (n === 60 && device === TABLET) await everySize(page, `${name}-mid`, device.viewport, { doors: true });
          },
        });
        console.log(`# ${kind} at ${size}: ${decisions} decisions by touch`);
        assert.ok(decisions > 40, `a whole game takes many decisions (${decisions})`);
        await checkFinalScreen(page, name);
        if (device === TABLET) await everySize(page, `${name}-end`, device.viewport);
        assert.deepEqual(page.problems, [], "no console errors");
      } finally {
        await context.close();
      }
    });
  }
});
