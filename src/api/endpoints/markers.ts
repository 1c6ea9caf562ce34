import type { ApiClient } from "../client";
import { markersSchema, type Markers } from "../schemas/marker";

/** Saved reading positions (spec 02 section 7.8). */
export function getMarkers(
  client: ApiClient,
  timelines: readonly ("home" | "notifications")[],
  signal?: AbortSignal,
): Promise<Markers> {
  return client.one("GET", "/api/v1/markers", markersSchema, {
    query: { timeline: timelines },
    signal,
  });
}

/**
 * Saves reading positions; the reply holds the markers as the server now has
 * them. Sent with `keepalive`, so the save made as the page closes arrives.
 */
export function postMarkers(
  client: ApiClient,
  positions: Partial<
    Record<"home" | "notifications", { last_read_id: string }>
  >,
): Promise<Markers> {
  return client.one("POST", "/api/v1/markers", markersSchema, {
    body: positions,
    keepalive: true,
  });
}
