// The production build, timed: wall time, and peak memory sampled from
// /proc every 100 ms: webpack's own high-water mark (VmHWM) and the largest
// sum of resident memory over webpack and its workers (the minifier's).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { connectSrc } from "../loopbackServers.mjs";

const require = createRequire(import.meta.url);

function kib(status, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Number(match[1]) : 0;
}

function readStatus(pid) {
  try {
    return readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return "";
  }
}

/** The process and all its descendants, from /proc/<pid>/stat. */
function processTree(root) {
  const parents = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(name), ppid);
    } catch {
      // Gone between listing and reading.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1)
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/**
 * Runs `webpack --mode production` (the `npm run build` command, without
 * npm in between) and resolves to its figures. Output goes to `outputPath`
 * (webpack's `--output-path`), dist/ by default.
 */
export function timedBuild({ env = {}, outputPath } = {}) {
  const cli = require.resolve("webpack-cli/bin/cli.js");
  const hasProc = existsSync("/proc/self/status");
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const args = [cli, "--mode", "production"];
    if (outputPath) args.push("--output-path", outputPath);
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", "pipe", "inherit"],
      // The demo server names its own port as the streaming URL, not the
      // compressing proxy's (demo.mjs): a build whose content security
      // policy allowed only its own origin would refuse the socket, and the
      // stream section would wait for posts that never come.
      env: { ...process.env, POTLUCK_CONNECT_SRC: connectSrc(), ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    let hwmKiB = 0;
    let treeKiB = 0;
    const sample = () => {
      if (!hasProc || child.pid === undefined) return;
      hwmKiB = Math.max(hwmKiB, kib(readStatus(child.pid), "VmHWM"));
      const sum = processTree(child.pid).reduce(
        (total, pid) => total + kib(readStatus(pid), "VmRSS"),
        0,
      );
      treeKiB = Math.max(treeKiB, sum);
    };
    const timer = setInterval(sample, 100);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) {
        process.stderr.write(output);
        reject(new Error(`webpack exited with ${code}`));
        return;
      }
      resolve({
        runs: 1,
        seconds: Math.round(seconds * 10) / 10,
        webpackPeakMB: hasProc ? Math.round(hwmKiB / 1024) : null,
        treePeakMB: hasProc ? Math.round(treeKiB / 1024) : null,
      });
    });
  });
}
