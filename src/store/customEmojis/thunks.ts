import { getCustomEmojis } from "../../api/endpoints/customEmojis";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";

/** The server's custom emoji, for the pickers; fetched once a minute at most. */
export const fetchCustomEmojis = createAppAsyncThunk(
  "customEmojis/fetch",
  async (_arg: undefined, { extra, signal }) => {
    const page = await getCustomEmojis(extra.client, signal);
    return { items: page.items, fetchedAt: Date.now() };
  },
  {
    // Background work: the pickers simply offer no custom emoji.
    silent: true,
    condition: (_arg, { getState }) => {
      const { isLoading, fetchedAt } = getState().customEmojis;
      return !isLoading && !isFresh(fetchedAt, Date.now());
    },
  },
);
