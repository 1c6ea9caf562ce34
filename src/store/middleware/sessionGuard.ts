import {
  isRejected,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { isRecord } from "../../api/schemas/utils";
import type { ThunkExtra } from "../index";
import type { RootState } from "../rootReducer";
import { restoreSession } from "../session/thunks";

function statusOf(payload: unknown): number | null {
  return isRecord(payload) && typeof payload.status === "number"
    ? payload.status
    : null;
}

/**
 * A session that ends mid-way: any call answered 401 while a member is
 * signed in (the token revoked elsewhere, or expired) has the token checked
 * again with verify_credentials. Only that answer ends the session
 * (`restoreSession`: reason "expired", the sign-in screen says why), since
 * a single path may refuse for its own reasons (Iceshrimp.NET's own key).
 * The session's own thunks check the token themselves.
 */
export const sessionGuardMiddleware: Middleware<
  object,
  RootState,
  ThunkDispatch<RootState, ThunkExtra, UnknownAction>
> = (api) => (next) => (action) => {
  const result = next(action);
  if (
    isRejected(action) &&
    !action.meta.aborted &&
    statusOf(action.payload) === 401 &&
    !action.type.startsWith("session/") &&
    api.getState().session.accessToken !== null
  ) {
    void api.dispatch(restoreSession());
  }
  return result;
};
