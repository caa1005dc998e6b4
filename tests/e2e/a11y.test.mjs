// Accessibility, checked by axe-core (the engine of the browsers' own
// accessibility audits) on every screen a player meets: the start screen,
// the tutorial's first card, the table of a solo game and of a game with a
// computer seat, each drawer and sheet the table's bottom bar opens, the
// Menu with its settings and saved games, the rules, and the end screen.
// At 1180x820 and 820x1180. No violation of impact "serious" or "critical"
// may be left; moderate and minor ones are listed in the test's output.

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { appUnderTest, waitForApp, ROOT, TABLET, TABLET_PORTRAIT, NO_WORKER } from "./support.mjs";
import { audit, verdict } from "./axe.mjs";
import { startGame, withSettings } from "./table.mjs";

const app = appUnderTest();

const SIZES = [
  ["1180x820", TABLET.viewport],
  ["820x1180", TABLET_PORTRAIT.viewport],
];

/** Opens the app at `viewport` on a fresh page (no service worker, no animation delay between steps). */
async function openApp(viewport = TABLET.viewport) {
  const opened = await app.open({ ...TABLET, viewport, ...NO_WORKER }, withSettings({ step_delay_ms: 0 }));
  await waitForApp(opened.page);
  return opened;
}

/** The bottom bar's doors: a tap opens a drawer or sheet, another closes it. */
const DOORS = [
  ["Market", (page) => page.getByRole("button", { name: "The Pottery market and the Textile stacks" })],
  ["Lake", (page) => page.getByRole("button", { name: "The Lake board" })],
  ["Log", (page) => page.getByRole("button", { name: "The game log" })],
  ["Forecast", (page) => page.getByRole("button", { name: /^Forecast: / })],
  ["All moves", (page) => page.getByRole("button", { name: /^All moves of this decision/ })],
  ["Seat", (page) => page.locator(".seat-summaries button").first()],
];

/**
 * The table as it shows, then with each of the bottom bar's drawers open in
 * turn, the Menu (its settings and saved games) and the rules. Returns the
 * violations, each screen named `name` and what is open.
 */
async function auditTable(page, name) {
  const found = await audit(page, name);
  for (const [door, button] of DOORS) {
    await button(page).tap();
    // A door shows itself pressed while its drawer is open (a seat's has no such state).
    if ((await button(page).getAttribute("aria-pressed")) !== null) assert.equal(await button(page).getAttribute("aria-pressed"), "true", door);
    await page.waitForTimeout(100);
    found.push(...(await audit(page, `${name}, ${door}`)));
    await button(page).tap();
    await page.locator(".drawer").waitFor({ state: "detached", timeout: 3000 }).catch(() => {});
  }
  await page.getByRole("button", { name: /^Menu/ }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.waitFor();
  found.push(...(await audit(page, `${name}, Menu`)));
  await menu.locator(".drawer-close").tap();
  await menu.waitFor({ state: "detached" });
  await page.locator(".seats-bar").getByRole("button", { name: "Rules", exact: true }).tap();
  const rules = page.getByRole("dialog", { name: "How to play" });
  await rules.waitFor();
  found.push(...(await audit(page, `${name}, Rules`)));
  await rules.getByRole("button", { name: "Close rules" }).tap();
  await rules.waitFor({ state: "detached" });
  return found;
}

test("the start screen, its rules and the tutorial's first card have no serious violations", { timeout: 60_000 }, async () => {
  const found = [];
  for (const [size, viewport] of SIZES) {
    const { context, page } = await openApp(viewport);
    try {
      await page.locator(".start-screen").waitFor();
      found.push(...(await audit(page, `start ${size}`)));
      if (size === SIZES[0][0]) {
        await page.locator(".start-screen").getByRole("button", { name: "Rules", exact: true }).tap();
        const rules = page.getByRole("dialog", { name: "How to play" });
        await rules.waitFor();
        found.push(...(await audit(page, `start ${size}, Rules`)));
        await rules.getByRole("button", { name: "Close rules" }).tap();
        await rules.waitFor({ state: "detached" });
      }
      await page.getByRole("button", { name: "Learn to play" }).tap();
      await page.locator(".tutorial-card").waitFor();
      found.push(...(await audit(page, `tutorial ${size}`)));
    } finally {
      await context.close();
    }
  }
  await verdict("start", found);
});

test("a solo game's table and every drawer, the Menu and the rules have no serious violations", { timeout: 90_000 }, async () => {
  const { context, page } = await openApp();
  const found = [];
  try {
    await startGame(page, { players: 1, seed: 3 });
    await page.locator(".legal[data-action]").first().waitFor();
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(250);
      found.push(...(await auditTable(page, `solo ${size}`)));
    }
  } finally {
    await context.close();
  }
  await verdict("solo", found);
});

test("a game with a computer seat, its drawers and the computer's board have no serious violations", { timeout: 60_000 }, async () => {
  const { context, page } = await openApp();
  const found = [];
  try {
    await startGame(page, { players: 2, computers: [null, "easy"], seed: 3 });
    await page.locator(".legal[data-action]").first().waitFor();
    // Here the seat's board is a person's (the computer's), not the Ayllu's.
    found.push(...(await auditTable(page, "vs computer 1180x820")));
    await page.setViewportSize(TABLET_PORTRAIT.viewport);
    await page.waitForTimeout(250);
    found.push(...(await audit(page, "vs computer 820x1180")));
  } finally {
    await context.close();
  }
  await verdict("computer", found);
});

test("the end screen of a finished solo game, and its Menu, have no serious violations", { timeout: 60_000 }, async () => {
  const { context, page } = await openApp();
  const found = [];
  try {
    // A finished game, imported through the start screen (no need to play it).
    await page.locator(".start-screen input[data-import]").setInputFiles(join(ROOT, "tests/golden/one_player.save.json"));
    await page.locator("#end-heading").waitFor({ timeout: 20_000 });
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(250);
      found.push(...(await audit(page, `end ${size}`)));
    }
    await page.setViewportSize(TABLET.viewport);
    await page.getByRole("button", { name: /^Menu/ }).tap();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    found.push(...(await audit(page, "end 1180x820, Menu")));
  } finally {
    await context.close();
  }
  await verdict("end", found);
});
