// Long-press help on a touch tablet: holding a finger on an icon shows its
// help in a bubble; a short tap on a legal target still selects it and
// shows no help; a long press on a legal target neither selects nor plays
// it; a tap elsewhere closes the bubble.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, startSoloGame, waitForApp, screenshot, TABLET, NO_WORKER } from "./support.mjs";

const app = appUnderTest();

const key = (action) => JSON.stringify(action);

/** A finger held still on the middle of `locator` for `ms`, then lifted. */
async function longPress(page, cdp, locator, ms = 800) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  // Let a click the browser might still send arrive (it must be eaten).
  await page.waitForTimeout(150);
}

test("long press shows help, short tap still selects, long press on a target does not play it", async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
  const cdp = await context.newCDPSession(page);
  const bubble = page.locator("[data-help-bubble]");
  try {
    await waitForApp(page);
    await startSoloGame(page, { seed: 7 });

    // An icon: a building slot's activity on the Main board.
    const icon = page.locator(".main-board .lane.manco .slot[data-slot='4'] .icon").first();
    const expected = (await icon.locator("title").first().textContent()).trim();
    assert.match(expected, /building slot for/);
    await longPress(page, cdp, icon);
    await bubble.waitFor({ timeout: 3000 });
    assert.equal((await bubble.textContent()).trim(), expected);
    await screenshot(page, "help-long-press");

    // A tap elsewhere closes it.
    await page.locator(".turn-panel .status").tap();
    await bubble.waitFor({ state: "detached", timeout: 3000 });

    // A button that names itself in its own text has no help to show.
    await longPress(page, cdp, page.locator(".board-zoom"));
    await page.waitForTimeout(300);
    assert.equal(await bubble.count(), 0, "no help for a button with its own text");

    // A short tap on a legal target selects it, and shows no help.
    const cell0 = page.locator(`.player-board.large .cell.legal[data-action='${key({ TakeTambo: { cell: 0 } })}']`);
    await cell0.tap();
    await page.locator(".player-board.large .cell.selected[data-cell='0']").waitFor();
    await page.waitForTimeout(700);
    assert.equal(await bubble.count(), 0, "a short tap shows no help");
    // Keyboard and screen readers get the same text.
    assert.equal(await cell0.getAttribute("aria-label"), "Tambo at row 1, column 1");

    // A long press on another legal target: help, and it is not selected.
    const cell5 = page.locator(".player-board.large .cell.legal[data-cell='5']");
    await longPress(page, cdp, cell5);
    await bubble.waitFor({ timeout: 3000 });
    assert.match(await bubble.textContent(), /Tambo at row 2, column 2/);
    assert.equal(await page.locator(".player-board.large .cell.selected[data-cell='5']").count(), 0, "not selected");
    assert.equal(await page.locator(".player-board.large .cell.selected[data-cell='0']").count(), 1, "selection kept");

    // A long press on the selected target does not play it (a second tap would).
    await longPress(page, cdp, cell0);
    await bubble.waitFor({ timeout: 3000 });
    assert.equal(await page.locator(".player-board.large .cell.selected[data-cell='0']").count(), 1, "still only selected");
    assert.equal(await page.getByRole("button", { name: /Undo/ }).count(), 0, "nothing was played");
    assert.ok((await page.locator(".player-board.large .cell.legal").count()) > 1, "still choosing a Tambo");

    // The short tap still plays it afterwards (after the bubble closes).
    await page.locator(".turn-panel .status").tap();
    await bubble.waitFor({ state: "detached", timeout: 3000 });
    await cell0.tap();
    await page.getByRole("button", { name: /Undo/ }).waitFor({ timeout: 5000 });
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
