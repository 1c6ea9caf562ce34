import {
  deleteConversation,
  getConversations,
  postConversationRead,
} from "../../../src/api/endpoints/conversations";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";

describe("conversation calls", () => {
  it("lists by paging, marks read and deletes", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/conversations": { body: [] },
      "POST /api/v1/conversations/c1/read": {
        body: { id: "c1", unread: false, accounts: [], last_status: null },
      },
    });
    await getConversations(client, { limit: 20, max_id: "5" });
    const read = await postConversationRead(client, "c1");
    await deleteConversation(client, "c1");
    expect(read).toEqual({
      id: "c1",
      unread: false,
      accounts: [],
      last_status: null,
    });
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ["GET", "/api/v1/conversations", { limit: "20", max_id: "5" }],
      ["POST", "/api/v1/conversations/c1/read", {}],
      ["DELETE", "/api/v1/conversations/c1", {}],
    ]);
  });
});

describeWithFixtures("conversations on real payloads", () => {
  it("reads participants and the last post", async () => {
    const { client } = recordingClient({
      "GET /api/v1/conversations": {
        body: [
          {
            id: "418450",
            unread: true,
            accounts: [readFixture("mastodon-docs", "entities-Account-1.json")],
            last_status: readFixture("real", "pleroma-status.json"),
          },
          { id: "", unread: true },
        ],
      },
    });
    const page = await getConversations(client);
    expect(page.dropped).toBe(1);
    expect(page.items[0]).toMatchObject({ id: "418450", unread: true });
    expect(page.items[0]?.accounts).toHaveLength(1);
    expect(page.items[0]?.last_status).not.toBeNull();
  });
});
