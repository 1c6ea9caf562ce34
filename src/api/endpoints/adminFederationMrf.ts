import { parseItems, type ApiClient } from "../client";
import {
  domainAllowsFromMrf,
  domainBlocksFromMrf,
  mrfAllowUpdate,
  mrfBlockUpdate,
  withChanges,
  type ConfigUpdate,
} from "../adminMrf";
import type { DetectedServer } from "../features";
import type { ConfigEntry } from "../schemas/adminConfig";
import {
  adminDomainAllowSchema,
  adminDomainBlockSchema,
} from "../schemas/adminDomain";
import { replyAs } from "./adminCall";
import { getAdminConfig, postAdminConfig } from "./adminConfig";
import type { AdminPage } from "./adminPaging";
import type { FederationStore } from "./adminFederation";

/**
 * Domain blocks and allows on Pleroma and Akkoma: read from the config and
 * written back one domain at a time, each write preceded by a fresh read so
 * that only the lists that domain changes are sent (see adminMrf.ts).
 */

const onePage = <T>(items: T[], dropped: number): AdminPage<T> => ({
  items,
  dropped,
  total: items.length,
  next: null,
  prev: null,
  partial: false,
});

/** Reads the config, saves `change` of it if there is any, and answers the config as saved. */
async function save(
  client: ApiClient,
  server: DetectedServer,
  change: (configs: readonly ConfigEntry[]) => ConfigUpdate,
): Promise<readonly ConfigEntry[]> {
  const { configs } = await getAdminConfig(client, server);
  const update = change(configs);
  if (update.length === 0) return configs;
  await postAdminConfig(client, server, update);
  return withChanges(configs, update);
}

const lower = (domain: string) => domain.trim().toLowerCase();

export const MRF_STORE: FederationStore = {
  async blocks(client, server) {
    const { configs } = await getAdminConfig(client, server);
    const parsed = parseItems(
      domainBlocksFromMrf(configs),
      adminDomainBlockSchema,
    );
    return onePage(parsed.items, parsed.dropped);
  },
  async allows(client, server) {
    const { configs } = await getAdminConfig(client, server);
    const parsed = parseItems(
      domainAllowsFromMrf(configs),
      adminDomainAllowSchema,
    );
    return onePage(parsed.items, parsed.dropped);
  },
  async block(client, server, params, id) {
    const domain = lower(params.domain);
    const block = {
      severity: params.severity,
      reject_media: params.reject_media ?? false,
      reject_reports: params.reject_reports ?? false,
      public_comment: params.public_comment ?? "",
    };
    // A block renamed to another domain leaves the old one unblocked.
    const configs = await save(client, server, (current) => [
      ...(id !== null && lower(id) !== domain
        ? mrfBlockUpdate(current, id, null)
        : []),
      ...mrfBlockUpdate(current, domain, block),
    ]);
    const saved = domainBlocksFromMrf(configs).find((b) => b.domain === domain);
    return replyAs(adminDomainBlockSchema, saved);
  },
  async unblock(client, server, id) {
    await save(client, server, (current) => mrfBlockUpdate(current, id, null));
  },
  async allow(client, server, domain) {
    const name = lower(domain);
    const configs = await save(client, server, (current) =>
      mrfAllowUpdate(current, name, true),
    );
    const saved = domainAllowsFromMrf(configs).find((a) => a.domain === name);
    return replyAs(adminDomainAllowSchema, saved);
  },
  async disallow(client, server, id) {
    await save(client, server, (current) => mrfAllowUpdate(current, id, false));
  },
};
