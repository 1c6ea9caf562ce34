import * as z from "zod/mini";
import type { ApiClient, Page, Paging } from "../client";
import type { DetectedServer } from "../features";
import { familyPath } from "../familyPaths";
import { familyRequest, requireFamilyRequest } from "../familyRequest";
import { accountSchema, type Account } from "../schemas/account";
import { makeContextSchema, type Context } from "../schemas/context";
import {
  emojiReactionSchema,
  type EmojiReaction,
} from "../schemas/emojiReaction";
import {
  scheduledStatusSchema,
  type ScheduledStatus,
} from "../schemas/scheduledStatus";
import { statusSchema, type Status } from "../schemas/status";
import { statusEditSchema, type StatusEdit } from "../schemas/statusEdit";
import { statusSourceSchema, type StatusSource } from "../schemas/statusSource";

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

const statusPath = (id: string, action?: string) =>
  `/api/v1/statuses/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

/** The editable source of a status, for the edit form. */
export function getStatusSource(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<StatusSource> {
  return client.one("GET", statusPath(id, "source"), statusSourceSchema, {
    signal,
  });
}

/**
 * The status, deleted. Mastodon sends the source `text` back (Pleroma too),
 * for delete and redraft; `deleteMedia` (Mastodon 4.4+) drops the files.
 */
export function deleteStatus(
  client: ApiClient,
  id: string,
  deleteMedia = false,
  signal?: AbortSignal,
): Promise<Status> {
  return client.one("DELETE", statusPath(id), statusSchema, {
    query: deleteMedia ? { delete_media: true } : undefined,
    signal,
  });
}

/** What a new or edited status is sent with (spec 02 section 7.6). */
export interface StatusBody {
  status: string;
  spoiler_text?: string;
  sensitive?: boolean;
  /** A visibility, or Pleroma's `list:<id>` scope. */
  visibility?: string;
  language?: string;
  content_type?: string;
  media_ids?: string[];
  /** On edit: descriptions and focal points of media already attached. */
  media_attributes?: { id: string; description?: string; focus?: string }[];
  poll?: { options: string[]; expires_in: number; multiple: boolean };
  in_reply_to_id?: string;
  /** ISO date-time at least five minutes ahead: the reply is a scheduled status. */
  scheduled_at?: string;
  /** GoToSocial and Hometown: a local-only post. */
  local_only?: boolean;
  /** kmyblue: the circle a `circle` post goes to. */
  circle_id?: string;
  /** The quoted status; sent under the family's name for it (quoted_status_id or quote_id). */
  quote?: string;
  /** The group the post goes to (gate `groups`). */
  group_id?: string;
}

/** A new status, or a scheduled one when the body carried scheduled_at (spec 02 section 4). */
export type Posted =
  | { kind: "status"; status: Status }
  | { kind: "scheduled"; scheduled: ScheduledStatus };

const postedSchema = z.union([
  z.pipe(
    scheduledStatusSchema,
    z.transform((scheduled): Posted => ({
      kind: "scheduled",
      scheduled,
    })),
  ),
  z.pipe(
    statusSchema,
    z.transform((status): Posted => ({ kind: "status", status })),
  ),
]);

/** The body as the server reads it: the quote under this family's field name. */
function toServerBody(server: DetectedServer, body: StatusBody) {
  const { quote, ...rest } = body;
  if (quote === undefined) return rest;
  const field =
    familyPath(server, "quotes")?.fields?.quotedStatus ?? "quote_id";
  return { ...rest, [field]: quote };
}

/**
 * Posts a status. The Idempotency-Key makes a retry of the same post (after a
 * lost answer) return the first one instead of posting twice.
 */
export function postStatus(
  client: ApiClient,
  server: DetectedServer,
  body: StatusBody,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Posted> {
  // Pixelfed posts to a group at a path of its own, text only.
  const group =
    body.group_id === undefined
      ? null
      : familyRequest(
          server,
          "groupStatus",
          {},
          { group: body.group_id, text: body.status },
        );
  if (group) {
    return client.one(group.method, group.path, postedSchema, {
      body: group.body,
      signal,
    });
  }
  return client.one("POST", "/api/v1/statuses", postedSchema, {
    body: toServerBody(server, body),
    headers: { "Idempotency-Key": idempotencyKey },
    signal,
  });
}

/** Edits a status (its visibility and reply target cannot change). */
export function putStatus(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  body: StatusBody,
  signal?: AbortSignal,
): Promise<Status> {
  return client.one("PUT", statusPath(id), statusSchema, {
    body: toServerBody(server, body),
    signal,
  });
}

/** Who boosted a status, newest first. */
export function getRebloggedBy(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(statusPath(id, "reblogged_by"), accountSchema, paging, {
    signal,
  });
}

/** Who liked a status, newest first. */
export function getFavouritedBy(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(statusPath(id, "favourited_by"), accountSchema, paging, {
    signal,
  });
}

/**
 * A status's emoji reactions with the accounts behind each (where
 * `emojiReactsList`): Pleroma-style `/api/v1/pleroma/statuses/{id}/reactions`.
 * Reactions of another shape (Fedibird's per-account rows) are dropped.
 */
export function getStatusReactions(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  signal?: AbortSignal,
): Promise<Page<EmojiReaction>> {
  const { path } = requireFamilyRequest(server, "reactionsList", { id });
  return client.list(path, emojiReactionSchema, { signal });
}
