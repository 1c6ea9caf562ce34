import type { RootState } from "../rootReducer";
import { injectedInteractionPoliciesSlice } from "./slice";

/** The defaults as the server last answered; null before. */
export const selectInteractionPolicyDefaults = (state: RootState) =>
  injectedInteractionPoliciesSlice.selectSlice(state).defaults;
