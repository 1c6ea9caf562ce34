import { isRejected, type Middleware } from "@reduxjs/toolkit";
import { isRecord } from "../../api/schemas/utils";
import { noticeAdded } from "../slices/notices";

/**
 * The one place errors become UI (STYLE.md section 6): every rejected thunk
 * becomes a serialisable `notices/noticeAdded`, which the toasts render.
 * Aborted requests and background work (backfills, polling) stay silent.
 */
const SILENT = new Set(["timelines/backfill/rejected"]);

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
