import { createAppStore } from "../../../src/store";
import { entitiesEvicted } from "../../../src/store/entities";
import { sessionStarted } from "../../../src/store/events";
import {
  selectFeaturedTags,
  selectFollowedTags,
  selectHashtag,
} from "../../../src/store/hashtags/selectors";
import { MAX_TAGS } from "../../../src/store/hashtags/slice";
import {
  fetchFeaturedTags,
  fetchFollowedTags,
  fetchHashtag,
  followHashtag,
  unfollowHashtag,
} from "../../../src/store/hashtags/thunks";
import { BASE, fakeClient, instanceFetched, type Route } from "../factories";

function storeWith(routes: Record<string, Route>) {
  const { client, calls } = fakeClient(routes);
  const store = createAppStore({ client, recorder: null });
  store.dispatch(
    instanceFetched({ domain: "example.social", version: "4.5.0" }),
  );
  store.dispatch(sessionStarted({ accessToken: "token", me: "1" }));
  return { store, calls };
}

const tag = (name: string, following: boolean) => ({
  name,
  url: `${BASE}/tags/${name}`,
  history: [],
  following,
});

describe("hashtags", () => {
  it("follows a tag at once, into a loaded followed list, with the server's answer after", async () => {
    const { store } = storeWith({
      "/api/v1/followed_tags": () => ({ body: [tag("tea", true)] }),
      "/api/v1/tags/bread/follow": () => ({ body: tag("bread", true) }),
    });
    await store.dispatch(fetchFollowedTags());
    const request = store.dispatch(followHashtag({ name: "Bread" }));
    expect(selectHashtag(store.getState(), "#bread")?.following).toBe(true);
    expect(selectFollowedTags(store.getState()).names).toEqual([
      "bread",
      "tea",
    ]);
    await request;
    expect(selectHashtag(store.getState(), "bread")).toMatchObject({
      following: true,
      url: `${BASE}/tags/bread`,
    });
  });

  it("puts a refused follow back, out of the followed list", async () => {
    const { store } = storeWith({
      "/api/v1/followed_tags": () => ({ body: [tag("tea", true)] }),
      "/api/v1/tags/bread/follow": () => ({
        status: 500,
        body: { error: "No" },
      }),
    });
    await store.dispatch(fetchFollowedTags());
    const outcome = await store.dispatch(followHashtag({ name: "bread" }));
    expect(outcome.meta).toMatchObject({ silent: false });
    expect(selectHashtag(store.getState(), "bread")).toBeUndefined();
    expect(selectFollowedTags(store.getState()).names).toEqual(["tea"]);
  });

  it("keeps an unfollowed tag in the followed list, to follow again in place", async () => {
    const { store } = storeWith({
      "/api/v1/followed_tags": () => ({ body: [tag("tea", true)] }),
      "/api/v1/tags/tea/unfollow": () => ({ body: tag("tea", false) }),
      "/api/v1/tags/tea/follow": () => ({ status: 500, body: { error: "No" } }),
    });
    await store.dispatch(fetchFollowedTags());
    await store.dispatch(unfollowHashtag({ name: "tea" }));
    expect(selectHashtag(store.getState(), "tea")?.following).toBe(false);
    await store.dispatch(followHashtag({ name: "tea" }));
    expect(selectHashtag(store.getState(), "tea")?.following).toBe(false);
    expect(selectFollowedTags(store.getState()).names).toEqual(["tea"]);
  });

  it("holds at most MAX_TAGS tags, dropping the least recently fetched but never a followed one", async () => {
    let now = 0;
    const spy = jest.spyOn(Date, "now").mockImplementation(() => (now += 1));
    const { store } = storeWith({
      "/api/v1/followed_tags": () => ({ body: [tag("kept", true)] }),
      ...Object.fromEntries(
        Array.from({ length: MAX_TAGS + 1 }, (_, i) => [
          `/api/v1/tags/t${i}`,
          () => ({ body: tag(`t${i}`, false) }),
        ]),
      ),
    });
    await store.dispatch(fetchFollowedTags());
    for (let i = 0; i <= MAX_TAGS; i += 1)
      await store.dispatch(fetchHashtag({ name: `t${i}` }));
    spy.mockRestore();
    const byName = store.getState().hashtags?.byName ?? {};
    expect(Object.keys(byName)).toHaveLength(MAX_TAGS);
    expect(byName.kept).toBeDefined();
    expect(byName.t0).toBeUndefined();
    expect(byName.t1).toBeUndefined();
    expect(byName[`t${MAX_TAGS}`]).toBeDefined();
  });

  it("keeps a profile's featured tags until the collector evicts the account", async () => {
    const { store } = storeWith({
      "/api/v1/accounts/7/featured_tags": () => ({
        body: [
          {
            id: "1",
            name: "tea",
            url: `${BASE}/@user7/tagged/tea`,
            statuses_count: "4",
            last_status_at: "2024-05-01",
          },
        ],
      }),
    });
    await store.dispatch(fetchFeaturedTags({ accountId: "7" }));
    expect(
      selectFeaturedTags(store.getState(), "7")?.items.map((t) => [
        t.name,
        t.statuses_count,
      ]),
    ).toEqual([["tea", 4]]);
    store.dispatch(
      entitiesEvicted({
        statuses: [],
        accounts: ["7"],
        polls: [],
        relationships: [],
        groups: [],
        chatMessages: [],
        timelines: [],
        timelinesTrimmed: [],
      }),
    );
    expect(selectFeaturedTags(store.getState(), "7")).toBeUndefined();
  });
});
