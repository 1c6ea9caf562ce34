/**
 * The lists of posts the bookmarks domain keeps, by key: the member's
 * bookmarks, their favourites, and one folder's bookmarks. Pure helpers the
 * slice runs on its draft.
 */

export type StatusListKey = "bookmarks" | "favourites" | `folder:${string}`;

export const BOOKMARKS: StatusListKey = "bookmarks";
export const FAVOURITES: StatusListKey = "favourites";

const FOLDER_PREFIX = "folder:";

export function folderListKey(folderId: string): StatusListKey {
  return `folder:${folderId}`;
}

/** The folder a key names, or null for the bookmarks and favourites. */
export function folderOfKey(key: string): string | null {
  return key.startsWith(FOLDER_PREFIX) ? key.slice(FOLDER_PREFIX.length) : null;
}

export interface StatusList {
  /** Newest first, as the server orders them (when bookmarked or liked). */
  ids: string[];
  /** Link cursor of the next page; null at the end, or before the first. */
  next: string | null;
  /** The first-page request whose answer counts (a later one supersedes it). */
  loadingId: string | null;
  loadingMore: boolean;
  /** When the first page came; null until then (the list takes no live changes). */
  fetchedAt: number | null;
}

export const EMPTY_LIST: StatusList = {
  ids: [],
  next: null,
  loadingId: null,
  loadingMore: false,
  fetchedAt: null,
};

/**
 * What one optimistic request did to the lists, so that a refusal undoes
 * exactly that: the lists the post was put on top of, those it was taken
 * out of (and where it was), and its folders before.
 */
export interface ListChange {
  requestId: string;
  statusId: string;
  added: StatusListKey[];
  taken: { key: StatusListKey; index: number }[];
  /** Set when the request changed the post's folders; null: they were not known. */
  folders?: string[] | null;
}

export function newChange(requestId: string, statusId: string): ListChange {
  return { requestId, statusId, added: [], taken: [] };
}

/** Puts the post on top of a loaded list that lacks it (bookmarked or liked elsewhere). */
export function putOnTop(
  lists: Record<string, StatusList>,
  key: StatusListKey,
  change: ListChange,
): void {
  const list = lists[key];
  if (list?.fetchedAt == null) return;
  if (list.ids.includes(change.statusId)) return;
  list.ids.unshift(change.statusId);
  change.added.push(key);
}

export function takeFrom(
  lists: Record<string, StatusList>,
  key: StatusListKey,
  change: ListChange,
): void {
  const list = lists[key];
  const index = list ? list.ids.indexOf(change.statusId) : -1;
  if (!list || index < 0) return;
  list.ids.splice(index, 1);
  change.taken.push({ key, index });
}

/** Undoes a refused request: out of the lists it joined, back where it was in the others. */
export function undoChange(
  lists: Record<string, StatusList>,
  change: ListChange,
): void {
  const { statusId } = change;
  for (const key of change.added) {
    const list = lists[key];
    if (list) list.ids = list.ids.filter((id) => id !== statusId);
  }
  for (const { key, index } of change.taken) {
    const list = lists[key];
    if (!list || list.ids.includes(statusId)) continue;
    list.ids.splice(Math.min(index, list.ids.length), 0, statusId);
  }
}

/** A first page replaces the list; a further page adds what it does not hold. */
export function withPage(
  held: readonly string[],
  page: readonly string[],
  more: boolean,
): string[] {
  if (!more) return [...page];
  const known = new Set(held);
  return [...held, ...page.filter((id) => !known.has(id))];
}
