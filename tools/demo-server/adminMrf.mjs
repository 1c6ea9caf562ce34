// Domain blocks and allows live in Pleroma's `:mrf_simple` configuration
// (as on a real Pleroma): `:reject` suspends, `:federated_timeline_removal`
// silences, `:media_removal` and `:report_removal` reject media and reports,
// `:accept` allows. Mastodon-style routes read and write the same lists, with
// what the config cannot hold (an id, dates, a private comment, obfuscation)
// kept beside it. `mergeConfig` is Pleroma's save: a keyword list merges with
// the saved one subkey by subkey, anything else is replaced.
import { nextMemberId } from "./memberState.mjs";

const SUBKEYS = {
  reject: ":reject",
  silence: ":federated_timeline_removal",
  media: ":media_removal",
  reports: ":report_removal",
  accept: ":accept",
};

const isTuple = (item) =>
  item && typeof item === "object" && Array.isArray(item.tuple);
const isKeyword = (value) => Array.isArray(value) && value.every(isTuple);

function entry(store, group, key) {
  return store.admin.config.find((c) => c.group === group && c.key === key);
}

function simple(store) {
  let found = entry(store, ":pleroma", ":mrf_simple");
  if (!found) {
    found = { group: ":pleroma", key: ":mrf_simple", value: [] };
    store.admin.config.push(found);
  }
  return found;
}

/** A subkey's list of `{domain, reason}`. */
function list(store, subkey) {
  const pair = simple(store).value.find((t) => t.tuple[0] === subkey);
  const items = Array.isArray(pair?.tuple[1]) ? pair.tuple[1] : [];
  return items.map((item) =>
    typeof item === "string"
      ? { domain: item.toLowerCase(), reason: "" }
      : {
          domain: String(item.tuple[0]).toLowerCase(),
          reason: String(item.tuple[1] ?? ""),
        },
  );
}

function writeList(store, subkey, items) {
  const value = items.map((i) => ({ tuple: [i.domain, i.reason] }));
  const config = simple(store);
  const pair = config.value.find((t) => t.tuple[0] === subkey);
  if (pair) pair.tuple[1] = value;
  else config.value.push({ tuple: [subkey, value] });
}

function extrasOf(store, domain) {
  let extras = store.admin.blockExtras.get(domain);
  if (!extras) {
    extras = {
      id: nextMemberId(store),
      created_at: store.clock.iso(),
      private_comment: null,
      obfuscate: false,
    };
    store.admin.blockExtras.set(domain, extras);
  }
  return extras;
}

/** Every blocked domain, Mastodon's `Admin::DomainBlock` fields included. */
export function blocksOf(store) {
  const lists = Object.fromEntries(
    Object.entries(SUBKEYS).map(([name, key]) => [name, list(store, key)]),
  );
  const has = (name, domain) => lists[name].find((i) => i.domain === domain);
  const domains = new Set(
    ["reject", "silence", "media", "reports"].flatMap((n) =>
      lists[n].map((i) => i.domain),
    ),
  );
  return [...domains].map((domain) => {
    const reason = ["reject", "silence", "media", "reports"]
      .map((n) => has(n, domain)?.reason)
      .find(Boolean);
    return {
      domain,
      severity: has("reject", domain)
        ? "suspend"
        : has("silence", domain)
          ? "silence"
          : "noop",
      reject_media: Boolean(has("media", domain)),
      reject_reports: Boolean(has("reports", domain)),
      public_comment: reason ?? null,
      ...extrasOf(store, domain),
    };
  });
}

/** Puts `domain` into the lists `block` asks for (null: out of all of them). */
export function setBlock(store, domain, block) {
  const name = domain.toLowerCase();
  const reason = block?.public_comment ?? "";
  const wanted = {
    reject: block?.severity === "suspend",
    silence: block?.severity === "silence",
    media: Boolean(block?.reject_media),
    reports: Boolean(block?.reject_reports),
  };
  for (const [which, want] of Object.entries(wanted)) {
    const others = list(store, SUBKEYS[which]).filter((i) => i.domain !== name);
    writeList(
      store,
      SUBKEYS[which],
      want ? [...others, { domain: name, reason }] : others,
    );
  }
  if (!block) store.admin.blockExtras.delete(name);
  else {
    const extras = extrasOf(store, name);
    if (block.private_comment !== undefined)
      extras.private_comment = block.private_comment;
    if (block.obfuscate !== undefined)
      extras.obfuscate = Boolean(block.obfuscate);
  }
}

export function allowsOf(store) {
  return list(store, SUBKEYS.accept).map((i) => ({
    domain: i.domain,
    ...extrasOf(store, `allow:${i.domain}`),
  }));
}

export function setAllow(store, domain, on) {
  const name = domain.toLowerCase();
  const others = list(store, SUBKEYS.accept).filter((i) => i.domain !== name);
  writeList(
    store,
    SUBKEYS.accept,
    on ? [...others, { domain: name, reason: "" }] : others,
  );
  if (!on) store.admin.blockExtras.delete(`allow:${name}`);
}

/** Pleroma's POST /api/v1/pleroma/admin/config, applied; answers the entries as saved. */
export function mergeConfig(store, changes) {
  const saved = [];
  for (const change of changes) {
    const { group, key } = change;
    const index = store.admin.config.findIndex(
      (c) => c.group === group && c.key === key,
    );
    const current = index >= 0 ? store.admin.config[index] : null;
    if (change.delete) {
      if (!current) continue;
      if (Array.isArray(change.subkeys) && isKeyword(current.value))
        current.value = current.value.filter(
          (t) => !change.subkeys.includes(t.tuple[0]),
        );
      else store.admin.config.splice(index, 1);
      continue;
    }
    let value = change.value;
    if (current && isKeyword(current.value) && isKeyword(value)) {
      const changed = new Map(value.map((t) => [t.tuple[0], t]));
      value = [
        ...current.value.filter((t) => !changed.has(t.tuple[0])),
        ...changed.values(),
      ];
    }
    const next = { group, key, value };
    if (current) store.admin.config[index] = next;
    else store.admin.config.push(next);
    saved.push(next);
  }
  return saved;
}
