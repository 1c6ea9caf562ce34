import type { ActionReducerMapBuilder, Draft } from "@reduxjs/toolkit";
import {
  itemAdded,
  itemChanged,
  itemDropped,
  itemRemoved,
  itemRestored,
  itemSaved,
  itemSettled,
  pageReceived,
  provisionalId,
  type Collection,
  type PageIn,
} from "./collection";

/** An async thunk's lifecycle action, as a type guard (covariant in what it guards). */
interface Guard<P, A> {
  match: (action: unknown) => action is {
    type: string;
    payload: P;
    meta: { arg: A; requestId: string };
  };
}

/** What the cases need of an async thunk. */
interface Thunk<R, A> {
  pending: Guard<undefined, A>;
  fulfilled: Guard<R, A>;
  rejected: Guard<unknown, A>;
}

export interface CollectionThunks<T extends { id: string }, C, U> {
  /** The first page, replacing the list. */
  fetch?: Thunk<PageIn<T>, void>;
  fetchMore?: Thunk<PageIn<T>, void>;
  /** An addition, shown at once as `provisional` makes it from the argument. */
  create?: Thunk<T, C>;
  provisional?: (id: string, arg: C) => T;
  /** Where additions go: the top of the list (newest first) or its end. */
  addAt?: "start" | "end";
  /** A change, shown at once as `changes` says. */
  update?: Thunk<T | null, U & { id: string }>;
  changes?: (arg: U) => Partial<T>;
  remove?: Thunk<unknown, { id: string }>;
}

/**
 * The cases of an optimistic server list (see collection.ts): pages in,
 * additions and changes shown on `pending` and undone on `rejected`,
 * removals parked until the server agrees.
 */
export function addCollectionCases<S, T extends { id: string }, C, U>(
  builder: ActionReducerMapBuilder<S>,
  select: (state: S) => Collection<T>,
  thunks: CollectionThunks<T, C, U>,
): void {
  const { fetch, fetchMore, create, provisional, update, changes, remove } =
    thunks;
  const at = thunks.addAt ?? "start";
  // The slice's draft, read through its own (plain) type: the helpers only
  // write plain data into it.
  const listOf = (state: Draft<S>) => select(state as S);
  if (fetch)
    builder.addMatcher(fetch.fulfilled.match, (state, { payload }) => {
      pageReceived(listOf(state), payload, false);
    });
  if (fetchMore)
    builder.addMatcher(fetchMore.fulfilled.match, (state, { payload }) => {
      pageReceived(listOf(state), payload, true);
    });
  if (create)
    builder
      .addMatcher(create.pending.match, (state, { meta }) => {
        if (!provisional) return;
        const id = provisionalId(meta.requestId);
        itemAdded(listOf(state), provisional(id, meta.arg), at);
      })
      .addMatcher(create.fulfilled.match, (state, { payload, meta }) => {
        const replacing = provisionalId(meta.requestId);
        itemSaved(listOf(state), payload, { replacing, at });
      })
      .addMatcher(create.rejected.match, (state, { meta }) => {
        itemDropped(listOf(state), provisionalId(meta.requestId));
      });
  if (update)
    builder
      .addMatcher(update.pending.match, (state, { meta }) => {
        if (changes) itemChanged(listOf(state), meta.arg.id, changes(meta.arg));
      })
      .addMatcher(update.fulfilled.match, (state, { payload, meta }) => {
        if (payload)
          itemSaved(listOf(state), payload, { replacing: meta.arg.id });
        else itemSettled(listOf(state), meta.arg.id);
      })
      .addMatcher(update.rejected.match, (state, { meta }) => {
        itemRestored(listOf(state), meta.arg.id);
      });
  if (remove)
    builder
      .addMatcher(remove.pending.match, (state, { meta }) => {
        itemRemoved(listOf(state), meta.arg.id);
      })
      .addMatcher(remove.fulfilled.match, (state, { meta }) => {
        itemSettled(listOf(state), meta.arg.id);
      })
      .addMatcher(remove.rejected.match, (state, { meta }) => {
        itemRestored(listOf(state), meta.arg.id);
      });
}
