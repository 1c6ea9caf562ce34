import { statusDeleted } from "../../src/store/events";
import { reactionUpdated } from "../../src/store/statuses/slice";
import {
  announcementDeleted,
  announcementReactionUpdated,
  announcementReceived,
} from "../../src/store/announcements/slice";
import { conversationUpdated } from "../../src/store/conversations/slice";
import { markersReceived } from "../../src/store/markers/slice";
import {
  entitiesReleased,
  entitiesRetained,
} from "../../src/store/retained/slice";
import { conversationSchema } from "../../src/api/schemas/conversation";
import { announcementSchema } from "../../src/api/schemas/announcement";
import { normalizeConversation } from "../../src/store/conversations/normalize";
import {
  rawAccount,
  rawStatus,
  reduceAll,
  sid,
  streamedUpdate,
  testReducer,
} from "./factories";
import { selectAnnouncements } from "../../src/store/announcements/selectors";
import { selectConversations } from "../../src/store/conversations/selectors";

const { reduce, initial } = testReducer();

describe("statuses: reactions and quotes", () => {
  it("a streamed reaction count replaces, adds, or removes at zero; the viewer's own flag stays", () => {
    const raw = rawStatus(sid(1), {
      emoji_reactions: [{ name: "👍", count: 1, me: true }],
    });
    const state = reduceAll(reduce, initial, [
      streamedUpdate(raw),
      reactionUpdated({
        status_id: sid(1),
        reaction: { name: "👍", count: 4, url: null, static_url: null },
      }),
      reactionUpdated({
        status_id: sid(1),
        reaction: { name: "🎉", count: 1, url: null, static_url: null },
      }),
    ]);
    expect(state.statuses.byId[sid(1)]?.emoji_reactions).toMatchObject([
      { name: "👍", count: 4, me: true },
      { name: "🎉", count: 1, me: false },
    ]);
    const removed = reduceAll(reduce, state, [
      reactionUpdated({
        status_id: sid(1),
        reaction: { name: "👍", count: 0, url: null, static_url: null },
      }),
    ]);
    expect(
      removed.statuses.byId[sid(1)]?.emoji_reactions.map((r) => r.name),
    ).toEqual(["🎉"]);
  });

  it("a deleted quoted status leaves the quote with its quote_id, marked deleted", () => {
    const state = reduceAll(reduce, initial, [
      streamedUpdate(
        rawStatus(sid(2), {
          quote: { state: "accepted", quoted_status: rawStatus(sid(1)) },
        }),
      ),
      statusDeleted({ id: sid(1) }),
    ]);
    expect(state.statuses.byId[sid(2)]).toMatchObject({
      quote_id: sid(1),
      quote_state: "deleted",
    });
    expect(state.statuses.byId[sid(1)]).toBeUndefined();
  });
});

describe("announcements, conversations, markers, retained", () => {
  it("announcements: received, reactions counted, deleted", () => {
    const announcement = announcementSchema.parse({
      id: "7",
      content: "Hi",
      reactions: [{ name: "👍", count: 1 }],
    });
    const state = reduceAll(reduce, initial, [
      announcementReceived(announcement),
      announcementReactionUpdated({
        announcement_id: "7",
        name: "👍",
        count: 3,
      }),
    ]);
    expect(selectAnnouncements(state).byId["7"]?.reactions[0]?.count).toBe(3);
    expect(
      reduceAll(reduce, state, [announcementDeleted({ id: "7" })])
        .announcements,
    ).toEqual({ byId: {}, order: [], loaded: false });
  });

  it("conversations move to the top and lose a deleted last status", () => {
    const conversation = (id: string, status: string) => {
      const c = conversationSchema.parse({
        id,
        accounts: [rawAccount("2")],
        last_status: rawStatus(status),
      });
      return conversationUpdated({ ...normalizeConversation(c), id });
    };
    const state = reduceAll(reduce, initial, [
      conversation("a", sid(1)),
      conversation("b", sid(2)),
      conversation("a", sid(3)),
      statusDeleted({ id: sid(3) }),
    ]);
    expect(selectConversations(state).order).toEqual(["a", "b"]);
    expect(selectConversations(state).byId.a?.last_status_id).toBeNull();
  });

  it("markers keep what a partial update leaves out", () => {
    const marker = (id: string) => ({
      last_read_id: id,
      version: 1,
      updated_at: null,
      unread_count: null,
    });
    const state = reduceAll(reduce, initial, [
      markersReceived({ home: marker("1"), notifications: marker("2") }),
      markersReceived({ notifications: marker("3") }),
    ]);
    expect(state.markers.byTimeline.home?.last_read_id).toBe("1");
    expect(state.markers.byTimeline.notifications?.last_read_id).toBe("3");
  });

  it("retained ids are reference-counted", () => {
    const state = reduceAll(reduce, initial, [
      entitiesRetained({ statuses: ["1"], timelines: ["home"] }),
      entitiesRetained({ statuses: ["1"] }),
      entitiesReleased({ statuses: ["1"], timelines: ["home"] }),
    ]);
    expect(state.retained).toEqual({
      statuses: { "1": 1 },
      accounts: {},
      timelines: {},
    });
  });
});
