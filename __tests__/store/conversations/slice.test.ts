import type { UnknownAction } from "@reduxjs/toolkit";
import { conversationSchema } from "../../../src/api/schemas/conversation";
import {
  normalizeConversation,
  normalizeConversations,
} from "../../../src/store/conversations/normalize";
import { conversationUpdated } from "../../../src/store/conversations/slice";
import {
  selectConversationIds,
  selectUnreadConversationCount,
} from "../../../src/store/conversations/selectors";
import {
  fetchConversations,
  markConversationRead,
  removeConversation,
} from "../../../src/store/conversations/thunks";
import { sessionEnded, streamReconnected } from "../../../src/store/events";
import type { RootState } from "../../../src/store/rootReducer";
import {
  rawAccount,
  rawStatus,
  reduceAll,
  sid,
  testReducer,
} from "../factories";
import { selectConversations } from "../../../src/store/conversations/selectors";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const failure = { message: "Record not found", status: 404 };

const parse = (id: string, n: number, unread = false) =>
  conversationSchema.parse({
    id,
    unread,
    accounts: [rawAccount("2")],
    last_status: rawStatus(sid(n), { visibility: "direct" }),
  });

function page(
  items: [string, number, boolean?][],
  more = false,
  requestId = `page-${String(more)}`,
): UnknownAction[] {
  const arg = more ? { more } : undefined;
  const payload = {
    ...normalizeConversations(items.map(([id, n, u]) => parse(id, n, u))),
    next: "next",
    fetchedAt: 1_700_000_000_000,
  };
  return [
    fetchConversations.pending(requestId, arg),
    fetchConversations.fulfilled(payload, requestId, arg),
  ];
}

const streamed = (id: string, n: number, unread = true) => {
  const c = parse(id, n, unread);
  return conversationUpdated({ ...normalizeConversation(c), id });
};

describe("conversations slice", () => {
  it("pages keep the server's order; a streamed one goes on top", () => {
    const state = run([
      ...page([
        ["a", 3, true],
        ["b", 2],
      ]),
      ...page([["c", 1]], true),
      streamed("c", 4),
    ]);
    expect(selectConversationIds(state)).toEqual(["c", "a", "b"]);
    expect(selectUnreadConversationCount(state)).toBe(2);
  });

  it("a fetched conversation marked read is not moved (only the stream reorders)", () => {
    const read = conversationSchema.parse({
      id: "b",
      unread: false,
      accounts: [],
      last_status: null,
    });
    const state = run(
      [
        markConversationRead.fulfilled(normalizeConversation(read), "r", {
          id: "b",
        }),
      ],
      run(
        page([
          ["a", 3],
          ["b", 2],
        ]),
      ),
    );
    expect(selectConversationIds(state)).toEqual(["a", "b"]);
  });

  it("marking read is at once; refused, it is unread again", () => {
    const listed = run(page([["a", 3, true]]));
    const pending = run(
      [markConversationRead.pending("r", { id: "a" })],
      listed,
    );
    expect(selectConversations(pending).byId.a?.unread).toBe(false);
    const refused = run(
      [markConversationRead.rejected(null, "r", { id: "a" }, failure)],
      pending,
    );
    expect(selectConversations(refused).byId.a?.unread).toBe(true);
  });

  it("a removed conversation leaves at once, and comes back where it was if refused", () => {
    const listed = run(
      page([
        ["a", 3],
        ["b", 2],
        ["c", 1],
      ]),
    );
    const pending = run([removeConversation.pending("d", { id: "b" })], listed);
    expect(selectConversationIds(pending)).toEqual(["a", "c"]);
    const refused = run(
      [removeConversation.rejected(null, "d", { id: "b" }, failure)],
      pending,
    );
    expect(selectConversationIds(refused)).toEqual(["a", "b", "c"]);
    const removed = run(
      [removeConversation.fulfilled({ id: "b" }, "d", { id: "b" })],
      pending,
    );
    expect(selectConversationIds(removed)).toEqual(["a", "c"]);
    expect(selectConversations(removed).byId.b).toBeUndefined();
  });

  it("a first page superseded by a later one is not shown", () => {
    const [oldPending, oldDone] = page([["old", 1]], false, "old") as [
      UnknownAction,
      UnknownAction,
    ];
    const state = run([
      oldPending,
      ...page([["new", 2]], false, "new"),
      oldDone,
    ]);
    expect(selectConversationIds(state)).toEqual(["new"]);
  });

  it("a socket back from a drop marks the list stale until a first page comes", () => {
    const listed = run(page([["a", 3]]));
    const other = run([streamReconnected({ streams: ["user"] })], listed);
    expect(selectConversations(other).stale).toBe(false);
    const stale = run([streamReconnected({ streams: ["direct"] })], listed);
    expect(selectConversations(stale).stale).toBe(true);
    const fresh = run(
      page(
        [
          ["b", 4],
          ["a", 3],
        ],
        false,
        "again",
      ),
      stale,
    );
    expect(selectConversations(fresh).stale).toBe(false);
    expect(selectConversationIds(fresh)).toEqual(["b", "a"]);
  });

  it("signing out forgets them", () => {
    const state = run([...page([["a", 3]]), sessionEnded()]);
    expect(selectConversationIds(state)).toEqual([]);
    expect(selectConversations(state).byId).toEqual({});
  });
});
