import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import { buildPath } from "../familyRoutes";
import { statusSchema, type Status } from "../schemas/status";
import { translationSchema, type Translation } from "../schemas/translation";
import type { Visibility } from "../schemas/visibility";
import { statusPath } from "../statusPaths";

/*
 * What a member does to a post from its card (spec 02 section 7.6): the
 * toggles, emoji reactions and translation. Apart from statuses.ts, whose
 * other calls (thread, history, posting, scheduling) and their schemas load
 * with the screens that make them, not with every timeline's cards.
 */

/** The interactions that are one POST on a status and answer with it. */
export type StatusToggle =
  | "favourite"
  | "unfavourite"
  | "reblog"
  | "unreblog"
  | "bookmark"
  | "unbookmark"
  | "pin"
  | "unpin"
  | "mute"
  | "unmute";

/**
 * Like, boost, bookmark, pin, mute and their undoing. A boost answers with the
 * new boost wrapping the post; the others with the post itself.
 */
export function postStatusToggle(
  client: ApiClient,
  id: string,
  toggle: StatusToggle,
  body?: { visibility?: Visibility },
  signal?: AbortSignal,
): Promise<Status> {
  return client.one(
    "POST",
    `/api/v1/statuses/${encodeURIComponent(id)}/${toggle}`,
    statusSchema,
    {
      body,
      signal,
    },
  );
}

/**
 * Adds or removes the viewer's emoji reaction, by the family's path (Pleroma
 * PUT/DELETE .../reactions/:emoji, Fedibird POST .../react|unreact/:emoji).
 * Resolves to the status when the server answers with one, else null; rejects
 * when the family has no reactions.
 */
export async function putStatusReaction(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  emoji: string,
  add: boolean,
  signal?: AbortSignal,
): Promise<Status | null> {
  const endpoint = statusPath(server, add ? "reactionAdd" : "reactionRemove");
  if (!endpoint) throw new Error("This server has no emoji reactions");
  const path = buildPath(endpoint.path, { id, emoji });
  const raw = await client.request(endpoint.method, path, { signal });
  const parsed = statusSchema.safeParse(raw.json);
  return parsed.success ? parsed.data : null;
}

/**
 * Machine translation of one post (POST .../translate {lang}, or Akkoma's GET
 * .../translations/{lang}); null when the family has no translation path.
 */
export async function postTranslation(
  client: ApiClient,
  server: DetectedServer,
  id: string,
  language: string,
  signal?: AbortSignal,
): Promise<Translation | null> {
  const endpoint = statusPath(server, "translate");
  if (!endpoint) return null;
  const path = buildPath(endpoint.path, { id, language });
  const field = endpoint.fields?.language ?? "lang";
  const options =
    endpoint.method === "GET"
      ? { signal }
      : { signal, body: { [field]: language } };
  return client.one(endpoint.method, path, translationSchema, options);
}
