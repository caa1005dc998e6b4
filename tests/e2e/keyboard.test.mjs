// A whole solo game against the Ayllu played with the keyboard alone: the
// start screen by Tab, the arrow keys and typing, then every decision by
// Tab to a target on the boards (`.legal[data-action]`, never the All moves
// list), Enter or Space on it, and Confirm reached by Shift+Tab (or the
// selected target pressed again, which plays it). Nothing is clicked,
// tapped or focused from the script: focus moves by key presses only, as a
// person's does. Along the way, every element focused is checked: on
// screen and not covered (no focus hidden behind a drawer or the dock),
// and styled apart from the same element unfocused. The figures (decisions,
// Tab presses per decision, time) and what was found are printed as `# `
// lines: where focus lands after a selection and after a move, which
// focused elements do not show it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, waitForApp, screenshot, TABLET, NO_WORKER } from "./support.mjs";
import { rng, withSettings } from "./table.mjs";

const app = appUnderTest();

/** A board target that plays or selects an action, not selected yet (the All moves list excluded). */
const TARGET = ".legal[data-action]:not(.option):not([aria-pressed='true'])";
/** The game's seed (and the choices'): a game that meets the Lake, for a Viracocha. */
const SEED = 6;
/** Tab presses allowed to reach one thing before the test gives up. */
const MAX_TABS = 400;

const version = (page) => page.evaluate(() => document.querySelector(".table")?.getAttribute("data-version") ?? null);
const task = (page) => page.evaluate(() => document.querySelector(".strip-task")?.textContent?.trim() ?? "");
/** Resolves after two frames: a key's effect is drawn. */
const drawn = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * What has focus now: a short name, whether it matches `selector`, its
 * action, and whether a sighted player can see it (in the window and not
 * covered at its centre by something else: a drawer, the dock, the strip's
 * detail).
 */
function focused(page, selector = TARGET) {
  return page.evaluate((selector) => {
    const el = document.activeElement;
    if (!el || el === document.body) return { body: true, name: "<body>", kind: "<body>", matches: false };
    const r = el.getBoundingClientRect();
    const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
    const inside = r.width > 0 && r.height > 0 && cx >= 0 && cy >= 0 && cx <= innerWidth && cy <= innerHeight;
    const hit = inside ? document.elementFromPoint(cx, cy) : null;
    const classes = String(el.className?.baseVal ?? el.className ?? "").trim().split(/\s+/).filter((c) => c && c !== "hint");
    const kind = `${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join("")}`;
    const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
    return {
      body: false,
      kind,
      name: `${kind} "${label}"`,
      matches: el.matches(selector),
      action: el.getAttribute("data-action"),
      place: el.getAttribute("data-place"),
      pressed: el.getAttribute("aria-pressed") === "true",
      visible: inside && hit !== null && (hit === el || el.contains(hit)),
      coveredBy: hit && !(hit === el || el.contains(hit)) ? `${hit.tagName.toLowerCase()}.${String(hit.className?.baseVal ?? hit.className).split(" ")[0]}` : null,
      where: el.closest(".dock, .drawer, .side-panel, .board-frame, .prompt-strip, .seats-bar")?.className.split(" ").slice(0, 2).join(".") ?? "-",
    };
  }, selector);
}

/**
 * Whether the focused element looks focused: its style (an SVG target's
 * ring; an HTML control's outline, shadow, border and background) against
 * an unfocused copy of it put beside it for a moment. Returns null when it
 * shows, else the style it has either way.
 */
function focusUnseen(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el.matches("input, select, textarea")) return null;
    const svg = el instanceof SVGElement;
    const look = (e) => {
      const s = getComputedStyle(svg ? e.querySelector(":scope > .ring") ?? e : e);
      return svg
        ? `stroke ${s.stroke} ${s.strokeWidth}, fill ${s.fill}, outline ${s.outlineStyle}`
        : `outline ${s.outlineStyle} ${s.outlineWidth}, shadow ${s.boxShadow}, border ${s.borderColor}, background ${s.backgroundColor}`;
    };
    const copy = el.cloneNode(true);
    copy.removeAttribute("tabindex");
    copy.setAttribute("aria-hidden", "true");
    el.after(copy);
    const [now, unfocused] = [look(el), look(copy)];
    copy.remove();
    return now === unfocused ? now : null;
  });
}

/** What the test finds on the way, printed at the end. */
function findings() {
  return {
    hidden: new Set(), // focused, but off screen or covered
    unseen: new Map(), // focused, but styled as when not: kind -> style
    count: new Map(), // "what: where" -> times
    add(what, where) {
      const key = `${what}: ${where}`;
      this.count.set(key, (this.count.get(key) ?? 0) + 1);
    },
  };
}

/** Checks the element focused now: on screen, and looking focused. */
async function checkFocus(page, found, now) {
  if (now.body) return;
  if (!now.visible) found.hidden.add(`${now.name} in ${now.where}${now.coveredBy ? `, covered by ${now.coveredBy}` : ", off screen"}`);
  if (!found.unseen.has(now.kind)) {
    const style = await focusUnseen(page);
    if (style) found.unseen.set(now.kind, `${now.name} in ${now.where} (${style})`);
  }
}

/**
 * Presses `key` (Tab or Shift+Tab) until the focused element matches
 * `selector` (passing `skip` that match first), at most MAX_TABS times;
 * stops early when the table's version is no longer `before` (a single
 * option played itself). Each element focused on the way is checked
 * (`checkFocus`). Returns { presses, found, moved }.
 */
async function tabTo(page, selector, found, { key = "Tab", before, skip = 0 } = {}) {
  let presses = 0;
  let passed = 0;
  for (;;) {
    const now = await focused(page, selector);
    await checkFocus(page, found, now);
    if (now.matches && passed++ >= skip) return { presses, found: true, moved: false };
    if (before !== undefined && (await version(page)) !== before) return { presses, found: false, moved: true };
    if (presses >= MAX_TABS) return { presses, found: false, moved: false };
    await page.keyboard.press(key);
    presses++;
  }
}

/**
 * Whether the decision may play itself (the app's `only_option`): one
 * action on the boards, or only end-of-turn effects, whose order may not
 * matter.
 */
function loneOption(page) {
  return page.evaluate(() => {
    const actions = new Set([...document.querySelectorAll(".legal[data-action]:not(.option)")].map((e) => e.getAttribute("data-action")));
    return actions.size === 1 || [...actions].every((a) => a.includes("ResolveTrigger"));
  });
}

/** Why no target was reached: each board target, where it is and whether it can take focus at all. */
function targetsReport(page) {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)]
        .map((el) => {
          const r = el.getBoundingClientRect();
          const inert = el.closest("[inert], [hidden], [aria-hidden='true']") !== null;
          return `${el.getAttribute("data-action")} tabindex=${el.getAttribute("tabindex")} inert/hidden=${inert} box=${[r.x, r.y, r.width, r.height].map(Math.round)} in ${el.closest(".dock, .drawer, .side-panel, .board-frame")?.className ?? "-"}`;
        })
        .join("\n"),
    TARGET,
  );
}

/** The start screen by keyboard: "1 player" by the arrow keys in its radio group, the seed typed, Start game by Enter. Returns the Tab presses. */
async function startByKeyboard(page, seed, found) {
  const radio = await tabTo(page, "input[type=radio][name=players]", found);
  assert.ok(radio.found, "Tab reaches the number of players");
  const name = () => page.evaluate(() => document.activeElement.getAttribute("aria-label") ?? "");
  for (let i = 0; i < 4 && !/^1 player/.test(await name()); i++) await page.keyboard.press("ArrowLeft");
  assert.match(await name(), /^1 player/, "the arrow keys choose 1 player");
  assert.equal(await page.evaluate(() => document.activeElement.checked), true);
  const seedBox = await tabTo(page, "input[aria-label='Seed']", found);
  assert.ok(seedBox.found, "Tab reaches the Seed box");
  await page.keyboard.press("Control+A");
  await page.keyboard.type(String(seed));
  const start = await tabTo(page, "button[type=submit]", found);
  assert.ok(start.found, "Tab reaches Start game");
  assert.equal((await page.evaluate(() => document.activeElement.textContent)).trim(), "Start game");
  await page.keyboard.press("Enter");
  await page.locator(".table").waitFor();
  return radio.presses + seedBox.presses + start.presses;
}

test("a whole solo game against the Ayllu by the keyboard alone", { timeout: 600_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ step_delay_ms: 0 }));
  const started = Date.now();
  const choose = rng(SEED);
  const found = findings();
  try {
    await waitForApp(page);
    const startTabs = await startByKeyboard(page, SEED, found);
    assert.deepEqual([...found.hidden], [], "every control of the start screen shows when focused");
    // What the polite live region says, in order (at the Instant speed
    // nothing plays: each change is said at once).
    await page.locator("[data-announce]").waitFor({ state: "attached" });
    await page.evaluate(() => {
      window.__announced = [];
      new MutationObserver(() => {
        const said = document.querySelector("[data-announce]")?.textContent;
        if (said && window.__announced.at(-1) !== said) window.__announced.push(said);
      }).observe(document.body, { subtree: true, characterData: true, childList: true });
    });

    let decisions = 0;
    // Per decision: its Tab and Shift+Tab presses, to its target(s) and to Confirm.
    const presses = [];
    let pressing = 0;
    const kinds = new Map(); // what the strip asks (player and figures left out) -> { n, max }
    const confirms = { again: 0, shiftTab: 0, presses: [] };
    let stalled = 0;
    let playedThemselves = 0;
    const notByKeys = []; // decisions that moved on while the keys were still on their way

    for (let step = 0; step < 3000; step++) {
      await page.waitForSelector("#end-heading, [data-ready], .legal[data-action]", { timeout: 30_000 });
      if ((await page.locator("#final-result").count()) > 0) break;
      if ((await page.locator("[data-ready]").count()) > 0) {
        // A handover screen (none in a solo game): its button by Tab too.
        const ready = await tabTo(page, "[data-ready]", found);
        assert.ok(ready.found, "Tab reaches the handover's button");
        await page.keyboard.press("Enter");
        continue;
      }
      // At rest: no sequence playing (the Ayllu's turn, a Night).
      await page.waitForSelector(".table:not(.playing), #end-heading", { timeout: 20_000 });
      if ((await page.locator("#end-heading").count()) > 0) continue;
      const before = await version(page);
      const doing = await task(page);
      const kind = doing.replace(/^[^:]*: /, "").replace(/\d+/g, "N").slice(0, 50);
      const offered = await page.locator(TARGET).count();
      if (offered === 0) continue;
      // A lone option (or effects whose order does not matter) plays itself
      // after 450 ms: wait for it rather than race it.
      const lone = await loneOption(page);
      if (lone) {
        const itself = await page
          .waitForFunction((v) => document.querySelector(".table")?.getAttribute("data-version") !== v, before, { timeout: 2000 })
          .then(() => true, () => false);
        if (itself) {
          playedThemselves++;
          continue;
        }
      }
      // The target the player wants, any of them: the n-th reached by Tab.
      const reach = await tabTo(page, TARGET, found, { before, skip: choose(offered) });
      pressing += reach.presses;
      if (reach.moved) {
        // Only a lone option may play without the keys (one slow to play itself).
        if (!lone) notByKeys.push(doing);
        continue;
      }
      assert.ok(
        reach.found,
        `decision ${decisions} ("${doing}"): no target reached in ${MAX_TABS} Tab presses; focus on ${(await focused(page)).name}; the targets:\n${await targetsReport(page)}`,
      );
      const chosen = await focused(page);
      const shown = await page.evaluate(() => [...document.querySelectorAll(".legal[data-action]")].map((el) => el.dataset.action).join());
      await page.keyboard.press(choose(2) ? "Enter" : " ");
      await drawn(page);
      let moved = (await version(page)) !== before;
      let confirmed = false;
      if (!moved) {
        // Selected: where is focus now?
        const now = await focused(page);
        await checkFocus(page, found, now);
        const where = now.body ? "<body> (focus lost)" : now.action === chosen.action ? "the same target" : now.place === chosen.place ? "the same place, another action" : `${now.kind}, another place`;
        found.add("focus after a selection", `${where} [${kind}]`);
        // The redraw keeps the focus on the place pressed (issue 30).
        assert.equal(now.place, chosen.place, `decision ${decisions} ("${doing}"): focus after selecting ${chosen.name} is on ${now.name}`);
        if ((await page.locator("[data-confirm]:not([disabled])").count()) > 0) {
          if (now.pressed && now.action === chosen.action && choose(2) === 0) {
            // The selected target pressed again plays it.
            await page.keyboard.press("Enter");
            confirms.again++;
            confirmed = true;
          } else {
            // Confirm sits in the strip above the boards: back there by Shift+Tab.
            const confirm = await tabTo(page, "[data-confirm]", found, { key: "Shift+Tab", before });
            pressing += confirm.presses;
            if (confirm.moved) {
              if (!lone) notByKeys.push(doing);
              continue;
            }
            confirms.presses.push(confirm.presses);
            assert.ok(confirm.found, `decision ${decisions} ("${doing}"): Shift+Tab does not reach Confirm`);
            await page.keyboard.press("Enter");
            confirms.shiftTab++;
            confirmed = true;
          }
        }
      }
      // The game moves on; else the choice asks for more (the gold marker's
      // Ayar: other targets, seen at once) and the next step goes on with
      // this decision.
      moved ||= await page
        .waitForFunction(
          ([v, shown, confirmed]) =>
            document.querySelector(".table")?.getAttribute("data-version") !== v ||
            document.querySelector("#final-result") ||
            (!confirmed && [...document.querySelectorAll(".legal[data-action]")].map((el) => el.dataset.action).join() !== shown),
          [before, shown, confirmed],
          { timeout: 3000 },
        )
        .catch(() => {})
        .then(() => version(page))
        .then((now) => now !== before);
      if (!moved) {
        stalled++;
        assert.ok(stalled < 20, `decision ${decisions} ("${doing}"): 20 selections in a row moved nothing`);
        continue;
      }
      stalled = 0;
      decisions++;
      presses.push(pressing);
      const k = kinds.get(kind) ?? { n: 0, max: 0 };
      kinds.set(kind, { n: k.n + 1, max: Math.max(k.max, pressing) });
      pressing = 0;
      // Where focus is once the move is made and the Ayllu has played.
      await page.waitForSelector(".table:not(.playing), #end-heading", { timeout: 20_000 });
      const after = await focused(page);
      found.add("focus after a move", after.body ? "<body> (focus lost)" : after.kind);
    }

    await page.locator("#final-result").waitFor({ state: "attached", timeout: 30_000 });
    const seconds = (Date.now() - started) / 1000;
    await screenshot(page, "keyboard-solo-end");
    const max = Math.max(...presses);
    const avg = presses.reduce((a, b) => a + b, 0) / presses.length;
    console.log(`# ${decisions} decisions by keyboard in ${seconds.toFixed(0)} s; the start screen took ${startTabs} Tab presses`);
    console.log(`# lone options seen playing themselves: ${playedThemselves}`);
    console.log(`# Tab presses per decision (Tab to the target(s), Shift+Tab to Confirm): max ${max}, average ${avg.toFixed(1)}`);
    console.log(
      `# confirmed by Shift+Tab to Confirm ${confirms.shiftTab} times (${Math.min(...confirms.presses)} to ${Math.max(...confirms.presses)} presses), by the selected target pressed again ${confirms.again} times`,
    );
    for (const [kind, { n, max }] of kinds) console.log(`#   ${n} x "${kind}", at most ${max} presses`);
    for (const [what, n] of [...found.count].sort()) console.log(`# ${what} x${n}`);
    for (const h of found.hidden) console.log(`# focused but not visible: ${h}`);
    for (const u of found.unseen.values()) console.log(`# focused, styled as unfocused: ${u}`);

    // A screen reader heard the game: the player's moves, the Ayllu's
    // turns and every Night (issue 30).
    const announced = await page.evaluate(() => window.__announced);
    const nights = new Set(announced.flatMap((l) => [...l.matchAll(/Night (\d) falls\./g)].map((m) => m[1])));
    assert.deepEqual([...nights].sort(), ["1", "2", "3", "4"], `every Night announced: ${announced.slice(0, 12).join(" | ")}`);
    assert.ok(announced.some((l) => /\bThe Ayllu\b/.test(l)), `the Ayllu's turns announced: ${announced.slice(0, 12).join(" | ")}`);
    assert.ok(announced.length >= decisions, `each move announced (${announced.length} lines for ${decisions} decisions)`);
    assert.deepEqual(notByKeys, [], "every decision with a choice waited for the keyboard");
    assert.ok(decisions > 40, `a whole game takes many decisions (${decisions})`);
    const finals = JSON.parse(await page.locator("#final-result").textContent());
    assert.ok(finals.length >= 2, "a result for the player and the Ayllu");
    assert.deepEqual([...found.hidden], [], "every element focused on the way shows on screen");
    // A selected or hinted target shows the keyboard's place too (its
    // own ring once hid it).
    assert.deepEqual([...found.unseen.values()], [], "every element focused on the way looks focused");
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
});
