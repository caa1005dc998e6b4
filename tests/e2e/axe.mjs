// axe-core (the engine of the browsers' own accessibility audits) on the
// page as it shows: `audit` runs it, `verdict` fails a test on a serious or
// critical violation. Used by a11y.test.mjs and by the whole games, which
// audit each phase of a game they meet (table.mjs, wholeGameByTouch).

import assert from "node:assert/strict";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { ROOT, OUTPUT } from "./support.mjs";

/** axe-core's browser bundle, injected into each page as it is checked. */
const AXE = await readFile(join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8");
const AXE_VERSION = JSON.parse(await readFile(join(ROOT, "node_modules", "axe-core", "package.json"), "utf8")).version;

/** The impacts that fail the test. */
const FAILING = new Set(["serious", "critical"]);

/** Resolves once no transition or finite animation runs (a drawer sliding in, a fade). */
async function settled(page) {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    null,
    { timeout: 5000 },
  );
}

/**
 * Checks the page as it shows now. Returns one entry per rule violated:
 * `{ screen, id, impact, help, nodes: [{ target, html }] }`.
 */
export async function audit(page, screen) {
  await settled(page);
  if (!(await page.evaluate(() => typeof window.axe === "object"))) await page.addScriptTag({ content: AXE });
  // With the rule axe calls experimental that checks a control's visible
  // words are in its name (WCAG 2.5.3, "Label in Name").
  const { violations } = await page.evaluate(() =>
    axe.run(document, { resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } }),
  );
  return violations.map((v) => ({
    screen,
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(" "), html: n.html.slice(0, 200) })),
  }));
}

/**
 * One line per violation found: screen, rule id, impact, count, and the
 * first 3 targets. The screens of a test share most of the page (a drawer
 * opens over the table), so the targets not met on an earlier screen come
 * first, and their number is given.
 */
function lines(found) {
  const seen = new Set();
  return found.map((v) => {
    const targets = v.nodes.map((n) => n.target);
    const fresh = targets.filter((t) => !seen.has(`${v.id} ${t}`));
    for (const t of targets) seen.add(`${v.id} ${t}`);
    const shown = [...fresh, ...targets.filter((t) => !fresh.includes(t))].slice(0, 3);
    const more = fresh.length < targets.length ? `, ${fresh.length} new` : "";
    return { fresh: fresh.length, text: `[${v.screen}] ${v.id} (${v.impact}) x${targets.length}${more}: ${shown.join(" | ")}` };
  });
}

/**
 * The verdict on what a test found: every violation is written to
 * tests/output/a11y-NAME.json (with each node's HTML); the moderate and
 * minor ones new to a screen are printed; the serious and critical ones
 * fail the test, each listed.
 */
export async function verdict(name, found) {
  await mkdir(OUTPUT, { recursive: true });
  await writeFile(join(OUTPUT, `a11y-${name}.json`), JSON.stringify(found, null, 1));
  const failing = found.filter((v) => FAILING.has(v.impact));
  for (const l of lines(found.filter((v) => !FAILING.has(v.impact)))) if (l.fresh) console.log(`# ${l.text}`);
  assert.ok(
    failing.length === 0,
    `serious or critical accessibility violations (axe-core ${AXE_VERSION}):\n${lines(failing).map((l) => l.text).join("\n")}`,
  );
}
