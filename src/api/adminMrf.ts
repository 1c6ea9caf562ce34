import type { DomainBlockSeverity } from "./schemas/adminDomain";
import { keywordPairs, tuple, type ConfigEntry } from "./schemas/adminConfig";
import { isRecord } from "./schemas/utils";

/**
 * Pleroma and Akkoma have no domain-block API: blocks and allows live in the
 * SimplePolicy's configuration, `:pleroma, :mrf_simple` (notes section 6.3).
 * `:reject` is a suspension, `:federated_timeline_removal` a silence,
 * `:media_removal` and `:report_removal` reject media and reports, `:accept`
 * is the allow list. This module reads those lists as Mastodon-shaped blocks
 * and works out the smallest config update for one domain: only the subkeys
 * whose lists change are sent, each list whole (Pleroma merges keyword lists
 * by subkey but replaces a list), so every other setting, and every other
 * domain's entry as it was written, stays untouched.
 */

const GROUP = ":pleroma";
const MRF_SIMPLE = ":mrf_simple";
const SIMPLE_POLICY = "Pleroma.Web.ActivityPub.MRF.SimplePolicy";

const SUBKEYS = {
  reject: ":reject",
  silence: ":federated_timeline_removal",
  media: ":media_removal",
  reports: ":report_removal",
  accept: ":accept",
} as const;

type Subkey = (typeof SUBKEYS)[keyof typeof SUBKEYS];

/** A list entry: a bare domain (Pleroma before 2.4) or `{tuple: [domain, reason]}`. */
interface MrfItem {
  domain: string;
  reason: string;
  raw: unknown;
}

function readItem(raw: unknown): MrfItem | null {
  if (typeof raw === "string")
    return { domain: raw.toLowerCase(), reason: "", raw };
  if (!isRecord(raw) || !Array.isArray(raw.tuple)) return null;
  const [domain, reason] = raw.tuple as unknown[];
  if (typeof domain !== "string") return null;
  return {
    domain: domain.toLowerCase(),
    reason: typeof reason === "string" ? reason : "",
    raw,
  };
}

function mrfLists(configs: readonly ConfigEntry[]): Map<string, MrfItem[]> {
  const entry = configs.find((c) => c.group === GROUP && c.key === MRF_SIMPLE);
  const lists = new Map<string, MrfItem[]>();
  for (const [key, value] of keywordPairs(entry?.value)) {
    const items = Array.isArray(value) ? (value as unknown[]) : [];
    lists.set(
      key,
      items.map(readItem).filter((item): item is MrfItem => item !== null),
    );
  }
  return lists;
}

const find = (lists: Map<string, MrfItem[]>, key: Subkey, domain: string) =>
  lists.get(key)?.find((item) => item.domain === domain) ?? null;

/** Blocks as Mastodon's `Admin::DomainBlock` has them, one per domain named in a block list. */
export function domainBlocksFromMrf(configs: readonly ConfigEntry[]) {
  const lists = mrfLists(configs);
  const keys = [
    SUBKEYS.reject,
    SUBKEYS.silence,
    SUBKEYS.media,
    SUBKEYS.reports,
  ];
  const domains = new Set(
    keys.flatMap((key) => (lists.get(key) ?? []).map((item) => item.domain)),
  );
  return [...domains].map((domain) => {
    const entries = keys.map((key) => find(lists, key, domain));
    const [reject, silence, media, reports] = entries;
    const severity: DomainBlockSeverity = reject
      ? "suspend"
      : silence
        ? "silence"
        : "noop";
    const reason = entries.find((item) => item?.reason)?.reason ?? null;
    return {
      id: domain,
      domain,
      severity,
      reject_media: media !== null,
      reject_reports: reports !== null,
      public_comment: reason,
      private_comment: null,
      obfuscate: false,
      created_at: null,
    };
  });
}

export function domainAllowsFromMrf(configs: readonly ConfigEntry[]) {
  return (mrfLists(configs).get(SUBKEYS.accept) ?? []).map((item) => ({
    id: item.domain,
    domain: item.domain,
    created_at: null,
  }));
}

/** Config entries to save: the changed subkeys of `:mrf_simple` (and of `:mrf`). */
export type ConfigUpdate = { group: string; key: string; value: unknown[] }[];

/** What a domain should be in: null removes it from every list. */
export interface MrfBlock {
  severity: DomainBlockSeverity;
  reject_media: boolean;
  reject_reports: boolean;
  public_comment: string;
}

/** A new entry, in the form the list already uses (bare domains on old servers). */
function entryFor(items: readonly MrfItem[], domain: string, reason: string) {
  const bare =
    items.length > 0 && items.every((item) => typeof item.raw === "string");
  return bare ? domain : tuple(domain, reason);
}

/** The subkey's new list, or null when the domain's entry there stays as it is. */
function changedList(
  lists: Map<string, MrfItem[]>,
  key: Subkey,
  domain: string,
  want: boolean,
  reason: string,
): unknown[] | null {
  const items = lists.get(key) ?? [];
  const current = items.find((item) => item.domain === domain);
  const same = want
    ? current !== undefined &&
      (current.reason === reason || typeof current.raw === "string")
    : current === undefined;
  if (same) return null;
  const others = items
    .filter((item) => item.domain !== domain)
    .map((item) => item.raw);
  return want ? [...others, entryFor(items, domain, reason)] : others;
}

function update(
  configs: readonly ConfigEntry[],
  wanted: readonly (readonly [Subkey, boolean])[],
  domain: string,
  reason: string,
): ConfigUpdate {
  const lists = mrfLists(configs);
  const name = domain.trim().toLowerCase();
  const value = wanted.flatMap(([key, want]) => {
    const list = changedList(lists, key, name, want, reason);
    return list === null ? [] : [tuple(key, list)];
  });
  if (value.length === 0) return [];
  const adds = wanted.some(([, want]) => want);
  const policy = adds ? simplePolicyUpdate(configs) : [];
  return [{ group: GROUP, key: MRF_SIMPLE, value }, ...policy];
}

/**
 * The SimplePolicy must be among `:mrf`'s `:policies` for its lists to do
 * anything; adding a domain also adds the policy when the server lists its
 * policies without it (a string when there is one, else a list).
 */
function simplePolicyUpdate(configs: readonly ConfigEntry[]) {
  const mrf = configs.find((c) => c.group === GROUP && c.key === ":mrf");
  const policies = keywordPairs(mrf?.value).find(
    ([key]) => key === ":policies",
  );
  if (!policies) return [];
  const list = Array.isArray(policies[1])
    ? (policies[1] as unknown[])
    : [policies[1]];
  if (list.includes(SIMPLE_POLICY)) return [];
  return [
    {
      group: GROUP,
      key: ":mrf",
      value: [tuple(":policies", [...list, SIMPLE_POLICY])],
    },
  ];
}

/** The config entries that make `domain` blocked as `block` (null: unblocked); [] when nothing changes. */
export function mrfBlockUpdate(
  configs: readonly ConfigEntry[],
  domain: string,
  block: MrfBlock | null,
) {
  const wanted = [
    [SUBKEYS.reject, block?.severity === "suspend"],
    [SUBKEYS.silence, block?.severity === "silence"],
    [SUBKEYS.media, block?.reject_media ?? false],
    [SUBKEYS.reports, block?.reject_reports ?? false],
  ] as const;
  return update(configs, wanted, domain, block?.public_comment ?? "");
}

/** The config entries that put `domain` on the allow list or take it off. */
export function mrfAllowUpdate(
  configs: readonly ConfigEntry[],
  domain: string,
  allowed: boolean,
) {
  return update(configs, [[SUBKEYS.accept, allowed]], domain, "");
}

/**
 * `configs` as they stand once `changes` are saved: each changed subkey
 * replaced, the others kept (Pleroma's merge of keyword lists).
 */
export function withChanges(
  configs: readonly ConfigEntry[],
  changes: ConfigUpdate,
): ConfigEntry[] {
  const out = [...configs];
  for (const change of changes) {
    const index = out.findIndex(
      (c) => c.group === change.group && c.key === change.key,
    );
    const changed = new Map(keywordPairs(change.value));
    const before = index < 0 ? [] : keywordPairs(out[index]?.value);
    const kept = before.filter(([key]) => !changed.has(key));
    const value = [...kept, ...changed].map(([key, v]) => tuple(key, v));
    const entry = { group: change.group, key: change.key, value, db: [] };
    if (index < 0) out.push(entry);
    else out[index] = { ...entry, db: out[index]?.db ?? [] };
  }
  return out;
}
