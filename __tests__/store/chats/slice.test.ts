import type { UnknownAction } from "@reduxjs/toolkit";
import { chatSchema } from "../../../src/api/schemas/chat";
import {
  normalizeChat,
  normalizeChatMessages,
  normalizeChats,
} from "../../../src/store/chats/normalize";
import {
  selectChatThread,
  selectUnreadChatCount,
} from "../../../src/store/chats/selectors";
import { chatUpdated } from "../../../src/store/chats/slice";
import {
  backfillChats,
  fetchChatMessages,
  fetchChats,
  markChatRead,
  removeChat,
  removeChatMessage,
  sendChatMessage,
} from "../../../src/store/chats/thunks";
import { createAppStore } from "../../../src/store/index";
import { sessionEnded } from "../../../src/store/events";
import type { RootState } from "../../../src/store/rootReducer";
import { stateWith } from "../mockStore";
import {
  fakeClient,
  rawAccount,
  reduceAll,
  testReducer,
  type Route,
} from "../factories";
import { selectChats } from "../../../src/store/chats/selectors";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const failure = { message: "Forbidden", status: 403 };

/** Message ids are numbers as text, so "m9" < "m10" would mislead: plain digits. */
const rawMessage = (id: string, chatId = "c1", from = "2", minute = 0) => ({
  id,
  chat_id: chatId,
  account_id: from,
  content: `<p>message ${id}</p>`,
  created_at: `2026-11-27T07:${String(10 + minute).padStart(2, "0")}:00.000Z`,
  attachment: null,
  card: null,
  emojis: [],
  unread: false,
});

const rawChat = (
  id: string,
  last: string | null,
  unread = 0,
  minute = Number(last ?? 0),
) => ({
  id,
  account: rawAccount(id === "c1" ? "2" : "3"),
  unread,
  last_message: last ? rawMessage(last, id, "2", minute) : null,
  updated_at: "2026-11-27T07:00:00.000Z",
});

const parse = (raw: ReturnType<typeof rawChat>) => chatSchema.parse(raw);

function listPage(chats: ReturnType<typeof rawChat>[]): UnknownAction[] {
  const payload = {
    ...normalizeChats(chats.map(parse)),
    next: null,
    fetchedAt: 1_700_000_000_000,
  };
  return [
    fetchChats.pending("list", undefined),
    fetchChats.fulfilled(payload, "list", undefined),
  ];
}

function messagesPage(
  chatId: string,
  ids: string[],
  more = false,
  next: string | null = "older",
): UnknownAction[] {
  const arg = { chatId, more };
  const requestId = `messages-${chatId}-${String(more)}`;
  const payload = {
    ...normalizeChatMessages(
      ids.map(
        (id) =>
          // chatMessageSchema through the chat schema's own parsing
          chatSchema.parse(rawChat(chatId, id)).last_message!,
      ),
    ),
    next,
    fetchedAt: 1_700_000_000_000,
  };
  return [
    fetchChatMessages.pending(requestId, arg),
    fetchChatMessages.fulfilled(payload, requestId, arg),
  ];
}

const streamed = (raw: ReturnType<typeof rawChat>) => {
  const chat = parse(raw);
  return chatUpdated({ ...normalizeChat(chat), id: chat.id });
};

describe("chats slice", () => {
  it("lists chats by their newest message, and a streamed message moves its chat up", () => {
    let state = run(listPage([rawChat("c2", "5", 1), rawChat("c1", "3", 2)]));
    expect(selectChats(state).order).toEqual(["c2", "c1"]);
    expect(selectUnreadChatCount(state)).toBe(3);
    state = run([streamed(rawChat("c1", "8", 3))], state);
    expect(selectChats(state).order).toEqual(["c1", "c2"]);
    expect(selectUnreadChatCount(state)).toBe(4);
  });

  it("pages a thread backwards, newest first, each message once", () => {
    const state = run([
      ...listPage([rawChat("c1", "30")]),
      ...messagesPage("c1", ["30", "29", "28"]),
      ...messagesPage("c1", ["28", "27", "26"], true, null),
    ]);
    const thread = selectChatThread(state, "c1");
    expect(thread?.ids).toEqual(["30", "29", "28", "27", "26"]);
    expect(thread?.next).toBeNull();
  });

  it("a streamed message joins an open thread once, and a message the other member deleted leaves it", () => {
    let state = run([
      ...listPage([rawChat("c1", "30")]),
      ...messagesPage("c1", ["30", "29"]),
    ]);
    state = run(
      [streamed(rawChat("c1", "31")), streamed(rawChat("c1", "31"))],
      state,
    );
    expect(selectChatThread(state, "c1")?.ids).toEqual(["31", "30", "29"]);
    // The newest is now one already held: 31 was deleted.
    state = run([streamed(rawChat("c1", "30"))], state);
    expect(selectChatThread(state, "c1")?.ids).toEqual(["30", "29"]);
  });

  it("a sent message shows in its thread and makes its chat the newest", () => {
    let state = run([
      ...listPage([rawChat("c2", "40"), rawChat("c1", "30")]),
      ...messagesPage("c1", ["30"]),
    ]);
    const arg = { chatId: "c1", content: "hi", idempotencyKey: "k" };
    const sent = normalizeChatMessages([
      chatSchema.parse(rawChat("c1", "41")).last_message!,
    ]);
    state = run(
      [
        sendChatMessage.pending("send", arg),
        sendChatMessage.fulfilled(sent, "send", arg),
      ],
      state,
    );
    expect(selectChatThread(state, "c1")?.ids).toEqual(["41", "30"]);
    expect(selectChats(state).order).toEqual(["c1", "c2"]);
  });

  it("a deleted message goes at once and comes back where it was if refused", () => {
    const base = run([
      ...listPage([rawChat("c1", "30")]),
      ...messagesPage("c1", ["30", "29", "28"]),
    ]);
    const arg = { chatId: "c1", messageId: "29" };
    const pending = run([removeChatMessage.pending("del", arg)], base);
    expect(selectChatThread(pending, "c1")?.ids).toEqual(["30", "28"]);
    const refused = run(
      [removeChatMessage.rejected(null, "del", arg, failure)],
      pending,
    );
    expect(selectChatThread(refused, "c1")?.ids).toEqual(["30", "29", "28"]);
  });

  it("deleting the newest message makes the one before it the chat's newest", () => {
    const arg = { chatId: "c1", messageId: "30" };
    const state = run([
      ...listPage([rawChat("c1", "30")]),
      ...messagesPage("c1", ["30", "29"]),
      removeChatMessage.pending("del", arg),
      removeChatMessage.fulfilled(arg, "del", arg),
    ]);
    expect(selectChats(state).byId.c1?.last_message_id).toBe("29");
  });

  it("reading zeroes the unread count at once and puts it back if refused", () => {
    const arg = { chatId: "c1", lastReadId: "30", unread: 4 };
    const base = run(listPage([rawChat("c1", "30", 4)]));
    const pending = run([markChatRead.pending("read", arg)], base);
    expect(selectUnreadChatCount(pending)).toBe(0);
    const refused = run(
      [markChatRead.rejected(null, "read", arg, failure)],
      pending,
    );
    expect(selectUnreadChatCount(refused)).toBe(4);
  });

  it("a deleted chat leaves the list with its thread, or comes back if refused", () => {
    const base = run([
      ...listPage([rawChat("c2", "40"), rawChat("c1", "30")]),
      ...messagesPage("c1", ["30"]),
    ]);
    const arg = { id: "c1" };
    const pending = run([removeChat.pending("rm", arg)], base);
    expect(selectChats(pending).order).toEqual(["c2"]);
    const refused = run(
      [removeChat.rejected(null, "rm", arg, failure)],
      pending,
    );
    expect(selectChats(refused).order).toEqual(["c2", "c1"]);
    const done = run([removeChat.fulfilled(arg, "rm", arg)], pending);
    expect(selectChats(done).byId.c1).toBeUndefined();
    expect(selectChatThread(done, "c1")).toBeUndefined();
  });

  it("forgets everything when the session ends", () => {
    const state = run([...listPage([rawChat("c1", "30", 2)]), sessionEnded()]);
    expect(selectChats(state).order).toEqual([]);
    expect(selectUnreadChatCount(state)).toBe(0);
  });
});

describe("backfillChats", () => {
  function storeWith(routes: Record<string, Route>) {
    const { client, calls } = fakeClient(routes);
    const preloaded = stateWith({ chats: true });
    const store = createAppStore({
      client,
      preloadedState: {
        ...preloaded,
        session: { ...preloaded.session, me: "1", accessToken: "t" },
      },
      production: true,
    });
    return { store, calls };
  }

  it("brings what the socket missed into the open thread and counts it", async () => {
    let messages = ["30", "29"];
    const { store, calls } = storeWith({
      "/api/v2/pleroma/chats": () => ({
        body: [rawChat("c1", messages[0] ?? null)],
      }),
      "/api/v1/pleroma/chats/c1/messages": (url) => ({
        body: messages
          .filter((id) => {
            const since = url.searchParams.get("since_id");
            return since === null || Number(id) > Number(since);
          })
          .map((id) => rawMessage(id)),
      }),
    });
    await store.dispatch(fetchChats());
    await store.dispatch(fetchChatMessages({ chatId: "c1" }));
    messages = ["33", "32", "31", "30", "29"];
    const result = await store.dispatch(backfillChats());
    expect(result.payload).toMatchObject({ added: 3 });
    expect(selectChatThread(store.getState(), "c1")?.ids).toEqual([
      "33",
      "32",
      "31",
      "30",
      "29",
    ]);
    const since = calls
      .filter((url) => url.pathname.endsWith("/messages"))
      .map((url) => url.searchParams.get("since_id"));
    expect(since).toEqual([null, "30"]);
    // Nothing new: nothing counted, nothing doubled.
    const again = await store.dispatch(backfillChats());
    expect(again.payload).toMatchObject({ added: 0 });
    expect(selectChatThread(store.getState(), "c1")?.ids).toHaveLength(5);
  });

  it("is not asked before the chats are loaded, nor where the server has none", async () => {
    const { store, calls } = storeWith({});
    await store.dispatch(backfillChats());
    expect(calls).toEqual([]);
  });
});
