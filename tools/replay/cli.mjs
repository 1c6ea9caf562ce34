// npm run replay -- <log.json> [...]: replays debug logs (issue 20) in Node,
// checks that two replays give equal states and prints the first checkpoint
// where the replay leaves the states the member's tab recorded. Exit 1 when
// a log does not replay cleanly.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const require = createRequire(import.meta.url);
require("ts-node").register({
  project: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)),
});
const { report } = require("./replay.ts");

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: npm run replay -- <debug-log.json> [...]");
  process.exit(2);
}
let clean = true;
for (const file of files) {
  try {
    clean = report(file, (line) => console.log(line)) && clean;
  } catch (error) {
    console.error(
      `${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    clean = false;
  }
}
process.exit(clean ? 0 : 1);
