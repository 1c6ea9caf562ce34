import type { Config } from "jest";

/**
 * Browser tests: Debian's Chromium (playwright-core) against the production
 * build served by the demo server. Run through `npm run test:e2e`
 * (tools/e2e.mjs), which builds dist/ first and runs these in band.
 */
const config: Config = {
  rootDir: "../..",
  roots: ["<rootDir>/__tests__/e2e"],
  testMatch: ["**/*.test.ts"],
  testEnvironment: "node",
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript" }, target: "es2022" },
        module: { type: "commonjs" },
      },
    ],
  },
  testTimeout: 60_000,
  maxWorkers: 1,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
