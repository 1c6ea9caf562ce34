import type { UnknownAction } from "@reduxjs/toolkit";
import { statusSchema } from "../../../src/api/schemas/status";
import { normalizeStatus } from "../../../src/store/normalize";
import { voteInPoll } from "../../../src/store/polls/thunks";
import type { RootState } from "../../../src/store/rootReducer";
import {
  addReaction,
  bookmarkStatus,
  dislikeStatus,
  favouriteStatus,
  muteStatusConversation,
  pinStatus,
  reblogStatus,
  removeReaction,
  unbookmarkStatus,
  undislikeStatus,
  unfavouriteStatus,
  unmuteStatusConversation,
  unpinStatus,
  unreblogStatus,
} from "../../../src/store/statuses/interactions";
import {
  fakeClient,
  rawStatus,
  sid,
  streamedUpdate,
  testReducer,
  type Route,
} from "../factories";
import { failure, memberStore, type Family } from "../compose/support";
import { mockStore, stateWith, types } from "../mockStore";

const ID = sid(1);
const { reduce } = testReducer();

/** The empty state holding one status (and its poll). */
function holding(raw: Record<string, unknown>): RootState {
  return reduce(stateWith(), streamedUpdate(raw, []));
}

/** Applies recorded actions one by one, returning every state on the way. */
function replay(state: RootState, actions: unknown[]): RootState[] {
  const states: RootState[] = [];
  let current = state;
  for (const action of actions) {
    current = reduce(current, action as UnknownAction);
    states.push(current);
  }
  return states;
}

const down: Route = () => ({ status: 503, body: { error: "Try later" } });

describe.each([
  {
    thunk: favouriteStatus,
    path: "favourite",
    field: "favourited",
    count: "favourites_count",
    before: { favourited: false, favourites_count: 3 },
    after: { favourited: true, favourites_count: 4 },
  },
  {
    thunk: unfavouriteStatus,
    path: "unfavourite",
    field: "favourited",
    count: "favourites_count",
    before: { favourited: true, favourites_count: 3 },
    after: { favourited: false, favourites_count: 2 },
  },
  {
    thunk: reblogStatus,
    path: "reblog",
    field: "reblogged",
    count: "reblogs_count",
    before: { reblogged: false, reblogs_count: 0 },
    after: { reblogged: true, reblogs_count: 1 },
  },
  {
    thunk: unreblogStatus,
    path: "unreblog",
    field: "reblogged",
    count: "reblogs_count",
    before: { reblogged: true, reblogs_count: 1 },
    after: { reblogged: false, reblogs_count: 0 },
  },
  {
    thunk: bookmarkStatus,
    path: "bookmark",
    field: "bookmarked",
    before: { bookmarked: false },
    after: { bookmarked: true },
  },
  {
    thunk: unbookmarkStatus,
    path: "unbookmark",
    field: "bookmarked",
    before: { bookmarked: true },
    after: { bookmarked: false },
  },
  {
    thunk: pinStatus,
    path: "pin",
    field: "pinned",
    before: { pinned: false },
    after: { pinned: true },
  },
  {
    thunk: unpinStatus,
    path: "unpin",
    field: "pinned",
    before: { pinned: true },
    after: { pinned: false },
  },
  {
    thunk: muteStatusConversation,
    path: "mute",
    field: "muted",
    before: { muted: false },
    after: { muted: true },
  },
  {
    thunk: unmuteStatusConversation,
    path: "unmute",
    field: "muted",
    before: { muted: true },
    after: { muted: false },
  },
  {
    thunk: dislikeStatus,
    path: "dislike",
    base: "/api/friendica/statuses",
    field: "disliked",
    count: "dislikes_count",
    before: { disliked: false, dislikes_count: 2 },
    after: { disliked: true, dislikes_count: 3 },
  },
  {
    thunk: undislikeStatus,
    path: "undislike",
    base: "/api/friendica/statuses",
    field: "disliked",
    count: "dislikes_count",
    before: { disliked: true, dislikes_count: 2 },
    after: { disliked: false, dislikes_count: 1 },
  },
])("$path", ({ thunk, path, before, after, base = "/api/v1/statuses" }) => {
  it("changes the post on pending and restores it when the server refuses", async () => {
    const { client, calls } = fakeClient({
      [`${base}/${ID}/${path}`]: down,
    });
    const state = holding(rawStatus(ID, before));
    const store = mockStore(state, client);
    await store.dispatch(thunk({ id: ID }));
    expect(types(store)).toEqual([
      `${thunk.typePrefix}/pending`,
      `${thunk.typePrefix}/rejected`,
    ]);
    expect(calls.map((c) => c.pathname)).toEqual([`${base}/${ID}/${path}`]);
    const [pending, rejected] = replay(state, store.getActions());
    expect(pending?.statuses.byId[ID]).toMatchObject(after);
    expect(rejected?.statuses.byId[ID]).toMatchObject(before);
  });

  it("keeps the change and takes the server's post when it agrees", async () => {
    const answered =
      path === "reblog"
        ? rawStatus(sid(9), { reblog: rawStatus(ID, after) })
        : rawStatus(ID, after);
    const { client } = fakeClient({
      [`${base}/${ID}/${path}`]: () => ({ body: answered }),
    });
    const state = holding(rawStatus(ID, before));
    const store = mockStore(state, client);
    await store.dispatch(thunk({ id: ID }));
    const states = replay(state, store.getActions());
    expect(states.at(-1)?.statuses.byId[ID]).toMatchObject(after);
  });

  it("does nothing when the post already is that way", async () => {
    const { client, calls } = fakeClient({});
    const store = mockStore(holding(rawStatus(ID, after)), client);
    await store.dispatch(thunk({ id: ID }));
    expect(store.getActions()).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe("counts", () => {
  it("Mastodon's stale count after an unlike does not bring the like back", async () => {
    const stale = rawStatus(ID, { favourited: false, favourites_count: 3 });
    const test = await memberStore({
      [`POST /api/v1/statuses/${ID}/unfavourite`]: { body: stale },
    });
    test.store.dispatch(
      streamedUpdate(
        rawStatus(ID, { favourited: true, favourites_count: 3 }),
        [],
      ),
    );
    await test.store.dispatch(unfavouriteStatus({ id: ID }));
    expect(test.store.getState().statuses.byId[ID]).toMatchObject({
      favourited: false,
      favourites_count: 2,
    });
  });

  it("a like counted elsewhere meanwhile is kept", async () => {
    const newer = rawStatus(ID, { favourited: true, favourites_count: 9 });
    const test = await memberStore({
      [`POST /api/v1/statuses/${ID}/favourite`]: { body: newer },
    });
    test.store.dispatch(streamedUpdate(rawStatus(ID), []));
    await test.store.dispatch(favouriteStatus({ id: ID }));
    expect(test.store.getState().statuses.byId[ID]?.favourites_count).toBe(9);
  });

  it("never counts below zero", async () => {
    const { client } = fakeClient({});
    const state = holding(rawStatus(ID, { reblogged: true, reblogs_count: 0 }));
    const store = mockStore(state, client);
    await store.dispatch(unreblogStatus({ id: ID }));
    const [pending] = replay(state, store.getActions());
    expect(pending?.statuses.byId[ID]?.reblogs_count).toBe(0);
  });
});

describe("boost audience", () => {
  it("sends the chosen visibility", async () => {
    const { store, calls } = await memberStore({
      [`POST /api/v1/statuses/${ID}/reblog`]: () => ({
        body: rawStatus(sid(5), { reblog: rawStatus(ID, { reblogged: true }) }),
      }),
    });
    store.dispatch(streamedUpdate(rawStatus(ID), []));
    await store.dispatch(reblogStatus({ id: ID, visibility: "unlisted" }));
    expect(calls[0]?.body).toEqual({ visibility: "unlisted" });
    expect(store.getState().statuses.byId[ID]?.reblogged).toBe(true);
  });
});

describe("errors become notices", () => {
  it("a refused like is undone and the errors middleware adds a notice, in that order", async () => {
    const test = await memberStore({
      [`POST /api/v1/statuses/${ID}/favourite`]: failure(422, "Nope"),
    });
    test.store.dispatch(streamedUpdate(rawStatus(ID), []));
    test.actions.length = 0;
    await test.store.dispatch(favouriteStatus({ id: ID }));
    expect(test.types()).toEqual([
      "statuses/favourite/pending",
      "statuses/favourite/rejected",
      "notices/added",
    ]);
    expect(test.store.getState().notices.items[0]).toMatchObject({
      message: "Nope",
      status: 422,
      source: "statuses/favourite",
    });
    expect(test.store.getState().statuses.byId[ID]).toMatchObject({
      favourited: false,
      favourites_count: 0,
    });
  });
});

describe.each<[Family, string, string, string]>([
  [
    "mastodon",
    "POST",
    `/api/v1/statuses/${ID}/react/%F0%9F%91%8D`,
    `/api/v1/statuses/${ID}/unreact/%F0%9F%91%8D`,
  ],
  [
    "pleroma",
    "PUT",
    `/api/v1/pleroma/statuses/${ID}/reactions/%F0%9F%91%8D`,
    `/api/v1/pleroma/statuses/${ID}/reactions/%F0%9F%91%8D`,
  ],
  [
    "akkoma",
    "PUT",
    `/api/v1/pleroma/statuses/${ID}/reactions/%F0%9F%91%8D`,
    `/api/v1/pleroma/statuses/${ID}/reactions/%F0%9F%91%8D`,
  ],
])("reactions on %s", (family, addMethod, addPath, removePath) => {
  const removeMethod = family === "mastodon" ? "POST" : "DELETE";

  it(`adds with ${addMethod} and removes by the family's path`, async () => {
    const test = await memberStore(
      { [`${addMethod} ${addPath}`]: { body: {} } },
      family,
    );
    test.store.dispatch(streamedUpdate(rawStatus(ID), []));
    await test.store.dispatch(addReaction({ id: ID, emoji: "👍" }));
    expect(test.store.getState().statuses.byId[ID]?.emoji_reactions).toEqual([
      expect.objectContaining({ name: "👍", count: 1, me: true }),
    ]);
    test.routes[`${removeMethod} ${removePath}`] = { body: {} };
    await test.store.dispatch(removeReaction({ id: ID, emoji: "👍" }));
    expect(test.calls.map((c) => [c.method, c.url.pathname])).toEqual([
      [addMethod, addPath],
      [removeMethod, removePath],
    ]);
  });

  it("rolls an added reaction back when the server refuses", async () => {
    const test = await memberStore({}, family);
    test.routes[`${addMethod} ${addPath}`] = failure(422);
    test.store.dispatch(
      streamedUpdate(
        rawStatus(ID, {
          emoji_reactions: [{ name: "👍", count: 2, me: false }],
        }),
        [],
      ),
    );
    test.actions.length = 0;
    const seen: unknown[] = [];
    const unsubscribe = test.store.subscribe(() =>
      seen.push(test.store.getState().statuses.byId[ID]?.emoji_reactions),
    );
    await test.store.dispatch(addReaction({ id: ID, emoji: "👍" }));
    unsubscribe();
    expect(seen[0]).toEqual([
      expect.objectContaining({ name: "👍", count: 3, me: true }),
    ]);
    expect(test.store.getState().statuses.byId[ID]?.emoji_reactions).toEqual([
      expect.objectContaining({ name: "👍", count: 2, me: false }),
    ]);
    expect(test.types()).toContain("notices/added");
  });
});

describe("custom emoji reactions", () => {
  it("show the emoji's image at once and take the server's post after", async () => {
    const url = "https://pleroma.example/emoji/blobcat.png";
    const reacted = rawStatus(ID, {
      pleroma: {
        emoji_reactions: [{ name: "blobcat", count: 1, me: true, url }],
      },
    });
    const test = await memberStore(
      {
        [`PUT /api/v1/pleroma/statuses/${ID}/reactions/blobcat`]: {
          body: reacted,
        },
      },
      "pleroma",
    );
    test.store.dispatch(streamedUpdate(rawStatus(ID), []));
    const pending = test.store.dispatch(
      addReaction({ id: ID, emoji: "blobcat", url }),
    );
    expect(test.store.getState().statuses.byId[ID]?.emoji_reactions).toEqual([
      expect.objectContaining({ name: "blobcat", url, me: true, count: 1 }),
    ]);
    await pending;
    expect(test.store.getState().statuses.byId[ID]?.emoji_reactions).toEqual([
      expect.objectContaining({ name: "blobcat", url, me: true, count: 1 }),
    ]);
  });

  it("taking back one's only reaction removes it", async () => {
    const { client } = fakeClient({});
    const state = holding(
      rawStatus(ID, { emoji_reactions: [{ name: "🎉", count: 1, me: true }] }),
    );
    const store = mockStore(state, client);
    await store.dispatch(removeReaction({ id: ID, emoji: "🎉" }));
    const [pending, rejected] = replay(state, store.getActions());
    expect(pending?.statuses.byId[ID]?.emoji_reactions).toEqual([]);
    expect(rejected?.statuses.byId[ID]?.emoji_reactions).toEqual([
      expect.objectContaining({ name: "🎉", count: 1, me: true }),
    ]);
  });
});

describe("poll votes", () => {
  const poll = {
    id: "77",
    expires_at: null,
    expired: false,
    multiple: true,
    votes_count: 10,
    voters_count: 6,
    voted: false,
    own_votes: [],
    options: [
      { title: "Rye", votes_count: 4 },
      { title: "Spelt", votes_count: 6 },
      { title: "Wheat", votes_count: 0 },
    ],
    emojis: [],
  };

  it("shows the vote at once and restores the poll when the server refuses", async () => {
    const { client, calls } = fakeClient({ "/api/v1/polls/77/votes": down });
    const state = holding(rawStatus(ID, { poll }));
    const store = mockStore(state, client);
    await store.dispatch(voteInPoll({ pollId: "77", choices: [0, 2] }));
    expect(types(store)).toEqual(["polls/vote/pending", "polls/vote/rejected"]);
    expect(calls[0]?.pathname).toBe("/api/v1/polls/77/votes");
    const [pending, rejected] = replay(state, store.getActions());
    expect(pending?.polls.byId["77"]).toMatchObject({
      voted: true,
      own_votes: [0, 2],
      votes_count: 12,
      voters_count: 7,
      options: [
        { title: "Rye", votes_count: 5 },
        { title: "Spelt", votes_count: 6 },
        { title: "Wheat", votes_count: 1 },
      ],
    });
    expect(rejected?.polls.byId["77"]).toEqual(state.polls.byId["77"]);
  });

  it("takes the server's counts after a vote", async () => {
    const counted = {
      ...poll,
      voted: true,
      own_votes: [1],
      votes_count: 11,
      voters_count: 7,
      options: [
        { title: "Rye", votes_count: 4 },
        { title: "Spelt", votes_count: 7 },
        { title: "Wheat", votes_count: 0 },
      ],
    };
    const test = await memberStore({
      "POST /api/v1/polls/77/votes": { body: counted },
    });
    test.store.dispatch(streamedUpdate(rawStatus(ID, { poll }), []));
    await test.store.dispatch(voteInPoll({ pollId: "77", choices: [1] }));
    expect(test.calls[0]?.body).toEqual({ choices: [1] });
    expect(test.store.getState().polls.byId["77"]).toMatchObject({
      voted: true,
      votes_count: 11,
    });
  });

  it("does not vote twice", async () => {
    const { client, calls } = fakeClient({});
    const voted = holding(rawStatus(ID, { poll: { ...poll, voted: true } }));
    await mockStore(voted, client).dispatch(
      voteInPoll({ pollId: "77", choices: [0] }),
    );
    expect(calls).toEqual([]);
  });
});

describe("stored shape", () => {
  it("normalises a reblog answer into both statuses", () => {
    const wrapper = statusSchema.parse(
      rawStatus(sid(9), { reblog: rawStatus(ID, { reblogged: true }) }),
    );
    const { entities } = normalizeStatus(wrapper);
    expect(Object.keys(entities.statuses ?? {}).sort()).toEqual(
      [ID, sid(9)].sort(),
    );
  });
});
