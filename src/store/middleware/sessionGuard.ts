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
import { failureNotice } from "../notices/failureNotice";

function statusOf(payload: unknown): number | null {
  return isRecord(payload) && typeof payload.status === "number"
    ? payload.status
    : null;
}

/**
 * A rejection answered 401 while a member is signed in, from any thunk but
 * the session's own (they check the token themselves): the session guard
 * checks the token before anyone is told, so the errors middleware leaves it.
 */
export function awaitsSessionCheck(action: unknown, state: RootState): boolean {
  return (
    isRejected(action) &&
    !action.meta.aborted &&
    statusOf(action.payload) === 401 &&
    !action.type.startsWith("session/") &&
    state.session.accessToken !== null
  );
}

/**
 * A session that ends mid-way: any call answered 401 while a member is
 * signed in (the token revoked elsewhere, or expired) has the token checked
 * again with verify_credentials. Only that answer ends the session
 * (`restoreSession`: reason "expired", the sign-in screen says why, and the
 * failed call is not toasted on top). A token that still works means the
 * path refused for its own reasons (Iceshrimp.NET's own key): the failure
 * is toasted then, as any other.
 */
export const sessionGuardMiddleware: Middleware<
  object,
  RootState,
  ThunkDispatch<RootState, ThunkExtra, UnknownAction>
> = (api) => (next) => (action) => {
  const checks = awaitsSessionCheck(action, api.getState());
  const result = next(action);
  if (checks && isRejected(action)) {
    const silent = "silent" in action.meta && action.meta.silent === true;
    void api.dispatch(restoreSession()).then((outcome) => {
      if (!silent && outcome.payload !== "expired") {
        api.dispatch(failureNotice(action));
      }
    });
  }
  return result;
};
