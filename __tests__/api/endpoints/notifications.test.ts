import {
  deleteNotifications,
  getUnreadNotificationCount,
  postClearNotifications,
  postDismissNotification,
  postDismissNotificationGroup,
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
    await postDismissNotificationGroup(client, "favourite-9-1");
    await deleteNotifications(client, ["4", "5"]);
    await postClearNotifications(client);
    const count = await getUnreadNotificationCount(client, false, {
      types: ["mention"],
      limit: 100,
    });
    expect(count).toBe(8);
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ["POST", "/api/v1/notifications/31/dismiss", {}],
      ["POST", "/api/v2/notifications/favourite-9-1/dismiss", {}],
      [
        "DELETE",
        "/api/v1/notifications/destroy_multiple",
        { "ids[]": ["4", "5"] },
      ],
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
    expect(await getUnreadNotificationCount(client, false)).toBe(12);
    const broken = recordingClient({
      "GET /api/v1/notifications/unread_count": { body: { count: -1 } },
    });
    expect(await getUnreadNotificationCount(broken.client, false)).toBe(0);
  });

  it("reads the grouped count from v2", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v2/notifications/unread_count": { body: { count: 3 } },
    });
    expect(await getUnreadNotificationCount(client, true)).toBe(3);
    expect(calls[0]?.path).toBe("/api/v2/notifications/unread_count");
  });
});
