import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ActionLogs, type LogSource } from "../e2e/support/actionLogs";
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

/** A page's exported log, as the browser tests' pages hand it over. */
function recordedLog(): Record<string, unknown> {
  const store = createAppStore({ client: fakeClient({}).client });
  startRecording(store);
  store.dispatch(sessionStarted({ accessToken: "t", me: "1" }));
  store.dispatch(streamSubscribed({ stream: "user" }));
  store.dispatch(timelineScrolled({ key: "home", atTop: false }));
  const text = exportDebugLog({ includePrivate: false, locale: "en" }) ?? "";
  stopRecording();
  return JSON.parse(text) as Record<string, unknown>;
}

/** A page that hands over this log, as Playwright's page.evaluate would. */
const pageWith = (log: Record<string, unknown>) =>
  ({
    isClosed: () => false,
    evaluate: () => Promise.resolve(JSON.stringify(log)),
  }) as unknown as LogSource;

describe("the browser tests' replay guard", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "action-logs-"));

  it("passes a log that replays to every checkpoint, and saves it", async () => {
    const logs = new ActionLogs(dir);
    const problems = await logs.saveAndReplay(
      [pageWith(recordedLog())],
      "file",
      "a clean test",
    );
    expect(problems).toEqual([]);
    expect(existsSync(path.join(dir, "file-a-clean-test.json"))).toBe(true);
  });

  it("fails a test whose log the replay leaves, naming the log and the actions", async () => {
    const log = recordedLog();
    // The page's third action as a replay would not have seen it: the page's
    // states (the checkpoints) and the replayed ones part after action 2.
    const byId = log.actionsById as Record<
      string,
      { action: { payload: unknown } }
    >;
    const third = byId[3];
    if (!third) throw new Error("the session recorded fewer actions");
    third.action.payload = { key: "home", atTop: true };
    const logs = new ActionLogs(dir);
    const problems = await logs.saveAndReplay(
      [pageWith(log)],
      "file",
      "a divergent test",
    );
    expect(problems).toEqual([
      "file-a-divergent-test.json: the replay leaves the page's states between actions 1 and 3 (last: timelines/scrolled); npm run replay -- artifacts/action-logs/file-a-divergent-test.json",
    ]);
  });
});
