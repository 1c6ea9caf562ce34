import type { UnknownAction } from "@reduxjs/toolkit";
import { scheduledStatusSchema } from "../../../src/api/schemas/scheduledStatus";
import {
  normalizeScheduledStatus,
  normalizeScheduledStatuses,
} from "../../../src/store/scheduled/normalize";
import {
  selectScheduledById,
  selectScheduledIds,
} from "../../../src/store/scheduled/selectors";
import {
  cancelScheduledStatus,
  fetchScheduledStatuses,
  retimeScheduledStatus,
} from "../../../src/store/scheduled/thunks";
import { sessionEnded } from "../../../src/store/events";
import type { RootState } from "../../../src/store/rootReducer";
import { reduceAll, testReducer } from "../factories";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const failure = { message: "Record not found", status: 404 };

const item = (id: string, at: string, text = `post ${id}`) =>
  scheduledStatusSchema.parse({
    id,
    scheduled_at: at,
    params: { text, visibility: "public" },
    media_attachments: [],
  });

function page(
  items: ReturnType<typeof item>[],
  more = false,
  requestId = `page-${String(more)}`,
): UnknownAction[] {
  const arg = more ? { more } : undefined;
  const payload = {
    ...normalizeScheduledStatuses(items),
    next: more ? null : "next",
    fetchedAt: 1,
  };
  return [
    fetchScheduledStatuses.pending(requestId, arg),
    fetchScheduledStatuses.fulfilled(payload, requestId, arg),
  ];
}

const MAY = "2030-05-01T10:00:00.000Z";
const JUNE = "2030-06-01T10:00:00.000Z";
const JULY = "2030-07-01T10:00:00.000Z";

describe("scheduled slice", () => {
  it("shows every page's posts soonest first", () => {
    const state = run([
      ...page([item("1", JULY), item("2", MAY)]),
      ...page([item("3", JUNE)], true),
    ]);
    expect(selectScheduledIds(state)).toEqual(["2", "3", "1"]);
  });

  it("a first page is the server's list afresh: posts gone since are dropped", () => {
    const state = run([
      ...page([item("1", JULY), item("2", MAY)]),
      ...page([item("1", JULY)], false, "again"),
    ]);
    expect(selectScheduledIds(state)).toEqual(["1"]);
  });

  it("a retimed post takes its new place", () => {
    const retimed = normalizeScheduledStatus(
      item("2", JULY.replace("07", "08")),
    );
    const state = run(
      [
        retimeScheduledStatus.fulfilled(retimed, "r", {
          id: "2",
          scheduledAt:
            retimed.entities.scheduledStatuses?.["2"]?.scheduled_at ?? "",
        }),
      ],
      run(page([item("1", JULY), item("2", MAY)])),
    );
    expect(selectScheduledIds(state)).toEqual(["1", "2"]);
  });

  it("a cancelled post is hidden at once, gone when the server agrees, back if it refuses", () => {
    const listed = run(page([item("1", JULY), item("2", MAY)]));
    const pending = run(
      [cancelScheduledStatus.pending("c", { id: "2" })],
      listed,
    );
    expect(selectScheduledIds(pending)).toEqual(["1"]);
    const refused = run(
      [cancelScheduledStatus.rejected(null, "c", { id: "2" }, failure)],
      pending,
    );
    expect(selectScheduledIds(refused)).toEqual(["2", "1"]);
    const cancelled = run(
      [cancelScheduledStatus.fulfilled({ id: "2" }, "c", { id: "2" })],
      pending,
    );
    expect(selectScheduledById(cancelled, "2")).toBeUndefined();
  });

  it("signing out forgets them", () => {
    const state = run([...page([item("1", JULY)]), sessionEnded()]);
    expect(selectScheduledIds(state)).toEqual([]);
  });
});
