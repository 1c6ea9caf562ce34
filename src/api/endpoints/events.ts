import type { ApiClient, Page, Paging } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import {
  participationRequestSchema,
  type ParticipationRequest,
} from "../schemas/participationRequest";
import { locationSchema, type Location } from "../schemas/location";
import { statusSchema, type Status } from "../schemas/status";

/**
 * Events (gate `events`: the Pleroma feature Rebased advertises), under
 * /api/v1/pleroma/events (spec 02 section 7.13). Requests and replies as
 * soapbox-pub/rebased lib/pleroma/web/api_spec/operations/pleroma_event_operation.ex
 * documents them: every action answers the event's status, participation
 * requests are `{account, participation_message}`, the organiser accepts
 * or rejects one by the participant's account id.
 */

const EVENTS = "/api/v1/pleroma/events";
const eventPath = (id: string) => `${EVENTS}/${encodeURIComponent(id)}`;

/** Who may join: anyone at once, or after the organiser accepts. */
export type JoinMode = "free" | "restricted";

export interface EventParams {
  name: string;
  /** The description, in the server's default post format. */
  status?: string;
  /** ISO date-times. */
  startTime: string;
  endTime?: string | null;
  /** An uploaded attachment's id, shown as the event's banner. */
  bannerId?: string | null;
  /** A `origin_id` from searchLocations. */
  locationId?: string | null;
}

const eventBody = (params: EventParams) => ({
  name: params.name,
  status: params.status ?? "",
  start_time: params.startTime,
  ...(params.endTime === undefined ? {} : { end_time: params.endTime }),
  ...(params.bannerId === undefined ? {} : { banner_id: params.bannerId }),
  ...(params.locationId === undefined
    ? {}
    : { location_id: params.locationId }),
});

export function postEvent(
  client: ApiClient,
  params: EventParams & { joinMode: JoinMode; language?: string },
): Promise<Status> {
  return client.one("POST", EVENTS, statusSchema, {
    body: {
      ...eventBody(params),
      join_mode: params.joinMode,
      ...(params.language === undefined ? {} : { language: params.language }),
    },
  });
}

/** Changes an event; Rebased takes no new join mode here. */
export function putEvent(
  client: ApiClient,
  id: string,
  params: EventParams,
): Promise<Status> {
  return client.one("PUT", eventPath(id), statusSchema, {
    body: eventBody(params),
  });
}

/** The member's events, optionally only those in one join state. */
export function getJoinedEvents(
  client: ApiClient,
  state?: "pending" | "reject" | "accept",
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.page(`${EVENTS}/joined_events`, statusSchema, paging, {
    query: { state },
    signal,
  });
}

export function getEventParticipations(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(`${eventPath(id)}/participations`, accountSchema, paging, {
    signal,
  });
}

/** Who asked to join the organiser's restricted event. */
export function getEventParticipationRequests(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<ParticipationRequest>> {
  return client.page(
    `${eventPath(id)}/participation_requests`,
    participationRequestSchema,
    paging,
    { signal },
  );
}

const answer =
  (verb: "authorize" | "reject") =>
  (client: ApiClient, id: string, accountId: string): Promise<Status> =>
    client.one(
      "POST",
      `${eventPath(id)}/participation_requests/${encodeURIComponent(accountId)}/${verb}`,
      statusSchema,
    );

export const postAuthorizeParticipationRequest = answer("authorize");
export const postRejectParticipationRequest = answer("reject");

/** Joins, or asks to join a restricted event with a message for the organiser. */
export function postJoinEvent(
  client: ApiClient,
  id: string,
  participationMessage?: string,
): Promise<Status> {
  return client.one("POST", `${eventPath(id)}/join`, statusSchema, {
    body:
      participationMessage === undefined
        ? undefined
        : { participation_message: participationMessage },
  });
}

export function postLeaveEvent(client: ApiClient, id: string): Promise<Status> {
  return client.one("POST", `${eventPath(id)}/leave`, statusSchema);
}

/** The event as an iCalendar file (text/calendar), for download. */
export async function getEventIcs(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<string> {
  const raw = await client.request("GET", `${eventPath(id)}/ics`, {
    headers: { Accept: "text/calendar" },
    signal,
  });
  return raw.text;
}

/** Places matching `q` from the server's geospatial provider; an empty query asks nothing. */
export async function searchLocations(
  client: ApiClient,
  q: string,
  signal?: AbortSignal,
): Promise<Location[]> {
  const query = q.trim();
  if (!query) return [];
  const page = await client.list(
    "/api/v1/pleroma/search/location",
    locationSchema,
    { query: { q: query }, signal },
  );
  return page.items;
}
