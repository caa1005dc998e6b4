// Shared helpers for the browser tests: a tiny static server over dist/ and
// a headless Debian Chromium driven by playwright-core.

import { before, after } from "node:test";
import { createServer } from "node:http";
import { readFile, stat, mkdir } from "node:fs/promises";
import { execFile } from "node:child_process";
import { homedir } from "node:os";
import { promisify } from "node:util";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
/** The built app: dist/, or AYAR_DIST when set (a build elsewhere). */
export const DIST = process.env.AYAR_DIST ? resolve(process.env.AYAR_DIST) : join(ROOT, "dist");
/**
 * The release build with the test-only hooks (Cargo feature `test-hooks`:
 * the `?test-panic=` trigger and the list of sounds asked for): the one
 * AYAR_HOOKS_DIST names (scripts/test builds it), else built here into
 * target/dist-test-hooks (about 2 minutes), once per run of a test file.
 */
export async function hooksDist() {
  if (process.env.AYAR_HOOKS_DIST) return resolve(process.env.AYAR_HOOKS_DIST);
  const dist = join(ROOT, "target", "dist-test-hooks");
  const path = [join(ROOT, "node_modules", ".bin"), join(homedir(), ".cargo", "bin"), process.env.PATH].join(":");
  await promisify(execFile)("trunk", ["build", "--release", "--features", "test-hooks", "--dist", dist], {
    cwd: ROOT,
    env: { ...process.env, PATH: path, TRUNK_SKIP_VERSION_CHECK: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.env.AYAR_HOOKS_DIST = dist;
  return dist;
}

/** Screenshots and other test output (git-ignored). */
export const OUTPUT = join(ROOT, "tests", "output");

export const TABLET = { viewport: { width: 1180, height: 820 }, hasTouch: true };
export const TABLET_PORTRAIT = { viewport: { width: 820, height: 1180 }, hasTouch: true };
/** The smallest of them: the boards are drawn smallest here. */
export const TABLET_SMALL = { viewport: { width: 1024, height: 768 }, hasTouch: true };
/** The largest of them (an iPad Pro 12.9" in landscape). */
export const TABLET_LARGE = { viewport: { width: 1366, height: 1024 }, hasTouch: true };
/** The four tablet sizes the issues ask the app to fit (issue 13). */
export const TABLET_SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1366, height: 1024 },
];
export const DESKTOP = { viewport: { width: 1440, height: 900 } };

/**
 * Gameplay tests run without the service worker (offline.test.mjs covers
 * it), so nothing outside the game (a worker taking control, an update)
 * can interrupt a test mid-game.
 */
export const NO_WORKER = { serviceWorkers: "block" };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves `root` on 127.0.0.1 at a random free port.
 * Returns { url, close }.
 */
export async function startServer(root = DIST) {
  const base = resolve(root);
  try {
    await stat(join(base, "index.html"));
  } catch {
    throw new Error(`${base}/index.html is missing: run \`trunk build --release\` first`);
  }
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      if (path.endsWith("/")) file = join(file, "index.html");
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-store",
      });
      res.end(body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", ok);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
/** Headless and quiet on a closed network (TOOLCHAIN.md pitfall 8). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's Chromium, headless. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Opens a page in a fresh context and records every console error, uncaught
 * exception and failed request in `page.problems`. `prepare(page)`, if
 * given, runs before the page loads (init scripts, routes).
 */
export async function openPage(browser, contextOptions, url, prepare) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => {
    const error = req.failure()?.errorText ?? "";
    // Trunk's loader reads the wasm through a stream reader to count its
    // bytes; Chromium may then report the request aborted although every
    // byte came (seen under throttling and on the phone). A wasm that did
    // not come leaves no app to test: waitForApp fails.
    if (error === "net::ERR_ABORTED" && /_bg\.wasm$/.test(req.url())) return;
    problems.push(`request failed: ${req.url()} ${error}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  page.problems = problems;
  await prepare?.(page);
  if (url) await page.goto(url);
  return { context, page };
}

/**
 * Waits until the app has mounted (the wasm ran): the start screen's title,
 * or the table when the app reopened an unfinished game; and the start
 * screen index.html draws until then (#boot) is gone.
 */
export async function waitForApp(page) {
  await page.waitForFunction(() => !document.getElementById("boot"), null, { timeout: 20_000 });
  await page
    .getByRole("heading", { level: 1 })
    .or(page.locator(".table"))
    .first()
    .waitFor({ state: "visible", timeout: 20_000 });
}

/**
 * The page is controlled by an activated service worker (TOOLCHAIN pitfall
 * 10). Polled with `evaluate`, which awaits the check: `waitForFunction`
 * would take the check's Promise itself as a truthy answer.
 */
export async function waitForServiceWorker(page) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ready = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return reg?.active?.state === "activated" && navigator.serviceWorker.controller !== null;
    });
    if (ready) {
      // The first load's requests are done too (the browser fetches the
      // favicon late): a test that closes the server next would otherwise
      // see that fetch refused and count it as a problem.
      await page.waitForLoadState("networkidle");
      return;
    }
    await page.waitForTimeout(200);
  }
  throw new Error("no activated service worker controls the page");
}

/**
 * Resolves once the app's autosave has written the latest change: it
 * writes after the frame that shows a change is painted, so two frames
 * and a task later storage holds it.
 */
export async function autosaved(page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
}

/**
 * Everything the app keeps in its IndexedDB store (issue 32), once the
 * autosave caught up (a read made after a write waits for it):
 * { index: saved-games list newest first, games: { id: entry }, record:
 * [line], daily: { date: id }, settings }.
 */
export async function readStore(page) {
  await autosaved(page);
  return page.evaluate(async () => {
    const empty = { index: [], games: {}, record: [], daily: {}, settings: null };
    // Never create the database: the app makes it, with its store.
    if (!(await indexedDB.databases()).some((d) => d.name === "ayar")) return empty;
    const db = await new Promise((ok, no) => {
      const r = indexedDB.open("ayar");
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    if (!db.objectStoreNames.contains("kv")) return (db.close(), empty);
    const kv = db.transaction("kv").objectStore("kv");
    const all = (r) => new Promise((ok) => (r.onsuccess = () => ok(r.result)));
    const [keys, values] = await Promise.all([all(kv.getAllKeys()), all(kv.getAll())]);
    db.close();
    const store = empty;
    keys.forEach((key, i) => {
      const value = values[i];
      const [kind, id] = [key.slice(0, key.indexOf("/") + 1), key.slice(key.indexOf("/") + 1)];
      if (kind === "game/") store.games[id] = JSON.parse(value);
      else if (kind === "list/") store.index.push(JSON.parse(value));
      else if (kind === "record/") store.record.push(value);
      else if (kind === "daily/") store.daily[id] = value;
      else if (key === "settings") store.settings = JSON.parse(value);
    });
    store.index.sort((a, b) => b.updated - a.updated);
    return store;
  });
}

/** Waits until `check(store)` holds for the app's store (`readStore`). */
export async function waitForStore(page, check, timeout = 10_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const store = await readStore(page);
    if (check(store)) return store;
    if (Date.now() > end) throw new Error(`the store never held what was waited for: ${JSON.stringify(store).slice(0, 400)}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Settings put where an earlier build kept them (localStorage) before the
 * app's first start in this tab: it moves them into its store. Once per
 * tab, so a reload keeps what the player changed since.
 */
export function settingsBeforeStart(page, settings) {
  return page.addInitScript((text) => {
    if (sessionStorage.getItem("ayar-test-settings")) return;
    sessionStorage.setItem("ayar-test-settings", "1");
    localStorage.setItem("ayar/settings", text);
  }, JSON.stringify(settings));
}

/** Saves a full-page screenshot as tests/output/NAME.png and returns its path. */
export async function screenshot(page, name) {
  await mkdir(OUTPUT, { recursive: true });
  const path = join(OUTPUT, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Every control a player can use: buttons, inputs, selects, links. For each,
 * its accessible name (approximated from aria-label, aria-labelledby, a
 * <label>, or text) and the size of what a finger hits (a visually hidden
 * radio's hit area is its label).
 */
export async function controlsReport(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll("button, input, select, textarea, a[href]")) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      // Not rendered at all (inside something hidden at this size).
      if (el.getClientRects().length === 0) continue;
      const byIds = (el.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
      const labels = el.labels ? [...el.labels].map((l) => l.textContent).join(" ") : "";
      const name = (
        el.getAttribute("aria-label") ||
        byIds ||
        labels ||
        el.textContent ||
        el.getAttribute("title") ||
        ""
      ).trim();
      // A visually hidden radio, checkbox or file input is hit through its label.
      const target = el.labels && el.labels.length && el.matches("input[type=radio], input[type=checkbox], input[type=file]")
        ? el.labels[0]
        : el;
      const box = target.getBoundingClientRect();
      out.push({
        control: el.outerHTML.slice(0, 80),
        name,
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return out;
  });
}

/**
 * A test file's app: the server of dist/ and a browser, started before the
 * file's tests and closed after them. `open(options, prepare)` opens a
 * fresh page on the app (see `openPage`).
 */
export function appUnderTest({ hooks = false } = {}) {
  let server;
  let browser;
  before(async () => {
    server = await startServer(hooks ? await hooksDist() : undefined);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return { open: (contextOptions, prepare) => openPage(browser, contextOptions, server.url, prepare) };
}
