import { parseItems, type ApiClient } from "../client";
import type { DetectedServer } from "../features";
import type { AdminOperation } from "../adminPaths";
import {
  adminCanonicalEmailBlockSchema,
  adminEmailDomainBlockSchema,
  type AdminCanonicalEmailBlock,
  type AdminEmailDomainBlock,
} from "../schemas/adminEmailBlock";
import {
  adminIpBlockSchema,
  type AdminIpBlock,
  type IpBlockSeverity,
} from "../schemas/adminIpBlock";
import type * as z from "zod/mini";
import { adminOne, adminRoute, adminSend } from "./adminCall";
import {
  ADMIN_PAGE_SIZE,
  adminPage,
  type AdminPage,
  type Cursor,
} from "./adminPaging";

/**
 * Sign-up blocks (Mastodon 4.0; spec 02 section 7.12): IP ranges, e-mail
 * domains and single canonical e-mail addresses, with the test of an address
 * against the last.
 */

async function list<S extends z.ZodMiniType>(
  client: ApiClient,
  server: DetectedServer,
  operation: AdminOperation,
  schema: S,
  cursor: Cursor | null,
): Promise<AdminPage<z.output<S>>> {
  const route = adminRoute(server, operation);
  return adminPage(client, route, cursor?.url ?? route.path, schema, {
    query: cursor ? undefined : { limit: ADMIN_PAGE_SIZE },
  });
}

async function remove(
  client: ApiClient,
  server: DetectedServer,
  operation: AdminOperation,
  id: string,
): Promise<void> {
  await adminSend(client, server, operation, { params: { id } });
}

export interface IpBlockParams {
  /** An address or a CIDR range. */
  readonly ip: string;
  readonly severity: IpBlockSeverity;
  readonly comment?: string;
  /** Seconds until the block lapses; absent, it stays. */
  readonly expires_in?: number;
}

export const getAdminIpBlocks = (
  client: ApiClient,
  server: DetectedServer,
  cursor: Cursor | null = null,
): Promise<AdminPage<AdminIpBlock>> =>
  list(client, server, "adminIpBlocks", adminIpBlockSchema, cursor);

export const postAdminIpBlock = (
  client: ApiClient,
  server: DetectedServer,
  params: IpBlockParams,
): Promise<AdminIpBlock> =>
  adminOne(client, server, "adminCreateIpBlock", adminIpBlockSchema, {
    extra: { ...params },
  });

export const putAdminIpBlock = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
  params: Partial<IpBlockParams>,
): Promise<AdminIpBlock> =>
  adminOne(client, server, "adminUpdateIpBlock", adminIpBlockSchema, {
    params: { id },
    extra: { ...params },
  });

export const deleteAdminIpBlock = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<void> => remove(client, server, "adminDeleteIpBlock", id);

export const getAdminEmailDomainBlocks = (
  client: ApiClient,
  server: DetectedServer,
  cursor: Cursor | null = null,
): Promise<AdminPage<AdminEmailDomainBlock>> =>
  list(
    client,
    server,
    "adminEmailDomainBlocks",
    adminEmailDomainBlockSchema,
    cursor,
  );

export const postAdminEmailDomainBlock = (
  client: ApiClient,
  server: DetectedServer,
  domain: string,
): Promise<AdminEmailDomainBlock> =>
  adminOne(
    client,
    server,
    "adminCreateEmailDomainBlock",
    adminEmailDomainBlockSchema,
    { extra: { domain } },
  );

export const deleteAdminEmailDomainBlock = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<void> => remove(client, server, "adminDeleteEmailDomainBlock", id);

export const getAdminCanonicalEmailBlocks = (
  client: ApiClient,
  server: DetectedServer,
  cursor: Cursor | null = null,
): Promise<AdminPage<AdminCanonicalEmailBlock>> =>
  list(
    client,
    server,
    "adminCanonicalEmailBlocks",
    adminCanonicalEmailBlockSchema,
    cursor,
  );

/** Blocks one address: Mastodon keeps only the hash of its canonical form. */
export const postAdminCanonicalEmailBlock = (
  client: ApiClient,
  server: DetectedServer,
  email: string,
): Promise<AdminCanonicalEmailBlock> =>
  adminOne(
    client,
    server,
    "adminCreateCanonicalEmailBlock",
    adminCanonicalEmailBlockSchema,
    { extra: { email } },
  );

export const deleteAdminCanonicalEmailBlock = (
  client: ApiClient,
  server: DetectedServer,
  id: string,
): Promise<void> =>
  remove(client, server, "adminDeleteCanonicalEmailBlock", id);

/** The blocks `email` falls under (an empty list: it may sign up). */
export async function postAdminTestCanonicalEmail(
  client: ApiClient,
  server: DetectedServer,
  email: string,
): Promise<AdminCanonicalEmailBlock[]> {
  const raw = await adminSend(client, server, "adminTestCanonicalEmailBlock", {
    extra: { email },
  });
  return parseItems(raw.json, adminCanonicalEmailBlockSchema).items;
}
