import {
  mapStreamFrame,
  type StreamContext,
  type StreamMapResult,
} from "../../../src/store/middleware/streamEvents";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  frame,
  rawAccount,
  rawNotification,
  rawStatus,
  sid,
} from "../factories";

const context: StreamContext = { me: "500", now: 1234 };
const map = (raw: string) => mapStreamFrame(raw, context);

function action(result: StreamMapResult) {
  if (!result.ok) throw new Error(`dropped: ${result.reason}`);
  return result.action;
}

describe("stream frames → domain actions", () => {
  it("update on the user stream goes to home, and to the viewer's loaded profile", () => {
    const mapped = action(map(frame("update", rawStatus(sid(1)))));
    expect(mapped.type).toBe("timelines/statusReceived");
    expect(mapped.payload).toMatchObject({
      id: sid(1),
      timelines: ["home"],
      ifLoaded: ["account:500:with_replies", "account:500:posts"],
    });
    expect(mapped.payload).toHaveProperty("entities.statuses");
  });

  it.each([
    [["public"], "public"],
    [["public:local"], "public:local"],
    [["hashtag", "Potluck"], "hashtag:potluck"],
    [["hashtag:local", "potluck"], "hashtag:local:potluck"],
    [["list", "12"], "list:12"],
  ])("update on %j goes to the %s timeline", (stream, key) => {
    const mapped = action(map(frame("update", rawStatus(sid(1)), stream)));
    expect(mapped.payload).toMatchObject({ timelines: [key], ifLoaded: [] });
  });

  it("status.update replaces the status", () => {
    const mapped = action(
      map(frame("status.update", rawStatus(sid(1), { content: "edited" }))),
    );
    expect(mapped).toMatchObject({
      type: "statuses/updated",
      payload: { id: sid(1) },
    });
  });

  it("delete and announcement.delete carry a bare id", () => {
    expect(action(map(frame("delete", sid(1))))).toEqual({
      type: "statuses/deleted",
      payload: { id: sid(1) },
    });
    expect(action(map(frame("announcement.delete", "7")))).toEqual({
      type: "announcements/deleted",
      payload: { id: "7" },
    });
  });

  it("notification, with Pleroma's prefixed event name and type", () => {
    const raw = rawNotification("9", "pleroma:emoji_reaction", {
      emoji: "👍",
      status: rawStatus(sid(1)),
    });
    const mapped = action(map(frame("pleroma:notification", raw)));
    expect(mapped.type).toBe("notifications/received");
    expect(mapped.payload).toMatchObject({
      id: "9",
      entities: {
        notifications: { "9": { type: "emoji_reaction", status_id: sid(1) } },
      },
    });
  });

  it("filters_changed and notifications_merged carry no payload", () => {
    expect(action(map(frame("filters_changed")))).toEqual({
      type: "filters/changed",
      payload: { at: 1234 },
    });
    expect(action(map(frame("notifications_merged"))).type).toBe(
      "notifications/merged",
    );
  });

  it("conversation", () => {
    const raw = {
      id: "c1",
      unread: true,
      accounts: [rawAccount("2")],
      last_status: rawStatus(sid(1)),
    };
    const mapped = action(map(frame("conversation", raw, ["direct"])));
    expect(mapped.payload).toMatchObject({
      id: "c1",
      entities: {
        conversations: { c1: { account_ids: ["2"], last_status_id: sid(1) } },
      },
    });
  });

  it("announcement and announcement.reaction", () => {
    const announcement = { id: "7", content: "<p>Hi</p>", reactions: [] };
    expect(action(map(frame("announcement", announcement))).type).toBe(
      "announcements/received",
    );
    const reaction = { announcement_id: "7", name: "👍", count: 2 };
    expect(action(map(frame("announcement.reaction", reaction)))).toEqual({
      type: "announcements/reactionUpdated",
      payload: reaction,
    });
  });

  it("chat_update", () => {
    const chat = {
      id: "ch1",
      account: rawAccount("2"),
      unread: 1,
      last_message: {
        id: "m1",
        chat_id: "ch1",
        account_id: "2",
        content: "hi",
        created_at: "2024-01-01T00:00:00Z",
      },
    };
    const mapped = action(map(frame("pleroma:chat_update", chat)));
    expect(mapped.payload).toMatchObject({
      entities: {
        chats: { ch1: { account_id: "2", last_message_id: "m1" } },
        chatMessages: { m1: { content: "hi" } },
      },
    });
  });

  it("follow_relationships_update carries the viewer for the relationship patch", () => {
    const update = {
      state: "follow_accept",
      follower: { id: "500", follower_count: 1, following_count: 2 },
      following: { id: "2", follower_count: 3, following_count: 4 },
    };
    expect(
      action(map(frame("pleroma:follow_relationships_update", update))).payload,
    ).toEqual({
      ...update,
      viewerId: "500",
    });
  });

  it("respond and marker", () => {
    expect(
      action(
        map(frame("pleroma:respond", { type: "subscribe", result: "success" })),
      ),
    ).toEqual({
      type: "streaming/responded",
      payload: { type: "subscribe", result: "success" },
    });
    const markers = {
      notifications: {
        last_read_id: "35",
        version: 4,
        updated_at: "2024-01-01T00:00:00Z",
      },
    };
    expect(action(map(frame("marker", markers)))).toMatchObject({
      type: "markers/received",
      payload: { notifications: { last_read_id: "35" } },
    });
  });

  it("emoji_reaction as one reaction, or as the whole status", () => {
    const reaction = { status_id: sid(1), name: "👍", count: 3, me: true };
    expect(action(map(frame("pleroma:emoji_reaction", reaction)))).toEqual({
      type: "statuses/reactionUpdated",
      payload: {
        status_id: sid(1),
        reaction: { name: "👍", count: 3, url: null, static_url: null },
      },
    });
    expect(action(map(frame("emoji_reaction", rawStatus(sid(1))))).type).toBe(
      "statuses/updated",
    );
  });

  it("accepts a payload sent as an object rather than a JSON string", () => {
    const raw = JSON.stringify({
      event: "update",
      stream: ["user"],
      payload: rawStatus(sid(1)),
    });
    expect(map(raw).ok).toBe(true);
  });
});

describe("bad frames are dropped with a reason, never thrown", () => {
  it.each([
    ["not JSON", "{oops", "frame is not JSON"],
    [
      "no event",
      JSON.stringify({ stream: ["user"] }),
      "frame without an event",
    ],
    ["an unknown event", frame("mystery", {}), "unknown event mystery"],
    [
      "a payload that is not JSON",
      JSON.stringify({ event: "update", payload: "{oops" }),
      "invalid update payload",
    ],
    [
      "a status without an account",
      frame("update", { ...rawStatus(sid(1)), account: null }),
      "invalid update payload",
    ],
    ["a delete without an id", frame("delete", ""), "invalid delete payload"],
    [
      "a notification of an unknown type",
      frame("notification", rawNotification("1", "mystery")),
      "invalid notification payload",
    ],
    [
      "a bad follow update",
      frame("follow_relationships_update", { state: "maybe" }),
      "invalid follow_relationships_update payload",
    ],
  ])("%s", (_name, raw, reason) => {
    expect(map(raw)).toEqual({ ok: false, reason });
  });
});

describeWithFixtures("real payloads through the mapper", () => {
  it.each([
    "pleroma-status.json",
    "fedibird-quote-post.json",
    "gotosocial-status.json",
  ])("update with %s", (file) => {
    expect(map(frame("update", readFixture("real", file))).ok).toBe(true);
  });

  it.each([
    "notification-favourite.json",
    "notification-move.json",
    "notification-pleroma-chat_mention.json",
  ])("notification with %s", (file) => {
    expect(map(frame("notification", readFixture("real", file))).ok).toBe(true);
  });
});

describe("delete ids", () => {
  const frame = (payload: string) =>
    JSON.stringify({ stream: ["public"], event: "delete", payload });

  it("keeps an 18-digit Mastodon id exact", () => {
    const result = mapStreamFrame(frame("113488262012749061"), {
      me: null,
      now: 0,
    });
    expect(result).toMatchObject({
      ok: true,
      action: { payload: { id: "113488262012749061" } },
    });
  });

  it("accepts a Pleroma id that is not JSON", () => {
    const result = mapStreamFrame(frame("AbC9xyz-123"), { me: null, now: 0 });
    expect(result).toMatchObject({
      ok: true,
      action: { payload: { id: "AbC9xyz-123" } },
    });
  });
});
