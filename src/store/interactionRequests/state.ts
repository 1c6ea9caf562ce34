import type { InteractionRequest } from "../../api/schemas/interactionRequest";
import type { TakenOut } from "../pagedList";
import type { RootState } from "../rootReducer";

/** A pending like, boost or reply as held: its account and posts are ids. */
export interface StoredInteractionRequest {
  id: string;
  type: InteractionRequest["type"];
  account_id: string;
  /** The member's post interacted with. */
  status_id: string | null;
  /** The reply waiting for approval (type `reply`). */
  reply_id: string | null;
  created_at: string;
}

/**
 * The likes, boosts and replies waiting for the member's approval
 * (GoToSocial interaction requests). A slice of its own that joins the store
 * when its code first loads (slice.ts), read through `interactionRequestsOf`.
 */
export interface InteractionRequestsState {
  byId: Record<string, StoredInteractionRequest>;
  /** Waiting requests, newest first. */
  ids: string[];
  /** Link cursor of the next page. */
  next: string | null;
  isLoading: boolean;
  /** The last further page failed. */
  moreFailed: boolean;
  /** Requests answered but not yet confirmed, to put back should the server refuse. */
  answering: TakenOut<string>[];
}

export const INITIAL_INTERACTION_REQUESTS: InteractionRequestsState = {
  byId: {},
  ids: [],
  next: null,
  isLoading: false,
  moreFailed: false,
  answering: [],
};

export function interactionRequestsOf(
  state: RootState,
): InteractionRequestsState {
  return state.interactionRequests ?? INITIAL_INTERACTION_REQUESTS;
}
