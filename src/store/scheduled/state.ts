import type { RootState } from "../rootReducer";
import type { StoredScheduledStatus } from "./normalize";

/**
 * The member's scheduled posts. A slice of its own that joins the store when
 * the scheduled posts' code first loads (slice.ts), so it is read through
 * `scheduledOf`, which gives the empty state before.
 */
export interface ScheduledState {
  /** Every scheduled post known, absorbed through the entities matcher. */
  byId: Record<string, StoredScheduledStatus>;
  /** Link cursor of the next page; null at the end, or before the first. */
  next: string | null;
  /** The first-page request whose answer counts. */
  loadingId: string | null;
  loadingMore: boolean;
  fetchedAt: number | null;
  /** Posts being cancelled: hidden at once, back if the server refuses. */
  cancelling: Record<string, true>;
}

export const INITIAL_SCHEDULED: ScheduledState = {
  byId: {},
  next: null,
  loadingId: null,
  loadingMore: false,
  fetchedAt: null,
  cancelling: {},
};

export function scheduledOf(state: RootState): ScheduledState {
  return state.scheduled ?? INITIAL_SCHEDULED;
}
