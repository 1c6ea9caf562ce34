import { readFileSync } from "node:fs";
import { parseDebugLog, type DebugLog } from "../../src/store/debug/debugLog";
import { createReplayStore } from "../../src/store/debug/replayStore";
import { checkReplay, type ReplayCheck } from "../../src/store/replay";

export function checkLog(log: DebugLog): ReplayCheck {
  return checkReplay(log, createReplayStore);
}

export function checkLogFile(file: string): {
  log: DebugLog;
  check: ReplayCheck;
} {
  const log = parseDebugLog(readFileSync(file, "utf8"));
  return { log, check: checkLog(log) };
}

/** What `npm run replay` prints for one log; true when it replays cleanly. */
export function report(file: string, print: (line: string) => void): boolean {
  const { log, check } = checkLogFile(file);
  const { info } = log;
  print(file);
  print(
    `  recorded ${info.recordedAt} by ${info.commit} on ${info.server.software ?? "unknown"} ${info.server.version} (${info.server.domain || "no domain"}), ${info.gates.length} gates, locale ${info.locale}`,
  );
  print(
    `  ${check.actions} actions (${info.dropped} dropped before the window), ${check.checkpoints} checkpoints, private text ${info.includesPrivate ? "included" : "redacted"}`,
  );
  print(
    `  deterministic (two replays alike): ${check.deterministic ? "yes" : "NO"}`,
  );
  if (check.divergence) {
    const { index, after, action } = check.divergence;
    print(
      `  DIVERGES: the state after action ${index} (${action ?? "none"}) differs from the log's checkpoint; the one after action ${after} matched, so the first divergent action is in ${after + 1}..${index}`,
    );
  } else {
    print("  every checkpoint reached");
  }
  return check.deterministic && check.divergence === null;
}
