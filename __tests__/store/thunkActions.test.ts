import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configureStore, isFulfilled, isPending } from "@reduxjs/toolkit";
import { mirroredPrefixes, thunkActions } from "../../src/store/thunkActions";

const STORE = path.resolve(__dirname, "../../src/store");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every async thunk a store module exports: its type prefix. */
function thunkPrefixes(files: string[]): Set<string> {
  const prefixes = new Set<string>();
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(file) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      const prefix: unknown =
        typeof value === "function" ? Reflect.get(value, "typePrefix") : null;
      if (typeof prefix === "string") prefixes.add(prefix);
    }
  }
  return prefixes;
}

describe("thunkActions", () => {
  it("mirrors a thunk's action creators: the same types, and they match the thunk's actions", () => {
    const mirror = thunkActions<{
      typePrefix: string;
      pending: unknown;
      fulfilled: unknown;
      rejected: unknown;
      settled: unknown;
    }>("test/load");
    const seen: string[] = [];
    const store = configureStore({
      reducer: (state: string[] = [], action: { type: string }) => {
        if ((mirror.settled as (a: unknown) => boolean)(action))
          seen.push(action.type);
        return state;
      },
    });
    store.dispatch({ type: "test/load/pending" });
    store.dispatch({ type: "test/load/fulfilled", payload: 1 });
    store.dispatch({ type: "test/load/rejected", error: {} });
    store.dispatch({ type: "test/loadMore/fulfilled" });
    expect(seen).toEqual(["test/load/fulfilled", "test/load/rejected"]);
    expect(mirror.typePrefix).toBe("test/load");
    // RTK's matchers take it for a thunk.
    const thunks = [mirror] as unknown as Parameters<typeof isPending>;
    expect(isPending(...thunks)({ type: "test/load/pending" })).toBe(true);
    expect(isFulfilled(...thunks)({ type: "test/load/pending" })).toBe(false);
  });

  it("names only real thunks: every prefix a slice mirrors is an exported thunk's", () => {
    const files = sourceFiles(STORE);
    const mirroring = files.filter((file) =>
      readFileSync(file, "utf8").includes("thunkActions<"),
    );
    expect(mirroring.length).toBeGreaterThan(10);
    // Loading the mirroring modules registers their prefixes.
    for (const file of mirroring)
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(file);
    const real = thunkPrefixes(
      files.filter((file) => readFileSync(file, "utf8").includes("AsyncThunk")),
    );
    const unknown = [...mirroredPrefixes].filter(
      (prefix) => prefix !== "test/load" && !real.has(prefix),
    );
    expect(unknown).toEqual([]);
  });
});
