import {
  createAction,
  createSlice,
  type PayloadAction,
} from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  withEntities,
  withoutKeys,
  writable,
  type EntitiesPayload,
} from "../entities";
import type { StoredReaction, StoredStatus } from "../normalize";
import { fetchStatus } from "../thunks/statuses";

/** Statuses by id (spec 01 section 3): nested objects are ids, see `normalize.ts`. */
export interface StatusesState {
  byId: Record<string, StoredStatus>;
  /** When each status was last fetched on its own (ms), for freshness. */
  fetchedAt: Record<string, number>;
}

const initialState: StatusesState = { byId: {}, fetchedAt: {} };

export interface StatusDeletedPayload {
  id: string;
  /**
   * Every id to remove: the status and the boosts of it. Filled in by the root
   * reducer from the statuses it holds (see `rootReducer.ts`), so every slice
   * removes the same set.
   */
  removed?: string[];
  /** Statuses quoting the deleted one (also filled in by the root reducer). */
  quoting?: string[];
}

/** A reaction count as a streamed `emoji_reaction` reports it. */
export interface ReactionUpdate {
  status_id: string;
  reaction: Omit<StoredReaction, "me" | "account_ids"> & { me?: boolean };
}

/** The status with one reaction's count replaced (removed at 0). */
function withReaction(
  status: StoredStatus,
  { reaction }: ReactionUpdate,
): StoredStatus {
  const reactions = status.emoji_reactions;
  const held = reactions.find((r) => r.name === reaction.name);
  const others = reactions.filter((r) => r.name !== reaction.name);
  if (reaction.count <= 0) return { ...status, emoji_reactions: others };
  const next: StoredReaction = {
    ...reaction,
    me: reaction.me ?? held?.me ?? false,
    account_ids: held?.account_ids ?? [],
  };
  const emoji_reactions = held
    ? reactions.map((r) => (r === held ? next : r))
    : [...reactions, next];
  return { ...status, emoji_reactions };
}

/** A streamed `status.update`: the entities carry the new version. */
export const statusUpdated = createAction<EntitiesPayload & { id: string }>(
  "statuses/updated",
);

const statusesSlice = createSlice({
  name: "statuses",
  initialState,
  reducers: {
    /** A streamed `delete`: the status and its boosts go; quotes of it show it deleted. */
    deleted(state, action: PayloadAction<StatusDeletedPayload>) {
      const { id, removed = [id], quoting } = action.payload;
      const gone = new Set(removed);
      const byId = withoutKeys(state.byId, gone);
      const quotes =
        quoting ??
        Object.keys(byId).filter((key) => byId[key]?.quote_id === id);
      for (const key of quotes) {
        const status = byId[key];
        if (status) byId[key] = { ...status, quote_state: "deleted" };
      }
      state.byId = byId;
      state.fetchedAt = withoutKeys(state.fetchedAt, gone);
    },
    reactionUpdated(state, action: PayloadAction<ReactionUpdate>) {
      const byId = writable(state.byId);
      const status = byId[action.payload.status_id];
      if (!status) return;
      byId[status.id] = withReaction(status, action.payload);
      state.byId = byId;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchStatus.fulfilled, (state, action) => {
        state.fetchedAt[action.payload.result] = action.payload.fetchedAt;
      })
      .addCase(entitiesEvicted, (state, action) => {
        const ids = action.payload.statuses;
        state.byId = withoutKeys(state.byId, ids);
        state.fetchedAt = withoutKeys(state.fetchedAt, ids);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { statuses } = action.payload.entities;
        if (!statuses) return;
        state.byId = withEntities(state.byId, statuses);
      });
  },
});

export const { deleted: statusDeleted, reactionUpdated } =
  statusesSlice.actions;
export const statusesReducer = statusesSlice.reducer;
