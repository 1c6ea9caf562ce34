// Two builds measured side by side: each round loads build A then build B
// (the order alternating by round), each from a bench server of its own,
// so both see the same machine load, as the library floor is measured
// beside the app. Prints each round with the load average, then the
// medians; with --json, writes them to a file.
//
//   node tools/bench/compare.mjs --a=/tmp/dist-main --b=/tmp/dist-new \
//     --section=steady --rounds=3
//
// Sections: `steady` (a member's /home scrolled at a steady wheel speed to
// 1,000 posts), `member` (a member's cold /home: first post, blocking,
// main-thread CPU), `stream` (10,000 streamed posts on the homepage).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { launchBrowser, median, signInPage } from "./browser.mjs";
import { startBenchServer } from "./demo.mjs";
import { benchFirstPost } from "./firstPost.mjs";
import { benchSteadyScroll } from "./scroll.mjs";
import { benchStream } from "./stream.mjs";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => /^--([^=]+)=(.*)$/.exec(a))
    .filter(Boolean)
    .map(([, key, value]) => [key, value]),
);
const section = args.section ?? "steady";
const rounds = Number(args.rounds ?? 3);
const builds = ["a", "b"].map((key) => {
  if (!args[key]) throw new Error(`--${key}=<build folder> is required`);
  return { key, dir: path.resolve(args[key]) };
});

const load = () => Math.round(loadavg()[0] * 10) / 10;

/** A cold load's figures: times, blocking, and the JavaScript before the first post. */
function firstPostFigures(r) {
  return {
    firstPostMs: r.firstPostMs,
    blockingMs: r.blockingMs,
    longTaskCount: r.longTaskCount,
    mainThreadCpuMs: r.mainThreadCpuMs,
    jsGzipKB: Math.round(r.jsGzipBytes / 102.4) / 10,
    files: r.initialFileCount,
  };
}

/** The figures one section reports per round, read from the bench's result. */
const FIGURES = {
  steady: (r) => ({
    postsScrolled: r.postsScrolled,
    scrollSeconds: r.scrollSeconds,
    frameP95Ms: r.frameP95Ms,
    framesOver33Percent: r.framesOver33Percent,
    cpuMsPerPost: r.cpuMsPerPost,
    domNodes: r.domNodes,
    heapMB: r.heapMB,
  }),
  member: firstPostFigures,
  memberThrottled: firstPostFigures,
  first: firstPostFigures,
  throttled: firstPostFigures,
  stream: (r) => ({
    renderedPerSecond: r.renderedPerSecond,
    cpuMsPerPost: r.after2000.cpuMsPerPost,
    catchUpMs: r.after2000.catchUpMs,
    heapAt2000MB: r.heapAt2000MB,
    heapAt10000MB: r.heapAt10000MB,
  }),
};

async function measure(browser, server) {
  const home = `${server.url}/blog/`;
  const signedIn = (page) =>
    signInPage(page, server.control, server.url, "alice");
  if (section === "steady") {
    server.setConfig({ autoloadMore: true });
    try {
      return await benchSteadyScroll(browser, `${home}home`, {
        runs: 1,
        prepare: signedIn,
      });
    } finally {
      server.setConfig();
    }
  }
  if (section === "member" || section === "memberThrottled")
    return benchFirstPost(browser, `${home}home`, {
      runs: 1,
      throttled: section === "memberThrottled",
      prepare: signedIn,
    });
  if (section === "first" || section === "throttled")
    return benchFirstPost(browser, home, {
      runs: 1,
      throttled: section === "throttled",
    });
  if (section === "stream") {
    server.control.reset();
    return benchStream(browser, home, server.control);
  }
  throw new Error(`unknown section ${section}`);
}

async function main() {
  const servers = [];
  for (const build of builds)
    servers.push(
      await startBenchServer({ staticDir: build.dir, basePath: "/blog" }),
    );
  const browser = await launchBrowser();
  const results = { a: [], b: [] };
  try {
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const loadAverage = load();
        const result = await measure(browser, servers[i]);
        const row = { loadAverage, ...FIGURES[section](result) };
        if (result.pageErrors?.length) row.pageErrors = result.pageErrors;
        results[builds[i].key].push(row);
        process.stderr.write(
          `round ${round + 1} ${builds[i].key}: ${JSON.stringify(row)}\n`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
  const summary = { section, rounds };
  for (const build of builds) {
    const rows = results[build.key];
    const medians = {};
    for (const key of Object.keys(rows[0]))
      if (typeof rows[0][key] === "number")
        medians[key] = median(rows.map((row) => row[key]));
    summary[build.key] = { dir: build.dir, medians, rounds: rows };
  }
  process.stdout.write(
    `${JSON.stringify({ a: summary.a.medians, b: summary.b.medians })}\n`,
  );
  if (args.json)
    writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
