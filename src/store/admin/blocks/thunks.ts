import {
  deleteAdminCanonicalEmailBlock,
  deleteAdminEmailDomainBlock,
  deleteAdminIpBlock,
  getAdminCanonicalEmailBlocks,
  getAdminEmailDomainBlocks,
  getAdminIpBlocks,
  postAdminCanonicalEmailBlock,
  postAdminEmailDomainBlock,
  postAdminIpBlock,
  postAdminTestCanonicalEmail,
  type IpBlockParams,
} from "../../../api/endpoints/adminBlocks";
import type { AdminIpBlock } from "../../../api/schemas/adminIpBlock";
import type { RootState } from "../../rootReducer";
import { createAdminThunk } from "../collection/adminThunk";

/**
 * Sign-up blocks (Mastodon 4.0): IP ranges, e-mail domains and single
 * e-mail addresses, with the test of an address. Additions and removals
 * are optimistic (see the slice).
 */

type ListName = "ip" | "emailDomains" | "canonical";

const nextOf = (state: RootState, list: ListName) =>
  state.adminBlocks?.[list].next ?? null;

const more = (list: ListName) => ({
  silent: false,
  condition: (_: undefined, state: RootState) => nextOf(state, list) !== null,
});

export const fetchIpBlocks = createAdminThunk(
  "adminBlocks/fetchIp",
  (_: undefined, { client, server }) => getAdminIpBlocks(client, server),
  { silent: true },
);

export const fetchMoreIpBlocks = createAdminThunk(
  "adminBlocks/fetchMoreIp",
  (_: undefined, { client, server, state }) =>
    getAdminIpBlocks(client, server, { url: nextOf(state, "ip") ?? "" }),
  more("ip"),
);

/** A block as the list shows it before the server has answered. */
export function ipBlockFromParams(
  id: string,
  params: IpBlockParams,
  now: number,
): AdminIpBlock {
  return {
    id,
    ip: params.ip,
    severity: params.severity,
    comment: params.comment ?? "",
    created_at: new Date(now).toISOString(),
    expires_at:
      params.expires_in === undefined
        ? null
        : new Date(now + params.expires_in * 1000).toISOString(),
  };
}

export const createIpBlock = createAdminThunk(
  "adminBlocks/blockIp",
  ({ params }: { params: IpBlockParams; at: number }, { client, server }) =>
    postAdminIpBlock(client, server, params),
  { silent: false },
);

export const deleteIpBlock = createAdminThunk(
  "adminBlocks/unblockIp",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminIpBlock(client, server, id),
  { silent: false },
);

export const fetchEmailDomainBlocks = createAdminThunk(
  "adminBlocks/fetchEmailDomains",
  (_: undefined, { client, server }) =>
    getAdminEmailDomainBlocks(client, server),
  { silent: true },
);

export const fetchMoreEmailDomainBlocks = createAdminThunk(
  "adminBlocks/fetchMoreEmailDomains",
  (_: undefined, { client, server, state }) =>
    getAdminEmailDomainBlocks(client, server, {
      url: nextOf(state, "emailDomains") ?? "",
    }),
  more("emailDomains"),
);

export const createEmailDomainBlock = createAdminThunk(
  "adminBlocks/blockEmailDomain",
  ({ domain }: { domain: string }, { client, server }) =>
    postAdminEmailDomainBlock(client, server, domain.trim().toLowerCase()),
  { silent: false },
);

export const deleteEmailDomainBlock = createAdminThunk(
  "adminBlocks/unblockEmailDomain",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminEmailDomainBlock(client, server, id),
  { silent: false },
);

export const fetchCanonicalEmailBlocks = createAdminThunk(
  "adminBlocks/fetchCanonical",
  (_: undefined, { client, server }) =>
    getAdminCanonicalEmailBlocks(client, server),
  { silent: true },
);

export const fetchMoreCanonicalEmailBlocks = createAdminThunk(
  "adminBlocks/fetchMoreCanonical",
  (_: undefined, { client, server, state }) =>
    getAdminCanonicalEmailBlocks(client, server, {
      url: nextOf(state, "canonical") ?? "",
    }),
  more("canonical"),
);

export const createCanonicalEmailBlock = createAdminThunk(
  "adminBlocks/blockEmail",
  ({ email }: { email: string }, { client, server }) =>
    postAdminCanonicalEmailBlock(client, server, email.trim()),
  { silent: false },
);

export const deleteCanonicalEmailBlock = createAdminThunk(
  "adminBlocks/unblockEmail",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminCanonicalEmailBlock(client, server, id),
  { silent: false },
);

/** Which blocks an address falls under: their hashes (none: it may sign up). */
export const testCanonicalEmail = createAdminThunk(
  "adminBlocks/testEmail",
  async ({ email }: { email: string }, { client, server }) => {
    const blocks = await postAdminTestCanonicalEmail(
      client,
      server,
      email.trim(),
    );
    return blocks.map((block) => block.canonical_email_hash);
  },
  { silent: false },
);
