import type { ApiClient } from "../../api/client";
import { getInstance } from "../../api/endpoints/instance";
import { detectServer, getFeatures } from "../../api/serverFeatures";
import { isFresh } from "../entities";
import type { ServerRead } from "../events";
import { createAppAsyncThunk } from "../hooks";
import { toFailure } from "../failure";

/** A server's instance with its software and features (rejects when it cannot be read). */
export async function readInstance(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ServerRead> {
  const instance = await getInstance(client, signal);
  return {
    instance,
    server: detectServer(instance),
    features: getFeatures(instance),
  };
}

/**
 * The instance, with its software and features derived here (once, not in a
 * selector). It never rejects: when the server cannot be read the current (or
 * default) instance stays and `error` says why, so the app still starts.
 */
export const fetchInstance = createAppAsyncThunk(
  "instance/fetch",
  async (_arg: undefined, { extra, signal }) => {
    const { client, home } = extra;
    // The reply is for this server: the slice drops it if calls moved since.
    const server = client.baseUrl === home ? null : client.baseUrl;
    try {
      return {
        fetched: await readInstance(client, signal),
        fetchedAt: Date.now(),
        error: null,
        server,
      };
    } catch (error) {
      return {
        fetched: null,
        fetchedAt: Date.now(),
        error: toFailure(error).message,
        server,
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
