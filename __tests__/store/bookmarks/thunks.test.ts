import type { DetectedServer, Features } from "../../../src/api/features";
import { folderListKey } from "../../../src/store/bookmarks/lists";
import {
  selectStatusFolderIds,
  selectStatusList,
} from "../../../src/store/bookmarks/selectors";
import {
  fetchStatusFolders,
  fetchStatusList,
  saveBookmarkFolders,
} from "../../../src/store/bookmarks/thunks";
import { createAppStore } from "../../../src/store/index";
import {
  MASTODON,
  PLEROMA,
  recordingClient,
  type Answer,
} from "../../support/recordingClient";
import { rawStatus } from "../factories";
import { stateWith } from "../mockStore";

function storeOn(
  server: DetectedServer,
  features: Partial<Features>,
  answers: Record<string, Answer>,
) {
  const { client, calls } = recordingClient(answers);
  const state = stateWith({ bookmarkFolders: true, ...features });
  const store = createAppStore({
    client,
    preloadedState: { ...state, instance: { ...state.instance, server } },
  });
  return { store, calls };
}

const asSent = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.map((c) => [c.method, c.path, c.body]);

describe("saveBookmarkFolders", () => {
  it("Pleroma: bookmarks the post, then bookmarks it again into the folder", async () => {
    const { store, calls } = storeOn(
      PLEROMA,
      {},
      {
        "GET /api/v1/bookmarks": { body: [] },
        "POST /api/v1/statuses/7/bookmark": {
          body: rawStatus("7", { bookmarked: true }),
        },
      },
    );
    await store.dispatch(fetchStatusList({ key: folderListKey("f2") }));
    await store.dispatch(
      saveBookmarkFolders({ statusId: "7", from: [], to: ["f2"] }),
    );
    expect(asSent(calls.slice(1))).toEqual([
      ["POST", "/api/v1/statuses/7/bookmark", null],
      ["POST", "/api/v1/statuses/7/bookmark", { folder_id: "f2" }],
    ]);
    const state = store.getState();
    expect(state.statuses.byId["7"]?.bookmarked).toBe(true);
    expect(selectStatusList(state, folderListKey("f2")).ids).toEqual(["7"]);
    expect(selectStatusFolderIds(state, "7")).toEqual(["f2"]);
  });

  it("Pleroma: out of its folder, a post is bookmarked again without one", async () => {
    const { store, calls } = storeOn(
      PLEROMA,
      {},
      {
        "GET /api/v1/bookmarks": {
          body: [
            rawStatus("8", {
              bookmarked: true,
              pleroma: { bookmark_folder: "f1" },
            }),
          ],
        },
      },
    );
    await store.dispatch(fetchStatusList({ key: "bookmarks" }));
    const from = selectStatusFolderIds(store.getState(), "8") ?? [];
    expect(from).toEqual(["f1"]);
    await store.dispatch(saveBookmarkFolders({ statusId: "8", from, to: [] }));
    expect(asSent(calls.slice(1))).toEqual([
      ["POST", "/api/v1/statuses/8/bookmark", null],
    ]);
    expect(selectStatusFolderIds(store.getState(), "8")).toEqual([]);
  });

  it("kmyblue-style categories: added to the new ones, removed from the old", async () => {
    const { store, calls } = storeOn(
      MASTODON,
      { bookmarkFoldersMultiple: true },
      {
        "GET /api/v1/statuses/7/bookmark_categories": {
          body: [{ id: "3", title: "Tea" }],
        },
        "POST /api/v1/statuses/7/bookmark": {
          body: rawStatus("7", { bookmarked: true }),
        },
      },
    );
    await store.dispatch(fetchStatusFolders({ statusId: "7" }));
    expect(selectStatusFolderIds(store.getState(), "7")).toEqual(["3"]);
    await store.dispatch(
      saveBookmarkFolders({ statusId: "7", from: ["3"], to: ["4", "5"] }),
    );
    expect(
      calls.slice(1).map((c) => [c.method, c.path, c.query["status_ids[]"]]),
    ).toEqual([
      ["POST", "/api/v1/statuses/7/bookmark", undefined],
      ["POST", "/api/v1/bookmark_categories/4/statuses", ["7"]],
      ["POST", "/api/v1/bookmark_categories/5/statuses", ["7"]],
      ["DELETE", "/api/v1/bookmark_categories/3/statuses", ["7"]],
    ]);
    expect(selectStatusFolderIds(store.getState(), "7")).toEqual(["4", "5"]);
  });

  it("a refused move is undone and toasted once", async () => {
    const { store } = storeOn(
      PLEROMA,
      {},
      {
        "POST /api/v1/statuses/7/bookmark": {
          status: 422,
          body: { error: "Folder is full" },
        },
      },
    );
    const action = await store.dispatch(
      saveBookmarkFolders({ statusId: "7", from: [], to: ["f2"] }),
    );
    expect(saveBookmarkFolders.rejected.match(action)).toBe(true);
    const state = store.getState();
    expect(state.statuses.byId["7"]).toBeUndefined();
    expect(state.bookmarks?.statusFolders["7"]).toBeUndefined();
    // The bookmark's own notice says it; the move adds none.
    expect(state.notices.items.map((n) => n.source)).toEqual([
      "statuses/bookmark",
    ]);
  });
});
