import { makeContextSchema } from "../../../src/api/schemas/context";
import { statusSchema } from "../../../src/api/schemas/status";
import { fetchStatusContext } from "../../../src/store/contexts/thunks";
import { entitiesEvicted } from "../../../src/store/entities";
import { statusDeleted } from "../../../src/store/events";
import { normalizeStatuses } from "../../../src/store/normalize";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  rawStatus,
  reduceAll,
  sid,
  streamedUpdate,
  testReducer,
} from "../factories";

const { reduce, initial } = testReducer();

function contextFetched(id: string, file: string, focusParent?: string | null) {
  const context = makeContextSchema(id).parse(readFixture("real", file));
  const { result, entities } = normalizeStatuses([
    ...context.ancestors,
    ...context.descendants,
  ]);
  const split = context.ancestors.length;
  return fetchStatusContext.fulfilled(
    {
      id,
      ancestors: result.slice(0, split),
      descendants: result.slice(split),
      focusParent,
      entities,
      fetchedAt: 1,
    },
    "req",
    { id },
  );
}

// Thread: A ← B, A ← C, B ← D, B ← E, D ← F (Pleroma returns the whole
// conversation split by time around the focus, not a chain).
const A = "9zIH6kDXA10YqhMKqO";
const B = "9zIH7PUdhK3Ircg4hM";
const C = "9zIH7mMGgc1RmJwDLM";
const D = "9zIH8WYwtnUx4yDzUm";
const E = "9zIH9GTCDWEFSRt2um";
const F = "9zIH9fhaP9atiJoOJc";

describeWithFixtures("contexts from real threads", () => {
  it("context_1 (focus D) builds the tree, linking D to its real parent", () => {
    const state = reduceAll(reduce, initial, [
      contextFetched(D, "context_1.json", B),
    ]);
    const { inReplyTos, replies } = state.contexts;
    expect(inReplyTos).toEqual({ [B]: A, [C]: A, [D]: B, [E]: B, [F]: D });
    expect(replies[A]).toEqual([B, C]);
    expect(replies[B]).toEqual([D, E]);
    expect(state.contexts.fetchedAt[D]).toBe(1);
  });

  it("context_1 then context_2 give one consistent tree", () => {
    const state = reduceAll(reduce, initial, [
      contextFetched(D, "context_1.json"),
      contextFetched(B, "context_2.json", A),
    ]);
    expect(state.contexts.inReplyTos).toEqual({
      [B]: A,
      [C]: A,
      [D]: B,
      [E]: B,
      [F]: D,
    });
  });

  it("Mitra's bare list is split around the focus", () => {
    const root = "017ed503-bc96-301a-e871-2c23b30ddd05";
    const reply = "017ed505-5926-392f-256a-f86d5075df70";
    const state = reduceAll(reduce, initial, [
      contextFetched(reply, "mitra-context.json", root),
    ]);
    expect(state.contexts.inReplyTos[reply]).toBe(root);
    expect(state.contexts.replies[root]).toEqual([reply]);
  });

  it("a streamed reply joins a loaded thread; a deletion bridges its replies", () => {
    const reply = rawStatus(sid(1), { in_reply_to_id: F });
    const state = reduceAll(reduce, initial, [
      contextFetched(D, "context_1.json", B),
      streamedUpdate(reply, []),
      statusDeleted({ id: D }),
    ]);
    expect(state.contexts.replies[F]).toEqual([sid(1)]);
    expect(state.contexts.inReplyTos[F]).toBe(`${F}-tombstone`);
    expect(state.contexts.inReplyTos[`${F}-tombstone`]).toBe(B);
  });

  it("a status of no loaded thread adds nothing", () => {
    const state = reduceAll(reduce, initial, [
      streamedUpdate(rawStatus(sid(2), { in_reply_to_id: sid(1) }), []),
    ]);
    expect(state.contexts.inReplyTos).toEqual({});
  });
});

/** A context fetched for `id` with nothing around it: a post with no replies yet. */
function loneContext(id: string) {
  return fetchStatusContext.fulfilled(
    {
      id,
      ancestors: [],
      descendants: [],
      focusParent: null,
      entities: {},
      fetchedAt: 1,
    },
    "req",
    { id },
  );
}

describeWithFixtures("replies that come after the thread loaded", () => {
  // Mastodon: benis911 replying to their own post, which had no replies.
  const reply = () => readFixture("real", "mastodon-reply-to-self.json");
  const PARENT = "107828147870368566";
  const REPLY = "107828148293766288";
  const parent = () => rawStatus(PARENT, { replies_count: 0 });

  it("a reply to a lone post joins its thread at once, its parent counting it", () => {
    const state = reduceAll(reduce, initial, [
      streamedUpdate(parent(), []),
      loneContext(PARENT),
      streamedUpdate(reply() as Record<string, unknown>, []),
    ]);
    expect(state.contexts.replies[PARENT]).toEqual([REPLY]);
    expect(state.contexts.inReplyTos[REPLY]).toBe(PARENT);
    expect(state.statuses.byId[PARENT]?.replies_count).toBe(1);
  });

  it("the same reply arriving again (posted, then streamed) is counted once; its deletion uncounts it", () => {
    const again = reduceAll(reduce, initial, [
      streamedUpdate(parent(), []),
      loneContext(PARENT),
      streamedUpdate(reply() as Record<string, unknown>, []),
      streamedUpdate(reply() as Record<string, unknown>, ["public:local"]),
    ]);
    expect(again.statuses.byId[PARENT]?.replies_count).toBe(1);
    const deleted = reduce(again, statusDeleted({ id: REPLY }));
    expect(deleted.statuses.byId[PARENT]?.replies_count).toBe(0);
    expect(deleted.contexts.replies[PARENT]).toBeUndefined();
  });

  it("a lone post stays joinable when the collector empties another thread", () => {
    const state = reduceAll(reduce, initial, [
      contextFetched(D, "context_1.json", B),
      loneContext(PARENT),
      entitiesEvicted({
        statuses: [F],
        accounts: [],
        polls: [],
        relationships: [],
        groups: [],
        chatMessages: [],
        timelines: [],
        timelinesTrimmed: [],
      }),
      streamedUpdate(reply() as Record<string, unknown>, []),
    ]);
    // D's thread lost F: it is fetched again. The lone post's is untouched.
    expect(state.contexts.fetchedAt[D]).toBeUndefined();
    expect(state.contexts.fetchedAt[PARENT]).toBe(1);
    expect(state.contexts.replies[PARENT]).toEqual([REPLY]);
  });
});

describe("replies whose ids do not follow time", () => {
  // UUIDs as a small single-user server sends them: by text the newer
  // reply (b…) would sort before the older one (f…).
  const ROOT = "7d3c8e0a-52f1-4c47-9d1e-0a5f2b9e1c11";
  const OLDER = "f1a2b3c4-0000-4000-8000-000000000001";
  const NEWER = "b1a2b3c4-0000-4000-8000-000000000002";
  const NEWEST = "0a1b2c3d-0000-4000-8000-000000000003";
  const at = (minute: number) => `2026-03-01T10:0${minute}:00.000Z`;
  const uuidStatus = (id: string, minute: number, parent: string | null) =>
    rawStatus(id, { created_at: at(minute), in_reply_to_id: parent });

  it("orders them by when they were posted, a streamed one joining below", () => {
    const statuses = [
      uuidStatus(NEWER, 2, ROOT),
      uuidStatus(OLDER, 1, ROOT),
    ].map((raw) => statusSchema.parse(raw));
    const { result, entities } = normalizeStatuses(statuses);
    const state = reduceAll(reduce, initial, [
      streamedUpdate(uuidStatus(ROOT, 0, null), []),
      fetchStatusContext.fulfilled(
        {
          id: ROOT,
          ancestors: [],
          descendants: result,
          focusParent: null,
          entities,
          fetchedAt: 1,
        },
        "req",
        { id: ROOT },
      ),
      streamedUpdate(uuidStatus(NEWEST, 3, ROOT), []),
    ]);
    expect(state.contexts.replies[ROOT]).toEqual([OLDER, NEWER, NEWEST]);
  });
});
