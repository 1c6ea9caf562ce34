import type { UnknownAction } from "@reduxjs/toolkit";
import { notificationSchema } from "../../../src/api/schemas/notification";
import { groupedNotificationsResultsSchema } from "../../../src/api/schemas/notificationGroup";
import { notificationReceived, statusDeleted } from "../../../src/store/events";
import {
  normalizeGroupedNotifications,
  normalizeNotification,
  normalizeNotifications,
} from "../../../src/store/notifications/normalize";
import type { RootState } from "../../../src/store/rootReducer";
import { MAX_GROUPS } from "../../../src/store/notifications/slice";
import { fetchNotifications } from "../../../src/store/notifications/thunks";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  rawAccount,
  rawNotification,
  rawStatus,
  reduceAll,
  sid,
  testReducer,
} from "../factories";
import { selectNotifications } from "../../../src/store/notifications/selectors";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);

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

const groups = (state: RootState) =>
  selectNotifications(state).order.map(
    (key) => selectNotifications(state).groups[key],
  );

describeWithFixtures("client-side grouping of a real page", () => {
  const raws = readFixture("real", "notifications.json") as unknown[];

  it("groups favourites of one status, leaves mentions alone, orders by recency", () => {
    const state = run([page(raws)]);
    const favs = groups(state).find(
      (g) => g?.type === "favourite" && g.status_id === "9vvNxoo5EFbbnfdXQu",
    );
    expect(favs).toMatchObject({
      notifications_count: 3,
      most_recent_notification_id: "10743",
      page_min_id: "10739",
      sample_account_ids: [
        "9v5c6xSEgAi3Zu1Lv6",
        "9v5cKMOPGqPcgfcWp6",
        "9v5bzD24sOZtZm5gVU",
      ],
    });
    expect(selectNotifications(state).byId["10741"]?.duplicate).toBe(true);
    expect(selectNotifications(state).byId["10743"]?.duplicate).toBe(false);
    expect(selectNotifications(state).byId["10743"]?.account_ids).toHaveLength(
      3,
    );
    const mentions = groups(state).filter((g) => g?.type === "mention");
    expect(mentions.every((g) => g?.notifications_count === 1)).toBe(true);
    expect(selectNotifications(state).order[0]).toBe(
      "emoji_reaction:9vvNxoo5EFbbnfdXQu:😢:10744",
    );
  });

  it("groups span pages: two halves give the same groups as one page", () => {
    const whole = run([page(raws)]);
    const halves = run([page(raws.slice(0, 10)), page(raws.slice(10), true)]);
    const summary = (state: RootState) =>
      groups(state).map((g) => [g?.type, g?.status_id, g?.notifications_count]);
    expect(summary(halves)).toEqual(summary(whole));
  });

  it("a page fetched again is counted once", () => {
    const state = run([page(raws), page(raws)]);
    const total = groups(state).reduce(
      (sum, g) => sum + (g?.notifications_count ?? 0),
      0,
    );
    expect(total).toBe(20);
  });
});

describe("grouping rules", () => {
  const status = rawStatus(sid(1));
  const fav = (
    id: string,
    account: string,
    over: Record<string, unknown> = {},
  ) =>
    rawNotification(id, "favourite", {
      account: rawAccount(account),
      status,
      ...over,
    });

  it("an account that acts twice is one sample; every notification counts", () => {
    const state = run([page([fav("12", "7"), fav("11", "8"), fav("10", "7")])]);
    expect(groups(state)[0]).toMatchObject({
      notifications_count: 3,
      sample_account_ids: ["7", "8"],
    });
  });

  it("a streamed notification joins its group and becomes its head", () => {
    const state = run([
      page([fav("11", "8"), fav("10", "9")]),
      streamed(fav("12", "7")),
    ]);
    expect(groups(state)).toHaveLength(1);
    expect(groups(state)[0]).toMatchObject({
      notifications_count: 3,
      most_recent_notification_id: "12",
      sample_account_ids: ["7", "8", "9"],
    });
    expect(selectNotifications(state).byId["11"]?.duplicate).toBe(true);
  });

  it("a group spans at most 12 hours", () => {
    const late = fav("50000", "7", {
      created_at: new Date(1_700_000_000_000 + 13 * 3600_000).toISOString(),
    });
    const state = run([page([fav("11", "8")]), streamed(late)]);
    expect(groups(state)).toHaveLength(2);
  });

  it("reactions group per emoji; mentions never group", () => {
    const react = (id: string, emoji: string) =>
      rawNotification(id, "pleroma:emoji_reaction", { emoji, status });
    const mention = (id: string) => rawNotification(id, "mention", { status });
    const state = run([
      page([
        react("14", "👍"),
        react("13", "🎉"),
        react("12", "👍"),
        mention("11"),
        mention("10"),
      ]),
    ]);
    expect(groups(state).map((g) => g?.notifications_count)).toEqual([
      2, 1, 1, 1,
    ]);
  });

  it("a streamed notification with a server group key merges into that server group", () => {
    const results = groupedNotificationsResultsSchema.parse({
      accounts: [rawAccount("8")],
      statuses: [status],
      notification_groups: [
        {
          group_key: "favourite-1-99",
          type: "favourite",
          notifications_count: 4,
          most_recent_notification_id: 20,
          page_min_id: "17",
          page_max_id: "20",
          latest_page_notification_at: "2023-11-14T22:13:40.000Z",
          sample_account_ids: ["8"],
          status_id: sid(1),
        },
      ],
    });
    const { result, entities } = normalizeGroupedNotifications(results);
    const fetched = fetchNotifications.fulfilled(
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
    );
    const state = run([
      fetched,
      streamed(fav("21", "7", { group_key: "favourite-1-99" })),
    ]);
    expect(groups(state)).toHaveLength(1);
    expect(groups(state)[0]).toMatchObject({
      notifications_count: 5,
      most_recent_notification_id: "21",
      sample_account_ids: ["7", "8"],
    });
  });

  it("a deleted status takes its notification groups with it", () => {
    const state = run([page([fav("11", "8")]), statusDeleted({ id: sid(1) })]);
    expect(groups(state)).toEqual([]);
    expect(selectNotifications(state).byId).toEqual({});
  });

  it("keeps at most MAX_GROUPS groups, paging on below the cut", () => {
    const many = Array.from({ length: MAX_GROUPS + 5 }, (_, n) =>
      rawNotification(String(10_000 + n), "follow"),
    );
    const state = run([page(many)]);
    expect(selectNotifications(state).order).toHaveLength(MAX_GROUPS);
    expect(selectNotifications(state).olderThan).toBe("10005");
  });
});
