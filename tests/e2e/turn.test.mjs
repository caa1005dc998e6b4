// The turn panel and the player board's own targets: tap to preview, tap
// again or Confirm to play, Undo inside the turn, and Textile placement on
// the loom with rotation by tap.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, startSoloGame, waitForApp, screenshot, TABLET, NO_WORKER } from "./support.mjs";

const app = appUnderTest();

const key = (action) => JSON.stringify(action);
const option = (page, action) => page.locator(`.turn-panel .legal[data-action='${key(action)}']`);
const pressed = (page) => page.locator(".turn-panel .legal[aria-pressed=true]");

test("preview, Undo, weaving a Textile with rotation by tap on the loom, and the keyboard alone", async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
  try {
    await waitForApp(page);
    await startSoloGame(page, { seed: 7 });

    // The starting action: a Tambo from the grid, tapped on the board itself.
    const cell = page.locator(`.player-board.large .cell.legal[data-action='${key({ TakeTambo: { cell: 0 } })}']`);
    await cell.tap();
    assert.equal(await pressed(page).getAttribute("data-action"), key({ TakeTambo: { cell: 0 } }));
    await page.locator(".turn-panel .preview").getByText("takes the Tambo at row 1, column 1").waitFor();
    // A second tap on the same target plays it.
    await cell.tap();
    await option(page, { BuildTambo: { path: "Auca", space: 0 } }).waitFor();

    // Undo takes the Tambo back.
    await page.getByRole("button", { name: /Undo/ }).tap();
    await option(page, { TakeTambo: { cell: 0 } }).waitFor();
    assert.equal(await page.getByRole("button", { name: /Undo/ }).count(), 0, "nothing left to undo");
    await option(page, { TakeTambo: { cell: 0 } }).tap();
    await page.locator("[data-confirm]").tap();

    // Build on Auca's start slot: Weaving at power 1 takes stack 1's top Textile.
    await option(page, { BuildTambo: { path: "Auca", space: 0 } }).tap();
    await page.locator(".turn-panel .preview").getByText(/Weaving/).first().waitFor();
    await page.locator("[data-confirm]").tap();
    const loomCell = page.locator(".player-board.large .loom-cell[data-cell='5']");
    await loomCell.and(page.locator(".legal")).waitFor();
    await page.getByText(/place .*Textile.* on two empty loom cells/).waitFor();

    // Tapping a loom cell picks a direction; each further tap turns it.
    const seen = [];
    for (let i = 0; i < 4; i++) {
      await loomCell.tap();
      const action = JSON.parse(await pressed(page).getAttribute("data-action"));
      assert.equal(action.PlaceTextile.cell, 5);
      seen.push(action.PlaceTextile.dir);
      assert.equal(await page.locator(".loom .ghost").count(), 1, "the Textile shows where it would go");
    }
    assert.deepEqual(seen, ["East", "South", "West", "North"], "every legal direction in turn");
    await loomCell.tap(); // back to East
    await screenshot(page, "turn-loom-preview");
    await page.locator("[data-confirm]").tap();
    // Woven: cells 5 and 6, and the Ayllu's starting action follows.
    await page.locator(".player-board.large .loom-cell.woven[data-cell='6']").waitFor();
    assert.equal(await page.locator(".player-board.large .loom-cell.woven").count(), 2);
    await page.locator(".turn-panel .legal[data-action*='LayStep']").first().waitFor();

    // The keyboard alone: the options and Confirm are real buttons.
    const first = page.locator(".turn-panel .legal[data-action*='LayStep']").first();
    const chosen = await first.getAttribute("data-action");
    await first.focus();
    await page.keyboard.press("Enter");
    assert.equal(await pressed(page).getAttribute("data-action"), chosen);
    await page.locator("[data-confirm]").focus();
    await page.keyboard.press("Enter");
    await page.locator(".turn-panel .legal[data-action*='TakeTambo']").first().waitFor();
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});
