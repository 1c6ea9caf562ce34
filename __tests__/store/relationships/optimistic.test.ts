import type { UnknownAction } from "@reduxjs/toolkit";
import { ApiClient } from "../../../src/api/client";
import { accountSchema } from "../../../src/api/schemas/account";
import { relationshipSchema } from "../../../src/api/schemas/relationship";
import { sessionEnded } from "../../../src/store/events";
import {
  normalizeAccount,
  normalizeRelationships,
} from "../../../src/store/normalize";
import type { RootState } from "../../../src/store/rootReducer";
import { fetchAccount } from "../../../src/store/accounts/thunks";
import {
  blockAccount,
  followAccount,
  muteAccount,
  unfollowAccount,
  updateAccountNote,
} from "../../../src/store/relationships/thunks";
import { fakeServer, type Routes } from "../../features/account/support";
import { rawAccount, reduceAll, testReducer } from "../factories";
import { mockStore, stateWith, types } from "../mockStore";

/** The two actions a thunk dispatched: pending, then its outcome. */
function recorded(store: {
  getActions(): unknown[];
}): [UnknownAction, UnknownAction] {
  const [pending, outcome] = store.getActions() as UnknownAction[];
  if (!pending || !outcome) throw new Error("expected pending and an outcome");
  return [pending, outcome];
}

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);

const BASE = "https://potluck.test";

function rawRelationship(id: string, over: Record<string, unknown> = {}) {
  return {
    id,
    following: false,
    followed_by: false,
    blocking: false,
    blocked_by: false,
    muting: false,
    muting_notifications: false,
    requested: false,
    domain_blocking: false,
    endorsed: false,
    notifying: false,
    showing_reblogs: true,
    note: "",
    ...over,
  };
}

/** The relationships fetch answered with these, as the store receives it. */
function known(...raws: Record<string, unknown>[]) {
  const parsed = raws.map((raw) => relationshipSchema.parse(raw));
  return {
    type: "relationships/fetch/fulfilled",
    payload: { ...normalizeRelationships(parsed), fetchedAt: 1 },
  };
}

function accountKnown(raw: Record<string, unknown>) {
  const { result, entities } = normalizeAccount(accountSchema.parse(raw));
  return fetchAccount.fulfilled({ result, entities, fetchedAt: 1 }, "acc", {
    id: result,
  });
}

/** A signed-in mock store over a fake server, for the order of actions. */
function memberStore(routes: Routes, state?: RootState) {
  const { fetch, calls } = fakeServer(routes);
  const client = new ApiClient({ baseUrl: BASE, fetch });
  const base =
    state ?? stateWith({}, { session: { accessToken: "t", me: "99" } });
  return { store: mockStore(base, client), calls };
}

const relationshipOf = (state: RootState, id: string) =>
  state.relationships.byId[id];

describe("optimistic relationship actions", () => {
  it("follow: pending shows Following at once, the server's answer settles it", async () => {
    const answer = rawRelationship("1", { following: true, notifying: true });
    const { store, calls } = memberStore({
      "POST /api/v1/accounts/1/follow": () => ({ body: answer }),
    });
    await store.dispatch(followAccount({ id: "1", notify: true }));
    expect(types(store)).toEqual([
      "relationships/follow/pending",
      "relationships/follow/fulfilled",
    ]);
    expect(calls[0]?.body).toEqual({ notify: true });

    const [pending, fulfilled] = recorded(store);
    const before = run([known(rawRelationship("1"))]);
    const optimistic = run([pending], before);
    expect(relationshipOf(optimistic, "1")).toMatchObject({
      following: true,
      notifying: true,
    });
    expect(optimistic.relationships.rollback).toHaveLength(1);
    const settled = run([fulfilled], optimistic);
    expect(relationshipOf(settled, "1")).toMatchObject({ following: true });
    expect(settled.relationships.rollback).toEqual([]);
  });

  it("follow: a refusal restores the relationship as it was", async () => {
    const { store } = memberStore({
      "POST /api/v1/accounts/1/follow": () => ({
        status: 422,
        body: { error: "Nope" },
      }),
    });
    await store.dispatch(followAccount({ id: "1" }));
    expect(types(store)).toEqual([
      "relationships/follow/pending",
      "relationships/follow/rejected",
    ]);
    const before = run([known(rawRelationship("1", { followed_by: true }))]);
    const [pending, rejected] = recorded(store);
    const optimistic = run([pending], before);
    expect(relationshipOf(optimistic, "1")?.following).toBe(true);
    const restored = run([rejected], optimistic);
    expect(relationshipOf(restored, "1")).toEqual(relationshipOf(before, "1"));
    expect(restored.relationships.rollback).toEqual([]);
  });

  it("follow of a locked account shows Requested (the pending action says it is locked)", async () => {
    const base = stateWith({}, { session: { accessToken: "t", me: "99" } });
    const state = run([accountKnown(rawAccount("1", { locked: true }))], base);
    const { store } = memberStore(
      {
        "POST /api/v1/accounts/1/follow": () => ({
          body: rawRelationship("1", { requested: true }),
        }),
      },
      state,
    );
    await store.dispatch(followAccount({ id: "1" }));
    const [pending] = recorded(store);
    expect(pending).toMatchObject({ meta: { locked: true } });
    const after = run([pending], state);
    expect(relationshipOf(after, "1")).toMatchObject({
      requested: true,
      following: false,
    });
  });

  it("follow of a followed account changes only its options", () => {
    const before = run([known(rawRelationship("1", { following: true }))]);
    const after = run(
      [
        followAccount.pending(
          "r",
          { id: "1", reblogs: false },
          { locked: true },
        ),
      ],
      before,
    );
    expect(relationshipOf(after, "1")).toMatchObject({
      following: true,
      requested: false,
      showing_reblogs: false,
    });
  });

  it("unfollow: Following goes at once and comes back on failure", async () => {
    const { store } = memberStore({
      "POST /api/v1/accounts/1/unfollow": () => ({
        status: 500,
        body: { error: "Oops" },
      }),
    });
    await store.dispatch(unfollowAccount({ id: "1" }));
    expect(types(store)).toEqual([
      "relationships/unfollow/pending",
      "relationships/unfollow/rejected",
    ]);
    const before = run([
      known(rawRelationship("1", { following: true, notifying: true })),
    ]);
    const [pending, rejected] = recorded(store);
    const optimistic = run([pending], before);
    expect(relationshipOf(optimistic, "1")).toMatchObject({
      following: false,
      notifying: false,
    });
    const restored = run([rejected], optimistic);
    expect(relationshipOf(restored, "1")).toMatchObject({
      following: true,
      notifying: true,
    });
  });

  it("block: ends following both ways at once; a failure restores both", async () => {
    const { store } = memberStore({
      "POST /api/v1/accounts/1/block": () => ({
        status: 403,
        body: { error: "Forbidden" },
      }),
    });
    await store.dispatch(blockAccount({ id: "1" }));
    const [pending, rejected] = recorded(store);
    const before = run([
      known(rawRelationship("1", { following: true, followed_by: true })),
    ]);
    const optimistic = run([pending], before);
    expect(relationshipOf(optimistic, "1")).toMatchObject({
      blocking: true,
      following: false,
      followed_by: false,
    });
    const restored = run([rejected], optimistic);
    expect(relationshipOf(restored, "1")).toMatchObject({
      blocking: false,
      following: true,
      followed_by: true,
    });
  });

  it("a refused change to an account with no relationship held leaves none", () => {
    const state = run([
      blockAccount.pending("r", { id: "7" }),
      blockAccount.rejected(
        null,
        "r",
        { id: "7" },
        { message: "x", status: 500 },
      ),
    ]);
    expect(relationshipOf(state, "7")).toBeUndefined();
  });

  it("an earlier failure under a later pending change keeps the later one, and its failure restores the first state", () => {
    const before = run([known(rawRelationship("1"))]);
    const follow = followAccount.pending("a", { id: "1" }, { locked: false });
    const unfollow = unfollowAccount.pending("b", { id: "1" });
    const failure = { message: "x", status: 500 };
    const both = run([follow, unfollow], before);
    expect(relationshipOf(both, "1")?.following).toBe(false);
    const firstFailed = run(
      [followAccount.rejected(null, "a", { id: "1" }, failure)],
      both,
    );
    expect(relationshipOf(firstFailed, "1")?.following).toBe(false);
    expect(firstFailed.relationships.rollback).toEqual([
      expect.objectContaining({ requestId: "b" }),
    ]);
    const allFailed = run(
      [unfollowAccount.rejected(null, "b", { id: "1" }, failure)],
      firstFailed,
    );
    expect(relationshipOf(allFailed, "1")).toEqual(relationshipOf(before, "1"));
  });

  it("mute sends notifications and duration, and shows muted at once", async () => {
    const { store, calls } = memberStore({
      "POST /api/v1/accounts/1/mute": () => ({
        body: rawRelationship("1", { muting: true }),
      }),
    });
    await store.dispatch(
      muteAccount({ id: "1", notifications: false, duration: 3600 }),
    );
    expect(calls[0]?.body).toEqual({
      notifications: false,
      duration: 3600,
      expires_in: 3600,
    });
    const [pending] = recorded(store);
    expect(relationshipOf(run([pending]), "1")).toMatchObject({
      muting: true,
      muting_notifications: false,
    });
  });

  it("a personal note is shown at once and sent as comment", async () => {
    const { store, calls } = memberStore({
      "POST /api/v1/accounts/1/note": () => ({
        body: rawRelationship("1", { note: "met at the market" }),
      }),
    });
    await store.dispatch(
      updateAccountNote({ id: "1", comment: "met at the market" }),
    );
    expect(calls[0]?.body).toEqual({ comment: "met at the market" });
    const [pending] = recorded(store);
    expect(relationshipOf(run([pending]), "1")?.note).toBe("met at the market");
  });

  it("signing out forgets the viewer's relationships and notifications", () => {
    const state = run([
      known(rawRelationship("1", { following: true })),
      unfollowAccount.pending("r", { id: "1" }),
      sessionEnded(),
    ]);
    expect(state.relationships).toEqual(initial.relationships);
    expect(state.notifications).toEqual(initial.notifications);
  });
});
