// UI benchmark (not a test): in headless Debian Chromium at tablet size,
//  - start-up: navigation to the app interactive, cold (first visit) and
//    warm (service worker and its cache in place);
//  - tap to the next painted frame for every tap of a whole solo game
//    (p50, p95), the work of the tap's handler included; then the same
//    on a one-button page: the floor headless Chromium's tap-and-frame
//    pipeline costs by itself (about 28 ms on these machines).
// Run after a release build:  node scripts/bench-ui.mjs  (AYAR_DIST=... to
// measure another build).
import { startServer, launchBrowser, waitForApp, startSoloGame, TABLET } from "../tests/e2e/support.mjs";

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const server = await startServer();
const browser = await launchBrowser();
const context = await browser.newContext(TABLET);
const page = await context.newPage();

// The app is interactive when the New game panel's Start button can be used.
async function startupMs() {
  await page.getByRole("button", { name: "Start game" }).waitFor({ state: "visible", timeout: 30_000 });
  return page.evaluate(() => performance.now());
}
await page.goto(server.url);
const cold = await startupMs();
await waitForApp(page);
for (let i = 0; i < 100; i++) {
  const controlled = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return reg?.active?.state === "activated" && navigator.serviceWorker.controller !== null;
  });
  if (controlled) break;
  await page.waitForTimeout(100);
}
const warm = [];
for (let i = 0; i < 5; i++) {
  await page.goto(server.url);
  warm.push(await startupMs());
}
console.log(`start-up, navigation to interactive: cold ${cold.toFixed(0)} ms, warm (service worker) median ${percentile(warm, 50).toFixed(0)} ms`);

/** Every tap on `p`: from the pointer event to the frame after the UI's update. */
async function recordTapToFrame(p) {
  await p.evaluate(() => {
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
await recordTapToFrame(page);
await startSoloGame(page);
let taps = 0;
for (let step = 0; step < 4000; step++) {
  await page.waitForSelector("#end-heading, .turn-panel .legal[data-action]", { timeout: 20_000 });
  if ((await page.locator("#end-heading").count()) > 0) break;
  const option = page.locator(".turn-panel .legal[data-action]").first();
  if (!(await option.isVisible().catch(() => false))) continue;
  await option.tap();
  await page.locator("[data-confirm]").tap();
  taps += 2;
}
const samples = await page.evaluate(() => window.__tapToFrame);
console.log(
  `tap to next painted frame over a whole solo game (${samples.length} taps): ` +
    `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
);

// The same measurement on a page with one button whose tap changes its
// text: what headless Chromium's tap and frame pipeline costs by itself
// (the floor under the figures above).
const blank = await context.newPage();
await blank.setContent(`<button style="width:200px;height:100px" onclick="this.textContent=Math.random()">tap</button>`);
await recordTapToFrame(blank);
for (let i = 0; i < 60; i++) await blank.locator("button").tap();
const floor = await blank.evaluate(() => window.__tapToFrame);
console.log(
  `the same on a one-button page (the browser's own floor, ${floor.length} taps): ` +
    `p50 ${percentile(floor, 50).toFixed(1)} ms, p95 ${percentile(floor, 95).toFixed(1)} ms`,
);
await browser.close();
await server.close();
