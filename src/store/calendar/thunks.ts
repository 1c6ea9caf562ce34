import {
  getEventIcs,
  getEventParticipationRequests,
  getEventParticipations,
  getJoinedEvents,
  postAuthorizeParticipationRequest,
  postEvent,
  postJoinEvent,
  postLeaveEvent,
  postRejectParticipationRequest,
  putEvent,
  searchLocations,
  type EventParams,
  type JoinMode,
} from "../../api/endpoints/events";
import { postMedia } from "../../api/endpoints/media";
import { createAppAsyncThunk } from "../hooks";
import {
  normalizeAccounts,
  normalizeStatus,
  normalizeStatuses,
} from "../normalize";
import { calendarOf } from "./state";

/**
 * Rebased events (gate `events`, spec 02 section 7.13): the member creates,
 * edits, joins and leaves events, and the organiser answers who asks to
 * join. Every action answers the event's post, which the statuses absorb
 * (its `join_state` and participant count with it).
 */

const PAGE_SIZE = 40;

/** The member's events, joined or asked to join (one page of 40, newest first). */
export const fetchJoinedEvents = createAppAsyncThunk(
  "calendar/fetchJoined",
  async (_arg: undefined, { extra, signal }) => {
    const page = await getJoinedEvents(
      extra.client,
      undefined,
      { limit: PAGE_SIZE },
      signal,
    );
    return normalizeStatuses(page.items);
  },
  { optional: "events" },
);

/** Who takes part in an event; `more` follows the Link cursor. */
export const fetchEventParticipants = createAppAsyncThunk(
  "calendar/fetchParticipants",
  async (
    { id, more = false }: { id: string; more?: boolean },
    { extra, getState, signal },
  ) => {
    const next = calendarOf(getState()).participants[id]?.next ?? null;
    const paging = more && next !== null ? { url: next } : { limit: PAGE_SIZE };
    const page = await getEventParticipations(extra.client, id, paging, signal);
    return { ...normalizeAccounts(page.items), next: page.next };
  },
  { silent: (_failure, { more }) => !more },
);

/** Who asks to join the organiser's restricted event, with their messages. */
export const fetchParticipationRequests = createAppAsyncThunk(
  "calendar/fetchRequests",
  async ({ id }: { id: string }, { extra, signal }) => {
    const page = await getEventParticipationRequests(
      extra.client,
      id,
      { limit: PAGE_SIZE },
      signal,
    );
    const { entities } = normalizeAccounts(page.items.map((r) => r.account));
    const requests = page.items.map((r) => ({
      account_id: r.account.id,
      message: r.participation_message,
    }));
    return { requests, entities };
  },
  { silent: true },
);

export interface AnswerArg {
  id: string;
  accountId: string;
}

const answer = (type: string, call: typeof postAuthorizeParticipationRequest) =>
  createAppAsyncThunk(type, async ({ id, accountId }: AnswerArg, { extra }) =>
    normalizeStatus(await call(extra.client, id, accountId)),
  );

/** Lets someone in; the request leaves the list at once. */
export const acceptParticipationRequest = answer(
  "calendar/acceptRequest",
  postAuthorizeParticipationRequest,
);
export const rejectParticipationRequest = answer(
  "calendar/rejectRequest",
  postRejectParticipationRequest,
);

/** Joins, or asks to join a restricted event with a message for the organiser. */
export const joinEvent = createAppAsyncThunk(
  "calendar/join",
  async ({ id, message }: { id: string; message?: string }, { extra }) =>
    normalizeStatus(await postJoinEvent(extra.client, id, message)),
);

export const leaveEvent = createAppAsyncThunk(
  "calendar/leave",
  async ({ id }: { id: string }, { extra }) =>
    normalizeStatus(await postLeaveEvent(extra.client, id)),
);

/** A new event; the form says a refusal in place. */
export const createEvent = createAppAsyncThunk(
  "calendar/create",
  async (
    { params }: { params: EventParams & { joinMode: JoinMode } },
    { extra },
  ) => normalizeStatus(await postEvent(extra.client, params)),
  { silent: true },
);

export const updateEvent = createAppAsyncThunk(
  "calendar/update",
  async ({ id, params }: { id: string; params: EventParams }, { extra }) =>
    normalizeStatus(await putEvent(extra.client, id, params)),
  { silent: true },
);

/** Places for the event form's location search (Rebased's geospatial provider). */
export const searchEventPlaces = createAppAsyncThunk(
  "calendar/searchPlaces",
  async ({ q }: { q: string }, { extra, signal }) => ({
    q,
    items: await searchLocations(extra.client, q, signal),
  }),
  { silent: true },
);

/** The event as an iCalendar file's text, for the member to save. */
export const fetchEventIcs = createAppAsyncThunk(
  "calendar/ics",
  async ({ id }: { id: string }, { extra, signal }) => ({
    text: await getEventIcs(extra.client, id, signal),
  }),
);

export interface BannerArg {
  /**
   * The one value in an action that is not plain data: it stays in
   * `meta.arg` (which the serialisability check skips).
   */
  file: File;
}

/** Uploads an image for an event's banner; the form keeps the attachment's id. */
export const uploadEventBanner = createAppAsyncThunk(
  "calendar/uploadBanner",
  async ({ file }: BannerArg, { extra, getState }) => {
    const { attachment } = await postMedia(extra.client, file, {
      v2: getState().instance.features.mediaV2,
      // Rebased takes the first attachment described "Banner" as the banner.
      description: "Banner",
    });
    return {
      id: attachment.id,
      preview: attachment.preview_url ?? attachment.url,
    };
  },
  { silent: true },
);
