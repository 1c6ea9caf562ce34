import { makeContextSchema } from "../../../src/api/schemas/context";
import { normalizeStatuses } from "../../../src/store/normalize";
import { fetchStatusContext } from "../../../src/store/thunks/statuses";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  rawStatus,
  reduceAll,
  sid,
  streamedUpdate,
  testReducer,
} from "../factories";
import { statusDeleted } from "../../../src/store/slices/statuses";

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

describeWithFixtures("contexts from real threads", () => {
  // Thread: A ← B, A ← C, B ← D, B ← E, D ← F (Pleroma returns the whole
  // conversation split by time around the focus, not a chain).
  const A = "9zIH6kDXA10YqhMKqO";
  const B = "9zIH7PUdhK3Ircg4hM";
  const C = "9zIH7mMGgc1RmJwDLM";
  const D = "9zIH8WYwtnUx4yDzUm";
  const E = "9zIH9GTCDWEFSRt2um";
  const F = "9zIH9fhaP9atiJoOJc";

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
