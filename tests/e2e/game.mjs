// What every whole-game browser test checks at the end: the final screen
// shows exactly the engine's result, and an independent native replay of
// the page's save (`ayar replay`) agrees.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { ROOT, OUTPUT } from "./support.mjs";

/** `ayar replay` of a save file, natively: the engine's result, independently. */
function nativeReplay(file) {
  const binary = join(ROOT, "target", "debug", "ayar");
  const out = existsSync(binary)
    ? execFileSync(binary, ["replay", file], { encoding: "utf8" })
    : execFileSync("cargo", ["run", "--quiet", "--bin", "ayar", "--", "replay", file], {
        cwd: ROOT,
        encoding: "utf8",
      });
  return JSON.parse(out);
}

/** The final screen shows exactly the engine's result. */
/**
 * Lines of the page's visible text (its open dialogs too) that read as
 * English: for a game played in another language, where none should be.
 * The game's own names (Ayar, Inti, Llama...) are the same in every
 * language; English's commonest small words are not.
 */
export function englishLeft(page) {
  return page.evaluate(() =>
    document.body.innerText
      .split("\n")
      .filter((line) => /\b(the|your|and|with|from|takes|scores|round|night)\b/i.test(line)),
  );
}

export async function checkFinalScreen(page, name) {
  const finals = JSON.parse(await page.locator("#final-result").textContent());
  const save = await page.locator("#save-json").textContent();
  assert.ok(finals.length >= 2, "every seat has a result");

  // What the cards show equals the engine's JSON, seat by seat.
  for (const f of finals) {
    const card = page.locator(`.result[data-player="${f.player}"]`);
    assert.equal(await card.count(), 1, `one card for seat ${f.player}`);
    const attr = async (a) => Number(await card.getAttribute(a));
    assert.equal(await attr("data-sun"), f.sun);
    assert.equal(await attr("data-moon"), f.moon);
    assert.equal(await attr("data-score"), f.score);
    assert.equal(await attr("data-place"), f.place);
    assert.equal(await attr("data-llamas"), f.llamas);
    assert.equal(Number(await card.locator(".final-score").textContent()), f.score);
    assert.equal(Number(await card.locator(".final-sun").textContent()), f.sun);
    assert.equal(Number(await card.locator(".final-moon").textContent()), f.moon);
    assert.equal(f.score, Math.min(f.sun, f.moon), "the final score is the lower of Sun and Moon");
  }
  // Each card shows its whole account, in any language and at any size.
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll(".result")].filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).map((el) => el.dataset.player),
  );
  assert.deepEqual(cut, [], "result cards cut");
  const winners = finals.filter((f) => f.place === 1);
  assert.ok(winners.length >= 1);
  // The words are checked in English; in another language, that no English is left.
  const english = (await page.evaluate(() => document.documentElement.lang)) === "en";
  const headline = await page.locator(".winner").textContent();
  const scores = [...finals].sort((a, b) => a.place - b.place).map((f) => f.score);
  const strip = (await page.locator(".strip-task").textContent()).trim();
  const night = await page.locator(".last-night li").allTextContents();
  assert.ok(night.length >= 4, `the last Night: ${night.slice(0, 2)}`);
  if (english) {
    assert.match(headline, /wins|beats|share/);
    // The strip says it too, with the final scores from the highest.
    assert.equal(strip, `${headline.trim()} ${scores.slice(0, -1).join(", ")} to ${scores.at(-1)}.`);
    // The last Night, step by step, also for a game reopened or imported.
    assert.equal(night[0], "Night 4 falls.", `the last Night: ${night.slice(0, 2)}`);
  } else {
    assert.ok(strip.startsWith(headline.trim()) && strip.includes(String(scores.at(-1))), strip);
    assert.deepEqual(await englishLeft(page), [], "no English on the final screen");
  }
  // The chart has one Sun and one Moon line per seat, four rounds each.
  assert.equal(await page.locator(".chart .series").count(), finals.length);
  assert.equal(await page.locator(".chart .series circle").count(), 4 * finals.length);
  // The log: each round's and Night's lines carry its number.
  await page.locator('[data-door="log"]').tap();
  const log = await page.locator(".game-log li").allTextContents();
  if (english) {
    for (const line of log) {
      const m = line.match(/^R(\d) (?:Round (\d) begins|Night (\d) falls)/);
      if (m) assert.equal(m[1], m[2] ?? m[3], line);
    }
    assert.equal(log.filter((l) => / (Round \d begins|Night \d falls)/.test(l)).length, 8, "four rounds and four Nights in the log");
  } else {
    assert.deepEqual(await englishLeft(page), [], "no English in the log");
  }
  await page.locator(".drawer .drawer-close").tap();
  // The market and the Lake open beside the Main board, which the end screen replaces: no doors to them.
  assert.equal(await page.locator('[data-door="market"], [data-door="lake"]').count(), 0);
  // Nothing is left to undo, hint or confirm: the strip shows no such button.
  for (const button of ["[data-undo]", ".hint-button", "[data-confirm]"]) {
    assert.equal(await page.locator(button).isVisible(), false, `${button} is hidden on the final screen`);
  }

  // An independent replay of the page's save gives the same result.
  await mkdir(OUTPUT, { recursive: true });
  const file = join(OUTPUT, `${name}.save.json`);
  await writeFile(file, save);
  const replayed = nativeReplay(file);
  assert.equal(replayed.over, true);
  assert.deepEqual(replayed.final_scores, finals);
  return finals;
}

