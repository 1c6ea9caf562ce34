// Runs the store benchmark (tools/bench/store.ts) under ts-node, in the
// production configuration. Alone: `node --expose-gc tools/bench/store.mjs`
// (without --expose-gc the heap figures include uncollected garbage).
// From a runner: `const { runStoreBench } = await import("./store.mjs")`.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

const require = createRequire(import.meta.url);
require("ts-node").register({
  project: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)),
});
const { benchStore, printStoreBench } = require("./store.ts");

/** The figures as an object (see StoreBenchResult in store.ts). */
export function runStoreBench(runs = 5) {
  return benchStore(runs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  printStoreBench(await benchStore(runs));
}
