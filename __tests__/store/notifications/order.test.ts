import type { UnknownAction } from "@reduxjs/toolkit";
import { notificationSchema } from "../../../src/api/schemas/notification";
import { groupedNotificationsResultsSchema } from "../../../src/api/schemas/notificationGroup";
import {
  normalizeGroupedNotifications,
  normalizeNotification,
  normalizeNotifications,
} from "../../../src/store/notifications/normalize";
import type { RootState } from "../../../src/store/rootReducer";
import { selectIsAheadOfMarker } from "../../../src/store/markers/selectors";
import {
  selectUnreadNotificationCount,
  selectNotifications,
} from "../../../src/store/notifications/selectors";
import { markersReceived } from "../../../src/store/markers/slice";
import { fetchNotifications } from "../../../src/store/notifications/thunks";
import {
  rawAccount,
  rawNotification,
  rawStatus,
  reduceAll,
  sid,
  testReducer,
} from "../factories";
import { notificationReceived } from "../../../src/store/events";

/**
 * The list's order where notification ids are not numbers: a small
 * single-user server names them `<time>/<type>/<uuid>`, others use UUIDs.
 * Ordered by id text, a page served as mention, reblog, favourite, follow
 * showed as favourite, mention, reblog, follow (issue 14).
 */

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);

const T = "2026-11-27T03:00:00.000Z";
const EARLIER = "2026-11-27T02:59:59.000Z";
const uuid = (n: number) =>
  `${String(n).padStart(8, "0")}-5c1e-4d2a-8b3f-${String(n * 7919).padStart(12, "0")}`;
const named = (type: string, at: string, n: number) =>
  `${at}/${type}/${uuid(n)}`;

function notification(id: string, type: string, at: string, account: string) {
  return rawNotification(id, type, {
    created_at: at,
    account: rawAccount(account),
    ...(type === "follow" ? {} : { status: rawStatus(sid(1)) }),
  });
}

function page(raws: unknown[], more = false) {
  const items = raws.map((raw) => notificationSchema.parse(raw));
  const { result, entities } = normalizeNotifications(items);
  return fetchNotifications.fulfilled(
    { grouped: false, more, result, entities, next: null, fetchedAt: 1 },
    "req",
    { more },
  );
}

function streamed(raw: unknown) {
  const n = notificationSchema.parse(raw);
  return notificationReceived({ ...normalizeNotification(n), id: n.id });
}

const types = (state: RootState) =>
  selectNotifications(state).order.map(
    (key) => selectNotifications(state).groups[key]?.type,
  );

const heads = (state: RootState) =>
  selectNotifications(state).order.map(
    (key) =>
      selectNotifications(state).groups[key]?.most_recent_notification_id,
  );

describe("notifications whose ids are not numbers", () => {
  const mention = notification(named("mention", T, 1), "mention", T, "81");
  const reblog = notification(named("reblog", T, 2), "reblog", T, "82");
  const favourite = notification(
    named("favourite", T, 3),
    "favourite",
    T,
    "83",
  );
  const follow = notification(
    named("follow", EARLIER, 4),
    "follow",
    EARLIER,
    "84",
  );

  it("a page keeps the server's order", () => {
    const state = run([page([mention, reblog, favourite, follow])]);
    expect(types(state)).toEqual(["mention", "reblog", "favourite", "follow"]);
  });

  it("pages and streamed ones merge by time, whatever the UUIDs say", () => {
    // By text the ids run the other way round: ffff… newest, 0000… oldest.
    const id = (prefix: string) =>
      `${prefix.repeat(8)}-0000-4000-8000-${"0".repeat(12)}`;
    const at = (minute: number) =>
      `2026-11-27T03:${String(minute).padStart(2, "0")}:00.000Z`;
    const state = run([
      page([
        notification(id("1"), "mention", at(30), "81"),
        notification(id("2"), "follow", at(20), "82"),
      ]),
      page([notification(id("3"), "follow", at(10), "83")], true),
      streamed(notification(id("0"), "mention", at(40), "84")),
    ]);
    expect(heads(state)).toEqual([id("0"), id("1"), id("2"), id("3")]);
  });

  it("a group's head is its newest notification by time, its page minimum the oldest", () => {
    const favOf = (n: number, at: string, account: string) =>
      notification(`${"f".repeat(n)}-${uuid(n)}`, "favourite", at, account);
    const older = favOf(3, EARLIER, "81");
    const newer = favOf(1, T, "82");
    const state = run([page([newer]), page([older], true)]);
    const [group] = selectNotifications(state).order.map(
      (key) => selectNotifications(state).groups[key],
    );
    expect(group).toMatchObject({
      notifications_count: 2,
      most_recent_notification_id: newer.id,
      page_min_id: older.id,
      page_max_id: newer.id,
      sample_account_ids: ["82", "81"],
    });
  });

  it("server groups of one moment keep the page's order", () => {
    const group = (key: string, type: string, n: number) => ({
      group_key: key,
      type,
      notifications_count: 1,
      most_recent_notification_id: named(type, T, n),
      page_min_id: named(type, T, n),
      page_max_id: named(type, T, n),
      latest_page_notification_at: T,
      sample_account_ids: [`8${n}`],
      status_id: type === "follow" ? null : sid(1),
    });
    const results = groupedNotificationsResultsSchema.parse({
      accounts: ["81", "82", "83"].map((id) => rawAccount(id)),
      statuses: [rawStatus(sid(1))],
      notification_groups: [
        group("ungrouped-m", "mention", 1),
        group("ungrouped-r", "reblog", 2),
        group("favourite-x", "favourite", 3),
      ],
    });
    const { result, entities } = normalizeGroupedNotifications(results);
    const state = run([
      fetchNotifications.fulfilled(
        {
          grouped: true,
          more: false,
          result,
          entities,
          next: null,
          fetchedAt: 1,
        },
        "req",
        undefined,
      ),
    ]);
    expect(types(state)).toEqual(["mention", "reblog", "favourite"]);
  });

  it("counts as unread what came after the marker's notification", () => {
    const marker = (lastReadId: string, updatedAt: string | null = null) =>
      markersReceived({
        notifications: {
          last_read_id: lastReadId,
          version: 1,
          updated_at: updatedAt,
          unread_count: null,
        },
      });
    const loaded = run([page([mention, reblog, favourite, follow])]);
    // The follow is held: the three of the moment after it are unread.
    expect(
      selectUnreadNotificationCount(run([marker(follow.id)], loaded)),
    ).toBe(3);
    // Not held: placed by when the marker was saved.
    const saved = marker(named("mention", "2026-11-26T00:00:00.000Z", 9), T);
    expect(selectUnreadNotificationCount(run([saved], loaded))).toBe(0);
    const before = marker(named("mention", EARLIER, 9), EARLIER);
    expect(selectUnreadNotificationCount(run([before], loaded))).toBe(3);
  });

  it("the marker moves forward by time, never back", () => {
    const state = run([
      page([mention, follow]),
      markersReceived({
        notifications: {
          last_read_id: mention.id,
          version: 1,
          updated_at: T,
          unread_count: null,
        },
      }),
    ]);
    const ahead = (id: unknown) =>
      selectIsAheadOfMarker(state, "notifications", String(id));
    expect(ahead(follow.id)).toBe(false);
    expect(ahead(mention.id)).toBe(false);
    const later = streamed(
      notification(uuid(5), "mention", "2026-11-27T03:01:00.000Z", "85"),
    );
    expect(
      selectIsAheadOfMarker(run([later], state), "notifications", uuid(5)),
    ).toBe(true);
  });
});

describe("numeric ids keep ordering by value", () => {
  it("without reading dates: a later id is newer even with an older date", () => {
    const state = run([
      page([
        notification("99", "mention", T, "81"),
        notification("100", "mention", EARLIER, "82"),
      ]),
    ]);
    expect(heads(state)).toEqual(["100", "99"]);
  });
});
