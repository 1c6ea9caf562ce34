import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/*
 * Reducers and prepare callbacks are pure (issue 20): a recorded session
 * replays to the same states only if no reducer reads the clock, draws a
 * random number or reads the socket. Thunks, middleware, selectors and hooks
 * may; they put what they read into the actions they dispatch.
 */

const STORE = path.join(__dirname, "../../src/store");
/** Files that run outside reducers: thunks, middleware, hooks, selectors, the recorder. */
const OUTSIDE_REDUCERS = [
  /\/thunks\.ts$/,
  /\/middleware\//,
  /\/selectors\.ts$/,
  /\/use[A-Z]\w*\.tsx?$/,
  /\/debug\//,
  /\/compose\/(open|discard)\.ts$/,
  /\/compose\/media\.ts$/,
  /\/statuses\/interactions\.ts$/,
  /\/gc\.ts$/,
  // configureStore and the client's callbacks, which dispatch.
  /\/store\/index\.ts$/,
  // Payloads built by the profile thunks, with their fetch time.
  /\/profile\/ownAccount\.ts$/,
  // PKCE's verifier and state, drawn by the sign-in thunks.
  /\/session\/pkce\.ts$/,
  // The account switch and signing in, thunk files (with the other
  // server's read time, the verified session's fetch time).
  /\/session\/(switch|signIn)Thunks\.ts$/,
  /\/hooks\.ts$/,
];
const IMPURE = [
  { pattern: /\bDate\.now\(/, what: "Date.now()" },
  { pattern: /\bnew Date\(\s*\)/, what: "new Date()" },
  { pattern: /\bMath\.random\(/, what: "Math.random()" },
  { pattern: /\bperformance\.now\(/, what: "performance.now()" },
  { pattern: /\bnanoid\(/, what: "nanoid()" },
  {
    pattern: /\bcrypto\.(randomUUID|getRandomValues)\(/,
    what: "crypto randomness",
  },
  {
    pattern: /\bnew WebSocket\b|^import (?!type )[^;]*middleware\/streaming"/m,
    what: "the socket",
  },
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const reducerFiles = files(STORE).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !OUTSIDE_REDUCERS.some((pattern) =>
      pattern.test(file.split(path.sep).join("/")),
    ),
);

describe("reducers and prepare callbacks", () => {
  it("are the files this guard reads", () => {
    expect(
      reducerFiles.some((f) => f.endsWith(path.join("compose", "slice.ts"))),
    ).toBe(true);
    expect(reducerFiles.some((f) => f.endsWith("events.ts"))).toBe(true);
    expect(reducerFiles.some((f) => f.endsWith("thunks.ts"))).toBe(false);
  });

  it("read no clock, no randomness and no socket", () => {
    const found = reducerFiles.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return IMPURE.filter(({ pattern }) => pattern.test(text)).map(
        ({ what }) => `${path.relative(STORE, file)}: ${what}`,
      );
    });
    expect(found).toEqual([]);
  });
});
