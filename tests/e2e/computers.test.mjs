// Computer opponents (issue #8): a 4-player game with one person and three
// computer seats, played to the end by touching only the targets on the
// table. The computers think in the Web Worker and say why they played (in
// the prompt strip and the log); a hint marks the hard player's choice
// without playing it.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, readStore, waitForApp, screenshot, TABLET, TABLET_PORTRAIT, NO_WORKER } from "./support.mjs";
import { checkFinalScreen } from "./game.mjs";
import { playByTouch, rng, startGame, tableProblems, withSettings } from "./table.mjs";

const app = appUnderTest();

/** The game's action count, from the page's own autosave (once it caught up). */
async function actionCount(page) {
  const { index, games } = await readStore(page);
  return index[0] ? games[index[0].id].actions.length : -1;
}

/**
 * Records every line the prompt strip shows (its task and its detail) and
 * whether a hand-over screen ever showed, from before the app starts: what
 * the computers say flashes by between the person's decisions.
 */
async function watchStrip(page) {
  await page.addInitScript(() => {
    const seen = { tasks: new Set(), details: new Set(), handovers: 0 };
    window.__strip = () => ({ tasks: [...seen.tasks], details: [...seen.details], handovers: seen.handovers });
    new MutationObserver(() => {
      const task = document.querySelector(".strip-task")?.textContent;
      const detail = document.querySelector(".strip-detail")?.textContent;
      if (task) seen.tasks.add(task);
      if (detail) seen.details.add(detail);
      if (document.querySelector("[data-ready]")) seen.handovers++;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

describe("computer opponents", () => {
  test("one person and three computer seats play a whole game by touch; the final screen matches the engine", { timeout: 600_000 }, async () => {
    const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, async (p) => {
      await withSettings({ step_delay_ms: 0 })(p);
      await watchStrip(p);
    });
    const started = Date.now();
    const workers = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    try {
      await waitForApp(page);
      await startGame(page, { players: 4, seed: 8, names: ["Ana"], computers: [null, "easy", "easy", "medium"] });
      let logChecked = false;
      let storyChecked = false;
      const decisions = await playByTouch(page, {
        choose: rng(8),
        onDecision: async (n) => {
          // Only the person's targets are offered: while any shows, the
          // strip names Ana. Both read at one moment: a lone option of
          // Ana's (power 1 at the start) plays itself after 450 ms, and on
          // a busy machine a computer may be thinking by the time this runs.
          const { task, offered } = await page.evaluate(() => ({
            task: document.querySelector(".strip-task")?.textContent ?? "",
            offered: document.querySelectorAll(".legal[data-action]:not(.option)").length,
          }));
          if (offered > 0) assert.match(task, /^Ana: /, `a target offered on someone else's decision: ${task}`);
          assert.equal(await page.locator("[data-ready]").count(), 0, "no hand-over with one person");
          if (!storyChecked && n >= 20 && /lay a Step marker/.test(task)) {
            // Ana's turn begins: the strip's line of what happened opens
            // into the Last turn panel, the computers' whole turns since
            // her move: what each did (why is in the log).
            await page.locator(".strip-detail").tap();
            const story = page.locator(".strip-more .story li");
            await story.first().waitFor();
            const told = await story.allTextContents();
            assert.ok(told.length >= 4 && told.some((l) => /^Computer [234] lays /.test(l)), told.join("\n"));
            assert.ok(!told.some((l) => l.includes("(computer, ")), told.join("\n"));
            await screenshot(page, "computers-last-turn");
            await page.locator(".strip-more").tap();
            await page.locator(".strip-more").waitFor({ state: "hidden" });
            storyChecked = true;
          }
          if (n === 30) {
            await screenshot(page, "computers-mid-tablet-landscape");
            // The log has the computers' reasons among the events.
            await page.getByRole("button", { name: "The game log" }).tap();
            const drawer = page.getByRole("dialog", { name: "Game log" });
            await drawer.waitFor();
            const lines = await drawer.locator(".game-log li").allTextContents();
            assert.ok(lines.some((l) => /Computer \d \(computer, (easy|medium)\): /.test(l)), lines.slice(0, 20).join("\n"));
            await drawer.locator(".drawer-close").tap();
            await drawer.waitFor({ state: "detached" });
            logChecked = true;
          }
        },
      });
      await page.locator("#end-heading").waitFor();
      await screenshot(page, "computers-end-tablet-landscape");
      const finals = await checkFinalScreen(page, "computers");
      assert.equal(finals.length, 4);
      assert.ok(decisions > 20, `${decisions} decisions by the person`);
      assert.ok(logChecked, "the log was checked mid-game");
      assert.ok(storyChecked, "the Last turn panel was checked");
      const strip = await page.evaluate(() => window.__strip());
      assert.equal(strip.handovers, 0, "never a hand-over screen");
      assert.ok(strip.tasks.some((t) => /^Computer [234] is thinking…$/.test(t)), `a computer seat was seen thinking: ${strip.tasks.slice(0, 10)}`);
      const reasons = strip.details.filter((d) => /^Computer [234] \(computer, (easy|medium)\): /.test(d));
      // Reasons in game terms (issue 14): what the move does, how sure the
      // computer was, and never a search statistic.
      const said = `the computers' reasons in the strip:\n${reasons.slice(0, 10).join("\n")}`;
      assert.ok(reasons.length > 0 && reasons.every((r) => /; (clearly best|a close call|the only move)( \(.*\))?\.$/.test(r)), said);
      assert.ok(reasons.some((r) => /(Suns?|Moon|Llama|Viracocha|Temple|Inti|builds \w+ at space) /.test(r)), said);
      assert.ok(!reasons.some((r) => /playout|%|iteration/.test(r)), said);
      // The computers thought in the Web Worker, not on the page.
      assert.ok(workers.some((url) => url.endsWith("/think-worker.js")), `workers: ${workers}`);
      assert.deepEqual(page.problems, [], "no console errors");
      console.log(`# 1 person + 3 computers: ${decisions} decisions by touch in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await context.close();
    }
  });

  test("a hint marks the hard player's choice without playing it", { timeout: 120_000 }, async () => {
    const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ step_delay_ms: 0 }));
    try {
      await waitForApp(page);
      await startGame(page, { players: 2, seed: 7, names: ["Ana"], computers: [null, "easy"] });
      // Wait for a decision of the person's with a real choice.
      const hint = page.locator(".hint-button:not([disabled])");
      await hint.waitFor({ timeout: 20_000 });
      assert.match(await page.locator(".strip-task").textContent(), /^Ana: /);
      const before = await actionCount(page);
      const version = await page.locator(".table").getAttribute("data-version");
      await hint.tap();
      const given = page.locator(".strip-detail.hint").filter({ hasText: /^Hint \(glowing\): / });
      await given.waitFor({ timeout: 20_000 });
      const text = await given.textContent();
      assert.match(text, /^Hint \(glowing\): .+\. .+; (clearly best|a close call|the only move)$/);
      assert.doesNotMatch(text, /playout|%|iteration/);
      // In portrait the task takes two lines: with the hint under them, all
      // three stay inside the strip (a New game note's style once pushed
      // the hint's line up over the task, the task's top out of the strip).
      await page.setViewportSize(TABLET_PORTRAIT.viewport);
      assert.equal(await page.locator(".strip-line").evaluate((l) => Math.round(l.getBoundingClientRect().height / 20)), 2, "the task in two lines");
      assert.deepEqual((await tableProblems(page)).filter((p) => p.startsWith("the strip's")), []);
      await page.setViewportSize(TABLET.viewport);
      // Cut to one line in the strip; a tap shows all of it, below the strip.
      await given.tap();
      const more = page.locator(".strip-more");
      await more.waitFor();
      assert.equal(await more.textContent(), text, "the whole reason after a tap");
      const box = await more.boundingBox();
      assert.ok(box.y + box.height <= 820, "on screen");
      await given.tap();
      await more.waitFor({ state: "hidden" });
      // The hinted target glows, and nothing was played.
      const marked = page.locator(".legal.hint[data-action]:not(.option)");
      assert.ok((await marked.count()) >= 1, "a target is marked");
      const label = await marked.first().getAttribute("aria-label");
      assert.ok(text.includes(label), `the strip names the marked target: ${text} / ${label}`);
      assert.equal(await page.locator(".legal.hint[aria-pressed=true]").count(), 0, "marked, not selected");
      assert.equal(await actionCount(page), before);
      assert.equal(await page.locator(".table").getAttribute("data-version"), version);
      await screenshot(page, "computers-hint-tablet-landscape");
      // Playing the hinted target clears the hint.
      await marked.first().tap();
      // A hinted gold marker's slot asks for its Ayar, marked too.
      const ayar = page.locator(".main-board .legal.hint[data-action]");
      if (await page.locator("[data-confirm][disabled]").count()) await ayar.first().tap();
      await page.locator("[data-confirm]:not([disabled])").tap();
      await page.waitForFunction(() => document.querySelectorAll(".hint").length === 0);
      assert.ok((await actionCount(page)) > before);
      assert.deepEqual(page.problems, [], "no console errors");
    } finally {
      await context.close();
    }
  });
});
