import {
  ApiError,
  InvalidResponseError,
  StaleReplyError,
  TimeoutError,
} from "../api/client";
import type { FeatureName } from "../api/features";
import { featureUnavailable } from "./events";
import type { AppDispatch } from "./index";
import type { RejectionMeta, ThunkFailure } from "./hooks";

/** Any thrown error as the serialisable value rejected thunks carry. */
export function toFailure(error: unknown): ThunkFailure {
  if (error instanceof ApiError) {
    return { message: error.message, status: error.status };
  }
  if (error instanceof StaleReplyError)
    return { message: error.message, status: null, kind: "stale" };
  if (error instanceof TimeoutError)
    return { message: error.message, status: null, kind: "timeout" };
  if (error instanceof InvalidResponseError)
    return { message: error.message, status: null, kind: "unreadable" };
  // fetch's own failure: offline, refused, reset.
  if (error instanceof TypeError)
    return { message: error.message, status: null, kind: "network" };
  if (error instanceof Error) return { message: error.message, status: null };
  return { message: String(error), status: null };
}

/** How a server says it does not serve an endpoint at all. */
function isMissingEndpoint(failure: ThunkFailure): boolean {
  return failure.status === 404 || failure.status === 501;
}

/**
 * The rejection of a call only `feature` needs (a policy, markers, the
 * directory): silent, since the feature is optional, and a 404 or 501 turns
 * the feature off for the session instead of complaining.
 */
export function rejectOptional<R>(
  feature: FeatureName,
  error: unknown,
  {
    dispatch,
    rejectWithValue,
  }: {
    dispatch: AppDispatch;
    rejectWithValue: (value: ThunkFailure, meta: RejectionMeta) => R;
  },
): R {
  const failure = toFailure(error);
  if (isMissingEndpoint(failure)) dispatch(featureUnavailable({ feature }));
  return rejectWithValue(failure, { silent: true });
}

/**
 * What a rejected thunk's action says went wrong, for a form to show in
 * place: the failure it was rejected with, else the thrown error's message.
 */
export function rejectionReason(action: {
  payload?: ThunkFailure;
  error: { message?: string };
}): string {
  return action.payload?.message ?? action.error.message ?? "";
}
