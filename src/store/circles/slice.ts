import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { addCollectionCases } from "../collections";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  upsertEntities,
} from "../entities";
import { sessionEnded } from "../events";
import {
  addMemberChangeCases,
  addMemberPageCases,
  dropEvictedPages,
  type MemberStore,
} from "../memberPages/cases";
import { combinedReducer } from "../rootReducer";
import { INITIAL_CIRCLES, type CirclesState } from "./state";
import { thunkActions } from "../thunkActions";
import type {
  addCircleMembers as AddCircleMembersThunk,
  createCircle as CreateCircleThunk,
  deleteCircle as DeleteCircleThunk,
  fetchCircleMembers as FetchCircleMembersThunk,
  fetchCircles as FetchCirclesThunk,
  removeCircleMembers as RemoveCircleMembersThunk,
  searchCircleCandidates as SearchCircleCandidatesThunk,
} from "./thunks";

// The thunks load with the circles' screens (store/thunkActions.ts).
const fetchCircles = thunkActions<typeof FetchCirclesThunk>("circles/fetch");
const createCircle = thunkActions<typeof CreateCircleThunk>("circles/create");
const deleteCircle = thunkActions<typeof DeleteCircleThunk>("circles/delete");
const fetchCircleMembers = thunkActions<typeof FetchCircleMembersThunk>(
  "circles/fetchMembers",
);
const addCircleMembers =
  thunkActions<typeof AddCircleMembersThunk>("circles/addMembers");
const removeCircleMembers = thunkActions<typeof RemoveCircleMembersThunk>(
  "circles/removeMembers",
);
const searchCircleCandidates =
  thunkActions<typeof SearchCircleCandidatesThunk>("circles/search");

const MEMBERS: MemberStore<CirclesState> = {
  pages: (state) => state.members,
  changes: (state) => state.changes,
};

const circlesSlice = createSlice({
  name: "circles",
  initialState: INITIAL_CIRCLES,
  reducers: {},
  extraReducers: (builder) => {
    addCollectionCases(
      builder,
      { fetched: fetchCircles, created: createCircle, deleted: deleteCircle },
      (state, id) => dropKey(state.members, id),
    );
    addMemberPageCases(builder, fetchCircleMembers, MEMBERS);
    addMemberChangeCases(
      builder,
      addCircleMembers,
      removeCircleMembers,
      MEMBERS,
    );
    builder
      .addCase(searchCircleCandidates.fulfilled, (state, { payload }) => {
        state.search = { q: payload.q, ids: payload.result };
      })
      .addCase(entitiesEvicted, (state, { payload }) => {
        const gone = new Set(payload.accounts);
        dropEvictedPages(state.members, gone);
        if (state.search.ids.some((a) => gone.has(a)))
          state.search = INITIAL_CIRCLES.search;
      })
      .addCase(sessionEnded, () => INITIAL_CIRCLES)
      .addMatcher(hasEntities, (state, { payload }) => {
        const circles = payload.entities.circles;
        if (circles) state.byId = upsertEntities(state.byId, circles);
      });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof circlesSlice> {}
}

/** Joins the store when the circles code first loads (see rootReducer.ts). */
export const injectedCirclesSlice = circlesSlice.injectInto(combinedReducer);
