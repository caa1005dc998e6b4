// Renders the app icons (PNG, for the web app manifest) from public/favicon.svg
// with Debian's Chromium. Run once after changing the icon:
//   node scripts/make-icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const svg = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
// Maskable icons keep their content in the central 80% (the safe zone).
const icons = [
  ["icon-192.png", 192, 0],
  ["icon-512.png", 512, 0],
  ["icon-maskable-512.png", 512, 0.12],
];
for (const [name, size, pad] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = Math.round(size * pad);
  await page.setContent(
    `<body style="margin:0;background:#2b1d14"><div style="padding:${inset}px">` +
      svg.replace("<svg ", `<svg width="${size - 2 * inset}" height="${size - 2 * inset}" `) +
      "</div></body>",
  );
  await page.screenshot({ path: new URL(`../public/${name}`, import.meta.url).pathname, omitBackground: pad === 0 });
  await page.close();
}
await browser.close();
console.log("icons written to public/");
