import { isRejected, type Middleware } from "@reduxjs/toolkit";
import { isRecord } from "../../api/schemas/utils";
import { noticeAdded } from "../notices/slice";

function failureOf(
  payload: unknown,
): { message: string; status: number | null } | null {
  if (!isRecord(payload) || typeof payload.message !== "string") return null;
  const status = typeof payload.status === "number" ? payload.status : null;
  return { message: payload.message, status };
}

/**
 * The one place errors become UI (STYLE.md section 6): a rejected thunk
 * becomes a serialisable `notices/noticeAdded`, which the toasts render,
 * unless its rejection is marked `meta.silent` (shown in place, optional or
 * background work; see `RejectionMeta`) or its request was aborted.
 */
export const errorsMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (isRejected(action) && !action.meta.aborted && !isSilent(action.meta)) {
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

function isSilent(meta: object): boolean {
  return "silent" in meta && meta.silent === true;
}
