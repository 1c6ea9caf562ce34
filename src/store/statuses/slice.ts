import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  entityOf,
  hasEntities,
  removeEntities,
  updateEntity,
  upsertEntities,
} from "../entities";
import { statusDeleted, statusReceived } from "../events";
import type {
  StoredReaction,
  StoredStatus,
  StoredStatusEdit,
} from "../normalize";
import {
  addReaction,
  FLAG_COUNTS,
  removeReaction,
  STATUS_TOGGLES,
  type ReactionArg,
  type StatusFlag,
} from "./interactions";
import type {
  deleteStatus as DeleteStatusThunk,
  fetchStatus as FetchStatusThunk,
  fetchStatusHistory as FetchStatusHistoryThunk,
} from "./thunks";
import { thunkActions } from "../thunkActions";

const fetchStatusHistory = thunkActions<typeof FetchStatusHistoryThunk>(
  "statuses/fetchHistory",
);
const fetchStatus = thunkActions<typeof FetchStatusThunk>("statuses/fetch");
const deleteStatus = thunkActions<typeof DeleteStatusThunk>("statuses/delete");

/** Statuses by id (spec 01 section 3): nested objects are ids, see `normalize.ts`. */
export interface StatusesState {
  byId: Record<string, StoredStatus>;
  /** When each status was last fetched on its own (ms), for freshness. */
  fetchedAt: Record<string, number>;
  /**
   * The viewer's posts being deleted: hidden at once, shown again if the
   * server refuses (the errors middleware says why).
   */
  deleting: Record<string, true>;
  /** Each status's edit history as last fetched, oldest first. */
  history: Record<string, StoredStatusEdit[]>;
}

const initialState: StatusesState = {
  byId: {},
  fetchedAt: {},
  deleting: {},
  history: {},
};

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

/** The status with the viewer's own reaction added or taken back (optimistic). */
function withOwnReaction(
  status: StoredStatus,
  { emoji, url = null }: ReactionArg,
  add: boolean,
): StoredStatus {
  const reactions = status.emoji_reactions;
  const held = reactions.find((r) => r.name === emoji);
  if (add && !held) {
    const created: StoredReaction = {
      name: emoji,
      count: 1,
      me: true,
      url,
      static_url: url,
      account_ids: [],
    };
    return { ...status, emoji_reactions: [...reactions, created] };
  }
  if (!held || held.me === add) return status;
  const count = Math.max(0, held.count + (add ? 1 : -1));
  const emoji_reactions =
    count === 0
      ? reactions.filter((r) => r !== held)
      : reactions.map((r) => (r === held ? { ...r, count, me: add } : r));
  return { ...status, emoji_reactions };
}

/** Replaces one status through `change`, when it is held (see entities.ts). */
function update(
  state: StatusesState,
  id: string,
  change: (status: StoredStatus) => StoredStatus,
): void {
  state.byId = updateEntity(state.byId, id, change);
}

/** The status with a flag set, its counter moved along (never below 0). */
function withFlag(
  status: StoredStatus,
  flag: StatusFlag,
  on: boolean,
): StoredStatus {
  if (status[flag] === on) return status;
  const next: StoredStatus = { ...status };
  next[flag] = on;
  const counter = FLAG_COUNTS[flag];
  if (counter) next[counter] = Math.max(0, status[counter] + (on ? 1 : -1));
  return next;
}

/** `byId` with the held parent's reply count moved by `by` (never below 0). */
function countReply(
  byId: Record<string, StoredStatus>,
  reply: StoredStatus,
  by: 1 | -1,
): Record<string, StoredStatus> {
  const parentId = reply.in_reply_to_id;
  if (parentId === null) return byId;
  return updateEntity(byId, parentId, (parent) => ({
    ...parent,
    replies_count: Math.max(0, parent.replies_count + by),
  }));
}

const statusesSlice = createSlice({
  name: "statuses",
  initialState,
  reducers: {
    reactionUpdated(state, action: PayloadAction<ReactionUpdate>) {
      update(state, action.payload.status_id, (status) =>
        withReaction(status, action.payload),
      );
    },
  },
  extraReducers: (builder) => {
    // Optimistic interactions: applied on pending, undone on rejected.
    for (const { thunk, flag, on } of STATUS_TOGGLES) {
      builder
        .addCase(thunk.pending, (state, action) => {
          update(state, action.meta.arg.id, (s) => withFlag(s, flag, on));
        })
        .addCase(thunk.rejected, (state, action) => {
          update(state, action.meta.arg.id, (s) => withFlag(s, flag, !on));
        });
    }
    for (const [thunk, add] of [
      [addReaction, true],
      [removeReaction, false],
    ] as const) {
      builder
        .addCase(thunk.pending, (state, action) => {
          const { arg } = action.meta;
          update(state, arg.id, (s) => withOwnReaction(s, arg, add));
        })
        .addCase(thunk.rejected, (state, action) => {
          const { arg } = action.meta;
          update(state, arg.id, (s) => withOwnReaction(s, arg, !add));
        });
    }
    builder
      // The status and its boosts go; quotes of it show it deleted.
      .addCase(statusDeleted, (state, action) => {
        const { id, removed = [id], quoting } = action.payload;
        const gone = new Set(removed);
        const deleted = entityOf(state.byId, id);
        let byId = removeEntities(state.byId, gone);
        if (deleted) byId = countReply(byId, deleted, -1);
        const quotes =
          quoting ??
          Object.keys(byId).filter(
            (key) => entityOf(byId, key)?.quote_id === id,
          );
        for (const key of quotes) {
          byId = updateEntity(byId, key, (status) => ({
            ...status,
            quote_state: "deleted",
          }));
        }
        state.byId = byId;
        state.fetchedAt = removeEntities(state.fetchedAt, gone);
        state.deleting = removeEntities(state.deleting, gone);
        state.history = removeEntities(state.history, gone);
      })
      .addCase(statusReceived, (state, action) => {
        // Runs before the matcher below: a status already held (posted, then
        // streamed; or on two streams) was counted when it first came.
        const { id, entities } = action.payload;
        const status = entities.statuses?.[id];
        const parentId = status?.in_reply_to_id;
        if (!status || !parentId || id in state.byId) return;
        state.byId = countReply(state.byId, status, 1);
      })
      .addCase(deleteStatus.pending, (state, action) => {
        state.deleting[action.meta.arg.id] = true;
      })
      .addCase(deleteStatus.rejected, (state, action) => {
        state.deleting = removeEntities(state.deleting, [action.meta.arg.id]);
      })
      .addCase(fetchStatus.fulfilled, (state, action) => {
        state.fetchedAt[action.payload.result] = action.payload.fetchedAt;
      })
      .addCase(fetchStatusHistory.fulfilled, (state, action) => {
        state.history = upsertEntities(state.history, {
          [action.payload.id]: action.payload.result,
        });
      })
      .addCase(entitiesEvicted, (state, action) => {
        const ids = action.payload.statuses;
        state.byId = removeEntities(state.byId, ids);
        state.fetchedAt = removeEntities(state.fetchedAt, ids);
        state.history = removeEntities(state.history, ids);
      })
      .addMatcher(hasEntities, (state, action) => {
        const { statuses } = action.payload.entities;
        if (!statuses) return;
        state.byId = upsertEntities(state.byId, statuses);
      });
  },
});

export const { reactionUpdated } = statusesSlice.actions;
export const statusesReducer = statusesSlice.reducer;
