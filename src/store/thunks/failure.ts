import { ApiError } from "../../api/client";
import type { ThunkFailure } from "../hooks";

/** Any thrown error as the serialisable value rejected thunks carry. */
export function toFailure(error: unknown): ThunkFailure {
  if (error instanceof ApiError) {
    return { message: error.message, status: error.status };
  }
  if (error instanceof Error) return { message: error.message, status: null };
  return { message: String(error), status: null };
}
