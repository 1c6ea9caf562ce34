import type {
  ActionReducerMapBuilder,
  AsyncThunk,
  Draft,
} from "@reduxjs/toolkit";
import { dropKey, removeEntities } from "./entities";
import type { AppThunkConfig } from "./hooks";
import type { ThunkActions } from "./thunkActions";
import type { Normalized } from "./normalize";

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
  { fetched, created, deleted }: CollectionThunks<C>,
  forget: (state: Draft<S>, id: string) => void = () => undefined,
): void {
  builder
    .addCase(fetched.fulfilled, (state, { payload }) => {
      state.order = payload.result;
    })
    .addCase(created.fulfilled, (state, { payload }) => {
      if (state.order && !state.order.includes(payload.result))
        state.order.push(payload.result);
    })
    .addCase(deleted.pending, (state, { meta }) => {
      state.deleting[meta.arg.id] = true;
    })
    .addCase(deleted.rejected, (state, { meta }) => {
      dropKey(state.deleting, meta.arg.id);
    })
    .addCase(deleted.fulfilled, (state, { meta }) => {
      const { id } = meta.arg;
      dropKey(state.deleting, id);
      state.byId = removeEntities(state.byId, [id]);
      if (state.order) state.order = state.order.filter((l) => l !== id);
      forget(state, id);
    });
}

/** The held collections in order, without those being deleted; null until loaded. */
export function shownCollections<T>({
  order,
  byId,
  deleting,
}: CollectionState<T>): T[] | null {
  if (order === null) return null;
  return order.flatMap((id) => {
    const item = byId[id];
    return item !== undefined && !(id in deleting) ? [item] : [];
  });
}

/** Ids by title, as the collection screens list them. */
export function idsByTitle(items: readonly { id: string; title: string }[]) {
  return [...items]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((item) => item.id);
}
