import * as z from "zod/mini";
import type { ApiClient } from "../../api/client";
import { createAppAsyncThunk } from "../../store/hooks";
import { toFailure } from "../../store/thunks/failure";

/**
 * Remote interaction (spec 02 section 7.2): the server looks up the
 * visitor's handle and answers with the URL on their server that completes
 * the interaction. Written here because the API layer lacks it; the schema
 * and endpoint belong in `api/schemas` and `api/endpoints/accounts.ts`.
 */
const remoteInteractionSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
});

export function postRemoteInteraction(
  client: ApiClient,
  params: { ap_id: string; profile: string },
  signal?: AbortSignal,
): Promise<z.infer<typeof remoteInteractionSchema>> {
  return client.one(
    "POST",
    "/api/v1/pleroma/remote_interaction",
    remoteInteractionSchema,
    // Spec 02 section 8: the reply's `error` field is raised.
    { body: params, raiseErrorField: true, signal },
  );
}

/** `apId`: what to interact with; `profile`: the visitor's handle, `user@domain`. */
export const requestRemoteInteraction = createAppAsyncThunk(
  "accounts/remoteInteraction",
  async (
    { apId, profile }: { apId: string; profile: string },
    { extra, rejectWithValue, signal },
  ) => {
    try {
      const { url } = await postRemoteInteraction(
        extra.client,
        { ap_id: apId, profile },
        signal,
      );
      return { url };
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);
