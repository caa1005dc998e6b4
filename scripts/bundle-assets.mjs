// Trunk post_build hook, before sw-precache.mjs: makes the staged build
// smaller where Trunk cannot (issue 13's bundle, BENCHMARKS.md "Bundle").
//  - The stylesheets become one file, in index.html's order (the cascade
//    is unchanged): gzip then finds what the files share, and the page
//    makes one request instead of seven. The sources stay one per concern.
//  - Release builds only: the JS modules index.html preloads (wasm-bindgen's
//    glue, the loader src/browser/boot.mjs) are minified with terser
//    (Trunk's own minifier cannot parse the glue's `export default` nor
//    the loader's top-level await).
// index.html's integrity attributes follow both changes.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { minify } from "terser";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) fail("TRUNK_STAGING_DIR is not set (run it as a Trunk hook)");

function fail(message) {
  console.error(`bundle-assets: ${message}`);
  process.exit(1);
}

const digest = (algorithm, text, encoding) => createHash(algorithm).update(text).digest(encoding);
const integrity = (text) => `sha384-${digest("sha384", text, "base64")}`;
/** An attribute's value in a tag, quoted (Trunk's debug HTML) or not (its minified HTML). */
const attribute = (tag, name) => new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag)?.slice(1).find((v) => v);
/** The staged file a root-relative or relative href names. */
const staged = (href) => join(staging, basename(href));

/** Every stylesheet of `html` as one staged file, in the same order; returns the new html. */
function mergeStylesheets(html) {
  const sheets = html.match(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g) ?? [];
  if (sheets.length === 0) return html;
  const hrefs = sheets.map((tag) => attribute(tag, "href") ?? fail(`a stylesheet link has no href: ${tag}`));
  const css = hrefs.map((href) => readFileSync(staged(href), "utf8")).join("\n");
  const cssHref = hrefs[0].replace(/[^/]*$/, `style-${digest("sha256", css, "hex").slice(0, 16)}.css`);
  for (const href of hrefs) rmSync(staged(href));
  writeFileSync(staged(cssHref), css);
  console.log(`bundle-assets: ${hrefs.length} stylesheets -> ${basename(cssHref)}, ${css.length} B`);
  const link = `<link rel="stylesheet" href="${cssHref}" integrity="${integrity(css)}">`;
  return sheets.reduce((page, tag, i) => page.replace(tag, i === 0 ? link : ""), html);
}

/** Every JS module `html` preloads, minified in place; returns the html with their new integrity. */
async function minifyModules(html) {
  const preloads = html.match(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/g) ?? fail("index.html has no modulepreload link");
  for (const preload of preloads) {
    const href = attribute(preload, "href") ?? fail(`a modulepreload link has no href: ${preload}`);
    const source = readFileSync(staged(href), "utf8");
    const { code } = await minify(source, { module: true, compress: true, mangle: true });
    writeFileSync(staged(href), code);
    console.log(`bundle-assets: ${basename(href)} ${source.length} -> ${code.length} B`);
    const old = attribute(preload, "integrity");
    if (old) html = html.replace(preload, preload.replace(old, integrity(code)));
  }
  return html;
}

const htmlPath = join(staging, "index.html");
let html = mergeStylesheets(readFileSync(htmlPath, "utf8"));
if (process.env.TRUNK_PROFILE === "release") html = await minifyModules(html);
writeFileSync(htmlPath, html);
