import { ApiError } from "../api/client";
import { CurrentPasswordError } from "../api/endpoints/settingsCall";
import { readFieldErrors } from "../api/schemas/fieldErrors";
import type { FeatureName } from "../api/features";
import { featureUnavailable } from "./events";
import type { AppDispatch } from "./index";
import type { RejectionMeta, ThunkFailure } from "./hooks";

/** Any thrown error as the serialisable value rejected thunks carry. */
export function toFailure(error: unknown): ThunkFailure {
  if (error instanceof ApiError) {
    return { message: error.message, status: error.status };
  }
  if (error instanceof Error) return { message: error.message, status: null };
  return { message: String(error), status: null };
}

/**
 * A form's refusal with the server's reasons by field (readFieldErrors). A
 * refused current password belongs to the password field whatever the
 * server's words.
 */
export function toFormFailure(error: unknown): ThunkFailure {
  const failure = toFailure(error);
  if (error instanceof CurrentPasswordError)
    return {
      ...failure,
      fields: [{ field: "password", message: error.message }],
    };
  if (!(error instanceof ApiError)) return failure;
  return { ...failure, fields: readFieldErrors(error.json, error.message) };
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
