import { createSlice } from "@reduxjs/toolkit";
import {
  importContext,
  isInTree,
  isTombstone,
  link,
  removeFromTree,
  type ContextTree,
  type ThreadNode,
} from "../contextTree";
import { entitiesEvicted, hasEntities } from "../entities";
import type { StoredStatus } from "../normalize";
import { fetchStatusContext } from "../thunks/statuses";
import { statusDeleted } from "./statuses";

/** Thread trees (see `contextTree.ts`) and when each focus's context was fetched. */
export interface ContextsState extends ContextTree {
  fetchedAt: Record<string, number>;
}

const initialState: ContextsState = {
  inReplyTos: {},
  replies: {},
  fetchedAt: {},
};

function nodes(
  ids: readonly string[],
  statuses: Record<string, StoredStatus> | undefined,
): ThreadNode[] {
  return ids.map((id) => ({
    id,
    in_reply_to_id: statuses?.[id]?.in_reply_to_id ?? null,
  }));
}

/**
 * A status that arrives later (a streamed reply, the focus fetched after its
 * context, a parent that was missing) joins a tree it belongs to.
 */
function attach(state: ContextsState, status: StoredStatus): void {
  const parent = status.in_reply_to_id;
  if (parent === null) return;
  const current = state.inReplyTos[status.id];
  if (current === parent) return;
  const replacesPlaceholder =
    current !== undefined && isTombstone(current) && isInTree(state, parent);
  if (current === undefined ? isInTree(state, parent) : replacesPlaceholder) {
    link(state, status.id, parent);
  }
}

const contextsSlice = createSlice({
  name: "contexts",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchStatusContext.fulfilled, (state, action) => {
        const { id, ancestors, descendants, focusParent, entities } =
          action.payload;
        importContext(
          state,
          id,
          nodes(ancestors, entities.statuses),
          nodes(descendants, entities.statuses),
          focusParent,
        );
        state.fetchedAt[id] = action.payload.fetchedAt;
      })
      .addCase(statusDeleted, (state, action) => {
        removeFromTree(
          state,
          action.payload.removed ?? [action.payload.id],
          true,
        );
      })
      .addCase(entitiesEvicted, (state, action) => {
        const { statuses } = action.payload;
        // A thread that lost members must be fetched again, not served as fresh.
        if (statuses.some((id) => isInTree(state, id))) state.fetchedAt = {};
        removeFromTree(state, statuses, false);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { statuses } = action.payload.entities;
        if (!statuses) return;
        for (const status of Object.values(statuses)) attach(state, status);
      });
  },
});

export const contextsReducer = contextsSlice.reducer;
