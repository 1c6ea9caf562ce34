import type { RootState } from "../rootReducer";
import type { MembersCollectionState } from "../collections/cases";
import type { MemberPage } from "../collections/members";
import type { StoredList } from "./normalize";

/**
 * The member's lists (spec 02 section 7.8). A slice of its own that joins the
 * store when the lists code first loads (slice.ts), so it is read through
 * `listsOf`, which gives the empty state before.
 */
export interface ListsState extends MembersCollectionState<StoredList> {
  members: Record<string, MemberPage>;
  /** The member's lists that hold an account, by account id, where asked. */
  accountLists: Record<string, string[]>;
}

export const INITIAL_LISTS: ListsState = {
  byId: {},
  order: null,
  deleting: {},
  members: {},
  accountLists: {},
  search: { q: "", ids: [] },
  changes: [],
};

export function listsOf(state: RootState): ListsState {
  return state.lists ?? INITIAL_LISTS;
}
