import type { ApiClient, Page, Paging } from "../client";
import {
  scheduledStatusSchema,
  type ScheduledStatus,
} from "../schemas/scheduledStatus";

/** Scheduled statuses (spec 02 section 7.7): list, retime, cancel. */

const path = (id: string) =>
  `/api/v1/scheduled_statuses/${encodeURIComponent(id)}`;

export function getScheduledStatuses(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<ScheduledStatus>> {
  return client.page(
    "/api/v1/scheduled_statuses",
    scheduledStatusSchema,
    paging,
    { signal },
  );
}

export function getScheduledStatus(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ScheduledStatus> {
  return client.one("GET", path(id), scheduledStatusSchema, { signal });
}

/** Moves the publication time (ISO 8601, at least five minutes ahead). */
export function putScheduledStatus(
  client: ApiClient,
  id: string,
  scheduledAt: string,
): Promise<ScheduledStatus> {
  return client.one("PUT", path(id), scheduledStatusSchema, {
    body: { scheduled_at: scheduledAt },
  });
}

/** Cancels it: it will not be posted. */
export async function deleteScheduledStatus(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("DELETE", path(id));
}
