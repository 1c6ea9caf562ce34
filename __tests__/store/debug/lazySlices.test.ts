import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { stateHash } from "../../../src/store/debug/debugLog";
import "../../../src/store/debug/lazySlices";
import {
  combinedReducer,
  STATIC_SLICES,
  type RootState,
} from "../../../src/store/rootReducer";

const STORE = path.resolve(__dirname, "../../../src/store");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("lazy slices in a replay", () => {
  it("lists every slice that injects itself, so a replay has them all", () => {
    const injecting = sourceFiles(STORE)
      // The call, not a comment naming it (rootReducer.ts explains the pattern).
      .filter((file) =>
        /^\s*[^*\s/].*\w\.injectInto\(combinedReducer\)/m.test(
          readFileSync(file, "utf8"),
        ),
      )
      .map((file) =>
        path
          .relative(path.join(STORE, "debug"), file)
          .replace(/\\/g, "/")
          .replace(/\.tsx?$/, ""),
      )
      .sort();
    const listed = [
      ...readFileSync(
        path.join(STORE, "debug", "lazySlices.ts"),
        "utf8",
      ).matchAll(/^import "(.+)";$/gm),
    ]
      .map((m) => m[1])
      .sort();
    expect(injecting.length).toBeGreaterThan(10);
    expect(listed).toEqual(injecting);
  });

  it("counts a lazy slice in a checkpoint once it changed, not while it is as it started", () => {
    const full = combinedReducer(undefined, { type: "test/init" });
    const lazy = Object.keys(full).filter((key) => !STATIC_SLICES.has(key));
    expect(lazy).toContain("lists");
    const withoutLazy = Object.fromEntries(
      Object.entries(full).filter(([key]) => STATIC_SLICES.has(key)),
    ) as RootState;
    expect(stateHash(full, false)).toBe(stateHash(withoutLazy, false));
    const changed = {
      ...full,
      lists: { ...full.lists, order: ["1"] },
    } as RootState;
    expect(stateHash(changed, false)).not.toBe(stateHash(withoutLazy, false));
  });
});
