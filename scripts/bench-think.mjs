// Computer players' thinking time in the browser (issues 8 and 14), not a
// test: in headless Debian Chromium, the real worker from the release build
// (public/think-worker.js, a module worker loading the app's wasm) plays whole games,
// every seat at one level, and the time from posting each question to its
// answer is recorded (decisions with a single legal option excluded: they
// are answered without searching). The first decisions of a game are the
// costliest (their playouts run to the end of the game), so the first
// AYAR_BENCH_FIRST (default 20) searched decisions of each game are also
// reported on their own.
// Run after a release build:  node scripts/bench-think.mjs [levels...]
// (AYAR_DIST=... to measure another build; AYAR_BENCH_SEED to vary;
// AYAR_BENCH_GAMES games per level, default 1; AYAR_BENCH_PLAYERS, default 4).
import { startServer, launchBrowser } from "../tests/e2e/support.mjs";

const levels = process.argv.slice(2).length ? process.argv.slice(2) : ["easy", "medium", "hard"];
const seed = Number(process.env.AYAR_BENCH_SEED ?? 1);
const games = Number(process.env.AYAR_BENCH_GAMES ?? 1);
const players = Number(process.env.AYAR_BENCH_PLAYERS ?? 4);
const first = Number(process.env.AYAR_BENCH_FIRST ?? 20);
const server = await startServer();
const browser = await launchBrowser();
const page = await browser.newPage();
await page.goto(server.url);

/// One whole game in the page, every seat at `level`: each searched decision's time.
const playGame = (level, seed) =>
  page.evaluate(
    async ({ level, seed, players }) => {
      const worker = new Worker("think-worker.js", { type: "module" });
      const next = () => new Promise((resolve) => (worker.onmessage = (e) => resolve(e.data)));
      if ((await next()) !== "ready") throw new Error("the worker did not say it was ready");
      const save = {
        format: "ayar-save",
        version: 1,
        setup: { seed, players: ["A", "B", "C", "D"].slice(0, players), solo: null },
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
    { level, seed, players },
  );

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const total = sorted.reduce((a, b) => a + b, 0) / 1000;
  return (
    `${sorted.length} decisions searched, p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
    `max ${sorted.at(-1).toFixed(1)} ms, ${total.toFixed(1)} s in all`
  );
};

for (const level of levels) {
  const [all, firsts] = [[], []];
  let actions = 0;
  for (let game = 0; game < games; game++) {
    const result = await playGame(level, seed + game);
    all.push(...result.times);
    firsts.push(...result.times.slice(0, first));
    actions += result.actions;
  }
  console.log(`BENCH think_${level}: ${summary(all)} (${games} ${players}-player games, ${actions} actions)`);
  console.log(`BENCH think_${level}_first${first}: ${summary(firsts)} (the first ${first} of each game)`);
  if (process.env.AYAR_BENCH_VERBOSE) console.log(firsts.map((t) => t.toFixed(0)).join(" "));
}
await browser.close();
await server.close();
