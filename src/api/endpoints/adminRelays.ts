import { parseItems, type ApiClient } from "../client";
import type { DetectedServer } from "../features";
import { adminRelaySchema, type AdminRelay } from "../schemas/adminRelay";
import { isRecord } from "../schemas/utils";
import { adminRoute, adminSend, replyAs } from "./adminCall";

/** Relays the server follows (Pleroma and Akkoma), named by their actor URL. */

export async function getAdminRelays(
  client: ApiClient,
  server: DetectedServer,
  signal?: AbortSignal,
): Promise<AdminRelay[]> {
  const route = adminRoute(server, "adminRelays");
  const raw = await client.request(route.method, route.path, { signal });
  // Pleroma before 2.2 wrapped the list: {relays: [...]}.
  const list = isRecord(raw.json) ? raw.json.relays : raw.json;
  return parseItems(list, adminRelaySchema).items;
}

/** Follows a relay; answers it as followed (not yet followed back). */
export async function postAdminRelay(
  client: ApiClient,
  server: DetectedServer,
  actor: string,
): Promise<AdminRelay> {
  const raw = await adminSend(client, server, "adminFollowRelay", {
    extra: { relay_url: actor },
  });
  return (
    replyAs(adminRelaySchema, raw.json) ?? {
      id: actor,
      actor,
      followed_back: false,
    }
  );
}

/** Unfollows a relay; `force` even when the relay does not answer. */
export async function deleteAdminRelay(
  client: ApiClient,
  server: DetectedServer,
  actor: string,
  force = false,
): Promise<void> {
  await adminSend(client, server, "adminUnfollowRelay", {
    extra: { relay_url: actor, force: force || undefined },
  });
}
