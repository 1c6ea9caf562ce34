import { entitiesEvicted, type EvictedEntities } from "./entities";
import type { AppThunk } from "./index";
import { groupOfTimelineKey, streamKeyToTimelineKey } from "./keys";
import type { RootState } from "./rootReducer";
import type { TimelineState } from "./timelines/slice";
import { isGap, keepNewest, showPending, TOP_WINDOW } from "./timelines/items";

/**
 * Garbage collection for a store kept open all day (performance.md; Mastodon
 * #787, #21677). Mark and sweep: the roots are what is on screen or can come
 * back at once (open and streamed timelines, the most recent idle ones,
 * notifications, conversations, chats, the directory and search results, the
 * own account, what open screens retain with the threads around retained
 * statuses); everything they reference is marked; the rest is evicted in one
 * `entities/evicted` action, whose explicit lists make it replayable.
 */

/** Idle timelines (no screen, no stream) kept, trimmed to their newest window. */
export const IDLE_TIMELINES = 10;

interface Marks {
  statuses: Set<string>;
  /** Statuses whose references are marked too. */
  expanded: Set<string>;
  accounts: Set<string>;
  polls: Set<string>;
  groups: Set<string>;
  chatMessages: Set<string>;
}

function liveTimelineKeys(state: RootState): Set<string> {
  const live = new Set(Object.keys(state.retained.timelines));
  for (const stream of Object.keys(state.streaming.subscriptions)) {
    const key = streamKeyToTimelineKey(stream);
    if (key) live.add(key);
  }
  return live;
}

/** An idle timeline fetched this recently is left alone (it may be on screen unretained). */
export const IDLE_GRACE_MS = 5 * 60_000;

/** Which idle timelines go, which are cut back to their newest window. */
export function planTimelines(state: RootState, now: number) {
  const live = liveTimelineKeys(state);
  const idle = Object.entries(state.timelines)
    .filter(([key]) => !live.has(key))
    .sort(([, a], [, b]) => (b.fetchedAt ?? 0) - (a.fetchedAt ?? 0));
  const untouched = (index: number, t: TimelineState) =>
    index === 0 || (t.fetchedAt !== null && now - t.fetchedAt < IDLE_GRACE_MS);
  const needsTrim = (t: TimelineState) =>
    t.pending.length > 0 || t.items.length > TOP_WINDOW || !t.atTop;
  const dropped: string[] = [];
  const trimmed: string[] = [];
  idle.forEach(([key, t], index) => {
    if (untouched(index, t)) return;
    if (index >= IDLE_TIMELINES) dropped.push(key);
    else if (needsTrim(t)) trimmed.push(key);
  });
  return { dropped, trimmed };
}

function timelineIds(timeline: TimelineState, trimmed: boolean): string[] {
  if (!trimmed) return [...timeline.items, ...timeline.pending];
  const merged = showPending(timeline.pending, timeline.items);
  return keepNewest(merged, TOP_WINDOW).items;
}

/** Marks a thread: up to its root, then every reply below. */
function markThread(state: RootState, id: string, marks: Marks): void {
  const { inReplyTos, replies } = state.contexts;
  let root = id;
  const seen = new Set<string>([id]);
  for (
    let parent = inReplyTos[root];
    parent !== undefined && !seen.has(parent);
    parent = inReplyTos[root]
  ) {
    seen.add(parent);
    root = parent;
  }
  const stack = [root];
  const visited = new Set<string>();
  while (stack.length > 0) {
    const current = stack.pop() ?? "";
    if (visited.has(current)) continue;
    visited.add(current);
    marks.statuses.add(current);
    stack.push(...(replies[current] ?? []));
  }
}

function markStatus(state: RootState, id: string, marks: Marks): void {
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() ?? "";
    if (marks.expanded.has(current)) continue;
    marks.expanded.add(current);
    marks.statuses.add(current);
    const status = state.statuses.byId[current];
    if (!status) continue;
    marks.accounts.add(status.account_id);
    if (status.poll_id) marks.polls.add(status.poll_id);
    if (status.group_id) marks.groups.add(status.group_id);
    for (const r of status.emoji_reactions)
      r.account_ids.forEach((a) => marks.accounts.add(a));
    for (const next of [status.reblog_id, status.quote_id]) {
      if (next) stack.push(next);
    }
  }
}

function markRoots(
  state: RootState,
  trimmed: Set<string>,
  dropped: Set<string>,
): Marks {
  const marks: Marks = {
    statuses: new Set(),
    expanded: new Set(),
    accounts: new Set(),
    polls: new Set(),
    groups: new Set(),
    chatMessages: new Set(),
  };
  const roots: string[] = [];
  for (const [key, timeline] of Object.entries(state.timelines)) {
    if (dropped.has(key)) continue;
    for (const id of timelineIds(timeline, trimmed.has(key)))
      if (!isGap(id)) roots.push(id);
  }
  for (const id of Object.keys(state.retained.statuses))
    markThread(state, id, marks);
  roots.push(...marks.statuses);
  markNotifications(state, roots, marks);
  // The member-only slices join the store with their screens (or the
  // sockets): absent, they hold nothing to mark.
  const { conversations, chats, shoutbox, directory } = state;
  for (const c of Object.values(conversations?.byId ?? {})) {
    c.account_ids.forEach((a) => marks.accounts.add(a));
    if (c.last_status_id) roots.push(c.last_status_id);
  }
  for (const chat of Object.values(chats?.byId ?? {})) {
    marks.accounts.add(chat.account_id);
    if (chat.last_message_id) marks.chatMessages.add(chat.last_message_id);
  }
  shoutbox?.messages.forEach((m) => marks.accounts.add(m.author_id));
  for (const thread of Object.values(chats?.threads ?? {}))
    thread.ids.forEach((id) => marks.chatMessages.add(id));
  for (const list of Object.values(directory ?? {}))
    list.items.forEach((id) => marks.accounts.add(id));
  markLists(state, roots, marks);
  if (state.session.me) marks.accounts.add(state.session.me);
  Object.keys(state.retained.accounts).forEach((a) => marks.accounts.add(a));
  for (const id of roots) markStatus(state, id, marks);
  return marks;
}

function markNotifications(
  state: RootState,
  roots: string[],
  marks: Marks,
): void {
  // Absent until the members' tools, a notifications screen or the sockets
  // load it: nothing to mark then.
  if (!state.notifications) return;
  const { byId, groups } = state.notifications;
  for (const n of Object.values(byId)) {
    marks.accounts.add(n.account_id);
    n.account_ids.forEach((a) => marks.accounts.add(a));
    if (n.status_id) roots.push(n.status_id);
    if (n.target_id) marks.accounts.add(n.target_id);
    if (n.chat_message_id) marks.chatMessages.add(n.chat_message_id);
  }
  for (const g of Object.values(groups)) {
    g.sample_account_ids.forEach((a) => marks.accounts.add(a));
    if (g.status_id) roots.push(g.status_id);
    if (g.target_id) marks.accounts.add(g.target_id);
  }
}

/** The viewer's groups, a group search and the groups whose timeline a screen shows. */
function markGroups(state: RootState, marks: Marks): void {
  const { mine, search, members, requests } = state.groups;
  (mine ?? []).forEach((id) => marks.groups.add(id));
  search.ids.forEach((id) => marks.groups.add(id));
  for (const key of Object.keys(state.retained.timelines)) {
    const id = groupOfTimelineKey(key);
    if (id === null) continue;
    marks.groups.add(id);
    members[id]?.ids.forEach((a) => marks.accounts.add(a));
    requests[id]?.forEach((a) => marks.accounts.add(a));
  }
}

/** The directory and the current search results are shown again at once. */
function markLists(state: RootState, roots: string[], marks: Marks): void {
  markGroups(state, marks);
  const { accounts, statuses, groups } = state.search.results;
  accounts.forEach((id) => marks.accounts.add(id));
  groups.forEach((id) => marks.groups.add(id));
  roots.push(...statuses);
}

/** Moved accounts keep their targets. */
function markMoves(state: RootState, marks: Marks): void {
  for (const id of [...marks.accounts]) {
    let next = state.accounts.byId[id]?.moved_id ?? null;
    while (next !== null && !marks.accounts.has(next)) {
      marks.accounts.add(next);
      next = state.accounts.byId[next]?.moved_id ?? null;
    }
  }
}

const unmarked = (map: Record<string, unknown>, marked: Set<string>) =>
  Object.keys(map).filter((id) => !marked.has(id));

/** What a collection would evict now (pure). */
export function findGarbage(state: RootState, now: number): EvictedEntities {
  const plan = planTimelines(state, now);
  const marks = markRoots(state, new Set(plan.trimmed), new Set(plan.dropped));
  markMoves(state, marks);
  return {
    statuses: unmarked(state.statuses.byId, marks.statuses),
    accounts: unmarked(state.accounts.byId, marks.accounts),
    polls: unmarked(state.polls.byId, marks.polls),
    groups: unmarked(state.groups.byId, marks.groups),
    relationships: unmarked(state.relationships.byId, marks.accounts),
    chatMessages: unmarked(state.chats?.messages ?? {}, marks.chatMessages),
    timelines: plan.dropped,
    timelinesTrimmed: plan.trimmed,
  };
}

export function isEmptyEviction(evicted: EvictedEntities): boolean {
  return Object.values(evicted).every((ids: string[]) => ids.length === 0);
}

/** Runs a collection; `middleware/gcTrigger.ts` calls it every few batches or pages. */
export function collectGarbage(): AppThunk<EvictedEntities> {
  return (dispatch, getState) => {
    const evicted = findGarbage(getState(), Date.now());
    if (!isEmptyEviction(evicted)) dispatch(entitiesEvicted(evicted));
    return evicted;
  };
}
