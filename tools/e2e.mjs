// Runs the browser tests (__tests__/e2e) in Debian's Chromium against the
// production build served by the demo server. Without Chromium the tests are
// skipped with a notice, except under CI=true, where that is a failure.
//
//   npm run test:e2e                 build dist/, then run every browser test
//   npm run test:e2e -- smoke        only test files matching "smoke"
//   POTLUCK_E2E_SKIP_BUILD=1 ...     reuse the dist/ already built
//   POTLUCK_E2E_DIST=/tmp/x ...      build into (or with SKIP_BUILD, reuse)
//                                    another folder than dist/
//
// The build under test may connect to demo servers on any loopback port
// (POTLUCK_CONNECT_SRC, unless set): the accounts test signs in on a second
// one, as an operator lists the servers a build may reach.
//
// Screenshots land in artifacts/screenshots/ (git-ignored).
import { existsSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { connectSrc } from "./loopbackServers.mjs";

const chromium = process.env.POTLUCK_CHROMIUM ?? "/usr/bin/chromium";
const isCi = process.env.CI === "true";
/** The build under test (the harness reads the same variable). */
const dist = process.env.POTLUCK_E2E_DIST ?? "dist";
const specs = existsSync("__tests__/e2e")
  ? readdirSync("__tests__/e2e").filter((f) => f.endsWith(".test.ts"))
  : [];

if (specs.length === 0) {
  console.log("e2e: no browser tests in __tests__/e2e yet");
  process.exit(0);
}
if (!existsSync(chromium)) {
  const message = `e2e: Chromium not found at ${chromium}. Install it with "apt-get install chromium" (Debian) or set POTLUCK_CHROMIUM.`;
  if (isCi) {
    console.error(`${message} CI=true, so this is a failure.`);
    process.exit(1);
  }
  console.warn(`${message} Skipping the browser tests.`);
  process.exit(0);
}

const run = (cmd, args, env = process.env) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", shell: false, env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (
  process.env.POTLUCK_E2E_SKIP_BUILD === "1" &&
  existsSync(path.join(dist, "index.html"))
) {
  console.log(`e2e: reusing ${dist} (POTLUCK_E2E_SKIP_BUILD=1)`);
} else {
  run(
    "npx",
    [
      "webpack",
      "--mode",
      "production",
      ...(process.env.POTLUCK_E2E_DIST ? ["--output-path", dist] : []),
    ],
    {
      ...process.env,
      POTLUCK_CONNECT_SRC: connectSrc(),
    },
  );
}
run("npx", [
  "jest",
  "-c",
  "__tests__/e2e/jest.config.ts",
  "--runInBand",
  ...process.argv.slice(2),
]);
