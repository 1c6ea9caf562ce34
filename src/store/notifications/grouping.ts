import { dropKey } from "../entities";
import type { StoredNotification, StoredNotificationGroup } from "./normalize";
import { compareAge, type Aged } from "../itemOrder";

/**
 * Notification groups (spec 01 "Grouped notification", server-families notes
 * section 4). Server groups are taken as sent. Single notifications join a
 * group by the server's `group_key` when it has one, else by the client rule:
 * same groupable type, same status (and emoji for reactions), within a
 * 12-hour span. Unlike the reference fallback (notes section 10 #13), groups
 * span pages and streamed notifications, sample accounts are de-duplicated
 * and capped, and a notification seen twice is counted once.
 *
 * Functions mutate the state in place: they run inside the slice's draft.
 */
export interface GroupingState {
  byId: Record<string, StoredNotification>;
  groups: Record<string, StoredNotificationGroup>;
  /** Group keys, newest first. */
  order: string[];
  /** Notification id → its group key. */
  groupOf: Record<string, string>;
  /** Group key → the ids of the notifications held for it. */
  members: Record<string, string[]>;
  /** Client grouping tuple (`type:status:emoji`) → candidate group keys. */
  tuples: Record<string, string[]>;
}

/** Grouped by default when the server does not group (spec 02 section 9). */
export const GROUPED_TYPES: readonly string[] = [
  "favourite",
  "reblog",
  "emoji_reaction",
  "event_reminder",
  "participation_accepted",
  "participation_request",
];
/** The longest time one client-built group spans (Mastodon's server rule too). */
export const GROUP_SPAN_MS = 12 * 60 * 60 * 1000;
/** Sample accounts kept per group (Mastodon sends up to 8). */
export const SAMPLE_ACCOUNTS = 8;

function tupleOf(n: StoredNotification): string | null {
  if (!GROUPED_TYPES.includes(n.type) || n.status_id === null) return null;
  return `${n.type}:${n.status_id}:${n.emoji ?? ""}`;
}

function serverKey(n: StoredNotification): string | null {
  return n.group_key.startsWith("ungrouped-") ? null : n.group_key;
}

const time = (iso: string | null) => (iso === null ? NaN : Date.parse(iso));

function fitsSpan(group: StoredNotificationGroup, at: string): boolean {
  const t = time(at);
  const newest = Math.max(time(group.latest_page_notification_at), t);
  const oldest = Math.min(time(group.oldest_notification_at), t);
  return newest - oldest <= GROUP_SPAN_MS;
}

function findClientGroup(
  state: GroupingState,
  n: StoredNotification,
  tuple: string,
): string | undefined {
  return state.tuples[tuple]?.find((key) => {
    const group = state.groups[key];
    return group !== undefined && fitsSpan(group, n.created_at);
  });
}

/** A group's most recent notification, as the age order reads it. */
const headOf = (group: StoredNotificationGroup): Aged => ({
  id: group.most_recent_notification_id,
  at: group.latest_page_notification_at,
});

/**
 * Keeps `order` sorted by each group's most recent notification, newest
 * first. A group goes below those of the same age, so groups placed in the
 * server's order keep it (see `compareAge`).
 */
export function placeInOrder(state: GroupingState, key: string): void {
  const group = state.groups[key];
  const rest = state.order.filter((k) => k !== key);
  if (!group) {
    state.order = rest;
    return;
  }
  const head = headOf(group);
  const index = rest.findIndex((k) => {
    const other = state.groups[k];
    return !other || compareAge(headOf(other), head) < 0;
  });
  rest.splice(index < 0 ? rest.length : index, 0, key);
  state.order = rest;
}

function newGroup(n: StoredNotification, key: string): StoredNotificationGroup {
  return {
    group_key: key,
    type: n.type,
    notifications_count: 1,
    most_recent_notification_id: n.id,
    page_min_id: n.id,
    page_max_id: n.id,
    latest_page_notification_at: n.created_at,
    oldest_notification_at: n.created_at,
    sample_account_ids: [n.account_id],
    status_id: n.status_id,
    target_id: n.target_id,
    report: n.report,
    event: n.event,
    moderation_warning: n.moderation_warning,
    emoji: n.emoji,
    emoji_url: n.emoji_url,
    is_muted: n.is_muted,
    is_seen: n.is_seen,
    client: true,
  };
}

function join(
  state: GroupingState,
  group: StoredNotificationGroup,
  n: StoredNotification,
): void {
  const aged: Aged = { id: n.id, at: n.created_at };
  const isNewest = compareAge(aged, headOf(group)) > 0;
  group.notifications_count += 1;
  const { page_min_id: min, page_max_id: max } = group;
  const oldest = group.oldest_notification_at;
  const latest = group.latest_page_notification_at;
  if (min === null || compareAge(aged, { id: min, at: oldest }) < 0)
    group.page_min_id = n.id;
  if (max === null || compareAge(aged, { id: max, at: latest }) > 0)
    group.page_max_id = n.id;
  if (time(n.created_at) < time(group.oldest_notification_at)) {
    group.oldest_notification_at = n.created_at;
  }
  const current = group.sample_account_ids;
  const samples = isNewest
    ? [n.account_id, ...current.filter((id) => id !== n.account_id)]
    : current.includes(n.account_id)
      ? current
      : [...current, n.account_id];
  group.sample_account_ids = samples.slice(0, SAMPLE_ACCOUNTS);
  const head = state.byId[group.most_recent_notification_id];
  if (isNewest) {
    if (head) head.duplicate = true;
    group.most_recent_notification_id = n.id;
    group.latest_page_notification_at = n.created_at;
    group.is_seen = n.is_seen;
  }
  const newHead = state.byId[group.most_recent_notification_id];
  if (newHead) newHead.account_ids = group.sample_account_ids;
  n.duplicate = !isNewest;
}

/** Adds one notification: cached, then folded into its group or heading a new one. */
export function addNotification(
  state: GroupingState,
  incoming: StoredNotification,
): void {
  const knownGroup = state.groupOf[incoming.id];
  const previous = state.byId[incoming.id];
  if (knownGroup !== undefined && previous) {
    // Seen before (a page fetched again): refresh it, count it once.
    const { duplicate, account_ids } = previous;
    state.byId[incoming.id] = { ...incoming, duplicate, account_ids };
    return;
  }
  const n = { ...incoming };
  state.byId[n.id] = n;
  const tuple = tupleOf(n);
  const key =
    serverKey(n) ??
    (tuple ? findClientGroup(state, n, tuple) : undefined) ??
    (tuple ? `${tuple}:${n.id}` : n.group_key);
  const group = state.groups[key];
  if (group) join(state, group, n);
  else {
    state.groups[key] = newGroup(n, key);
    if (tuple && serverKey(n) === null) {
      state.tuples[tuple] = [...(state.tuples[tuple] ?? []), key];
    }
  }
  state.groupOf[n.id] = key;
  state.members[key] = [...(state.members[key] ?? []), n.id];
  placeInOrder(state, key);
}

/** A group as the server sent it replaces what the client held under its key. */
export function addServerGroup(
  state: GroupingState,
  group: StoredNotificationGroup,
): void {
  // A copy: a streamed notification may join it later in the same pass.
  state.groups[group.group_key] = { ...group };
  placeInOrder(state, group.group_key);
}

/** Drops whole groups with the notifications held for them. */
export function dropGroups(
  state: GroupingState,
  keys: readonly string[],
): void {
  const dropped = new Set(keys);
  for (const key of keys) {
    const group = state.groups[key];
    for (const id of state.members[key] ?? []) {
      dropKey(state.byId, id);
      dropKey(state.groupOf, id);
    }
    dropKey(state.members, key);
    dropKey(state.groups, key);
    if (!group) continue;
    const tuple = `${group.type}:${group.status_id ?? ""}:${group.emoji ?? ""}`;
    const candidates = state.tuples[tuple]?.filter((k) => k !== key) ?? [];
    if (candidates.length > 0) state.tuples[tuple] = candidates;
    else dropKey(state.tuples, tuple);
  }
  state.order = state.order.filter((key) => !dropped.has(key));
}
