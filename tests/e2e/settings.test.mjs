// The table's settings and what is reachable from every screen: the rules
// open and close from the start screen, the table and the end screen; the
// pass-and-play hand-over screen shows before each person's turn when the
// setting is on, and never when it is off (the default); a decision with
// only one option plays itself when that setting is on (the default) and
// waits for the person when it is off. The settings are changed in the
// Menu drawer and kept in the app's store (IndexedDB, "settings").

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { appUnderTest, readStore, waitForApp, screenshot, ROOT, TABLET, NO_WORKER } from "./support.mjs";
import { checkFinalScreen } from "./game.mjs";
import { rng, startGame, tableProblems, withSettings } from "./table.mjs";

const app = appUnderTest();

const version = (page) => page.locator(".table").getAttribute("data-version");
const settings = async (page) => (await readStore(page)).settings;
/** The settings of the turn's pace and hand-over, as stored. */
const turnSettings = async (page) => {
  const { step_delay_ms, auto_single, handover } = (await settings(page)) ?? {};
  return { step_delay_ms, auto_single, handover };
};
/** The seat named at the start of the strip's task ("Ana: take a Tambo..."). */
const decider = async (page) => ((await page.locator(".strip-task").textContent()) ?? "").match(/^(.+?): /)?.[1];

/** The rules reference opens from here, has its sections, and closes again. */
async function checkRules(page, opener, shot) {
  await opener.tap();
  const dialog = page.getByRole("dialog", { name: "How to play" });
  await dialog.waitFor();
  for (const section of ["Goal", "A Day turn", "The four activities", "End-of-turn effects", "Night", "Game end", "Solo: the Ayllu"]) {
    assert.equal(await dialog.getByRole("heading", { name: section, exact: true }).count(), 1, `rules: ${section}`);
  }
  await screenshot(page, shot);
  await dialog.getByRole("button", { name: "Close rules" }).tap();
  await dialog.waitFor({ state: "detached" });
}

const rulesDoor = (page) => page.locator(".seats-bar").getByRole("button", { name: "Rules", exact: true });

/** The Menu drawer, opened. */
async function openMenu(page) {
  await page.getByRole("button", { name: /^Menu/ }).tap();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.waitFor();
  return menu;
}

async function closeDrawer(page, drawer) {
  await drawer.locator(".drawer-close").tap();
  await drawer.waitFor({ state: "detached" });
}

/**
 * One decision by touch: a target chosen by `choose`, then Confirm if a
 * choice waits; returns once the game moved on.
 */
async function decide(page, choose) {
  const before = await version(page);
  const targets = page.locator(".legal[data-action]:not(.option)");
  const confirm = page.locator("[data-confirm]:not([disabled])");
  // A tap selects (then Confirm), plays, or asks for more (the gold
  // marker's Ayar: then another tap).
  for (let taps = 0; taps < 3; taps++) {
    const ayars = page.locator(".main-board .legal[data-action*='LayStep']");
    const pool = taps > 0 && (await ayars.count()) > 0 ? ayars : targets;
    // The table may move on by itself meanwhile (a single option played).
    if (!(await pool.nth(choose(await pool.count())).tap({ timeout: 2000 }).then(() => true, () => false))) return;
    await page.waitForFunction((v) => document.querySelector(".table")?.getAttribute("data-version") !== v || document.querySelector("[data-confirm]:not([disabled])"), before, { timeout: 1000 }).catch(() => {});
    if ((await version(page)) !== before) break;
    if ((await confirm.count()) > 0) {
      await confirm.tap({ timeout: 2000 }).catch(() => {});
      break;
    }
  }
  await page.waitForFunction((v) => document.querySelector(".table")?.getAttribute("data-version") !== v, before);
}

/**
 * Records from before the app starts whether a hand-over screen ever
 * showed, and every notice the strip showed.
 */
async function watchTable(page) {
  await page.addInitScript(() => {
    const seen = { handovers: 0, notices: new Set() };
    window.__table = () => ({ handovers: seen.handovers, notices: [...seen.notices] });
    new MutationObserver(() => {
      if (document.querySelector("[data-ready]")) seen.handovers++;
      const notice = document.querySelector(".strip-detail.notice")?.textContent;
      if (notice) seen.notices.add(notice);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test("the rules open and close from the start screen, the table and the end screen", { timeout: 120_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({}));
  try {
    await waitForApp(page);
    await checkRules(page, page.locator(".start-screen").getByRole("button", { name: "Rules", exact: true }), "rules-start");

    // The table: the door in the seats bar, and the Menu's Rules.
    await startGame(page, { players: 1, seed: 5 });
    await page.locator(".legal[data-action]").first().waitFor();
    await checkRules(page, rulesDoor(page), "rules-table");
    const menu = await openMenu(page);
    await checkRules(page, menu.getByRole("button", { name: "Rules", exact: true }), "rules-menu");
    assert.equal(await page.locator(".drawer").count(), 0, "the Menu closed for the rules");

    // The end screen: a finished game, imported from the start screen.
    await (await openMenu(page)).getByRole("button", { name: "New game" }).tap();
    await page.locator(".start-screen input[data-import]").setInputFiles(join(ROOT, "tests/golden/two_players.save.json"));
    await page.locator("#end-heading").waitFor({ timeout: 20_000 });
    await checkRules(page, rulesDoor(page), "rules-end");
    await checkRules(page, (await openMenu(page)).getByRole("button", { name: "Rules", exact: true }), "rules-end-menu");
    // The end screen is still the engine's result.
    await checkFinalScreen(page, "settings-imported-end");
    // In the Menu's saved games, a finished game is seen, not continued.
    const finished = (await openMenu(page)).locator(".saved-game").filter({ hasText: "finished" });
    assert.deepEqual(await finished.locator("[data-open]").allTextContents(), ["See the end"]);
    await page.keyboard.press("Escape");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

test("hand-over on: before each person's turn a screen hides the table until that person is ready", { timeout: 300_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ handover: true, auto_single: false }));
  const started = Date.now();
  try {
    await waitForApp(page);
    assert.equal((await settings(page)).handover, true);
    await startGame(page, { players: 2, seed: 31, names: ["Ana", "Bruno"] });
    // The first hand-over (the first player is drawn at random): the table
    // stays hidden until that player is ready.
    const ready = page.locator("[data-ready]");
    await ready.waitFor();
    assert.equal(await page.locator(".legal[data-action], .main-board, .player-panel").count(), 0, "nothing of the table shows");
    await page.getByRole("heading", { name: /^Pass to (Ana|Bruno)$/ }).waitFor();
    await checkRules(page, rulesDoor(page), "rules-handover");
    await screenshot(page, "settings-handover");
    // Nothing can be played behind the screen: no options in the All moves
    // drawer, no hint.
    await page.locator(".seats-bar").getByRole("button", { name: "All moves of this decision as a list" }).tap();
    const drawer = page.locator(".drawer");
    await drawer.waitFor();
    assert.equal(await drawer.locator(".option").count(), 0, "no options listed behind the hand-over screen");
    await drawer.locator(".drawer-close").tap();
    assert.equal(await page.locator(".hint-button").isDisabled(), true, "no hint behind the hand-over screen");

    // A good part of the game: through round 1 and its Night, into round 2.
    const choose = rng(31);
    let holder = null;
    let handovers = 0;
    let decisions = 0;
    for (let step = 0; step < 600; step++) {
      await page.waitForSelector("#end-heading, [data-ready], .legal[data-action]", { timeout: 20_000 });
      if ((await page.locator("#end-heading").count()) > 0) break;
      if ((await ready.count()) > 0) {
        const name = (await ready.textContent()).match(/^I'm ready: (.+)$/)?.[1];
        assert.ok(name === "Ana" || name === "Bruno", `the hand-over names a person: ${name}`);
        assert.notEqual(name, holder, "a hand-over only when the tablet changes hands");
        assert.equal(await page.getByRole("heading", { name: `Pass to ${name}` }).count(), 1);
        assert.equal(await page.locator(".legal[data-action], .player-panel").count(), 0, "the table hidden");
        assert.equal(await page.locator(".hint-button").isDisabled(), true, "no hint before the hand-over");
        await ready.tap();
        await page.locator(".legal[data-action]").first().waitFor();
        holder = name;
        handovers++;
        continue;
      }
      // Every decision is the person's the tablet was handed to.
      assert.equal(await decider(page), holder, "the person deciding was handed the tablet");
      assert.equal((await page.locator(".player-panel .player-name").first().textContent()).trim(), holder, "their board");
      if (decisions % 10 === 0) assert.deepEqual(await tableProblems(page), [], `decision ${decisions}`);
      await decide(page, choose);
      decisions++;
      if (/^Round 2 · Day/.test(await page.locator(".strip-phase").textContent()) && handovers >= 12) break;
    }
    assert.match(await page.locator(".strip-phase").textContent(), /^Round 2 · Day/, "into round 2");
    assert.ok(handovers >= 12, `${handovers} hand-overs`);
    console.log(`# hand-over on: ${decisions} decisions, ${handovers} hand-overs in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // Off in the Menu (kept in the settings): no more hand-over screens.
    const menu = await openMenu(page);
    const box = menu.getByRole("checkbox", { name: /^Pass-and-play: a hand-over screen/ });
    assert.equal(await box.isChecked(), true);
    await box.uncheck();
    assert.equal((await settings(page)).handover, false);
    await closeDrawer(page, menu);
    const people = new Set();
    for (let i = 0; i < 16; i++) {
      await page.locator(".legal[data-action]").first().waitFor();
      assert.equal(await ready.count(), 0, "no hand-over once it is off");
      people.add(await decider(page));
      await decide(page, choose);
    }
    assert.equal(people.size, 2, "both people played meanwhile");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

test("hand-over off (the default): never a hand-over screen; turned on in the Menu, it shows", { timeout: 120_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, watchTable);
  try {
    await waitForApp(page);
    await startGame(page, { players: 2, seed: 32, names: ["Ana", "Bruno"] });
    const choose = rng(32);
    const people = [];
    for (let i = 0; i < 30; i++) {
      await page.locator(".legal[data-action]").first().waitFor();
      // While a move plays (the Normal speed), the strip names its mover.
      await page.locator(".table:not(.playing)").waitFor();
      const who = await decider(page);
      if (who !== people.at(-1)) people.push(who);
      await decide(page, choose);
    }
    assert.ok(people.length >= 3, `the tablet changed hands: ${people.join(", ")}`);
    assert.equal((await page.evaluate(() => window.__table())).handovers, 0, "never a hand-over screen");
    // The defaults, as stored once changed: the speed and the two switches.
    const menu = await openMenu(page);
    assert.equal(await menu.locator("[data-speed='600']").getAttribute("aria-pressed"), "true", "Normal speed by default");
    assert.equal(await menu.getByRole("checkbox", { name: /^Play a decision with only one option/ }).isChecked(), true);
    const box = menu.getByRole("checkbox", { name: /^Pass-and-play: a hand-over screen/ });
    assert.equal(await box.isChecked(), false);
    await box.check();
    assert.deepEqual(await turnSettings(page), { step_delay_ms: 600, auto_single: true, handover: true });
    await closeDrawer(page, menu);
    // On now: the person deciding is handed the tablet first.
    await page.locator(".table:not(.playing)").waitFor();
    const who = await decider(page);
    await page.locator("[data-ready]").waitFor();
    assert.equal((await page.locator("[data-ready]").textContent()).trim(), `I'm ready: ${who}`);
    await page.locator("[data-ready]").tap();
    await page.locator(".legal[data-action]").first().waitFor();
    assert.equal(await decider(page), who);
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

/**
 * Plays by touch until a person's decision has exactly one legal option
 * (the Hint is off: there is nothing to choose). Returns that option's
 * label and the table's version, or null if the decision played itself
 * before it was seen.
 */
async function toSingleOption(page, choose) {
  for (let i = 0; i < 300; i++) {
    await page.locator(".legal[data-action]").first().waitFor();
    const now = await page.evaluate(() => {
      const targets = [...document.querySelectorAll(".legal[data-action]:not(.option)")];
      return {
        version: document.querySelector(".table").getAttribute("data-version"),
        actions: [...new Set(targets.map((t) => t.getAttribute("data-action")))],
        label: targets[0]?.getAttribute("aria-label"),
        single: document.querySelector(".hint-button").disabled,
      };
    });
    if (now.single && now.actions.length === 1) return now;
    await decide(page, choose);
  }
  throw new Error("no decision with a single option within 300 decisions");
}

test("one option on (the default): a decision with a single option plays itself and says so", { timeout: 120_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, async (p) => {
    await withSettings({ auto_single: true })(p);
    await watchTable(p);
  });
  try {
    await waitForApp(page);
    await startGame(page, { players: 1, seed: 33 });
    const choose = rng(33);
    const single = await toSingleOption(page, choose);
    // Hands off: it plays itself after a moment.
    await page.waitForFunction((v) => document.querySelector(".table").getAttribute("data-version") !== v, single.version, { timeout: 5000 });
    const notice = `The only option: ${single.label}.`;
    const notices = (await page.evaluate(() => window.__table())).notices;
    assert.ok(notices.includes(notice), `the strip said "${notice}": ${notices}`);
    // It stays in the strip until the next move, the person's or the Ayllu's.
    const shown = page.locator(".strip-detail.notice");
    if ((await shown.count()) > 0) assert.equal(await shown.textContent(), notice);
    await screenshot(page, "settings-only-option");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});

test("one option off (set in the Menu): that decision waits for the person", { timeout: 120_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, watchTable);
  try {
    await waitForApp(page);
    await startGame(page, { players: 1, seed: 33 });
    // The Menu: the Ayllu at Instant speed, and no decision plays itself.
    const menu = await openMenu(page);
    const instant = menu.getByRole("button", { name: "Speed: Instant" });
    await instant.tap();
    assert.equal(await instant.getAttribute("aria-pressed"), "true");
    await menu.getByRole("checkbox", { name: /^Play a decision with only one option/ }).uncheck();
    assert.deepEqual(await turnSettings(page), { step_delay_ms: 0, auto_single: false, handover: false });
    await closeDrawer(page, menu);

    const choose = rng(33);
    const single = await toSingleOption(page, choose);
    assert.ok(single, "the decision with a single option waits");
    await page.waitForTimeout(1500);
    assert.equal(await version(page), single.version, "it did not play itself");
    const target = page.locator(".legal[data-action]:not(.option)").first();
    assert.equal(await target.getAttribute("aria-label"), single.label);
    // The person plays it: a tap, then Confirm.
    await target.tap();
    await page.locator("[data-confirm]:not([disabled])").tap();
    await page.waitForFunction((v) => document.querySelector(".table").getAttribute("data-version") !== v, single.version);
    assert.deepEqual((await page.evaluate(() => window.__table())).notices, [], "nothing played by itself");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});
