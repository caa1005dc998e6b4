// Writes the start screen the app draws on a first visit into index.html
// (between <!-- boot-screen --> and <!-- /boot-screen -->), so the page
// shows it before the wasm has arrived, and nothing moves when the app
// takes over (issue 33). Run it after a change to the start screen, then
// rebuild: tests/e2e/first-visit.test.mjs fails while the two differ.
//
//   trunk build --release && node scripts/boot-screen.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchBrowser, ROOT, startServer } from "../tests/e2e/support.mjs";

const server = await startServer(process.env.AYAR_DIST ?? join(ROOT, "dist"));
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector("body:not(:has(#boot)) .start-screen");
  const html = await page.evaluate(() => {
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
  const path = join(ROOT, "index.html");
  const page_ = readFileSync(path, "utf8");
  const marked = /<!-- boot-screen -->[^]*?<!-- \/boot-screen -->/;
  if (!marked.test(page_)) throw new Error("index.html has no <!-- boot-screen --> markers");
  const written = `<!-- boot-screen -->\n        ${html}\n        <!-- /boot-screen -->`;
  writeFileSync(path, page_.replace(marked, () => written));
  console.log(`boot-screen: ${html.length} characters of the start screen written into index.html`);
} finally {
  await browser.close();
  await server.close();
}
