import type { ApiClient, Page, Paging } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import {
  blockedDomainSchema,
  type BlockedDomain,
} from "../schemas/domainBlock";
import { mutedAccountSchema, type MutedAccount } from "../schemas/mutedAccount";

/**
 * The viewer's mutes, blocks and domain blocks (spec 02 section 7.5). Muting
 * and blocking one account are relationship calls in accounts.ts.
 */

/** Muted accounts, each with the end of its mute (null: until unmuted). */
export function getMutes(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<MutedAccount>> {
  return client.page("/api/v1/mutes", mutedAccountSchema, paging, { signal });
}

export function getBlocks(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page("/api/v1/blocks", accountSchema, paging, { signal });
}

/** Blocked domains, bare names (where `domainBlocks`). */
export function getDomainBlocks(
  client: ApiClient,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<BlockedDomain>> {
  return client.page("/api/v1/domain_blocks", blockedDomainSchema, paging, {
    signal,
  });
}

/** Hides everything from the domain and removes the viewer's followers there. */
export async function postDomainBlock(
  client: ApiClient,
  domain: string,
): Promise<void> {
  await client.request("POST", "/api/v1/domain_blocks", { body: { domain } });
}

export async function deleteDomainBlock(
  client: ApiClient,
  domain: string,
): Promise<void> {
  await client.request("DELETE", "/api/v1/domain_blocks", {
    body: { domain },
  });
}
