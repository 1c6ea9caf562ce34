import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sessionStarted } from "../../src/store/events";
import { createAppStore } from "../../src/store/index";
import {
  exportDebugLog,
  startRecording,
  stopRecording,
} from "../../src/store/debug/recording";
import { streamSubscribed } from "../../src/store/streaming/slice";
import { timelineScrolled } from "../../src/store/timelines/slice";
import { fakeClient } from "../store/factories";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "replay-"));

/** A recorded session's log, written where the command line can read it. */
function writeLog(
  name: string,
  edit?: (file: Record<string, unknown>) => void,
) {
  const store = createAppStore({ client: fakeClient({}).client });
  startRecording(store);
  store.dispatch(sessionStarted({ accessToken: "t", me: "1" }));
  store.dispatch(streamSubscribed({ stream: "user" }));
  store.dispatch(timelineScrolled({ key: "home", atTop: false }));
  const file = JSON.parse(
    exportDebugLog({ includePrivate: false, locale: "en" }) ?? "{}",
  ) as Record<string, unknown>;
  stopRecording();
  edit?.(file);
  const where = path.join(dir, name);
  writeFileSync(where, JSON.stringify(file));
  return where;
}

async function replay(file: string) {
  try {
    const { stdout } = await run(
      process.execPath,
      ["tools/replay/cli.mjs", file],
      {
        cwd: ROOT,
      },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe("npm run replay", () => {
  it("replays a recorded log to every checkpoint", async () => {
    const { code, stdout } = await replay(writeLog("clean.json"));
    expect(stdout).toContain("3 actions");
    expect(stdout).toContain("deterministic (two replays alike): yes");
    expect(stdout).toContain("every checkpoint reached");
    expect(code).toBe(0);
  }, 60_000);

  it("names where a log and its replay part", async () => {
    const file = writeLog("tampered.json", (log) => {
      const byId = log.actionsById as Record<
        string,
        { action: { payload: unknown } }
      >;
      const third = byId[3];
      if (third) third.action.payload = { key: "home", atTop: true };
    });
    const { code, stdout } = await replay(file);
    expect(stdout).toContain(
      "DIVERGES: the state after action 3 (timelines/scrolled)",
    );
    expect(code).toBe(1);
  }, 60_000);
});
