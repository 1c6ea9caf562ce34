import { sessionStarted } from "../../../src/store/events";
import { createAppStore } from "../../../src/store/index";
import { noticeDismissed } from "../../../src/store/notices/slice";
import { fetchAccountByAcct } from "../../../src/store/accounts/thunks";
import { fetchInstance } from "../../../src/store/instance/thunks";
import { fetchMarkers } from "../../../src/store/markers/thunks";
import { fetchNotificationPolicy } from "../../../src/store/notifications/thunks";
import { followAccount } from "../../../src/store/relationships/thunks";
import { fetchStatus } from "../../../src/store/statuses/thunks";
import {
  backfillTimeline,
  fetchTimeline,
} from "../../../src/store/timelines/thunks";
import { fakeClient } from "../factories";

function rejected(meta: Record<string, unknown>) {
  return {
    type: "relationships/follow/rejected",
    payload: { message: "Bad gateway", status: 502 },
    error: { message: "Rejected" },
    meta: {
      requestId: `r${String(Math.random())}`,
      requestStatus: "rejected" as const,
      aborted: false,
      condition: false,
      rejectedWithValue: true,
      arg: { id: "1" },
      ...meta,
    },
  };
}

describe("the errors middleware", () => {
  const { client } = fakeClient({
    "/api/v1/timelines/home": () => ({
      status: 502,
      body: { error: "Bad gateway" },
    }),
    "/api/v1/accounts/1/follow": () => ({
      status: 502,
      body: { error: "Bad gateway" },
    }),
  });

  it("turns a rejection not marked silent into a serialisable notice, once", async () => {
    const store = createAppStore({ client });
    await store.dispatch(followAccount({ id: "1" }));
    const [notice] = store.getState().notices.items;
    expect(notice).toMatchObject({
      kind: "error",
      message: "Bad gateway",
      status: 502,
      source: "relationships/follow",
    });
    store.dispatch(noticeDismissed({ id: notice?.id ?? "" }));
    expect(store.getState().notices.items).toEqual([]);
  });

  it("says nothing of an answer meant for the account in use before a switch", () => {
    const store = createAppStore({ client });
    const stale = rejected({});
    store.dispatch({
      ...stale,
      payload: { message: "switched", status: null, kind: "stale" },
    });
    expect(store.getState().notices.items).toEqual([]);
    store.dispatch(rejected({}));
    expect(store.getState().notices.items).toHaveLength(1);
  });

  it("toasts only rejections without meta.silent, and no aborted request", () => {
    const store = createAppStore({ client });
    store.dispatch(rejected({ silent: true }));
    store.dispatch(rejected({ silent: false, aborted: true }));
    expect(store.getState().notices.items).toEqual([]);
    store.dispatch(rejected({ silent: false }));
    // A thunk that threw rather than rejecting with a value is a bug to show.
    store.dispatch(rejected({ rejectedWithValue: false }));
    expect(store.getState().notices.items).toHaveLength(2);
  });

  it("keeps a screen's first page, shown in place, and background work out of the toasts", async () => {
    const store = createAppStore({ client });
    await store.dispatch(fetchTimeline({ key: "home" }));
    expect(store.getState().timelines.home?.error).toEqual({
      message: "Bad gateway",
      status: 502,
    });
    await store.dispatch(backfillTimeline({ key: "home" }));
    const pending = store.dispatch(fetchTimeline({ key: "public" }));
    pending.abort();
    await pending;
    expect(store.getState().notices.items).toEqual([]);
  });

  it("leaves a profile or post that could not be loaded to the screen that shows it", async () => {
    const { client: server } = fakeClient({
      "/api/v1/accounts/lookup": (url) =>
        url.searchParams.get("acct") === "nobody"
          ? { status: 404, body: { error: "Record not found" } }
          : { status: 500, body: { error: "Oops" } },
      "/api/v1/statuses/9": () => ({
        status: 404,
        body: { error: "Record not found" },
      }),
    });
    const store = createAppStore({ client: server });
    await store.dispatch(fetchAccountByAcct({ acct: "nobody" }));
    await store.dispatch(fetchAccountByAcct({ acct: "alice" }));
    await store.dispatch(fetchStatus({ id: "9" }));
    expect(store.getState().notices.items).toEqual([]);
  });

  it("keeps at most 20 notices", () => {
    const store = createAppStore({ client });
    for (let i = 0; i < 25; i += 1) store.dispatch(rejected({ silent: false }));
    expect(store.getState().notices.items).toHaveLength(20);
  });
});

describe("an optional call the server does not have", () => {
  /** A member on Mastodon 4.3, which advertises the policy and markers. */
  const signedIn = async (routes: Parameters<typeof fakeClient>[0]) => {
    const server = fakeClient({
      "/api/v2/instance": () => ({
        body: {
          domain: "example.social",
          title: "Example",
          version: "4.3.0",
          api_versions: { mastodon: 2 },
        },
      }),
      ...routes,
    });
    server.client.accessToken = "token";
    const store = createAppStore({ client: server.client });
    await store.dispatch(fetchInstance());
    store.dispatch(sessionStarted({ accessToken: "token" }));
    return { ...server, store };
  };

  it.each([404, 501])(
    "answered %i, turns its feature off for the session, without a notice or a second request",
    async (status) => {
      const { store, calls } = await signedIn({
        "/api/v2/notifications/policy": () => ({
          status,
          body: { error: "Record not found" },
        }),
      });
      expect(store.getState().instance.features.notificationsPolicy).toBe(true);
      await store.dispatch(fetchNotificationPolicy());
      await store.dispatch(fetchNotificationPolicy());
      expect(store.getState().instance.features.notificationsPolicy).toBe(
        false,
      );
      expect(store.getState().notices.items).toEqual([]);
      expect(
        calls.filter((c) => c.pathname === "/api/v2/notifications/policy"),
      ).toHaveLength(1);
    },
  );

  it("answered otherwise, stays on and says nothing (the feature is optional)", async () => {
    const { store } = await signedIn({
      "/api/v1/markers": () => ({ status: 503, body: { error: "Busy" } }),
    });
    await store.dispatch(fetchMarkers());
    expect(store.getState().instance.features.markers).toBe(true);
    expect(store.getState().notices.items).toEqual([]);
  });
});
