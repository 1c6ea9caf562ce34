import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium; never a browser downloaded by Playwright. */
export const CHROMIUM_PATH =
  process.env.POTLUCK_CHROMIUM ?? "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM_PATH);
const isCi = process.env.CI === "true";

export const MISSING_CHROMIUM_NOTICE =
  `Chromium not found at ${CHROMIUM_PATH}. ` +
  `Install it with "apt-get install chromium" (Debian) or set POTLUCK_CHROMIUM to its path.`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

let noticeShown = false;

/**
 * `describe` for browser tests. Without Chromium it skips with a notice,
 * except under CI=true, where a missing Chromium fails the run.
 */
export function describeInBrowser(name: string, body: () => void): void {
  if (hasChromium) {
    describe(name, body);
    return;
  }
  if (isCi) {
    describe(name, () => {
      it("has Chromium", () => {
        throw new Error(
          `${MISSING_CHROMIUM_NOTICE} CI=true, so this is a failure.`,
        );
      });
    });
    return;
  }
  if (!noticeShown) {
    noticeShown = true;
    console.warn(`Browser tests skipped: ${MISSING_CHROMIUM_NOTICE}`);
  }
  describe.skip(name, body);
}
