import type { UnknownAction } from "@reduxjs/toolkit";
import { entitiesEvicted } from "../../../src/store/entities";
import { statusDeleted } from "../../../src/store/events";
import type { RootState } from "../../../src/store/rootReducer";
import {
  pendingShown,
  timelineScrolled,
} from "../../../src/store/timelines/slice";
import {
  backfillTimeline,
  fetchTimeline,
  loadGap,
} from "../../../src/store/timelines/thunks";
import {
  PENDING_CAP,
  READ_CAP,
  TOP_WINDOW,
} from "../../../src/store/timelines/items";
import {
  normalized,
  rawStatus,
  reduceAll,
  sid,
  streamedUpdate,
  testReducer,
} from "../factories";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const home = (state: RootState) => state.timelines.home;

function page(from: number, to: number) {
  const raws = [];
  for (let n = from; n >= to; n -= 1) raws.push(rawStatus(sid(n)));
  return normalized(raws);
}

function fetched(
  key: string,
  from: number,
  to: number,
  extra: { more?: boolean; next?: string | null; complete?: boolean } = {},
) {
  const { result, entities } = page(from, to);
  return fetchTimeline.fulfilled(
    {
      key,
      result,
      entities,
      more: extra.more ?? false,
      next: extra.next ?? null,
      prev: null,
      complete: extra.complete ?? false,
      fetchedAt: 1,
    },
    "req",
    { key, more: extra.more },
  );
}

describe("timelines: streamed posts", () => {
  it("go on top while the reader is at the top, within the window", () => {
    const updates = Array.from({ length: TOP_WINDOW + 10 }, (_, n) =>
      streamedUpdate(rawStatus(sid(n))),
    );
    const state = run(updates);
    expect(home(state)?.items).toHaveLength(TOP_WINDOW);
    expect(home(state)?.items[0]).toBe(sid(TOP_WINDOW + 9));
    expect(home(state)?.olderThan).toBe(sid(10));
    expect(home(state)?.next).toBeNull();
  });

  it("queue in pending while the reader is further down, then show on demand", () => {
    const down = run([
      fetched("home", 10, 1),
      timelineScrolled({ key: "home", atTop: false }),
    ]);
    const queued = run(
      [streamedUpdate(rawStatus(sid(11))), streamedUpdate(rawStatus(sid(12)))],
      down,
    );
    expect(home(queued)?.pending).toEqual([sid(12), sid(11)]);
    expect(home(queued)?.items[0]).toBe(sid(10));
    const shown = run([pendingShown({ key: "home" })], queued);
    expect(home(shown)?.items.slice(0, 3)).toEqual([sid(12), sid(11), sid(10)]);
    expect(home(shown)?.pending).toEqual([]);
  });

  it("cap the queue and mark the posts it drops as a loadable gap", () => {
    const down = run([
      fetched("home", 10, 1),
      timelineScrolled({ key: "home", atTop: false }),
    ]);
    const flood = Array.from({ length: PENDING_CAP + 20 }, (_, n) =>
      streamedUpdate(rawStatus(sid(100 + n))),
    );
    const state = run([...flood, pendingShown({ key: "home" })], down);
    const items = home(state)?.items ?? [];
    const gapIndex = items.findIndex((item) => item.startsWith("gap:"));
    expect(gapIndex).toBe(PENDING_CAP - 1);
    expect(items[gapIndex + 1]).toBe(sid(10));
  });

  it("never duplicate a post that is already shown", () => {
    const state = run([
      fetched("home", 3, 1),
      streamedUpdate(rawStatus(sid(3))),
    ]);
    expect(home(state)?.items).toEqual([sid(3), sid(2), sid(1)]);
  });
});

describe("timelines: paging and windows", () => {
  it("append older pages and keep the Link cursor", () => {
    const state = run([
      timelineScrolled({ key: "public", atTop: false }),
      fetched("public", 40, 21, { next: "https://x/next1" }),
      fetched("public", 20, 1, { more: true, next: "https://x/next2" }),
    ]);
    expect(state.timelines.public?.items).toHaveLength(40);
    expect(state.timelines.public?.next).toBe("https://x/next2");
  });

  it("merge a fresh first page above what is held, with a gap when they do not meet", () => {
    const state = run([fetched("home", 10, 1), fetched("home", 100, 91)]);
    expect(home(state)?.items.slice(9, 12)).toEqual([
      sid(91),
      `gap:${sid(91)}`,
      sid(10),
    ]);
  });

  it("drop the newest end when a reader far down passes the read cap", () => {
    let state = run([timelineScrolled({ key: "public", atTop: false })]);
    for (let p = 0; p < READ_CAP / 20 + 2; p += 1) {
      const top = 10_000 - p * 20;
      state = run(
        [fetched("public", top, top - 19, { more: p > 0, next: "n" })],
        state,
      );
    }
    const items = state.timelines.public?.items ?? [];
    expect(items[0]).toBe("gap:");
    expect(items.length).toBeLessThanOrEqual(READ_CAP + 1);
    const atTop = run(
      [timelineScrolled({ key: "public", atTop: true })],
      state,
    );
    expect(atTop.timelines.public?.items.length).toBeLessThanOrEqual(
      TOP_WINDOW,
    );
  });

  it("a first page after streamed posts still gives the timeline its cursor", () => {
    const state = run([
      streamedUpdate(rawStatus(sid(50))),
      fetched("home", 10, 1, { next: "https://x/next" }),
    ]);
    expect(home(state)?.next).toBe("https://x/next");
    expect(home(state)?.items[0]).toBe(sid(50));
  });

  it("record a failed page as the timeline's error", () => {
    const failed = fetchTimeline.rejected(
      null,
      "req",
      { key: "home" },
      {
        message: "Boom",
        status: 500,
      },
      { silent: true },
    );
    const state = run([fetchTimeline.pending("req", { key: "home" }), failed]);
    expect(home(state)?.error).toEqual({ message: "Boom", status: 500 });
    expect(home(state)?.isLoading).toBe(false);
  });
});

describe("timelines: backfill and gaps", () => {
  function backfilled(
    from: number,
    to: number,
    since: string,
    connected: boolean,
  ) {
    const { result, entities } = page(from, to);
    return backfillTimeline.fulfilled(
      {
        key: "home",
        result,
        entities,
        since,
        connected,
        added: result.length,
        fetchedAt: 2,
      },
      "req",
      { key: "home" },
    );
  }

  it("puts a connected backfill right above the newest held post", () => {
    const state = run([
      fetched("home", 10, 1),
      streamedUpdate(rawStatus(sid(50))),
      backfilled(13, 11, sid(10), true),
    ]);
    expect(home(state)?.items.slice(0, 5)).toEqual([
      sid(50),
      sid(13),
      sid(12),
      sid(11),
      sid(10),
    ]);
  });

  it("leaves a gap marker when the backfill did not reach the held posts", () => {
    const state = run([
      fetched("home", 10, 1),
      backfilled(300, 261, sid(10), false),
    ]);
    const items = home(state)?.items ?? [];
    expect(items[40]).toBe(`gap:${sid(261)}`);
    expect(items[41]).toBe(sid(10));
  });

  it("queues a backfill while the reader is down the timeline", () => {
    const state = run([
      fetched("home", 10, 1),
      timelineScrolled({ key: "home", atTop: false }),
      backfilled(12, 11, sid(10), true),
    ]);
    expect(home(state)?.pending).toEqual([sid(12), sid(11)]);
  });

  it("fills a gap, keeping a smaller marker while it is not closed", () => {
    const start = run([
      fetched("home", 10, 1),
      backfilled(300, 261, sid(10), false),
    ]);
    const gapId = `gap:${sid(261)}`;
    const { result, entities } = page(260, 221);
    const partly = run(
      [
        loadGap.fulfilled(
          {
            key: "home",
            gapId,
            from: "top",
            result,
            entities,
            closed: false,
            fetchedAt: 3,
          },
          "r",
          { key: "home", gapId },
        ),
      ],
      start,
    );
    expect(home(partly)?.items).toContain(`gap:${sid(221)}`);
    expect(home(partly)?.items).not.toContain(gapId);
  });
});

describe("timelines: deletions and eviction", () => {
  it("a deleted status leaves every timeline, queue and its boosts with it", () => {
    const boost = rawStatus(sid(20), { reblog: rawStatus(sid(5)) });
    const state = run([
      fetched("home", 10, 1),
      streamedUpdate(boost),
      streamedUpdate(rawStatus(sid(5)), ["public"]),
      statusDeleted({ id: sid(5) }),
    ]);
    expect(home(state)?.items).not.toContain(sid(5));
    expect(home(state)?.items).not.toContain(sid(20));
    expect(state.timelines.public?.items).toEqual([]);
    expect(state.statuses.byId[sid(20)]).toBeUndefined();
  });

  it("evicted timelines go; trimmed ones keep their newest window", () => {
    const many = run([
      fetched("home", 300, 1),
      timelineScrolled({ key: "home", atTop: false }),
    ]);
    const evicted = run(
      [
        entitiesEvicted({
          statuses: [],
          accounts: [],
          polls: [],
          relationships: [],
          groups: [],
          chatMessages: [],
          timelines: ["public"],
          timelinesTrimmed: ["home"],
        }),
      ],
      run([fetched("public", 5, 1)], many),
    );
    expect(evicted.timelines.public).toBeUndefined();
    expect(home(evicted)?.items).toHaveLength(TOP_WINDOW);
    expect(home(evicted)?.atTop).toBe(true);
  });
});
