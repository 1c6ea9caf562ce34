import type { UnknownAction } from "@reduxjs/toolkit";
import { filterSchema, type Filter } from "../../../src/api/schemas/filter";
import { sessionEnded, sessionStarted } from "../../../src/store/events";
import { normalizeFilters } from "../../../src/store/filters/normalize";
import {
  selectFilters,
  selectFiltersSettled,
  selectFilterVerdict,
  selectNextFilterExpiry,
} from "../../../src/store/filters/selectors";
import {
  filterExpiryReached,
  filtersChanged,
} from "../../../src/store/filters/slice";
import { deleteFilter, fetchFilters } from "../../../src/store/filters/thunks";
import type { RootState } from "../../../src/store/rootReducer";
import {
  normalized,
  rawAccount,
  rawStatus,
  reduceAll,
  stateWithFeatures,
  testReducer,
} from "./support";

const { reduce } = testReducer();
const ME = "900";
const initial = stateWithFeatures({ filtersV2: true });
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);

function filter(id: string, over: Record<string, unknown> = {}): Filter {
  return filterSchema.parse({
    id,
    title: `Filter ${id}`,
    context: ["home", "public"],
    filter_action: "warn",
    keywords: [{ id: `k${id}`, keyword: "kettle", whole_word: true }],
    statuses: [],
    ...over,
  });
}

const NOW = 1_800_000_000_000;

function loaded(filters: Filter[], at = NOW, changedAt: number | null = null) {
  return [
    fetchFilters.pending("load", undefined),
    fetchFilters.fulfilled(
      {
        ...normalizeFilters(filters),
        api: "v2" as const,
        changedAt,
        fetchedAt: at,
      },
      "load",
      undefined,
    ),
  ];
}

function statuses(...raws: Record<string, unknown>[]): UnknownAction {
  const { entities } = normalized(raws);
  return { type: "test/statuses", payload: { entities } };
}

const signedIn = sessionStarted({ accessToken: "token", me: ME });

describe("the filters slice", () => {
  it("keeps the server's list, dropping filters it no longer has", () => {
    let state = run([signedIn, ...loaded([filter("1"), filter("2")])]);
    expect(selectFilters(state)?.map((f) => f.id)).toEqual(["1", "2"]);
    state = run(loaded([filter("2")], NOW + 1), state);
    expect(selectFilters(state)?.map((f) => f.id)).toEqual(["2"]);
    expect(state.filters.byId["1"]).toBeUndefined();
  });

  it("is settled after a load or a failure, not before", () => {
    const member = run([signedIn]);
    expect(selectFiltersSettled(member)).toBe(false);
    expect(selectFiltersSettled(run(loaded([]), member))).toBe(true);
    const failed = run(
      [
        fetchFilters.pending("load", undefined),
        fetchFilters.rejected(null, "load", undefined, {
          message: "Bad gateway",
          status: 502,
        }),
      ],
      member,
    );
    expect(selectFiltersSettled(failed)).toBe(true);
    // A visitor, or a server without filters, never waits.
    expect(selectFiltersSettled(initial)).toBe(true);
    expect(selectFiltersSettled(stateWithFeatures({}, member))).toBe(true);
  });

  it("hides a deleted filter at once and brings it back if the server refuses", () => {
    const state = run([signedIn, ...loaded([filter("1"), filter("2")])]);
    const pending = run([deleteFilter.pending("del", { id: "1" })], state);
    expect(selectFilters(pending)?.map((f) => f.id)).toEqual(["2"]);
    const refused = run(
      [
        deleteFilter.rejected(
          null,
          "del",
          { id: "1" },
          {
            message: "no",
            status: 500,
          },
        ),
      ],
      pending,
    );
    expect(selectFilters(refused)?.map((f) => f.id)).toEqual(["1", "2"]);
    const done = run(
      [deleteFilter.fulfilled({ id: "1" }, "del", { id: "1" })],
      pending,
    );
    expect(selectFilters(done)?.map((f) => f.id)).toEqual(["2"]);
  });

  it("forgets everything when the session ends", () => {
    const state = run([
      signedIn,
      ...loaded([filter("1")]),
      filtersChanged({ at: 5 }),
      sessionEnded(),
    ]);
    expect(state.filters).toEqual(initial.filters);
  });
});

describe("selectFilterVerdict", () => {
  const other = rawAccount("700");
  const kettle = rawStatus("10", {
    account: other,
    content: "<p>The kettle sings</p>",
  });

  it("applies the loaded filters in the context asked, not without one", () => {
    const state = run([signedIn, statuses(kettle), ...loaded([filter("1")])]);
    expect(selectFilterVerdict(state, "10", "home")?.warn).toEqual([
      "Filter 1",
    ]);
    expect(selectFilterVerdict(state, "10", "thread")).toBeNull();
    expect(selectFilterVerdict(state, "10", null)).toBeNull();
  });

  it("never filters the viewer's own posts", () => {
    const own = rawStatus("11", {
      account: rawAccount(ME),
      content: "<p>my kettle</p>",
    });
    const state = run([signedIn, statuses(own), ...loaded([filter("1")])]);
    expect(selectFilterVerdict(state, "11", "home")).toBeNull();
  });

  it("judges a boost by the boosted post", () => {
    const boost = rawStatus("12", {
      account: rawAccount("701"),
      content: "",
      reblog: kettle,
    });
    const state = run([signedIn, statuses(boost), ...loaded([filter("1")])]);
    expect(selectFilterVerdict(state, "12", "home")?.warn).toEqual([
      "Filter 1",
    ]);
  });

  it("goes by the server's results until the filters are loaded", () => {
    const reported = rawStatus("13", {
      account: other,
      content: "<p>nothing to see</p>",
      filtered: [
        {
          filter: {
            id: "9",
            title: "Server said",
            context: ["home"],
            filter_action: "hide",
          },
          keyword_matches: ["secret"],
          status_matches: null,
        },
      ],
    });
    const before = run([signedIn, statuses(reported)]);
    expect(selectFilterVerdict(before, "13", "home")?.hide).toBe(true);
    // Loaded, the filter is gone (deleted elsewhere): the result no longer holds.
    const after = run(loaded([filter("1")]), before);
    expect(selectFilterVerdict(after, "13", "home")).toBeNull();
  });

  it("answers with the same object until something it reads changes", () => {
    const state = run([signedIn, statuses(kettle), ...loaded([filter("1")])]);
    const first = selectFilterVerdict(state, "10", "home");
    const unrelated = run([filtersChanged({ at: 3 })], state);
    expect(selectFilterVerdict(unrelated, "10", "home")).toBe(first);
    const edited = run(
      loaded([filter("1", { filter_action: "hide" })], NOW + 1),
      state,
    );
    expect(selectFilterVerdict(edited, "10", "home")).toEqual({
      hide: true,
      warn: [],
      blur: [],
    });
  });

  it("lets a post back when its filter expires", () => {
    const expiring = filter("1", {
      expires_at: new Date(NOW + 60_000).toISOString(),
    });
    const state = run([signedIn, statuses(kettle), ...loaded([expiring])]);
    expect(selectNextFilterExpiry(state)).toBe(NOW + 60_000);
    expect(selectFilterVerdict(state, "10", "home")).not.toBeNull();
    const later = run([filterExpiryReached({ at: NOW + 60_000 })], state);
    expect(selectFilterVerdict(later, "10", "home")).toBeNull();
    expect(selectNextFilterExpiry(later)).toBeNull();
  });
});
