import type { UnknownAction } from "@reduxjs/toolkit";
import { notificationSchema } from "../../../src/api/schemas/notification";
import {
  notificationReceived,
  streamReconnected,
} from "../../../src/store/events";
import {
  normalizeNotification,
  normalizeNotifications,
} from "../../../src/store/notifications/normalize";
import type { RootState } from "../../../src/store/rootReducer";
import { notificationsFilterChanged } from "../../../src/store/notifications/slice";
import {
  fetchNotifications,
  type NotificationFilter,
} from "../../../src/store/notifications/thunks";
import {
  fakeClient,
  rawNotification,
  rawStatus,
  reduceAll,
  testReducer,
} from "../factories";
import { mockStore, stateWith } from "../mockStore";
import { selectNotifications } from "../../../src/store/notifications/selectors";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);

const signedIn = { session: { accessToken: "t", me: "1" } };

/** The query a first page asks for under `filter`, with these feature gates. */
async function queryFor(
  filter: NotificationFilter,
  features: { include: boolean; exclude: boolean },
) {
  const { client, calls } = fakeClient({
    "/api/v1/notifications": () => ({ body: [] }),
  });
  const base = stateWith(
    {
      groupedNotifications: false,
      notificationsIncludeTypes: features.include,
      notificationsExcludeTypes: features.exclude,
    },
    signedIn,
  );
  const state = {
    ...base,
    notifications: { ...selectNotifications(base), filter },
  };
  await mockStore(state, client).dispatch(fetchNotifications());
  const url = calls[0];
  return {
    limit: url?.searchParams.get("limit"),
    types: url?.searchParams.getAll("types[]"),
    exclude: url?.searchParams.getAll("exclude_types[]"),
  };
}

function page(raws: unknown[], requestId = "page") {
  const items = raws.map((raw) => notificationSchema.parse(raw));
  const { result, entities } = normalizeNotifications(items);
  return fetchNotifications.fulfilled(
    { grouped: false, more: false, result, entities, next: null, fetchedAt: 1 },
    requestId,
    undefined,
  );
}

function streamed(raw: unknown) {
  const n = notificationSchema.parse(raw);
  return notificationReceived({ ...normalizeNotification(n), id: n.id });
}

const shownTypes = (state: RootState) =>
  selectNotifications(state).order.map(
    (key) => selectNotifications(state).groups[key]?.type,
  );

const status = rawStatus("900");

describe("filter tabs: what each asks the server for", () => {
  it("'all' asks for every type", async () => {
    expect(await queryFor("all", { include: true, exclude: true })).toEqual({
      limit: "40",
      types: [],
      exclude: [],
    });
  });

  it("sends types[] where the server takes them, with Pleroma's names for its own types", async () => {
    const on = { include: true, exclude: true };
    expect((await queryFor("mentions", on)).types).toEqual([
      "mention",
      "quote",
    ]);
    expect((await queryFor("likes", on)).types).toEqual([
      "favourite",
      "emoji_reaction",
      "pleroma:emoji_reaction",
    ]);
    expect((await queryFor("boosts", on)).types).toEqual(["reblog"]);
    expect((await queryFor("polls", on)).types).toEqual(["poll"]);
    expect((await queryFor("follows", on)).types).toEqual([
      "follow",
      "follow_request",
    ]);
    expect((await queryFor("events", on)).types).toEqual([
      "event_reminder",
      "participation_request",
      "participation_accepted",
      "pleroma:event_reminder",
      "pleroma:participation_request",
      "pleroma:participation_accepted",
    ]);
  });

  it("else excludes every other type (Pleroma before 2.5)", async () => {
    const { types, exclude } = await queryFor("mentions", {
      include: false,
      exclude: true,
    });
    expect(types).toEqual([]);
    expect(exclude).not.toContain("mention");
    expect(exclude).not.toContain("quote");
    expect(exclude).toEqual(
      expect.arrayContaining([
        "favourite",
        "follow",
        "emoji_reaction",
        "pleroma:emoji_reaction",
        "admin.report",
        "pleroma:report",
        "chat_mention",
        "pleroma:chat_mention",
      ]),
    );
  });

  it("a server with neither gets asked for all; the slice keeps only the filter's types", async () => {
    expect(
      await queryFor("follows", { include: false, exclude: false }),
    ).toEqual({ limit: "40", types: [], exclude: [] });
    const state = run([
      notificationsFilterChanged("follows"),
      page([
        rawNotification("3", "favourite", { status }),
        rawNotification("2", "follow"),
        rawNotification("1", "mention", { status }),
      ]),
    ]);
    expect(shownTypes(state)).toEqual(["follow"]);
  });

  it("the next page follows the Link cursor, which carries the filter", async () => {
    const next =
      "https://example.social/api/v1/notifications?max_id=5&types[]=poll";
    const { client, calls } = fakeClient({
      "/api/v1/notifications": () => ({ body: [] }),
    });
    const base = stateWith(
      { groupedNotifications: false, notificationsIncludeTypes: true },
      signedIn,
    );
    const state = {
      ...base,
      notifications: {
        ...selectNotifications(base),
        filter: "polls" as const,
        next,
      },
    };
    await mockStore(state, client).dispatch(fetchNotifications({ more: true }));
    expect(calls[0]?.href).toBe(next);
  });
});

describe("the list under a filter", () => {
  it("changing the filter empties the list and ignores the old filter's answer in flight", () => {
    const inFlight = fetchNotifications.pending("old", undefined);
    const state = run([
      page([rawNotification("1", "follow")]),
      inFlight,
      notificationsFilterChanged("mentions"),
      page([rawNotification("2", "mention", { status })], "old"),
    ]);
    expect(selectNotifications(state)).toMatchObject({
      filter: "mentions",
      order: [],
      fetchedAt: null,
      isLoading: false,
    });
    expect(selectNotifications(state).byId).toEqual({});
  });

  it("a streamed notification outside the filter is left out; chat mentions never show", () => {
    const state = run([
      notificationsFilterChanged("mentions"),
      streamed(rawNotification("5", "favourite", { status })),
      streamed(rawNotification("6", "mention", { status })),
    ]);
    expect(shownTypes(state)).toEqual(["mention"]);
    const all = run([
      streamed(
        rawNotification("7", "pleroma:chat_mention", {
          chat_message: {
            id: "m1",
            chat_id: "c1",
            account_id: "3",
            content: "hi",
            created_at: "2024-01-01T00:00:00.000Z",
          },
        }),
      ),
    ]);
    expect(selectNotifications(all).order).toEqual([]);
  });

  it("a reconnected notification stream marks the list stale, to be fetched again", () => {
    const reconnected = (streams: string[]) =>
      selectNotifications(run([streamReconnected({ streams })])).stale;
    expect(reconnected(["public:local"])).toBe(false);
    expect(reconnected(["user:notification"])).toBe(true);
  });
});
