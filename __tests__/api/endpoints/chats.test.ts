import {
  deleteChat,
  deleteChatMessage,
  getChat,
  getChatMessages,
  getChats,
  postChatByAccountId,
  postChatMessage,
  postChatMessageRead,
  postChatRead,
} from "../../../src/api/endpoints/chats";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { ORIGIN, recordingClient } from "../../support/recordingClient";

const account = {
  id: "9v5c0Pkz3MT5KTfam8",
  username: "dave",
  acct: "dave",
  url: `${ORIGIN}/users/dave`,
};
const message = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  chat_id: "1",
  account_id: account.id,
  content: `message ${id}`,
  created_at: "2024-05-01T10:00:00.000Z",
  emojis: [],
  unread: false,
  ...over,
});
const chat = (over: Record<string, unknown> = {}) => ({
  id: "1",
  account,
  unread: 2,
  last_message: message("13"),
  updated_at: "2024-05-01T10:00:00.000Z",
  ...over,
});

describe("chats", () => {
  it("lists v2 chats by Link cursor and opens one by account id", async () => {
    const next = `${ORIGIN}/api/v2/pleroma/chats?max_id=1`;
    const { client, calls } = recordingClient({
      "GET /api/v2/pleroma/chats": {
        body: [chat(), { id: "broken" }],
        link: `<${next}>; rel="next"`,
      },
      "POST /api/v1/pleroma/chats/by-account-id/9v5c0Pkz3MT5KTfam8": {
        body: chat({ unread: 0 }),
      },
      "GET /api/v1/pleroma/chats/1": { body: chat() },
    });
    const page = await getChats(client, { limit: 20 });
    expect(page.items.map((c) => [c.id, c.unread, c.account.acct])).toEqual([
      ["1", 2, "dave"],
    ]);
    expect(page.dropped).toBe(1);
    expect(page.next).toBe(next);
    await getChats(client, { url: next });
    expect((await postChatByAccountId(client, account.id)).unread).toBe(0);
    expect((await getChat(client, "1")).last_message?.id).toBe("13");
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ["GET", "/api/v2/pleroma/chats", { limit: "20" }],
      ["GET", "/api/v2/pleroma/chats", { max_id: "1" }],
      ["POST", "/api/v1/pleroma/chats/by-account-id/9v5c0Pkz3MT5KTfam8", {}],
      ["GET", "/api/v1/pleroma/chats/1", {}],
    ]);
  });

  it("pages messages backwards and posts text with an attachment and an idempotency key", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/pleroma/chats/1/messages": {
        body: [message("13"), message("12")],
      },
      "POST /api/v1/pleroma/chats/1/messages": { body: message("14") },
    });
    const page = await getChatMessages(client, "1", { max_id: "14" });
    expect(page.items.map((m) => m.id)).toEqual(["13", "12"]);
    await postChatMessage(client, "1", { content: "hi :blobcat:" });
    await postChatMessage(client, "1", {
      content: "a photo",
      mediaId: "m7",
      idempotencyKey: "k-1",
    });
    expect(calls.map((c) => [c.method, c.query, c.body])).toEqual([
      ["GET", { max_id: "14" }, null],
      ["POST", {}, { content: "hi :blobcat:" }],
      ["POST", {}, { content: "a photo", media_id: "m7" }],
    ]);
  });

  it("sends the idempotency key as the header Pleroma reads", async () => {
    const headers: Headers[] = [];
    const { ApiClient } = await import("../../../src/api/client");
    const client = new ApiClient({
      baseUrl: ORIGIN,
      fetch: (_input, init) => {
        headers.push(new Headers(init.headers));
        return Promise.resolve(new Response(JSON.stringify(message("15"))));
      },
    });
    await postChatMessage(client, "1", { content: "x", idempotencyKey: "k-2" });
    expect(headers[0]?.get("Idempotency-Key")).toBe("k-2");
  });

  it("reads up to last_read_id, reads one message, deletes a message and the chat", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/pleroma/chats/1/read": { body: chat({ unread: 0 }) },
      "POST /api/v1/pleroma/chats/1/messages/13/read": {
        body: message("13", { unread: false }),
      },
      "DELETE /api/v1/pleroma/chats/1/messages/13": { body: message("13") },
      "DELETE /api/v1/pleroma/chats/1": { body: chat() },
    });
    expect((await postChatRead(client, "1", "13")).unread).toBe(0);
    expect((await postChatMessageRead(client, "1", "13")).unread).toBe(false);
    expect((await deleteChatMessage(client, "1", "13")).id).toBe("13");
    expect((await deleteChat(client, "1")).id).toBe("1");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", "/api/v1/pleroma/chats/1/read", { last_read_id: "13" }],
      ["POST", "/api/v1/pleroma/chats/1/messages/13/read", null],
      ["DELETE", "/api/v1/pleroma/chats/1/messages/13", null],
      ["DELETE", "/api/v1/pleroma/chats/1", null],
    ]);
  });
});

describeWithFixtures("chats on Pleroma's documented replies", () => {
  it("reads the messages page and the posted message of chats.md", async () => {
    const { client } = recordingClient({
      "GET /api/v1/pleroma/chats/1/messages": {
        body: readFixture("pleroma-docs", "pleroma-chats-1.json"),
      },
      "POST /api/v1/pleroma/chats/1/messages": {
        body: readFixture("pleroma-docs", "pleroma-chats-2.json"),
      },
    });
    const page = await getChatMessages(client, "1");
    expect(page.items.map((m) => [m.id, m.unread, m.emojis.length])).toEqual([
      ["13", true, 1],
      ["12", false, 0],
    ]);
    const posted = await postChatMessage(client, "1", {
      content: "Check this out :firefox:",
    });
    expect(posted).toMatchObject({ id: "13", chat_id: "1", unread: false });
  });

  it("reads the chat list of a real server (chats.json)", async () => {
    const { client } = recordingClient({
      "GET /api/v2/pleroma/chats": { body: readFixture("real", "chats.json") },
    });
    const page = await getChats(client);
    expect(page.items.map((c) => c.account.acct)).toEqual([
      "leonard",
      "sheldon",
    ]);
  });
});
