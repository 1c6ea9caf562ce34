// `npm run soak`: the reliability figures of issue 21, as one table.
//
//   npm run soak                  everything, the session with 10,000 events
//   npm run soak -- --full        the session at issue 21's scale: 50,000
//                                 stream events, 200 reconnects
//   npm run soak -- --quick       a short run: 1 simulated hour, faults of 5 s
//   npm run soak -- --skip-build  reuse the build in POTLUCK_SOAK_DIST (or dist/)
//   npm run soak -- --only=malformed,faults,session
//   POTLUCK_SOAK_DIST=/tmp/x      build into and measure another folder than dist/
//   SOAK_HOURS=8 SOAK_EVENTS=10000 SOAK_RECONNECTS=200   the session's size
//
// Sections: security (read from artifacts/soak/security.json, which the
// security browser test writes), malformed data (the property-based tests,
// counted), the stream and session fault matrix (tools/soak/matrix.ts) and
// the compressed all-day session (tools/soak/session.mjs). Figures go to
// artifacts/soak/latest.json.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../bench/browser.mjs";
import { startDemoServer } from "../demo-server/server.mjs";
import { runSoak } from "./session.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = path.resolve(ROOT, process.env.POTLUCK_SOAK_DIST ?? "dist");
const OUT_DIR = path.join(ROOT, "artifacts", "soak");
const BASE_PATH = (process.env.POTLUCK_BASE_PATH ?? "/blog").replace(
  /\/+$/,
  "",
);
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const full = args.includes("--full");

/** The session's size: eight simulated hours, 200 reconnects, every screen. */
function sessionSize() {
  if (quick) return { hours: 1, events: 2000, reconnects: 12 };
  return { hours: 8, events: full ? 50_000 : 10_000, reconnects: 200 };
}
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const sections = new Set(only ?? ["malformed", "faults", "session"]);
const log = (line) => process.stderr.write(`soak: ${line}\n`);

const require = createRequire(import.meta.url);
require("ts-node").register({
  project: path.join(ROOT, "tsconfig.json"),
});
const { runFaultMatrix } = require("./matrix.ts");

/** SOAK_HOURS, SOAK_EVENTS and SOAK_RECONNECTS, where set (a smaller day on a busy machine). */
function sessionOverrides() {
  const out = {};
  for (const [name, key] of [
    ["SOAK_HOURS", "hours"],
    ["SOAK_EVENTS", "events"],
    ["SOAK_RECONNECTS", "reconnects"],
  ])
    if (process.env[name]) out[key] = Number(process.env[name]);
  return out;
}

/** The security engineer's figures, when that run has been made. */
function securityRows() {
  const file = path.join(OUT_DIR, "security.json");
  if (!existsSync(file)) return null;
  try {
    const figures = JSON.parse(readFileSync(file, "utf8"));
    return Array.isArray(figures.rows) ? figures.rows : null;
  } catch {
    return null;
  }
}

/** Runs the property-based tests and counts what they tried and broke. */
function malformed() {
  const tally = path.join(OUT_DIR, "malformed.ndjson");
  rmSync(tally, { force: true });
  const started = Date.now();
  const result = spawnSync(
    "npx",
    [
      "jest",
      "__tests__/api/schemas/malformed.property.test.ts",
      "__tests__/store/middleware/streamFrames.property.test.ts",
    ],
    {
      cwd: ROOT,
      env: { ...process.env, POTLUCK_SOAK_TALLY: tally },
      encoding: "utf8",
    },
  );
  const lines = existsSync(tally)
    ? readFileSync(tally, "utf8").trim().split("\n").filter(Boolean)
    : [];
  const rows = lines.map((line) => JSON.parse(line));
  const part = (pattern) => {
    const row = rows.find((r) => pattern.test(r.file));
    return row ? { inputs: row.inputs, crashes: row.broken } : null;
  };
  return {
    schemas: part(/malformed\.property/),
    frames: part(/streamFrames\.property/),
    passed: result.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

function buildIfAsked() {
  if (
    args.includes("--skip-build") &&
    existsSync(path.join(DIST, "index.html"))
  )
    return;
  log(`building into ${DIST}`);
  const result = spawnSync(
    "npx",
    ["webpack", "--mode", "production", "--output-path", DIST],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (result.status !== 0) throw new Error("the build failed");
}

function controlOf(url) {
  return async (name, body = {}) => {
    const response = await fetch(`${url}/__control/${name}`, {
      method: name === "state" ? "GET" : "POST",
      headers: { "Content-Type": "application/json" },
      body: name === "state" ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(`control ${name}: ${JSON.stringify(json)}`);
    return json;
  };
}

async function browserSections(figures) {
  buildIfAsked();
  const server = await startDemoServer({
    port: 0,
    staticDir: DIST,
    basePath: BASE_PATH || "/",
    quiet: true,
  });
  const browser = await launchBrowser();
  const control = controlOf(server.url);
  const appUrl = (route) => `${server.url}${BASE_PATH}${route}`;
  try {
    if (sections.has("faults")) {
      log("fault matrix");
      figures.faults = await runFaultMatrix(
        browser,
        {
          appUrl,
          origin: server.url,
          control,
          tokenFor: async (username) =>
            (await control("token", { username })).access_token,
        },
        { refuseSeconds: quick ? 5 : 30, log },
      );
    }
    if (sections.has("session")) {
      const size = { ...sessionSize(), ...sessionOverrides() };
      log(
        `session (${String(size.hours)} simulated hours, ${String(size.events)} events, ${String(size.reconnects)} reconnects)`,
      );
      await control("reset");
      figures.session = await runSoak(
        browser,
        { url: server.url, control },
        appUrl,
        { ...size, log },
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

const cell = (value) =>
  value === null || value === undefined ? "–" : String(value);

function printTable(figures) {
  const lines = [];
  const row = (...cells) => lines.push(`| ${cells.map(cell).join(" | ")} |`);
  lines.push(
    `Potluck reliability (${figures.when}, load ${figures.load.join(" ")})`,
  );
  lines.push("");
  row("Security vectors", "tried", "executed");
  row("---", "---:", "---:");
  if (figures.security === null) row("(security run)", "not run", "not run");
  else for (const r of figures.security) row(r.name, r.tried, r.executed);
  lines.push("");
  row("Malformed inputs", "inputs", "crashes");
  row("---", "---:", "---:");
  const m = figures.malformed;
  if (!m) row("(property tests)", "not run", "not run");
  else {
    row("schemas (every entity)", m.schemas?.inputs, m.schemas?.crashes);
    row("stream frames", m.frames?.inputs, m.frames?.crashes);
  }
  lines.push("");
  row("Fault", "posts", "lost", "duplicates", "sockets / tabs", "recovery ms");
  row("---", "---:", "---:", "---:", "---:", "---:");
  if (!figures.faults) row("(fault matrix)", "not run", "", "", "", "");
  else
    for (const f of figures.faults)
      row(
        f.name,
        f.posts,
        f.lost,
        f.duplicates,
        `${String(f.sockets)} / ${String(f.tabs)}`,
        f.recoveryMs,
      );
  lines.push("");
  const s = figures.session;
  row("Session", "value");
  row("---", "---:");
  if (!s) row("(session)", "not run");
  else {
    row("simulated hours", s.hours);
    row(
      "stream events published / received",
      `${String(s.eventsPublished)} / ${String(s.framesReceived)}`,
    );
    row("reconnects", s.reconnects);
    row("screens visited", s.screens);
    row(
      "heap MB: start / after warm-up / end",
      `${String(s.heapStartMB)} / ${String(s.heapWarmMB)} / ${String(s.heapEndMB)}`,
    );
    row(
      "DOM nodes: after warm-up / end",
      `${String(s.domWarm)} / ${String(s.domEnd)}`,
    );
    row(
      "event listeners: after warm-up / end",
      `${String(s.listenersWarm)} / ${String(s.listenersEnd)}`,
    );
    row("sockets open at the end", s.socketsEnd);
    row("wall time s", s.wallSeconds);
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

/** Issue 21's "must be 0" cells and bounds; the failures, if any. */
function verdict(figures) {
  const problems = [];
  for (const r of figures.security ?? [])
    if (r.executed !== 0)
      problems.push(`security: ${r.name} executed ${String(r.executed)}`);
  const m = figures.malformed;
  if (
    m &&
    (!m.passed || (m.schemas?.crashes ?? 0) + (m.frames?.crashes ?? 0) > 0)
  )
    problems.push("malformed: a property failed");
  for (const f of figures.faults ?? []) {
    if (f.lost > 0) problems.push(`${f.name}: ${String(f.lost)} posts lost`);
    if (f.duplicates > 0)
      problems.push(`${f.name}: ${String(f.duplicates)} duplicates`);
    if (f.sockets !== f.tabs)
      problems.push(
        `${f.name}: ${String(f.sockets)} sockets for ${String(f.tabs)} tabs`,
      );
  }
  const s = figures.session;
  if (s) {
    if (s.heapEndMB - s.heapWarmMB > 5)
      problems.push(
        `session: heap grew ${String(Math.round((s.heapEndMB - s.heapWarmMB) * 10) / 10)} MB after warm-up`,
      );
    if (s.framesReceived < s.eventsPublished)
      problems.push(
        `session: ${String(s.framesReceived)} stream events received of ${String(s.eventsPublished)} published`,
      );
    if (s.socketsEnd !== 1)
      problems.push(`session: ${String(s.socketsEnd)} sockets at the end`);
    if (s.listenersEnd > s.listenersWarm * 1.2 + 50)
      problems.push(
        `session: listeners grew from ${String(s.listenersWarm)} to ${String(s.listenersEnd)}`,
      );
  }
  return problems;
}

mkdirSync(OUT_DIR, { recursive: true });
const figures = {
  when: new Date().toISOString(),
  quick,
  full,
  load: loadavg().map((value) => Math.round(value * 10) / 10),
  security: securityRows(),
  malformed: null,
  faults: null,
  session: null,
};
if (sections.has("malformed")) {
  log("property-based tests");
  figures.malformed = malformed();
}
if (sections.has("faults") || sections.has("session"))
  await browserSections(figures);
writeFileSync(
  path.join(OUT_DIR, "latest.json"),
  `${JSON.stringify(figures, null, 2)}\n`,
);
printTable(figures);
const problems = verdict(figures);
for (const problem of problems) process.stdout.write(`FAILED: ${problem}\n`);
process.exitCode = problems.length > 0 ? 1 : 0;
