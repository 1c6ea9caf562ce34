import { createAppStore } from "../../../src/store/index";
import { noticeDismissed } from "../../../src/store/slices/notices";
import { fetchAccountByAcct } from "../../../src/store/thunks/accounts";
import { fetchStatus } from "../../../src/store/thunks/statuses";
import {
  backfillTimeline,
  fetchTimeline,
} from "../../../src/store/thunks/timelines";
import { fakeClient } from "../factories";

describe("the errors middleware", () => {
  const { client } = fakeClient({
    "/api/v1/timelines/home": () => ({
      status: 502,
      body: { error: "Bad gateway" },
    }),
  });

  it("turns a rejected thunk into a serialisable notice, once", async () => {
    const store = createAppStore({ client });
    await store.dispatch(fetchTimeline({ key: "home" }));
    const [notice] = store.getState().notices.items;
    expect(notice).toMatchObject({
      kind: "error",
      message: "Bad gateway",
      status: 502,
      source: "timelines/fetch",
    });
    store.dispatch(noticeDismissed({ id: notice?.id ?? "" }));
    expect(store.getState().notices.items).toEqual([]);
  });

  it("stays silent for background work and aborted requests", async () => {
    const store = createAppStore({ client });
    await store.dispatch(backfillTimeline({ key: "home" }));
    const pending = store.dispatch(fetchTimeline({ key: "public" }));
    pending.abort();
    await pending;
    expect(store.getState().notices.items).toEqual([]);
  });

  it.each([
    "timelines/backfill",
    "markers/save",
    "compose/fetchSuggestions",
    "compose/submit",
  ])("keeps %s failures out of the toasts", (type) => {
    const store = createAppStore({ client });
    const rejected = (name: string) => ({
      type: `${name}/rejected`,
      payload: { message: "Bad gateway", status: 502 },
      error: { message: "Rejected" },
      meta: {
        requestId: name,
        requestStatus: "rejected" as const,
        aborted: false,
        condition: false,
        rejectedWithValue: true,
        arg: { key: "home", composerId: "main" },
      },
    });
    store.dispatch(rejected(type));
    expect(store.getState().notices.items).toEqual([]);
    // The same failure of a screen's own request does show.
    store.dispatch(rejected("timelines/fetch"));
    expect(store.getState().notices.items).toHaveLength(1);
  });

  it("leaves a missing profile or post to the screen that shows it, but not other failures", async () => {
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
    await store.dispatch(fetchStatus({ id: "9" }));
    expect(store.getState().notices.items).toEqual([]);
    await store.dispatch(fetchAccountByAcct({ acct: "alice" }));
    expect(store.getState().notices.items).toMatchObject([
      { status: 500, source: "accounts/fetchByAcct" },
    ]);
  });

  it("keeps at most 20 notices", async () => {
    const store = createAppStore({ client });
    for (let i = 0; i < 25; i += 1)
      await store.dispatch(fetchTimeline({ key: `hashtag:t${i}` }));
    expect(store.getState().notices.items).toHaveLength(20);
  });
});
