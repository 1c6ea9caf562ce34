import {
  deleteBookmarkFolder,
  deleteBookmarkFolderStatus,
  getBookmarkFolders,
  getBookmarkFolderStatuses,
  getBookmarks,
  getFavourites,
  getStatusBookmarkFolders,
  patchBookmarkFolder,
  postBookmarkFolder,
  postBookmarkFolderStatus,
} from "../../../src/api/endpoints/bookmarks";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  AKKOMA,
  MASTODON,
  ORIGIN,
  PLEROMA,
  recordingClient,
} from "../../support/recordingClient";

describe("bookmarks and favourites", () => {
  it("page by Link cursors", async () => {
    const next = `${ORIGIN}/api/v1/bookmarks?max_id=9`;
    const { client, calls } = recordingClient({
      "GET /api/v1/bookmarks": { body: [], link: `<${next}>; rel="next"` },
      "GET /api/v1/favourites": { body: [] },
    });
    const page = await getBookmarks(client, { limit: 20 });
    expect(page.next).toBe(next);
    await getBookmarks(client, { url: next });
    await getFavourites(client);
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1/bookmarks", { limit: "20" }],
      ["/api/v1/bookmarks", { max_id: "9" }],
      ["/api/v1/favourites", {}],
    ]);
  });
});

describe("bookmark folders per family", () => {
  it.each([
    ["Pleroma", PLEROMA],
    ["Akkoma", AKKOMA],
  ])(
    "%s: /api/v1/pleroma/bookmark_folders, name and title",
    async (_, server) => {
      const { client, calls } = recordingClient({
        "GET /api/v1/pleroma/bookmark_folders": { body: [] },
        "POST /api/v1/pleroma/bookmark_folders": {
          body: { id: "f1", name: "Recipes", emoji: "🍞" },
        },
        "PATCH /api/v1/pleroma/bookmark_folders/f1": {
          body: { id: "f1", name: "Bread" },
        },
      });
      await getBookmarkFolders(client, server);
      const folder = await postBookmarkFolder(client, server, {
        name: "Recipes",
        emoji: "🍞",
      });
      await patchBookmarkFolder(client, server, "f1", { name: "Bread" });
      await deleteBookmarkFolder(client, server, "f1");
      expect(folder).toEqual({
        id: "f1",
        name: "Recipes",
        emoji: "🍞",
        emoji_url: null,
      });
      expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
        ["GET", "/api/v1/pleroma/bookmark_folders", null],
        [
          "POST",
          "/api/v1/pleroma/bookmark_folders",
          { name: "Recipes", title: "Recipes", emoji: "🍞" },
        ],
        [
          "PATCH",
          "/api/v1/pleroma/bookmark_folders/f1",
          { name: "Bread", title: "Bread" },
        ],
        ["DELETE", "/api/v1/pleroma/bookmark_folders/f1", null],
      ]);
    },
  );

  it("Mastodon-style: /api/v1/bookmark_categories, the name as title only", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/bookmark_categories": { body: { id: "3", title: "Tea" } },
      "PATCH /api/v1/bookmark_categories/3": {
        body: { id: "3", title: "Teas" },
      },
    });
    const created = await postBookmarkFolder(client, MASTODON, {
      name: "Tea",
      emoji: "🍵",
    });
    const renamed = await patchBookmarkFolder(client, MASTODON, "3", {
      name: "Teas",
    });
    await deleteBookmarkFolder(client, MASTODON, "3");
    expect([created.name, renamed.name]).toEqual(["Tea", "Teas"]);
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", "/api/v1/bookmark_categories", { title: "Tea" }],
      ["PATCH", "/api/v1/bookmark_categories/3", { title: "Teas" }],
      ["DELETE", "/api/v1/bookmark_categories/3", null],
    ]);
  });

  it("reads one folder: Pleroma by folder_id, Mastodon-style under the category", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/bookmarks": { body: [] },
      "GET /api/v1/bookmark_categories/3/statuses": { body: [] },
    });
    await getBookmarkFolderStatuses(client, PLEROMA, "f1", { limit: 20 });
    await getBookmarkFolderStatuses(client, MASTODON, "3");
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1/bookmarks", { folder_id: "f1", limit: "20" }],
      ["/api/v1/bookmark_categories/3/statuses", {}],
    ]);
  });

  it("moves a post: Pleroma re-bookmarks, Mastodon-style adds status_ids", async () => {
    const { client, calls } = recordingClient();
    await postBookmarkFolderStatus(client, PLEROMA, "f1", "77");
    await deleteBookmarkFolderStatus(client, PLEROMA, "f1", "77");
    await postBookmarkFolderStatus(client, MASTODON, "3", "77");
    await deleteBookmarkFolderStatus(client, MASTODON, "3", "77");
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/v1/statuses/77/bookmark",
        query: {},
        body: { folder_id: "f1" },
      },
      {
        method: "POST",
        path: "/api/v1/statuses/77/bookmark",
        query: {},
        body: null,
      },
      {
        method: "POST",
        path: "/api/v1/bookmark_categories/3/statuses",
        query: { "status_ids[]": ["77"] },
        body: null,
      },
      {
        method: "DELETE",
        path: "/api/v1/bookmark_categories/3/statuses",
        query: { "status_ids[]": ["77"] },
        body: null,
      },
    ]);
  });
});

describe("the categories holding a status (Mastodon-style)", () => {
  it("reads them under the status, titles as names", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/statuses/77/bookmark_categories": {
        body: [{ id: "3", title: "Tea" }, { id: "4" }],
      },
    });
    const page = await getStatusBookmarkFolders(client, "77");
    expect(page.items.map((f) => [f.id, f.name])).toEqual([["3", "Tea"]]);
    expect(page.dropped).toBe(1);
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ["GET", "/api/v1/statuses/77/bookmark_categories"],
    ]);
  });
});

describeWithFixtures("bookmark folders on documented payloads", () => {
  it("reads Pleroma's folders", async () => {
    const { client } = recordingClient({
      "GET /api/v1/pleroma/bookmark_folders": {
        body: readFixture("pleroma-docs", "pleroma-pleroma_api-4.json"),
      },
    });
    const page = await getBookmarkFolders(client, PLEROMA);
    expect(page.items).toEqual([
      {
        id: "9umDrYheeY451cQnEe",
        name: "Read later",
        emoji: "🕓",
        emoji_url: null,
      },
    ]);
  });

  it("reads statuses of a folder from real Mastodon and Pleroma payloads", async () => {
    const { client } = recordingClient({
      "GET /api/v1/bookmarks": {
        body: [
          readFixture("mastodon-docs", "entities-Status-1.json"),
          readFixture("real", "pleroma-status.json"),
        ],
      },
    });
    const page = await getBookmarkFolderStatuses(client, PLEROMA, "f1");
    expect(page.items).toHaveLength(2);
    expect(page.dropped).toBe(0);
  });
});
