import type { RootState } from "../rootReducer";
import { injectedCalendarSlice } from "./slice";
import type {
  CalendarState,
  ParticipantsPage,
  StoredParticipationRequest,
} from "./state";

/** Read through the injected slice, so a screen that selects events has loaded the slice. */
const calendarOf = (state: RootState): CalendarState =>
  injectedCalendarSlice.selectSlice(state);

export const selectJoinedEventIds = (state: RootState): string[] | null =>
  calendarOf(state).joined;

const NO_PARTICIPANTS: ParticipantsPage = { ids: [], next: null };
const NO_REQUESTS: StoredParticipationRequest[] = [];

export const selectEventParticipants = (
  state: RootState,
  id: string,
): ParticipantsPage => calendarOf(state).participants[id] ?? NO_PARTICIPANTS;

export const selectParticipationRequests = (
  state: RootState,
  id: string,
): StoredParticipationRequest[] =>
  calendarOf(state).requests[id]?.items ?? NO_REQUESTS;

/** Places found for `q`; empty until its answer is in. */
export const selectEventPlaces = (state: RootState, q: string) => {
  const { places } = calendarOf(state);
  return places.q === q ? places.items : NO_PLACES;
};

const NO_PLACES: CalendarState["places"]["items"] = [];
