import type { UnknownAction } from "@reduxjs/toolkit";
import { ApiClient } from "../../../src/api/client";
import type { Features } from "../../../src/api/features";
import { notificationSchema } from "../../../src/api/schemas/notification";
import { markersReceived } from "../../../src/store/markers/slice";
import {
  normalizeNotification,
  normalizeNotifications,
} from "../../../src/store/notifications/normalize";
import {
  selectNotificationBadgeCount,
  selectNotifications,
} from "../../../src/store/notifications/selectors";
import {
  clearNotifications,
  dismissNotification,
  fetchNotifications,
  fetchUnreadNotificationCount,
} from "../../../src/store/notifications/thunks";
import type { RootState } from "../../../src/store/rootReducer";
import { fakeServer } from "../../features/account/support";
import {
  rawNotification,
  rawStatus,
  reduceAll,
  testReducer,
} from "../factories";
import { mockStore, stateWith, types } from "../mockStore";
import { notificationReceived } from "../../../src/store/events";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const failure = { message: "Nope", status: 500 };

/** Two likes of one post (one client group) and a follow. */
function listed() {
  const post = rawStatus("500");
  const items = [
    rawNotification("103", "follow"),
    rawNotification("102", "favourite", { status: post }),
    rawNotification("101", "favourite", { status: post }),
  ].map((raw) => notificationSchema.parse(raw));
  const { result, entities } = normalizeNotifications(items);
  return fetchNotifications.fulfilled(
    { grouped: false, more: false, result, entities, next: "x", fetchedAt: 1 },
    "list",
    undefined,
  );
}

const marker = (id: string) =>
  markersReceived({
    notifications: {
      last_read_id: id,
      version: 1,
      updated_at: null,
      unread_count: null,
    },
  });

function streamed(id: string) {
  const n = notificationSchema.parse(rawNotification(id, "follow"));
  return notificationReceived({ ...normalizeNotification(n), id: n.id });
}

function member(features: Partial<Features>, actions: UnknownAction[] = []) {
  return run(actions, stateWith(features, { session: initial.session }));
}

function store(
  state: RootState,
  routes: Parameters<typeof fakeServer>[0] = {},
) {
  const server = fakeServer(routes);
  const client = new ApiClient({
    baseUrl: "https://potluck.test",
    fetch: server.fetch,
  });
  const signedIn = {
    ...state,
    session: { ...state.session, accessToken: "t", me: "1" },
  };
  return { store: mockStore(signedIn, client), calls: server.calls };
}

const likesKey = (state: RootState) =>
  selectNotifications(state).order.find(
    (key) => selectNotifications(state).groups[key]?.type === "favourite",
  ) ?? "";

describe("dismissing one notification", () => {
  it("leaves the list at once and for good once the server agrees", () => {
    const before = run([listed()]);
    const key = likesKey(before);
    const pending = dismissNotification.pending("d", { key });
    const during = run([pending], before);
    expect(selectNotifications(during).order).not.toContain(key);
    const done = run(
      [dismissNotification.fulfilled({ key }, "d", { key })],
      during,
    );
    expect(selectNotifications(done).groups[key]).toBeUndefined();
    expect(selectNotifications(done).order).toHaveLength(1);
  });

  it("comes back in its place when the server refuses", () => {
    const before = run([listed()]);
    const key = likesKey(before);
    const after = run(
      [
        dismissNotification.pending("d", { key }),
        dismissNotification.rejected(null, "d", { key }, failure),
      ],
      before,
    );
    expect(selectNotifications(after).order).toEqual(
      selectNotifications(before).order,
    );
    expect(selectNotifications(after).parked).toEqual({});
  });

  it("sends the group's key where the server groups", async () => {
    const state = member({ groupedNotifications: true }, [listed()]);
    const { store: s, calls } = store(state, {
      "POST /api/v2/notifications/g1/dismiss": () => ({ body: {} }),
    });
    await s.dispatch(dismissNotification({ key: "g1" }));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      "POST /api/v2/notifications/g1/dismiss",
    ]);
    expect(types(s)).toEqual([
      "notifications/dismiss/pending",
      "notifications/dismiss/fulfilled",
    ]);
  });

  it("sends a client group's notifications in one call on Pleroma, else one call each", async () => {
    const pleroma = member({ notificationsDismissMultiple: true }, [listed()]);
    const one = store(pleroma, {
      "DELETE /api/v1/notifications/destroy_multiple": () => ({ body: {} }),
    });
    await one.store.dispatch(dismissNotification({ key: likesKey(pleroma) }));
    expect(one.calls.map((c) => `${c.method} ${c.url.search}`)).toEqual([
      "DELETE ?ids%5B%5D=102&ids%5B%5D=101",
    ]);

    const plain = member({}, [listed()]);
    const each = store(plain, {
      "POST /api/v1/notifications/102/dismiss": () => ({ body: {} }),
      "POST /api/v1/notifications/101/dismiss": () => ({ body: {} }),
    });
    await each.store.dispatch(dismissNotification({ key: likesKey(plain) }));
    expect(each.calls.map((c) => c.url.pathname).sort()).toEqual([
      "/api/v1/notifications/101/dismiss",
      "/api/v1/notifications/102/dismiss",
    ]);
  });
});

describe("clearing all notifications", () => {
  it("empties the list at once; a refusal brings it back", async () => {
    const before = run([listed()]);
    const { store: s, calls } = store(before, {
      "POST /api/v1/notifications/clear": () => ({ status: 500, body: {} }),
    });
    await s.dispatch(clearNotifications());
    expect(calls.map((c) => c.url.pathname)).toEqual([
      "/api/v1/notifications/clear",
    ]);
    const [pending, rejected] = s.getActions() as UnknownAction[];
    if (!pending || !rejected) throw new Error("expected two actions");
    const during = run([pending], before);
    expect(selectNotifications(during).order).toEqual([]);
    const undone = run([rejected], during);
    expect(selectNotifications(undone).order).toEqual(
      selectNotifications(before).order,
    );
  });

  it("once the server agrees, nothing is left to page to", () => {
    const after = run(
      [
        clearNotifications.pending("c", undefined),
        clearNotifications.fulfilled({}, "c", undefined),
      ],
      run([listed()]),
    );
    expect(selectNotifications(after).order).toEqual([]);
    expect(selectNotifications(after).groups).toEqual({});
    expect(selectNotifications(after).next).toBeNull();
  });
});

describe("the unread count", () => {
  it("is asked of v2 where the server groups, else of v1, where the server counts", async () => {
    const routes = {
      "GET /api/v2/notifications/unread_count": () => ({ body: { count: 4 } }),
      "GET /api/v1/notifications/unread_count": () => ({ body: { count: 9 } }),
    };
    const v2 = store(
      member({ groupedNotifications: true, notificationsGetUnreadCount: true }),
      routes,
    );
    await v2.store.dispatch(fetchUnreadNotificationCount());
    const v1 = store(member({ notificationsGetUnreadCount: true }), routes);
    await v1.store.dispatch(fetchUnreadNotificationCount());
    const none = store(member({ groupedNotifications: true }), routes);
    await none.store.dispatch(fetchUnreadNotificationCount());
    expect([...v2.calls, ...v1.calls].map((c) => c.url.pathname)).toEqual([
      "/api/v2/notifications/unread_count",
      "/api/v1/notifications/unread_count",
    ]);
    expect(none.calls).toEqual([]);
  });

  it("shows the server's count while the marker stays where it was counted from", () => {
    const counted = fetchUnreadNotificationCount.fulfilled(
      { count: 57, lastReadId: "100" },
      "u",
      undefined,
    );
    const state = run([marker("100"), listed(), counted]);
    // The list holds only three rows; the server knows of more.
    expect(selectNotificationBadgeCount(state)).toBe(57);
    // Read elsewhere: the marker moved, the list's own count stands in.
    const moved = run([marker("103")], state);
    expect(selectNotificationBadgeCount(moved)).toBe(0);
  });

  it("counts streamed notifications and drops dismissed ones until it is asked again", () => {
    const counted = fetchUnreadNotificationCount.fulfilled(
      { count: 5, lastReadId: "100" },
      "u",
      undefined,
    );
    const before = run([marker("100"), listed(), counted]);
    const more = run([streamed("104"), streamed("104")], before);
    expect(selectNotificationBadgeCount(more)).toBe(6);
    const key = likesKey(more);
    const dismissed = run(
      [
        dismissNotification.pending("d", { key }),
        dismissNotification.fulfilled({ key }, "d", { key }),
      ],
      more,
    );
    // The two likes of the client-built group were unread.
    expect(selectNotificationBadgeCount(dismissed)).toBe(4);
    expect(selectNotifications(dismissed).unread?.stale).toBe(true);
    const cleared = run([clearNotifications.pending("c", undefined)], more);
    expect(selectNotificationBadgeCount(cleared)).toBe(0);
  });
});
