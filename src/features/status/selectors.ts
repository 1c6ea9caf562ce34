import type { RootState } from "../../store";
import { isTombstone } from "../../store/contexts/tree";

/**
 * What posts need beyond the store's selectors (each domain's `store/<domain>/selectors.ts`). Plain
 * lookups: none builds a new object.
 */

/** Sorted reply ids of a post (or of a placeholder), as the thread tree holds them. */
export const selectReplyIds = (state: RootState, id: string) =>
  state.contexts.replies[id];

/** Whether someone is signed in: visitors get the UNAUTHORIZED modal for actions. */
export const selectIsLoggedIn = (state: RootState) =>
  state.session.accessToken !== null || state.session.me !== null;

/** Whether an id names a missing-post placeholder ('{id}-tombstone') rather than a post. */
export const isPlaceholderId = isTombstone;
