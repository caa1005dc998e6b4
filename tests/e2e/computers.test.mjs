// Computer opponents (issue #8): a 4-player game with one person and three
// computer seats, played to the end by tapping only what the UI offers. The
// computers think in the Web Worker and say why they played; a hint marks
// the hard player's choice without playing it.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, waitForApp, screenshot, TABLET, NO_WORKER } from "./support.mjs";
import { checkFinalScreen } from "./game.mjs";

const app = appUnderTest();

/** New game: four seats, seats 2 to 4 played by the computer at `levels`. */
async function startWithComputers(page, levels) {
  await page.getByRole("radio", { name: "4 players" }).tap();
  await page.getByRole("textbox", { name: "Name of player 1" }).fill("Ana");
  for (const [i, level] of levels.entries()) {
    await page.getByRole("combobox", { name: `Player ${i + 2} is played by` }).selectOption(`Computer: ${level}`);
  }
  await page.getByRole("button", { name: "Start game" }).tap();
  await page.locator(".turn-panel").waitFor();
}

/** A full-page screenshot from the top (the turn panel is docked there). */
async function shot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The game's action count, from the page's own save export. */
const actionCount = (page) =>
  page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem("ayar/index") ?? "[]");
    const id = index[0]?.id;
    return id ? JSON.parse(localStorage.getItem(`ayar/game/${id}`)).actions.length : -1;
  });

describe("computer opponents", () => {
  test("one person and three computer seats play a whole game; the final screen matches the engine", async () => {
    const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
    const started = Date.now();
    const workers = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    try {
      await waitForApp(page);
      await startWithComputers(page, ["easy", "easy", "medium"]);
      // One person at the table: never a hand-over screen.
      assert.equal(await page.locator("[data-ready]").count(), 0);
      await page.getByRole("button", { name: /Computer speed: Instant/ }).tap();

      let choices = 0;
      let sawThinking = false;
      const reasons = new Set();
      for (let step = 0; step < 4000; step++) {
        await page.waitForSelector("#end-heading, .turn-panel .legal[data-action], .turn-panel .status", { timeout: 20_000 });
        if ((await page.locator("#final-result").count()) > 0) break;
        assert.equal(await page.locator("[data-ready]").count(), 0, "no hand-over with one person");
        const status = (await page.locator(".turn-panel .status").textContent()) ?? "";
        if (/is thinking/.test(status)) sawThinking = true;
        const reason = await page.locator(".computer-reason").textContent().catch(() => "");
        if (reason) reasons.add(reason);
        const option = page.locator(".turn-panel .legal[data-action]").first();
        if (!(await option.isVisible().catch(() => false))) {
          await page.waitForTimeout(20);
          continue;
        }
        // Only the person's options are offered: the status names Ana (once
        // an option shows, nothing moves until she acts).
        const now = (await page.locator(".turn-panel .status").textContent()) ?? "";
        assert.match(now, /Ana/, `an option offered on someone else's decision: ${now}`);
        await option.tap();
        await page.locator("[data-confirm]").tap();
        choices++;
        if (choices === 30) {
          await shot(page, "computers-mid-tablet-landscape");
          // The log has the computers' reasons among the events.
          const lines = await page.locator(".game-log li").allTextContents();
          assert.ok(lines.some((l) => /Computer \d \(computer, (easy|medium)\): /.test(l)), lines.slice(0, 20).join("\n"));
        }
      }
      await page.locator("#end-heading").waitFor();
      await shot(page, "computers-end-tablet-landscape");
      const finals = await checkFinalScreen(page, "computers");
      assert.equal(finals.length, 4);
      assert.ok(choices > 20, `${choices} choices by the person`);
      assert.ok(sawThinking, "a computer seat was seen thinking");
      assert.ok([...reasons].some((r) => /\(computer, (easy|medium)\): .*playouts|only possible move/.test(r)), [...reasons].join("\n"));
      // The computers thought in the Web Worker, not on the page.
      assert.ok(workers.some((url) => url.endsWith("/think-worker.js")), `workers: ${workers}`);
      assert.deepEqual(page.problems, [], "no console errors");
      console.log(`1 person + 3 computers: ${choices} choices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });

  test("a hint marks the hard player's choice without playing it", async () => {
    const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
    try {
      await waitForApp(page);
      await page.getByRole("radio", { name: "2 players" }).tap();
      await page.getByRole("combobox", { name: "Player 2 is played by" }).selectOption("Computer: easy");
      await page.getByRole("textbox", { name: "Seed" }).fill("7");
      await page.getByRole("button", { name: "Start game" }).tap();
      await page.getByRole("button", { name: /Computer speed: Instant/ }).tap();
      // Wait for a decision of the person's with a real choice.
      const hint = page.getByRole("button", { name: /Hint/ });
      await hint.waitFor({ timeout: 20_000 });
      const before = await actionCount(page);
      await hint.tap();
      await page.locator(".hint-status.given").waitFor({ timeout: 20_000 });
      const text = await page.locator(".hint-status.given").textContent();
      assert.match(text, /^Hint: .+, marked in blue \(.*playouts.*\)\.$/);
      // Exactly one legal option is marked, and nothing was played.
      const marked = page.locator(".turn-panel .legal.hint[data-action]");
      assert.equal(await marked.count(), 1);
      assert.equal(await actionCount(page), before);
      await shot(page, "computers-hint-tablet-landscape");
      // Playing the hinted option clears the hint.
      await marked.tap();
      await page.locator("[data-confirm]").tap();
      await page.waitForFunction(() => document.querySelectorAll(".legal.hint").length === 0);
      assert.ok((await actionCount(page)) > before);
      assert.deepEqual(page.problems, [], "no console errors");
    } finally {
      await context.close();
    }
  });
});
