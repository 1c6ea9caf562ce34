import type { ActionReducerMapBuilder, Draft } from "@reduxjs/toolkit";
import type { ApiClient, Page } from "../api/client";
import type { FeatureName } from "../api/features";
import { createAppAsyncThunk } from "./hooks";
import type { RootState } from "./index";
import type { Normalized } from "./normalize";

/**
 * Lists the server pages with Link cursors, loaded from the top again or
 * continued with `more` (follow requests, filtered-notification requests).
 */
export interface PagedListState {
  /** Link cursor of the next page; null at the end (or before the first). */
  next: string | null;
  isLoading: boolean;
}

/** The first page, or the Link cursor of the next. */
export type CursorPaging = { url: string } | { limit: number };

export type PagedListArg = { more?: boolean } | undefined;

export type PagedListPayload<N> = N & { more: boolean; next: string | null };

export interface PagedListOptions<T, N> {
  /** The list's state, for its cursor and whether it is loading. */
  select: (state: RootState) => PagedListState;
  /** Whether this viewer and server may ask at all. */
  canFetch: (state: RootState) => boolean;
  /**
   * The optional feature the list belongs to: its failures are silent, and a
   * 404 or 501 turns the feature off. Without it, failures are toasted.
   */
  feature?: FeatureName;
  getPage: (
    client: ApiClient,
    paging: CursorPaging,
    signal: AbortSignal,
  ) => Promise<Page<T>>;
  /** The page's items as `{ result, entities }` (and anything the slice wants). */
  normalize: (items: T[]) => N;
  pageSize: number;
}

/**
 * The thunk of a cursor-paged list: without `more` the first page, which
 * replaces the list; with `more` the next one. Skipped while a page is on
 * its way, and for `more` once the list is at its end.
 */
export function createPagedListThunk<T, N extends Normalized<unknown[]>>(
  type: string,
  {
    select,
    canFetch,
    feature,
    getPage,
    normalize,
    pageSize,
  }: PagedListOptions<T, N>,
) {
  return createAppAsyncThunk<PagedListPayload<N>, PagedListArg>(
    type,
    async (arg, { extra, getState, signal }) => {
      const more = arg?.more ?? false;
      const { next } = select(getState());
      const paging = more && next ? { url: next } : { limit: pageSize };
      const page = await getPage(extra.client, paging, signal);
      return { ...normalize(page.items), more, next: page.next };
    },
    {
      optional: feature,
      condition: (arg, { getState }) => {
        const state = getState();
        const list = select(state);
        if (!canFetch(state) || list.isLoading) return false;
        return !(arg?.more ?? false) || list.next !== null;
      },
    },
  );
}

type PagedListThunk<N extends Normalized<unknown[]>> = ReturnType<
  typeof createPagedListThunk<unknown, N>
>;

/**
 * The list's cases: loading while a page is on its way; `absorb` puts the
 * page's items in (see `mergePage`), the cursor moves on.
 */
export function addPagedListCases<
  S,
  L extends PagedListState,
  N extends Normalized<unknown[]>,
>(
  builder: ActionReducerMapBuilder<S>,
  thunk: Pick<PagedListThunk<N>, "pending" | "fulfilled" | "rejected">,
  select: (state: Draft<S>) => L,
  absorb: (list: L, payload: PagedListPayload<N>) => void,
): void {
  builder
    .addCase(thunk.pending, (state) => {
      select(state).isLoading = true;
    })
    .addCase(thunk.fulfilled, (state, action) => {
      const list = select(state);
      absorb(list, action.payload);
      list.next = action.payload.next;
      list.isLoading = false;
    })
    .addCase(thunk.rejected, (state) => {
      select(state).isLoading = false;
    });
}

/** A first page replaces the list; a further page adds what it does not hold. */
export function mergePage<I>(
  held: readonly I[],
  page: readonly I[],
  more: boolean,
  keyOf: (item: I) => string,
): I[] {
  if (!more) return [...page];
  const keys = new Set(held.map(keyOf));
  return [...held, ...page.filter((item) => !keys.has(keyOf(item)))];
}

/** An item out of its list while the server is asked about it (an answered request). */
export interface TakenOut<I> {
  requestId: string;
  item: I;
  index: number;
}

/** Takes the first matching item out of `items`, remembering where it was. */
export function takeOut<I>(
  items: I[],
  taken: TakenOut<I>[],
  requestId: string,
  matches: (item: I) => boolean,
): I | undefined {
  const index = items.findIndex(matches);
  const item = items[index];
  if (item === undefined) return undefined;
  items.splice(index, 1);
  taken.push({ requestId, item, index });
  return item;
}

/**
 * Ends the wait of `requestId`: a refused request puts its item back where
 * it was (unless a page fetched meanwhile brought it back). Returns the
 * entry, if that request had taken one out.
 */
export function settleTakenOut<I>(
  items: I[],
  taken: TakenOut<I>[],
  requestId: string,
  refused: boolean,
  keyOf: (item: I) => string,
): TakenOut<I> | undefined {
  const at = taken.findIndex((entry) => entry.requestId === requestId);
  const entry = taken[at];
  if (!entry) return undefined;
  taken.splice(at, 1);
  const key = keyOf(entry.item);
  if (refused && !items.some((item) => keyOf(item) === key)) {
    items.splice(Math.min(entry.index, items.length), 0, entry.item);
  }
  return entry;
}
