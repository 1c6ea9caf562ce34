import { dropKey } from "../entities";
import { compareAge } from "../itemOrder";

/**
 * Thread trees (spec 01 section 3, spec 02 section 4): `replies` maps a
 * parent to its sorted reply ids, `inReplyTos` a reply to its parent. A
 * missing parent is bridged by a placeholder `{childId}-tombstone`, so the UI
 * can show "a post is missing here" and the thread stays one tree. Functions
 * mutate in place (they run inside an immer draft) and never create a cycle.
 */
export interface ContextTree {
  inReplyTos: Record<string, string>;
  replies: Record<string, string[]>;
  /**
   * When members were posted, for replies whose ids do not follow time
   * (UUIDs): they are ordered by it (see `itemOrder.ts`).
   */
  postedAt: Record<string, string>;
}

/** A status as the tree needs it. */
export interface ThreadNode {
  id: string;
  in_reply_to_id: string | null;
  created_at?: string;
}

const TOMBSTONE = "-tombstone";

export function tombstoneFor(childId: string): string {
  return `${childId}${TOMBSTONE}`;
}

export function isTombstone(id: string): boolean {
  return id.endsWith(TOMBSTONE);
}

const sortKey = (id: string) =>
  isTombstone(id) ? id.slice(0, -TOMBSTONE.length) : id;

/** Oldest first; a placeholder stands where the reply below it does. */
function sortReplies(tree: ContextTree, ids: string[]): string[] {
  const aged = (id: string) => {
    const key = sortKey(id);
    return { id: key, at: tree.postedAt[key] };
  };
  return ids.sort((a, b) => compareAge(aged(a), aged(b)));
}

/** Records when a member was posted, where the server said. */
export function notePosted(tree: ContextTree, node: ThreadNode): void {
  if (node.created_at && tree.postedAt[node.id] !== node.created_at)
    tree.postedAt[node.id] = node.created_at;
}

/** Whether `id` is `ancestor` or lies below it (bounded walk: cycles never loop). */
function isUnder(tree: ContextTree, id: string, ancestor: string): boolean {
  let current: string | undefined = id;
  for (let depth = 0; current !== undefined && depth < 10_000; depth += 1) {
    if (current === ancestor) return true;
    current = tree.inReplyTos[current];
  }
  return false;
}

function unlinkReply(tree: ContextTree, parent: string, child: string): void {
  const siblings = tree.replies[parent];
  if (!siblings) return;
  const rest = siblings.filter((id) => id !== child);
  if (rest.length > 0) tree.replies[parent] = rest;
  else dropKey(tree.replies, parent);
}

/** Makes `child` a reply of `parent`, unless that would close a cycle. */
export function link(tree: ContextTree, child: string, parent: string): void {
  const previous = tree.inReplyTos[child];
  if (previous === parent || isUnder(tree, parent, child)) return;
  if (previous !== undefined) unlinkReply(tree, previous, child);
  tree.inReplyTos[child] = parent;
  const siblings = tree.replies[parent] ?? [];
  tree.replies[parent] = sortReplies(tree, [...siblings, child]);
}

/** Hangs `child` below `parent` through its placeholder. */
function bridge(tree: ContextTree, child: string, parent: string): void {
  const tombstone = tombstoneFor(child);
  link(tree, tombstone, parent);
  link(tree, child, tombstone);
}

export function isInTree(tree: ContextTree, id: string): boolean {
  return id in tree.inReplyTos || id in tree.replies;
}

/** The top of the tree `id` is in (itself when it has no parent). */
export function rootOf(tree: ContextTree, id: string): string {
  let root = id;
  const seen = new Set([id]);
  for (
    let parent = tree.inReplyTos[root];
    parent !== undefined && !seen.has(parent);
    parent = tree.inReplyTos[root]
  ) {
    seen.add(parent);
    root = parent;
  }
  return root;
}

/**
 * Adds a fetched context. Ancestors come oldest first; a non-first ancestor
 * without a parent had it hidden (Pleroma), so it is bridged to the one
 * before it. A focus replying to a post that did not come back gets a
 * placeholder above it. A descendant whose parent is absent is bridged below
 * the focus.
 * `focusParent`: the focus's `in_reply_to_id`, or undefined when unknown.
 */
export function importContext(
  tree: ContextTree,
  focus: string,
  ancestors: readonly ThreadNode[],
  descendants: readonly ThreadNode[],
  focusParent: string | null | undefined,
): void {
  for (const node of [...ancestors, ...descendants]) notePosted(tree, node);
  ancestors.forEach((status, index) => {
    const previous = ancestors[index - 1];
    if (status.in_reply_to_id) link(tree, status.id, status.in_reply_to_id);
    else if (previous) bridge(tree, status.id, previous.id);
  });
  const last = ancestors[ancestors.length - 1];
  const known = new Set([focus, ...ancestors.map((s) => s.id)]);
  for (const status of descendants) known.add(status.id);
  if (focusParent && known.has(focusParent)) link(tree, focus, focusParent);
  else if (focusParent !== undefined && last) bridge(tree, focus, last.id);
  // Its parent is gone and nothing above it came back: the placeholder is
  // the root of the thread.
  else if (focusParent) link(tree, focus, tombstoneFor(focus));
  const bridged = new Map<string, string>();
  for (const status of descendants) {
    const parent = status.in_reply_to_id;
    if (parent && (known.has(parent) || isInTree(tree, parent))) {
      link(tree, status.id, parent);
      continue;
    }
    // One placeholder per missing parent: siblings share it.
    const shared = parent ? bridged.get(parent) : undefined;
    if (shared) link(tree, status.id, shared);
    else {
      bridge(tree, status.id, focus);
      if (parent) bridged.set(parent, tombstoneFor(status.id));
    }
  }
}

/** Drops a placeholder once nothing hangs below it any more. */
function dropEmptyTombstone(tree: ContextTree, id: string): void {
  if (!isTombstone(id) || (tree.replies[id]?.length ?? 0) > 0) return;
  const parent = tree.inReplyTos[id];
  dropKey(tree.inReplyTos, id);
  if (parent !== undefined) {
    unlinkReply(tree, parent, id);
    dropEmptyTombstone(tree, parent);
  }
}

/**
 * Takes statuses out of the tree. With `keepChildren` (a deletion) their
 * replies stay, each bridged to the removed status's parent; otherwise (an
 * eviction) the replies just lose their link.
 */
export function removeFromTree(
  tree: ContextTree,
  ids: readonly string[],
  keepChildren: boolean,
): void {
  for (const id of ids) {
    const parent = tree.inReplyTos[id];
    const children = tree.replies[id] ?? [];
    dropKey(tree.inReplyTos, id);
    dropKey(tree.replies, id);
    dropKey(tree.postedAt, id);
    if (parent !== undefined) unlinkReply(tree, parent, id);
    for (const child of children) {
      dropKey(tree.inReplyTos, child);
      if (!keepChildren) continue;
      if (isTombstone(child)) {
        // A placeholder is re-hung as it is, never given a placeholder of its own.
        if (parent !== undefined) link(tree, child, parent);
      } else if (parent !== undefined) bridge(tree, child, parent);
      else link(tree, child, tombstoneFor(child));
    }
    if (!keepChildren) children.forEach((c) => dropEmptyTombstone(tree, c));
    if (parent !== undefined) dropEmptyTombstone(tree, parent);
  }
}
