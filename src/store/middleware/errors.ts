import { isRejected, type Middleware } from "@reduxjs/toolkit";
import { isRecord } from "../../api/schemas/utils";
import { failureNotice } from "../notices/failureNotice";
import type { RootState } from "../rootReducer";
import { awaitsSessionCheck } from "./sessionGuard";

/**
 * The one place errors become UI (STYLE.md section 6): a rejected thunk
 * becomes a serialisable `notices/noticeAdded`, which the toasts render,
 * unless its rejection is marked `meta.silent` (shown in place, optional or
 * background work; see `RejectionMeta`) or its request was aborted.
 */
export const errorsMiddleware: Middleware<object, RootState> =
  (api) => (next) => (action) => {
    const result = next(action);
    if (
      isRejected(action) &&
      !action.meta.aborted &&
      !isSilent(action.meta) &&
      !isStale(action.payload) &&
      !awaitsSessionCheck(action, api.getState())
    ) {
      api.dispatch(failureNotice(action));
    }
    return result;
  };

function isSilent(meta: object): boolean {
  return "silent" in meta && meta.silent === true;
}

/** An answer meant for the account in use before a switch says nothing. */
function isStale(payload: unknown): boolean {
  return isRecord(payload) && payload.kind === "stale";
}
