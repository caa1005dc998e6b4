// Scoring you can see and hear (issue 29), at the Normal speed: a gain's
// "+N" rising from its source to its counter and gone afterwards, the
// sounds asked for in order (the test-hooks build lists them in
// `window.__ayarSounds`), and the mute kept over a reload. Motion itself is
// in motion.test.mjs.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, readStore, screenshot, waitForApp, TABLET, NO_WORKER } from "./support.mjs";
import { startGame, withSettings } from "./table.mjs";

const NORMAL = { step_delay_ms: 600, auto_single: false };
const app = appUnderTest({ hooks: true });
const open = (settings) => app.open({ ...TABLET, ...NO_WORKER }, withSettings(settings));
const near = (a, b, tolerance = 10) => Math.hypot(a.x - b.x, a.y - b.y) <= tolerance;

describe("scoring you can see and hear", () => {
  test("the tutorial's Raymi: '+N ☀' rises from the tile to the Inti dial, with the N it gains, and goes; sounds in order; its Night waits with what is still to come in view, and Dawn for its note", { timeout: 240_000 }, async () => {
    const { context, page } = await open(NORMAL);
    try {
      await waitForApp(page);
      await page.getByRole("button", { name: "Learn to play" }).tap();
      await page.locator(".tutorial-card").waitFor();
      // The first "+N ☀" bound for the player's own Inti dial, sampled the
      // moment it appears, with what the dial shows then.
      await page.evaluate(() => {
        window.__ayarSounds = [];
        const dial = () => parseInt(document.querySelector(".side-panel [data-spot='inti'] dd")?.textContent ?? "0", 10);
        window.__dial = dial;
        new MutationObserver((records) => {
          for (const el of records.flatMap((r) => [...r.addedNodes])) {
            if (window.__figure || !el.classList?.contains("figure") || !el.classList.contains("sun")) continue;
            const a = el.getAnimations()[0];
            const { delay, activeDuration } = a.effect.getComputedTiming();
            const at = (t) => {
              a.currentTime = t;
              const r = el.firstElementChild.getBoundingClientRect();
              const whole = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
              return { x: r.x + r.width / 2, y: r.y + r.height / 2, whole };
            };
            const now = a.currentTime;
            a.pause();
            const start = at(delay);
            const end = at(delay + activeDuration - 1);
            a.currentTime = now;
            a.play();
            const target = document.querySelector(".side-panel [data-spot='inti']").getBoundingClientRect();
            const mine = Math.hypot(end.x - (target.x + target.width / 2), end.y - (target.y + target.height / 2)) < 24;
            if (mine) window.__figure = { text: el.textContent.trim(), start, end, dialAsItRises: dial(), sounds: [...window.__ayarSounds] };
          }
        }).observe(document.body, { subtree: true, childList: true });
      });
      for (let step = 0; step < 120; step++) {
        if (await page.evaluate(() => window.__figure)) break;
        await page.waitForFunction(() => document.querySelector(".tutorial-next") || window.__figure, null, { timeout: 30_000 });
        if (await page.evaluate(() => window.__figure)) break;
        await page.locator(".tutorial-next").tap();
        await page.waitForTimeout(150);
      }
      const figure = await page.evaluate(() => window.__figure);
      assert.ok(figure, "a Raymi paid the player Suns in the guided game");
      await screenshot(page, "motion-raymi-1180x820");
      assert.ok(!near(figure.start, figure.end, 40), `it comes from elsewhere (the tile): ${JSON.stringify(figure)}`);
      assert.ok(figure.start.whole && figure.end.whole, `it is read whole, inside the screen: ${JSON.stringify(figure)}`);
      await page.waitForFunction(() => document.querySelectorAll("#motion-layer .figure").length === 0, null, { timeout: 10_000 });
      // The dial still showed the old number as the figure rose, and takes
      // the figure's N once it has landed.
      const gained = (await page.evaluate(() => window.__dial())) - figure.dialAsItRises;
      assert.equal(figure.text, `+${gained} ☀`, "the figure says what the dial gains when it lands");
      const sounds = await page.evaluate(() => window.__ayarSounds);
      const raymi = sounds.indexOf("Raymi");
      assert.ok(raymi >= 0 && sounds.indexOf("Sun", raymi) > raymi, `the Raymi's fanfare, then its Suns: ${sounds}`);
      // On to the Night, which waits at each moment its note explains: at
      // "Night falls" what the later moments take away (the Temple scored
      // in row 1, the Maize harvested) is still in view, and is gone only
      // at its own moment.
      const held = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("#motion-layer > div")]
            .filter((el) => getComputedStyle(el).opacity === "1")
            .map((el) => (el.innerHTML.match(/#(piece-temple|sym-maize)/) ?? [])[1])
            .filter(Boolean),
        );
      for (let step = 0; step < 20; step++) {
        const text = await page.locator(".tutorial-text").textContent();
        if (/^Night falls/.test(text)) break;
        await page.locator(".tutorial-next").tap();
        await page.waitForTimeout(150);
        await page.locator(".tutorial-next").waitFor();
      }
      assert.match(await page.locator(".tutorial-text").textContent(), /^Night falls/);
      await page.waitForSelector(".table:not(.playing)", { timeout: 10_000 });
      const atNightfall = await held();
      assert.ok(atNightfall.includes("piece-temple") && atNightfall.includes("sym-maize"), `still in view at Night falls: ${atNightfall}`);
      // A tap on the table skips what plays, never what the tutorial holds.
      await page.locator(".main-board .board-art").tap({ position: { x: 6, y: 6 } });
      assert.deepEqual((await held()).sort(), atNightfall.sort(), "held after a tap");
      await screenshot(page, "motion-tutorial-nightfall-1180x820");
      // On through the Night and the Step markers to Dawn's note: Dawn
      // plays while it is read, and the Ayllu's next round waits for it.
      for (let step = 0; step < 20; step++) {
        if (/^Dawn: your Inti dial/.test(await page.locator(".tutorial-text").textContent())) break;
        await page.locator(".tutorial-next").tap();
        await page.waitForTimeout(150);
        await page.locator(".tutorial-next").waitFor();
      }
      const detail = () => page.locator(".strip-detail").textContent();
      await page.waitForFunction(() => /^Dawn: Player 1 adds Inti/.test(document.querySelector(".strip-detail")?.textContent), null, { timeout: 20_000 });
      await page.waitForTimeout(3000);
      assert.match(await detail(), /^Dawn: Player 1 adds Inti/, "Dawn stays while its note is read");
      assert.match(await page.locator(".strip-phase").textContent(), /Night/, "the round has not moved on");
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });

  test("mute and volume are kept over a reload", { timeout: 60_000 }, async () => {
    const { context, page } = await open(NORMAL);
    try {
      await waitForApp(page);
      await startGame(page, { players: 1, seed: 5 });
      const mute = page.locator("[data-sound-toggle]");
      assert.equal(await mute.getAttribute("aria-pressed"), "true", "sound is on at first");
      await mute.tap();
      assert.equal(await mute.getAttribute("aria-pressed"), "false");
      await page.getByRole("button", { name: /^Menu/ }).tap();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("slider").fill("35");
      await page.reload();
      await page.locator(".table").waitFor();
      assert.equal(await page.locator("[data-sound-toggle]").getAttribute("aria-pressed"), "false", "still muted");
      const stored = (await readStore(page)).settings;
      assert.equal(stored.sound, false);
      assert.equal(stored.volume, 35);
      // Muted, a sound is still asked for (the list), but nothing is heard.
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });
});
