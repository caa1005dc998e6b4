// The replay viewer (issue 32): a game watched move by move shows, after
// move N, the boards the game showed when it was played to N; the
// controls, the scrubber and the keys move it; the log lights the move's
// lines; the hard computer says what it would play; "Play on from here"
// starts a new saved game and the watched one stays as it was; a saved
// game watched from the list leaves the table empty when closed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, readStore, waitForApp, screenshot, TABLET, NO_WORKER } from "./support.mjs";
import { startGame, withSettings } from "./table.mjs";
import { audit, verdict } from "./axe.mjs";

const app = appUnderTest();

/** What the boards show, as a player reads them: the Main board's
 * pieces and their words, the seats' numbers, the player's board. */
const boards = (page) =>
  page.evaluate(() => {
    const mine = (e) => !e.closest(".target, .legal, .ghost-move");
    const labels = [...document.querySelectorAll(".main-board [aria-label]")].filter(mine).map((e) => e.getAttribute("aria-label"));
    const pieces = [...document.querySelectorAll(".main-board use:not(.leaving)")]
      .filter(mine)
      .map((e) => `${e.getAttribute("href")}@${e.getAttribute("x")},${e.getAttribute("y")}`)
      .sort();
    const seats = document.querySelector(".seat-summaries")?.innerText;
    // The player's board, without the decision's own control (the power).
    const side = document.querySelector(".side-panel").cloneNode(true);
    side.querySelectorAll(".power-control").forEach((e) => e.remove());
    document.body.append(side);
    const counters = side.innerText;
    side.remove();
    return JSON.stringify({ labels, pieces, seats, counters });
  });

/** The saved games: id and number of moves, from storage. */
async function saved(page) {
  const { index, games } = await readStore(page);
  return index.map(({ id }) => [id, games[id].actions.length]);
}

/** The table at rest: no motion, and in a replay no Ayllu step still to play. */
const rest = async (page) => {
  await page.waitForSelector(".table:not(.playing)", { timeout: 20_000 });
  if (await page.locator(".watch-bar").count()) await page.waitForSelector(".watch-bar[data-busy=false]", { timeout: 20_000 });
  await page.waitForSelector(".table:not(.playing)", { timeout: 20_000 });
};
const at = async (page) => Number(await page.locator(".watch-count").getAttribute("data-watch-at"));

test("a saved game watched move by move: the boards after move N are the game's at N; Play on from here; Close", { timeout: 180_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ auto_single: false, step_delay_ms: 0 }));
  try {
    await waitForApp(page);
    await startGame(page, { players: 1, seed: 23, names: ["Ana"] });
    // Played by touch: the first option each time. The boards as they
    // stood at each move's decision, by the moves made before it.
    const played = new Map();
    while (played.size < 16) {
      await page.locator(".table:not(.playing) .legal[data-action]:not(.option)").first().waitFor({ timeout: 20_000 });
      const moves = (await saved(page))[0]?.[1] ?? 0;
      if (!played.has(moves)) played.set(moves, await boards(page));
      const before = await page.locator(".table").getAttribute("data-version");
      await page.locator(".legal[data-action]:not(.option)").first().tap();
      const confirm = page.locator("[data-confirm]:not([disabled])");
      if (await confirm.isVisible().catch(() => false)) await confirm.tap();
      await page.waitForFunction((v) => document.querySelector(".table").getAttribute("data-version") !== v, before);
    }
    await rest(page);
    const [[id, length]] = await saved(page);
    assert.ok(length >= 15, `${length} moves`);

    // From the Menu, from the start.
    await page.getByRole("button", { name: /^Menu/ }).tap();
    await page.locator("[data-watch-game]").tap();
    await page.locator(".watch-bar").waitFor();
    assert.equal(await at(page), 0);
    assert.equal(await page.locator(".watch-count").textContent(), `0 / ${length}`);
    assert.equal(await page.locator(".table .legal[data-action]").count(), 0, "nobody plays a game watched");
    assert.equal(await page.locator("[data-confirm]").isVisible(), false);
    await rest(page);
    assert.equal(await boards(page), played.get(0), "the game as set up");

    // Forward one move at a time: each move plays as the table played it.
    for (let n = 1; n <= 5; n++) {
      await page.locator("[data-watch=forward]").tap();
      await page.waitForFunction((n) => document.querySelector(".watch-count")?.getAttribute("data-watch-at") === String(n), n);
      await rest(page);
      if (played.has(n)) assert.equal(await boards(page), played.get(n), `after move ${n}, forward`);
    }
    // The log lights what move 5 did.
    await page.getByRole("button", { name: "Log" }).tap();
    const lit = page.locator(".log-lines li.current");
    assert.ok((await lit.count()) > 0, "the move's lines are lit");
    await screenshot(page, "replay-log");
    await page.locator(".drawer-close").tap();

    // The scrubber, the keys.
    const scrub = async (n) => {
      await page.locator(".watch-scrubber input").evaluate((input, n) => {
        input.value = String(n);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }, n);
      await page.waitForFunction((n) => document.querySelector(".watch-count")?.getAttribute("data-watch-at") === String(n), n);
      await rest(page);
    };
    await scrub(12);
    assert.equal(await boards(page), played.get(12), "after move 12, scrubbed");
    await page.locator(".watch-count").click();
    await page.keyboard.press("ArrowLeft");
    await page.waitForFunction(() => document.querySelector(".watch-count")?.getAttribute("data-watch-at") === "11");
    await rest(page);
    assert.equal(await boards(page), played.get(11), "after move 11, a key back");
    await page.keyboard.press("End");
    await page.waitForFunction((n) => document.querySelector(".watch-count")?.getAttribute("data-watch-at") === String(n), length);
    await page.keyboard.press("Home");
    await page.waitForFunction(() => document.querySelector(".watch-count")?.getAttribute("data-watch-at") === "0");
    await rest(page);
    assert.equal(await boards(page), played.get(0), "back at the start");

    // Accessible to everyone: no serious or critical axe-core violation.
    await verdict("replay", await audit(page, "replay"));

    // The hard computer's move here, in words with its reason.
    await scrub(8);
    await page.locator("[data-watch=best]").tap();
    // In words (nothing glows in a replay), with its reason.
    await page.locator(".strip-detail.hint").filter({ hasText: /^The hard computer would play: .{10,}/ }).waitFor({ timeout: 30_000 });
    await screenshot(page, "replay-best-move");

    // Play on from here: a new saved game of 8 moves; the watched one stays.
    await page.locator("[data-watch=play-on]").tap();
    await page.locator(".watch-bar").waitFor({ state: "detached" });
    await page.locator(".table .legal[data-action]").first().waitFor();
    const games = await saved(page);
    assert.equal(games.length, 2, "a new saved game");
    assert.deepEqual(games.find(([g]) => g === id), [id, length], "the original stays as it was");
    assert.equal(games.find(([g]) => g !== id)[1], 8);

    // The original watched from the saved games, then closed: the table is
    // empty, the saved games as they were.
    await page.getByRole("button", { name: /^Menu/ }).tap();
    await page.locator(`[data-saved-id='${id}'] [data-watch-saved]`).tap();
    await page.locator(".watch-bar").waitFor();
    assert.equal(await page.locator(".watch-count").textContent(), `0 / ${length}`);
    await page.locator("[data-watch=close]").tap();
    await page.locator(".start-screen").waitFor();
    assert.deepEqual(await saved(page), games);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
