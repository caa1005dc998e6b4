// UI benchmark (not a test), in headless Debian Chromium at 1180x820 with
// touch, on the release build in dist/ (AYAR_DIST=... for another build):
//  - start-up: navigation to a usable New game panel, cold (first visit)
//    and warm (service worker and its cache in place);
//  - tap to the next painted frame for every tap of a whole solo game
//    played by touch (p50, p95), then the same on a one-button page in the
//    same run: headless Chromium's own floor;
//  - the DOM changes of that game (MutationObserver records: attributes
//    set or removed, children added or removed), which do not depend on
//    the machine's speed;
//  - DOM elements (and SVG ones) in a 4-player game in round 2;
//  - main-thread tasks while three computer players take their turns:
//    every task's length from a Chromium trace (p50, p95, max), and the
//    Long Tasks API's entries (50 ms and more);
//  - motion: the same at the Normal speed, every change played: the
//    intervals between animation frames (the share later than 25 ms after
//    the one before), long tasks, and the most DOM elements seen while
//    pieces fly (the flyers are removed when they land).
// Run after a release build:  node scripts/bench-ui.mjs
import { startServer, launchBrowser, waitForApp, waitForServiceWorker, TABLET } from "../tests/e2e/support.mjs";
import { rng, startGame, withSettings } from "../tests/e2e/table.mjs";

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const ms = (v) => `${v.toFixed(1)} ms`;

const server = await startServer();
const browser = await launchBrowser();
// BENCH_ONLY=tap,dom runs only those parts (startup, tap, dom, tasks, motion).
const only = (part) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(",").includes(part);

// ---- Start-up ---------------------------------------------------------------------
if (only("startup")) {
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();
  const startupMs = async () => {
    // The app's button, not the one index.html draws before the app runs.
    await page.locator("body > .app").getByRole("button", { name: "Start game" }).waitFor({ state: "visible", timeout: 30_000 });
    return page.evaluate(() => performance.now());
  };
  await page.goto(server.url);
  const cold = await startupMs();
  await waitForApp(page);
  await waitForServiceWorker(page);
  const warm = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(server.url);
    warm.push(await startupMs());
  }
  console.log(`start-up to a usable New game panel: cold ${cold.toFixed(0)} ms, warm median ${percentile(warm, 50).toFixed(0)} ms`);
  console.log(`BENCH startup_cold_ms ${cold.toFixed(0)}`);
  console.log(`BENCH startup_warm_ms ${percentile(warm, 50).toFixed(0)}`);
  await context.close();
}

/** Every tap on `page`: from the pointer event to the frame after the UI's update. */
async function recordTapToFrame(page) {
  await page.evaluate(() => {
    window.__tapToFrame = [];
    document.addEventListener(
      "click",
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          // The frame is painted once this animation frame's task is over.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.__tapToFrame.push(performance.now() - start);
          channel.port2.postMessage(0);
        });
      },
      true,
    );
  });
}

/** Resolves once the page has painted what the last tap changed (two animation frames). */
const painted = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Touch a random legal target, then Confirm if a choice waits; false once the
 * game is over. Each tap comes once the previous one's frame is painted, as a
 * person's would (the floor's taps are paced the same way).
 */
async function touchOnce(page, choose) {
  await painted(page);
  await page.waitForSelector("#end-heading, .legal[data-action]", { timeout: 60_000 });
  if ((await page.locator("#end-heading").count()) > 0) return false;
  const targets = page.locator(".legal[data-action]:not(.option)");
  const n = await targets.count();
  if (n === 0) return true;
  const before = await page.locator(".table").getAttribute("data-version");
  if (!(await targets.nth(choose(n)).tap({ timeout: 2000 }).then(() => true, () => false))) return true;
  const confirm = page.locator("[data-confirm]:not([disabled])");
  if (await confirm.isVisible().catch(() => false)) {
    await painted(page);
    await confirm.tap({ timeout: 2000 }).catch(() => {});
  }
  await page
    .waitForFunction((v) => document.querySelector(".table")?.getAttribute("data-version") !== v || document.querySelector("#end-heading"), before, { timeout: 10_000 })
    .catch(() => {});
  return true;
}

// ---- Tap to frame: a whole solo game by touch, then the floor ---------------------
if (only("tap")) {
  const context = await browser.newContext({ ...TABLET, serviceWorkers: "block" });
  const page = await context.newPage();
  await withSettings({ step_delay_ms: 0, auto_single: false })(page);
  await page.goto(server.url);
  await waitForApp(page);
  await recordTapToFrame(page);
  await startGame(page, { players: 1, seed: 3 });
  await page.evaluate(() => {
    window.__mutations = { attributes: 0, childList: 0, characterData: 0 };
    new MutationObserver((records) => records.forEach((r) => window.__mutations[r.type]++)).observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
  });
  const choose = rng(3);
  while (await touchOnce(page, choose));
  const samples = await page.evaluate(() => window.__tapToFrame);
  const mutations = await page.evaluate(() => window.__mutations);
  const blank = await context.newPage();
  await blank.setContent(`<button style="width:200px;height:100px" onclick="this.textContent=Math.random()">tap</button>`);
  await recordTapToFrame(blank);
  for (let i = 0; i < 60; i++) {
    await painted(blank);
    await blank.locator("button").tap();
  }
  const floor = await blank.evaluate(() => window.__tapToFrame);
  console.log(
    `tap to next painted frame, a whole solo game by touch (${samples.length} taps): p50 ${ms(percentile(samples, 50))}, ` +
      `p95 ${ms(percentile(samples, 95))}, max ${ms(Math.max(...samples))}`,
  );
  // Which taps are slowest (the first two are the start screen's: the
  // number of players, then Start game, which builds the table).
  const slowest = samples.map((v, i) => [v, i]).sort((a, b) => b[0] - a[0]).slice(0, 3);
  console.log(`slowest taps: ${slowest.map(([v, i]) => `#${i + 1} of ${samples.length} ${ms(v)}`).join(", ")}`);
  console.log(`the browser's floor, a one-button page (${floor.length} taps): p50 ${ms(percentile(floor, 50))}, p95 ${ms(percentile(floor, 95))}`);
  console.log(`p95 above the floor: ${ms(percentile(samples, 95) - percentile(floor, 95))}`);
  console.log(
    `DOM changes over the game: ${mutations.attributes} attributes, ${mutations.childList} child lists, ` +
      `${mutations.characterData} texts`,
  );
  console.log(`BENCH dom_attribute_changes_game ${mutations.attributes}`);
  console.log(`BENCH dom_child_list_changes_game ${mutations.childList}`);
  for (const [k, v] of [["tap_p50_ms", percentile(samples, 50)], ["tap_p95_ms", percentile(samples, 95)], ["floor_p50_ms", percentile(floor, 50)], ["floor_p95_ms", percentile(floor, 95)]]) {
    console.log(`BENCH ${k} ${v.toFixed(1)}`);
  }
  await context.close();
}

// ---- DOM elements: four people, round 2 -------------------------------------------
if (only("dom")) {
  const context = await browser.newContext({ ...TABLET, serviceWorkers: "block" });
  const page = await context.newPage();
  await withSettings({ step_delay_ms: 0 })(page);
  await page.goto(server.url);
  await waitForApp(page);
  await startGame(page, { players: 4, seed: 4 });
  const choose = rng(4);
  for (let i = 0; i < 2000; i++) {
    const round = await page.locator(".strip-phase").textContent().catch(() => "");
    if (/Round 2 · Day/.test(round) && i > 0 && choose(8) === 0) break;
    if (!(await touchOnce(page, choose))) break;
  }
  const count = await page.evaluate(() => ({
    all: document.getElementsByTagName("*").length,
    svg: document.querySelectorAll("svg, svg *").length,
    phase: document.querySelector(".strip-phase")?.textContent,
  }));
  console.log(`DOM elements, 4 people in ${count.phase}: ${count.all} (${count.svg} SVG)`);
  console.log(`BENCH dom_elements_4p ${count.all}`);
  console.log(`BENCH dom_svg_elements_4p ${count.svg}`);
  await context.close();
}

// ---- Main-thread tasks while three computers play ---------------------------------
if (only("tasks")) {
  const context = await browser.newContext({ ...TABLET, serviceWorkers: "block" });
  const page = await context.newPage();
  await withSettings({ step_delay_ms: 0 })(page);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(server.url);
  await waitForApp(page);
  await startGame(page, { players: 4, seed: 5, names: ["Ana"], computers: [null, "easy", "easy", "easy"] });
  await page.evaluate(() => (window.__longTasks = []));
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  const choose = rng(5);
  let turns = 0;
  // A round of computer turns between the person's decisions.
  for (let i = 0; i < 120 && (await touchOnce(page, choose)); i++) turns++;
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const tasks = events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && main && e.pid === main.pid && e.tid === main.tid)
    .map((e) => e.dur / 1000);
  const long = await page.evaluate(() => window.__longTasks);
  console.log(
    `main-thread tasks while three computers play (${turns} person decisions, ${tasks.length} tasks): ` +
      `p50 ${ms(percentile(tasks, 50))}, p95 ${ms(percentile(tasks, 95))}, max ${ms(Math.max(...tasks))}; ` +
      `Long Tasks API: ${long.length} of 50 ms or more${long.length ? `, max ${ms(Math.max(...long))}` : ""}`,
  );
  console.log(`BENCH tasks_p95_ms ${percentile(tasks, 95).toFixed(1)}`);
  console.log(`BENCH tasks_max_ms ${Math.max(...tasks).toFixed(1)}`);
  console.log(`BENCH long_tasks ${long.length}`);
  await context.close();
}

// ---- Motion: three computers' turns played at the Normal speed -------------------
if (only("motion")) {
  const context = await browser.newContext({ ...TABLET, serviceWorkers: "block" });
  const page = await context.newPage();
  await withSettings({ step_delay_ms: 600 })(page);
  await page.addInitScript(() => {
    window.__frames = [];
    window.__longTasks = [];
    window.__mostElements = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: "longtask", buffered: true });
    let last = null;
    const frame = (t) => {
      if (window.__recording) {
        if (last !== null) window.__frames.push(t - last);
        const flying = document.querySelectorAll("#motion-layer > div").length;
        if (flying) window.__mostElements = Math.max(window.__mostElements, document.getElementsByTagName("*").length);
      }
      last = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto(server.url);
  await waitForApp(page);
  await startGame(page, { players: 4, seed: 5, names: ["Ana"], computers: [null, "easy", "easy", "easy"] });
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__recording = true;
  });
  const choose = rng(5);
  const started = Date.now();
  let decisions = 0;
  // The person's decisions come between the computers' turns, which play
  // every change; wait for them to play out before each tap.
  while (Date.now() - started < Number(process.env.BENCH_MOTION_S ?? 90) * 1000 && (await touchOnce(page, choose))) {
    decisions++;
    await page.waitForFunction(() => !document.querySelector("[data-skip]:not([hidden])"), null, { timeout: 60_000 }).catch(() => {});
  }
  const { frames, long, most } = await page.evaluate(() => ({ frames: window.__frames, long: window.__longTasks, most: window.__mostElements }));
  const late = frames.filter((f) => f > 25).length;
  console.log(
    `motion at the Normal speed, three computers (${decisions} person decisions, ${frames.length} frames): ` +
      `${((100 * late) / frames.length).toFixed(1)}% of frames more than 25 ms after the one before (p95 interval ${ms(percentile(frames, 95))}, max ${ms(Math.max(...frames))}); ` +
      `Long Tasks API: ${long.length} of 50 ms or more${long.length ? `, max ${ms(Math.max(...long))}` : ""}; most DOM elements while pieces fly: ${most}`,
  );
  console.log(`BENCH motion_late_frames_pct ${((100 * late) / frames.length).toFixed(2)}`);
  console.log(`BENCH motion_frame_p95_ms ${percentile(frames, 95).toFixed(1)}`);
  console.log(`BENCH motion_long_tasks ${long.length}`);
  console.log(`BENCH motion_most_dom_elements ${most}`);
  await context.close();
}

await browser.close();
await server.close();
