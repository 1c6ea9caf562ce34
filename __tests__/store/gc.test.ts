import { statusSchema, type Status } from "../../src/api/schemas/status";
import { statusDeleted, statusReceived } from "../../src/store/events";
import { findGarbage, IDLE_TIMELINES } from "../../src/store/gc";
// The directory's slice joins the store with its panel's code, as here.
import "../../src/store/directory/slice";
import { createAppStore } from "../../src/store/index";
import { normalizeStatus } from "../../src/store/normalize";
import {
  entitiesRetained,
  entitiesReleased,
} from "../../src/store/retained/slice";
import {
  streamBatchReceived,
  streamSubscribed,
} from "../../src/store/streaming/slice";
import { fetchTimeline } from "../../src/store/timelines/thunks";
import { TOP_WINDOW } from "../../src/store/timelines/items";
import {
  fakeClient,
  normalized,
  rawAccount,
  rawStatus,
  sid,
} from "./factories";

/** Long after every fetch in these tests (fetchedAt values are small numbers). */
const LATER = 1e12;

const template = statusSchema.parse(
  rawStatus(sid(0), { reblog: rawStatus(sid(0)) }),
);

/** A streamed boost with fresh ids (no zod per event: 10,000 of them). */
function boostUpdate(n: number) {
  const original: Status = {
    ...(template.reblog ?? template),
    id: sid(2 * n + 1),
    account: { ...template.account, id: `a${n % 700}`, acct: `a${n % 700}` },
  };
  const boost: Status = { ...template, id: sid(2 * n), reblog: original };
  return statusReceived({
    ...normalizeStatus(boost),
    id: boost.id,
    timelines: ["home"],
  });
}

function store() {
  return createAppStore({ client: fakeClient({}).client, recorder: null });
}

const counts = (s: ReturnType<typeof store>) => {
  const state = s.getState();
  return {
    statuses: Object.keys(state.statuses.byId).length,
    accounts: Object.keys(state.accounts.byId).length,
  };
};

describe("garbage collection", () => {
  it("keeps entity counts bounded over 10,000 streamed updates", () => {
    const s = store();
    s.dispatch(streamSubscribed({ stream: "user" }));
    const peaks = { statuses: 0, accounts: 0 };
    for (let batch = 0; batch < 200; batch += 1) {
      const actions = [];
      for (let i = 0; i < 50; i += 1) actions.push(boostUpdate(batch * 50 + i));
      actions.push(statusDeleted({ id: sid(2 * (batch * 50 + 3)) }));
      s.dispatch(streamBatchReceived({ actions }));
      const now = counts(s);
      peaks.statuses = Math.max(peaks.statuses, now.statuses);
      peaks.accounts = Math.max(peaks.accounts, now.accounts);
    }
    // The window (boost + original each) plus what 20 batches bring between collections.
    const bound = 2 * TOP_WINDOW + 2 * 20 * 50;
    expect(peaks.statuses).toBeLessThanOrEqual(bound);
    expect(peaks.accounts).toBeLessThanOrEqual(bound);
    expect(s.getState().timelines.home?.items.length).toBeLessThanOrEqual(
      TOP_WINDOW,
    );
  });

  it("never evicts what a timeline, a retained screen or the session uses", () => {
    const s = store();
    const page = normalized([
      rawStatus(sid(1), { account: rawAccount("1") }),
      rawStatus(sid(2), { quote: rawStatus(sid(3)) }),
    ]);
    s.dispatch(
      fetchTimeline.fulfilled(
        {
          key: "home",
          ...page,
          more: false,
          next: null,
          prev: null,
          complete: true,
          fetchedAt: 1,
        },
        "r",
        { key: "home" },
      ),
    );
    s.dispatch(streamSubscribed({ stream: "user" }));
    s.dispatch(
      fetchTimeline.fulfilled(
        {
          key: "public",
          ...normalized([rawStatus(sid(9))]),
          more: false,
          next: null,
          prev: null,
          complete: true,
          fetchedAt: 1,
        },
        "r",
        { key: "public" },
      ),
    );
    s.dispatch(entitiesRetained({ statuses: [sid(9)] }));
    expect(findGarbage(s.getState(), LATER)).toMatchObject({
      statuses: [],
      accounts: [],
    });
    s.dispatch(entitiesReleased({ statuses: [sid(9)] }));
    // public is idle but among the ten most recent: kept.
    expect(findGarbage(s.getState(), LATER).statuses).toEqual([]);
  });

  it("drops idle timelines beyond the most recent ones, and their statuses", () => {
    const s = store();
    for (let t = 0; t <= IDLE_TIMELINES; t += 1) {
      const page = normalized([rawStatus(sid(100 + t))]);
      s.dispatch(
        fetchTimeline.fulfilled(
          {
            key: `hashtag:t${t}`,
            ...page,
            more: false,
            next: null,
            prev: null,
            complete: true,
            fetchedAt: t,
          },
          "r",
          { key: `hashtag:t${t}` },
        ),
      );
    }
    const garbage = findGarbage(s.getState(), LATER);
    expect(garbage.timelines).toEqual(["hashtag:t0"]);
    expect(garbage.statuses).toEqual([sid(100)]);
  });

  it("keeps a retained status's whole thread", () => {
    const s = store();
    s.dispatch({
      type: "statuses/fetchContext/fulfilled",
      payload: {
        id: sid(2),
        ancestors: [sid(1)],
        descendants: [sid(3)],
        focusParent: sid(1),
        entities: normalized([
          rawStatus(sid(1)),
          rawStatus(sid(2), { in_reply_to_id: sid(1) }),
          rawStatus(sid(3), { in_reply_to_id: sid(2) }),
        ]).entities,
        fetchedAt: 1,
      },
      meta: { arg: { id: sid(2) }, requestId: "r", requestStatus: "fulfilled" },
    });
    expect(findGarbage(s.getState(), LATER).statuses).toEqual([
      sid(1),
      sid(2),
      sid(3),
    ]);
    s.dispatch(entitiesRetained({ statuses: [sid(2)] }));
    expect(findGarbage(s.getState(), LATER).statuses).toEqual([]);
  });
});

describe("garbage collection of lists and recent screens", () => {
  it("leaves the most recent idle timeline, and any fetched in the last minutes, alone", () => {
    const s = store();
    const key = "public:local";
    const page = normalized(
      Array.from({ length: TOP_WINDOW + 5 }, (_, n) =>
        rawStatus(sid(1000 - n)),
      ),
    );
    s.dispatch(
      fetchTimeline.fulfilled(
        {
          key,
          ...page,
          more: false,
          next: null,
          prev: null,
          complete: true,
          fetchedAt: LATER - 1000,
        },
        "r",
        { key },
      ),
    );
    s.dispatch({
      type: "timelines/scrolled",
      payload: { key: "other", atTop: true },
    });
    expect(findGarbage(s.getState(), LATER).timelinesTrimmed).toEqual([]);
    expect(
      findGarbage(s.getState(), LATER + 10 * 60_000).timelinesTrimmed,
    ).toEqual([]);
  });

  it("keeps the accounts of the directory and the current search results", () => {
    const s = store();
    const accounts = normalized([
      rawStatus(sid(1), { account: rawAccount("41") }),
    ]).entities;
    s.dispatch({
      type: "directory/fetch/fulfilled",
      payload: {
        key: "active:local",
        more: false,
        result: ["41"],
        entities: accounts,
        hasMore: true,
        fetchedAt: 1,
      },
      meta: {
        arg: { query: { order: "active", local: true } },
        requestId: "r",
        requestStatus: "fulfilled",
      },
    });
    const garbage = findGarbage(s.getState(), LATER);
    expect(garbage.accounts).toEqual([]);
    expect(garbage.statuses).toEqual([sid(1)]);
  });
});
