import { createAppStore } from "../../../src/store";
import { sessionStarted } from "../../../src/store/events";
import { selectFilters } from "../../../src/store/filters/selectors";
import { filtersChanged } from "../../../src/store/filters/slice";
import { createFilter, fetchFilters } from "../../../src/store/filters/thunks";
import { fakeClient } from "../factories";
import { stateWithFeatures } from "./support";

const v2 = {
  id: "1",
  title: "Kitchen",
  context: ["home"],
  filter_action: "hide",
  keywords: [{ id: "k1", keyword: "kettle", whole_word: true }],
  statuses: [],
};
const v1 = {
  id: "7",
  phrase: "terrace",
  context: ["home", "public"],
  whole_word: true,
  irreversible: false,
};

function storeWith(features: Parameters<typeof stateWithFeatures>[0]) {
  const { client, calls } = fakeClient({
    "/api/v2/filters": () => ({ body: [v2] }),
    "/api/v1/filters": () => ({ body: [v1] }),
  });
  const store = createAppStore({
    client,
    preloadedState: stateWithFeatures(features),
    recorder: null,
  });
  store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
  return { store, calls };
}

describe("fetchFilters", () => {
  it("reads v2 filters where the server has them", async () => {
    const { store, calls } = storeWith({ filtersV2: true, filters: true });
    await store.dispatch(fetchFilters());
    expect(calls.map((url) => url.pathname)).toEqual(["/api/v2/filters"]);
    expect(selectFilters(store.getState())?.[0]?.filter_action).toBe("hide");
  });

  it("falls back to v1 filters, read as one keyword each", async () => {
    const { store, calls } = storeWith({ filters: true });
    await store.dispatch(fetchFilters());
    expect(calls.map((url) => url.pathname)).toEqual(["/api/v1/filters"]);
    expect(selectFilters(store.getState())).toEqual([
      expect.objectContaining({
        title: "terrace",
        filter_action: "warn",
        keywords: [{ id: null, keyword: "terrace", whole_word: true }],
      }),
    ]);
  });

  it("asks once per announced change, and nothing without filters", async () => {
    const { store, calls } = storeWith({ filtersV2: true });
    await store.dispatch(fetchFilters());
    await store.dispatch(fetchFilters());
    expect(calls).toHaveLength(1);
    store.dispatch(filtersChanged({ at: 10 }));
    await store.dispatch(fetchFilters());
    expect(calls).toHaveLength(2);

    const none = storeWith({});
    await none.store.dispatch(fetchFilters());
    expect(none.calls).toHaveLength(0);
  });

  it("a created filter joins the list", async () => {
    const created = { ...v2, id: "5", title: "New" };
    // The list first (empty), then the created filter: one path, two answers.
    const answers: unknown[] = [[], created];
    const { client } = fakeClient({
      "/api/v2/filters": () => ({ body: answers.shift() }),
    });
    const store = createAppStore({
      client,
      preloadedState: stateWithFeatures({ filtersV2: true }),
      recorder: null,
    });
    store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
    await store.dispatch(fetchFilters());
    expect(selectFilters(store.getState())).toEqual([]);
    await store.dispatch(
      createFilter({
        params: {
          title: "New",
          context: ["home"],
          filter_action: "hide",
          expires_in: null,
          keywords: [{ keyword: "kettle", whole_word: true }],
        },
      }),
    );
    expect(selectFilters(store.getState())?.map((f) => f.title)).toEqual([
      "New",
    ]);
  });
});
