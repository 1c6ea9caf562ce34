import type { ApiClient } from "../../../api/client";
import type { DetectedServer } from "../../../api/features";
import { createAppAsyncThunk } from "../../hooks";
import type { RootState } from "../../rootReducer";

/** What a staff console call works with. */
export interface AdminContext {
  client: ApiClient;
  server: DetectedServer;
  state: RootState;
  signal: AbortSignal;
  requestId: string;
}

export interface AdminThunkOptions<A> {
  /**
   * Shown in place (a screen's load) rather than toasted. The console's
   * actions are toasted, naming the action (app/failedActions.ts).
   */
  silent: boolean;
  /** Skips the call (a page already on its way, nothing to load). */
  condition?: (arg: A, state: RootState) => boolean;
}

/**
 * A staff console thunk: the family's admin call for `arg`, its failure
 * rejected as a `ThunkFailure` (a 403 keeps its status, so the screen can
 * say the role cannot do it).
 */
export function createAdminThunk<R, A = void>(
  type: string,
  work: (arg: A, context: AdminContext) => Promise<R>,
  { silent, condition }: AdminThunkOptions<A>,
) {
  return createAppAsyncThunk<R, A>(
    type,
    async (arg, { extra, getState, signal, requestId }) => {
      const state = getState();
      return await work(arg, {
        client: extra.client,
        server: state.instance.server,
        state,
        signal,
        requestId,
      });
    },
    condition
      ? {
          silent,
          condition: (arg, { getState }) => condition(arg, getState()),
        }
      : { silent },
  );
}
