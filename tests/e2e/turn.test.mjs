// A turn on the table, played on the pieces: tap a target to preview it,
// tap it again (or Confirm) to play it; Undo inside the turn; a Textile on
// the loom turned by taps and placed by a second tap; the keyboard alone; a Step marker chosen in hand
// before its slot; the gold marker asking for the Ayar on the Main board;
// Pots picked one by one in the market, the Lake looked at meanwhile; and
// the All moves drawer, the list that plays the same actions as the boards.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, readStore, waitForApp, screenshot, TABLET, NO_WORKER } from "./support.mjs";
import { startGame, tableProblems, withSettings } from "./table.mjs";

const app = appUnderTest();

const key = (action) => JSON.stringify(action);
/** The board target (not the options list) that plays or selects `action`. */
const target = (page, action) => page.locator(`.legal[data-action='${key(action)}']:not(.option)`);
const detail = (page) => page.locator(".strip-detail");
const confirm = (page) => page.locator("[data-confirm]");
const undo = (page) => page.locator("[data-undo]");
const version = (page) => page.locator(".table").getAttribute("data-version");

/** A solo game (seed 7) whose decisions never play themselves. */
async function openSolo(page, seed = 7) {
  await waitForApp(page);
  await startGame(page, { players: 1, seed });
}

/** The actions of the game in progress, as autosaved (once the autosave caught up). */
async function savedActions(page) {
  const { index, games } = await readStore(page);
  return index[0] ? games[index[0].id].actions : [];
}

/** Waits until the strip's detail shows a preview with `text`. */
async function previewShows(page, text) {
  await page.locator(".strip-detail.preview").filter({ hasText: text }).waitFor({ timeout: 5000 });
}

/** The loom cells selected (the placement's two cells), by index: on an empty loom every cell is a target, in order. */
const loomSelected = (page) =>
  page.locator("svg.loom .target").evaluateAll((els) => els.flatMap((e, i) => (e.getAttribute("aria-pressed") === "true" ? [i] : [])));

/** The starting action by touch: the Tambo of cell 0 to Auca's start, the Textile East of cell 5. */
async function startingAction(page) {
  await target(page, { TakeTambo: { cell: 0 } }).tap();
  await confirm(page).tap();
  await target(page, { BuildTambo: { path: "Auca", space: 0 } }).tap();
  await confirm(page).tap();
  await target(page, { PlaceTextile: { cell: 5, dir: "East" } }).tap();
  await confirm(page).tap();
  await page.locator(".legal[data-action*='LayStep']").first().waitFor();
}

test("tap to preview, again to play; Undo; a Textile turned on the loom by taps; the keyboard alone", { timeout: 90_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ auto_single: false }));
  try {
    await openSolo(page);
    await page.locator(".strip-task").filter({ hasText: /take any Tambo/ }).waitFor();
    assert.equal(await undo(page).isDisabled(), true, "nothing to undo at the start");
    assert.equal(await confirm(page).isDisabled(), true, "nothing selected yet");

    // The starting action: a Tambo from the grid, tapped on the board itself.
    const cell = target(page, { TakeTambo: { cell: 0 } });
    assert.equal(await cell.evaluate((el) => el.closest(".grid-board") !== null), true, "on the player's grid");
    const before = await version(page);
    await cell.tap();
    assert.equal(await cell.getAttribute("aria-pressed"), "true");
    assert.match(await cell.getAttribute("class"), /\bselected\b/);
    await previewShows(page, "Take the Tambo at row 1, column 1");
    // The preview shows on the board too: that Tambo is leaving the grid.
    assert.equal(await page.locator(".grid-board use.tambo.leaving").count(), 1);
    assert.equal(await confirm(page).isDisabled(), false, "Confirm is offered");
    assert.equal(await version(page), before, "a first tap plays nothing");
    // A second tap on the same target plays it.
    await cell.tap();
    await target(page, { BuildTambo: { path: "Auca", space: 0 } }).waitFor();
    assert.equal(await page.locator(".grid-board use.tambo").count(), 15, "the Tambo left the grid");

    // Undo takes the Tambo back.
    assert.equal(await undo(page).isDisabled(), false);
    await undo(page).tap();
    await target(page, { TakeTambo: { cell: 0 } }).waitFor();
    assert.equal(await page.locator(".grid-board use.tambo").count(), 16);
    assert.equal(await undo(page).isDisabled(), true, "nothing left to undo");
    await target(page, { TakeTambo: { cell: 0 } }).tap();
    await confirm(page).tap();

    // Build on Auca's start slot: Weaving at power 1 takes stack 1's top Textile.
    const build = target(page, { BuildTambo: { path: "Auca", space: 0 } });
    assert.equal(await build.evaluate((el) => el.closest(".main-board") !== null), true, "on the Main board");
    await build.tap();
    await previewShows(page, /Weaving/);
    assert.equal(await page.locator(".main-board .ghosts .ghost").count(), 1, "the Tambo shows where it would stand");
    await confirm(page).tap();
    await page.locator(".strip-task").filter({ hasText: /place a Textile.*on the loom/ }).waitFor();
    const loomCell = target(page, { PlaceTextile: { cell: 5, dir: "East" } });
    assert.equal(await loomCell.evaluate((el) => el.closest("svg.loom") !== null), true, "on the loom");
    // The Textile to place shows on the Weaving card before a cell is tapped.
    const toPlace = page.locator(".side-panel .card-1 .textile-next");
    const textile = (await toPlace.getAttribute("aria-label")).replace(/^To place: /, "");
    assert.match(await page.locator(".strip-task").textContent(), new RegExp(`place ${textile} on the loom`));
    const halfSuns = { "a blank Textile": 0, "a Textile with one half-Sun": 1, "a Textile with 2 half-Suns": 2 }[textile];
    assert.equal(await toPlace.locator(".half-sun").count(), halfSuns, textile);
    assert.ok((await toPlace.boundingBox()).height >= 30, "large enough to read");

    // A tap on a loom cell lays the Textile there with a direction; a tap
    // beside it puts the other end there; a tap on its far end turns it end
    // for end; its first end again places it (one tap grammar, issue 30).
    // An empty loom: every cell is a target, in order.
    assert.equal(await page.locator("svg.loom .legal").count(), 16);
    await page.locator(".strip-detail.how").filter({ hasText: /the same cell again places it/ }).waitFor();
    const cellAt = (n) => page.locator("svg.loom .legal").nth(n);
    const unwoven = await version(page);
    await cellAt(5).tap();
    await previewShows(page, "row 2, column 2 and the other end right");
    assert.deepEqual(await loomSelected(page), [5, 6], "two loom cells selected");
    assert.equal(await page.locator("svg.loom .textile-ghost").count(), 1, "the Textile shows where it would go");
    assert.equal(await confirm(page).isDisabled(), false);
    for (const [cell, words] of [[9, "down"], [4, "left"], [1, "up"]]) {
      await cellAt(cell).tap();
      await previewShows(page, `row 2, column 2 and the other end ${words}`);
      assert.deepEqual(await loomSelected(page), [cell, 5].sort((a, b) => a - b));
    }
    await cellAt(1).tap();
    await previewShows(page, "row 1, column 2 and the other end down");
    await cellAt(5).tap();
    await previewShows(page, "row 2, column 2 and the other end up");
    await cellAt(6).tap();
    await previewShows(page, "row 2, column 2 and the other end right");
    // A tap on the detail line shows all of it below the strip; a tap there closes it.
    const whole = await detail(page).textContent();
    const mark = () => detail(page).evaluate((el) => getComputedStyle(el, "::after").content);
    assert.ok(whole.length > 60, whole);
    assert.equal(await mark(), '"▾"', "a long line says a tap shows more");
    await detail(page).tap();
    const more = page.locator(".strip-more");
    await more.waitFor();
    assert.equal(await mark(), '"▴"');
    assert.equal(await more.textContent(), whole);
    assert.equal(await detail(page).getAttribute("aria-expanded"), "true");
    assert.ok((await more.boundingBox()).y >= (await page.locator(".prompt-strip").boundingBox()).height - 1, "below the strip");
    // A drawer opened meanwhile lies over it.
    await page.locator(".seats-bar .bar-button", { hasText: "Log" }).tap();
    const log = page.getByRole("dialog", { name: /log/i });
    await log.waitFor();
    const head = await log.locator(".drawer-head").boundingBox();
    assert.equal(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest(".drawer") !== null, [head.x + head.width / 2, head.y + head.height / 2]), true, "the drawer is on top");
    await log.locator(".drawer-close").tap();
    await more.tap();
    await more.waitFor({ state: "hidden" });
    assert.equal(await detail(page).getAttribute("aria-expanded"), "false");
    assert.deepEqual(await loomSelected(page), [5, 6]);
    await screenshot(page, "turn-loom-preview");
    assert.equal(await version(page), unwoven, "the loom's taps played nothing yet");
    await cellAt(5).tap();
    // Woven: cells 5 and 6, and the Ayllu's starting action follows.
    await page.locator(".legal[data-action*='LayStep']").first().waitFor();
    const woven = await page.locator("svg.loom rect.loom-cell").evaluateAll((els) => els.flatMap((e, i) => (e.classList.contains("woven") ? [i] : [])));
    assert.deepEqual(woven, [5, 6]);

    // The keyboard alone: a focused target and Confirm answer Enter.
    const first = page.locator(".grid-board .legal[data-action*='LayStep']").first();
    const chosen = await first.getAttribute("data-action");
    await first.focus();
    await page.keyboard.press("Enter");
    assert.equal(await first.getAttribute("aria-pressed"), "true");
    await previewShows(page, (await first.getAttribute("aria-label")).slice(0, 20));
    await confirm(page).focus();
    await page.keyboard.press("Enter");
    await page.locator(".legal[data-action*='TakeTambo']").first().waitFor();
    assert.deepEqual((await savedActions(page)).at(-1), JSON.parse(chosen), "Enter played the focused target");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

test("a Step marker chosen in hand, then its slot; the gold marker asks for the Ayar on the board", { timeout: 90_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ auto_single: false }));
  try {
    await openSolo(page);
    await startingAction(page);
    // The strip says what the Ayllu did in its whole turn, not its last event only.
    await detail(page).filter({ hasText: /^The Ayllu: builds a Tambo on Ayar \w+'s path, space 0 \(/ }).waitFor({ timeout: 5000 });
    const slots = page.locator(".grid-board .legal[data-action*='LayStep']");
    const markersOf = () => slots.evaluateAll((els) => [...new Set(els.map((e) => JSON.parse(e.getAttribute("data-action")).LayStep.marker))]);

    // Before any tap, one marker shows in hand, and every slot lays it
    // (a newcomer could not tell which marker a slot would lay).
    const held = page.locator(".hand .hand-marker.target[aria-pressed=true]");
    assert.equal(await held.count(), 1, "one marker in hand from the start");
    const heldName = (await held.getAttribute("class")).match(/\b(manco|auca|cachi|uchu|gold)\b/)[1];
    assert.deepEqual(await markersOf(), [heldName[0].toUpperCase() + heldName.slice(1)]);

    // The Cachi marker in hand: every slot then lays it.
    const cachi = page.locator(".hand .hand-marker.cachi.target");
    assert.match(await cachi.getAttribute("class"), /\bchooser\b/, "a marker in hand only narrows the choice");
    assert.equal(await cachi.getAttribute("data-action"), null);
    await cachi.tap();
    assert.equal(await cachi.getAttribute("aria-pressed"), "true");
    await page.waitForFunction(() => [...document.querySelectorAll(".grid-board .legal[data-action*='LayStep']")].every((e) => e.getAttribute("data-action").includes('"marker":"Cachi"')));
    assert.deepEqual(await markersOf(), ["Cachi"]);
    assert.equal(await confirm(page).isDisabled(), true, "a marker alone is not a choice");
    const slot = slots.first();
    const action = JSON.parse(await slot.getAttribute("data-action"));
    await slot.tap();
    await previewShows(page, "Lay the Cachi marker");
    assert.equal(await page.locator(".main-board .ghost-move").count(), 1, "the Ayar's way shows on the Main board");
    await confirm(page).tap();
    await page.locator(".strip-task").filter({ hasText: /take a Tambo from the marked line/ }).waitFor();
    assert.deepEqual((await savedActions(page)).at(-1), action);
    assert.match(await page.locator(".main-board [data-piece='ayar-cachi']").getAttribute("aria-label"), /^Ayar Cachi on space [1-9]/);
    assert.equal(await page.locator(".grid-board use.marker").count(), 1, "the marker lies on its slot");
    assert.match(await page.locator(".hand .hand-marker.cachi").getAttribute("class"), /\bspent\b/);

    // Back, and the gold marker: after its slot, the Ayars are the targets.
    await undo(page).tap();
    await slots.first().waitFor();
    await page.locator(".hand .hand-marker.gold.target").tap();
    await page.waitForFunction(() => [...document.querySelectorAll(".grid-board .legal[data-action*='LayStep']")].every((e) => e.getAttribute("data-action").includes('"marker":"Gold"')));
    assert.equal(await page.locator(".main-board .legal").count(), 0, "no Ayar to choose before the slot");
    // The slot names no Ayar yet; once laid, the strip asks for one.
    assert.match(await slots.first().getAttribute("aria-label"), /, then choose which Ayar it moves$/);
    await slots.first().tap();
    await page.locator(".strip-task").filter({ hasText: "tap the Ayar the gold marker moves" }).waitFor();
    assert.equal(await confirm(page).isDisabled(), true, "no Ayar is moved by default");
    const ayars = page.locator(".main-board .legal[data-action*='\"marker\":\"Gold\"']");
    await ayars.first().waitFor();
    const offered = await ayars.evaluateAll((els) => els.map((e) => JSON.parse(e.getAttribute("data-action")).LayStep.ayar));
    assert.ok(offered.length >= 2, `gold may move any Ayar: ${offered}`);
    assert.equal(await page.locator(".main-board .legal[aria-pressed=true]").count(), 0, "no Ayar selected by default");
    const auca = ayars.and(page.locator(`[data-action*='"ayar":"Auca"']`));
    assert.equal(await auca.count(), 1);
    assert.match(await auca.getAttribute("aria-label"), /move Ayar Auca/);
    const aucaAction = JSON.parse(await auca.getAttribute("data-action"));
    await auca.tap();
    assert.equal(await auca.getAttribute("aria-pressed"), "true");
    await previewShows(page, "move Ayar Auca");
    await page.locator(".strip-task").filter({ hasText: "the gold marker moves Ayar Auca: Confirm, or tap another Ayar" }).waitFor();
    assert.equal(await confirm(page).isDisabled(), false);
    assert.equal(await page.locator(".main-board .ghost-move.auca").count(), 1, "Auca's way shows");
    await screenshot(page, "turn-gold-marker");
    await auca.tap(); // again: played
    await page.locator(".strip-task").filter({ hasText: /take a Tambo from the marked line/ }).waitFor();
    assert.deepEqual((await savedActions(page)).at(-1), aucaAction);
    assert.match(await page.locator(".main-board [data-piece='ayar-auca']").getAttribute("aria-label"), /^Ayar Auca on space [1-9]/);
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

/**
 * Plays a solo game from inside the page (quick DOM clicks, Pottery
 * preferred) until a Pottery decision where more than one Pot can be
 * picked. Returns the number of decisions played on the way.
 */
async function toPotsChoice(page) {
  const steps = await page.evaluate(async () => {
    const wait = (ms = 0) => new Promise((ok) => setTimeout(ok, ms));
    const version = () => document.querySelector(".table")?.getAttribute("data-version");
    const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    let stuck = 0;
    for (let step = 0; step < 600; step++) {
      if (document.querySelector("#final-result")) throw new Error("the game ended before a Pots choice");
      if (stuck > 20) throw new Error(`stuck at: ${document.querySelector(".strip-task")?.textContent}`);
      const targets = [...document.querySelectorAll(".legal[data-action]:not(.option)")];
      if (!targets.length) {
        await wait(5);
        continue;
      }
      const v = version();
      const pots = targets.filter((t) => t.closest(".supplies-board") && t.dataset.action.includes("TakePots"));
      if (pots.length) {
        click(pots[0]);
        await wait(20);
        const more = document.querySelectorAll(".supplies-board .legal[data-action]:not(.selected)").length;
        if (more > 0) {
          click(document.querySelector("[data-put-back]"));
          await wait(20);
          return step;
        }
        // The only Pot that fits: a second tap takes it.
        click(document.querySelector(".supplies-board .target.selected"));
      } else {
        const pick =
          targets.find((t) => /\(Pottery\)/.test(t.getAttribute("aria-label") ?? "")) ??
          [...targets].reverse().find((t) => t.dataset.action.includes("ChoosePower")) ??
          targets[step % targets.length];
        click(pick);
        await wait();
        document.querySelector("[data-confirm]")?.click();
      }
      for (let i = 0; i < 400 && version() === v; i++) await wait(5);
      stuck = version() === v ? stuck + 1 : 0;
    }
    throw new Error("no Pots choice within 600 steps");
  });
  await page.locator(".supplies-board .legal").first().waitFor();
  return steps;
}

test("Pots picked one by one in the market, one put back by its ✕, then taken together by a second tap", { timeout: 90_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ auto_single: false }));
  try {
    await openSolo(page, 9);
    const steps = await toPotsChoice(page);
    console.log(`# a Pots choice after ${steps} decisions`);
    // The market came into the dock by itself.
    const dock = page.locator(".dock.dock-supplies");
    await dock.waitFor();
    await page.locator(".strip-task").filter({ hasText: /pick Pots costing up to [2-9]/ }).waitFor();
    const owned = () =>
      page.locator(".player-panel .shelf .pot-count").evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute("aria-label").match(/: (\d+)$/)[1]), 0));
    const before = await owned();
    const selected = dock.locator(".target.selected");
    assert.equal(await selected.count(), 0);
    assert.equal(await confirm(page).isDisabled(), true);

    // The first Pot: picked, with a ✕ on its corner; the others that still fit stay legal.
    const first = dock.locator(".legal[data-action]").first();
    const one = JSON.parse(await first.getAttribute("data-action")).TakePots.slots;
    const crosses = dock.locator("[data-put-back]");
    const cross = (slots) => dock.locator(`[data-put-back="${Math.log2(slots)}"]`);
    assert.equal(await crosses.count(), 0, "nothing to put back yet");
    await page.locator(".strip-detail.how").filter({ hasText: "a ✕ to put one back; a picked Pot again takes them all" }).waitFor();
    await first.tap();
    await selected.first().waitFor();
    assert.equal(await selected.count(), 1);
    assert.match(await selected.getAttribute("aria-label"), /^Take /, "a second tap takes it");
    assert.equal(await selected.getAttribute("aria-pressed"), "true");
    assert.equal(await confirm(page).isDisabled(), false, "one Pot is a set already");
    assert.equal(await crosses.count(), 1);
    assert.match(await cross(one).getAttribute("aria-label"), /^Put back the Pot of market slot \d$/);
    await page.locator(".strip-detail.preview").waitFor();
    const more = dock.locator(".legal[data-action]:not(.selected)");
    assert.ok((await more.count()) >= 1, "another Pot still fits the power");
    // Each pick selects the whole set so far.
    const sets = await more.evaluateAll((els) => els.map((e) => JSON.parse(e.getAttribute("data-action")).TakePots.slots));
    for (const set of sets) assert.equal(set & one, one, `the set ${set} keeps the first Pot (${one})`);

    // Put back, and pick again.
    await cross(one).tap();
    await page.waitForFunction(() => document.querySelectorAll(".supplies-board .target.selected").length === 0);
    assert.equal(await confirm(page).isDisabled(), true);
    assert.equal(await crosses.count(), 0);
    await dock.locator(`.legal[data-action='${key({ TakePots: { slots: one } })}']`).tap();
    await selected.first().waitFor();

    // The second Pot: both picked; the first one's ✕ puts back the first only.
    const second = more.first();
    const both = JSON.parse(await second.getAttribute("data-action")).TakePots.slots;
    const other = both & ~one;
    await second.tap();
    await page.waitForFunction(() => document.querySelectorAll(".supplies-board .target.selected").length === 2);
    assert.equal(await crosses.count(), 2, "a ✕ on each picked Pot");
    await cross(one).tap();
    await page.waitForFunction(() => document.querySelectorAll(".supplies-board .target.selected").length === 1);
    assert.equal(await selected.getAttribute("data-action"), key({ TakePots: { slots: other } }), "the second Pot stays picked");
    // The tapped ✕ kept the focus, its element now the other Pot's ✕: no
    // box is drawn around it for a finger (only the keyboard's ring shows).
    const outline = () => page.evaluate(() => [document.activeElement.getAttribute("class"), getComputedStyle(document.activeElement).outlineStyle]);
    assert.deepEqual(await outline(), ["put-back", "none"]);
    await dock.locator(`.legal[data-action='${key({ TakePots: { slots: both } })}']`).tap();
    await page.waitForFunction(() => document.querySelectorAll(".supplies-board .target.selected").length === 2);
    // Either picked Pot takes both.
    for (const action of await selected.evaluateAll((els) => els.map((e) => e.getAttribute("data-action")))) {
      assert.equal(action, key({ TakePots: { slots: both } }));
    }
    // The table's promises hold with the crosses drawn: every Pot is hit at its centre.
    assert.deepEqual(await tableProblems(page), []);
    await screenshot(page, "turn-pots-picked");
    // The Lake looked at mid-choice (issue 30): its door shows it in the
    // dock; closed, the market is back with both Pots still picked.
    const lakeDoor = page.locator('[data-door="lake"]');
    await lakeDoor.tap();
    await page.locator(".dock.dock-lake .lake-board").waitFor({ timeout: 5000 });
    assert.equal(await lakeDoor.getAttribute("aria-pressed"), "true");
    assert.equal(await page.locator(".dock-supplies").count(), 0, "the Lake in the market's place");
    assert.equal(await crosses.count(), 0, "the crosses belong to the market");
    await lakeDoor.tap();
    await dock.waitFor();
    assert.equal(await selected.count(), 2, "the picked Pots kept");
    // A picked Pot tapped again takes the set.
    await selected.last().tap();
    await page.waitForFunction((n) => {
      const els = [...document.querySelectorAll(".player-panel .shelf .pot-count")];
      return els.reduce((s, e) => s + Number(e.getAttribute("aria-label").match(/: (\d+)$/)[1]), 0) === n;
    }, before + 2);
    assert.deepEqual((await savedActions(page)).at(-1), { TakePots: { slots: both } });
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

test("the All moves drawer lists every legal action and plays the same action as the boards", { timeout: 90_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ auto_single: false }));
  try {
    await openSolo(page);
    await target(page, { TakeTambo: { cell: 0 } }).waitFor();
    const onBoards = await page.locator(".legal[data-action]:not(.option)").evaluateAll((els) => els.map((e) => e.getAttribute("data-action")).sort());

    await page.getByRole("button", { name: /^All moves of this decision/ }).tap();
    const drawer = page.getByRole("dialog", { name: "All moves" });
    await drawer.waitFor();
    const options = drawer.locator("button.legal.option[data-action]");
    const listed = await options.evaluateAll((els) => els.map((e) => e.getAttribute("data-action")).sort());
    assert.deepEqual(listed, onBoards, "the same actions as the targets on the boards");
    assert.equal(listed.length, 16);

    // A tap selects (the board shows it too), Confirm plays.
    const option = drawer.locator(`button.option[data-action='${key({ TakeTambo: { cell: 3 } })}']`);
    assert.match(await option.textContent(), /Take the Tambo at row 1, column 4/);
    await option.tap();
    assert.match(await option.getAttribute("class"), /\bselected\b/);
    assert.equal(await target(page, { TakeTambo: { cell: 3 } }).getAttribute("aria-pressed"), "true");
    await previewShows(page, "Take the Tambo at row 1, column 4");
    await confirm(page).tap();
    await drawer.locator(`button.option[data-action*='BuildTambo']`).first().waitFor();
    const byList = await savedActions(page);

    // A second tap on an option plays it too (Pottery: Pots to pick next).
    const build = drawer.locator(`button.option[data-action='${key({ BuildTambo: { path: "Manco", space: 0 } })}']`);
    await build.tap();
    await build.tap();
    await drawer.locator(`button.option[data-action*='TakePots']`).first().waitFor();
    const byList2 = await savedActions(page);
    assert.deepEqual(byList2.at(-1), { BuildTambo: { path: "Manco", space: 0 } });
    await screenshot(page, "turn-options-drawer");
    await drawer.locator(".drawer-close").tap();
    await drawer.waitFor({ state: "detached" });

    // The same two choices on the boards give the same game.
    await page.waitForFunction(() => !document.querySelector("[data-undo]").disabled);
    await undo(page).tap();
    await target(page, { BuildTambo: { path: "Manco", space: 0 } }).waitFor();
    await undo(page).tap();
    await target(page, { TakeTambo: { cell: 3 } }).waitFor();
    assert.deepEqual(await savedActions(page), [], "both undone, in storage too");
    await target(page, { TakeTambo: { cell: 3 } }).tap();
    await target(page, { TakeTambo: { cell: 3 } }).tap();
    await target(page, { BuildTambo: { path: "Manco", space: 0 } }).tap();
    await target(page, { BuildTambo: { path: "Manco", space: 0 } }).tap();
    await page.locator(".supplies-board .legal[data-action*='TakePots']").first().waitFor();
    const byBoard = await savedActions(page);
    assert.deepEqual(byBoard.slice(0, byList.length), byList);
    assert.deepEqual(byBoard, byList2);
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});
