// Writes the families' feature table into README.md (between its markers)
// and prints how many of the feature table's gates the app reads:
//   npm run readme:features            write README.md
//   npm run readme:features -- --gates  list the gates read, and their count
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../..",
);
const require = createRequire(import.meta.url);
// The table is TypeScript; ts-node (configured in tsconfig.json) compiles it.
require("ts-node").register({
  transpileOnly: true,
  project: path.join(root, "tsconfig.json"),
});
const { withFeatureTable, readGates } = require("./table.ts");
const { FEATURE_NAMES } = require("../../src/api/features.ts");

if (process.argv.includes("--gates")) {
  const read = readGates(root);
  console.log(read.join("\n"));
  console.log(`${read.length} of ${FEATURE_NAMES.length} gates are read`);
} else {
  const file = path.join(root, "README.md");
  const prettier = await import("prettier");
  const written = withFeatureTable(readFileSync(file, "utf8"));
  writeFileSync(file, await prettier.format(written, { parser: "markdown" }));
  console.log("README.md: the family features table is written");
}
