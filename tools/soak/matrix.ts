import type { Browser, BrowserContext, Page } from "playwright-core";

/**
 * The stream and session fault matrix (issue 21), against the demo server
 * serving a production build: a member (bob) has home open while alice
 * posts through a fault; afterwards every tab must show every post once,
 * with one socket per tab. `npm run soak` runs every fault
 * (tools/soak/run.mjs); __tests__/e2e/faults.test.ts runs a subset in
 * `npm test`. Time is compressed where the app would wait on its own clock
 * (the liveness probe, a laptop asleep): the page's clock is moved on
 * rather than waited for.
 */

export interface MatrixServer {
  /** The app's URL for a route (base path included). */
  appUrl: (route: string) => string;
  /** The demo server's origin (token storage key). */
  origin: string;
  control: <T = unknown>(name: string, body?: object) => Promise<T>;
  tokenFor: (username: string) => Promise<string>;
}

export interface FaultRow {
  name: string;
  tabs: number;
  posts: number;
  /** Posts a tab never showed. */
  lost: number;
  /** Extra copies of a post shown in a tab. */
  duplicates: number;
  /** Sockets open (or opening) in all tabs afterwards. */
  sockets: number;
  /** From the fault's end to every post shown in every tab with its socket back, ms. */
  recoveryMs: number;
}

interface Scenario {
  name: string;
  tabs?: number;
  /** Installs the page clock before load, so time can be moved on. */
  clock?: boolean;
  /** Starts the fault; alice's posts follow. */
  fault: (run: Run) => Promise<void>;
  /** Ends it (default: nothing to end). */
  heal?: (run: Run) => Promise<void>;
}

interface Run {
  server: MatrixServer;
  context: BrowserContext;
  pages: Page[];
  seconds: number;
}

interface StreamState {
  streaming: {
    sockets: { account_id: string | null; streams: string[] }[];
    refusing_for_ms: number;
  };
  accounts: Record<string, string>;
}

/** Counts the page's open and opening WebSockets, whoever made them. */
function countSockets() {
  const Native = window.WebSocket;
  const live = new Set<WebSocket>();
  class Counted extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      live.add(this);
      this.addEventListener("close", () => live.delete(this));
    }
  }
  window.WebSocket = Counted;
  (window as unknown as { potluckSockets: () => number }).potluckSockets = () =>
    live.size;
}

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

/** Polls `check` every 100 ms until it holds or `ms` pass; whether it held. */
async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      // The server restarting, a page navigating: ask again.
    }
    if (Date.now() > end) return false;
    await sleep(100);
  }
}

async function homeTexts(page: Page): Promise<string[]> {
  return page
    .getByRole("feed", { name: "Home" })
    .getByRole("article")
    .allTextContents();
}

async function userSockets(server: MatrixServer): Promise<number> {
  const state = await server.control<StreamState>("state");
  const bob = state.accounts.bob;
  return state.streaming.sockets.filter(
    (socket) => socket.account_id === bob && socket.streams.includes("user"),
  ).length;
}

export const SCENARIOS: Scenario[] = [
  {
    name: "socket dropped",
    fault: ({ server }) => server.control("drop-sockets"),
  },
  {
    name: "connection refused",
    fault: ({ server, seconds }) => server.control("refuse", { seconds }),
    heal: async ({ server }) => {
      await until(
        async () =>
          (await server.control<StreamState>("state")).streaming
            .refusing_for_ms === 0,
        120_000,
      );
    },
  },
  {
    name: "server silent",
    clock: true,
    fault: ({ server }) => server.control("silence", { seconds: 3600 }),
    heal: async ({ server, pages }) => {
      await server.control("silence", { seconds: 0 });
      // The liveness probe's 30 s of silence, without waiting them.
      for (const page of pages) await page.clock.fastForward(31_000);
    },
  },
  {
    name: "garbage frames",
    fault: ({ server }) => server.control("malformed", { kind: "all" }),
  },
  {
    name: "duplicated and out-of-order events",
    fault: ({ server }) =>
      server.control("disorder", { duplicate: true, reorder: 3 }),
    heal: ({ server }) => server.control("disorder", { reorder: 0 }),
  },
  {
    name: "server restart",
    fault: async ({ server }) => {
      await server.control("restart", { seconds: 2 });
      // Down, then back: alice posts once it answers again.
      await sleep(500);
      await until(async () => {
        await server.control("state");
        return true;
      }, 30_000);
    },
  },
  {
    name: "laptop sleep",
    clock: true,
    fault: async ({ server, pages }) => {
      // Timers stop as the lid closes; the network goes with them.
      for (const page of pages) {
        // The page's own clock, which runs apart from this process's.
        const now = await page.evaluate(() => Date.now());
        await page.clock.pauseAt(now + 100);
      }
      await server.control("drop-sockets");
    },
    heal: async ({ pages }) => {
      // Ten minutes asleep, then the lid opens.
      for (const page of pages) {
        await page.clock.fastForward(600_000);
        await page.clock.resume();
      }
    },
  },
  {
    name: "offline then online",
    fault: async ({ context, server }) => {
      await context.setOffline(true);
      await server.control("drop-sockets");
    },
    heal: ({ context }) => context.setOffline(false),
  },
  {
    name: "two tabs, socket dropped",
    tabs: 2,
    fault: ({ server }) => server.control("drop-sockets"),
  },
];

export interface MatrixOptions {
  /** How long "connection refused" lasts, s (issue 21: 30). */
  refuseSeconds?: number;
  /** Alice's posts per fault. */
  posts?: number;
  /** Only these scenarios (by name). */
  only?: string[];
  /** How long a tab may take to show the posts after the fault ends. */
  recoverWithinMs?: number;
  log?: (line: string) => void;
}

async function openHome(
  context: BrowserContext,
  server: MatrixServer,
  clock: boolean,
): Promise<Page> {
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(server.appUrl("/home"), { waitUntil: "load" });
  await page
    .getByRole("feed", { name: "Home" })
    .getByRole("article")
    .first()
    .waitFor({ timeout: 30_000 });
  return page;
}

/** Runs one scenario in a fresh browser context signed in as bob. */
export async function runScenario(
  browser: Browser,
  server: MatrixServer,
  scenario: Scenario,
  options: MatrixOptions = {},
): Promise<FaultRow> {
  const tabs = scenario.tabs ?? 1;
  const posts = options.posts ?? 3;
  const recoverWithin = options.recoverWithinMs ?? 60_000;
  const token = await server.tokenFor("bob");
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: "en-US",
    timezoneId: "UTC",
  });
  try {
    await context.addInitScript(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
      },
      [`potluck:token:${server.origin}`, token] as const,
    );
    await context.addInitScript(countSockets);
    const pages: Page[] = [];
    for (let tab = 0; tab < tabs; tab += 1)
      pages.push(await openHome(context, server, scenario.clock === true));
    if (
      !(await until(async () => (await userSockets(server)) === tabs, 30_000))
    )
      throw new Error(`${scenario.name}: the tabs never subscribed`);

    const run: Run = {
      server,
      context,
      pages,
      seconds: options.refuseSeconds ?? 30,
    };
    const stamp = `${Date.now().toString(36)}-${scenario.name.replace(/\W+/g, "-")}`;
    const texts = Array.from(
      { length: posts },
      (_, index) => `Fault post ${String(index + 1)} ${stamp}`,
    );
    await scenario.fault(run);
    for (const text of texts)
      await server.control("publish", { account: "alice", text });
    await scenario.heal?.(run);
    const healed = Date.now();

    const shown = async () => {
      const all = await Promise.all(pages.map(homeTexts));
      return all.map((feed) =>
        texts.map((text) => feed.filter((row) => row.includes(text)).length),
      );
    };
    const socketsNow = async () =>
      (
        await Promise.all(
          pages.map((page) =>
            page.evaluate(() =>
              (
                window as unknown as { potluckSockets: () => number }
              ).potluckSockets(),
            ),
          ),
        )
      ).reduce((a, b) => a + b, 0);
    await until(async () => {
      const counts = (await shown()).flat();
      return (
        counts.every((count) => count >= 1) &&
        (await userSockets(server)) === tabs
      );
    }, recoverWithin);
    const recoveryMs = Date.now() - healed;
    // Late copies would show now: look once more after things settle.
    await sleep(500);
    const counts = (await shown()).flat();
    const row: FaultRow = {
      name: scenario.name,
      tabs,
      posts: posts * tabs,
      lost: counts.filter((count) => count === 0).length,
      duplicates: counts.reduce(
        (sum, count) => sum + Math.max(0, count - 1),
        0,
      ),
      sockets: await socketsNow(),
      recoveryMs,
    };
    options.log?.(
      `${row.name}: lost ${String(row.lost)}, duplicates ${String(row.duplicates)}, sockets ${String(row.sockets)}/${String(tabs)}, recovered in ${String(row.recoveryMs)} ms`,
    );
    return row;
  } finally {
    await server.control("reset").catch(() => undefined);
    await context.close();
  }
}

/** Runs the matrix (or `options.only`), one scenario after another. */
export async function runFaultMatrix(
  browser: Browser,
  server: MatrixServer,
  options: MatrixOptions = {},
): Promise<FaultRow[]> {
  const rows: FaultRow[] = [];
  for (const scenario of SCENARIOS) {
    if (options.only && !options.only.includes(scenario.name)) continue;
    rows.push(await runScenario(browser, server, scenario, options));
  }
  return rows;
}
