import type { RootState } from "../../store";
import { isTombstone } from "../../store/contexts/tree";

/**
 * What posts need beyond the store's selectors (each domain's `store/<domain>/selectors.ts`). Plain
 * lookups: none builds a new object.
 */

/** Sorted reply ids of a post (or of a placeholder), as the thread tree holds them. */
export const selectReplyIds = (state: RootState, id: string) =>
  state.contexts.replies[id];

/** Whether an id names a missing-post placeholder ('{id}-tombstone') rather than a post. */
export const isPlaceholderId = isTombstone;
