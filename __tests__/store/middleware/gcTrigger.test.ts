import { createAppStore } from "../../../src/store/index";
import { entitiesRetained } from "../../../src/store/retained/slice";
import { streamBatchReceived } from "../../../src/store/streaming/slice";
import { fetchTimeline } from "../../../src/store/timelines/thunks";
import { fakeClient, normalized, rawStatus, sid } from "../factories";

function page(key: string, n: number) {
  const { result, entities } = normalized([rawStatus(sid(n))]);
  return fetchTimeline.fulfilled(
    {
      key,
      result,
      entities,
      more: false,
      next: null,
      prev: null,
      complete: true,
      fetchedAt: n,
    },
    "r",
    { key },
  );
}

describe("the garbage collection trigger", () => {
  it("collects after every few actions that bring entities, fetched or streamed", () => {
    const store = createAppStore({ client: fakeClient({}).client, gcEvery: 3 });
    const seen: string[] = [];
    store.subscribe(() => {
      seen.push(String(Object.keys(store.getState().timelines).length));
    });
    for (let t = 0; t < 12; t += 1) store.dispatch(page(`hashtag:t${t}`, t));
    // 12 fetched timelines, none on screen: the oldest beyond the idle limit went.
    expect(Object.keys(store.getState().timelines)).toHaveLength(10);
    expect(store.getState().statuses.byId[sid(0)]).toBeUndefined();
    store.dispatch(entitiesRetained({ statuses: [sid(11)] }));
    store.dispatch(streamBatchReceived({ actions: [] }));
    expect(seen.length).toBeGreaterThan(12);
  });

  it("leaves a replayed store alone: its log already holds the evictions", () => {
    const store = createAppStore({
      client: fakeClient({}).client,
      gcEvery: 1,
      replay: true,
    });
    for (let t = 0; t < 12; t += 1) store.dispatch(page(`hashtag:t${t}`, t));
    expect(Object.keys(store.getState().timelines)).toHaveLength(12);
  });
});
