import type { ApiClient, Page, Paging } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import {
  antennaDomainsSchema,
  antennaKeywordsSchema,
  antennaSchema,
  antennaTagsSchema,
  type Antenna,
  type AntennaDomains,
  type AntennaKeywords,
  type AntennaTags,
} from "../schemas/antenna";
import { statusSchema, type Status } from "../schemas/status";

/**
 * kmyblue antennas (gate `antennas`): CRUD, then rules to include or
 * exclude by account, domain, keyword and hashtag, and the antenna's
 * timeline. Routes from syaku/kmyblue config/routes/api.rb; parameters from
 * app/controllers/api/v1/antennas_controller.rb (title, stl, insert_feeds,
 * with_media_only, ignore_reblog, list_id) and antennas/*_controller.rb:
 * each rule resource takes a list (`account_ids`, `domains`, `keywords`,
 * `tags`) on POST and DELETE, and GET of domains, keywords and tags answers
 * both the included and the excluded names.
 */

const antennaPath = (id: string, rest = "") =>
  `/api/v1/antennas/${encodeURIComponent(id)}${rest}`;

export interface AntennaParams {
  title?: string;
  /** Show matches in the social timeline (kmyblue's STL mode). */
  stl?: boolean;
  /** Copy matches into `list_id`. */
  insert_feeds?: boolean;
  list_id?: string | null;
  with_media_only?: boolean;
  ignore_reblog?: boolean;
}

export function getAntennas(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<Antenna>> {
  return client.list("/api/v1/antennas", antennaSchema, { signal });
}

export function getAntenna(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Antenna> {
  return client.one("GET", antennaPath(id), antennaSchema, { signal });
}

export function postAntenna(
  client: ApiClient,
  params: AntennaParams & { title: string },
): Promise<Antenna> {
  return client.one("POST", "/api/v1/antennas", antennaSchema, {
    body: { ...params },
  });
}

export function putAntenna(
  client: ApiClient,
  id: string,
  params: AntennaParams,
): Promise<Antenna> {
  return client.one("PUT", antennaPath(id), antennaSchema, {
    body: { ...params },
  });
}

export async function deleteAntenna(
  client: ApiClient,
  id: string,
): Promise<void> {
  await client.request("DELETE", antennaPath(id));
}

/** The posts the antenna caught, newest first. */
export function getAntennaTimeline(
  client: ApiClient,
  id: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  return client.page(
    `/api/v1/timelines/antenna/${encodeURIComponent(id)}`,
    statusSchema,
    paging,
    { signal },
  );
}

/** Whether a rule adds to what the antenna catches or keeps it out. */
export type RuleSide = "include" | "exclude";

const rulePath = (id: string, side: RuleSide, resource: string) =>
  antennaPath(id, side === "include" ? `/${resource}` : `/exclude_${resource}`);

/** Accounts the antenna follows (`include`) or ignores (`exclude`). */
export function getAntennaAccounts(
  client: ApiClient,
  id: string,
  side: RuleSide,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Account>> {
  return client.page(rulePath(id, side, "accounts"), accountSchema, paging, {
    signal,
  });
}

export function getAntennaDomains(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<AntennaDomains> {
  return client.one("GET", antennaPath(id, "/domains"), antennaDomainsSchema, {
    signal,
  });
}

export function getAntennaKeywords(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<AntennaKeywords> {
  return client.one(
    "GET",
    antennaPath(id, "/keywords"),
    antennaKeywordsSchema,
    { signal },
  );
}

export function getAntennaTags(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<AntennaTags> {
  return client.one("GET", antennaPath(id, "/tags"), antennaTagsSchema, {
    signal,
  });
}

/** A rule resource and the body field its values go in. */
const RULES = {
  accounts: "account_ids",
  domains: "domains",
  keywords: "keywords",
  tags: "tags",
} as const;

export type AntennaRule = keyof typeof RULES;

/**
 * Adds (`add`) or removes values of one rule on one side: account ids,
 * domains, keywords, or hashtag names without the #.
 */
export async function changeAntennaRule(
  client: ApiClient,
  id: string,
  rule: AntennaRule,
  side: RuleSide,
  change: "add" | "remove",
  values: readonly string[],
): Promise<void> {
  await client.request(
    change === "add" ? "POST" : "DELETE",
    rulePath(id, side, rule),
    { body: { [RULES[rule]]: values } },
  );
}

/**
 * The member's antennas that include an account, or (`exclude`, newer
 * kmyblue; notes section 6.2) those that exclude it.
 */
export function getAccountAntennas(
  client: ApiClient,
  accountId: string,
  side: RuleSide,
  signal?: AbortSignal,
): Promise<Page<Antenna>> {
  const rest = side === "include" ? "antennas" : "exclude_antennas";
  return client.list(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/${rest}`,
    antennaSchema,
    { signal },
  );
}
