import type { Page } from "playwright-core";
import type { E2E } from "./harness";

/** Opens an app path signed in as a demo member (their token put in storage before the app starts). */
export async function openAs(
  e2e: E2E,
  username: string,
  route: string,
): Promise<Page> {
  const token = await e2e.server.tokenFor(username);
  const key = `potluck:token:${e2e.server.url}`;
  return e2e.open(route, {
    prepare: (page) =>
      page.addInitScript(
        ([k, t]) => {
          window.localStorage.setItem(k, t);
        },
        [key, token] as const,
      ),
  });
}
