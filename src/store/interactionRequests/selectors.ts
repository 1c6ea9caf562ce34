import type { RootState } from "../rootReducer";
import { injectedInteractionRequestsSlice } from "./slice";
import type { StoredInteractionRequest } from "./state";

/** Read through the injected slice, so a screen that selects requests has loaded the slice. */
const requestsOf = (state: RootState) =>
  injectedInteractionRequestsSlice.selectSlice(state);

export const selectInteractionRequests = (state: RootState) =>
  requestsOf(state);

export const selectInteractionRequestById = (
  state: RootState,
  id: string,
): StoredInteractionRequest | undefined => requestsOf(state).byId[id];
