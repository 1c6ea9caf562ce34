import type { Config } from "jest";

const swc: [string, Record<string, unknown>] = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const config: Config = {
  testEnvironment: "<rootDir>/__tests__/support/jsdomEnvironment.cjs",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/__tests__/e2e/"],
  transform: { "^.+\\.(t|j)sx?$": swc },
  setupFilesAfterEnv: ["<rootDir>/__tests__/support/setup.ts"],
  moduleNameMapper: {
    "\\.(svg|png|jpe?g|gif|webp)$": "<rootDir>/__tests__/support/fileStub.ts",
    // The app imports the parser's ES module build (src/i18n/loadMessages.ts);
    // jest does not transform node_modules, so it takes the CommonJS one.
    "^@formatjs/icu-messageformat-parser/lib/index\\.js$":
      "@formatjs/icu-messageformat-parser",
  },
  testTimeout: 20_000,
  // Jest's default is one worker fewer than the cores: on CI's two cores that
  // is one, running in band while the second core idles. Every core is busy
  // here; the tests wait for conditions, so they hold under that load.
  maxWorkers: "100%",
  clearMocks: true,
  restoreMocks: true,
};

export default config;
