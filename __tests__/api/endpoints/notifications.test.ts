import {
  getUnreadNotificationCount,
  postClearNotifications,
  postDismissNotification,
} from "../../../src/api/endpoints/notifications";
import { recordingClient } from "../../support/recordingClient";
import { InvalidResponseError } from "../../../src/api/client";
import {
  getGroupedNotifications,
  getNotifications,
} from "../../../src/api/endpoints/notifications";
import { fakeClient, rawNotification } from "../../store/factories";

describe("notifications", () => {
  it("v1 passes types and paging, dropping unknown types", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/notifications": () => ({
        body: [rawNotification("1", "follow"), rawNotification("2", "mystery")],
      }),
    });
    const page = await getNotifications(client, {
      limit: 40,
      exclude_types: ["chat_mention"],
    });
    expect(calls[0]?.search).toBe("?limit=40&exclude_types%5B%5D=chat_mention");
    expect(page).toMatchObject({ dropped: 1 });
  });

  it("v2 returns the groups with the Link cursors, and rejects a reply of the wrong shape", async () => {
    const { client } = fakeClient({
      "/api/v2/notifications": (url) =>
        url.searchParams.has("max_id")
          ? { body: [] }
          : {
              body: { accounts: [], statuses: [], notification_groups: [] },
              link: '<https://example.social/api/v2/notifications?max_id=5>; rel="next"',
            },
    });
    await expect(
      getGroupedNotifications(client, { limit: 40 }),
    ).resolves.toMatchObject({
      next: "https://example.social/api/v2/notifications?max_id=5",
    });
    await expect(
      getGroupedNotifications(client, { max_id: "5" }),
    ).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe("dismiss, clear and unread count", () => {
  it("dismisses one, clears all and reads the unread count", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/notifications/unread_count": { body: { count: 8 } },
    });
    await postDismissNotification(client, "31");
    await postClearNotifications(client);
    const count = await getUnreadNotificationCount(client, {
      types: ["mention"],
      limit: 100,
    });
    expect(count).toBe(8);
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ["POST", "/api/v1/notifications/31/dismiss", {}],
      ["POST", "/api/v1/notifications/clear", {}],
      [
        "GET",
        "/api/v1/notifications/unread_count",
        { "types[]": ["mention"], limit: "100" },
      ],
    ]);
  });

  it("reads a count sent as a string, and a bad count as 0", async () => {
    const { client } = recordingClient({
      "GET /api/v1/notifications/unread_count": { body: { count: "12" } },
    });
    expect(await getUnreadNotificationCount(client)).toBe(12);
    const broken = recordingClient({
      "GET /api/v1/notifications/unread_count": { body: { count: -1 } },
    });
    expect(await getUnreadNotificationCount(broken.client)).toBe(0);
  });
});
