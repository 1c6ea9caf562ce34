import type { Page } from "playwright-core";
import type { E2E, OpenOptions } from "./harness";

export interface OpenAsOptions extends OpenOptions {
  /**
   * Put the token in storage on the page's first load only, so that later
   * loads (a reload, a sign-out, a switch of account) keep what the app
   * stored instead of being signed in again.
   */
  firstLoadOnly?: boolean;
}

/** Where the app keeps the session token for the test file's demo server. */
export const tokenKey = (e2e: E2E): string => `potluck:token:${e2e.server.url}`;

/**
 * Opens an app path signed in as a demo member: their token is put in
 * storage before the app starts. `prepare` runs first, on the new page.
 */
export async function openAs(
  e2e: E2E,
  username: string,
  route: string,
  options: OpenAsOptions = {},
): Promise<Page> {
  const { firstLoadOnly = false, prepare, ...open } = options;
  const token = await e2e.server.tokenFor(username);
  return e2e.open(route, {
    ...open,
    prepare: async (page) => {
      await prepare?.(page);
      await page.addInitScript(
        ([key, value, once]) => {
          if (once) {
            if (sessionStorage.getItem("test:seeded") !== null) return;
            sessionStorage.setItem("test:seeded", "1");
          }
          localStorage.setItem(key, value);
        },
        [tokenKey(e2e), token, firstLoadOnly] as const,
      );
    },
  });
}
