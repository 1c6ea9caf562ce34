import { getStatusContext } from "../../api/endpoints/statuses";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { normalizeStatuses } from "../normalize";

/**
 * The thread around a status. The focus's own parent is passed along when the
 * status is already held, so the tree links it even when the server's
 * ancestors are not a plain chain (Pleroma returns the whole conversation).
 */
export const fetchStatusContext = createAppAsyncThunk(
  "statuses/fetchContext",
  async ({ id }: { id: string }, { extra, getState, signal }) => {
    const context = await getStatusContext(extra.client, id, signal);
    const { result, entities } = normalizeStatuses([
      ...context.ancestors,
      ...context.descendants,
    ]);
    const split = context.ancestors.length;
    return {
      id,
      ancestors: result.slice(0, split),
      descendants: result.slice(split),
      focusParent: getState().statuses.byId[id]?.in_reply_to_id,
      entities,
      fetchedAt: Date.now(),
    };
  },
  {
    // The thread and the event discussion say it in place, with a retry.
    silent: true,
    condition: ({ id }, { getState }) =>
      !isFresh(getState().contexts.fetchedAt[id], Date.now()),
  },
);
