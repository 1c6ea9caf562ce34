import type { UnknownAction } from "@reduxjs/toolkit";
import { bookmarkFolderSchema } from "../../../src/api/schemas/bookmarkFolder";
import { folderListKey } from "../../../src/store/bookmarks/lists";
import { normalizeBookmarkFolders } from "../../../src/store/bookmarks/normalize";
import {
  selectBookmarkFolderIds,
  selectStatusFolderIds,
  selectStatusList,
} from "../../../src/store/bookmarks/selectors";
import {
  deleteBookmarkFolder,
  fetchBookmarkFolders,
  fetchStatusList,
  saveBookmarkFolders,
  type StatusListArg,
} from "../../../src/store/bookmarks/thunks";
import { entitiesEvicted } from "../../../src/store/entities";
import { sessionEnded, statusDeleted } from "../../../src/store/events";
import type { RootState } from "../../../src/store/rootReducer";
import {
  bookmarkStatus,
  favouriteStatus,
  unbookmarkStatus,
} from "../../../src/store/statuses/interactions";
import { normalized, rawStatus, reduceAll, testReducer } from "../factories";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const failure = { message: "Record not found", status: 404 };
const ids = (state: RootState, key: string) => selectStatusList(state, key).ids;

/** A page of `list` as the server answered request `requestId`. */
function page(
  arg: StatusListArg,
  statusIds: string[],
  requestId = `${arg.key}-${String(arg.more ?? false)}`,
  over: Record<string, unknown> = {},
): UnknownAction[] {
  const { result, entities } = normalized(
    statusIds.map((id) => rawStatus(id, over)),
  );
  return [
    fetchStatusList.pending(requestId, arg),
    fetchStatusList.fulfilled(
      { result, entities, next: "next-page", fetchedAt: 1 },
      requestId,
      arg,
    ),
  ];
}

function foldersListed(...names: string[]) {
  const folders = names.map((name, i) =>
    bookmarkFolderSchema.parse({ id: `f${String(i + 1)}`, name }),
  );
  return fetchBookmarkFolders.fulfilled(
    normalizeBookmarkFolders(folders),
    "folders",
    undefined,
  );
}

describe("bookmarks slice: lists", () => {
  it("a first page replaces the list, a further page adds what it lacks", () => {
    const state = run([
      ...page({ key: "bookmarks" }, ["3", "2"]),
      ...page({ key: "bookmarks", more: true }, ["2", "1"]),
    ]);
    expect(ids(state, "bookmarks")).toEqual(["3", "2", "1"]);
    const again = run(page({ key: "bookmarks" }, ["4"], "again"), state);
    expect(ids(again, "bookmarks")).toEqual(["4"]);
  });

  it("a first page superseded by a later request is not shown", () => {
    const first = page({ key: "favourites" }, ["1"], "first");
    const second = page({ key: "favourites" }, ["2"], "second");
    const [firstPending, firstDone] = first as [UnknownAction, UnknownAction];
    const state = run([firstPending, ...second, firstDone]);
    expect(ids(state, "favourites")).toEqual(["2"]);
    expect(selectStatusList(state, "favourites").loadingId).toBeNull();
  });
});

describe("bookmarks slice: live as the member bookmarks and likes elsewhere", () => {
  const loaded = () =>
    run([
      ...page({ key: "bookmarks" }, ["2", "1"], "b", { bookmarked: true }),
      ...page({ key: folderListKey("f1") }, ["1"], "f", { bookmarked: true }),
      ...page({ key: "favourites" }, ["5"], "l", { favourited: true }),
    ]);

  it("a post bookmarked elsewhere goes on top of the loaded bookmarks, liked on top of favourites", () => {
    const state = run(
      [
        bookmarkStatus.pending("r1", { id: "9" }),
        favouriteStatus.pending("r2", { id: "9" }),
      ],
      loaded(),
    );
    expect(ids(state, "bookmarks")).toEqual(["9", "2", "1"]);
    expect(ids(state, "favourites")).toEqual(["9", "5"]);
    expect(ids(state, folderListKey("f1"))).toEqual(["1"]);
  });

  it("lists not loaded yet take nothing (they load the server's list)", () => {
    const state = run([bookmarkStatus.pending("r1", { id: "9" })]);
    expect(selectStatusList(state, "bookmarks").fetchedAt).toBeNull();
    expect(ids(state, "bookmarks")).toEqual([]);
  });

  it("unbookmarked, a post leaves the bookmarks and its folder; refused, it is back where it was", () => {
    const taken = run(
      [unbookmarkStatus.pending("r1", { id: "1" })],
      run(
        [
          saveBookmarkFolders.pending("move", {
            statusId: "1",
            from: [],
            to: ["f1"],
          }),
          saveBookmarkFolders.fulfilled(
            { statusId: "1", folderIds: ["f1"] },
            "move",
            { statusId: "1", from: [], to: ["f1"] },
          ),
        ],
        loaded(),
      ),
    );
    expect(ids(taken, "bookmarks")).toEqual(["2"]);
    expect(ids(taken, folderListKey("f1"))).toEqual([]);
    expect(selectStatusFolderIds(taken, "1")).toEqual([]);

    const refused = run(
      [unbookmarkStatus.rejected(null, "r1", { id: "1" }, failure)],
      taken,
    );
    expect(ids(refused, "bookmarks")).toEqual(["2", "1"]);
    expect(ids(refused, folderListKey("f1"))).toEqual(["1"]);
    expect(selectStatusFolderIds(refused, "1")).toEqual(["f1"]);
    expect(refused.bookmarks?.changes).toEqual([]);
  });

  it("a refused bookmark leaves the list again", () => {
    const state = run(
      [
        bookmarkStatus.pending("r1", { id: "9" }),
        bookmarkStatus.rejected(null, "r1", { id: "9" }, failure),
      ],
      loaded(),
    );
    expect(ids(state, "bookmarks")).toEqual(["2", "1"]);
  });
});

describe("bookmarks slice: folders", () => {
  const arg = { statusId: "1", from: ["f1"], to: ["f2"] };
  const withFolders = () =>
    run([
      foldersListed("Recipes", "Supper plans"),
      ...page({ key: folderListKey("f1") }, ["1"], "f1", { bookmarked: true }),
      ...page({ key: folderListKey("f2") }, ["7"], "f2", { bookmarked: true }),
    ]);

  it("moving a post takes it from one folder's list to the top of the other's at once", () => {
    const state = run([saveBookmarkFolders.pending("m", arg)], withFolders());
    expect(ids(state, folderListKey("f1"))).toEqual([]);
    expect(ids(state, folderListKey("f2"))).toEqual(["1", "7"]);
    expect(selectStatusFolderIds(state, "1")).toEqual(["f2"]);
  });

  it("a refused move puts everything back", () => {
    const state = run(
      [
        saveBookmarkFolders.pending("m", arg),
        saveBookmarkFolders.rejected(null, "m", arg, failure),
      ],
      withFolders(),
    );
    expect(ids(state, folderListKey("f1"))).toEqual(["1"]);
    expect(ids(state, folderListKey("f2"))).toEqual(["7"]);
    // Nothing was recorded of its folders before: the post says it again.
    expect(state.bookmarks?.statusFolders["1"]).toBeUndefined();
  });

  it("a folder being deleted is hidden; deleted, its list and memberships go; refused, it is back", () => {
    const moved = run(
      [
        saveBookmarkFolders.pending("m", arg),
        saveBookmarkFolders.fulfilled(
          { statusId: "1", folderIds: ["f2"] },
          "m",
          arg,
        ),
        deleteBookmarkFolder.pending("d", { id: "f2" }),
      ],
      withFolders(),
    );
    expect(selectBookmarkFolderIds(moved)).toEqual(["f1"]);
    const refused = run(
      [deleteBookmarkFolder.rejected(null, "d", { id: "f2" }, failure)],
      moved,
    );
    expect(selectBookmarkFolderIds(refused)).toEqual(["f1", "f2"]);
    const deleted = run(
      [deleteBookmarkFolder.fulfilled({ id: "f2" }, "d", { id: "f2" })],
      moved,
    );
    expect(selectBookmarkFolderIds(deleted)).toEqual(["f1"]);
    expect(deleted.bookmarks?.folders.byId.f2).toBeUndefined();
    expect(deleted.bookmarks?.lists[folderListKey("f2")]).toBeUndefined();
    expect(selectStatusFolderIds(deleted, "1")).toEqual([]);
  });
});

describe("bookmarks slice: what a post's folders are", () => {
  it("Pleroma-style posts say their one folder; kmyblue-style ones are unknown until fetched", () => {
    const state = run(
      page({ key: "bookmarks" }, ["1"], "b", {
        bookmarked: true,
        pleroma: { bookmark_folder: "f1" },
      }),
    );
    expect(selectStatusFolderIds(state, "1")).toEqual(["f1"]);
    const multiple: RootState = {
      ...state,
      instance: {
        ...state.instance,
        features: { ...state.instance.features, bookmarkFoldersMultiple: true },
      },
    };
    expect(selectStatusFolderIds(multiple, "1")).toBeNull();
  });
});

describe("bookmarks slice: posts that go", () => {
  it("a deleted post leaves every list; a list that lost posts to the collector is dropped", () => {
    const state = run([
      ...page({ key: "bookmarks" }, ["2", "1"]),
      ...page({ key: "favourites" }, ["3"]),
      statusDeleted({ id: "2" }),
    ]);
    expect(ids(state, "bookmarks")).toEqual(["1"]);
    const collected = run(
      [
        entitiesEvicted({
          statuses: ["3"],
          accounts: [],
          polls: [],
          relationships: [],
          groups: [],
          chatMessages: [],
          timelines: [],
          timelinesTrimmed: [],
        }),
      ],
      state,
    );
    expect(selectStatusList(collected, "favourites").fetchedAt).toBeNull();
    expect(ids(collected, "bookmarks")).toEqual(["1"]);
  });

  it("signing out forgets the member's lists and folders", () => {
    const state = run([
      ...page({ key: "bookmarks" }, ["1"]),
      foldersListed("Recipes"),
      sessionEnded(),
    ]);
    expect(ids(state, "bookmarks")).toEqual([]);
    expect(selectBookmarkFolderIds(state)).toBeNull();
  });
});
