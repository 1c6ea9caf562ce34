import { createSlice, isAnyOf, type WithSlice } from "@reduxjs/toolkit";
import type { InteractionPolicies } from "../../api/schemas/interactionPolicy";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { thunkActions } from "../thunkActions";
import type {
  fetchInteractionPolicyDefaults as FetchThunk,
  resetInteractionPolicyDefaults as ResetThunk,
  updateInteractionPolicyDefaults as UpdateThunk,
} from "./thunks";

const fetchInteractionPolicyDefaults = thunkActions<typeof FetchThunk>(
  "interactionPolicies/fetchDefaults",
);
const updateInteractionPolicyDefaults = thunkActions<typeof UpdateThunk>(
  "interactionPolicies/updateDefaults",
);
const resetInteractionPolicyDefaults = thunkActions<typeof ResetThunk>(
  "interactionPolicies/resetDefaults",
);

/** Who may like, boost and reply to the member's new posts, as the server last answered. */
export interface InteractionPoliciesState {
  /** Null until asked. */
  defaults: InteractionPolicies | null;
}

const initialState: InteractionPoliciesState = { defaults: null };

const interactionPoliciesSlice = createSlice({
  name: "interactionPolicies",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialState)
      .addMatcher(
        isAnyOf(
          fetchInteractionPolicyDefaults.fulfilled,
          updateInteractionPolicyDefaults.fulfilled,
          resetInteractionPolicyDefaults.fulfilled,
        ),
        (state, { payload }) => {
          state.defaults = payload.policies;
        },
      );
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<
    typeof interactionPoliciesSlice
  > {}
}

/** Joins the store when the notification settings' code first loads (see rootReducer.ts). */
export const injectedInteractionPoliciesSlice =
  interactionPoliciesSlice.injectInto(combinedReducer);
