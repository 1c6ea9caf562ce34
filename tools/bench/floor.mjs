// Builds tools/bench/floor/entry.tsx with the app's own production
// configuration (webpack.config.ts: the same loaders, aliases and minifier)
// and measures it: the JavaScript any app on this design loads before its
// first post, before a line of its own code. Part of the bench's build
// section; on its own: `node tools/bench/floor.mjs [--paint]`
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const require = createRequire(path.join(root, "package.json"));
const webpack = require("webpack");
const ENTRY = "./tools/bench/floor/entry.tsx";

/**
 * The app's own production configuration (webpack.config.ts, read as
 * webpack-cli reads it, through ts-node with the settings in tsconfig.json),
 * so the floor is built with the same loaders, aliases and minifier.
 */
function appProductionConfig() {
  require("ts-node").register({
    project: path.join(root, "tsconfig.json"),
  });
  const { default: configure } = require(path.join(root, "webpack.config.ts"));
  return configure({}, { mode: "production" });
}

/**
 * One production build of `entry` into `out` (with an index.html loading
 * it under /blog/); its JavaScript's size and gzip size. The app's
 * configuration with this entry and output, and without the plugins that
 * write the app's page and copy its static files.
 */
function build(entry, out) {
  const app = appProductionConfig();
  const config = {
    ...app,
    context: root,
    entry,
    output: { path: out, filename: "floor.js", publicPath: "/blog/" },
    devtool: false,
    plugins: [],
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) {
        reject(error ?? new Error(stats.toString("errors-only")));
        return;
      }
      const files = readdirSync(out).filter((f) => f.endsWith(".js"));
      const body = Buffer.concat(
        files.map((f) => readFileSync(path.join(out, f))),
      );
      writeFileSync(
        path.join(out, "index.html"),
        '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
          '<script defer src="/blog/floor.js"></script></head><body></body></html>',
      );
      resolve({ bytes: body.length, gzipBytes: gzipSync(body).length });
    });
  });
}

/**
 * The floor built into a temporary folder, to be served beside the app (the
 * bench interleaves its loads with the app's): `{ dir, remove() }`.
 */
export async function buildFloor() {
  const dir = mkdtempSync(path.join(tmpdir(), "potluck-floor-"));
  await build(ENTRY, dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The library floor's size: `{ bytes, gzipBytes }`. */
export async function libraryFloor() {
  const out = mkdtempSync(path.join(tmpdir(), "potluck-floor-"));
  try {
    return await build(ENTRY, out);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * The floor's first post, cold, on the bench's demo server (median of
 * `runs`), unthrottled or as the throttled section throttles: what the
 * libraries alone cost in time on this machine.
 */
async function floorFirstPost(runs, throttled) {
  const out = mkdtempSync(path.join(tmpdir(), "potluck-floor-"));
  const { launchBrowser, openPage, firstPostTime, median } =
    await import("./browser.mjs");
  const { startBenchServer } = await import("./demo.mjs");
  await build(ENTRY, out);
  const server = await startBenchServer({ staticDir: out, basePath: "/blog" });
  const browser = await launchBrowser();
  const times = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const { context, page } = await openPage(browser, { throttled });
      await page.goto(`${server.url}/blog/`, { waitUntil: "domcontentloaded" });
      times.push(Math.round(await firstPostTime(page)));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(out, { recursive: true, force: true });
  }
  return { runs: times, median: median(times) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const floor = await libraryFloor();
  console.log(
    `library floor (gzip): ${kb(floor.gzipBytes)} (${kb(floor.bytes)} minified)`,
  );
  // --paint: also the first post's time, unthrottled and throttled.
  if (process.argv.includes("--paint")) {
    for (const throttled of [false, true]) {
      const paint = await floorFirstPost(
        Number(process.env.BENCH_RUNS ?? 5),
        throttled,
      );
      const how = throttled ? "4x CPU + slow 4G" : "unthrottled";
      console.log(
        `library floor: first post, cold, ${how}: ${paint.median} ms (${paint.runs.join(", ")})`,
      );
    }
  }
}
