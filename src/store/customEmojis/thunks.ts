import { getCustomEmojis } from "../../api/endpoints/customEmojis";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { toFailure } from "../failure";

/** The server's custom emoji, for the pickers; fetched once a minute at most. */
export const fetchCustomEmojis = createAppAsyncThunk(
  "customEmojis/fetch",
  async (_arg: undefined, { extra, rejectWithValue, signal }) => {
    try {
      const page = await getCustomEmojis(extra.client, signal);
      return { items: page.items, fetchedAt: Date.now() };
    } catch (error) {
      // Background work: the pickers simply offer no custom emoji.
      return rejectWithValue(toFailure(error), { silent: true });
    }
  },
  {
    condition: (_arg, { getState }) => {
      const { isLoading, fetchedAt } = getState().customEmojis;
      return !isLoading && !isFresh(fetchedAt, Date.now());
    },
  },
);
