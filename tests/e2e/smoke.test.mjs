// Smoke test: the release build loads cleanly and shows the start screen on
// a tablet and on a phone; every control has a name and a finger-sized
// target; choosing the players shapes the New game panel; long names fit.

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
  TABLET_SIZES,
} from "./support.mjs";
import { startGame, tableProblems, withSettings } from "./table.mjs";

const app = appUnderTest();

/** How far the page scrolls sideways and downwards, in CSS px. */
const overflow = (page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    return { x: doc.scrollWidth - doc.clientWidth, y: doc.scrollHeight - doc.clientHeight };
  });

/** Buttons and choices whose words run out of them (over the next one: "Novi①e" on a phone). */
const spilledWords = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".start-screen button, .start-screen label")]
      .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `"${el.textContent.trim()}" (${el.scrollWidth} in ${el.clientWidth} px)`),
  );

/** Every control has an accessible name and is at least 44x44 CSS px to a finger. */
async function checkControls(page, where) {
  const controls = await controlsReport(page);
  for (const c of controls) {
    assert.ok(c.name.length > 0, `${where}: no accessible name: ${c.control}`);
    assert.ok(c.width >= 44 && c.height >= 44, `${where}: ${c.name}: ${c.width}x${c.height}px`);
  }
  return controls;
}

for (const [label, device] of [
  ["tablet 1180x820 touch", TABLET],
  ["phone portrait 390x844", PHONE],
]) {
  test(`first screen on a ${label}: the start screen, no console errors`, { timeout: 60_000 }, async () => {
    const { context, page } = await app.open({ ...device, ...NO_WORKER });
    try {
      await waitForApp(page);
      assert.equal(await page.title(), "Ayar: Children of the Sun");
      assert.equal(
        (await page.getByRole("heading", { level: 1 }).textContent()).trim(),
        "Ayar: Children of the Sun",
      );
      await page.locator(".start-screen").waitFor({ state: "visible" });
      await page.getByRole("form", { name: "New game" }).waitFor({ state: "visible" });
      await page.getByRole("button", { name: "Start game" }).waitFor({ state: "visible" });
      await page.getByRole("button", { name: "Rules", exact: true }).waitFor({ state: "visible" });
      await page.locator(".saved-games").waitFor({ state: "visible" });
      await page.locator(".saved-games input[data-import]").waitFor({ state: "attached" });
      // The start screen has no board (the table is drawn once a game starts),
      // and with nothing saved nothing offers to continue.
      assert.equal(await page.locator(".main-board, .table").count(), 0);
      assert.equal(await page.getByRole("button", { name: "Continue the game in progress" }).count(), 0);

      // No sideways scrolling on either device, and the page itself never
      // scrolls: on a phone the start screen scrolls inside itself.
      const { x, y } = await overflow(page);
      assert.ok(x <= 0, `page scrolls sideways by ${x}px`);
      assert.ok(y <= 0, `the page itself is ${y}px taller than the screen`);
      // Solo shows the four levels: each name within its button.
      await page.getByRole("radio", { name: /^1 player/ }).check();
      await page.getByRole("radio", { name: /Sapa Inca/ }).waitFor();
      assert.deepEqual(await spilledWords(page), [], "words out of their buttons");

      const shot = await screenshot(page, `smoke-${device === TABLET ? "tablet" : "phone"}`);
      console.log(`# screenshot: ${shot}`);
      assert.deepEqual(page.problems, [], "no console errors or failed requests");
    } finally {
      await context.close();
    }
  });
}

test("on every tablet size the start screen fits: no scrolling either way", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER });
  try {
    await waitForApp(page);
    for (const players of [/^1 player/, /^2 players/, /^4 players/]) {
      await page.getByRole("radio", { name: players }).tap();
      for (const viewport of TABLET_SIZES) {
        await page.setViewportSize(viewport);
        await page.waitForTimeout(100);
        const { x, y } = await overflow(page);
        const size = `${viewport.width}x${viewport.height}, ${players.source}`;
        assert.ok(x <= 0, `${size}: the start screen scrolls sideways by ${x}px`);
        assert.ok(y <= 0, `${size}: the start screen scrolls down by ${y}px`);
      }
      await page.setViewportSize(TABLET.viewport);
    }
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("every control has an accessible name and a touch target of at least 44 CSS px", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...PHONE, ...NO_WORKER });
  try {
    await waitForApp(page);
    // Solo shows the difficulty controls too.
    await page.getByRole("radio", { name: /^1 player/ }).check();
    await page.getByRole("radio", { name: /Sapa Inca/ }).waitFor();
    const controls = await checkControls(page, "start screen, phone");
    assert.ok(controls.length >= 10, `found ${controls.length} controls`);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

test("the table's controls too: the prompt strip, the seats bar and the Menu drawer", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({}));
  try {
    await waitForApp(page);
    await startGame(page, { players: 2, seed: 5 });
    await page.locator(".legal[data-action]").first().waitFor();
    const controls = await checkControls(page, "table, tablet");
    assert.ok(controls.length >= 8, `found ${controls.length} controls`);
    await page.getByRole("button", { name: /^Menu/ }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await checkControls(page, "Menu drawer, tablet");
    await menu.locator(".drawer-close").tap();
    await menu.waitFor({ state: "detached" });
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

/** The Menu's "New game": back to the start screen. */
async function backToStart(page) {
  await page.getByRole("button", { name: /^Menu/ }).tap();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "New game" }).tap();
  await page.getByRole("form", { name: "New game" }).waitFor();
}

test("choosing players: solo shows difficulty and the Ayllu, more players show more names", { timeout: 60_000 }, async () => {
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
    // Solo has no computer seats to choose.
    assert.equal(await page.getByRole("combobox", { name: /is played by/ }).count(), 0);

    await page.getByRole("radio", { name: "4 players" }).tap();
    assert.equal(await names.count(), 4);
    assert.equal(await difficulty.count(), 0);
    assert.equal(await page.getByRole("combobox", { name: /is played by/ }).count(), 4, "who plays each seat");

    await page.getByRole("textbox", { name: "Name of player 1" }).fill("Mama Ocllo");
    await page.getByRole("button", { name: "Start game" }).tap();
    // Pass and play without the hand-over screen (the default setting): the
    // table at once, the deciding person's board large, the other three in
    // the seats bar.
    await page.locator(".table").waitFor();
    await page.locator(".legal[data-action]").first().waitFor();
    assert.equal(await page.locator("[data-ready]").count(), 0, "no hand-over screen by default");
    assert.equal(await page.getByRole("form", { name: "New game" }).count(), 0);
    const task = (await page.locator(".strip-task").textContent()).trim();
    const first = task.match(/^(Mama Ocllo|Player [234]): /)?.[1];
    assert.ok(first, `the strip names a seated player: ${task}`);
    assert.equal((await page.locator(".player-panel .player-name").first().textContent()).trim(), first, "the deciding player's board");
    assert.equal(await page.locator(".seats-bar .seat-summary").count(), 3, "the other seats");
    await screenshot(page, "smoke-tablet-started");

    // Back to the start screen through the Menu: the game in progress can
    // be continued.
    await backToStart(page);
    await page.getByRole("button", { name: "Continue the game in progress" }).tap();
    await page.locator(".table .prompt-strip").waitFor();
    assert.equal((await page.locator(".strip-task").textContent()).trim(), task, "the same decision waits");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

// The New game form lives as long as the app (src/ui/mod.rs): back from
// the table, it still holds what was typed.
test("back from the table, the New game panel keeps the names typed", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({}));
  try {
    await waitForApp(page);
    await startGame(page, { players: 3, names: ["Mama Ocllo", "Sinchi Roca"], seed: 3 });
    await backToStart(page);
    assert.equal(await page.getByRole("radio", { name: "3 players" }).isChecked(), true);
    assert.equal(await page.getByRole("textbox", { name: "Name of player 1" }).inputValue(), "Mama Ocllo");
    assert.equal(await page.getByRole("textbox", { name: "Name of player 2" }).inputValue(), "Sinchi Roca");
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});

// Names of 24 wide letters: ellipsised in the strip and the panels, and on
// the Main board's terrace clipped and fitted before the Maize; the female
// Ayars' names end before their Viracochas. Every tablet size, no scroll.
test("names of wide letters fit their places on the table at every tablet size", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({}));
  try {
    await waitForApp(page);
    const names = ["W".repeat(24), "Maximiliana Bartholomeus", "M".repeat(24), "Ana"];
    await startGame(page, { players: 4, names, seed: 5 });
    for (const viewport of TABLET_SIZES) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(250);
      assert.deepEqual(await tableProblems(page), [], `${viewport.width}x${viewport.height}`);
    }
    assert.deepEqual(await page.locator("text.terrace-name").allTextContents(), ["WWWWWWWWWWWWW…", "Maximiliana B…", "MMMMMMMMMMMMM…", "Ana"]);
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
