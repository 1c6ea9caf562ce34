import {
  getInteractionRequests,
  postAuthorizeInteractionRequest,
  postRejectInteractionRequest,
} from "../../api/endpoints/interactionRequests";
import { createAppAsyncThunk } from "../hooks";
import { createPagedListThunk } from "../pagedList";
import { normalizeInteractionRequests } from "./normalize";
import { interactionRequestsOf } from "./state";

/**
 * GoToSocial's interaction requests (gate `interactionRequests`): the likes,
 * boosts and replies the member's interaction policy holds for approval.
 */

const PAGE_SIZE = 40;

/** The waiting requests: the first page, or with `more` the next. */
export const fetchInteractionRequests = createPagedListThunk(
  "interactionRequests/fetch",
  {
    select: interactionRequestsOf,
    canFetch: (state) =>
      state.session.accessToken !== null &&
      state.instance.features.interactionRequests,
    feature: "interactionRequests",
    getPage: (client, paging, signal) =>
      getInteractionRequests(client, {}, paging, signal),
    normalize: normalizeInteractionRequests,
    pageSize: PAGE_SIZE,
  },
);

const answer = (type: string, call: typeof postAuthorizeInteractionRequest) =>
  createAppAsyncThunk(
    type,
    async ({ id }: { id: string }, { extra, getState }) => {
      const request = await call(extra.client, getState().instance.server, id);
      // The answer carries the post as it is now (an accepted like counts).
      const { entities } = normalizeInteractionRequests([request]);
      return { id, entities };
    },
  );

/** Lets the like, boost or reply through; it leaves the list at once. */
export const authorizeInteractionRequest = answer(
  "interactionRequests/authorize",
  postAuthorizeInteractionRequest,
);

/** Turns it down (a rejected reply is deleted by the server); it leaves the list at once. */
export const rejectInteractionRequest = answer(
  "interactionRequests/reject",
  postRejectInteractionRequest,
);
