// Runs the debug recorder benchmark (tools/bench/recorder.ts, issue 20)
// under ts-node, in the production configuration. Alone:
// `node --expose-gc tools/bench/recorder.mjs` (without --expose-gc the
// memory figure includes uncollected garbage). From a runner:
// `const { runRecorderBench } = await import("./recorder.mjs")`.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV = process.env.NODE_ENV ?? "production";

const require = createRequire(import.meta.url);
require("ts-node").register({
  project: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)),
});
const { benchRecorder, printRecorderBench } = require("./recorder.ts");

/** The figures as an object (see RecorderBenchResult in recorder.ts). */
export function runRecorderBench(runs = 3) {
  return benchRecorder(runs);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRecorderBench(benchRecorder(Number(process.env.BENCH_RUNS ?? 3)));
}
