// What the app's wasm is made of: code bytes per function and per crate
// (the first segment of each function's Rust path), from the wasm's name
// section. twiggy does the same but is not installed here; this needs only
// node. The shipped wasm has no names, so rebuild one that keeps them, with
// the same wasm-opt level as Trunk:
//
//   wasm-bindgen --target web --keep-debug --out-dir /tmp/w \
//     "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/ayar-web.wasm"
//   wasm-opt -Oz -g /tmp/w/ayar-web_bg.wasm -o /tmp/w/named.wasm
//   node benches/wasm-size-report.mjs /tmp/w/named.wasm [how many functions to list]
//
// Sizes are of function bodies (the code section); the data section (static
// strings: HTML templates, rules text, SVG paths) is listed with the others.
import { readFileSync } from "node:fs";
const buf = readFileSync(process.argv[2]);
const top = Number(process.argv[3] ?? 30);
let p = 8;
const leb = () => { let r = 0, s = 0, b; do { b = buf[p++]; r += (b & 0x7f) * 2 ** s; s += 7; } while (b & 0x80); return r; };
const str = () => { const n = leb(); const s = buf.toString("utf8", p, p + n); p += n; return s; };
const SECTION = { 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global", 7: "export", 8: "start", 9: "elem", 10: "code", 11: "data", 12: "datacount", 13: "tag" };
let imported = 0; const bodies = []; const names = new Map(); let sections = [];
while (p < buf.length) {
  const id = buf[p++]; const size = leb(); const end = p + size;
  if (id === 0) { const name = str(); sections.push([`custom:${name}`, size]);
    if (name === "name") { while (p < end) { const sid = buf[p++]; const ss = leb(); const se = p + ss;
      if (sid === 1) { const n = leb(); for (let i = 0; i < n; i++) { const idx = leb(); names.set(idx, str()); } }
      p = se; } }
  } else { sections.push([SECTION[id] ?? id, size]); }
  if (id === 2) { const n = leb(); for (let i = 0; i < n; i++) { str(); str(); const kind = buf[p++];
      if (kind === 0) { leb(); imported++; } else if (kind === 1) { p++; const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 2) { const f = leb(); leb(); if (f & 1) leb(); } else if (kind === 3) { p += 2; } else if (kind === 4) { p++; leb(); } } }
  if (id === 10) { const n = leb(); for (let i = 0; i < n; i++) { const s = leb(); bodies.push(s); p += s; } }
  p = end;
}
function demangle(s) {
  if (!s.startsWith("_ZN")) return s;
  let i = 3; const parts = [];
  while (i < s.length && s[i] !== "E") { let m = /^\d+/.exec(s.slice(i)); if (!m) break; i += m[0].length; const n = Number(m[0]); parts.push(s.slice(i, i + n)); i += n; }
  if (parts.length && /^h[0-9a-f]{16}$/.test(parts.at(-1))) parts.pop();
  return parts.join("::").replace(/\$LT\$/g, "<").replace(/\$GT\$/g, ">").replace(/\$u20\$/g, " ").replace(/\$RF\$/g, "&").replace(/\$C\$/g, ",").replace(/\.\./g, "::").replace(/\$u7b\$/g, "{").replace(/\$u7d\$/g, "}");
}
const rows = bodies.map((s, i) => [s, demangle(names.get(imported + i) ?? `f${imported + i}`)]);
const total = bodies.reduce((a, b) => a + b, 0);
const crate = (n) => { const m = /^_?<?([A-Za-z_][A-Za-z0-9_]*)/.exec(n.replace(/^</, "")); return m ? m[1] : "?"; };
const by = new Map(); for (const [s, n] of rows) by.set(crate(n), (by.get(crate(n)) ?? 0) + s);
console.log(`file ${buf.length} B, code ${total} B in ${bodies.length} functions (${imported} imported), named ${names.size}`);
console.log("sections:", sections.map(([k, s]) => `${k}=${s}`).join(" "));
console.log("by first path segment:"); for (const [c, s] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${String(s).padStart(8)}  ${(100 * s / total).toFixed(1).padStart(5)}%  ${c}`);
console.log("largest functions:"); for (const [s, n] of rows.sort((a, b) => b[0] - a[0]).slice(0, top)) console.log(`  ${String(s).padStart(8)}  ${n.slice(0, 160)}`);
