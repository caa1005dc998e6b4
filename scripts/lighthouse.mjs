// Lighthouse 12.2.3 (package.json) against the release build in dist/,
// served on 127.0.0.1 gzipped as a web host serves it, with Debian's
// Chromium: three runs in the default mobile profile (a slow 4G link, a 4x
// slower CPU) and three in the desktop one; prints the median of each
// figure (BENCHMARKS.md, "First visit"). A benchmark, not a test: run it on
// a quiet machine. Every report goes to target/lighthouse/.
//
//   trunk build --release && node scripts/lighthouse.mjs [runs]
//   AYAR_DIST=/tmp/other-build node scripts/lighthouse.mjs    # another build
import { createServer } from "node:http";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, normalize, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktop from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM, CHROMIUM_ARGS, ROOT } from "../tests/e2e/support.mjs";

const RUNS = Number(process.argv[2] ?? 3);
const DIST = resolve(process.env.AYAR_DIST ?? join(ROOT, "dist"));
const OUT = join(ROOT, "target", "lighthouse");
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};

/** dist/ over HTTP, gzipped where the browser accepts it (not the PNGs). */
function serve() {
  const server = createServer((req, res) => {
    let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path.endsWith("/")) path += "index.html";
    const file = normalize(join(DIST, path));
    if (!file.startsWith(DIST + sep)) return res.writeHead(403).end();
    let body;
    try {
      body = readFileSync(file);
    } catch {
      return res.writeHead(404).end();
    }
    const headers = { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-cache" };
    if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && extname(file) !== ".png") {
      body = gzipSync(body, { level: 9 });
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, { ...headers, "content-length": body.length }).end(body);
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

const FIGURES = {
  performance: (lhr) => Math.round(lhr.categories.performance.score * 100),
  "FCP s": (lhr) => lhr.audits["first-contentful-paint"].numericValue / 1000,
  "LCP s": (lhr) => lhr.audits["largest-contentful-paint"].numericValue / 1000,
  "TBT ms": (lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue),
  CLS: (lhr) => lhr.audits["cumulative-layout-shift"].numericValue,
  "Speed Index s": (lhr) => lhr.audits["speed-index"].numericValue / 1000,
  "TTI s": (lhr) => lhr.audits.interactive.numericValue / 1000,
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

statSync(join(DIST, "index.html"));
mkdirSync(OUT, { recursive: true });
const server = await serve();
const url = `http://127.0.0.1:${server.address().port}/`;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
try {
  for (const [profile, config] of [["mobile", undefined], ["desktop", desktop]]) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" }, config);
      if (lhr.runtimeError) throw new Error(`${profile} run ${i}: ${lhr.runtimeError.message}`);
      writeFileSync(join(OUT, `${profile}-${i}.json`), JSON.stringify(lhr));
      runs.push(lhr);
    }
    const line = Object.entries(FIGURES).map(([name, figure]) => {
      const value = median(runs.map(figure));
      return `${name} ${Number.isInteger(value) ? value : value.toFixed(name === "CLS" ? 3 : 2)}`;
    });
    console.log(`${profile} (median of ${RUNS}): ${line.join(", ")}`);
    console.log(`  each run: performance ${runs.map(FIGURES.performance).join(", ")}; TBT ms ${runs.map(FIGURES["TBT ms"]).join(", ")}`);
    // The 4x CPU slowdown is applied to this machine's own speed: its
    // benchmark index (a mid-tier phone scores about 1000) says how fast
    // the emulated phone really was, and makes figures from two machines
    // comparable.
    console.log(`  this machine's benchmark index: ${median(runs.map((r) => r.environment.benchmarkIndex))}`);
    const lcp = runs.at(-1).audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcp) console.log(`  largest contentful paint: ${lcp.slice(0, 120)}`);
  }
} finally {
  await chrome.kill();
  server.close();
}
