import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  REPO_ROOT,
  startDemoServerProcess,
  type DemoServer,
} from "../../tools/demoServerProcess";
import { expectNoSeriousA11yViolations, type A11yOptions } from "./axe";
import { launchChromium } from "./browser";

export { describeInBrowser } from "./browser";

const DIST = path.join(REPO_ROOT, "dist");
const SCREENSHOTS = path.join(REPO_ROOT, "artifacts", "screenshots");
/** Where the build is served; the same default as webpack.config.ts. */
export const BASE_PATH = (process.env.POTLUCK_BASE_PATH ?? "/blog").replace(
  /\/+$/,
  "",
);

export interface OpenOptions {
  /** Window size; the default is a desktop width where every column shows. */
  viewport?: { width: number; height: number };
  /** Waits for this text to be visible before returning. */
  waitForText?: string;
}

export interface E2E {
  /** The demo server serving dist/ for this test file. */
  readonly server: DemoServer;
  readonly browser: Browser;
  /** Opens a path of the app (relative to the base path, e.g. "/@alice") in a fresh context. */
  open: (route: string, options?: OpenOptions) => Promise<Page>;
  /** Uncaught exceptions and console errors the page has raised so far. */
  pageErrors: (page: Page) => string[];
  /** axe-core: fails on serious or critical violations. */
  checkA11y: (page: Page, options?: A11yOptions) => Promise<void>;
  /** Saves a full-page PNG to artifacts/screenshots/<file>--<name>.png and returns its path. */
  screenshot: (page: Page, name: string) => Promise<string>;
}

function fileStem(): string {
  const testPath = expect.getState().testPath ?? "e2e";
  return path.basename(testPath).replace(/\.test\.ts$/, "");
}

/**
 * Registers beforeAll/afterAll for one test file: a demo server on a free
 * port serving dist/, and one Chromium shared by the file's tests. Call it at
 * the top of a `describeInBrowser` block.
 */
export function setupE2E(serverArgs: string[] = []): E2E {
  let server: DemoServer | null = null;
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  const errors = new WeakMap<Page, string[]>();

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, "index.html"))) {
      throw new Error(
        "dist/index.html is missing: build first (npm run build), or run npm run test:e2e.",
      );
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startDemoServerProcess([
      "--static",
      DIST,
      "--base",
      BASE_PATH || "/",
      ...serverArgs,
    ]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  const need = <T>(value: T | null, what: string): T => {
    if (value === null)
      throw new Error(`${what} is not running (beforeAll failed?)`);
    return value;
  };

  return {
    get server() {
      return need(server, "The demo server");
    },
    get browser() {
      return need(browser, "Chromium");
    },
    async open(route, options = {}) {
      const context = await need(browser, "Chromium").newContext({
        viewport: options.viewport ?? { width: 1400, height: 900 },
        locale: "en-GB",
        timezoneId: "UTC",
      });
      contexts.push(context);
      const page = await context.newPage();
      const seen: string[] = [];
      errors.set(page, seen);
      page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error") seen.push(`console: ${message.text()}`);
      });
      const url = `${need(server, "The demo server").url}${BASE_PATH}${route.startsWith("/") ? route : `/${route}`}`;
      await page.goto(url, { waitUntil: "load" });
      if (options.waitForText) {
        await page.getByText(options.waitForText).first().waitFor();
      }
      return page;
    },
    pageErrors: (page) => errors.get(page) ?? [],
    checkA11y: (page, options) => expectNoSeriousA11yViolations(page, options),
    async screenshot(page, name) {
      const safe = name.replace(/[^\w.-]+/g, "-");
      const file = path.join(SCREENSHOTS, `${fileStem()}--${safe}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
  };
}
