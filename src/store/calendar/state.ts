import type { Location } from "../../api/schemas/location";
import type { TakenOut } from "../pagedList";
import type { RootState } from "../rootReducer";

/** Someone asking to join a restricted event, with what they wrote. */
export interface StoredParticipationRequest {
  account_id: string;
  message: string | null;
}

export interface ParticipantsPage {
  ids: string[];
  next: string | null;
}

export interface RequestsList {
  items: StoredParticipationRequest[];
  /** Requests answered but not yet confirmed, to put back should the server refuse. */
  answering: TakenOut<StoredParticipationRequest>[];
}

/**
 * The member's events (Rebased events, gate `events`): the ones joined,
 * each event's participants and, for its organiser, the requests to join.
 * The events themselves are posts (statuses with `event`). A slice of its
 * own that joins the store when its code first loads (slice.ts).
 */
export interface CalendarState {
  /** Event posts the member joined or asked to join; null until loaded. */
  joined: string[] | null;
  participants: Record<string, ParticipantsPage>;
  requests: Record<string, RequestsList>;
  /** Places found for the last query of the location search. */
  places: { q: string; items: Location[] };
}

export const INITIAL_CALENDAR: CalendarState = {
  joined: null,
  participants: {},
  requests: {},
  places: { q: "", items: [] },
};

export function calendarOf(state: RootState): CalendarState {
  return state.calendar ?? INITIAL_CALENDAR;
}
