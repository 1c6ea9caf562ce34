import {
  getInteractionPolicyDefaults,
  patchInteractionPolicyDefaults,
  patchInteractionPolicyDefaultsReset,
} from "../../api/endpoints/notificationSettings";
import type { InteractionPolicies } from "../../api/schemas/interactionPolicy";
import { createAppAsyncThunk } from "../hooks";

/**
 * GoToSocial's default interaction policies for new posts (where
 * `interactionPolicyDefaults`). The settings form says each failure, beside
 * the field it names where it names one.
 */

export const fetchInteractionPolicyDefaults = createAppAsyncThunk(
  "interactionPolicies/fetchDefaults",
  async (_arg: undefined, { extra, getState }) => {
    const { server } = getState().instance;
    return {
      policies: await getInteractionPolicyDefaults(extra.client, server),
    };
  },
  { silent: true },
);

/** Saves every visibility's policy; the answer is what the server keeps. */
export const updateInteractionPolicyDefaults = createAppAsyncThunk(
  "interactionPolicies/updateDefaults",
  async (policies: InteractionPolicies, { extra, getState }) => {
    const { server } = getState().instance;
    return {
      policies: await patchInteractionPolicyDefaults(
        extra.client,
        server,
        policies,
      ),
    };
  },
  { silent: true, fields: true },
);

/** Puts every visibility back to the server's own defaults. */
export const resetInteractionPolicyDefaults = createAppAsyncThunk(
  "interactionPolicies/resetDefaults",
  async (_arg: undefined, { extra, getState }) => {
    const { server } = getState().instance;
    return {
      policies: await patchInteractionPolicyDefaultsReset(extra.client, server),
    };
  },
  { silent: true, fields: true },
);
