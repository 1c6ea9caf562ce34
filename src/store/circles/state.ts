import type { RootState } from "../rootReducer";
import type { Circle } from "../../api/schemas/circle";
import type { MemberChange, MemberPage } from "../memberPages/cases";

/**
 * The member's kmyblue circles (gate `circles`): who a `circle` post
 * reaches, managed as lists are. A slice that joins the store when the
 * circles code first loads (slice.ts).
 */
export interface CirclesState {
  byId: Record<string, Circle>;
  /** The member's circles in the server's order; null until loaded. */
  order: string[] | null;
  /** Circles being deleted: gone at once, back if the server refuses. */
  deleting: Record<string, true>;
  members: Record<string, MemberPage>;
  changes: MemberChange[];
  /** Accounts found to add to a circle, for the last query asked. */
  search: { q: string; ids: string[] };
}

export const INITIAL_CIRCLES: CirclesState = {
  byId: {},
  order: null,
  deleting: {},
  members: {},
  changes: [],
  search: { q: "", ids: [] },
};

/** The circles' state, or the empty one before the slice has joined. */
export function circlesOf(state: RootState): CirclesState {
  return state.circles ?? INITIAL_CIRCLES;
}
