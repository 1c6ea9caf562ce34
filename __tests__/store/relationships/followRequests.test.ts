import type { UnknownAction } from "@reduxjs/toolkit";
import { ApiClient } from "../../../src/api/client";
import { notificationSchema } from "../../../src/api/schemas/notification";
import { relationshipSchema } from "../../../src/api/schemas/relationship";
import {
  normalizeAccounts,
  normalizeRelationships,
} from "../../../src/store/normalize";
import { normalizeNotifications } from "../../../src/store/notifications/normalize";
import type { RootState } from "../../../src/store/rootReducer";
import { fetchNotifications } from "../../../src/store/notifications/thunks";
import {
  authorizeFollowRequest,
  fetchFollowRequests,
  rejectFollowRequest,
} from "../../../src/store/relationships/thunks";
import { accountSchema } from "../../../src/api/schemas/account";
import { fakeServer } from "../../features/account/support";
import {
  rawAccount,
  rawNotification,
  reduceAll,
  testReducer,
} from "../factories";
import { mockStore, stateWith, types } from "../mockStore";
import { selectNotifications } from "../../../src/store/notifications/selectors";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const failure = { message: "Record not found", status: 404 };

function requestsListed(ids: string[], more = false) {
  const { result, entities } = normalizeAccounts(
    ids.map((id) => accountSchema.parse(rawAccount(id))),
  );
  return fetchFollowRequests.fulfilled(
    { more, result, entities, next: null, fetchedAt: 1 },
    "list",
    { more },
  );
}

function notificationsListed(raws: unknown[]) {
  const items = raws.map((raw) => notificationSchema.parse(raw));
  const { result, entities } = normalizeNotifications(items);
  return fetchNotifications.fulfilled(
    { grouped: false, more: false, result, entities, next: null, fetchedAt: 1 },
    "page",
    undefined,
  );
}

function answered(id: string, over: Record<string, unknown>) {
  const relationship = relationshipSchema.parse({ id, ...over });
  return { ...normalizeRelationships([relationship]), fetchedAt: 2 };
}

/** Two requests (from 71 and 72) listed, with their follow_request notifications. */
const listed = () =>
  run([
    requestsListed(["71", "72"]),
    notificationsListed([
      rawNotification("12", "follow_request", { account: rawAccount("72") }),
      rawNotification("11", "follow_request", { account: rawAccount("71") }),
      rawNotification("10", "follow"),
    ]),
  ]);

const groupTypes = (state: RootState) =>
  selectNotifications(state).order.map(
    (key) => selectNotifications(state).groups[key]?.type,
  );

describe("follow requests", () => {
  it("lists the requesting accounts; the next page is appended", async () => {
    const { fetch, calls } = fakeServer({
      "GET /api/v1/follow_requests": () => ({ body: [rawAccount("71")] }),
    });
    const store = mockStore(
      stateWith({}, { session: { accessToken: "t", me: "1" } }),
      new ApiClient({ baseUrl: "https://potluck.test", fetch }),
    );
    await store.dispatch(fetchFollowRequests());
    expect(calls[0]?.url.search).toBe("?limit=40");
    expect(types(store)).toEqual([
      "relationships/fetchFollowRequests/pending",
      "relationships/fetchFollowRequests/fulfilled",
    ]);
    const state = run([
      requestsListed(["71"]),
      requestsListed(["72", "71"], true),
    ]);
    expect(state.relationships.followRequests.ids).toEqual(["71", "72"]);
  });

  it("accepting takes the request out of the list and the notifications at once", async () => {
    const { fetch, calls } = fakeServer({
      "POST /api/v1/follow_requests/71/authorize": () => ({
        body: { id: "71", followed_by: true },
      }),
    });
    const store = mockStore(
      stateWith({}, { session: { accessToken: "t", me: "1" } }),
      new ApiClient({ baseUrl: "https://potluck.test", fetch }),
    );
    await store.dispatch(authorizeFollowRequest({ id: "71" }));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      "POST /api/v1/follow_requests/71/authorize",
    ]);
    expect(types(store)).toEqual([
      "relationships/authorizeFollowRequest/pending",
      "relationships/authorizeFollowRequest/fulfilled",
    ]);

    const before = listed();
    expect(groupTypes(before)).toEqual([
      "follow_request",
      "follow_request",
      "follow",
    ]);
    const pending = run(
      [authorizeFollowRequest.pending("a", { id: "71" })],
      before,
    );
    expect(pending.relationships.followRequests.ids).toEqual(["72"]);
    expect(groupTypes(pending)).toEqual(["follow_request", "follow"]);
    expect(pending.relationships.byId["71"]?.followed_by).toBe(true);

    const done = run(
      [
        authorizeFollowRequest.fulfilled(
          answered("71", { followed_by: true }),
          "a",
          { id: "71" },
        ),
      ],
      pending,
    );
    expect(groupTypes(done)).toEqual(["follow_request", "follow"]);
    expect(selectNotifications(done).byId["11"]).toBeUndefined();
    expect(selectNotifications(done).parked).toEqual({});
    expect(done.relationships.followRequests.answering).toEqual([]);
  });

  it("a refused rejection puts the request back where it was, in both lists", () => {
    const before = listed();
    const after = run(
      [
        rejectFollowRequest.pending("r", { id: "71" }),
        rejectFollowRequest.rejected(null, "r", { id: "71" }, failure),
      ],
      before,
    );
    expect(after.relationships.followRequests.ids).toEqual(["71", "72"]);
    expect(selectNotifications(after).order).toEqual(
      selectNotifications(before).order,
    );
    expect(after.relationships.byId["71"]).toBeUndefined();
  });
});
