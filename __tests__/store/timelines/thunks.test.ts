import { emptyTimeline } from "../../../src/store/timelines/slice";
import {
  backfillTimeline,
  BACKFILL_MAX_PAGES,
  BACKFILL_PAGE_SIZE,
  fetchTimeline,
  loadGap,
} from "../../../src/store/timelines/thunks";
import { fakeClient, rawStatus, sid } from "../factories";
import { mockStore, payloadAt, stateWith, types } from "../mockStore";

function statuses(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => rawStatus(sid(from - i)));
}

const withTimeline = (
  key: string,
  patch: Partial<ReturnType<typeof emptyTimeline>>,
) => stateWith({}, { timelines: { [key]: { ...emptyTimeline(), ...patch } } });

describe("fetchTimeline", () => {
  it("dispatches pending then one fulfilled action carrying ids, entities and cursors", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/timelines/public": () => ({
        body: statuses(10, 2),
        link: '<https://example.social/api/v1/timelines/public?max_id=9>; rel="next"',
      }),
    });
    const store = mockStore(stateWith(), client);
    await store.dispatch(fetchTimeline({ key: "public:local" }));
    expect(types(store)).toEqual([
      "timelines/fetch/pending",
      "timelines/fetch/fulfilled",
    ]);
    expect(calls[0]?.search).toBe("?local=true&limit=20");
    expect(payloadAt(store)).toMatchObject({
      key: "public:local",
      result: [sid(10), sid(9)],
      next: "https://example.social/api/v1/timelines/public?max_id=9",
      more: false,
    });
    expect(payloadAt(store)).toHaveProperty(["entities", "statuses", sid(9)]);
  });

  it.each([
    [
      "hashtag:local:potluck",
      "/api/v1/timelines/tag/potluck",
      "?local=true&limit=20",
    ],
    ["list:12", "/api/v1/timelines/list/12", "?limit=20"],
    [
      "account:7:media",
      "/api/v1/accounts/7/statuses",
      "?only_media=true&exclude_reblogs=true&limit=20",
    ],
    [
      "account:7:posts",
      "/api/v1/accounts/7/statuses",
      "?exclude_replies=true&limit=20",
    ],
    [
      "account:7:tag:bread",
      "/api/v1/accounts/7/statuses",
      "?tagged=bread&limit=20",
    ],
    ["quotes:55", "/api/v1/pleroma/statuses/55/quotes", "?limit=20"],
  ])("%s is fetched from %s", async (key, path, search) => {
    const { client, calls } = fakeClient({ [path]: () => ({ body: [] }) });
    await mockStore(stateWith(), client).dispatch(fetchTimeline({ key }));
    expect(calls[0]?.pathname).toBe(path);
    expect(calls[0]?.search).toBe(search);
  });

  it("pages on with the Link cursor, or below a cut window by max_id", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => ({ body: [] }),
    });
    await mockStore(
      withTimeline("home", {
        items: [sid(5)],
        next: "https://example.social/api/v1/timelines/home?max_id=5",
      }),
      client,
    ).dispatch(fetchTimeline({ key: "home", more: true }));
    await mockStore(
      withTimeline("home", { items: [sid(5)], olderThan: sid(5) }),
      client,
    ).dispatch(fetchTimeline({ key: "home", more: true }));
    expect(calls.map((c) => c.search)).toEqual([
      "?max_id=5",
      `?max_id=${sid(5)}&limit=20`,
    ]);
  });

  it("skips fresh data, a page already loading, and paging past the end", async () => {
    const { client, calls } = fakeClient({});
    const fresh = mockStore(
      withTimeline("home", { fetchedAt: Date.now() }),
      client,
    );
    await fresh.dispatch(fetchTimeline({ key: "home" }));
    const loading = mockStore(
      withTimeline("home", { isLoading: true }),
      client,
    );
    await loading.dispatch(fetchTimeline({ key: "home", more: true }));
    const ended = mockStore(withTimeline("home", { items: [sid(1)] }), client);
    await ended.dispatch(fetchTimeline({ key: "home", more: true }));
    expect([...types(fresh), ...types(loading), ...types(ended)]).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("refetches stale data and rejects with a serialisable failure", async () => {
    const { client } = fakeClient({
      "/api/v1/timelines/home": () => ({
        status: 503,
        body: { error: "Down for maintenance" },
      }),
    });
    const store = mockStore(
      withTimeline("home", { fetchedAt: Date.now() - 61_000 }),
      client,
    );
    await store.dispatch(fetchTimeline({ key: "home" }));
    expect(types(store)).toEqual([
      "timelines/fetch/pending",
      "timelines/fetch/rejected",
    ]);
    expect(payloadAt(store)).toEqual({
      message: "Down for maintenance",
      status: 503,
    });
  });
});

describe("backfillTimeline", () => {
  it("fetches everything newer than the newest held post, page by page", async () => {
    const pages = [statuses(200, BACKFILL_PAGE_SIZE), statuses(160, 3)];
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => ({ body: pages.shift() ?? [] }),
    });
    const store = mockStore(
      withTimeline("home", {
        items: [sid(100)],
        pending: [sid(150)],
        fetchedAt: 1,
      }),
      client,
    );
    await store.dispatch(backfillTimeline({ key: "home" }));
    expect(calls.map((c) => c.searchParams.get("since_id"))).toEqual([
      sid(150),
      sid(150),
    ]);
    expect(calls[1]?.searchParams.get("max_id")).toBe(sid(161));
    const payload = payloadAt(store);
    expect(payload).toMatchObject({
      since: sid(150),
      connected: true,
      added: 43,
    });
  });

  it("stops after the bound and says the result is not connected", async () => {
    let n = 10_000;
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => {
        n -= BACKFILL_PAGE_SIZE;
        return { body: statuses(n, BACKFILL_PAGE_SIZE) };
      },
    });
    const store = mockStore(
      withTimeline("home", { items: [sid(1)], fetchedAt: 1 }),
      client,
    );
    await store.dispatch(backfillTimeline({ key: "home" }));
    expect(calls).toHaveLength(BACKFILL_MAX_PAGES);
    expect(payloadAt(store)).toHaveProperty("connected", false);
  });

  it("leaves a timeline that is loading or was never loaded to its load", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => ({ body: statuses(10, 2) }),
    });
    await mockStore(
      withTimeline("home", { isLoading: true, fetchedAt: 1 }),
      client,
    ).dispatch(backfillTimeline({ key: "home" }));
    await mockStore(withTimeline("home", {}), client).dispatch(
      backfillTimeline({ key: "home" }),
    );
    await mockStore(stateWith(), client).dispatch(
      backfillTimeline({ key: "home" }),
    );
    expect(calls).toHaveLength(0);
  });

  it("does not run twice at once", async () => {
    const { client, calls } = fakeClient({});
    await mockStore(
      withTimeline("home", { isBackfilling: true }),
      client,
    ).dispatch(backfillTimeline({ key: "home" }));
    expect(calls).toEqual([]);
  });
});

describe("loadGap", () => {
  const items = [sid(90), `gap:${sid(90)}`, sid(10), sid(9)];

  it("loads the top of a gap between its bounds", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => ({ body: statuses(89, 3) }),
    });
    const store = mockStore(withTimeline("home", { items }), client);
    await store.dispatch(loadGap({ key: "home", gapId: `gap:${sid(90)}` }));
    expect(calls[0]?.search).toBe(
      `?max_id=${sid(90)}&limit=40&since_id=${sid(10)}`,
    );
    expect(payloadAt(store)).toMatchObject({
      closed: true,
      from: "top",
    });
  });

  it("loads the bottom of a gap with min_id", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => ({ body: [] }),
    });
    await mockStore(withTimeline("home", { items }), client).dispatch(
      loadGap({ key: "home", gapId: `gap:${sid(90)}`, from: "bottom" }),
    );
    expect(calls[0]?.search).toBe(
      `?max_id=${sid(90)}&limit=40&min_id=${sid(10)}`,
    );
  });

  it("ignores a gap that is no longer there", async () => {
    const { client, calls } = fakeClient({});
    await mockStore(withTimeline("home", { items: [sid(1)] }), client).dispatch(
      loadGap({ key: "home", gapId: "gap:7" }),
    );
    expect(calls).toEqual([]);
  });
});
