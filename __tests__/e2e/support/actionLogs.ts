import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { REPO_ROOT } from "../../tools/demoServerProcess";
import { checkLog } from "../../../tools/replay/replay";
import { parseDebugLog } from "../../../src/store/debug/debugLog";
import { RECORD_FLAG } from "../../../src/store/debug/requested";

/** artifacts/action-logs/<file>-<test>[-<page>].json: each browser test's debug logs. */
export const ACTION_LOGS = path.join(REPO_ROOT, "artifacts", "action-logs");

/** How long a page may take to hand over its log before it is left out. */
const EXPORT_TIMEOUT_MS = 5_000;

declare global {
  interface Window {
    __POTLUCK__?: { exportDebugLog: (includePrivate?: boolean) => string };
  }
}

const safe = (text: string) =>
  text
    .replace(/[^\w.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);

/** What a page's log says about its replay: nothing when it replays cleanly. */
export function replayProblems(name: string, text: string): string[] {
  const check = checkLog(parseDebugLog(text));
  const problems: string[] = [];
  if (!check.deterministic)
    problems.push(
      `${name}: two replays of the page's actions differ (a reducer is not deterministic)`,
    );
  if (check.divergence) {
    const { index: at, after, action } = check.divergence;
    problems.push(
      `${name}: the replay leaves the page's states between actions ${after + 1} and ${at} (last: ${action ?? "none"}); npm run replay -- artifacts/action-logs/${name}`,
    );
  }
  return problems;
}

/** What saveAndReplay reads from a page: a Playwright page, or a test's stand-in. */
export type LogSource = Pick<Page, "isClosed" | "evaluate">;

/**
 * Issue 20's determinism guard, on every browser test: each page records
 * its debug log from its first action (the recorder a member turns on,
 * started by the flag `?debug=record` sets), and after the test the logs
 * are saved and replayed in Node as `npm run replay` does. A replay that
 * differs from the states the page went through, or from a second replay,
 * fails the test it was recorded in.
 */
export class ActionLogs {
  /** Milliseconds spent exporting and replaying, and logs checked, this file. */
  private spent = 0;
  private count = 0;

  constructor(private readonly dir = ACTION_LOGS) {}

  async recordIn(context: BrowserContext): Promise<void> {
    await context.addInitScript((flag) => {
      try {
        window.sessionStorage.setItem(flag, "1");
      } catch {
        // A document without storage (an opaque origin): not the app.
      }
    }, RECORD_FLAG);
  }

  /** Saves and replays the open pages' logs; returns what did not replay. */
  async saveAndReplay(
    pages: LogSource[],
    file: string,
    test: string,
  ): Promise<string[]> {
    const started = performance.now();
    const problems: string[] = [];
    let index = 0;
    for (const page of pages) {
      const text = await exportLog(page);
      if (text === null) continue;
      index += 1;
      const name = `${safe(file)}-${safe(test)}${index > 1 ? `-${index}` : ""}.json`;
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(path.join(this.dir, name), text);
      this.count += 1;
      problems.push(...replayProblems(name, text));
    }
    this.spent += performance.now() - started;
    return problems;
  }

  /** One line for the run's output: what the guard cost this file. */
  report(file: string): void {
    if (this.count === 0) return;
    console.info(
      `${file}: ${this.count} action logs saved and replayed in ${Math.round(this.spent)} ms`,
    );
  }
}

async function exportLog(page: LogSource): Promise<string | null> {
  if (page.isClosed()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      page.evaluate(() => window.__POTLUCK__?.exportDebugLog(false) ?? null),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), EXPORT_TIMEOUT_MS);
      }),
    ]);
  } catch {
    // The page crashed or is navigating away: it has no log to give.
    return null;
  } finally {
    clearTimeout(timer);
  }
}
