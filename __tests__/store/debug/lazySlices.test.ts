import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createSlice } from "@reduxjs/toolkit";
import { checkLog } from "../../../tools/replay/replay";
import { parseDebugLog, stateHash } from "../../../src/store/debug/debugLog";
import "../../../src/store/debug/lazySlices";
import {
  exportDebugLog,
  startRecording,
  stopRecording,
} from "../../../src/store/debug/recording";
import { createAppStore } from "../../../src/store/index";
import { timelineScrolled } from "../../../src/store/timelines/slice";
import { fakeClient } from "../factories";
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

  it("hashes a state the same whatever order its lazy slices joined in", () => {
    const full = combinedReducer(undefined, { type: "test/init" });
    // The member's tab: the lists slice loaded last, after the staff badge's.
    const { lists, adminCounts, ...rest } = full;
    const tab = {
      ...rest,
      adminCounts: { ...adminCounts, fetchedAt: 7 },
      lists: { ...lists, order: ["1"] },
    } as RootState;
    // The replay: every lazy slice from the start, lists before the badge's.
    const replay = {
      lists: { ...lists, order: ["1"] },
      ...rest,
      adminCounts: { ...adminCounts, fetchedAt: 7 },
    } as RootState;
    expect(JSON.stringify(tab)).not.toBe(JSON.stringify(replay));
    expect(stateHash(tab, false)).toBe(stateHash(replay, false));
  });
});

describe("a lazy slice that loads during a recorded session", () => {
  afterEach(stopRecording);

  it("joins the replay at the action that says so, not before", () => {
    const store = createAppStore({ client: fakeClient({}).client });
    startRecording(store);
    store.dispatch(timelineScrolled({ key: "home", atTop: false }));
    // Its screen's code loads now: the scroll above was not seen by it.
    const late = createSlice({
      name: "lateForTest",
      initialState: { scrolls: 0 },
      reducers: {},
      extraReducers: (builder) => {
        builder.addCase(timelineScrolled, (state) => {
          state.scrolls += 1;
        });
      },
    });
    late.injectInto(combinedReducer);
    store.dispatch(timelineScrolled({ key: "home", atTop: true }));
    const seen = (store.getState() as Record<string, unknown>).lateForTest;
    expect(seen).toEqual({ scrolls: 1 });
    const log = parseDebugLog(
      exportDebugLog({ includePrivate: false, locale: "en" }) ?? "",
    );
    expect(log.actions.map((a) => a.type)).toEqual([
      "timelines/scrolled",
      "store/lazySliceLoaded",
      "timelines/scrolled",
    ]);
    const check = checkLog(log);
    expect(check.divergence).toBeNull();
    expect((check.state as Record<string, unknown>).lateForTest).toEqual(seen);
  });
});
