// Long-press help on a touch tablet: holding a finger on a board's printed
// art shows what is printed there in a bubble; a short tap on a legal
// target still selects it and shows no help; a long press on a legal
// target neither selects nor plays it; a tap elsewhere closes the bubble.

import { test } from "node:test";
import assert from "node:assert/strict";
import { appUnderTest, waitForApp, screenshot, TABLET, TABLET_SIZES, NO_WORKER } from "./support.mjs";
import { startGame, withSettings } from "./table.mjs";

const app = appUnderTest();

const key = (action) => JSON.stringify(action);
const target = (page, action) => page.locator(`.legal[data-action='${key(action)}']:not(.option)`);

/** A finger held still on `point` (client px) for `ms`, then lifted. */
async function longPressAt(page, cdp, point, ms = 800) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  // Let a click the browser might still send arrive (it must be eaten).
  await page.waitForTimeout(150);
}

/** The same, on the middle of `locator`. */
async function longPress(page, cdp, locator, ms) {
  const box = await locator.boundingBox();
  await longPressAt(page, cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, ms);
}

/** A point of the Main board's drawing (its own units), in client px now. */
function onScreen(page, x, y) {
  return page.locator(".main-board svg.board-svg").evaluate(
    (svg, [x, y]) => {
      const p = svg.createSVGPoint();
      p.x = x;
      p.y = y;
      const q = p.matrixTransform(svg.getScreenCTM());
      return { x: q.x, y: q.y };
    },
    [x, y],
  );
}

test("long press shows help, short tap still selects, long press on a target does not play it", { timeout: 60_000 }, async () => {
  const { context, page } = await app.open({ ...TABLET, ...NO_WORKER }, withSettings({ auto_single: false }));
  const cdp = await context.newCDPSession(page);
  const bubble = page.locator("[data-help-bubble]");
  const closeBubble = async () => {
    await page.locator(".strip-task").tap();
    await bubble.waitFor({ state: "detached", timeout: 3000 });
  };
  try {
    await waitForApp(page);
    await startGame(page, { players: 1, seed: 7 });

    // Where Manco's building slot at space 0 is printed: its ring while
    // building there (the right half of the tile shows the activity icon).
    await target(page, { TakeTambo: { cell: 0 } }).tap();
    await page.locator("[data-confirm]").tap();
    const ring = await target(page, { BuildTambo: { path: "Manco", space: 0 } }).locator("rect.ring").evaluate((r) => ({
      x: Number(r.getAttribute("x")),
      y: Number(r.getAttribute("y")),
      w: Number(r.getAttribute("width")),
      h: Number(r.getAttribute("height")),
    }));
    await page.locator("[data-undo]").tap();
    await target(page, { TakeTambo: { cell: 0 } }).waitFor();
    assert.equal(await page.locator(".main-board .target").count(), 0, "nothing to tap on the Main board now");

    // The icon on the printed art: a long press tells what is printed there.
    const icon = await onScreen(page, ring.x + ring.w * 0.75, ring.y + ring.h / 2);
    const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute("class"), icon);
    assert.equal(under, "board-art", "the finger is on the printed art");
    await longPressAt(page, cdp, icon);
    await bubble.waitFor({ timeout: 3000 });
    // Manco's first slot is near the top: the bubble still shows whole.
    const box = await bubble.boundingBox();
    const { width, height } = page.viewportSize();
    assert.ok(box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width, `the bubble inside the window: ${JSON.stringify(box)}`);
    const printed = (await bubble.textContent()).trim();
    assert.ok(printed.startsWith("Ayar Manco's path, space 0: a building slot for Pottery. An activity: "), printed);
    await screenshot(page, "help-long-press");

    // A tap elsewhere closes it.
    await closeBubble();

    // At every tablet size the bubble on that slot near the top shows whole.
    for (const viewport of TABLET_SIZES) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(250);
      await longPressAt(page, cdp, await onScreen(page, ring.x + ring.w * 0.75, ring.y + ring.h / 2));
      await bubble.waitFor({ timeout: 3000 });
      const b = await bubble.boundingBox();
      const inside = b.y >= 0 && b.x >= 0 && b.y + b.height <= viewport.height && b.x + b.width <= viewport.width;
      assert.ok(inside, `${viewport.width}x${viewport.height}: the bubble inside the window: ${JSON.stringify(b)}`);
      await closeBubble();
    }
    await page.setViewportSize(TABLET.viewport);
    await page.waitForTimeout(250);

    // A piece names itself: an Ayar on his path.
    await longPress(page, cdp, page.locator(".main-board [data-piece='ayar-auca']"));
    await bubble.waitFor({ timeout: 3000 });
    assert.equal((await bubble.textContent()).trim(), "Ayar Auca on space 0");
    await closeBubble();

    // An icon inside a labelled piece: whose and where first, then what it
    // is (the Viracocha beside a female Ayar at her Temple row's head).
    const head = page.locator(".main-board .female-head").first();
    await longPress(page, cdp, head.locator("use[href='#sym-viracocha']"));
    await bubble.waitFor({ timeout: 3000 });
    const told = (await bubble.textContent()).trim();
    assert.ok(told.startsWith(`${await head.getAttribute("aria-label")}. Viracocha: Becomes a Llama at the end`), told);
    await closeBubble();

    // A button that names itself in its own text has no help to show.
    await longPress(page, cdp, page.locator(".hint-button"));
    await page.waitForTimeout(300);
    assert.equal(await bubble.count(), 0, "no help for a button with its own text");

    // A short tap on a legal target selects it, and shows no help.
    const cell0 = target(page, { TakeTambo: { cell: 0 } });
    await cell0.tap();
    assert.equal(await cell0.getAttribute("aria-pressed"), "true");
    await page.waitForTimeout(700);
    assert.equal(await bubble.count(), 0, "a short tap shows no help");
    // Keyboard and screen readers get the same text.
    assert.equal(await cell0.getAttribute("aria-label"), "Take the Tambo at row 1, column 1");
    const version = await page.locator(".table").getAttribute("data-version");

    // A long press on another legal target: help, and it is not selected.
    const cell5 = target(page, { TakeTambo: { cell: 5 } });
    await longPress(page, cdp, cell5);
    await bubble.waitFor({ timeout: 3000 });
    assert.equal((await bubble.textContent()).trim(), "Take the Tambo at row 2, column 2");
    assert.equal(await cell5.getAttribute("aria-pressed"), "false", "not selected");
    assert.equal(await cell0.getAttribute("aria-pressed"), "true", "selection kept");

    // A long press on the selected target does not play it (a second tap would).
    await longPress(page, cdp, cell0);
    await bubble.waitFor({ timeout: 3000 });
    assert.equal(await cell0.getAttribute("aria-pressed"), "true", "still only selected");
    assert.equal(await page.locator(".table").getAttribute("data-version"), version, "nothing was played");
    assert.equal(await page.locator("[data-undo]").isDisabled(), true, "nothing to undo");
    assert.ok((await page.locator(".grid-board .legal[data-action*='TakeTambo']").count()) > 1, "still choosing a Tambo");

    // The short tap still plays it afterwards (after the bubble closes).
    await closeBubble();
    assert.equal(await cell0.getAttribute("aria-pressed"), "true", "a tap that closes the bubble keeps the selection");
    await cell0.tap();
    await page.waitForFunction(() => !document.querySelector("[data-undo]").disabled, null, { timeout: 5000 });
    await target(page, { BuildTambo: { path: "Manco", space: 0 } }).waitFor();
    assert.deepEqual(page.problems, []);
  } finally {
    await context.close();
  }
});
