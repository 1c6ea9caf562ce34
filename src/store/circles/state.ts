import type { RootState } from "../rootReducer";
import type { Circle } from "../../api/schemas/circle";
import type { MembersCollectionState } from "../collections/cases";
import type { MemberPage } from "../collections/members";

/**
 * The member's kmyblue circles (gate `circles`): who a `circle` post
 * reaches, managed as lists are. A slice that joins the store when the
 * circles code first loads (slice.ts).
 */
export interface CirclesState extends MembersCollectionState<Circle> {
  members: Record<string, MemberPage>;
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
