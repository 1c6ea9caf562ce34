import { parseItems, type ApiClient } from "../client";
import type { DetectedServer } from "../features";
import { adminInviteSchema, type AdminInvite } from "../schemas/adminInvite";
import { isRecord } from "../schemas/utils";
import { adminOne, adminRoute, adminSend } from "./adminCall";

/** Registration invites (Pleroma and Akkoma): list, create, revoke, send by e-mail. */

export async function getAdminInvites(
  client: ApiClient,
  server: DetectedServer,
  signal?: AbortSignal,
): Promise<AdminInvite[]> {
  const route = adminRoute(server, "adminInvites");
  const raw = await client.request(route.method, route.path, { signal });
  const list = isRecord(raw.json) ? raw.json.invites : null;
  return parseItems(list ?? [], adminInviteSchema).items;
}

export interface InviteParams {
  readonly max_use?: number;
  /** A calendar date, YYYY-MM-DD. */
  readonly expires_at?: string;
}

export const postAdminInvite = (
  client: ApiClient,
  server: DetectedServer,
  params: InviteParams = {},
): Promise<AdminInvite> =>
  adminOne(client, server, "adminCreateInvite", adminInviteSchema, {
    extra: { ...params },
  });

/** Revokes by token; answers the invite as it now is (used). */
export const postAdminRevokeInvite = (
  client: ApiClient,
  server: DetectedServer,
  token: string,
): Promise<AdminInvite> =>
  adminOne(client, server, "adminRevokeInvite", adminInviteSchema, {
    extra: { token },
  });

/** Sends an invite to `email` (Pleroma answers 204). */
export async function postAdminEmailInvite(
  client: ApiClient,
  server: DetectedServer,
  email: string,
  name?: string,
): Promise<void> {
  await adminSend(client, server, "adminEmailInvite", {
    extra: { email, name },
  });
}
