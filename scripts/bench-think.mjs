// Computer players' thinking time in the browser (issue #8), not a test:
// in headless Debian Chromium, the real worker from the release build
// (public/think-worker.js, a module worker loading the app's wasm) plays one whole
// 4-player game per level, every seat at that level, and the time from
// posting each question to its answer is recorded (decisions with a
// single legal option excluded: they are answered without searching).
// Run after a release build:  node scripts/bench-think.mjs [levels...]
// (AYAR_DIST=... to measure another build; AYAR_BENCH_SEED to vary).
import { startServer, launchBrowser } from "../tests/e2e/support.mjs";

const levels = process.argv.slice(2).length ? process.argv.slice(2) : ["easy", "medium", "hard"];
const seed = Number(process.env.AYAR_BENCH_SEED ?? 1);
const server = await startServer();
const browser = await launchBrowser();
const page = await browser.newPage();
await page.goto(server.url);

for (const level of levels) {
  const result = await page.evaluate(
    async ({ level, seed }) => {
      const worker = new Worker("think-worker.js", { type: "module" });
      const next = () => new Promise((resolve) => (worker.onmessage = (e) => resolve(e.data)));
      if ((await next()) !== "ready") throw new Error("the worker did not say it was ready");
      const save = {
        format: "ayar-save",
        version: 1,
        setup: { seed, players: ["A", "B", "C", "D"], solo: null },
        actions: [],
      };
      const times = [];
      for (let id = 1; id < 5000; id++) {
        const asked = performance.now();
        worker.postMessage(JSON.stringify({ id, save, level, seed: seed * 1000 + id }));
        const reply = JSON.parse(await next());
        const ms = performance.now() - asked;
        if (reply.outcome.Err !== undefined) {
          if (reply.outcome.Err === "the game is over") break;
          throw new Error(reply.outcome.Err);
        }
        if (reply.outcome.Ok.reason !== "the only possible move") times.push(ms);
        save.actions.push(reply.outcome.Ok.action);
      }
      worker.terminate();
      return { times, actions: save.actions.length };
    },
    { level, seed },
  );
  const sorted = [...result.times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const total = sorted.reduce((a, b) => a + b, 0) / 1000;
  console.log(
    `BENCH think_${level}: ${sorted.length} decisions searched (${result.actions} actions in the game), ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms, ${total.toFixed(1)} s in all`,
  );
}
await browser.close();
await server.close();
