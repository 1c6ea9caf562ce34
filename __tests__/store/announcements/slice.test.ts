import { sessionEnded } from "../../../src/store/events";
import {
  selectAnnouncementIds,
  selectUnreadAnnouncementCount,
} from "../../../src/store/announcements/selectors";
import {
  announcementReactionUpdated,
  announcementReceived,
} from "../../../src/store/announcements/slice";
import {
  addAnnouncementReaction,
  dismissAnnouncement,
  fetchAnnouncements,
  removeAnnouncementReaction,
} from "../../../src/store/announcements/thunks";
import { appStreamingBindings } from "../../../src/store/middleware/streamingBindings";
import { announcementSchema } from "../../../src/api/schemas/announcement";
import { memberApp, type Routes } from "../../features/filters/support";
import { selectAnnouncements } from "../../../src/store/announcements/selectors";

const raw = (id: string, read: boolean, reactions: object[] = []) => ({
  id,
  content: `<p>Announcement ${id}</p>`,
  published_at: "2026-11-20T10:00:00.000Z",
  read,
  reactions,
});

const LIST = [
  raw("3", true),
  raw("2", false, [{ name: "🍞", count: 2, me: false }]),
  raw("1", false, [
    {
      name: "potluck",
      count: 1,
      me: true,
      url: "https://potluck.test/e/potluck.png",
    },
  ]),
];

async function loaded(routes: Routes = {}) {
  const app = await memberApp("mastodon", {
    "GET /api/v1/announcements": () => ({ body: LIST }),
    ...routes,
  });
  await app.store.dispatch(fetchAnnouncements());
  return app;
}

const reactionsOf = (app: Awaited<ReturnType<typeof loaded>>, id: string) =>
  selectAnnouncements(app.store.getState()).byId[id]?.reactions.map((r) => [
    r.name,
    r.count,
    r.me,
  ]);

describe("announcements", () => {
  it("loads the list, unread ones first, and counts the unread", async () => {
    const app = await loaded();
    const state = app.store.getState();
    expect(selectAnnouncements(state).loaded).toBe(true);
    expect(selectAnnouncementIds(state)).toEqual(["2", "1", "3"]);
    expect(selectUnreadAnnouncementCount(state)).toBe(2);
  });

  it("marks one read at once and unread again when the server refuses", async () => {
    let status = 200;
    const app = await loaded({
      "POST /api/v1/announcements/2/dismiss": () => ({ status, body: {} }),
    });
    const pending = app.store.dispatch(dismissAnnouncement({ id: "2" }));
    expect(selectAnnouncements(app.store.getState()).byId["2"]?.read).toBe(
      true,
    );
    await pending;
    // Read ones keep the server's order, newest first.
    expect(selectAnnouncementIds(app.store.getState())).toEqual([
      "1",
      "3",
      "2",
    ]);

    status = 500;
    await app.store.dispatch(dismissAnnouncement({ id: "1" }));
    expect(selectAnnouncements(app.store.getState()).byId["1"]?.read).toBe(
      false,
    );
    expect(
      app.store.getState().notices.items.map((notice) => notice.source),
    ).toContain("announcements/dismiss");
  });

  it("counts the member's reaction at once and takes it back if refused", async () => {
    let status = 200;
    const app = await loaded({
      "PUT /api/v1/announcements/2/reactions/%F0%9F%8D%9E": () => ({
        status,
        body: {},
      }),
      "PUT /api/v1/announcements/2/reactions/potluck": () => ({ body: {} }),
      "DELETE /api/v1/announcements/1/reactions/potluck": () => ({ body: {} }),
    });
    const adding = app.store.dispatch(
      addAnnouncementReaction({ id: "2", name: "🍞" }),
    );
    expect(reactionsOf(app, "2")).toEqual([["🍞", 3, true]]);
    await adding;
    expect(reactionsOf(app, "2")).toEqual([["🍞", 3, true]]);

    // A custom emoji new to the announcement is drawn from the picked one.
    await app.store.dispatch(
      addAnnouncementReaction({
        id: "2",
        name: "potluck",
        url: "https://potluck.test/e/potluck.png",
      }),
    );
    expect(
      selectAnnouncements(app.store.getState()).byId["2"]?.reactions[1],
    ).toMatchObject({
      name: "potluck",
      count: 1,
      me: true,
      url: "https://potluck.test/e/potluck.png",
    });

    // Taking back the only one removes the reaction.
    await app.store.dispatch(
      removeAnnouncementReaction({ id: "1", name: "potluck" }),
    );
    expect(reactionsOf(app, "1")).toEqual([]);

    status = 422;
    await app.store.dispatch(
      removeAnnouncementReaction({ id: "2", name: "🍞" }),
    );
    expect(reactionsOf(app, "2")).toEqual([
      ["🍞", 3, true],
      ["potluck", 1, true],
    ]);
  });

  it("takes streamed counts without losing the member's own mark", async () => {
    const app = await loaded();
    app.store.dispatch(
      announcementReactionUpdated({
        announcement_id: "1",
        name: "potluck",
        count: 4,
      }),
    );
    expect(reactionsOf(app, "1")).toEqual([["potluck", 4, true]]);
    app.store.dispatch(
      announcementReceived(announcementSchema.parse(raw("4", false))),
    );
    expect(selectAnnouncementIds(app.store.getState())).toEqual([
      "4",
      "2",
      "1",
      "3",
    ]);
  });

  it("forgets them when the session ends", async () => {
    const app = await loaded();
    app.store.dispatch(sessionEnded());
    expect(selectAnnouncements(app.store.getState())).toEqual({
      byId: {},
      order: [],
      loaded: false,
    });
  });

  it("turns announcements off where the server has no such endpoint", async () => {
    const app = await memberApp("mastodon", {});
    await app.store.dispatch(fetchAnnouncements());
    expect(app.store.getState().instance.features.announcements).toBe(false);
  });

  it("reads them again after a stream outage, once loaded", async () => {
    let list = LIST;
    const app = await loaded({
      "GET /api/v1/announcements": () => ({ body: list }),
    });
    // While the socket was down one was deleted and one published.
    list = [raw("4", false), ...LIST.slice(1)];
    const backfill = appStreamingBindings().backfill("user");
    await app.store.dispatch(backfill as never);
    expect(selectAnnouncementIds(app.store.getState())).toEqual([
      "4",
      "2",
      "1",
    ]);
  });
});
