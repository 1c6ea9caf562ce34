import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  Page,
} from "playwright-core";
import {
  REPO_ROOT,
  startDemoServerProcess,
  type DemoServer,
} from "../../tools/demoServerProcess";
import {
  blockingViolations,
  expectNoSeriousA11yViolations,
  type A11yOptions,
} from "./axe";
import { launchChromium } from "./browser";
import { ActionLogs } from "./actionLogs";

export { describeInBrowser } from "./browser";

/** The build under test; POTLUCK_E2E_DIST points at another one (e.g. a clean checkout's). */
const DIST = process.env.POTLUCK_E2E_DIST ?? path.join(REPO_ROOT, "dist");
const SCREENSHOTS = path.join(REPO_ROOT, "artifacts", "screenshots");

/** artifacts/screenshots/<name>.png, for a screenshot a test takes itself. */
export function screenshotPath(name: string): string {
  return path.join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, "-")}.png`);
}
/** Where the build is served; the same default as webpack.config.ts. */
export const BASE_PATH = (process.env.POTLUCK_BASE_PATH ?? "/blog").replace(
  /\/+$/,
  "",
);

/** The two widths every screen is looked at (and screenshotted) in. */
export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Requests the app makes and expects to fail, which Chromium still logs as
 * console errors: the operator's optional language override file is absent
 * on a plain install (spec 01 section 1; "absent means no overrides").
 */
const EXPECTED_FAILED_RESOURCES = [/\/custom\/locales\/[\w-]+\.json$/];

export interface OpenOptions {
  /** Window size; the default is DESKTOP (1280×900), where every column shows. */
  viewport?: { width: number; height: number };
  /** Waits for this text to be visible before returning. */
  waitForText?: string;
  /** Runs on the new page before it navigates (e.g. `page.route` to fake a failure). */
  prepare?: (page: Page) => Promise<unknown>;
  /** The browser's language (navigator.languages); the default is en-US. */
  locale?: string;
  /**
   * Record the page's debug log from its first action (default true): it is
   * saved and replayed after the test (support/actionLogs.ts). False for a
   * test of recording itself, which starts with it off.
   */
  record?: boolean;
}

export interface LookOptions extends A11yOptions {
  /** Also screenshot the whole page, not just the window (not for virtualised timelines). */
  fullPage?: boolean;
  /** Leave out the phone width (a test that is about one width only). */
  desktopOnly?: boolean;
}

export interface E2E {
  /** The demo server serving dist/ for this test file. */
  readonly server: DemoServer;
  readonly browser: Browser;
  /** Opens a path of the app (relative to the base path, e.g. "/@alice") in a fresh context. */
  open: (route: string, options?: OpenOptions) => Promise<Page>;
  /** The absolute URL of an app path, e.g. for `page.goto`. */
  url: (route: string) => string;
  /** Uncaught exceptions and console errors the page has raised so far. */
  pageErrors: (page: Page) => string[];
  /**
   * The current test provokes refusals of the content security policy or
   * Trusted Types on purpose; otherwise any refusal fails the test.
   */
  expectPolicyRefusals: () => void;
  /** axe-core: fails on serious or critical violations. */
  checkA11y: (page: Page, options?: A11yOptions) => Promise<void>;
  /** Saves a full-page PNG to artifacts/screenshots/<file>--<name>.png and returns its path. */
  screenshot: (page: Page, name: string) => Promise<string>;
  /**
   * Looks at the page as a person would at both widths: for DESKTOP, then
   * PHONE, it resizes the window, lets the layout settle, runs axe (no
   * serious or critical violations) and saves
   * artifacts/screenshots/<name>-desktop.png and <name>-phone.png. The window
   * is left at DESKTOP.
   */
  look: (page: Page, name: string, options?: LookOptions) => Promise<void>;
}

function fileStem(): string {
  const testPath = expect.getState().testPath ?? "e2e";
  return path.basename(testPath).replace(/\.test\.ts$/, "");
}

/** Chromium's console line for a write Trusted Types or the CSP refused. */
const POLICY_REFUSAL =
  /requires 'Trusted\w+' assignment|Refused to (execute|evaluate|load the script)/;

/**
 * Chromium (156 on) reports an inline handler in markup that is only parsed,
 * in a document that runs nothing (DOMPurify's own parse of a hostile post,
 * DOMParser, a <template>), as an error "Executing inline event handler
 * violates ... Content Security Policy ...": nothing was executed. The
 * hostile-markup and XSS tests prove instead that no handler ran (a canary)
 * and none reached the page (a sweep of on* attributes).
 */
const INERT_HANDLER_REPORT =
  "Executing inline event handler violates the following Content Security Policy directive";

function describeConsoleError(message: ConsoleMessage): string | null {
  if (message.text().startsWith(INERT_HANDLER_REPORT)) return null;
  const { url } = message.location();
  if (message.text().startsWith("Failed to load resource")) {
    if (EXPECTED_FAILED_RESOURCES.some((pattern) => pattern.test(url)))
      return null;
    return `console: ${message.text()} (${url})`;
  }
  return `console: ${message.text()}`;
}

/**
 * Waits until what a person would see has arrived: web fonts, the images in
 * the window (lazy ones outside it are left alone) and two frames of layout.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    await Promise.all(
      inView.map((img) =>
        img.complete ? Promise.resolve() : img.decode().catch(() => undefined),
      ),
    );
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(resolve)),
    );
  });
}

/**
 * Registers beforeAll/afterAll for one test file: a demo server on a free
 * port serving dist/, and one Chromium shared by the file's tests; each test's
 * browser contexts are closed after it, and a test during which any page's
 * renderer crashed fails ("renderer crashed"). Call it at the top of a
 * `describeInBrowser` block.
 */
export function setupE2E(serverArgs: string[] = []): E2E {
  let server: DemoServer | null = null;
  let browser: Browser | null = null;
  let contexts: BrowserContext[] = [];
  const errors = new WeakMap<Page, string[]>();
  /** Renderer crashes during the current test; any fails it. */
  let crashes: string[] = [];
  /**
   * Script the page's security policy refused during the current test; any
   * fails it (a refused library write breaks a feature silently: the toaster
   * once failed to style itself) unless the test provokes refusals itself.
   */
  let refusals: string[] = [];
  let refusalsExpected = false;
  const logs = new ActionLogs();

  // Every page of every context, whoever opened it (e2e.open, a test's own
  // context, a popup), is watched here and only here. A crash rejects the
  // page's pending and later calls ("Target crashed"), but a test that had
  // finished its checks, or that waits on the server rather than the page,
  // would pass or time out without saying why: so each crash also fails the
  // test it happened in, naming the cause.
  const watchPage = (page: Page) => {
    const seen: string[] = [];
    errors.set(page, seen);
    page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const line = describeConsoleError(message);
      if (line === null) return;
      seen.push(line);
      if (POLICY_REFUSAL.test(message.text())) refusals.push(line);
    });
    page.on("crash", () => {
      const line = `renderer crashed (page.on("crash")) at ${page.url()}`;
      seen.push(line);
      crashes.push(line);
    });
  };
  const watchContext = (context: BrowserContext) => {
    contexts.push(context);
    context.on("page", watchPage);
  };

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
    browser.on("context", watchContext);
  });

  afterEach(async () => {
    const open = contexts;
    contexts = [];
    // Before the pages close: their action logs, replayed in Node.
    const replayProblems = await logs.saveAndReplay(
      open.flatMap((c) => c.pages()),
      fileStem(),
      expect.getState().currentTestName ?? "test",
    );
    // Read after the close: Chromium reports a crash after a navigation it
    // aborted has already failed the test, and before it answers the close.
    await Promise.all(open.map((c) => c.close()));
    const crashed = crashes;
    crashes = [];
    const refused = refusalsExpected ? [] : refusals;
    refusals = [];
    refusalsExpected = false;
    if (crashed.length > 0) throw new Error(crashed.join("\n"));
    if (refused.length > 0)
      throw new Error(
        `the page's security policy refused a write:\n${refused.join("\n")}`,
      );
    if (replayProblems.length > 0) throw new Error(replayProblems.join("\n"));
  });

  afterAll(async () => {
    logs.report(fileStem());
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
    await server?.stop();
  });

  const need = <T>(value: T | null, what: string): T => {
    if (value === null)
      throw new Error(`${what} is not running (beforeAll failed?)`);
    return value;
  };

  const url = (route: string) =>
    `${need(server, "The demo server").url}${BASE_PATH}${route.startsWith("/") ? route : `/${route}`}`;

  const checkA11y = (page: Page, options?: A11yOptions) =>
    expectNoSeriousA11yViolations(page, options);

  return {
    get server() {
      return need(server, "The demo server");
    },
    get browser() {
      return need(browser, "Chromium");
    },
    url,
    async open(route, options = {}) {
      const context = await need(browser, "Chromium").newContext({
        viewport: options.viewport ?? DESKTOP,
        locale: options.locale ?? "en-US",
        timezoneId: "UTC",
      });
      if (options.record !== false) await logs.recordIn(context);
      const page = await context.newPage();
      await options.prepare?.(page);
      await page.goto(url(route), { waitUntil: "load" });
      if (options.waitForText) {
        await page.getByText(options.waitForText).first().waitFor();
      }
      return page;
    },
    pageErrors: (page) => errors.get(page) ?? [],
    expectPolicyRefusals() {
      refusalsExpected = true;
    },
    checkA11y,
    async screenshot(page, name) {
      const safe = name.replace(/[^\w.-]+/g, "-");
      const file = path.join(SCREENSHOTS, `${fileStem()}--${safe}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async look(page, name, options = {}) {
      const { fullPage = false, desktopOnly = false, ...a11y } = options;
      const widths = desktopOnly
        ? ([["desktop", DESKTOP]] as const)
        : ([
            ["desktop", DESKTOP],
            ["phone", PHONE],
          ] as const);
      const problems: string[] = [];
      for (const [label, size] of widths) {
        await page.setViewportSize(size);
        await settle(page);
        await page.screenshot({
          path: screenshotPath(`${name}-${label}`),
          fullPage,
        });
        for (const line of await blockingViolations(page, a11y))
          problems.push(`${label}: ${line}`);
      }
      await page.setViewportSize(DESKTOP);
      expect(problems).toEqual([]);
    },
  };
}
