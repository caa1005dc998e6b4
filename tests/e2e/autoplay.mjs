// Whole solo games played from inside the page, for the memory test and
// the memory benchmark: DOM clicks on the table's targets and Confirm (a
// Playwright round trip per tap would make a game take seconds). Each game
// starts on the start screen and ends on the final screen's "New game".

import { settingsBeforeStart } from "./support.mjs";

/**
 * Records the app's wasm module as Trunk's loader announces it, so that
 * `wasmMemory(page)` can read its linear memory. Call before `page.goto`.
 */
export async function watchWasm(page) {
  await page.addInitScript(() => {
    addEventListener("TrunkApplicationStarted", (event) => {
      window.__ayarWasm = event.detail.wasm;
    });
  });
}

/** The app's wasm linear memory in bytes (-1 before it started). */
export async function wasmMemory(page) {
  return page.evaluate(() => window.__ayarWasm?.memory?.buffer.byteLength ?? -1);
}

/** What a page needs before it loads to play games by `playSoloGames`. */
export const AUTOPLAY_SETTINGS = { step_delay_ms: 0, auto_single: false, handover: false };

/**
 * Prepares a page before `page.goto`: records its wasm module
 * (`watchWasm`) and stores the settings autoplay needs: the Ayllu at
 * Instant speed, and every decision waiting for its tap (none plays by
 * itself, so every game is played the same way).
 */
export async function prepareAutoplay(page) {
  await watchWasm(page);
  await settingsBeforeStart(page, AUTOPLAY_SETTINGS);
}

/**
 * Plays `count` whole solo games against the Ayllu (the page prepared by
 * `prepareAutoplay`), difficulties 1 to 4 in turn from `firstIndex`,
 * touching the first legal target on the table and then Confirm each time.
 * Each game starts on the start screen and ends with the final screen's
 * "New game". Returns the taps made.
 */
export async function playSoloGames(page, count, firstIndex = 0) {
  let taps = 0;
  for (let g = 0; g < count; g++) {
    await page.evaluate(clicks, { job: "start", game: g + 1, difficulty: ((firstIndex + g) % 4) + 1 });
    taps += await playToFinalScreen(page);
    await page.evaluate(clicks, { job: "new game", game: g + 1 });
  }
  return taps;
}

/**
 * Plays the game on the table to its final screen from inside the page,
 * as `playSoloGames` does; returns the taps made.
 */
export const playToFinalScreen = (page) => page.evaluate(clicks, { job: "play" });

/**
 * In the page (`page.evaluate` sends it whole, so it holds its helpers):
 * "start" a solo game at `difficulty` from the start screen, "play" the
 * game on the table to its final screen, or the final screen's "new game".
 */
async function clicks({ job, game = 1, difficulty }) {
  const wait = (ms = 0) => new Promise((ok) => setTimeout(ok, ms));
  const named = (sel, re) => [...document.querySelectorAll(sel)].find((el) => re.test(el.getAttribute("aria-label") ?? el.textContent.trim()));
  const tap = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  // A deadline in time, not in polls: on a busy machine the browser
  // clamps timers, and a count of polls ran out in seconds. The error
  // says what was on screen instead.
  async function until(find, what, seconds = 60) {
    const deadline = performance.now() + seconds * 1000;
    for (let i = 0; performance.now() < deadline; i++) {
      const el = find();
      if (el) return el;
      await wait(i < 50 ? 0 : 2);
    }
    const alerts = [...document.querySelectorAll("[role=alert], .error")].map((e) => e.textContent.trim());
    const shown = document.body.innerText.replace(/\s+/g, " ").slice(0, 300);
    throw new Error(`timed out after ${seconds} s waiting for ${what} in game ${game}; alerts: ${JSON.stringify(alerts)}; the page shows: ${shown}`);
  }
  if (job === "start") {
    (await until(() => named(".start-screen input[type=radio]", /^1 player/), "the solo radio")).click();
    await wait();
    (await until(() => named("input[type=radio]", new RegExp(`\\(difficulty ${difficulty}\\)`)), "a difficulty")).click();
    await wait();
    (await until(() => named("button", /^Start game$/), "Start game")).click();
    await until(() => document.querySelector(".table"), "the table");
    return 0;
  }
  if (job === "new game") {
    (await until(() => named(".game-end button", /^New game$/), "the end screen's New game")).click();
    await wait();
    return 0;
  }
  let taps = 0;
  for (let step = 0; ; step++) {
    if (step > 20000) throw new Error("the game did not end within 20000 steps");
    if (document.querySelector("#final-result")) return taps;
    const ready = document.querySelector("[data-ready]");
    if (ready) {
      ready.click();
      await wait();
      continue;
    }
    const target = document.querySelector(".legal[data-action]:not(.option)");
    if (!target) {
      await wait(step % 20 === 19 ? 1 : 0);
      continue;
    }
    tap(target);
    taps++;
    await wait();
    const confirm = document.querySelector("[data-confirm]:not([disabled])");
    if (confirm) {
      confirm.click();
      taps++;
    }
    await wait();
  }
}
