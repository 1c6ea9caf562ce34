import { createSlice } from "@reduxjs/toolkit";
import { statusDeleted } from "../events";
import type { fetchStatusContext as FetchStatusContextThunk } from "./thunks";
import {
  importContext,
  isInTree,
  isTombstone,
  link,
  notePosted,
  removeFromTree,
  rootOf,
  type ContextTree,
  type ThreadNode,
} from "./tree";
import { dropKey, entitiesEvicted, hasEntities } from "../entities";
import type { StoredStatus } from "../normalize";
import { thunkActions } from "../thunkActions";

const fetchStatusContext = thunkActions<typeof FetchStatusContextThunk>(
  "statuses/fetchContext",
);

/** Thread trees (see `contexts/tree.ts`) and when each focus's context was fetched. */
export interface ContextsState extends ContextTree {
  fetchedAt: Record<string, number>;
}

const initialState: ContextsState = {
  inReplyTos: {},
  replies: {},
  postedAt: {},
  fetchedAt: {},
};

function nodes(
  ids: readonly string[],
  statuses: Record<string, StoredStatus> | undefined,
): ThreadNode[] {
  return ids.map((id) => ({
    id,
    in_reply_to_id: statuses?.[id]?.in_reply_to_id ?? null,
    created_at: statuses?.[id]?.created_at,
  }));
}

/**
 * Whether a status belongs to a loaded thread: linked in a tree, or the
 * focus of a fetched context, which has no links while it has no parent
 * and no replies yet.
 */
function isInThread(state: ContextsState, id: string): boolean {
  return isInTree(state, id) || id in state.fetchedAt;
}

/**
 * A status that arrives later (a streamed reply, the viewer's own reply,
 * the focus fetched after its context, a parent that was missing) joins a
 * thread it belongs to.
 */
function attach(state: ContextsState, status: StoredStatus): void {
  const parent = status.in_reply_to_id;
  if (parent === null) {
    if (isInTree(state, status.id)) notePosted(state, status);
    return;
  }
  const current = state.inReplyTos[status.id];
  if (current === parent) {
    notePosted(state, status);
    return;
  }
  const replacesPlaceholder =
    current !== undefined && isTombstone(current) && isInThread(state, parent);
  if (current === undefined ? isInThread(state, parent) : replacesPlaceholder) {
    notePosted(state, status);
    link(state, status.id, parent);
  }
}

/**
 * The fetched threads a status eviction cuts into lose their freshness
 * (read before the tree changes): they must be fetched again, not served.
 */
function expireThreads(state: ContextsState, evicted: readonly string[]) {
  const cut = new Set(
    evicted
      .filter((id) => isInThread(state, id))
      .map((id) => rootOf(state, id)),
  );
  if (cut.size === 0) return;
  for (const focus of Object.keys(state.fetchedAt)) {
    if (cut.has(rootOf(state, focus))) dropKey(state.fetchedAt, focus);
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
        expireThreads(state, statuses);
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
