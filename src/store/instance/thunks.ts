import { getInstance } from "../../api/endpoints/instance";
import { detectServer, getFeatures } from "../../api/serverFeatures";
import { isFresh } from "../entities";
import { createAppAsyncThunk } from "../hooks";
import { toFailure } from "../failure";

/**
 * The instance, with its software and features derived here (once, not in a
 * selector). It never rejects: when the server cannot be read the current (or
 * default) instance stays and `error` says why, so the app still starts.
 */
export const fetchInstance = createAppAsyncThunk(
  "instance/fetch",
  async (_arg: undefined, { extra, signal }) => {
    try {
      const instance = await getInstance(extra.client, signal);
      return {
        fetched: {
          instance,
          server: detectServer(instance),
          features: getFeatures(instance),
        },
        fetchedAt: Date.now(),
        error: null,
      };
    } catch (error) {
      return {
        fetched: null,
        fetchedAt: Date.now(),
        error: toFailure(error).message,
      };
    }
  },
  {
    condition: (_arg, { getState }) => {
      const { isLoading, fetchedAt } = getState().instance;
      return !isLoading && !isFresh(fetchedAt, Date.now());
    },
  },
);
