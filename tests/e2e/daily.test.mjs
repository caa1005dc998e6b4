// The daily challenge and the record (issue 32): one deal per calendar
// day, the player's own day (the same instant is another day in another
// time zone); the first game of the day is scored and later ones are
// practice; the result is shared as text; the record counts the finished
// games, and keeps them after a saved game is deleted.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, readStore, autosaved, waitForApp, screenshot, TABLET, NO_WORKER } from "./support.mjs";
import { withSettings } from "./table.mjs";
import { playToFinalScreen } from "./autoplay.mjs";

const app = appUnderTest();
const SETTINGS = withSettings({ step_delay_ms: 0, auto_single: true });
/** 23:30 UTC on 5 December: already 6 December in Auckland, still the 5th in New York. */
const NOW = new Date("2026-12-05T23:30:00Z");

/** Opens the app at NOW in `timezoneId`. */
async function at(timezoneId) {
  const x = await app.open({ ...TABLET, ...NO_WORKER, timezoneId }, SETTINGS);
  await x.page.clock.setFixedTime(NOW);
  await x.page.reload();
  await waitForApp(x.page);
  // The first load, cut short by the reload, is not the app's problem.
  x.page.problems.length = 0;
  return x;
}

/** The seed of the game on the table, from the log's first line. */
async function seed(page) {
  await page.getByRole("button", { name: "Log" }).tap();
  const text = await page.locator(".game-log .seed").textContent();
  await page.locator(".drawer-close").tap();
  return text.match(/\d+/)[0];
}

const daily = (page, name) => page.locator(`.daily [data-daily=${name}]`);
/** Opens the daily challenge from the start screen's masthead. */
const openDaily = (page) => page.locator("[data-daily-open]").tap();

test("the daily challenge: the player's own day, scored once then practice, shared as text; the record after two games", { timeout: 300_000 }, async () => {
  const auckland = await at("Pacific/Auckland");
  const newYork = await at("America/New_York");
  try {
    const { page, context } = auckland;
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openDaily(page);
    assert.match(await page.locator(".daily").textContent(), /One solo deal a day, the same for everyone, against the Elder Ayllu/);
    assert.equal(await page.locator(".daily [data-record]").isVisible(), false, "no record before a game ends");

    // The same instant, another day in New York: another deal.
    await openDaily(newYork.page);
    await daily(newYork.page, "play").tap();
    await newYork.page.locator(".table .legal[data-action]").first().waitFor();
    const theirs = await seed(newYork.page);

    await daily(page, "play").tap();
    await page.locator(".table .legal[data-action]").first().waitFor();
    assert.match(await page.locator(".seats-bar").textContent(), /The Ayllu/, "solo against the Ayllu");
    const today = await seed(page);
    assert.notEqual(today, theirs, "the player's own day: 6 December here, the 5th in New York");
    await playToFinalScreen(page);
    await page.getByRole("button", { name: "New game", exact: true }).tap();

    // Scored: the result, the streak, shared as text with the local date.
    await openDaily(page);
    const state = page.locator(".daily-state");
    await page.locator(".daily-state[data-daily-state=scored]").waitFor();
    assert.match(await state.textContent(), /^Today: \d+ against the Ayllu's \d+ [▲=▼]{4} Streak: 1 day\.$/);
    await daily(page, "share").tap();
    await page.locator(".daily .copied").filter({ hasText: "Copied." }).waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(shared, /^Ayar daily challenge 2026-12-06\. Today: \d+ against the Ayllu's \d+ [▲=▼]{4}\. Days in a row: 1\.$/);
    await screenshot(page, "daily-scored");

    // Later the same day: practice, the same deal; the scored result stays.
    assert.equal(await daily(page, "play").isVisible(), false, "one scored attempt a day");
    await daily(page, "practice").tap();
    await page.locator(".table .legal[data-action]").first().waitFor();
    assert.equal(await seed(page), today, "the same deal");
    await playToFinalScreen(page);
    await page.getByRole("button", { name: "New game", exact: true }).tap();
    await openDaily(page);
    await page.locator(".daily-state[data-daily-state=scored]").waitFor();
    assert.match(await state.textContent(), /Streak: 1 day/);

    // Yesterday's deal, as practice: New York's today.
    await daily(page, "yesterday").tap();
    await page.locator(".table .legal[data-action]").first().waitFor();
    assert.equal(await seed(page), theirs, "yesterday here is today in New York");
    await page.getByRole("button", { name: /^Menu/ }).tap();
    await page.getByRole("button", { name: "New game", exact: true }).tap();

    // The saved games say which deal each is: its day, scored or practice.
    const titles = (await page.locator(".start-screen .saved-game strong").allTextContents()).map((t) => t.replace(/: .*/, ""));
    assert.deepEqual(titles.sort(), ["Daily challenge 2026-12-05, practice", "Daily challenge 2026-12-06", "Daily challenge 2026-12-06, practice"]);

    // The record after two games, kept when a saved game is deleted.
    // One line per game: its fields, then each person's name and figures (sun moon score ...).
    const scores = (await readStore(page)).record.map((line) => Number(line.split("\t")[7].split(" ")[2]));
    assert.equal(scores.length, 2);
    const first = await page.locator(".saved-game").last();
    await first.locator("[data-delete]").tap();
    await first.locator("[data-confirm-delete]").tap();
    await autosaved(page);
    await openDaily(page);
    await daily(page, "practice").waitFor();
    await page.locator(".daily [data-record]").tap();
    const record = page.locator(".record");
    await record.waitFor();
    assert.match(await record.locator(".record-games").textContent(), /Solo: 2/);
    assert.match(await record.locator(".record-solo tbody").textContent(), new RegExp(`^Elder2\\d${Math.max(...scores)}$`));
    assert.equal(await record.locator(".record-chart").getAttribute("aria-label"), `The latest scores, oldest first: ${scores.join(", ")}`);
    assert.match(await record.textContent(), /Streak: 1 day/);
    await screenshot(page, "record");
    await page.locator("[data-record-close]").tap();
    assert.deepEqual([...page.problems, ...newYork.page.problems], []);
  } finally {
    await auckland.context.close();
    await newYork.context.close();
  }
});
