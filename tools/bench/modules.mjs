// What a built chunk is made of: its minified bytes attributed to source
// files (or npm packages) through the chunk's source map, biggest first, with
// an estimated gzip size for each. There is no bundle analyzer among the
// dependencies; this is enough to see what to split.
//
//   POTLUCK_SOURCE_MAPS=1 npx webpack --mode production --output-path /tmp/perf-dist
//   node tools/bench/modules.mjs /tmp/perf-dist            main chunk, by package
//   node tools/bench/modules.mjs /tmp/perf-dist main --files   by source file
//   node tools/bench/modules.mjs /tmp/perf-dist 4784 --top=60
//
// The gzip figure of a group is the gzip size of its own bytes concatenated,
// scaled so that the groups add up to the gzip size of the whole chunk: a
// comparison between groups, not an exact cost.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require("source-map");

/** `webpack://potluck/./node_modules/react-dom/cjs/x.js` → `react-dom`. */
export function groupOf(source, byFile) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const nm = clean.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = clean.slice(nm + "node_modules/".length).split("/");
    const pkg = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    return byFile
      ? `${pkg}/${rest.slice(pkg.split("/").length).join("/")}`
      : pkg;
  }
  if (byFile) return clean;
  // Own code: by folder under src (src/features/status, src/api/schemas, …).
  const parts = clean.split("/");
  return parts.length > 3 ? parts.slice(0, 3).join("/") : clean;
}

/** Minified bytes of `file` (with `file.map` beside it) by group. */
export function attribute(file, { byFile = false } = {}) {
  const code = readFileSync(file, "utf8");
  const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
  const consumer = new SourceMapConsumer(map);
  const lines = code.split("\n");
  const segments = [];
  consumer.eachMapping(
    (m) => segments.push(m),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  const pieces = new Map();
  const add = (group, text) => {
    if (!pieces.has(group)) pieces.set(group, []);
    pieces.get(group).push(text);
  };
  let covered = 0;
  for (let i = 0; i < segments.length; i += 1) {
    const m = segments[i];
    const next = segments[i + 1];
    const line = lines[m.generatedLine - 1] ?? "";
    const end =
      next && next.generatedLine === m.generatedLine
        ? next.generatedColumn
        : line.length;
    const text = line.slice(m.generatedColumn, end);
    covered += text.length;
    add(
      m.source ? groupOf(m.source, byFile) : "(webpack runtime, unmapped)",
      text,
    );
  }
  const unmapped = code.length - covered;
  if (unmapped > 0) add("(webpack runtime, unmapped)", " ".repeat(0));
  const totalGzip = gzipSync(code).length;
  const rows = [...pieces].map(([group, texts]) => {
    const body = texts.join("");
    return {
      group,
      bytes: Buffer.byteLength(body),
      rawGzip: gzipSync(body).length,
    };
  });
  const rawSum = rows.reduce((n, r) => n + r.rawGzip, 0);
  for (const row of rows)
    row.gzipBytes = Math.round((row.rawGzip / rawSum) * totalGzip);
  rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { file, bytes: Buffer.byteLength(code), gzipBytes: totalGzip, rows };
}

function findChunk(distDir, name) {
  const dir = path.join(distDir, "js");
  const file = readdirSync(dir).find(
    (f) => f.startsWith(`${name}.`) && /\.[0-9a-f]{10}\.js$/.test(f),
  );
  if (!file) throw new Error(`no chunk named ${name} in ${dir}`);
  return path.join(dir, file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const positional = args.filter((a) => !a.startsWith("--"));
  const distDir = positional[0] ?? "dist";
  const chunk = positional[1] ?? "main";
  const top = Number(args.find((a) => a.startsWith("--top="))?.slice(6) ?? 40);
  const result = attribute(findChunk(distDir, chunk), {
    byFile: args.includes("--files"),
  });
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log(
    `${path.basename(result.file)}: ${kb(result.bytes)} KB, ${kb(result.gzipBytes)} KB gzip`,
  );
  console.log(`${"gzip KB".padStart(7)} ${"min KB".padStart(7)}  group`);
  for (const row of result.rows.slice(0, top))
    console.log(`${kb(row.gzipBytes)} ${kb(row.bytes)}  ${row.group}`);
  if (result.rows.length > top)
    console.log(`… ${result.rows.length - top} more`);
}
