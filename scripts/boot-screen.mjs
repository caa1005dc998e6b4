// Writes the start screen the app draws on a first visit into index.html,
// so the page shows it before the wasm has arrived, and nothing moves when
// the app takes over (issue 33): English between <!-- boot-screen --> and
// <!-- /boot-screen -->, and every language's, with its loading line, as
// templates between <!-- boot-languages --> and <!-- /boot-languages -->,
// from which index.html's own script picks the player's (issue 31). Run it
// after a change to the start screen or its words, then rebuild:
// tests/e2e/first-visit.test.mjs fails while the page and the app differ.
//
//   trunk build --release && node scripts/boot-screen.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchBrowser, ROOT, startServer } from "../tests/e2e/support.mjs";

const LANGUAGES = ["en", "es", "de"];

/** The loading line's messages of `lang`, from its resource (view::lang). */
function loadingWords(lang) {
  const text = readFileSync(join(ROOT, "src/view/lang", lang, "start.ftl"), "utf8");
  const message = (key) => {
    const line = text.split("\n").find((l) => l.startsWith(`${key} =`));
    if (!line) throw new Error(`${lang}/start.ftl has no ${key}`);
    // The one argument, as boot.mjs fills it in.
    return line.slice(key.length + 2).trim().replace("{ $percent }", "{n}");
  };
  const attr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return ["first", "loading", "preparing", "failed"].map((k) => `data-${k}="${attr(message(`boot-${k}`))}"`).join(" ");
}

/** The start screen as the app draws it in `lang`, as inert markup. */
async function startScreen(browser, url, lang) {
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem("ayar/settings", JSON.stringify({ language: lang })), lang);
    await page.goto(url);
    await page.waitForSelector(`html[lang="${lang}"] body:not(:has(#boot)) .start-screen`, { timeout: 120_000 });
    return await page.evaluate(() => {
      const screen = document.querySelector(".start-screen").cloneNode(true);
      const live = document.querySelectorAll(".start-screen input, .start-screen select option");
      screen.querySelectorAll("input, select option").forEach((el, i) => {
        // What the form shows lives in properties: written out as attributes.
        if (live[i].checked) el.setAttribute("checked", "");
        if (live[i].selected) el.setAttribute("selected", "");
        if (live[i].value && el.type === "text") el.setAttribute("value", live[i].value);
      });
      // Nothing answers before the app runs; the page still scrolls.
      screen.querySelectorAll("button, input, select, label, a").forEach((el) => el.setAttribute("inert", ""));
      return screen.outerHTML.replace(/<!---->/g, "");
    });
  } finally {
    await context.close();
  }
}

/** `page` with what stands between the markers `name` replaced by `body`. */
function replaceMarked(page, name, body, indent) {
  const marked = new RegExp(`<!-- ${name} -->[^]*?<!-- /${name} -->`);
  if (!marked.test(page)) throw new Error(`index.html has no <!-- ${name} --> markers`);
  return page.replace(marked, () => `<!-- ${name} -->\n${indent}${body}\n${indent}<!-- /${name} -->`);
}

const server = await startServer(process.env.AYAR_DIST ?? join(ROOT, "dist"));
const browser = await launchBrowser();
try {
  const screens = {};
  for (const lang of LANGUAGES) screens[lang] = await startScreen(browser, server.url, lang);
  // English is drawn as it is; each language's template holds its loading
  // line, and its start screen unless it is English's.
  const templates = LANGUAGES.map(
    (lang) => `<template id="boot-${lang}" ${loadingWords(lang)}>${lang === "en" ? "" : screens[lang]}</template>`,
  ).join("\n    ");
  const path = join(ROOT, "index.html");
  let page = readFileSync(path, "utf8");
  page = replaceMarked(page, "boot-screen", screens.en, "        ");
  page = replaceMarked(page, "boot-languages", templates, "    ");
  writeFileSync(path, page);
  const sizes = LANGUAGES.map((l) => `${l} ${screens[l].length}`).join(", ");
  console.log(`boot-screen: the start screen written into index.html (characters: ${sizes})`);
} finally {
  await browser.close();
  await server.close();
}
