import { schema } from "normalizr";
import type { OauthSession } from "../../api/schemas/oauthSession";
import { normalizeMany, type Normalized } from "../normalize";

/** A signed-in session as cached: as the server lists it. */
export type StoredOauthSession = OauthSession;

const sessionEntity = new schema.Entity("oauthSessions");

export function normalizeOauthSessions(
  items: readonly OauthSession[],
): Normalized<string[]> {
  return normalizeMany(items, sessionEntity);
}
