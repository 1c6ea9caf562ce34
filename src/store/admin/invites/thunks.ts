import {
  getAdminInvites,
  postAdminEmailInvite,
  postAdminInvite,
  postAdminRevokeInvite,
  type InviteParams,
} from "../../../api/endpoints/adminInvites";
import type { AdminInvite } from "../../../api/schemas/adminInvite";
import { createAdminThunk } from "../collection/adminThunk";

/** Registration invites (Pleroma and Akkoma): made, revoked, sent by e-mail. */

export const fetchInvites = createAdminThunk(
  "adminInvites/fetch",
  async (_: undefined, { client, server, signal }) => ({
    // Newest first: Pleroma lists them in the order they were made.
    items: (await getAdminInvites(client, server, signal)).reverse(),
    next: null,
  }),
  { silent: true },
);

/** An invite as the list shows it before the server has made its token. */
export function inviteFromParams(
  id: string,
  params: InviteParams,
): AdminInvite {
  const limited = params.max_use !== undefined;
  const dated = params.expires_at !== undefined;
  return {
    id,
    token: "",
    used: false,
    expires_at: params.expires_at ?? null,
    uses: 0,
    max_use: params.max_use ?? null,
    invite_type:
      limited && dated
        ? "reusable_date_limited"
        : limited
          ? "reusable"
          : dated
            ? "date_limited"
            : "one_time",
  };
}

export const createInvite = createAdminThunk(
  "adminInvites/create",
  ({ params }: { params: InviteParams }, { client, server }) =>
    postAdminInvite(client, server, params),
  { silent: false },
);

/** Revokes an invite: it stays listed, used up. */
export const revokeInvite = createAdminThunk(
  "adminInvites/revoke",
  ({ token }: { id: string; token: string }, { client, server }) =>
    postAdminRevokeInvite(client, server, token),
  { silent: false },
);

export const emailInvite = createAdminThunk(
  "adminInvites/email",
  ({ email, name }: { email: string; name?: string }, { client, server }) =>
    postAdminEmailInvite(
      client,
      server,
      email.trim(),
      name?.trim() ? name.trim() : undefined,
    ),
  { silent: false },
);
