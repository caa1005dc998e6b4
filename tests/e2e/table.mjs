// Playing the table as a person does: by touching the targets on the boards
// (`.legal[data-action]`), never the options list, then Confirm. And the
// table's promises, checked at every decision: the page does not scroll,
// every distinct legal action has a target whose centre is on screen and
// hit there, at least 44 CSS px, the names on the boards do not run into
// their icons, and Confirm is visible when a choice is selected.
import assert from "node:assert/strict";
import { screenshot, settingsBeforeStart, waitForApp, PHONE, NO_WORKER, TABLET, TABLET_SIZES } from "./support.mjs";
import { checkFinalScreen, englishLeft } from "./game.mjs";
import { audit, verdict } from "./axe.mjs";

/** Settings stored before the app loads (speeds up whole games). */
export function withSettings(settings) {
  return async (page) => {
    await settingsBeforeStart(page, { step_delay_ms: 0, auto_single: true, handover: false, ...settings });
  };
}

/** The targets on the table (not the All moves drawer's list). */
export const targets = (page) => page.locator(".table .legal[data-action]:not(.option)");

/** Make `n` choices by touching the table's targets and Confirm. */
export async function play(page, n) {
  for (let made = 0; made < n; made++) {
    await targets(page).first().waitFor({ timeout: 20_000 });
    const before = await page.locator(".table").getAttribute("data-version");
    await targets(page).first().tap();
    await page.locator("[data-confirm]").tap();
    await page.waitForFunction((v) => document.querySelector(".table")?.getAttribute("data-version") !== v, before);
  }
}

/** New game from the start screen. `players`: 1 (solo) to 4. */
export async function startGame(page, { players = 1, seed, names = [], computers = [], difficulty } = {}) {
  // By the form's values, not its words: it is the same in every language.
  const form = page.locator(".new-game");
  await form.locator(`label.choice:has(input[name=players][value="${players}"])`).tap();
  if (difficulty) await form.locator(`label.choice:has(input[name=difficulty][value="${difficulty}"])`).tap();
  const seat = (i) => form.locator(".seat-row").nth(i);
  for (const [i, name] of names.entries()) await seat(i).locator(".name-field input").fill(name);
  for (const [i, level] of computers.entries()) {
    if (level) await seat(i).locator(".played-by select").selectOption(level);
  }
  if (seed !== undefined) await form.locator(".seed-field input").fill(String(seed));
  await form.locator("button[type=submit]").tap();
  await page.locator(".table").waitFor();
}

/**
 * The table's promises, checked in the page now. Returns the problems. With
 * `pan`, an action may have no target on screen when its board's camera is
 * in close (it shows "Show the whole board") and some of that board's
 * targets are on screen: the player pans to the others (the smallest
 * tablet, where a whole path of building slots cannot all be 44 px).
 */
export function tableProblems(page, { pan = false } = {}) {
  return page.evaluate((pan) => {
    const problems = [];
    const doc = document.documentElement;
    if (doc.scrollHeight > innerHeight + 1 || doc.scrollWidth > innerWidth + 1 || scrollX !== 0 || scrollY !== 0) {
      problems.push(`the page scrolls: ${doc.scrollWidth}x${doc.scrollHeight} in ${innerWidth}x${innerHeight}`);
    }
    // Nothing spills out of the window unless a panel clips or scrolls it.
    const clipped = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflow !== "visible") return true;
      }
      return false;
    };
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if ((r.bottom > innerHeight + 1 || r.right > innerWidth + 1) && !clipped(el)) {
        problems.push(`${el.tagName.toLowerCase()}.${el.className?.baseVal ?? el.className} spills out of the window`);
        break;
      }
    }
    // The strip's words and buttons stay inside it, above its border: two
    // lines of task and the detail line (a hint's, a preview's) together,
    // and every button (on the phone, a row of their own).
    const strip = document.querySelector(".prompt-strip");
    for (const line of strip ? strip.querySelectorAll(".strip-text > *, .strip-button, .strip-actions > *") : []) {
      const [r, s] = [line.getBoundingClientRect(), strip.getBoundingClientRect()];
      const border = parseFloat(getComputedStyle(strip).borderBottomWidth);
      if (r.height > 0 && (r.top < s.top - 1 || r.bottom > s.bottom - border + 1 || r.left < s.left - 1 || r.right > s.right + 1)) {
        problems.push(`the strip's "${line.textContent.slice(0, 40)}" runs out of the strip (${r.left.toFixed(1)}..${r.right.toFixed(1)} x ${r.top.toFixed(1)}..${r.bottom.toFixed(1)} in ${s.left}..${s.right} x ${s.top}..${s.bottom - border})`);
      }
    }
    const byAction = new Map();
    for (const el of document.querySelectorAll(".legal[data-action]")) {
      const key = el.getAttribute("data-action");
      if (!byAction.has(key)) byAction.set(key, []);
      byAction.get(key).push(el);
    }
    const reachable = (el) => {
      const r = el.getBoundingClientRect();
      const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
      if (cx < 0 || cy < 0 || cx > innerWidth || cy > innerHeight) return false;
      const hit = document.elementFromPoint(cx, cy);
      return hit !== null && (hit === el || el.contains(hit)) && r.width >= 43.5 && r.height >= 43.5;
    };
    const panned = (el) => {
      const frame = el.closest(".board-frame");
      return frame?.querySelector(".board-fit") && [...frame.querySelectorAll(".legal[data-action]")].some(reachable);
    };
    for (const [key, els] of byAction) {
      if (!els.some(reachable) && !(pan && els.every(panned))) {
        problems.push(`no target on screen, hit at its centre and 44 px for ${key}`);
      }
    }
    // A name drawn on a board ends before the icon that follows it (SVG
    // text neither wraps nor ellipsises, and fonts differ in width).
    for (const name of document.querySelectorAll("text.female-name, text.terrace-name")) {
      const icon = name.nextElementSibling;
      if (icon?.tagName !== "use") continue;
      const [a, b] = [name.getBoundingClientRect(), icon.getBoundingClientRect()];
      if (a.width > 0 && a.right > b.left + 0.5) problems.push(`"${name.textContent}" runs into the icon after it`);
    }
    // An activity card's figures, a preview's "☾7→11" too, show whole:
    // inside the card and clear of its Moon slot.
    for (const values of document.querySelectorAll(".activity-card .card-values")) {
      const card = values.closest(".activity-card").getBoundingClientRect();
      // (The Ayllu's cards, docked while its own step plays, have no Moon slot.)
      const slot = values.closest(".card-top")?.querySelector(".moon-slot")?.getBoundingClientRect();
      const v = values.getBoundingClientRect();
      if (v.width > 0 && (v.right > (slot?.left ?? card.right) + 0.5 || v.left < card.left)) {
        problems.push(`the card's figures "${values.textContent}" are cut`);
      }
    }
    // A Raymi tile's two Ayars read at arm's length: their badges at least
    // 0.7 times the size of the same badges on the Ayars' paths.
    const token = document.querySelector(".main-board .ayar-token:not(.retired) use")?.getBoundingClientRect();
    for (const link of token?.width ? document.querySelectorAll(".raymi-link") : []) {
      const r = link.getBoundingClientRect();
      if (r.width > 0 && r.width < 0.7 * token.width) {
        problems.push(`a Raymi tile's Ayar badge is ${r.width.toFixed(1)} px wide, an Ayar's ${token.width.toFixed(1)}`);
        break;
      }
    }
    // The power control never covers the card whose preview it changes.
    const power = document.querySelector(".power-control");
    const card = power && document.querySelector(`.activity-card.card-${power.dataset.card}`);
    if (power && !card) problems.push("the power control names no activity card");
    if (card) {
      const [p, c] = [power, card].map((el) => el.getBoundingClientRect());
      if (p.top < c.bottom - 0.5 && p.bottom > c.top + 0.5 && p.left < c.right - 0.5 && p.right > c.left + 0.5) {
        problems.push("the power control covers its activity's card");
      }
    }
    const confirm = document.querySelector("[data-confirm]");
    if (confirm && !confirm.disabled) {
      const r = confirm.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!(hit === confirm || confirm.contains(hit))) problems.push("Confirm is selected but covered or off screen");
    }
    return problems;
  }, pan);
}

/**
 * Text drawn under 12 CSS px on screen now: HTML text by its computed size,
 * SVG text by its size times the drawing's scale, and each board's printed
 * art by the smallest font in its SVG source times the scale it is drawn at.
 * Returns one line per offender.
 */
export function smallText(page) {
  return page.evaluate(async () => {
    const MIN = 12 - 0.05;
    const problems = [];
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    const scale = (el) => {
      const m = el.getScreenCTM();
      return m ? Math.hypot(m.a, m.b) : 1;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent.trim() || !el || !shown(el) || el.closest(".visually-hidden, [aria-hidden='true'] .visually-hidden")) continue;
      const size = parseFloat(getComputedStyle(el).fontSize) * (el instanceof SVGElement ? scale(el) : 1);
      if (size < MIN) problems.push(`${size.toFixed(1)}px "${node.textContent.trim().slice(0, 24)}" (${el.className?.baseVal ?? el.className})`);
    }
    for (const art of document.querySelectorAll("image.board-art")) {
      if (!shown(art)) continue;
      const source = await (await fetch(art.getAttribute("href"))).text();
      const fonts = [...source.matchAll(/font(?:-size)?:[^;}"]*?(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
      const size = Math.min(...fonts) * scale(art);
      if (size < MIN) problems.push(`${size.toFixed(1)}px in the art of ${art.closest(".board-frame")?.className}`);
    }
    return problems;
  });
}

/** A small seeded generator, so that a whole game plays the same each run. */
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/**
 * Every board's camera on screen: its view box, by the board's frame, once
 * it holds for two frames (a frame still resizing from the last move, its
 * ResizeObserver not yet heard, would count as a move of the next tap's).
 */
const cameras = (page) =>
  page.evaluate(async () => {
    const read = () =>
      JSON.stringify(
        Object.fromEntries(
          [...document.querySelectorAll("svg.board-svg")]
            .filter((s) => s.getClientRects().length > 0)
            .map((s) => {
              const frame = s.closest(".board-frame");
              return [frame.className, `${s.getAttribute("viewBox")} in ${frame.clientWidth}x${frame.clientHeight}`];
            }),
        ),
      );
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let last = read();
    for (let i = 0; i < 10; i++) {
      await frame();
      const now = read();
      if (now === last) break;
      last = now;
    }
    return JSON.parse(last);
  });

/**
 * Resolves once the table has taken a new viewport or a door's tap: a
 * quarter of a second (a CI run under load once found a target still off
 * screen without it), then until no finite animation or transition runs (a
 * drawer sliding in, a preview gliding) and every board's camera held for
 * two frames (`cameras`).
 */
async function still(page) {
  await page.waitForTimeout(250);
  await page.waitForFunction(animationsDone);
  await cameras(page);
}

/** No finite animation or transition runs (a glow that loops forever does not count). */
const animationsDone = () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity);

/** The heights of the deciding player's panel's rows, for a failure's message. */
const panelRows = (page) =>
  page.evaluate(() =>
    [...(document.querySelector(".side-panel .player-panel")?.children ?? [])].map((el) => `${el.className.split(" ")[0]} ${Math.round(el.getBoundingClientRect().height)}`).join(", "),
  );

/** The cameras of `after` that changed from `before` (a board shown in both). */
const cameraMoves = (before, after) =>
  Object.keys(after).filter((board) => board in before && before[board] !== after[board]).map((board) => `${board}: ${before[board]} -> ${after[board]}`);

const version = (page) => page.locator(".table").getAttribute("data-version").catch(() => null);

/** The deciding player's grid on screen: their name, its box, and whether a choice is made on the cards (a power, Cuzco's two activities). */
const deciderGrid = (page) =>
  page.evaluate(() => {
    const grid = document.querySelector(".side-panel .grid-board");
    const r = grid?.getBoundingClientRect();
    if (!r || r.width === 0) return null;
    return {
      name: document.querySelector(".side-panel .player-name")?.textContent,
      rect: [r.x, r.y, r.width, r.height].map(Math.round),
      cards: document.querySelector(".side-panel .power-control, .side-panel button.card-head") !== null,
    };
  });

/**
 * Plays to the final screen by touching targets only. At each decision the
 * table's promises are checked (`tableProblems`). `choose(n)` picks which of
 * n targets to touch. Returns the number of decisions made.
 */
export async function playByTouch(page, { choose = rng(1), onDecision = async () => {}, maxSteps = 3000, pan = false } = {}) {
  let decisions = 0;
  let lastGrid = null;
  const next = "#end-heading, [data-ready], .legal[data-action]";
  const decide = "#end-heading, [data-ready], .table:not(.playing) .legal[data-action]";
  for (let step = 0; step < maxSteps; step++) {
    // A sequence that plays before the next decision (a move's motion, the
    // Ayllu's or a computer's turn, a Night) is watched to its end about
    // one time in five; else skipped after a moment, as a player who has
    // seen enough does (at the Fast speed, watching every one took most of
    // a game). A skip ends the sequence playing; the next one (the Ayllu's
    // turn after the person's move) is skipped in turn.
    const watch = choose(5) === 0;
    const skip = page.locator("[data-skip]");
    for (let skips = 0; skips < 20; skips++) {
      if (await page.waitForSelector(decide, { timeout: watch ? 60_000 : 300 }).then(() => true, () => false)) break;
      if (await skip.isVisible()) await skip.tap({ timeout: 1_000 }).catch(() => {});
    }
    await page.waitForSelector(next, { timeout: 30_000 }).catch(async (e) => {
      await screenshot(page, `stuck-after-decision-${decisions}`);
      throw new Error(`after decision ${decisions}, nothing to tap: ${await page.locator(".prompt-strip").innerText().catch(() => "")}`, { cause: e });
    });
    if ((await page.locator("#final-result").count()) > 0) return decisions;
    const ready = page.locator("[data-ready]");
    if ((await ready.count()) > 0) {
      await ready.first().tap();
      continue;
    }
    // The promises hold at rest: while a move's motion plays, its board may
    // hold the dock (in portrait) and the targets wait, out of sight.
    // A long sequence (a computer's whole turn and a Night, at the Normal
    // speed, each line up to be read) is skipped after a while, as a
    // player who has seen enough does.
    const rest = ".table:not(.playing), #end-heading";
    if (!(await page.waitForSelector(rest, { timeout: 1_500 }).then(() => true, () => false))) {
      await page.locator("[data-skip]").tap().catch(() => {});
      await page.waitForSelector(rest, { timeout: 20_000 });
    }
    // The sequence that played may have been the game's last Night.
    if ((await page.locator("#end-heading").count()) > 0) continue;
    const before = await version(page);
    const problems = await tableProblems(page, { pan });
    assert.deepEqual(problems, [], `decision ${decisions}`);
    // The power control, and Cuzco's choice on the cards' heads, open
    // without moving the grid the player just took a Tambo from.
    const grid = await deciderGrid(page);
    if (grid?.cards && lastGrid?.name === grid.name) assert.deepEqual(grid.rect, lastGrid.rect, `decision ${decisions}: the grid moved`);
    lastGrid = grid;
    await onDecision(decisions);
    // Sometimes a Step marker in hand first, as a person would.
    const choosers = page.locator(".hand-marker.target");
    if ((await choosers.count()) > 1 && choose(3) === 0) {
      const camera = await cameras(page);
      await choosers.nth(choose(await choosers.count())).tap();
      // The camera holds still between the taps of one decision.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const moves = cameraMoves(camera, await cameras(page));
      if (!pan && (await version(page)) === before) assert.deepEqual(moves, [], `decision ${decisions}: the camera moved between taps`);
    }
    const targets = page.locator(".legal[data-action]:not(.option)");
    const count = await targets.count();
    if (count === 0 || (await version(page)) !== before) continue;
    const target = targets.nth(choose(count));
    const camera = await cameras(page);
    const rows = await panelRows(page);
    // The table may have moved on (a single option plays itself).
    if (!(await target.tap({ timeout: 2000 }).then(() => true, () => false))) continue;
    const confirm = page.locator("[data-confirm]:not([disabled])");
    const confirming = await confirm.isVisible().catch(() => false);
    if (confirming) {
      await page.waitForFunction(animationsDone);
      // The camera holds still between a decision's taps, and the table
      // keeps its promises with a choice selected. Unless the decision is
      // no longer the one tapped: a lone option plays itself a moment
      // after it shows (a setting), and then the tap went to the next
      // decision (read before the version, which is read last).
      const moves = cameraMoves(camera, await cameras(page));
      const after = await panelRows(page);
      const selected = await tableProblems(page, { pan });
      if ((await version(page)) === before) {
        if (!pan) assert.deepEqual(moves, [], `decision ${decisions}: the camera moved on selecting (the panel's rows: ${rows} -> ${after})`);
        // What the table showed, for a failure here.
        if (selected.length) await screenshot(page, `failed-decision-${decisions}-selected`);
        assert.deepEqual(selected, [], `decision ${decisions}, selected`);
      }
      await confirm.tap({ timeout: 2000 }).catch(() => {});
    }
    // Wait until the game moved on (or the table played it itself). With
    // nothing to confirm the tap played, or asks for more (the gold
    // marker's Ayar): the next step taps on. (Going on at once when the
    // targets change, as the keyboard game does, changed which states the
    // game reached: see the duo game's mid-game check at 1024x768.)
    const moved = await page
      .waitForFunction((v) => document.querySelector(".table")?.getAttribute("data-version") !== v || document.querySelector("#final-result"), before, { timeout: confirming ? 10_000 : 1000 })
      .then(() => true, () => false);
    if (moved) decisions++;
  }
  throw new Error(`the game did not end within ${maxSteps} steps`);
}

/**
 * The player boards and activity cards on screen now whose content is wider
 * than they are (they clip it, so nothing scrolls: the content is cut off).
 */
export function cutContent(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll(".player-panel, .activity-card")]
      .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.closest(".drawer") ? "drawer " : ""}${el.className} (${el.scrollWidth} in ${el.clientWidth} px)`),
  );
}

/**
 * Labels whose words are cut (issue 31: German's long words test this):
 * an element that shows text of its own, clips what overflows, and is
 * narrower than its text. A list that scrolls does not cut.
 */
export function cutLabels(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => {
        if (el.getClientRects().length === 0 || el.closest("[inert], [hidden], #boot, .visually-hidden")) return false;
        if (el.clientWidth <= 1) return false; // hidden but for screen readers
        // A disclosure shows its first line and a ▾ until tapped open; a
        // name a player typed may end in … where its title holds it whole.
        if (el.getAttribute("aria-expanded") === "false" || el.title === el.textContent) return false;
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
        const style = getComputedStyle(el);
        const clips = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
        return own && clips && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}" (${el.scrollWidth} in ${el.clientWidth} px)`),
  );
}

const SIZES = TABLET_SIZES.map((v) => [`${v.width}x${v.height}`, v]);

/** The seats bar's doors to the boards and sheets that are not always shown. */
const DOORS = ["lake", "market", "log", "forecast"];

/**
 * Screenshots at every tablet size and a phone; the table's promises hold at
 * each tablet size, and no text is under 12 CSS px (with `doors`, also in
 * each drawer the seats bar opens).
 */
/** True when the strip's line of what to do shows whole (it may wrap where the strip is narrow); else its text. */
function wholeInstruction(page) {
  return page.evaluate(() => {
    const line = document.querySelector(".strip-line");
    return !line || (line.scrollWidth <= line.clientWidth + 1 && line.scrollHeight <= line.clientHeight + 1) || line.textContent;
  });
}

/**
 * The smallest building-slot icon of the Main board in CSS px at the
 * default zoom (the whole board in its frame): its size in the art's own
 * SVG (the board's image) times the scale the whole board is drawn at;
 * null without a Main board.
 */
async function slotIconPx(page) {
  return page.evaluate(async () => {
    const image = document.querySelector(".main-board .board-art");
    if (!image) return null; // the final screen
    const svg = await (await fetch(image.href.baseVal)).text();
    const icons = [...svg.matchAll(/<use href="#sym-[a-z]+"[^>]* width="([\d.]+)"/g)].map((m) => Number(m[1]));
    if (icons.length === 0) return 0;
    const frame = image.ownerSVGElement.getBoundingClientRect();
    const whole = Math.min(frame.width / Number(image.getAttribute("width")), frame.height / Number(image.getAttribute("height")));
    return Math.min(...icons) * whole;
  });
}

/**
 * The table's problems once it has laid itself out at a new size: on a busy
 * machine the boards may frame themselves after the first look, so a
 * problem counts if it is still there two seconds on.
 */
async function laidOut(page) {
  let problems = await tableProblems(page);
  for (let i = 0; i < 8 && problems.length; i++) {
    await page.waitForTimeout(250);
    problems = await tableProblems(page);
  }
  return problems;
}

/** On the phone, the strip shows what to do whole and keeps its buttons inside. */
async function phoneStrip(page, name) {
  await page.setViewportSize(PHONE.viewport);
  await still(page);
  assert.equal(await wholeInstruction(page), true, `${name}: the phone's strip cuts what to do`);
  const strip = (await tableProblems(page, { pan: true })).filter((p) => p.startsWith("the strip's"));
  assert.deepEqual(strip, [], `${name}: the phone's strip`);
}

async function everySize(page, name, home, { doors = false } = {}) {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    await still(page);
    const problems = await laidOut(page);
    // What the table showed, for a failure here.
    if (problems.length) await screenshot(page, `failed-${name}-${size}`);
    assert.deepEqual(problems, [], `${name} at ${size}`);
    assert.deepEqual(await smallText(page), [], `${name} at ${size}: text under 12 px`);
    assert.deepEqual(await cutContent(page), [], `${name} at ${size}: content cut off`);
    assert.deepEqual(await cutLabels(page), [], `${name} at ${size}: labels cut`);
    assert.equal(await wholeInstruction(page), true, `${name} at ${size}: the strip cuts what to do`);
    // Building-slot icons read at arm's length (issue 30): 20 px in
    // landscape, 16 in portrait, measured from the Main board's art as drawn.
    const icon = await slotIconPx(page);
    const least = viewport.width > viewport.height ? 20 : 16;
    assert.ok(icon === null || icon >= least, `${name} at ${size}: building-slot icons of ${icon?.toFixed(1)} px, under ${least}`);
    for (const door of doors ? DOORS : []) {
      const button = page.locator(`[data-door="${door}"]`);
      // A sheet the table opened by itself (the Lake beside the board while
      // a sequence plays out on it) is open already: a tap would close it.
      const open = (await button.getAttribute("aria-pressed")) === "true";
      if (!open) await button.tap();
      await still(page);
      assert.deepEqual(await smallText(page), [], `${name} at ${size}, ${door}: text under 12 px`);
      assert.deepEqual(await cutLabels(page), [], `${name} at ${size}, ${door}: labels cut`);
      if ((await page.evaluate(() => document.documentElement.lang)) !== "en") {
        assert.deepEqual(await englishLeft(page), [], `${name} at ${size}, ${door}: English left`);
      }
      if (door === DOORS[0]) {
        // Each Boat says whose it is (their colours and small marks differ).
        await page.locator(".lake-board .boats use").first().waitFor({ timeout: 5000 }).catch(() => {});
        const boats = await page.locator(".lake-board .boats use").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
        const english = (await page.evaluate(() => document.documentElement.lang)) === "en";
        const boat = english ? /^.+'s Boat on space \d+ of 14$/ : /\d+.*14/;
        if (boats.length === 0) {
          // What the table showed instead (a CI run once found no Boats here).
          await screenshot(page, `${name}-${size}-no-boats`);
          const state = await page.evaluate(() => ({
            pressed: document.querySelector('[data-door="lake"]')?.getAttribute("aria-pressed"),
            lake: document.querySelectorAll(".lake-board").length,
            drawer: document.querySelector(".drawer")?.className ?? null,
          }));
          assert.fail(`${name} at ${size}: the Lake shows no Boats: ${JSON.stringify(state)}`);
        }
        assert.ok(boats.every((b) => boat.test(b)), `${name}: ${boats}`);
      }
      if (!open) await button.tap();
    }
    if (doors) {
      // Another seat's board, opened from its summary.
      const seat = page.locator(".seat-summaries button").first();
      await seat.tap();
      await still(page);
      assert.deepEqual(await cutContent(page), [], `${name} at ${size}, a seat's board: content cut off`);
      await seat.tap();
    }
    await screenshot(page, `${name}-${size}`);
  }
  // Wide screens: the Main board, as tall as it can be, leaves the player's
  // side all the width it does not use (it once stood between two empty
  // margins of 150 px at 1920x1080). Not on the final screen: no board.
  const wide = (await page.locator(".board-area").count()) ? [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }] : [];
  for (const viewport of wide) {
    await page.setViewportSize(viewport);
    await still(page);
    const unused = await page.evaluate(() => {
      const area = document.querySelector(".board-area").getBoundingClientRect();
      const art = document.querySelector(".board-area .board-art").getBoundingClientRect();
      return area.width - art.width;
    });
    assert.ok(unused < 48, `${name} at ${viewport.width}x${viewport.height}: the Main board leaves ${unused.toFixed(0)} px of its area's width unused`);
  }
  await phoneStrip(page, name);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(sideways <= 0, `${name}: the phone scrolls sideways by ${sideways}px`);
  await screenshot(page, `${name}-phone`);
  // The player's activity cards are narrowest here: nothing is cut off.
  await page.locator('[data-tab-button="mine"]').tap();
  await still(page);
  assert.deepEqual(await cutContent(page), [], `${name} on the phone: content cut off`);
  await page.setViewportSize(home);
  await still(page);
}

/** The kinds of the decision's actions on the boards, and the dock: a phase of the game. */
const phaseNow = () => {
  const kinds = new Set();
  for (const el of document.querySelectorAll(".legal[data-action]:not(.option)")) {
    const action = JSON.parse(el.dataset.action);
    kinds.add(typeof action === "string" ? action : Object.keys(action)[0]);
  }
  const dock = document.querySelector(".dock")?.classList[1] ?? "no dock";
  return `${[...kinds].sort().join("+")}, ${dock}`;
};

/**
 * One whole game at `device`'s size played by touch only (`playByTouch`,
 * with `pan` passed on),
 * its final screen checked against the engine and a native replay. At
 * 1180x820, and for a game in another language, also the promises and
 * screenshots at every size (`everySize`) at the start, mid-game (with
 * each drawer open) and the end. With `a11y`, axe-core at each phase of
 * the game (`phaseNow`) and on the final screen.
 */
export async function wholeGameByTouch(app, kind, device, setup, settings, { pan = false, a11y = false } = {}) {
  const size = `${device.viewport.width}x${device.viewport.height}`;
  const { context, page } = await app.open({ ...device, ...NO_WORKER }, withSettings(settings));
  try {
    await waitForApp(page);
    const name = `table-${kind}-${size}`;
    // Another language: no English on the start screen, the table, its
    // drawers and the final screen (checkFinalScreen, everySize).
    const english = (settings.language ?? "en") === "en";
    const noEnglish = async (where) => {
      if (!english) assert.deepEqual(await englishLeft(page), [], `${name}, ${where}: English left`);
    };
    // Every size at the start, mid-game and the end: at 1180x820, and in
    // another language wherever its one game is played.
    const allSizes = device === TABLET || !english;
    await noEnglish("the start screen");
    assert.deepEqual(await cutLabels(page), [], `${name}: the start screen's labels cut`);
    if (!english) await screenshot(page, `${name}-start-screen`);
    await startGame(page, setup);
    assert.deepEqual(await cutLabels(page), [], `${name}: labels cut`);
    if (allSizes) await everySize(page, `${name}-start`, device.viewport);
    // With two people or more, the strip's second line sums up the turn just
    // played for the next person ("Ana: Ayar Auca walks from space 3 to 5; ...").
    const people = (setup.names ?? []).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    const summary = new RegExp(`^(${people.join("|")}): Ayar \\w+ walks from space`);
    let summaries = 0;
    // axe-core at the first decision of each kind, with what is docked; and
    // where every size is looked at, the phone's strip at each kind (a
    // German task took three lines there).
    const phases = new Set();
    const phoned = new Set();
    const violations = [];
    const decisions = await playByTouch(page, {
      pan,
      choose: rng(setup.seed),
      onDecision: async (n) => {
        if (a11y) {
          const phase = await page.evaluate(phaseNow);
          if (!phases.has(phase)) {
            phases.add(phase);
            violations.push(...(await audit(page, `${name} decision ${n}: ${phase}`)));
          }
        }
        if (allSizes) {
          const phase = await page.evaluate(phaseNow);
          if (!phoned.has(phase)) {
            phoned.add(phase);
            await phoneStrip(page, `${name} decision ${n}: ${phase}`);
            await page.setViewportSize(device.viewport);
            await still(page);
          }
        }
        if (n % 20 === 1) await noEnglish(`decision ${n}`);
        if (n === 60 && allSizes) await everySize(page, `${name}-mid`, device.viewport, { doors: true });
        if (people.length > 1 && summary.test((await page.locator(".strip-detail").textContent()) ?? "")) summaries++;
      },
    });
    console.log(`# ${kind} at ${size}: ${decisions} decisions by touch, ${summaries} turns summed up`);
    assert.ok(decisions > 40, `a whole game takes many decisions (${decisions})`);
    if (people.length > 1) assert.ok(summaries >= 5, `the turn just played is summed up (${summaries} times)`);
    await checkFinalScreen(page, name);
    if (a11y) {
      violations.push(...(await audit(page, `${name}: the end`)));
      console.log(`# ${name}: axe-core at ${phases.size} kinds of decision and the end`);
      await verdict(name, violations);
    }
    if (allSizes) await everySize(page, `${name}-end`, device.viewport);
    assert.deepEqual(page.problems, [], "no console errors");
  } finally {
    await context.close();
  }
}
