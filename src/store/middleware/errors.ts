import { isRejected, type Middleware } from "@reduxjs/toolkit";
import { isRecord } from "../../api/schemas/utils";
import { noticeAdded } from "../slices/notices";

/**
 * The one place errors become UI (STYLE.md section 6): every rejected thunk
 * becomes a serialisable `notices/noticeAdded`, which the toasts render.
 * Aborted requests, background work (backfills, polling) and answers a
 * screen shows in place stay silent.
 */
const SILENT = new Set([
  "timelines/backfill/rejected",
  // Saved again with the next scroll; nothing for the reader to do.
  "markers/save/rejected",
  // Autocomplete simply offers nothing.
  "compose/fetchSuggestions/rejected",
  // The composer says why in place, beside the draft it keeps.
  "compose/submit/rejected",
]);

/**
 * Answers the screen that asked shows in place: a profile or post route
 * whose account or post is gone shows its not-found state, which a raw
 * server message ("Record not found") would only repeat.
 */
const SHOWN_IN_PLACE: Readonly<Record<string, readonly number[]>> = {
  "accounts/fetchByAcct/rejected": [404, 410],
  "statuses/fetch/rejected": [404, 410],
};

function isShownInPlace(type: string, status: number | null): boolean {
  return status !== null && (SHOWN_IN_PLACE[type]?.includes(status) ?? false);
}

function failureOf(
  payload: unknown,
): { message: string; status: number | null } | null {
  if (!isRecord(payload) || typeof payload.message !== "string") return null;
  const status = typeof payload.status === "number" ? payload.status : null;
  return { message: payload.message, status };
}

export const errorsMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (isRejected(action) && !action.meta.aborted && !SILENT.has(action.type)) {
    const failure = failureOf(action.payload);
    if (isShownInPlace(action.type, failure?.status ?? null)) return result;
    api.dispatch(
      noticeAdded({
        id: action.meta.requestId,
        kind: "error",
        message: failure?.message ?? action.error.message ?? "",
        status: failure?.status ?? null,
        source: action.type.replace(/\/rejected$/, ""),
      }),
    );
  }
  return result;
};
