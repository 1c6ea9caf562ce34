import type { Scrobble } from "../../api/schemas/scrobble";
import type { RootState } from "../rootReducer";

/** A track as held: its account is the list's. */
export type StoredScrobble = Omit<Scrobble, "account">;

export interface ScrobbleList {
  items: StoredScrobble[];
  /** Link cursor of the next page. */
  next: string | null;
  isLoading: boolean;
  moreFailed: boolean;
}

/**
 * What accounts listened to (Pleroma scrobbles, gate `scrobbles`), by
 * account id. A slice of its own that joins the store when the profile's
 * listening tab first loads (slice.ts).
 */
export interface ScrobblesState {
  byAccount: Record<string, ScrobbleList>;
  /** Account ids, least recently loaded first; at most MAX_SCROBBLE_LISTS. */
  recent: string[];
}

/** Lists kept at once, so visiting many profiles does not grow memory. */
export const MAX_SCROBBLE_LISTS = 5;

export const INITIAL_SCROBBLES: ScrobblesState = { byAccount: {}, recent: [] };

export function scrobblesOf(state: RootState): ScrobblesState {
  return state.scrobbles ?? INITIAL_SCROBBLES;
}
