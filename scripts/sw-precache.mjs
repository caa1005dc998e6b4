// Trunk post_build hook: writes the list of every staged file and a build id
// (a hash over names and contents) into the staged sw.js, so the service
// worker precaches exactly this build, Trunk's hashed file names included.
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

const files = walk(staging)
  .map((path) => relative(staging, path).split(sep).join("/"))
  .filter((name) => name !== "sw.js")
  .sort();
const hash = createHash("sha256");
for (const name of files) hash.update(name).update("\0").update(readFileSync(join(staging, name)));
const build = hash.digest("hex").slice(0, 16);

const swPath = join(staging, "sw.js");
const template = readFileSync(swPath, "utf8");
if (!template.includes("__AYAR_FILES__")) {
  console.error("sw-precache: sw.js has no __AYAR_FILES__ placeholder");
  process.exit(1);
}
const list = JSON.stringify(["./", ...files]);
writeFileSync(swPath, template.replace("__AYAR_BUILD__", build).replace("__AYAR_FILES__", list));
console.log(`sw-precache: build ${build}, ${files.length} files`);
