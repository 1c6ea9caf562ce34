// `npm run bench`: builds the app for production (timed), serves it from the
// demo server and measures it in headless Chromium, runs the store benchmark,
// prints a table against the targets and writes tools/bench/latest.json.
// Not part of `npm test`; about eight minutes on two cores.
//
//   npm run bench                          everything
//   npm run bench -- --skip-build          reuse dist/ (no build figures)
//   npm run bench -- --only=first,scroll   some sections: build, first,
//                                          throttled, member, scroll, steady,
//                                          stream, admin, tour, store, schemas,
//                                          recorder
//   BENCH_RUNS=5 BENCH_THROTTLED_RUNS=3 BENCH_SCROLL_RUNS=1   runs per figure
//   BENCH_TOUR_ROUNDS=30                   rounds of the member's screens
//   POTLUCK_BENCH_DIST=/tmp/perf-dist      build into and measure another
//                                          folder than dist/
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchAdmin } from "./admin.mjs";
import {
  CHROMIUM_PATH,
  launchBrowser,
  signInPage,
  THROTTLED,
} from "./browser.mjs";
import { timedBuild } from "./build.mjs";
import { bundleFigures } from "./bundle.mjs";
import { buildFloor, libraryFloor } from "./floor.mjs";
import { GENERATED_POSTS, QUEUE_REPORTS, startBenchServer } from "./demo.mjs";
import { benchFirstPost } from "./firstPost.mjs";
import { printTable, writeFigures } from "./report.mjs";
import { benchScroll, benchSteadyScroll } from "./scroll.mjs";
import { benchStream } from "./stream.mjs";
import { benchTour, TOUR_ROUNDS } from "./tour.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The build measured (and written by the build section): dist/ unless told. */
const DIST = path.resolve(ROOT, process.env.POTLUCK_BENCH_DIST ?? "dist");
const OUT = path.join(ROOT, "tools", "bench", "latest.json");
/** Partial runs (--only, --skip-build) never overwrite latest.json. */
const PARTIAL_OUT = path.join(ROOT, "artifacts", "bench-partial.json");
const BASE_PATH = (process.env.POTLUCK_BASE_PATH ?? "/blog").replace(
  /\/+$/,
  "",
);
/** The sections measured in Chromium, on the bench's demo server. */
const BROWSER_SECTIONS = [
  "first",
  "throttled",
  "member",
  "scroll",
  "steady",
  "stream",
  "admin",
  "tour",
];
const ALL = ["build", ...BROWSER_SECTIONS, "store", "schemas", "recorder"];
/** Sections whose first-post loads interleave with the library floor's. */
const FLOOR_SECTIONS = ["first", "throttled", "member"];

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const sections = new Set(only ?? ALL);
if (args.includes("--skip-build")) sections.delete("build");
const runs = (name, fallback) => Number(process.env[name] ?? fallback);

const log = (message) => process.stderr.write(`bench: ${message}\n`);

/**
 * A Node benchmark of another engineer's (store.mjs, schemas.mjs) in its own
 * process, with --expose-gc for its heap figures: `exportName()` resolved.
 */
function nodeBench(file, exportName) {
  const url = JSON.stringify(path.join(ROOT, "tools/bench", file));
  const script = `import(${url}).then(async (m) => process.stdout.write("\\n@@" + JSON.stringify(await m.${exportName}())))`;
  const out = execFileSync(process.execPath, ["--expose-gc", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  return JSON.parse(out.slice(out.lastIndexOf("\n@@") + 3));
}

function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const started = Date.now();
  const figures = {
    meta: {
      commit: gitCommit(),
      date: new Date().toISOString(),
      node: process.version,
      chromium: null,
      loadAverageAtStart: Math.round(loadavg()[0] * 10) / 10,
      viewport: "1400x900",
      throttling: THROTTLED,
      generatedPosts: GENERATED_POSTS,
      queueReports: QUEUE_REPORTS,
    },
  };
  if (sections.has("build")) {
    log("building for production (timed)…");
    figures.build = await timedBuild({ outputPath: DIST });
    log("building the library floor (floor.mjs)…");
    figures.build.libraryFloor = await libraryFloor();
  }
  if (!existsSync(path.join(DIST, "index.html")))
    throw new Error(
      `${path.relative(ROOT, DIST) || DIST} has no build: run without --skip-build`,
    );
  figures.bundle = bundleFigures(DIST);

  if (BROWSER_SECTIONS.some((s) => sections.has(s))) {
    if (!existsSync(CHROMIUM_PATH))
      throw new Error(
        `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`,
      );
    const server = await startBenchServer({
      staticDir: DIST,
      basePath: BASE_PATH || "/",
    });
    // The library floor, served by a server of its own and loaded after
    // each load of the app, so that both see the same machine load.
    const floorBuild = FLOOR_SECTIONS.some((s) => sections.has(s))
      ? await buildFloor()
      : null;
    const floorServer = floorBuild
      ? await startBenchServer({ staticDir: floorBuild.dir, basePath: "/blog" })
      : null;
    const floorUrl = floorServer ? `${floorServer.url}/blog/` : undefined;
    const browser = await launchBrowser();
    figures.meta.chromium = browser.version();
    const home = `${server.url}${BASE_PATH}/`;
    // A member's cold load of /home: the token stored as the sign-in
    // pages store it (verify_credentials, instance and timeline follow).
    const signedIn = (page) =>
      signInPage(page, server.control, server.url, "alice");
    try {
      if (sections.has("first")) {
        log("homepage, cold, unthrottled (interleaved with the floor)…");
        figures.firstPost = await benchFirstPost(browser, home, {
          runs: runs("BENCH_RUNS", 5),
          throttled: false,
          floorUrl,
        });
      }
      if (sections.has("throttled")) {
        log("homepage, cold, 4x CPU + slow 4G (interleaved with the floor)…");
        figures.firstPostThrottled = await benchFirstPost(browser, home, {
          runs: runs("BENCH_THROTTLED_RUNS", 3),
          throttled: true,
          floorUrl,
        });
      }
      if (sections.has("member")) {
        log("a member's /home, cold, with a stored token…");
        figures.memberHome = await benchFirstPost(browser, `${home}home`, {
          runs: runs("BENCH_RUNS", 5),
          throttled: false,
          prepare: signedIn,
          floorUrl,
        });
        log("a member's /home, cold, 4x CPU + slow 4G…");
        figures.memberHomeThrottled = await benchFirstPost(
          browser,
          `${home}home`,
          {
            runs: runs("BENCH_THROTTLED_RUNS", 3),
            throttled: true,
            prepare: signedIn,
            floorUrl,
          },
        );
      }
      if (sections.has("scroll")) {
        log("scrolling 1,000 posts…");
        server.setConfig({ autoloadMore: true });
        figures.scroll = await benchScroll(browser, home, {
          runs: runs("BENCH_SCROLL_RUNS", 1),
        });
        server.setConfig();
      }
      if (sections.has("steady")) {
        log("a member's home, 1,000 posts at a steady wheel speed…");
        server.setConfig({ autoloadMore: true });
        figures.steadyScroll = await benchSteadyScroll(browser, `${home}home`, {
          runs: runs("BENCH_SCROLL_RUNS", 1),
          prepare: signedIn,
        });
        server.setConfig();
      }
      if (sections.has("stream")) {
        log("streaming 10,000 posts…");
        server.control.reset();
        figures.stream = await benchStream(browser, home, server.control);
      }
      if (sections.has("admin")) {
        log(`moving through ${QUEUE_REPORTS} reports by keyboard…`);
        server.control.reset();
        figures.admin = await benchAdmin(browser, server, home);
      }
      if (sections.has("tour")) {
        const rounds = runs("BENCH_TOUR_ROUNDS", TOUR_ROUNDS);
        log(`a member's hour: ${rounds} rounds of every member screen…`);
        server.control.reset();
        server.setConfig({ autoloadMore: true });
        figures.tour = await benchTour(browser, server, home, { rounds });
        server.setConfig();
      }
    } finally {
      await browser.close();
      await server.close();
      await floorServer?.close();
      floorBuild?.remove();
    }
  }
  if (sections.has("store")) {
    log("store benchmark (Node)…");
    figures.store = nodeBench("store.mjs", "runStoreBench");
  }
  if (sections.has("schemas")) {
    log("schema benchmark (Node)…");
    figures.schemas = nodeBench("schemas.mjs", "runSchemaBench");
  }
  if (sections.has("recorder")) {
    log("debug recorder benchmark (Node)…");
    figures.recorder = nodeBench("recorder.mjs", "runRecorderBench");
  }
  figures.meta.benchSeconds = Math.round((Date.now() - started) / 1000);
  const out = sections.size === ALL.length ? OUT : PARTIAL_OUT;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFigures(out, figures);
  printTable(figures);
  log(
    `done in ${figures.meta.benchSeconds} s; figures in ${path.relative(ROOT, out)}`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
