import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * Real server captures live in `../shared/fixtures` beside the repository and
 * are read at test time, never copied in. Where they are absent (a user's
 * fresh clone) the tests that need them skip with a visible notice.
 */
export const FIXTURES_ROOT = path.resolve(
  __dirname,
  "../../../shared/fixtures",
);
export const fixturesAvailable = existsSync(FIXTURES_ROOT);

let noticeShown = false;

/** `describe` that runs only where the shared fixtures exist, else skips with a notice. */
export function describeWithFixtures(name: string, body: () => void): void {
  if (fixturesAvailable) {
    describe(name, body);
    return;
  }
  if (!noticeShown) {
    noticeShown = true;
    console.warn(
      `Skipping fixture tests: ${FIXTURES_ROOT} is absent (see README).`,
    );
  }
  // The body is not run: it may read fixtures as it declares its tests.
  describe.skip(name, () => {
    it("needs ../shared/fixtures", () => undefined);
  });
}

/** Parsed JSON of `fixtures/<folder>/<file>`, e.g. readFixture("real", "pleroma-instance.json"). */
export function readFixture(folder: string, file: string): unknown {
  return JSON.parse(
    readFileSync(path.join(FIXTURES_ROOT, folder, file), "utf8"),
  );
}

/** File names in a fixture folder (only .json), empty where the fixtures are absent. */
export function listFixtures(folder: string, pattern = /\.json$/): string[] {
  const dir = path.join(FIXTURES_ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort();
}
