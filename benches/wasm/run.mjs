// Runs the engine benchmark in headless Debian Chromium: serves the
// wasm-bindgen output (with index.html) on 127.0.0.1, cross-origin isolated
// so performance.now() has its finest resolution, and prints `BENCH key
// value` lines for scripts/bench.
//
//   node benches/wasm/run.mjs <dir with index.html and ayar_bench_wasm*> [label] [--quick]
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/e2e/support.mjs";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const [dir, label = "wasm"] = args.filter((a) => !a.startsWith("--"));
if (!dir) {
  console.error("usage: node benches/wasm/run.mjs <dir> [label] [--quick]");
  process.exit(2);
}
const base = resolve(dir);
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".wasm": "application/wasm" };

const server = createServer(async (req, res) => {
  try {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return res.writeHead(403).end();
    if (path.endsWith("/")) file = join(file, "index.html");
    const body = await readFile(file);
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": "no-store",
      // Cross-origin isolation: performance.now() at 5 us instead of 100 us.
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-embedder-policy": "require-corp",
    });
    res.end(body);
  } catch {
    res.writeHead(404).end("not found");
  }
});
await new Promise((ok, fail) => server.once("error", fail).listen(0, "127.0.0.1", ok));
const url = `http://127.0.0.1:${server.address().port}/`;

// The browser tests' Chromium and launch flags (TOOLCHAIN.md: root, closed network).
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const out = (key, value) => console.log(`BENCH ${label}_${key} ${value}`);
try {
  const page = await browser.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(url);
  const isolated = await page.evaluate(() => window.benchReady);
  if (errors.length) throw new Error(errors.join("\n"));
  console.log(`${label}: Chromium ${browser.version()}, cross-origin isolated: ${isolated}`);

  // The clock's step: the smallest non-zero difference of performance.now().
  const resolutionUs = await page.evaluate(() => {
    let step = Infinity;
    for (let i = 0; i < 200000; i++) {
      const a = performance.now();
      let b = performance.now();
      while (b === a) b = performance.now();
      step = Math.min(step, b - a);
    }
    return step * 1000;
  });
  console.log(`${label}: performance.now() step ${resolutionUs.toFixed(1)} us`);
  out("clock_step_us", resolutionUs.toFixed(1));

  // The ratio workload, median of 5 after a warm-up (as natively).
  const scale = quick ? 20 : 1;
  for (const players of [2, 4]) {
    const ms = await page.evaluate(
      ([players, scale]) => {
        const [first, games] = window.bench.ratio_workload();
        const n = Math.floor(games / scale);
        window.bench.random_games_ms(players, 0, Math.floor(n / 4));
        const runs = [];
        for (let i = 0; i < 5; i++) runs.push(window.bench.random_games_ms(players, first, n));
        runs.sort((a, b) => a - b);
        return [runs[2], n];
      },
      [players, scale],
    );
    console.log(`${label}: ${ms[1]} random ${players}-player games in ${ms[0].toFixed(1)} ms (median of 5)`);
    out(`ratio_ms_${players}p`, ms[0].toFixed(3));
    out(`games_per_s_${players}p`, ((ms[1] / ms[0]) * 1000).toFixed(0));
  }

  // Ayllu time per turn.
  const ayllu = await page.evaluate((scale) => {
    const turns = Array.from(window.bench.ayllu_turn_ms(Math.floor(window.bench.ayllu_games() / scale)));
    turns.sort((a, b) => a - b);
    const q = (p) => turns[Math.min(turns.length, Math.max(1, Math.ceil(p * turns.length))) - 1];
    return { n: turns.length, p50: q(0.5), p99: q(0.99), max: turns[turns.length - 1] };
  }, scale);
  const us = (ms) => (ms * 1000).toFixed(3);
  console.log(`${label}: Ayllu turn (${ayllu.n} turns): p50 ${us(ayllu.p50)} us, p99 ${us(ayllu.p99)} us, max ${us(ayllu.max)} us`);
  out("ayllu_turn_p50_us", us(ayllu.p50));
  out("ayllu_turn_p99_us", us(ayllu.p99));
  out("ayllu_turn_max_us", us(ayllu.max));

  // Memory across 1,000 random 4-player games in one page: wasm linear
  // memory and the JS heap (after a forced GC), every 100 games.
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  const samples = [];
  const batches = quick ? 2 : 10;
  for (let i = 0; i <= batches; i++) {
    if (i > 0) await page.evaluate((i) => window.bench.random_games_ms(4, 50000 + i * 100, 100), i);
    samples.push({ games: i * 100, wasm: await page.evaluate(() => window.bench.wasm_memory_bytes()), heap: await heap() });
  }
  const first = samples[0], last = samples[samples.length - 1], second = samples[1];
  console.log(
    `${label}: memory over ${last.games} games: wasm ${first.wasm} -> ${second.wasm} (after 100) -> ${last.wasm} B; ` +
      `JS heap ${first.heap} -> ${second.heap} -> ${last.heap} B`,
  );
  out("mem_games", last.games);
  out("wasm_mem_start", first.wasm);
  out("wasm_mem_after_100", second.wasm);
  out("wasm_mem_end", last.wasm);
  out("js_heap_start", first.heap);
  out("js_heap_after_100", second.heap);
  out("js_heap_end", last.heap);
} finally {
  await browser.close();
  server.close();
}
