import { getAccountHashtags, TOPICS_LIMIT } from "../../api/endpoints/accounts";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { topicsKey } from "./keys";
import { selectTopicList } from "./selectors";

// Kept apart so that the slice reads them without this module.
export { topicsKey } from "./keys";

/**
 * Hashtag topics of an account or of the server, only when the server
 * advertises the extended API (spec 02 section 5).
 */
export const fetchTopics = createAppAsyncThunk(
  "topics/fetch",
  async (arg: { accountId?: string | null } | undefined, { extra, signal }) => {
    const accountId = arg?.accountId ?? null;
    const page = await getAccountHashtags(extra.client, accountId, signal);
    return {
      key: topicsKey(accountId),
      // Spec 01 section 9 shows 20, also where a server ignores the limit.
      items: page.items.slice(0, TOPICS_LIMIT),
      fetchedAt: Date.now(),
    };
  },
  {
    // The panel says a failure in place.
    optional: "topics",
    condition: (arg, { getState }) => {
      const accountId = arg?.accountId ?? null;
      const state = getState();
      const list = selectTopicList(state, topicsKey(accountId));
      return (
        state.instance.features.topics &&
        !list?.isLoading &&
        !isFresh(list?.fetchedAt, Date.now())
      );
    },
  },
);
