import {
  deleteAdminDomainAllow,
  deleteAdminDomainBlock,
  getAdminDomainAllows,
  getAdminDomainBlocks,
  postAdminDomainAllow,
  postAdminDomainBlock,
  putAdminDomainBlock,
  type DomainBlockParams,
} from "../../../api/endpoints/adminFederation";
import type {
  AdminDomainAllow,
  AdminDomainBlock,
} from "../../../api/schemas/adminDomain";
import { createAdminThunk } from "../collection/adminThunk";

/**
 * Domain blocks and allows (issue 16, federation): Mastodon's admin API, or
 * Pleroma's `:mrf_simple` configuration behind the same endpoint functions.
 * Changes are optimistic: the slice shows them on `pending` and puts back
 * what was there on `rejected`.
 */

const cursorOf = (next: string | null) => (next ? { url: next } : null);

export const fetchDomainBlocks = createAdminThunk(
  "adminFederation/fetchBlocks",
  (_: undefined, { client, server }) => getAdminDomainBlocks(client, server),
  { silent: true },
);

export const fetchMoreDomainBlocks = createAdminThunk(
  "adminFederation/fetchMoreBlocks",
  (_: undefined, { client, server, state }) =>
    getAdminDomainBlocks(
      client,
      server,
      cursorOf(state.adminFederation?.blocks.next ?? null),
    ),
  {
    silent: false,
    condition: (_, state) => Boolean(state.adminFederation?.blocks.next),
  },
);

export const fetchDomainAllows = createAdminThunk(
  "adminFederation/fetchAllows",
  (_: undefined, { client, server }) => getAdminDomainAllows(client, server),
  { silent: true },
);

export const fetchMoreDomainAllows = createAdminThunk(
  "adminFederation/fetchMoreAllows",
  (_: undefined, { client, server, state }) =>
    getAdminDomainAllows(
      client,
      server,
      cursorOf(state.adminFederation?.allows.next ?? null),
    ),
  {
    silent: false,
    condition: (_, state) => Boolean(state.adminFederation?.allows.next),
  },
);

/** A block as the list shows it before the server has answered. */
export function blockFromParams(
  id: string,
  params: DomainBlockParams,
): AdminDomainBlock {
  return {
    id,
    domain: params.domain.trim().toLowerCase(),
    digest: null,
    created_at: null,
    severity: params.severity,
    reject_media: params.reject_media ?? false,
    reject_reports: params.reject_reports ?? false,
    private_comment: params.private_comment ?? null,
    public_comment: params.public_comment ?? null,
    obfuscate: params.obfuscate ?? false,
  };
}

export interface BlockArg {
  params: DomainBlockParams;
}

/**
 * Blocks a domain. Where the server's answer cannot be read back, the block
 * stands as sent, named by its domain (Pleroma's ids are domains).
 */
export const createDomainBlock = createAdminThunk(
  "adminFederation/block",
  async ({ params }: BlockArg, { client, server }) =>
    (await postAdminDomainBlock(client, server, params)) ??
    blockFromParams(params.domain.trim().toLowerCase(), params),
  { silent: false },
);

export interface ChangeBlockArg extends BlockArg {
  id: string;
}

export const updateDomainBlock = createAdminThunk(
  "adminFederation/updateBlock",
  async ({ id, params }: ChangeBlockArg, { client, server }) =>
    (await putAdminDomainBlock(client, server, id, params)) ??
    blockFromParams(id, params),
  { silent: false },
);

export const deleteDomainBlock = createAdminThunk(
  "adminFederation/unblock",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminDomainBlock(client, server, id),
  { silent: false },
);

export const createDomainAllow = createAdminThunk(
  "adminFederation/allow",
  async ({ domain }: { domain: string }, { client, server }) => {
    const name = domain.trim().toLowerCase();
    const saved = await postAdminDomainAllow(client, server, name);
    return (
      saved ??
      ({ id: name, domain: name, created_at: null } satisfies AdminDomainAllow)
    );
  },
  { silent: false },
);

export const deleteDomainAllow = createAdminThunk(
  "adminFederation/disallow",
  ({ id }: { id: string }, { client, server }) =>
    deleteAdminDomainAllow(client, server, id),
  { silent: false },
);
