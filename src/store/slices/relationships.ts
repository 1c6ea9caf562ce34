import {
  createSlice,
  isAnyOf,
  isFulfilled,
  isPending,
  isRejected,
} from "@reduxjs/toolkit";
import {
  entitiesEvicted,
  hasEntities,
  withEntities,
  withoutKeys,
  withStamps,
  writable,
} from "../entities";
import type { StoredRelationship } from "../normalize";
import {
  authorizeFollowRequest,
  fetchFollowRequests,
  rejectFollowRequest,
} from "../thunks/relationships";
import { followRelationshipsUpdated } from "./accounts";
import { sessionEnded } from "./session";
import {
  addOptimisticCases,
  type OptimisticEntry,
} from "../optimisticRelationships";

/** Accounts asking to follow the viewer, newest first, as the server pages them. */
export interface FollowRequestsState {
  ids: string[];
  next: string | null;
  isLoading: boolean;
  fetchedAt: number | null;
  /** Requests being answered: taken out of `ids`, put back where they were on failure. */
  answering: { requestId: string; id: string; index: number }[];
}

/**
 * The viewer's relationship to each account, keyed by the account id. Split
 * out of accounts (spec 01 section 3): Pleroma embeds it in account objects,
 * the relationships call returns it alone; both arrive as entities. The
 * viewer's actions change it at once and `rollback` holds, per pending
 * request, what to restore should the server refuse.
 */
export interface RelationshipsState {
  byId: Record<string, StoredRelationship>;
  fetchedAt: Record<string, number>;
  /** Pending optimistic changes, oldest first. */
  rollback: OptimisticEntry[];
  followRequests: FollowRequestsState;
}

const initialState: RelationshipsState = {
  byId: {},
  fetchedAt: {},
  rollback: [],
  followRequests: {
    ids: [],
    next: null,
    isLoading: false,
    fetchedAt: null,
    answering: [],
  },
};

const ANSWERS = [authorizeFollowRequest, rejectFollowRequest] as const;
const isAnswerRejected = isRejected(...ANSWERS);

const relationshipsSlice = createSlice({
  name: "relationships",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(followRelationshipsUpdated, (state, action) => {
        const { state: step, follower, following, viewerId } = action.payload;
        if (viewerId === null || follower.id !== viewerId) return;
        const byId = writable(state.byId);
        const relationship = byId[following.id];
        if (!relationship) return;
        byId[following.id] = {
          ...relationship,
          following: step === "follow_accept",
          requested: step === "follow_pending",
        };
        state.byId = byId;
      })
      // Relationships are the viewer's: another member has their own.
      .addCase(sessionEnded, () => initialState)
      .addCase(entitiesEvicted, (state, action) => {
        const ids = action.payload.relationships;
        state.byId = withoutKeys(state.byId, ids);
        state.fetchedAt = withoutKeys(state.fetchedAt, ids);
      })
      .addCase(fetchFollowRequests.pending, (state) => {
        state.followRequests.isLoading = true;
      })
      .addCase(fetchFollowRequests.fulfilled, (state, action) => {
        const list = state.followRequests;
        const { more, result, next, fetchedAt } = action.payload;
        const fresh = result.filter((id) => !more || !list.ids.includes(id));
        list.ids = more ? [...list.ids, ...fresh] : fresh;
        list.next = next;
        list.isLoading = false;
        list.fetchedAt = fetchedAt;
      })
      .addCase(fetchFollowRequests.rejected, (state) => {
        state.followRequests.isLoading = false;
      });
    addOptimisticCases(builder);
    builder
      .addMatcher(isPending(...ANSWERS), (state, action) => {
        const list = state.followRequests;
        const { id } = action.meta.arg;
        const index = list.ids.indexOf(id);
        if (index < 0) return;
        list.ids.splice(index, 1);
        list.answering.push({ requestId: action.meta.requestId, id, index });
      })
      .addMatcher(
        isAnyOf(isFulfilled(...ANSWERS), isAnswerRejected),
        (state, action) => {
          const list = state.followRequests;
          const at = list.answering.findIndex(
            (entry) => entry.requestId === action.meta.requestId,
          );
          const entry = list.answering[at];
          if (!entry) return;
          list.answering.splice(at, 1);
          if (isAnswerRejected(action) && !list.ids.includes(entry.id)) {
            list.ids.splice(
              Math.min(entry.index, list.ids.length),
              0,
              entry.id,
            );
          }
        },
      )
      .addMatcher(hasEntities, (state, action) => {
        const { relationships } = action.payload.entities;
        if (!relationships) return;
        state.byId = withEntities(state.byId, relationships);
        const at = action.payload.fetchedAt;
        if (at !== undefined) {
          state.fetchedAt = withStamps(state.fetchedAt, relationships, at);
        }
      });
  },
});

export const relationshipsReducer = relationshipsSlice.reducer;
