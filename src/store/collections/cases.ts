import type {
  ActionReducerMapBuilder,
  AsyncThunk,
  Draft,
} from "@reduxjs/toolkit";
import { castDraft } from "immer";
import {
  dropKey,
  entitiesEvicted,
  hasEntities,
  removeEntities,
  upsertEntities,
} from "../entities";
import { sessionEnded } from "../events";
import type { AppThunkConfig } from "../hooks";
import type { Normalized, NormalizedEntities } from "../normalize";
import type { ThunkActions } from "../thunkActions";
import {
  addMemberChangeCases,
  addMemberPageCases,
  dropEvictedPages,
  type ApplyChange,
  type ChangeThunk,
  type MemberChange,
  type MemberPage,
  type MembersThunk,
} from "./members";
import type { CandidateSearch, CandidatesPayload } from "./thunks";

/**
 * The member's list-like collections (lists, circles, antennas): each
 * domain keeps its entities by id, the server's order once loaded, and
 * those being deleted (gone at once, back if the server refuses).
 */
export interface CollectionState<T> {
  byId: Record<string, T>;
  order: string[] | null;
  deleting: Record<string, true>;
}

/** A collection whose members are accounts, found by a search to add. */
export interface MembersCollectionState<T> extends CollectionState<T> {
  changes: MemberChange[];
  search: CandidateSearch;
}

export interface CollectionThunks<C> {
  fetched: ThunkActions<
    AsyncThunk<Normalized<string[]>, undefined, AppThunkConfig>
  >;
  created: ThunkActions<AsyncThunk<Normalized<string>, C, AppThunkConfig>>;
  deleted: ThunkActions<
    AsyncThunk<{ id: string }, { id: string }, AppThunkConfig>
  >;
}

/**
 * The order on load, a created one at the end, and deletion. `forget`
 * drops what else the slice keeps about a deleted collection.
 */
export function addCollectionCases<S extends CollectionState<unknown>, C>(
  builder: ActionReducerMapBuilder<S>,
  thunks: CollectionThunks<C>,
  forget: (state: Draft<S>, id: string) => void = () => undefined,
): void {
  addCollectionCasesAt(
    builder,
    thunks,
    (state) => state as Draft<CollectionState<unknown>>,
    forget,
  );
}

/**
 * The same cases for a collection kept inside a slice of other state (the
 * bookmarks' folders): `at` finds it in the slice's draft.
 */
export function addCollectionCasesAt<S, C>(
  builder: ActionReducerMapBuilder<S>,
  { fetched, created, deleted }: CollectionThunks<C>,
  at: (state: Draft<S>) => Draft<CollectionState<unknown>>,
  forget: (state: Draft<S>, id: string) => void = () => undefined,
): void {
  builder
    .addCase(fetched.fulfilled, (state, { payload }) => {
      at(state).order = payload.result;
    })
    .addCase(created.fulfilled, (state, { payload }) => {
      const { order } = at(state);
      if (order && !order.includes(payload.result)) order.push(payload.result);
    })
    .addCase(deleted.pending, (state, { meta }) => {
      at(state).deleting[meta.arg.id] = true;
    })
    .addCase(deleted.rejected, (state, { meta }) => {
      dropKey(at(state).deleting, meta.arg.id);
    })
    .addCase(deleted.fulfilled, (state, { meta }) => {
      const { id } = meta.arg;
      const collection = at(state);
      dropKey(collection.deleting, id);
      collection.byId = removeEntities(collection.byId, [id]);
      if (collection.order)
        collection.order = collection.order.filter((l) => l !== id);
      forget(state, id);
    });
}

/** One kind of a collection's accounts (a list's members, an antenna's excluded people). */
export interface MemberKind<S> {
  pages: (state: Draft<S>) => Record<string, MemberPage>;
  fetch: MembersThunk;
  add: ChangeThunk;
  remove: ChangeThunk;
  /** What a change does besides the member page (see addMemberChangeCases). */
  apply?: ApplyChange<S>;
}

export interface MembersCollectionSpec<T, S, C> {
  /** The collections in a normalised payload (`(e) => e.circles`). */
  entities: (entities: NormalizedEntities) => Record<string, T> | undefined;
  initial: S;
  collection: CollectionThunks<C>;
  members: readonly MemberKind<S>[];
  search: ThunkActions<
    AsyncThunk<CandidatesPayload, { q: string }, AppThunkConfig>
  >;
  /** What else the slice drops with a deleted collection; its member pages go anyway. */
  forget?: (state: Draft<S>, id: string) => void;
  /** What else the slice drops about accounts the collector evicted. */
  evicted?: (state: Draft<S>, accountIds: readonly string[]) => void;
}

/**
 * The cases every members collection's slice has: the collections
 * themselves (addCollectionCases), each kind of member page and its changes,
 * the candidate search, eviction, the session's end and the entities
 * matcher. A slice registers its own cases before calling this, since the
 * matcher comes last.
 */
export function addMembersCollectionCases<
  T,
  S extends MembersCollectionState<T>,
  C,
>(builder: ActionReducerMapBuilder<S>, spec: MembersCollectionSpec<T, S, C>) {
  const { members, initial } = spec;
  addCollectionCases(builder, spec.collection, (state, id) => {
    for (const kind of members) dropKey(kind.pages(state), id);
    spec.forget?.(state, id);
  });
  for (const kind of members) {
    const store = { pages: kind.pages, changes: (s: Draft<S>) => s.changes };
    addMemberPageCases(builder, kind.fetch, store);
    addMemberChangeCases(
      builder,
      kind.add,
      kind.remove,
      store,
      kind.apply ? { apply: kind.apply } : {},
    );
  }
  builder
    .addCase(spec.search.fulfilled, (state, { payload }) => {
      state.search = { q: payload.q, ids: payload.result };
    })
    .addCase(entitiesEvicted, (state, { payload }) => {
      // The collector spares what a screen retains: a member page that
      // lost accounts is one no screen shows, loaded afresh when one does.
      const gone = new Set(payload.accounts);
      for (const kind of members) dropEvictedPages(kind.pages(state), gone);
      if (state.search.ids.some((a) => gone.has(a)))
        state.search = initial.search;
      spec.evicted?.(state, payload.accounts);
    })
    .addCase(sessionEnded, () => initial)
    .addMatcher(hasEntities, (state, { payload }) => {
      const held = spec.entities(payload.entities);
      // castDraft only retypes: a generic T's draft is not T to the compiler.
      if (held) state.byId = upsertEntities(state.byId, castDraft(held));
    });
}
