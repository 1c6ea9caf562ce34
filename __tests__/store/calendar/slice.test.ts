import { statusSchema } from "../../../src/api/schemas/status";
import { injectedCalendarSlice } from "../../../src/store/calendar/slice";
import {
  createEvent,
  fetchEventParticipants,
  fetchJoinedEvents,
  leaveEvent,
} from "../../../src/store/calendar/thunks";
import { entitiesEvicted } from "../../../src/store/entities";
import {
  normalizeAccounts,
  normalizeStatus,
  normalizeStatuses,
} from "../../../src/store/normalize";
import type { RootState } from "../../../src/store/rootReducer";
import { rawAccount, rawStatus, testReducer } from "../factories";

const calendar = (state: RootState) => injectedCalendarSlice.selectSlice(state);

const status = (id: string) => statusSchema.parse(rawStatus(id));

const NONE = {
  statuses: [],
  accounts: [],
  polls: [],
  relationships: [],
  groups: [],
  chatMessages: [],
  timelines: [],
  timelinesTrimmed: [],
};

function joined() {
  const { reduce, initial } = testReducer();
  const state = reduce(
    initial,
    fetchJoinedEvents.fulfilled(
      normalizeStatuses([status("10"), status("11")]),
      "r1",
      undefined,
    ),
  );
  return { reduce, state };
}

describe("calendar slice", () => {
  it("puts a new event first among the joined, and takes a left one off", () => {
    const { reduce, state } = joined();
    const created = reduce(
      state,
      createEvent.fulfilled(normalizeStatus(status("12")), "r2", {
        params: {
          name: "x",
          startTime: "2026-12-01T10:00:00Z",
          joinMode: "free",
        },
      }),
    );
    expect(calendar(created).joined).toEqual(["12", "10", "11"]);
    const left = reduce(
      created,
      leaveEvent.fulfilled(normalizeStatus(status("10")), "r3", { id: "10" }),
    );
    expect(calendar(left).joined).toEqual(["12", "11"]);
  });

  it("adds a further page of participants to those held", () => {
    const { reduce, initial } = testReducer();
    const page = (ids: string[], next: string | null) => ({
      ...normalizeAccounts(ids.map((id) => rawAccount(id) as never)),
      next,
    });
    const first = reduce(
      initial,
      fetchEventParticipants.fulfilled(page(["1", "2"], "n"), "r1", {
        id: "10",
      }),
    );
    const more = reduce(
      first,
      fetchEventParticipants.fulfilled(page(["2", "3"], null), "r2", {
        id: "10",
        more: true,
      }),
    );
    expect(calendar(more).participants["10"]).toEqual({
      ids: ["1", "2", "3"],
      next: null,
    });
  });

  it("asks afresh for what lost its posts or accounts to the collector", () => {
    const { reduce, state } = joined();
    const swept = reduce(state, entitiesEvicted({ ...NONE, statuses: ["11"] }));
    expect(calendar(swept).joined).toBeNull();
  });
});
