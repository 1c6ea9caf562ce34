import type { Locator, Page } from "playwright-core";
import type { DemoServer, ControlState } from "../../tools/demoServerProcess";

/** How long a screen may take to show something after an action. */
export const SHOW_TIMEOUT = 10_000;

/** Waits until the locator's first match is visible, and returns it. */
export async function visible(
  locator: Locator,
  timeout = SHOW_TIMEOUT,
): Promise<Locator> {
  const first = locator.first();
  await first.waitFor({ state: "visible", timeout });
  return first;
}

/** Waits until nothing matches the locator any more (or nothing is visible). */
export async function gone(
  locator: Locator,
  timeout = SHOW_TIMEOUT,
): Promise<void> {
  await locator.first().waitFor({ state: "hidden", timeout });
}

/** The posts of the page's feed (a timeline), in order. */
export function feedPosts(page: Page, name?: string): Locator {
  const feed = name ? page.getByRole("feed", { name }) : page.getByRole("feed");
  return feed.getByRole("article");
}

/** The app path of the page: pathname after the base path, plus the query. */
export function appPath(page: Page, basePath: string): string {
  const url = new URL(page.url());
  return `${url.pathname.slice(basePath.length) || "/"}${url.search}`;
}

/** Polls until `check` passes (or fails with its last error after `timeout`). */
export async function eventually(
  check: () => Promise<void> | void,
  timeout = SHOW_TIMEOUT,
): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Waits until some page has subscribed to `stream` on the demo server's socket. */
export async function waitForStream(
  server: DemoServer,
  stream: string,
  timeout = SHOW_TIMEOUT,
): Promise<void> {
  await eventually(async () => {
    const state = await server.control<ControlState>("state");
    const streams = state.streaming.sockets.flatMap((s) => s.streams);
    expect(streams).toContain(stream);
  }, timeout);
}

/** Whether the page scrolls sideways (content wider than the window). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.documentElement.scrollWidth >
      document.documentElement.clientWidth + 1,
  );
}
