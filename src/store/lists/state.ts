import type { RootState } from "../rootReducer";
import type { MemberChange, MemberPage } from "../memberPages/cases";
import type { StoredList } from "./normalize";

export { EMPTY_MEMBERS, type MemberPage } from "../memberPages/cases";

/**
 * The member's lists (spec 02 section 7.8). A slice of its own that joins the
 * store when the lists code first loads (slice.ts), so it is read through
 * `listsOf`, which gives the empty state before.
 */
export interface ListsState {
  /** The lists as entities (absorbed through the entities matcher). */
  byId: Record<string, StoredList>;
  /** The member's lists in the server's order; null until loaded. */
  order: string[] | null;
  /** Lists being deleted: gone at once, back if the server refuses. */
  deleting: Record<string, true>;
  members: Record<string, MemberPage>;
  /** The member's lists that hold an account, by account id, where asked. */
  accountLists: Record<string, string[]>;
  /** Accounts found to add to a list, for the last query asked. */
  search: { q: string; ids: string[] };
  changes: MemberChange[];
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
