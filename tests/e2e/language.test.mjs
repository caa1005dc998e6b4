// Choosing a language (issue 31). By default the browser's preferred
// languages decide; the picker on the start screen and in the Menu changes
// the language at once, without a reload, and it is remembered; switched
// in the middle of a game, the game and its selection stay as they were.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, readStore, waitForApp, screenshot, TABLET, TABLET_PORTRAIT, NO_WORKER } from "./support.mjs";
import { startGame, tableProblems } from "./table.mjs";

const app = appUnderTest();

const heading = (page) => page.locator("#how-heading").textContent();
const pageLang = (page) => page.evaluate(() => document.documentElement.lang);
const stored = async (page) => (await readStore(page)).settings?.language ?? null;

test("the browser's preferred language speaks first; the start screen's picker changes it at once and it is remembered", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER, locale: "de-AT" });
  try {
    await waitForApp(page);
    assert.equal(await heading(page), "So läuft ein Zug ab", "German, as the browser prefers");
    assert.equal(await pageLang(page), "de");
    assert.equal(await stored(page), null, "nothing chosen yet");
    await page.getByRole("combobox", { name: "Sprache" }).selectOption("es");
    await page.waitForFunction(() => document.querySelector("#how-heading")?.textContent === "Cómo se juega un turno");
    assert.equal(await pageLang(page), "es");
    assert.equal(await stored(page), "es");
    assert.match(await page.locator(".start-screen").innerText(), /Fácil: rápido/, "the computers' levels in Spanish");
    await page.getByRole("radio", { name: /^1 jugador: en solitario/ }).tap();
    assert.match(await page.locator(".start-screen").innerText(), /Novato: \d+ Inti y \d+ llamas? al inicio/, "the solo difficulties in Spanish");
    assert.equal(await page.locator("#saved-heading").textContent(), "Partidas guardadas");
    assert.equal(await page.getByRole("combobox", { name: "Idioma" }).inputValue(), "es", "the picker shows the language spoken");
    await screenshot(page, "language-start-es-1180x820");
    // Remembered: a reload speaks Spanish, whatever the browser prefers.
    await page.reload();
    await waitForApp(page);
    assert.equal(await heading(page), "Cómo se juega un turno");
    await page.getByRole("combobox", { name: "Idioma" }).selectOption("en");
    await page.waitForFunction(() => document.querySelector("#how-heading")?.textContent === "How a turn works");
    assert.equal(await pageLang(page), "en");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

test("switched in the middle of a game, in the Menu, the game and its selection stay", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET_PORTRAIT, ...NO_WORKER, locale: "en-GB" });
  try {
    await waitForApp(page);
    await startGame(page, { players: 1, seed: 7 });
    await page.locator(".table:not(.playing) .legal[data-action]").first().waitFor();
    const version = await page.locator(".table").getAttribute("data-version");
    const target = page.locator(".legal[data-action]:not(.option)").first();
    const action = await target.getAttribute("data-action");
    await target.tap();
    const selected = page.locator(`.legal[data-action='${action}'][aria-pressed='true']`);
    await selected.waitFor();
    await page.getByRole("button", { name: /^Menu/ }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("combobox", { name: "Language" }).selectOption("de");
    await page.waitForFunction(() => document.documentElement.lang === "de");
    // Drawn again in German: the Menu still open, the same game, the same selection.
    const menü = page.getByRole("dialog", { name: "Menü" });
    assert.equal(await menü.getByRole("combobox", { name: "Sprache" }).inputValue(), "de");
    assert.equal(await page.locator(".table").getAttribute("data-version"), version, "the same game, not a move more");
    assert.equal(await page.locator("[data-confirm]").textContent(), "Bestätigen");
    await menü.getByRole("button", { name: "Schließen: Menü" }).tap();
    await selected.waitFor();
    assert.equal(await page.locator("[data-confirm]:not([disabled])").count(), 1, "Confirm still offered");
    assert.deepEqual(await tableProblems(page), [], "the table's promises hold");
    assert.equal(await stored(page), "de");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});
