import { selectAccountByAcct } from "../../src/store/accounts/selectors";
import { fetchStatusContext } from "../../src/store/contexts/thunks";
import { notificationReceived, statusReceived } from "../../src/store/events";
import { markersReceived } from "../../src/store/markers/slice";
import { notificationSchema } from "../../src/api/schemas/notification";
import { normalizeNotification } from "../../src/store/notifications/normalize";
import { selectDisplayedStatus } from "../../src/store/statuses/selectors";
import { selectUnreadNotificationCount } from "../../src/store/notifications/selectors";
import { makeSelectThread } from "../../src/store/contexts/selectors";
import {
  selectHasMore,
  selectPendingCount,
  selectTimeline,
} from "../../src/store/timelines/selectors";
import {
  normalized,
  rawAccount,
  rawNotification,
  rawStatus,
  reduceAll,
  sid,
  testReducer,
} from "./factories";

const { reduce, initial } = testReducer();

describe("selectors", () => {
  it("a thread: ancestors root first, descendants depth first with depths", () => {
    const statuses = [
      rawStatus(sid(1)),
      rawStatus(sid(2), { in_reply_to_id: sid(1) }),
      rawStatus(sid(3), { in_reply_to_id: sid(2) }),
      rawStatus(sid(4), { in_reply_to_id: sid(3) }),
      rawStatus(sid(5), { in_reply_to_id: sid(2) }),
    ];
    const { result, entities } = normalized(statuses);
    const state = reduceAll(reduce, initial, [
      fetchStatusContext.fulfilled(
        {
          id: sid(2),
          ancestors: result.slice(0, 1),
          descendants: result.slice(2),
          focusParent: sid(1),
          entities,
          fetchedAt: 1,
        },
        "r",
        { id: sid(2) },
      ),
    ]);
    const selectThread = makeSelectThread();
    const thread = selectThread(state, sid(2));
    expect(thread.ancestors).toEqual([sid(1)]);
    expect(thread.descendants).toEqual([
      { id: sid(3), depth: 1 },
      { id: sid(4), depth: 2 },
      { id: sid(5), depth: 1 },
    ]);
    expect(selectThread(state, sid(2))).toBe(thread);
  });

  it("timelines: a stable empty state, pending counts without markers, paging", () => {
    expect(selectTimeline(initial, "home")).toBe(
      selectTimeline(initial, "nothing"),
    );
    expect(selectHasMore(initial, "home")).toBe(false);
    const boost = rawStatus(sid(2), { reblog: rawStatus(sid(1)) });
    const { entities } = normalized([boost]);
    const state = reduceAll(reduce, initial, [
      { type: "timelines/scrolled", payload: { key: "home", atTop: false } },
      statusReceived({ id: sid(2), timelines: ["home"], entities }),
    ]);
    expect(selectPendingCount(state, "home")).toBe(1);
    expect(selectDisplayedStatus(state, sid(2))?.id).toBe(sid(1));
  });

  it("accounts by acct, any case", () => {
    const { entities } = normalized([
      rawStatus(sid(1), {
        account: rawAccount("9", { acct: "Zoe@Example.Social" }),
      }),
    ]);
    const state = reduceAll(reduce, initial, [
      statusReceived({ id: sid(1), timelines: [], entities }),
    ]);
    expect(selectAccountByAcct(state, "@zoe@example.social")?.id).toBe("9");
  });

  it("unread notifications count the groups newer than the marker", () => {
    const received = (id: string) => {
      const n = notificationSchema.parse(rawNotification(id, "follow"));
      return notificationReceived({ ...normalizeNotification(n), id });
    };
    const state = reduceAll(reduce, initial, [
      received("10"),
      received("11"),
      received("12"),
      markersReceived({
        notifications: {
          last_read_id: "10",
          version: 1,
          updated_at: null,
          unread_count: null,
        },
      }),
    ]);
    expect(selectUnreadNotificationCount(state)).toBe(2);
  });
});
