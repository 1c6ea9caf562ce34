import type {
  ActionReducerMapBuilder,
  AsyncThunk,
  Draft,
} from "@reduxjs/toolkit";
import { dropKey } from "../entities";
import type { AppThunkConfig } from "../hooks";
import type { ThunkActions } from "../thunkActions";
import type { MemberChangeArg, MembersArg, MembersPayload } from "./thunks";

/**
 * The accounts of the member's list-like collections (lists, circles, an
 * antenna's account rules): paged members and member changes shown at once
 * and undone should the server refuse. Each domain keeps these in its own
 * slice and registers the cases below for its own thunks.
 */

/** A collection's members as far as paged, newest additions first. */
export interface MemberPage {
  ids: string[];
  /** Link cursor of the next page. */
  next: string | null;
  /** The first-page request under way. */
  loadingId: string | null;
  loadingMore: boolean;
  fetchedAt: number | null;
}

/** A member change waiting for the server, to undo should it refuse. */
export interface MemberChange {
  requestId: string;
  listId: string;
  accountIds: string[];
  added: boolean;
}

export const EMPTY_MEMBERS: MemberPage = {
  ids: [],
  next: null,
  loadingId: null,
  loadingMore: false,
  fetchedAt: null,
};

/** Where a slice keeps its member pages (by collection key) and waiting changes. */
export interface MemberStore<S> {
  pages: (state: Draft<S>) => Record<string, MemberPage>;
  changes: (state: Draft<S>) => MemberChange[];
}

function ensure(pages: Record<string, MemberPage>, key: string): MemberPage {
  const held = pages[key];
  if (held) return held;
  const created = { ...EMPTY_MEMBERS, ids: [] };
  pages[key] = created;
  return created;
}

/** Adds accounts to the top of a loaded member page, or takes them off. */
export function applyMembers(
  pages: Record<string, MemberPage>,
  key: string,
  accountIds: readonly string[],
  added: boolean,
): void {
  const page = pages[key];
  if (!page) return;
  const rest = page.ids.filter((id) => !accountIds.includes(id));
  page.ids = added ? [...accountIds, ...rest] : rest;
}

export type MembersThunk = ThunkActions<
  AsyncThunk<MembersPayload, MembersArg, AppThunkConfig>
>;

/** The first page replaces the held one (unless a later request superseded it); `more` appends. */
export function addMemberPageCases<S>(
  builder: ActionReducerMapBuilder<S>,
  thunk: MembersThunk,
  store: MemberStore<S>,
  keyOf: (arg: MembersArg) => string = (arg) => arg.id,
): void {
  builder
    .addCase(thunk.pending, (state, { meta }) => {
      const page = ensure(store.pages(state), keyOf(meta.arg));
      if (meta.arg.more) page.loadingMore = true;
      else page.loadingId = meta.requestId;
    })
    .addCase(thunk.fulfilled, (state, { meta, payload }) => {
      const page = ensure(store.pages(state), keyOf(meta.arg));
      if (meta.arg.more) {
        page.loadingMore = false;
        const held = new Set(page.ids);
        page.ids.push(...payload.result.filter((id) => !held.has(id)));
      } else {
        if (page.loadingId !== meta.requestId) return;
        page.loadingId = null;
        page.ids = payload.result;
        page.fetchedAt = payload.fetchedAt;
      }
      page.next = payload.next;
    })
    .addCase(thunk.rejected, (state, { meta }) => {
      const page = store.pages(state)[keyOf(meta.arg)];
      if (!page) return;
      if (meta.arg.more) page.loadingMore = false;
      else if (page.loadingId === meta.requestId) page.loadingId = null;
    });
}

/** A member change's thunk; it answers the collection's id. */
export type ChangeThunk<A extends MemberChangeArg = MemberChangeArg> =
  ThunkActions<AsyncThunk<{ id: string }, A, AppThunkConfig>>;

export type ApplyChange<S> = (
  state: Draft<S>,
  key: string,
  accountIds: readonly string[],
  added: boolean,
) => void;

function addChangeCases<S, A extends MemberChangeArg>(
  builder: ActionReducerMapBuilder<S>,
  thunk: ChangeThunk<A>,
  added: boolean,
  store: MemberStore<S>,
  keyOf: (arg: A) => string,
  apply: ApplyChange<S>,
): void {
  builder
    .addCase(thunk.pending, (state, { meta }) => {
      const key = keyOf(meta.arg);
      apply(state, key, meta.arg.accountIds, added);
      store.changes(state).push({
        requestId: meta.requestId,
        listId: key,
        accountIds: meta.arg.accountIds,
        added,
      });
    })
    .addCase(thunk.fulfilled, (state, { meta }) => {
      const changes = store.changes(state);
      const at = changes.findIndex((c) => c.requestId === meta.requestId);
      if (at >= 0) changes.splice(at, 1);
    })
    .addCase(thunk.rejected, (state, { meta }) => {
      const changes = store.changes(state);
      const at = changes.findIndex((c) => c.requestId === meta.requestId);
      const change = changes[at];
      if (!change) return;
      changes.splice(at, 1);
      apply(state, change.listId, change.accountIds, !added);
    });
}

/**
 * Adding and removing members show at once and are undone should the
 * server refuse. `apply` changes what else the slice keeps about the
 * collection's members (it defaults to the member page of `keyOf(arg)`).
 */
export function addMemberChangeCases<S, A extends MemberChangeArg>(
  builder: ActionReducerMapBuilder<S>,
  add: ChangeThunk<A>,
  remove: ChangeThunk<A>,
  store: MemberStore<S>,
  options: { keyOf?: (arg: A) => string; apply?: ApplyChange<S> } = {},
): void {
  const keyOf = options.keyOf ?? ((arg: A) => arg.id);
  const apply: ApplyChange<S> =
    options.apply ??
    ((state, key, ids, added) =>
      applyMembers(store.pages(state), key, ids, added));
  addChangeCases(builder, add, true, store, keyOf, apply);
  addChangeCases(builder, remove, false, store, keyOf, apply);
}

/**
 * Member pages that lost evicted accounts are ones no screen shows: they
 * are dropped, loaded afresh when one does.
 */
export function dropEvictedPages(
  pages: Record<string, MemberPage>,
  gone: ReadonlySet<string>,
): void {
  for (const [key, page] of Object.entries(pages)) {
    if (page.ids.some((a) => gone.has(a))) dropKey(pages, key);
  }
}
