// The table on one screen, played on the pieces (issue 13), on the smallest
// tablet, 1024x768, where the boards are drawn smallest: a whole game for
// two by touching board targets only, the table's promises checked at every
// decision (`wholeGameByTouch` in table.mjs). Here a whole path of building
// slots cannot all be 44 px at once: the camera shows most of them at that
// size and the player pans to the rest (`pan`). The Step slots were 40.6
// CSS px here, and the building slots 36, before the camera changed.
// Also the end screen with the most result cards, four, at every size.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { appUnderTest, screenshot, waitForApp, NO_WORKER, PHONE, ROOT, TABLET_SIZES, TABLET_SMALL } from "./support.mjs";
import { tableProblems, wholeGameByTouch } from "./table.mjs";

const app = appUnderTest();

describe("the table on one screen, played on the pieces: the smallest tablet", () => {
  test("a whole game for two at 1024x768 by touch only", { timeout: 600_000 }, () =>
    wholeGameByTouch(app, "duo", TABLET_SMALL, { players: 2, seed: 23, names: ["Ana", "Bo"] }, {}, { pan: true }));

  test("a four-player game's end: every result card whole at each tablet size; on a phone it scrolls in itself", { timeout: 90_000 }, async () => {
    const { context, page } = await app.open({ ...TABLET_SMALL, ...NO_WORKER });
    try {
      await waitForApp(page);
      const finished = await readFile(join(ROOT, "tests/golden/four_players.save.json"), "utf8");
      await page.evaluate((text) => localStorage.setItem("ayar/game/four", JSON.stringify({ ...JSON.parse(text), updated: 1000 })), finished);
      await page.reload();
      await waitForApp(page);
      await page.locator(".start-screen [data-saved-id='four'] [data-open]").tap();
      await page.locator("#final-result").waitFor({ state: "attached" });
      const cut = () =>
        page.locator(".result").evaluateAll((cards) =>
          cards.filter((c) => c.scrollHeight > c.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1).map((c) => c.getAttribute("aria-label")));
      assert.equal(await page.locator(".result").count(), 4);
      for (const viewport of TABLET_SIZES) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(250);
        const size = `${viewport.width}x${viewport.height}`;
        assert.deepEqual(await cut(), [], `${size}: result cards cut off`);
        assert.deepEqual(await tableProblems(page), [], size);
        await screenshot(page, `end-four-${size}`);
      }
      // A phone: one column, whole cards, scrolled inside the end screen.
      await page.setViewportSize(PHONE.viewport);
      await page.waitForTimeout(250);
      assert.deepEqual(await cut(), [], "phone: result cards cut off");
      const scroll = await page.evaluate(() => {
        const end = document.querySelector(".game-end");
        return { inside: end.scrollHeight > end.clientHeight, page: document.documentElement.scrollHeight - innerHeight, sideways: document.documentElement.scrollWidth - innerWidth };
      });
      assert.deepEqual(scroll, { inside: true, page: 0, sideways: 0 });
      await screenshot(page, "end-four-phone");
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });
});
