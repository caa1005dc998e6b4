// Watching the game happen (issue 29), at the Normal speed: a piece seen to
// travel from where it was to where it lands, the Night's steps in order in
// the strip and a tap that skips to exactly the table the Instant speed
// shows, nothing travelling under reduced motion. Scoring and sound are in
// scoring.test.mjs.
//
// Motion is sampled through the Web Animations API: each flyer's
// animation is paused and set to its first and its last moment.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, screenshot, waitForApp, TABLET, NO_WORKER } from "./support.mjs";
import { startGame, withSettings } from "./table.mjs";

const NORMAL = { step_delay_ms: 600, auto_single: false };
const INSTANT = { step_delay_ms: 0, auto_single: false };

const app = appUnderTest({ hooks: true });
const open = (settings, options = {}) => app.open({ ...TABLET, ...NO_WORKER, ...options }, withSettings(settings));
const version = (page) => page.locator(".table").getAttribute("data-version");

/** The centre of an element's box. */
const centre = (page, selector) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  });

const near = (a, b, tolerance = 10) => Math.hypot(a.x - b.x, a.y - b.y) <= tolerance;

/**
 * Each flyer in the motion layer now, paused at its first and last moment:
 * where its box's centre is then, and what it shows.
 */
function sampleFlyers(page) {
  return page.evaluate(() =>
    // (A flyer whose animation has just ended is on its way out.)
    [...document.querySelectorAll("#motion-layer > div")].filter((el) => el.getAnimations().length > 0).map((el) => {
      const a = el.getAnimations()[0];
      const box = () => {
        const r = el.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      };
      const now = a.currentTime;
      a.pause();
      const { delay, activeDuration } = a.effect.getComputedTiming();
      a.currentTime = delay;
      const start = box();
      a.currentTime = delay + activeDuration - 1;
      const end = box();
      a.currentTime = now;
      a.play();
      return { kind: el.className, text: el.textContent.trim(), html: el.innerHTML.slice(0, 120), start, end };
    }),
  );
}

/**
 * One decision by touch: the first target (or the one `taps` names), and
 * Confirm when a choice waits; a tap that asks for more (the gold marker's
 * Ayar) is followed by the next. Returns the targets tapped.
 */
async function decide(page, taps = []) {
  const before = await version(page);
  const tapped = [];
  for (let i = 0; i < 4; i++) {
    const key = taps[i];
    const target = key
      ? page.locator(`.legal[data-action='${key}']:not(.option)`).first()
      : page.locator(".legal[data-action]:not(.option)").first();
    await target.waitFor();
    tapped.push(await target.getAttribute("data-action"));
    await target.tap();
    const confirm = page.locator("[data-confirm]:not([disabled])");
    if (await confirm.isVisible().catch(() => false)) await confirm.tap();
    const moved = await page
      .waitForFunction((v) => document.querySelector(".table").getAttribute("data-version") !== v, before, { timeout: 2000 })
      .then(() => true, () => false);
    if (moved) return tapped;
  }
  throw new Error(`no move after ${tapped.join(", ")}`);
}

/** The table as a person sees it once nothing moves: every piece, counter and line. */
function tableState(page) {
  return page.evaluate(() => {
    const round = (r) => [r.x, r.y, r.width, r.height].map((v) => Math.round(v));
    return {
      version: document.querySelector(".table").getAttribute("data-version"),
      task: document.querySelector(".strip-task")?.textContent,
      pieces: [...document.querySelectorAll(".table [data-piece]")].map(
        (el) => `${el.getAttribute("data-piece")} ${el.getAttribute("aria-label") ?? ""} ${round(el.getBoundingClientRect())} ${getComputedStyle(el).opacity}`,
      ),
      counters: [...document.querySelectorAll(".table [data-spot]")].map((el) => `${el.getAttribute("data-spot")}=${el.textContent.trim()}`),
      flyers: document.querySelectorAll("#motion-layer > div").length,
      // Motion's own animations (not the stylesheet's transitions, such as
      // the Night's veil fading in).
      moving: document.getAnimations().filter((a) => !(a instanceof CSSTransition) && !(a instanceof CSSAnimation) && a.playState === "running").length,
      dock: document.querySelector(".dock")?.getAttribute("aria-label") ?? null,
    };
  });
}

/** Every line the strip's detail shows from now on, in order. */
function recordStrip(page) {
  return page.evaluate(() => {
    window.__strip = [];
    window.__announced = [];
    new MutationObserver(() => {
      const said = document.querySelector("[data-announce]")?.textContent;
      if (said && window.__announced.at(-1) !== said) window.__announced.push(said);
      const d = document.querySelector(".strip-detail");
      const text = d && !d.hidden && d.classList.contains("step") ? d.textContent : null;
      if (text && window.__strip.at(-1) !== text) window.__strip.push(text);
    }).observe(document.querySelector(".prompt-strip").parentElement, { subtree: true, characterData: true, childList: true, attributes: true });
  });
}

describe("motion at the Normal speed", () => {
  test("a Tambo travels from its grid cell to its building slot; the flyer is gone once it lands", { timeout: 60_000 }, async () => {
    const { context, page } = await open(NORMAL);
    try {
      await waitForApp(page);
      await startGame(page, { players: 1, seed: 21 });
      // The starting action: a Tambo from the grid, built on a path.
      const cell = page.locator(".grid-board .legal[data-action]").first();
      const from = await centre(page, ".grid-board .legal[data-action] >> nth=0");
      await cell.tap();
      await page.locator("[data-confirm]:not([disabled])").tap();
      const slot = page.locator(".main-board .legal[data-action]").first();
      await slot.waitFor();
      const built = JSON.parse(await slot.getAttribute("data-action")).BuildTambo;
      await slot.tap();
      await page.locator("[data-confirm]:not([disabled])").tap();
      await page.waitForFunction(() => document.querySelector("#motion-layer .flyer"));
      const flyers = await sampleFlyers(page);
      const tambo = flyers.find((f) => f.html.includes("piece-tambo"));
      assert.ok(tambo, `a Tambo flies: ${JSON.stringify(flyers)}`);
      const key = `tambo-${["Manco", "Auca", "Cachi", "Uchu"].indexOf(built.path)}-${built.space}`;
      const to = await centre(page, `.main-board [data-piece="${key}"]`);
      assert.ok(near(tambo.start, from), `it starts on the cell it was taken from: ${JSON.stringify([tambo.start, from])}`);
      assert.ok(near(tambo.end, to), `it ends on its slot: ${JSON.stringify([tambo.end, to])}`);
      assert.ok(!near(tambo.start, tambo.end, 50), "it travels");
      // The piece on the slot shows once the flyer lands, and the flyer goes.
      await page.waitForFunction(() => document.querySelectorAll("#motion-layer > div").length === 0, null, { timeout: 10_000 });
      assert.equal(await page.locator(`.main-board [data-piece="${key}"]`).evaluate((el) => getComputedStyle(el).opacity), "1");
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });

  test("an activity card's values and the Boat's space change when the piece that changes them lands, not before", { timeout: 90_000 }, async () => {
    const { context, page } = await open(NORMAL);
    const cards = () => page.evaluate(() => window.__cards());
    try {
      await waitForApp(page);
      await page.evaluate(() => {
        window.__cards = () => [
          ...[...document.querySelectorAll(".player-panel[data-seat='0'] .card-values")].map((el) => el.getAttribute("aria-label")),
          document.querySelector(".player-panel[data-seat='0'] .boat-at")?.textContent ?? "",
        ];
        // The cards as the move starts: in the first frame drawn after the
        // table's version changed, not a round trip later (on a busy
        // machine the piece could land in between).
        new MutationObserver(() => {
          if (window.__during !== null) return;
          window.__during = "pending";
          requestAnimationFrame(() => (window.__during = window.__cards()));
        }).observe(document.body, { subtree: true, attributeFilter: ["data-version"] });
      });
      await startGame(page, { players: 1, seed: 21 });
      let changed = 0;
      for (let i = 0; i < 14 && changed < 3; i++) {
        await page.waitForSelector(".table:not(.playing) .legal[data-action]:not(.option)", { timeout: 30_000 });
        const before = await cards();
        await page.evaluate(() => (window.__during = null));
        await decide(page);
        const during = await page.waitForFunction(() => Array.isArray(window.__during) && window.__during).then((h) => h.jsonValue());
        await page.waitForSelector(".table:not(.playing)", { timeout: 30_000 });
        const after = await cards();
        for (const [k, value] of after.entries()) {
          if (value === before[k]) continue;
          changed++;
          assert.equal(during[k], before[k], `as the move starts, before its piece lands: ${before[k]} -> ${value}`);
        }
      }
      assert.ok(changed >= 2, `cards changed: ${changed}`);
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });

  test("Pots taken: the Pots left stand in their slots, then slide toward slot 1 in view (R6.1)", { timeout: 90_000 }, async () => {
    const { context, page } = await open(NORMAL);
    try {
      await waitForApp(page);
      await startGame(page, { players: 1, seed: 9 });
      // Toward Pottery: its slots first, then whatever comes first.
      for (let i = 0; i < 40 && !/pick Pots/.test(await page.locator(".strip-task").textContent()); i++) {
        await page.waitForSelector(".table:not(.playing) .legal[data-action]:not(.option)", { timeout: 30_000 });
        if (/pick Pots/.test(await page.locator(".strip-task").textContent())) break;
        const pottery = page.locator(".legal[data-action]:not(.option)[aria-label*='Pottery']");
        await decide(page, (await pottery.count()) ? [await pottery.first().getAttribute("data-action")] : []);
      }
      const first = page.locator(".supplies-board .legal[data-action]").first();
      await first.waitFor();
      await first.tap();
      await page.locator("[data-confirm]:not([disabled])").tap();
      // The market's row of slots on screen.
      const row = await page.locator(".supplies-board").evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.top + r.height * 0.5, left: r.left, right: r.right };
      });
      const inRow = (p) => p.y > row.top && p.y < row.bottom && p.x > row.left && p.x < row.right;
      await page.waitForTimeout(120);
      const standing = (await sampleFlyers(page)).filter((f) => inRow(f.start) && near(f.start, f.end, 2));
      assert.ok(standing.length >= 1, "the Pots left stand in their old slots while the Pot taken flies");
      let slide = null;
      for (let t = 0; t < 60 && !slide; t++) {
        slide = (await sampleFlyers(page)).find((f) => inRow(f.start) && inRow(f.end) && f.start.x - f.end.x > 40);
        if (!slide) await page.waitForTimeout(50);
      }
      assert.ok(slide, "a Pot slides toward slot 1 in the market");
      await screenshot(page, "motion-market-slide-1180x820");
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });

  test("the Ayllu's turn reads step by step: each line stays to be read, its market opens beside the Main board, no prompt flashes between its steps", { timeout: 180_000 }, async () => {
    const { context, page } = await open(NORMAL);
    try {
      await waitForApp(page);
      await startGame(page, { players: 1, seed: 9 });
      // Every line of the strip's heading and detail, with when it came.
      await page.evaluate(() => {
        window.__lines = [];
        new MutationObserver(() => {
          const line = `${document.querySelector(".strip-task")?.textContent} | ${document.querySelector(".strip-detail")?.textContent}`;
          if (window.__lines.at(-1)?.line !== line) window.__lines.push({ line, at: performance.now() });
        }).observe(document.querySelector(".prompt-strip"), { subtree: true, characterData: true, childList: true });
      });
      // Play on by touch until the Ayllu's Pottery opens the market.
      let aside = null;
      for (const start = Date.now(); Date.now() - start < 100_000 && !aside; ) {
        aside = await page.evaluate(() => {
          const dock = document.querySelector(".table.playing .dock.aside");
          if (!dock) return null;
          const [d, b] = [dock, document.querySelector(".main-board")].map((el) => el.getBoundingClientRect());
          return { overlaps: d.left < b.right - 1 && d.top < b.bottom - 1, visible: d.width > 100 && d.height > 100 };
        });
        if (aside) break;
        const target = page.locator(".table:not(.playing) .legal[data-action]:not(.option)").first();
        if (await target.isVisible().catch(() => false)) {
          await target.tap().catch(() => {});
          const confirm = page.locator("[data-confirm]:not([disabled])");
          if (await confirm.isVisible().catch(() => false)) await confirm.tap().catch(() => {});
        }
        await page.waitForTimeout(100);
      }
      assert.ok(aside, "the Ayllu's Pottery opened the market while its step played");
      assert.deepEqual(aside, { overlaps: false, visible: true }, "the market stands beside the Main board, not over it");
      await screenshot(page, "motion-ayllu-market-1180x820");
      await page.locator(".table:not(.playing) .legal[data-action]").first().waitFor({ timeout: 30_000 });
      const lines = await page.evaluate(() => window.__lines);
      // From the Ayllu's first step of this turn to the person's prompt.
      const last = lines.findLastIndex((l) => l.line.startsWith("The Ayllu plays"));
      let first = last;
      while (first > 0 && !lines[first - 1].line.startsWith("Player 1 plays")) first--;
      const turn = lines.slice(first, last + 1);
      assert.ok(turn.length >= 3, `the Ayllu's turn has its steps: ${turn.map((l) => l.line).join(" / ")}`);
      assert.ok(turn.every((l) => !l.line.startsWith("Player 1:")), `no person's prompt between the Ayllu's steps: ${turn.map((l) => l.line).join(" / ")}`);
      // Timers never fire early: each line was up for at least its reading time.
      for (let k = 0; k + 1 < turn.length; k++) {
        if (turn[k].line.startsWith("The Ayllu is playing")) continue;
        const shown = turn[k + 1].at - turn[k].at;
        assert.ok(shown >= 800, `"${turn[k].line}" stayed ${Math.round(shown)} ms`);
      }
      // The next turn of the Ayllu, cut short by taps on the board: the
      // strip then sums up its whole turn, not only the step the last tap
      // cut short.
      const legal = page.locator(".table:not(.playing) .legal[data-action]:not(.option)");
      const aylluPlays = () => page.locator(".strip-task").textContent().then((t) => t.startsWith("The Ayllu plays"));
      for (let i = 0; i < 12 && !(await aylluPlays()); i++) {
        await legal.first().waitFor({ timeout: 30_000 });
        await decide(page);
        await page.waitForFunction(() => document.querySelector(".strip-task")?.textContent.startsWith("The Ayllu plays"), null, { timeout: 5_000 }).catch(() => {});
      }
      assert.ok(await aylluPlays(), "the Ayllu plays again");
      for (const start = Date.now(); Date.now() - start < 30_000 && !(await legal.count()); ) {
        if (await page.locator(".table.playing").count()) {
          await page.locator(".main-board .board-art").tap({ position: { x: 6, y: 6 } });
        }
        await page.waitForTimeout(50);
      }
      assert.match(await page.locator(".strip-detail").textContent(), /^The Ayllu: .+;/, "the Ayllu's whole turn in the strip");
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });

  test("the Night shows its steps in order in the strip; a tap skips to exactly the table Instant shows", { timeout: 180_000 }, async () => {
    // Two people: nothing plays by itself, so both tables wait at the same
    // decision. The first plays at Instant to find the move that brings
    // Night 1; the second plays up to it at Instant, then at Normal.
    const setup = { players: 2, seed: 41, names: ["Ana", "Bo"] };
    const instant = await open(INSTANT);
    const normal = await open(INSTANT);
    try {
      await waitForApp(instant.page);
      await startGame(instant.page, setup);
      const actions = [];
      while (!(await instant.page.locator(".strip-phase").textContent()).includes("Night")) {
        actions.push(await decide(instant.page));
        assert.ok(actions.length < 200, "Night 1 comes");
      }
      const expected = await tableState(instant.page);

      const page = normal.page;
      await waitForApp(page);
      await startGame(page, setup);
      for (const taps of actions.slice(0, -1)) await decide(page, taps);
      await page.getByRole("button", { name: /^Menu/ }).tap();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("button", { name: "Speed: Normal" }).tap();
      await menu.locator(".drawer-close").tap();
      await menu.waitFor({ state: "detached" });
      await recordStrip(page);
      await page.evaluate(() => (window.__ayarSounds = []));
      await decide(page, actions.at(-1));
      // The line of what happened opens to be read and closes again, and
      // the Night plays on: a tap there skips nothing (it once skipped the
      // Night, changing the line under the finger, and the panel stayed).
      const line = page.locator(".strip-detail.step");
      await line.waitFor({ timeout: 20_000 });
      await line.tap();
      await page.locator(".strip-more").waitFor();
      await line.tap();
      await page.locator(".strip-more").waitFor({ state: "hidden", timeout: 2_000 });
      assert.equal(await page.locator(".table.playing").count(), 1, "the Night plays on");
      // The Night's moments, one step after another.
      await page
        .waitForFunction(() => window.__strip.some((l) => /Temple row, row \d, scores/.test(l)), null, { timeout: 20_000 })
        .catch(async (e) => assert.fail(`${e.message}: ${await page.evaluate(() => window.__strip.join(" | "))}`));
      const lines = await page.evaluate(() => window.__strip);
      const at = (re) => lines.findIndex((l) => re.test(l));
      const order = [/^Night 1 falls\.$/, /^Ayar \w+ retires\.$/, /^Harvest: /, /Temple row, row \d, scores/].map(at);
      assert.ok(order.every((i) => i >= 0) && order.every((i, k) => k === 0 || i > order[k - 1]), `in order: ${lines.join(" | ")}`);
      // A screen reader hears the same steps, in the same order.
      const announced = await page.evaluate(() => window.__announced);
      const heard = [/^Night 1 falls\.$/, /^Ayar \w+ retires\.$/, /^Harvest: /, /Temple row, row \d, scores/].map((re) => announced.findIndex((l) => re.test(l)));
      assert.ok(heard.every((i) => i >= 0) && heard.every((i, k) => k === 0 || i > heard[k - 1]), `announced in order: ${announced.join(" | ")}`);
      await screenshot(page, "motion-night-1180x820");
      // A tap on the board (no target there) during the Night: at once the
      // table Instant shows, and the tap is then handled as usual.
      await page.locator(".main-board .board-art").tap({ position: { x: 6, y: 6 } });
      await page.waitForTimeout(100);
      const shown = await tableState(page);
      assert.equal(shown.flyers, 0, "no flyer left");
      assert.equal(shown.moving, 0, "nothing moves");
      assert.deepEqual({ ...shown, version: null }, { ...expected, version: null }, "the same table as at Instant");
      // The sounds of the Night, in the order they were asked for.
      // The sounds asked for, in order: the move's own, then the Night's,
      // whose gains (the Harvest's Viracocha, the Temples' Moon) follow it.
      const sounds = await page.evaluate(() => window.__ayarSounds);
      const night = sounds.indexOf("Night");
      assert.ok(night >= 0, `Night falls: ${sounds}`);
      assert.ok(sounds.slice(0, night).every((s) => ["Place", "Build", "Sun", "Llama", "Raymi"].includes(s)), `the move's own sounds first: ${sounds}`);
      assert.ok(sounds.slice(night + 1).every((s) => ["Llama", "Moon"].includes(s)), `then the Night's gains: ${sounds}`);
      assert.ok(!sounds.includes("Dawn"), "Dawn comes after the Step markers");
      // The people's Step markers, then the rest of the Night and Dawn: the
      // Last turn panel tells the whole Night, across their choices in it
      // (issue 30).
      for (let i = 0; i < 8 && /Night/.test(await page.locator(".strip-phase").textContent()); i++) {
        await page.locator(".table:not(.playing) .legal[data-action]").first().waitFor({ timeout: 20_000 });
        if (/Night/.test(await page.locator(".strip-phase").textContent())) await decide(page);
      }
      await page.locator(".table:not(.playing) .legal[data-action]").first().waitFor({ timeout: 20_000 });
      await page.locator(".strip-detail.long").tap();
      const story = await page.locator(".strip-more .story li").allTextContents();
      const told = [/^Night 1 falls\.$/, /Temple row, row \d, scores/, /^Dawn: /].map((re) => story.findIndex((l) => re.test(l)));
      assert.ok(told.every((i) => i >= 0) && told.every((i, k) => k === 0 || i > told[k - 1]), `the whole Night in the Last turn panel: ${story.join(" | ")}`);
      assert.deepEqual([...instant.page.problems, ...page.problems], []);
    } finally {
      await instant.context.close();
      await normal.context.close();
    }
  });

  test("Skip during a computer's move shows the rest of its turn at once, up to the person's next decision", { timeout: 120_000 }, async () => {
    const { context, page } = await open(NORMAL);
    try {
      await waitForApp(page);
      await startGame(page, { players: 2, seed: 31, names: ["Ana"], computers: [null, "easy"] });
      const playing = () => page.locator(".table.playing");
      let skipped = false;
      for (let turn = 0; turn < 30 && !skipped; turn++) {
        await decide(page);
        // Ana's own move plays out; then either she decides again or the
        // computer's first move plays (straight after hers, headed by it).
        const next = await page.waitForFunction(
          () => {
            const legal = document.querySelector(".legal[data-action]:not(.option)");
            const playing = document.querySelector(".table.playing");
            if (legal && !playing) return "Ana";
            const head = document.querySelector(".strip-task")?.textContent ?? "";
            return playing && !legal && !head.startsWith("Ana") && head.endsWith(" plays") ? "computer" : null;
          },
          null,
          { timeout: 30_000 },
        );
        if ((await next.jsonValue()) !== "computer") continue;
        await page.locator("[data-skip]").tap();
        // Until Ana decides again, nothing of the computer's turn plays.
        const replayed = await page.evaluate(
          () =>
            new Promise((done) => {
              const started = performance.now();
              const poll = () => {
                if (document.querySelector(".legal[data-action]:not(.option)")) return done(false);
                if (performance.now() - started > 150 && document.querySelector(".table.playing")) return done(true);
                if (performance.now() - started > 30_000) return done("no decision came");
                requestAnimationFrame(poll);
              };
              poll();
            }),
        );
        assert.equal(replayed, false, "after Skip, the computer's later moves showed at once");
        assert.equal(await playing().count(), 0);
        skipped = true;
      }
      assert.ok(skipped, "a computer's move was seen playing");
      // Ana's next move is shown again, as always.
      await decide(page);
      await page.waitForSelector(".table.playing", { timeout: 5_000 });
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });

  test("with reduced motion nothing travels: what lands fades in where it lands", { timeout: 60_000 }, async () => {
    const { context, page } = await open(NORMAL, { reducedMotion: "reduce" });
    try {
      await waitForApp(page);
      await startGame(page, { players: 1, seed: 21 });
      let checked = 0;
      for (let i = 0; i < 8; i++) {
        await decide(page);
        const flyers = await page
          .waitForFunction(() => document.querySelectorAll("#motion-layer > div").length > 0, null, { timeout: 1500 })
          .then(() => sampleFlyers(page), () => []);
        for (const f of flyers) {
          assert.ok(near(f.start, f.end, 1), `${f.kind} ${f.text} stays where it is: ${JSON.stringify(f)}`);
          checked++;
        }
        const walking = await page.evaluate(() => document.querySelectorAll(".ayar-token").length && [...document.querySelectorAll(".ayar-token")].some((t) => t.getAnimations().length > 0));
        assert.equal(walking, false, "no Ayar walks");
      }
      assert.ok(checked > 0, "something showed its change");
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });
});
