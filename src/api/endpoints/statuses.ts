import type { ApiClient, Page } from "../client";
import { makeContextSchema, type Context } from "../schemas/context";
import { statusSchema, type Status } from "../schemas/status";
import { statusEditSchema, type StatusEdit } from "../schemas/statusEdit";

/** Statuses (spec 02 section 7.6). */

export function getStatus(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Status> {
  return client.one(
    "GET",
    `/api/v1/statuses/${encodeURIComponent(id)}`,
    statusSchema,
    { signal },
  );
}

/** The thread around a status; a Mitra bare list is split by the schema. */
export function getStatusContext(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Context> {
  return client.one(
    "GET",
    `/api/v1/statuses/${encodeURIComponent(id)}/context`,
    makeContextSchema(id),
    { signal },
  );
}

/** A status's revisions, oldest first as servers send them. */
export function getStatusHistory(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Page<StatusEdit>> {
  return client.list(
    `/api/v1/statuses/${encodeURIComponent(id)}/history`,
    statusEditSchema,
    { signal },
  );
}
