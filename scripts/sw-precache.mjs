// Trunk post_build hook: writes the list of every staged file and a build id
// (a hash over names and contents) into the staged sw.js, so the service
// worker precaches exactly this build, Trunk's hashed file names included.
// First it writes the app's hashed JS and wasm names into the staged
// think-worker.js, which loads the same module as the page. In index.html:
// the wasm's size into the loader, whose progress bar counts up to it
// (Trunk writes the size it had before wasm-opt shrank it), and no preload
// of the wasm: the loader fetches it once the page's start screen is
// painted (src/browser/boot.mjs), so on a slow link the stylesheet does not
// share the line with it, and the first paint waits for nothing of it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("sw-precache: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)");
  process.exit(1);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Replace each placeholder of `values` in the staged file `name`; every one must be there. */
function fill(name, values) {
  const path = join(staging, name);
  let text = readFileSync(path, "utf8");
  for (const [placeholder, value] of Object.entries(values)) {
    if (!text.includes(placeholder)) {
      console.error(`sw-precache: ${name} has no ${placeholder} placeholder`);
      process.exit(1);
    }
    text = text.replace(placeholder, value);
  }
  writeFileSync(path, text);
}

/** The one staged file whose name matches `pattern`. */
function only(names, pattern) {
  const found = names.filter((name) => pattern.test(name));
  if (found.length !== 1) {
    console.error(`sw-precache: expected one staged file matching ${pattern}, found ${found.length}`);
    process.exit(1);
  }
  return found[0];
}

const top = readdirSync(staging);
const wasm = only(top, /^ayar-web(-[0-9a-f]+)?_bg\.wasm$/);
fill("think-worker.js", {
  __AYAR_APP_JS__: only(top, /^ayar-web(-[0-9a-f]+)?\.js$/),
  __AYAR_APP_WASM__: wasm,
});

const index = join(staging, "index.html");
const loader = new RegExp(`(__trunkInitializer\\(init, '/${wasm}', )\\d+`);
const html = readFileSync(index, "utf8");
if (!loader.test(html)) {
  console.error("sw-precache: index.html has no __trunkInitializer call with the wasm's size");
  process.exit(1);
}
const preload = new RegExp(`<link[^>]*href=/${wasm}[^>]*rel=preload[^>]*>`);
if (!preload.test(html)) {
  console.error("sw-precache: index.html has no preload link of the wasm to remove");
  process.exit(1);
}
writeFileSync(index, html.replace(loader, `$1${statSync(join(staging, wasm)).size}`).replace(preload, ""));

const files = walk(staging)
  .map((path) => relative(staging, path).split(sep).join("/"))
  .filter((name) => name !== "sw.js")
  .sort();
const hash = createHash("sha256");
for (const name of files) hash.update(name).update("\0").update(readFileSync(join(staging, name)));
const build = hash.digest("hex").slice(0, 16);

fill("sw.js", { __AYAR_BUILD__: build, __AYAR_FILES__: JSON.stringify(["./", ...files]) });
console.log(`sw-precache: build ${build}, ${files.length} files`);
