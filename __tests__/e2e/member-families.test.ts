import type { Page } from "playwright-core";
import {
  BASE_PATH,
  describeInBrowser,
  setupE2E,
  type E2E,
} from "./support/harness";
import { appPath, eventually, gone, visible } from "./support/page";
import { apiAs, openAs } from "./support/member";

/*
 * The families' own features (issue 19), each on a family that has it:
 * GoToSocial's interaction requests (Bob's policy holds others' likes,
 * boosts and replies for his approval); Rebased-style events on Pleroma.
 */

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

describeInBrowser("events (pleroma)", () => {
  const e2e = setupE2E(["--family", "pleroma"]);

  it("creates an event with a place, a member asks to join with a message, the organiser accepts", async () => {
    const alice = await openAs(e2e, "alice", "/events");
    await visible(alice.getByRole("heading", { name: "Events" }));
    await alice.getByRole("link", { name: "New event" }).click();
    const name = `Seed swap ${String(Date.now())}`;
    await alice.getByLabel("Name").fill(name);
    await alice.getByLabel("Starts").fill("2026-12-24T18:00");
    await alice.getByLabel("Ends").fill("2026-12-24T21:00");
    await alice.getByLabel("Place").fill("Harbour");
    await alice
      .getByRole("button", { name: /Harbour Hall, 1 Harbour Road/ })
      .click();
    await visible(alice.getByText(/Harbour Hall, 1 Harbour Road/));
    await alice.getByLabel("People you accept").check();
    await alice.getByLabel("Description").fill("Bring seeds, take seeds.");
    await look(e2e, alice, "event-form");
    await alice.getByRole("button", { name: "Create event" }).click();
    await visible(alice.getByRole("heading", { level: 1, name }));
    await visible(alice.getByText("Harbour Hall").first());
    const eventPath = appPath(alice, BASE_PATH);
    const statusId = eventPath.split("/").pop() ?? "";

    const bob = await openAs(e2e, "bob", eventPath);
    await bob.getByRole("button", { name: "Request to join" }).click();
    await bob
      .getByLabel("Message for the organiser")
      .fill("I have spare bean seeds.");
    await look(e2e, bob, "event-join-message");
    await bob.getByRole("button", { name: "Send request" }).click();
    await visible(bob.getByText("Your request is pending"));

    await alice.reload();
    await alice.getByRole("link", { name: "Participation requests" }).click();
    const requests = await visible(
      alice.getByRole("list", { name: "Participation requests" }),
    );
    const row = requests
      .getByRole("listitem")
      .filter({ hasText: "I have spare bean seeds." });
    await visible(row);
    await look(e2e, alice, "event-requests");
    await row.getByRole("button", { name: "Accept" }).click();
    await gone(row);
    await eventually(async () => {
      const people = await apiAs<{ acct: string }[]>(
        e2e,
        "alice",
        `/api/v1/pleroma/events/${statusId}/participations`,
      );
      expect(people.map((p) => p.acct)).toContain("bob");
    });
    await bob.reload();
    await visible(bob.getByText("You are going"));
    expect(e2e.pageErrors(alice)).toEqual([]);
    expect(e2e.pageErrors(bob)).toEqual([]);
  });
});
