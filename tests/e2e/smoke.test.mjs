// Smoke test: the release build loads cleanly and shows the first screen on a
// tablet and on a phone.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  appUnderTest,
  waitForApp,
  screenshot,
  controlsReport,
  TABLET,
  PHONE,
  NO_WORKER,
} from "./support.mjs";

const app = appUnderTest();

for (const [label, device] of [
  ["tablet 1180x820 touch", TABLET],
  ["phone portrait 390x844", PHONE],
]) {
  test(`first screen on a ${label}: New game panel and Main board, no console errors`, async () => {
    const { context, page } = await app.open({ ...device, ...NO_WORKER });
    try {
      await waitForApp(page);
      assert.equal(await page.title(), "Ayar: Children of the Sun");
      assert.equal(
        (await page.getByRole("heading", { level: 1 }).textContent()).trim(),
        "Ayar: Children of the Sun",
      );

      const panel = page.getByRole("form", { name: "New game" });
      await panel.waitFor({ state: "visible" });
      const board = page.getByRole("img", { name: /Main board/ });
      await board.waitFor({ state: "visible" });

      // The board scales to its container: as wide as the panel it sits in.
      const boardBox = await board.boundingBox();
      const areaBox = await page.locator(".board-area").boundingBox();
      assert.ok(boardBox.width > areaBox.width * 0.9, `board ${boardBox.width}px in ${areaBox.width}px`);
      assert.ok(boardBox.width <= device.viewport.width, "board fits the viewport");
      // One drawing shown: landscape on the tablet, portrait on the phone.
      assert.equal(await page.locator(".main-board:visible").count(), 1);
      const orientation = device === PHONE ? "portrait" : "landscape";
      assert.equal(await board.evaluate((svg, o) => svg.classList.contains(o), orientation), true);
      // Four paths, each with spaces 0 (at Tiwanaku) to 30 (at Cuzco).
      assert.equal(await board.locator("[data-ayar]").count(), 4);
      assert.equal(await board.locator("[data-ayar] [data-space]").count(), 4 * 31);
      assert.equal(await board.locator('[data-ayar] [data-space="0"]').count(), 4);
      assert.equal(await board.locator('[data-ayar] [data-space="30"]').count(), 4);
      assert.equal(await board.locator('.city[data-city="tiwanaku"]').count(), 1);
      assert.equal(await board.locator('.city[data-city="cuzco"]').count(), 1);

      // No horizontal scrolling on either device.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);

      const shot = await screenshot(page, `smoke-${device === TABLET ? "tablet" : "phone"}`);
      console.log(`screenshot: ${shot}`);
      assert.deepEqual(page.problems, [], "no console errors or failed requests");
    } finally {
      await context.close();
    }
  });
}

test("every control has an accessible name and a touch target of at least 44 CSS px", async () => {
  const { context, page } = await app.open({ ...PHONE, ...NO_WORKER });
  try {
    await waitForApp(page);
    // Solo shows the difficulty controls too.
    await page.getByRole("radio", { name: /^1 player/ }).check();
    await page.getByRole("radio", { name: /Sapa Inca/ }).waitFor();
    const controls = await controlsReport(page);
    assert.ok(controls.length >= 10, `found ${controls.length} controls`);
    for (const c of controls) {
      assert.ok(c.name.length > 0, `no accessible name: ${c.control}`);
      assert.ok(c.width >= 44 && c.height >= 44, `${c.name}: ${c.width}x${c.height}px`);
    }
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("choosing players: solo shows difficulty and the Ayllu, more players show more names", async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
  try {
    await waitForApp(page);
    const names = page.getByRole("textbox", { name: /^Name of player/ });
    const difficulty = page.getByRole("group", { name: "Solo difficulty" });

    assert.equal(await names.count(), 2, "two players by default");
    assert.equal(await difficulty.count(), 0);

    await page.getByRole("radio", { name: /^1 player/ }).tap();
    await difficulty.waitFor();
    assert.equal(await names.count(), 1);
    for (const level of ["Novice", "Apprentice", "Elder", "Sapa Inca"]) {
      const radio = difficulty.getByRole("radio", { name: new RegExp(level) });
      await radio.waitFor({ state: "attached" });
      assert.equal(await radio.count(), 1);
    }
    await difficulty.getByRole("radio", { name: /Elder/ }).tap();
    assert.ok(await difficulty.getByRole("radio", { name: /Elder/ }).isChecked());
    await page.getByText("The Ayllu (Elder)").waitFor();

    await page.getByRole("radio", { name: "4 players" }).tap();
    assert.equal(await names.count(), 4);
    assert.equal(await difficulty.count(), 0);

    await page.getByRole("textbox", { name: "Name of player 1" }).fill("Mama Ocllo");
    await page.getByRole("button", { name: "Start game" }).tap();
    // Pass and play: the first player (drawn at random) is handed the tablet.
    const handover = page.getByRole("heading", { name: /^Pass to (Mama Ocllo|Player [234])$/ });
    await handover.waitFor();
    const first = (await handover.textContent()).replace("Pass to ", "");
    assert.equal(await page.getByRole("form", { name: "New game" }).count(), 0);
    assert.equal(await page.locator(".player-board").count(), 0, "boards hidden until ready");
    await page.getByRole("button", { name: `I'm ready: ${first}` }).tap();
    const boards = page.locator(".player-board");
    await boards.first().waitFor();
    assert.equal(await boards.count(), 4, "one board per player");
    const large = page.locator(".player-board.large");
    assert.equal(await large.getByRole("heading", { level: 3 }).textContent(), first, "the player handed the tablet sees their board large");
    await screenshot(page, "smoke-tablet-started");

    await page.getByRole("button", { name: "New game" }).tap();
    await page.getByRole("form", { name: "New game" }).waitFor();
    assert.equal(await page.getByRole("textbox", { name: "Name of player 1" }).inputValue(), "Mama Ocllo");
    await page.getByRole("button", { name: "Continue the game in progress" }).tap();
    await page.locator(".turn-panel").waitFor();
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
