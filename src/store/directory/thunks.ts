import { getDirectory } from "../../api/endpoints/directory";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { normalizeAccounts } from "../normalize";
import { directoryKey, type DirectoryQuery } from "./keys";
import { selectDirectoryList } from "./selectors";

// Kept apart so that the slice reads them without this module.
export { directoryKey, type DirectoryQuery } from "./keys";

/**
 * A page of the profile directory (only with the extended API). Pages advance
 * by the number of accounts already loaded; an empty page ends the list.
 */
export const fetchDirectory = createAppAsyncThunk(
  "directory/fetch",
  async (
    { query, more = false }: { query: DirectoryQuery; more?: boolean },
    { extra, getState, signal },
  ) => {
    const list = selectDirectoryList(getState(), directoryKey(query));
    const offset = more ? (list?.items.length ?? 0) : 0;
    const page = await getDirectory(extra.client, { ...query, offset }, signal);
    const { result, entities } = normalizeAccounts(page.items);
    return {
      key: directoryKey(query),
      more,
      result,
      entities,
      hasMore: page.nextOffset !== null,
      fetchedAt: Date.now(),
    };
  },
  {
    // The panel says a failure in place.
    optional: "directory",
    condition: ({ query, more = false }, { getState }) => {
      const state = getState();
      if (!state.instance.features.directory) return false;
      const list = selectDirectoryList(state, directoryKey(query));
      if (!list) return true;
      if (list.isLoading) return false;
      return more ? list.hasMore : !isFresh(list.fetchedAt, Date.now());
    },
  },
);
