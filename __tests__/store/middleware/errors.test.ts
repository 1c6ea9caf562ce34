import { createAppStore } from "../../../src/store/index";
import { noticeDismissed } from "../../../src/store/slices/notices";
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

  it("keeps at most 20 notices", async () => {
    const store = createAppStore({ client });
    for (let i = 0; i < 25; i += 1)
      await store.dispatch(fetchTimeline({ key: `hashtag:t${i}` }));
    expect(store.getState().notices.items).toHaveLength(20);
  });
});
