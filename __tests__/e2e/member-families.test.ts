import type { Page } from "playwright-core";
import { describeInBrowser, setupE2E, type E2E } from "./support/harness";
import { eventually, gone, visible } from "./support/page";

/*
 * The families' own features (issue 19), each on a family that has it:
 * GoToSocial's interaction requests (Bob's policy holds others' likes,
 * boosts and replies for his approval).
 */

async function openAs(e2e: E2E, username: string, route: string) {
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

async function apiAs<T>(
  e2e: E2E,
  username: string,
  path: string,
  init: { method?: string; body?: object } = {},
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

/** Looks once the lazily loaded parts (icons, panels, tools) are in. */
async function look(e2e: E2E, page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator("header svg").first().waitFor({ state: "attached" });
  await e2e.look(page, name);
}

describeInBrowser("interaction requests (gotosocial)", () => {
  const e2e = setupE2E(["--family", "gotosocial"]);

  it("finds the waiting requests from the notifications, accepts a like and rejects a reply", async () => {
    const page = await openAs(e2e, "bob", "/notifications");
    const link = await visible(
      page.getByRole("link", { name: /Interaction requests/ }),
    );
    await eventually(async () => {
      await expect(link.textContent()).resolves.toBe("Interaction requests3");
    });
    await link.click();
    const list = await visible(
      page.getByRole("list", { name: "Interaction requests" }),
    );
    const row = (name: string) =>
      list.getByRole("listitem").filter({ hasText: name });
    await visible(row("wants to like your post").filter({ hasText: "Chen" }));
    await visible(row("wants to boost your post"));
    const reply = await visible(row("wants to reply to your post"));
    await visible(reply.getByText("Which hill is it?"));
    await look(e2e, page, "interaction-requests");

    await row("Chen").getByRole("button", { name: "Accept" }).click();
    await gone(row("Chen"));
    await reply.getByRole("button", { name: "Reject" }).click();
    await gone(row("Which hill is it?"));
    await visible(row("wants to boost your post"));

    await eventually(async () => {
      const left = await apiAs<{ type: string }[]>(
        e2e,
        "bob",
        "/api/v1/interaction_requests",
      );
      expect(left.map((r) => r.type)).toEqual(["reblog"]);
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
