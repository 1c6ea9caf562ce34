import { ApiError } from "../api/client";
import { readFieldErrors } from "../api/schemas/fieldErrors";
import type { ThunkFailure } from "./hooks";
import { toFailure } from "./failure";

/*
 * Apart from failure.ts, which every thunk uses: the readers of each
 * family's form refusals load with the first refused form (hooks.ts), not
 * before the homepage's first post (issue 22).
 */

/**
 * A refused form's failure, with the reasons each family's answer gives
 * and the fields they name, so the form shows each beside its field.
 */
export function toFormFailure(error: unknown): ThunkFailure {
  const failure = toFailure(error);
  return error instanceof ApiError
    ? { ...failure, fields: readFieldErrors(error.json, error.message) }
    : failure;
}
