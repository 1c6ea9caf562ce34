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
  upsertEntities,
  removeEntities,
  stampEntities,
  updateEntity,
} from "../entities";
import { followRelationshipsUpdated, sessionEnded } from "../events";
import type { StoredRelationship } from "../normalize";
import {
  addPagedListCases,
  mergePage,
  settleTakenOut,
  takeOut,
  type PagedListState,
  type TakenOut,
} from "../pagedList";
import type {
  authorizeFollowRequest as AuthorizeFollowRequestThunk,
  fetchFollowRequests as FetchFollowRequestsThunk,
  rejectFollowRequest as RejectFollowRequestThunk,
} from "./thunks";
import { addOptimisticCases, type OptimisticEntry } from "./optimistic";
import { thunkActions } from "../thunkActions";

const rejectFollowRequest = thunkActions<typeof RejectFollowRequestThunk>(
  "relationships/rejectFollowRequest",
);
const fetchFollowRequests = thunkActions<typeof FetchFollowRequestsThunk>(
  "relationships/fetchFollowRequests",
);
const authorizeFollowRequest = thunkActions<typeof AuthorizeFollowRequestThunk>(
  "relationships/authorizeFollowRequest",
);

/** Accounts asking to follow the viewer, newest first, as the server pages them. */
export interface FollowRequestsState extends PagedListState {
  ids: string[];
  fetchedAt: number | null;
  /** Requests being answered: taken out of `ids`, put back where they were on failure. */
  answering: TakenOut<string>[];
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
        state.byId = updateEntity(state.byId, following.id, (relationship) => ({
          ...relationship,
          following: step === "follow_accept",
          requested: step === "follow_pending",
        }));
      })
      // Relationships are the viewer's: another member has their own.
      .addCase(sessionEnded, () => initialState)
      .addCase(entitiesEvicted, (state, action) => {
        const ids = action.payload.relationships;
        state.byId = removeEntities(state.byId, ids);
        state.fetchedAt = removeEntities(state.fetchedAt, ids);
      });
    addPagedListCases(
      builder,
      fetchFollowRequests,
      (state) => state.followRequests,
      (list, { more, result, fetchedAt }) => {
        list.ids = mergePage(list.ids, result, more, (id) => id);
        list.fetchedAt = fetchedAt;
      },
    );
    addOptimisticCases(builder);
    builder
      .addMatcher(isPending(...ANSWERS), (state, action) => {
        const list = state.followRequests;
        const { id } = action.meta.arg;
        takeOut(
          list.ids,
          list.answering,
          action.meta.requestId,
          (held) => held === id,
        );
      })
      .addMatcher(
        isAnyOf(isFulfilled(...ANSWERS), isAnswerRejected),
        (state, action) => {
          const list = state.followRequests;
          settleTakenOut(
            list.ids,
            list.answering,
            action.meta.requestId,
            isAnswerRejected(action),
            (id) => id,
          );
        },
      )
      .addMatcher(hasEntities, (state, action) => {
        const { relationships } = action.payload.entities;
        if (!relationships) return;
        state.byId = upsertEntities(state.byId, relationships);
        const at = action.payload.fetchedAt;
        if (at !== undefined) {
          state.fetchedAt = stampEntities(state.fetchedAt, relationships, at);
        }
      });
  },
});

export const relationshipsReducer = relationshipsSlice.reducer;
