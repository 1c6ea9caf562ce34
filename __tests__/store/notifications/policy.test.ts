import type { UnknownAction } from "@reduxjs/toolkit";
import { ApiClient } from "../../../src/api/client";
import { notificationPolicySchema } from "../../../src/api/schemas/notificationPolicy";
import { notificationRequestSchema } from "../../../src/api/schemas/notificationPolicy";
import { normalizeNotificationRequests } from "../../../src/store/notifications/normalize";
import type { RootState } from "../../../src/store/rootReducer";
import {
  acceptNotificationRequest,
  dismissNotificationRequest,
  fetchNotificationPolicy,
  fetchNotificationRequests,
  updateNotificationPolicy,
} from "../../../src/store/notifications/thunks";
import { fakeServer } from "../../features/account/support";
import { rawAccount, rawStatus, reduceAll, testReducer } from "../factories";
import { mockStore, stateWith, types } from "../mockStore";
import { selectNotifications } from "../../../src/store/notifications/selectors";

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
const failure = { message: "Nope", status: 500 };

const policy = notificationPolicySchema.parse({
  for_not_following: "accept",
  for_not_followers: "accept",
  for_new_accounts: "accept",
  for_private_mentions: "filter",
  for_limited_accounts: "filter",
  summary: { pending_requests_count: 2, pending_notifications_count: 5 },
});

const policyKnown = fetchNotificationPolicy.fulfilled(
  { policy },
  "p",
  undefined,
);

function requestsListed() {
  const raws = [
    { id: "r1", account: rawAccount("61"), notifications_count: "3" },
    {
      id: "r2",
      account: rawAccount("62"),
      notifications_count: 2,
      last_status: rawStatus("800"),
    },
  ].map((raw) =>
    notificationRequestSchema.parse({
      created_at: "2024-01-01T00:00:00.000Z",
      ...raw,
    }),
  );
  const { result, entities } = normalizeNotificationRequests(raws);
  return fetchNotificationRequests.fulfilled(
    { more: false, result, entities, next: null },
    "list",
    undefined,
  );
}

const memberState = () =>
  stateWith(
    { notificationsPolicy: true },
    { session: { accessToken: "t", me: "1" } },
  );

describe("notification policy", () => {
  it("is asked for only where the server has it, by a member", async () => {
    const { fetch, calls } = fakeServer({
      "GET /api/v2/notifications/policy": () => ({ body: policy }),
    });
    const client = new ApiClient({ baseUrl: "https://potluck.test", fetch });
    await mockStore(stateWith({ notificationsPolicy: false }), client).dispatch(
      fetchNotificationPolicy(),
    );
    expect(calls).toEqual([]);
    const store = mockStore(memberState(), client);
    await store.dispatch(fetchNotificationPolicy());
    expect(types(store)).toEqual([
      "notifications/fetchPolicy/pending",
      "notifications/fetchPolicy/fulfilled",
    ]);
  });

  it("a change shows at once, is sent as a PATCH and is undone when refused", async () => {
    const { fetch, calls } = fakeServer({
      "PATCH /api/v2/notifications/policy": () => ({
        status: 422,
        body: { error: "Nope" },
      }),
    });
    const store = mockStore(
      memberState(),
      new ApiClient({ baseUrl: "https://potluck.test", fetch }),
    );
    await store.dispatch(
      updateNotificationPolicy({ for_new_accounts: "drop" }),
    );
    expect(calls[0]?.body).toEqual({ for_new_accounts: "drop" });
    const [pending, rejected] = recorded(store);
    const changed = run([policyKnown, pending]);
    expect(selectNotifications(changed).policy?.for_new_accounts).toBe("drop");
    const undone = run([rejected], changed);
    expect(selectNotifications(undone).policy).toEqual(policy);
    expect(selectNotifications(undone).policyRollback).toEqual([]);
  });

  it("an answer under a later pending change keeps the later change on screen", () => {
    const answer = { ...policy, for_new_accounts: "drop" as const };
    const state = run([
      policyKnown,
      updateNotificationPolicy.pending("a", { for_new_accounts: "drop" }),
      updateNotificationPolicy.pending("b", { for_not_following: "filter" }),
      updateNotificationPolicy.fulfilled({ policy: answer }, "a", {
        for_new_accounts: "drop",
      }),
    ]);
    expect(selectNotifications(state).policy).toMatchObject({
      for_new_accounts: "drop",
      for_not_following: "filter",
    });
    const undone = run(
      [
        updateNotificationPolicy.rejected(
          null,
          "b",
          { for_not_following: "filter" },
          failure,
        ),
      ],
      state,
    );
    expect(selectNotifications(undone).policy).toEqual(answer);
  });
});

describe("filtered notification requests", () => {
  it("are stored with ids for their accounts and last posts", () => {
    const state = run([requestsListed()]);
    expect(selectNotifications(state).requests.items).toEqual([
      expect.objectContaining({
        id: "r1",
        account_id: "61",
        notifications_count: 3,
        last_status_id: null,
      }),
      expect.objectContaining({ id: "r2", last_status_id: "800" }),
    ]);
    expect(state.accounts.byId["61"]).toBeDefined();
    expect(state.statuses.byId["800"]).toBeDefined();
  });

  it("accepting leaves the list and the summary at once; the list is fetched again after", async () => {
    const { fetch, calls } = fakeServer({
      "POST /api/v1/notifications/requests/r1/accept": () => ({ body: {} }),
    });
    const store = mockStore(
      memberState(),
      new ApiClient({ baseUrl: "https://potluck.test", fetch }),
    );
    await store.dispatch(acceptNotificationRequest({ id: "r1" }));
    expect(calls.map((c) => c.method)).toEqual(["POST"]);
    const [pending, fulfilled] = recorded(store);
    const before = run([policyKnown, requestsListed()]);
    const after = run([pending], before);
    expect(selectNotifications(after).requests.items.map((r) => r.id)).toEqual([
      "r2",
    ]);
    expect(selectNotifications(after).policy?.summary).toEqual({
      pending_requests_count: 1,
      pending_notifications_count: 2,
    });
    const done = run([fulfilled], after);
    expect(selectNotifications(done).stale).toBe(true);
    expect(selectNotifications(done).requests.answering).toEqual([]);
  });

  it("a refused dismissal puts the request and the counts back", () => {
    const before = run([policyKnown, requestsListed()]);
    const after = run(
      [
        dismissNotificationRequest.pending("d", { id: "r1" }),
        dismissNotificationRequest.rejected(null, "d", { id: "r1" }, failure),
      ],
      before,
    );
    expect(selectNotifications(after).requests.items).toEqual(
      selectNotifications(before).requests.items,
    );
    expect(selectNotifications(after).policy).toEqual(policy);
    expect(selectNotifications(after).stale).toBe(false);
  });
});
