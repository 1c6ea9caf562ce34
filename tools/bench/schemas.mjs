// Runs the schema micro-benchmark (tools/bench/schemas.ts) under ts-node, in
// the production configuration: `node tools/bench/schemas.mjs`, or with
// BENCH_RUNS=n for more timed passes. From a runner:
// `const { runSchemaBench } = await import("./schemas.mjs")`.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

const require = createRequire(import.meta.url);
require("ts-node").register({
  project: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)),
});
const { benchSchemas, printSchemaBench } = require("./schemas.ts");

/** The figures as an object (see SchemaBenchResult in schemas.ts). */
export function runSchemaBench(runs = 7) {
  return benchSchemas(runs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  printSchemaBench(benchSchemas(runs));
}
