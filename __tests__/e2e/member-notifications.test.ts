import { describeInBrowser, setupE2E } from "./support/harness";
import { eventually, gone, visible, waitForStream } from "./support/page";
import { demoRoutes } from "./support/routes";
import { openAs } from "./support/member";

/*
 * A member's notifications on the demo server (Mastodon family: grouped by
 * the server, live over `user:notification`): Alice sees her grouped
 * notifications, a like Bob gives over the API joins its group on screen,
 * the notifications marker follows what she has seen; Bob, whose account is
 * locked, accepts a follow request.
 *
 * Needs the lead's routes: `/notifications` → NotificationsScreen.
 */

interface Markers {
  notifications?: { last_read_id: string };
}

describeInBrowser("member notifications", () => {
  const e2e = setupE2E();

  /** `who` likes a post over the REST API. */
  async function like(who: string, statusId: string): Promise<void> {
    const token = await e2e.server.tokenFor(who);
    const answer = await e2e.server.api(
      `/api/v1/statuses/${statusId}/favourite`,
      { method: "POST", token },
    );
    expect(answer.status).toBe(200);
  }

  beforeEach(async () => {
    await e2e.server.control("reset", {});
  });

  it("shows Alice's grouped notifications, and a like joins its group live", async () => {
    const routes = await demoRoutes(e2e.server);
    const post = routes.ids.statuses["alice-latest"];
    if (!post) throw new Error("the demo data has no alice-latest");
    await like("chen", post);

    const page = await openAs(e2e, "alice", "/notifications");
    const notifications = page.getByRole("list", { name: "Notifications" });
    // Three likes of her seedlings post, days ago, are one group.
    await visible(
      notifications.getByRole("article", {
        name: /and 2 others liked your post$/,
      }),
    );
    await visible(
      notifications.getByRole("article", {
        name: /^Chen Wei.* liked your post$/,
      }),
    );
    await e2e.look(page, "member-notifications");

    await waitForStream(e2e.server, "user:notification");
    await like("bob", post);
    await visible(
      notifications.getByRole("article", {
        name: "Bob Lindqvist and 1 other liked your post",
      }),
    );
    await gone(
      notifications.getByRole("article", {
        name: /^Chen Wei.* liked your post$/,
      }),
    );

    // Seen: the notifications marker moves up to the newest notification.
    const token = await e2e.server.tokenFor("alice");
    const newest = await e2e.server.api<{ id: string }[]>(
      "/api/v1/notifications?limit=1",
      { token },
    );
    await eventually(async () => {
      const markers = await e2e.server.api<Markers>(
        "/api/v1/markers?timeline[]=notifications",
        { token },
      );
      expect(markers.body.notifications?.last_read_id).toBe(newest.body[0]?.id);
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("the Mentions tab shows only mentions", async () => {
    const page = await openAs(e2e, "alice", "/notifications");
    await page.getByRole("link", { name: "Mentions" }).click();
    const notifications = page.getByRole("list", { name: "Notifications" });
    await visible(notifications.getByText(/mentioned you|replied to you/));
    await gone(notifications.getByRole("article", { name: /liked your post/ }));
    expect(e2e.pageErrors(page)).toEqual([]);
  });

  it("Bob accepts Lena's follow request", async () => {
    const page = await openAs(e2e, "bob", "/notifications");
    const request = await visible(
      page.getByRole("article", {
        name: "Lena Brandt has requested to follow you",
      }),
    );
    await e2e.look(page, "member-notifications-requests", {
      desktopOnly: true,
    });
    await request.getByRole("button", { name: "Accept" }).click();
    await gone(
      page.getByRole("article", {
        name: "Lena Brandt has requested to follow you",
      }),
    );
    const token = await e2e.server.tokenFor("bob");
    await eventually(async () => {
      const pending = await e2e.server.api<{ acct: string }[]>(
        "/api/v1/follow_requests",
        { token },
      );
      expect(pending.body.map((a) => a.acct)).not.toContain(
        "lena@kueche.example",
      );
    });
    expect(e2e.pageErrors(page)).toEqual([]);
  });
});
