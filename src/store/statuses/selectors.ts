import type { RootState } from "../rootReducer";

/**
 * Entity lookups: lists pass ids down and each row selects its own entity
 * (STYLE.md section 6). None builds a new object, so none is memoised.
 */
export const selectStatusById = (state: RootState, id: string) =>
  state.statuses.byId[id];

/** The status a timeline entry shows: the boosted one for a boost. */
export const selectDisplayedStatus = (state: RootState, id: string) => {
  const status = state.statuses.byId[id];
  return status?.reblog_id ? state.statuses.byId[status.reblog_id] : status;
};

/** A status's edit history as last fetched, oldest first. */
export const selectStatusHistory = (state: RootState, id: string) =>
  state.statuses.history[id];
