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

/** What a test sends to the demo server's API as a member: a method, a JSON body. */
export interface ApiAsInit {
  method?: string;
  body?: object;
}

/**
 * Calls the demo server's API as a demo member (their token), outside the
 * page: to arrange what the page should then show, or to check what it did.
 * Fails the test unless the server answers with success.
 */
export async function apiAs<T>(
  e2e: E2E,
  username: string,
  path: string,
  init: ApiAsInit = {},
): Promise<T> {
  const token = await e2e.server.tokenFor(username);
  const res = await e2e.server.api<T>(path, {
    method: init.method ?? "GET",
    token,
    ...(init.body
      ? {
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(init.body),
        }
      : {}),
  });
  expect(res.status).toBeLessThan(300);
  return res.body;
}
