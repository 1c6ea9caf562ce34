import { createAppStore } from "../../../src/store";
import { sessionStarted } from "../../../src/store/events";
import {
  selectSuggestions,
  selectTrendingLinks,
  selectTrendingStatuses,
  selectTrendingTags,
} from "../../../src/store/discovery/selectors";
import {
  dismissSuggestion,
  fetchSuggestions,
  fetchTrendingLinks,
  fetchTrendingStatuses,
  fetchTrendingTags,
} from "../../../src/store/discovery/thunks";
import {
  BASE,
  fakeClient,
  instanceFetched,
  rawAccount,
  rawStatus,
  sid,
  type Route,
} from "../factories";

function storeWith(routes: Record<string, Route>, version = "4.5.0") {
  const { client, calls } = fakeClient(routes);
  const store = createAppStore({ client, recorder: null });
  store.dispatch(instanceFetched({ domain: "example.social", version }));
  store.dispatch(sessionStarted({ accessToken: "token", me: "1" }));
  return { store, calls };
}

const tag = (name: string, uses: number[]) => ({
  name,
  url: `${BASE}/tags/${name}`,
  history: uses.map((n, day) => ({
    day: String(1_700_000_000 - day * 86_400),
    uses: String(n),
    accounts: "1",
  })),
});

describe("trends", () => {
  it("pages trending tags by offset and keeps their history as numbers", async () => {
    const { store, calls } = storeWith({
      "/api/v1/trends/tags": (url) =>
        url.searchParams.get("offset") === "0"
          ? { body: [tag("tea", [3, 1]), tag("Bread", [2, 2])] }
          : { body: [tag("bread", [2, 2]), tag("sea", [1, 0])] },
    });
    await store.dispatch(fetchTrendingTags());
    await store.dispatch(fetchTrendingTags({ more: true }));
    const tags = selectTrendingTags(store.getState());
    expect(tags.items.map((t) => t.name)).toEqual(["tea", "Bread", "sea"]);
    expect(tags.items[0]?.history.map((h) => h.uses)).toEqual([3, 1]);
    expect(tags.nextOffset).toBe(4);
    expect(calls.map((url) => url.searchParams.get("offset"))).toEqual([
      "0",
      "2",
    ]);
  });

  it("ends a list whose next page adds nothing new (the same posts at every offset)", async () => {
    const { store } = storeWith({
      "/api/v1/trends/statuses": () => ({ body: [rawStatus(sid(1))] }),
    });
    await store.dispatch(fetchTrendingStatuses());
    await store.dispatch(fetchTrendingStatuses({ more: true }));
    const list = selectTrendingStatuses(store.getState());
    expect(list.ids).toEqual([sid(1)]);
    expect(list.nextOffset).toBeNull();
    expect(store.getState().statuses.byId[sid(1)]).toBeDefined();
  });

  it("asks for nothing where the server has no trends", async () => {
    const { store, calls } = storeWith({}, "2.7.2 (compatible; Pleroma 2.9.1)");
    await store.dispatch(fetchTrendingTags());
    await store.dispatch(fetchTrendingLinks());
    expect(calls).toHaveLength(0);
  });

  it("keeps trending links with their week of shares", async () => {
    const { store } = storeWith({
      "/api/v1/trends/links": () => ({
        body: [
          {
            url: "https://news.example/a",
            title: "A",
            history: [{ day: "1", uses: "4", accounts: "2" }],
          },
        ],
      }),
    });
    await store.dispatch(fetchTrendingLinks());
    const [link] = selectTrendingLinks(store.getState()).items;
    expect(link?.title).toBe("A");
    expect(link?.history[0]?.accounts).toBe(2);
  });
});

describe("suggestions", () => {
  it("lists suggested accounts, v2 suggestions and bare v1 accounts alike", async () => {
    const { store } = storeWith({
      "/api/v2/suggestions": () => ({
        body: [
          { source: "global", sources: ["featured"], account: rawAccount("5") },
          rawAccount("6"),
        ],
      }),
    });
    await store.dispatch(fetchSuggestions());
    const held = selectSuggestions(store.getState());
    expect(held.ids).toEqual(["5", "6"]);
    expect(store.getState().accounts.byId["6"]?.acct).toBe("user6");
  });

  it("takes a dismissed suggestion out at once and puts it back where it was on a refusal", async () => {
    let refuse = true;
    const { store } = storeWith({
      "/api/v2/suggestions": () => ({
        body: ["5", "6", "7"].map((id) => ({
          source: "global",
          sources: [],
          account: rawAccount(id),
        })),
      }),
      "/api/v1/suggestions/6": () =>
        refuse ? { status: 500, body: { error: "Try later" } } : { body: {} },
    });
    await store.dispatch(fetchSuggestions());
    const refused = store.dispatch(dismissSuggestion({ accountId: "6" }));
    expect(selectSuggestions(store.getState()).ids).toEqual(["5", "7"]);
    const outcome = await refused;
    expect(outcome.meta).toMatchObject({ silent: false });
    expect(selectSuggestions(store.getState()).ids).toEqual(["5", "6", "7"]);
    refuse = false;
    await store.dispatch(dismissSuggestion({ accountId: "6" }));
    expect(selectSuggestions(store.getState())).toMatchObject({
      ids: ["5", "7"],
      dismissing: [],
    });
  });
});
