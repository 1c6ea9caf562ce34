import type { ApiClient } from "../client";
import type { DetectedServer } from "../features";
import {
  adminDomainAllowSchema,
  adminDomainBlockSchema,
  type AdminDomainAllow,
  type AdminDomainBlock,
  type DomainBlockSeverity,
} from "../schemas/adminDomain";
import { adminOne, adminRoute, adminSend } from "./adminCall";
import { MRF_STORE } from "./adminFederationMrf";
import {
  ADMIN_PAGE_SIZE,
  adminPage,
  type AdminPage,
  type Cursor,
} from "./adminPaging";

/**
 * Domain blocks and allows (spec 02 section 7.12): Mastodon's admin API, or
 * on Pleroma and Akkoma their `:mrf_simple` configuration (routes with
 * `shape: "mrf"`; adminFederationMrf.ts), where all of them come as one page
 * and a block's id is its domain.
 */

export interface DomainBlockParams {
  readonly domain: string;
  readonly severity: DomainBlockSeverity;
  readonly reject_media?: boolean;
  readonly reject_reports?: boolean;
  readonly private_comment?: string;
  readonly public_comment?: string;
  readonly obfuscate?: boolean;
}

type Client = ApiClient;
type Server = DetectedServer;

/** How a family keeps its blocks and allows. */
export interface FederationStore {
  blocks(
    client: Client,
    server: Server,
    cursor: Cursor | null,
  ): Promise<AdminPage<AdminDomainBlock>>;
  allows(
    client: Client,
    server: Server,
    cursor: Cursor | null,
  ): Promise<AdminPage<AdminDomainAllow>>;
  /** Creates (`id` null) or changes the block `id`. */
  block(
    client: Client,
    server: Server,
    params: DomainBlockParams,
    id: string | null,
  ): Promise<AdminDomainBlock | null>;
  unblock(client: Client, server: Server, id: string): Promise<void>;
  allow(
    client: Client,
    server: Server,
    domain: string,
  ): Promise<AdminDomainAllow | null>;
  disallow(client: Client, server: Server, id: string): Promise<void>;
}

/** Mastodon keeps a block's domain: a change sends the rest. */
function changesOf(params: DomainBlockParams) {
  return {
    severity: params.severity,
    reject_media: params.reject_media,
    reject_reports: params.reject_reports,
    private_comment: params.private_comment,
    public_comment: params.public_comment,
    obfuscate: params.obfuscate,
  };
}

const API_STORE: FederationStore = {
  blocks(client, server, cursor) {
    const route = adminRoute(server, "adminDomainBlocks");
    return adminPage(
      client,
      route,
      cursor?.url ?? route.path,
      adminDomainBlockSchema,
      {
        query: cursor ? undefined : { limit: ADMIN_PAGE_SIZE },
      },
    );
  },
  allows(client, server, cursor) {
    const route = adminRoute(server, "adminDomainAllows");
    return adminPage(
      client,
      route,
      cursor?.url ?? route.path,
      adminDomainAllowSchema,
      {
        query: cursor ? undefined : { limit: ADMIN_PAGE_SIZE },
      },
    );
  },
  block(client, server, params, id) {
    return id === null
      ? adminOne(
          client,
          server,
          "adminCreateDomainBlock",
          adminDomainBlockSchema,
          {
            extra: { domain: params.domain, ...changesOf(params) },
          },
        )
      : adminOne(
          client,
          server,
          "adminUpdateDomainBlock",
          adminDomainBlockSchema,
          {
            params: { id },
            extra: changesOf(params),
          },
        );
  },
  async unblock(client, server, id) {
    await adminSend(client, server, "adminDeleteDomainBlock", {
      params: { id },
    });
  },
  allow(client, server, domain) {
    return adminOne(
      client,
      server,
      "adminCreateDomainAllow",
      adminDomainAllowSchema,
      {
        extra: { domain },
      },
    );
  },
  async disallow(client, server, id) {
    await adminSend(client, server, "adminDeleteDomainAllow", {
      params: { id },
    });
  },
};

const storeOf = (server: Server): FederationStore =>
  adminRoute(server, "adminDomainBlocks").shape === "mrf"
    ? MRF_STORE
    : API_STORE;

/** The blocked domains: a page (Mastodon), or all of them (Pleroma). */
export const getAdminDomainBlocks = async (
  client: Client,
  server: Server,
  cursor: Cursor | null = null,
) => storeOf(server).blocks(client, server, cursor);

/** Blocks a domain; answers the block as saved, or null when it cannot be read back. */
export const postAdminDomainBlock = async (
  client: Client,
  server: Server,
  params: DomainBlockParams,
) => storeOf(server).block(client, server, params, null);

/** Changes the block `id` (on Pleroma, its domain). */
export const putAdminDomainBlock = async (
  client: Client,
  server: Server,
  id: string,
  params: DomainBlockParams,
) => storeOf(server).block(client, server, params, id);

export const deleteAdminDomainBlock = async (
  client: Client,
  server: Server,
  id: string,
) => storeOf(server).unblock(client, server, id);

export const getAdminDomainAllows = async (
  client: Client,
  server: Server,
  cursor: Cursor | null = null,
) => storeOf(server).allows(client, server, cursor);

export const postAdminDomainAllow = async (
  client: Client,
  server: Server,
  domain: string,
) => storeOf(server).allow(client, server, domain);

export const deleteAdminDomainAllow = async (
  client: Client,
  server: Server,
  id: string,
) => storeOf(server).disallow(client, server, id);
