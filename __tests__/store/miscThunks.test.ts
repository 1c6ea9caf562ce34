import { fetchStatusContext } from "../../src/store/contexts/thunks";
import { fetchDirectory } from "../../src/store/directory/thunks";
import { fetchInstance } from "../../src/store/instance/thunks";
import { fetchMarkers } from "../../src/store/markers/thunks";
import { fetchNotifications } from "../../src/store/notifications/thunks";
import { fetchSearch } from "../../src/store/search/thunks";
import {
  fetchStatus,
  fetchStatusHistory,
} from "../../src/store/statuses/thunks";
import { fetchTopics } from "../../src/store/topics/thunks";
import {
  fakeClient,
  rawAccount,
  rawNotification,
  rawStatus,
  sid,
} from "./factories";
import { mockStore, payloadAt, stateWith, types } from "./mockStore";
import { selectNotifications } from "../../src/store/notifications/selectors";

describe("instance", () => {
  it("falls back from v2 to v1", async () => {
    const { client, calls } = fakeClient({
      "/api/v2/instance": () => ({ status: 404, body: {} }),
      "/api/v1/instance": () => ({
        body: { uri: "example.social", title: "Example", version: "4.0.0" },
      }),
    });
    const store = mockStore(stateWith(), client);
    await store.dispatch(fetchInstance());
    expect(calls.map((c) => c.pathname)).toEqual([
      "/api/v2/instance",
      "/api/v1/instance",
    ]);
    expect(payloadAt(store)).toHaveProperty(
      "fetched.instance.title",
      "Example",
    );
  });

  it("never rejects: without a server the default instance stays, with the reason", async () => {
    const { client } = fakeClient({});
    const store = mockStore(stateWith(), client);
    await store.dispatch(fetchInstance());
    expect(types(store)).toEqual([
      "instance/fetch/pending",
      "instance/fetch/fulfilled",
    ]);
    expect(payloadAt(store)).toMatchObject({
      fetched: null,
      error: "Not found",
    });
  });
});

describe("statuses", () => {
  it("fetchStatus skips fresh data", async () => {
    const { client, calls } = fakeClient({
      [`/api/v1/statuses/${sid(1)}`]: () => ({ body: rawStatus(sid(1)) }),
    });
    await mockStore(stateWith(), client).dispatch(fetchStatus({ id: sid(1) }));
    const base = stateWith();
    const fresh = {
      ...base,
      statuses: { ...base.statuses, fetchedAt: { [sid(1)]: Date.now() } },
    };
    await mockStore(fresh, client).dispatch(fetchStatus({ id: sid(1) }));
    expect(calls).toHaveLength(1);
  });

  it("fetchStatusContext passes the focus's parent when it is held", async () => {
    const { client } = fakeClient({
      [`/api/v1/statuses/${sid(2)}/context`]: () => ({
        body: {
          ancestors: [rawStatus(sid(1))],
          descendants: [rawStatus(sid(3), { in_reply_to_id: sid(2) })],
        },
      }),
    });
    const store = mockStore(stateWith(), client);
    await store.dispatch(fetchStatusContext({ id: sid(2) }));
    expect(payloadAt(store)).toMatchObject({
      id: sid(2),
      ancestors: [sid(1)],
      descendants: [sid(3)],
      focusParent: undefined,
    });
  });
});

describe("notifications", () => {
  it("uses server grouping where the server has it", async () => {
    const { client, calls } = fakeClient({
      "/api/v2/notifications": () => ({
        body: { accounts: [], statuses: [], notification_groups: [] },
      }),
    });
    const store = mockStore(stateWith({ groupedNotifications: true }), client);
    await store.dispatch(fetchNotifications());
    expect(calls[0]?.pathname).toBe("/api/v2/notifications");
    expect(payloadAt(store)).toHaveProperty("grouped", true);
  });

  it("else fetches single notifications for the slice to group", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/notifications": () => ({
        body: [rawNotification("5", "follow"), { id: "6", type: "mystery" }],
      }),
    });
    const store = mockStore(stateWith({ groupedNotifications: false }), client);
    await store.dispatch(fetchNotifications());
    expect(calls[0]?.search).toBe("?limit=40");
    expect(payloadAt(store)).toMatchObject({
      grouped: false,
      result: ["5"],
    });
  });

  it("refetches a fresh list when the server merged notifications", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/notifications": () => ({ body: [] }),
    });
    const base = stateWith({ groupedNotifications: false });
    const fresh = {
      ...base,
      notifications: { ...selectNotifications(base), fetchedAt: Date.now() },
    };
    await mockStore(fresh, client).dispatch(fetchNotifications());
    await mockStore(
      {
        ...fresh,
        notifications: { ...selectNotifications(fresh), stale: true },
      },
      client,
    ).dispatch(fetchNotifications());
    expect(calls).toHaveLength(1);
  });
});

describe("directory, search and topics", () => {
  it("the directory needs the extended API and pages by the accounts loaded", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/directory": () => ({ body: [] }),
    });
    const query = { order: "active", local: true } as const;
    await mockStore(stateWith({ directory: false }), client).dispatch(
      fetchDirectory({ query }),
    );
    expect(calls).toEqual([]);
    const base = stateWith({ directory: true });
    const loaded = {
      ...base,
      directory: {
        "active:local": {
          items: ["1", "2", "3"],
          hasMore: true,
          isLoading: false,
          error: null,
          fetchedAt: 1,
        },
      },
    };
    const store = mockStore(loaded, client);
    await store.dispatch(fetchDirectory({ query, more: true }));
    expect(calls[0]?.search).toBe("?order=active&local=true&offset=3&limit=20");
    expect(payloadAt(store)).toHaveProperty("hasMore", false);
  });

  it("search runs only for a non-empty trimmed query and pages by items loaded", async () => {
    const { client, calls } = fakeClient({
      "/api/v2/search": () => ({
        body: {
          accounts: [rawAccount("1")],
          statuses: [],
          hashtags: ["bread"],
        },
      }),
    });
    await mockStore(stateWith(), client).dispatch(fetchSearch({ q: "   " }));
    expect(calls).toEqual([]);
    const store = mockStore(stateWith(), client);
    await store.dispatch(fetchSearch({ q: " bread " }));
    expect(calls[0]?.search).toBe("?q=bread&offset=0&limit=20&resolve=true");
    expect(payloadAt(store)).toMatchObject({
      result: { accounts: ["1"], hashtags: [{ name: "bread" }] },
    });
    const base = stateWith();
    const more = {
      ...base,
      search: {
        ...base.search,
        query: "bread",
        results: { ...base.search.results, accounts: ["1", "2"] },
        hasMore: { ...base.search.hasMore, accounts: true },
      },
    };
    await mockStore(more, client).dispatch(
      fetchSearch({ q: "bread", type: "accounts", more: true }),
    );
    expect(calls[1]?.search).toBe(
      "?q=bread&type=accounts&offset=2&limit=20&resolve=false",
    );
  });

  it("topics need the extended API; an account's or the server's", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/pleroma/accounts/7/hashtags": () => ({
        body: [{ name: "#bread", use_count: 3 }, { name: "" }],
      }),
    });
    await mockStore(stateWith({ topics: false }), client).dispatch(
      fetchTopics({ accountId: "7" }),
    );
    expect(calls).toEqual([]);
    const store = mockStore(stateWith({ topics: true }), client);
    await store.dispatch(fetchTopics({ accountId: "7" }));
    expect(calls[0]?.search).toBe("?limit=20");
    expect(payloadAt(store)).toHaveProperty("items", [
      { name: "bread", preferred_name: "bread", use_count: 3 },
    ]);
  });

  it("markers need a session and the feature", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/markers": () => ({
        body: {
          home: {
            last_read_id: "1",
            version: 1,
            updated_at: "2024-01-01T00:00:00Z",
          },
        },
      }),
    });
    await mockStore(stateWith({ markers: true }), client).dispatch(
      fetchMarkers(),
    );
    expect(calls).toEqual([]);
    const store = mockStore(
      stateWith({ markers: true }, { session: { accessToken: "t", me: "1" } }),
      client,
    );
    await store.dispatch(fetchMarkers());
    expect(calls[0]?.search).toBe(
      "?timeline%5B%5D=home&timeline%5B%5D=notifications",
    );
    expect(types(store)).toEqual([
      "markers/fetch/pending",
      "markers/fetch/fulfilled",
    ]);
  });
});

describe("status history", () => {
  it("revisions keep their order and carry account_id", async () => {
    const edit = (content: string) => ({
      content,
      created_at: "2024-01-01T00:00:00Z",
      account: rawAccount("3"),
    });
    const { client } = fakeClient({
      [`/api/v1/statuses/${sid(1)}/history`]: () => ({
        body: [edit("a"), edit("b")],
      }),
    });
    const store = mockStore(stateWith(), client);
    await store.dispatch(fetchStatusHistory({ id: sid(1) }));
    expect(payloadAt(store)).toMatchObject({
      id: sid(1),
      result: [
        { content: "a", account_id: "3" },
        { content: "b", account_id: "3" },
      ],
      entities: { accounts: { "3": { acct: "user3" } } },
    });
  });
});
