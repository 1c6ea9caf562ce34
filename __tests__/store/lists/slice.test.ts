import type { UnknownAction } from "@reduxjs/toolkit";
import { listSchema } from "../../../src/api/schemas/list";
import { entitiesEvicted } from "../../../src/store/entities";
import { sessionEnded } from "../../../src/store/events";
import { normalizeLists } from "../../../src/store/lists/normalize";
import {
  selectAccountListIds,
  selectListById,
  selectListIds,
  selectListMembers,
} from "../../../src/store/lists/selectors";
import {
  addListMembers,
  deleteList,
  fetchAccountLists,
  fetchListMembers,
  fetchLists,
  removeListMembers,
  setListFavourite,
} from "../../../src/store/lists/thunks";
import { normalizeAccounts } from "../../../src/store/normalize";
import { accountSchema } from "../../../src/api/schemas/account";
import type { RootState } from "../../../src/store/rootReducer";
import { rawAccount, reduceAll, testReducer } from "../factories";

const { reduce, initial } = testReducer();
const run = (actions: UnknownAction[], state: RootState = initial) =>
  reduceAll(reduce, state, actions);
const refusal = { message: "Validation failed", status: 422 };

function listed(...lists: Record<string, unknown>[]) {
  const parsed = lists.map((l) => listSchema.parse(l));
  return fetchLists.fulfilled(normalizeLists(parsed), "lists", undefined);
}

const three = listed(
  { id: "1", title: "Zebra" },
  { id: "2", title: "Apple" },
  { id: "3", title: "Mango", favourite: true },
);

function members(listId: string, ids: string[], next: string | null = null) {
  const accounts = normalizeAccounts(
    ids.map((id) => accountSchema.parse(rawAccount(id))),
  );
  const arg = { id: listId };
  return [
    fetchListMembers.pending("m", arg),
    fetchListMembers.fulfilled({ ...accounts, next, fetchedAt: 1 }, "m", arg),
  ];
}

describe("the lists slice", () => {
  it("orders lists by title with favourites first", () => {
    expect(selectListIds(initial)).toBeNull();
    expect(selectListIds(run([three]))).toEqual(["3", "2", "1"]);
  });

  it("a deleted list goes at once and comes back if the server refuses", () => {
    const state = run([three]);
    const pending = run([deleteList.pending("d", { id: "2" })], state);
    expect(selectListIds(pending)).toEqual(["3", "1"]);
    const refused = run(
      [deleteList.rejected(null, "d", { id: "2" }, refusal)],
      pending,
    );
    expect(selectListIds(refused)).toEqual(["3", "2", "1"]);
    const done = run(
      [deleteList.fulfilled({ id: "2" }, "d", { id: "2" })],
      pending,
    );
    expect(selectListIds(done)).toEqual(["3", "1"]);
    expect(selectListById(done, "2")).toBeUndefined();
  });

  it("a favourite shows at once and is undone on refusal", () => {
    const state = run([three]);
    const arg = { id: "1", favourite: true };
    const pending = run([setListFavourite.pending("f", arg)], state);
    expect(selectListIds(pending)).toEqual(["3", "1", "2"]);
    const refused = run(
      [setListFavourite.rejected(null, "f", arg, refusal)],
      pending,
    );
    expect(selectListById(refused, "1")?.favourite).toBe(false);
  });

  it("members added or removed show at once, on the list and the account", () => {
    const state = run([
      three,
      ...members("1", ["10", "11"]),
      fetchAccountLists.fulfilled(
        normalizeLists([listSchema.parse({ id: "2", title: "Apple" })]),
        "a",
        { accountId: "12" },
      ),
    ]);
    const add = { id: "1", accountIds: ["12"] };
    const added = run([addListMembers.pending("add", add)], state);
    expect(selectListMembers(added, "1").ids).toEqual(["12", "10", "11"]);
    expect(selectAccountListIds(added, "12")).toEqual(["2", "1"]);
    const refused = run(
      [addListMembers.rejected(null, "add", add, refusal)],
      added,
    );
    expect(selectListMembers(refused, "1").ids).toEqual(["10", "11"]);
    expect(selectAccountListIds(refused, "12")).toEqual(["2"]);

    const remove = { id: "1", accountIds: ["10"] };
    const removed = run([removeListMembers.pending("rm", remove)], state);
    expect(selectListMembers(removed, "1").ids).toEqual(["11"]);
    const kept = run(
      [removeListMembers.fulfilled({ id: "1" }, "rm", remove)],
      removed,
    );
    expect(selectListMembers(kept, "1").ids).toEqual(["11"]);
    expect(kept.lists?.changes).toEqual([]);
  });

  it("pages members, and forgets a page whose accounts were collected", () => {
    let state = run([three, ...members("1", ["10", "11"], "next-url")]);
    expect(selectListMembers(state, "1").next).toBe("next-url");
    const more = { id: "1", more: true };
    const accounts = normalizeAccounts([accountSchema.parse(rawAccount("13"))]);
    state = run(
      [
        fetchListMembers.pending("more", more),
        fetchListMembers.fulfilled(
          { ...accounts, next: null, fetchedAt: 2 },
          "more",
          more,
        ),
      ],
      state,
    );
    expect(selectListMembers(state, "1").ids).toEqual(["10", "11", "13"]);
    const evicted = run(
      [
        entitiesEvicted({
          statuses: [],
          accounts: ["11"],
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
    expect(selectListMembers(evicted, "1").fetchedAt).toBeNull();
  });

  it("forgets everything when the session ends", () => {
    const state = run([three, ...members("1", ["10"]), sessionEnded()]);
    expect(selectListIds(state)).toBeNull();
    expect(selectListMembers(state, "1").ids).toEqual([]);
  });
});
