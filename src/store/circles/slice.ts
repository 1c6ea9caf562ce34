import { createSlice, type WithSlice } from "@reduxjs/toolkit";
import { addMembersCollectionCases } from "../collections/cases";
import { combinedReducer } from "../rootReducer";
import { thunkActions } from "../thunkActions";
import { INITIAL_CIRCLES } from "./state";
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

const circlesSlice = createSlice({
  name: "circles",
  initialState: INITIAL_CIRCLES,
  reducers: {},
  extraReducers: (builder) => {
    addMembersCollectionCases(builder, {
      entities: (entities) => entities.circles,
      initial: INITIAL_CIRCLES,
      collection: {
        fetched: fetchCircles,
        created: createCircle,
        deleted: deleteCircle,
      },
      members: [
        {
          pages: (state) => state.members,
          fetch: fetchCircleMembers,
          add: addCircleMembers,
          remove: removeCircleMembers,
        },
      ],
      search: searchCircleCandidates,
    });
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof circlesSlice> {}
}

/** Joins the store when the circles code first loads (see rootReducer.ts). */
export const injectedCirclesSlice = circlesSlice.injectInto(combinedReducer);
