/**
 * A server list the staff console edits in place (domain blocks, IP blocks,
 * rules, invites...): items by id in the server's order, the cursor of the
 * next page, and the items an optimistic change took out or replaced, kept
 * until the server answers so a refusal can put them back where they were.
 * The helpers work on a slice's draft.
 */
export interface Collection<T extends { id: string }> {
  byId: Record<string, T>;
  ids: string[];
  /** The next page's URL; null at the end. */
  next: string | null;
  /** How many the server counts in all, where it says (Pleroma). */
  total: number | null;
  /** Before an optimistic change: each item as it was and where it stood (-1: not listed). */
  parked: Record<string, Parked<T>>;
}

export interface Parked<T> {
  item: T;
  index: number;
}

export interface PageIn<T> {
  items: readonly T[];
  next: string | null;
  total?: number | null;
}

export function emptyCollection<T extends { id: string }>(): Collection<T> {
  return { byId: {}, ids: [], next: null, total: null, parked: {} };
}

/** A first page replaces the list; a further one is appended. */
export function pageReceived<T extends { id: string }>(
  list: Collection<T>,
  page: PageIn<T>,
  append: boolean,
): void {
  if (!append) {
    list.byId = {};
    list.ids = [];
  }
  for (const item of page.items) {
    if (!(item.id in list.byId)) list.ids.push(item.id);
    list.byId[item.id] = item;
  }
  list.next = page.next;
  list.total = page.total ?? null;
}

/** Keeps the item as it is now, once per pending change. */
function park<T extends { id: string }>(list: Collection<T>, id: string) {
  const item = list.byId[id];
  if (item && !(id in list.parked))
    list.parked[id] = { item, index: list.ids.indexOf(id) };
}

/** Takes an item off the list until the server confirms (`settled`) or refuses (`restored`). */
export function itemRemoved<T extends { id: string }>(
  list: Collection<T>,
  id: string,
): void {
  park(list, id);
  list.ids = list.ids.filter((each) => each !== id);
  Reflect.deleteProperty(list.byId, id);
  if (list.total !== null) list.total = Math.max(0, list.total - 1);
}

/** Changes an item in place until the server answers. */
export function itemChanged<T extends { id: string }>(
  list: Collection<T>,
  id: string,
  changes: Partial<T>,
): void {
  const item = list.byId[id];
  if (!item) return;
  park(list, id);
  list.byId[id] = { ...item, ...changes };
}

/** The server's answer for an item, in place; a new one goes first (or last). */
export function itemSaved<T extends { id: string }>(
  list: Collection<T>,
  item: T,
  {
    replacing,
    at = "start",
  }: { replacing?: string; at?: "start" | "end" } = {},
): void {
  const old = replacing ?? item.id;
  const index = list.ids.indexOf(old);
  if (old !== item.id) {
    Reflect.deleteProperty(list.byId, old);
    Reflect.deleteProperty(list.parked, old);
  }
  list.ids = list.ids.filter((each) => each !== item.id && each !== old);
  if (index >= 0) list.ids.splice(index, 0, item.id);
  else if (at === "start") list.ids.unshift(item.id);
  else list.ids.push(item.id);
  if (index < 0 && list.total !== null && !(item.id in list.byId))
    list.total += 1;
  list.byId[item.id] = item;
  Reflect.deleteProperty(list.parked, item.id);
}

/** The server agreed: what was parked for `id` is forgotten. */
export function itemSettled<T extends { id: string }>(
  list: Collection<T>,
  id: string,
): void {
  Reflect.deleteProperty(list.parked, id);
}

/** The server refused: the item is back as and where it was. */
export function itemRestored<T extends { id: string }>(
  list: Collection<T>,
  id: string,
): void {
  const parked = list.parked[id];
  if (!parked) return;
  Reflect.deleteProperty(list.parked, id);
  const listed = list.ids.includes(id);
  list.byId[id] = parked.item;
  if (listed || parked.index < 0) return;
  list.ids.splice(Math.min(parked.index, list.ids.length), 0, id);
  if (list.total !== null) list.total += 1;
}

/** An item added optimistically, before the server has given it an id. */
export function itemAdded<T extends { id: string }>(
  list: Collection<T>,
  item: T,
  at: "start" | "end" = "start",
): void {
  list.byId[item.id] = item;
  if (at === "start") list.ids.unshift(item.id);
  else list.ids.push(item.id);
  if (list.total !== null) list.total += 1;
}

/** The id an optimistic addition goes by until the server names it. */
export const provisionalId = (requestId: string) => `provisional:${requestId}`;

export const isProvisional = (id: string) => id.startsWith("provisional:");

/** An addition the server refused: gone again. */
export function itemDropped<T extends { id: string }>(
  list: Collection<T>,
  id: string,
): void {
  if (!(id in list.byId)) return;
  Reflect.deleteProperty(list.byId, id);
  list.ids = list.ids.filter((each) => each !== id);
  if (list.total !== null) list.total = Math.max(0, list.total - 1);
}
