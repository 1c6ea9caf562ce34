import type { ThunkFailure } from "./hooks";

/**
 * Where a list's loading stands, for lists a screen loads through
 * `useRequest`. Only the latest request's answer counts: a screen that
 * mounts twice (React's development double effects) or changes its argument
 * aborts the first request and asks again before the first one's rejection
 * arrives, so a flag set by one request and cleared by another would lie.
 * The helpers work on a slice's draft.
 */
export interface LoadState {
  /** The request whose answer is awaited; null when none is. */
  loading: string | null;
  /** Why the latest request failed, shown in place. */
  failure: ThunkFailure | null;
  /** When the held data left the server; null before any. */
  fetchedAt: number | null;
}

export const notLoaded = (): LoadState => ({
  loading: null,
  failure: null,
  fetchedAt: null,
});

export function loadStarted(target: LoadState, requestId: string): void {
  target.loading = requestId;
  target.failure = null;
}

/**
 * Whether an answer is the awaited one; if so the wait ends and the data's
 * time is kept. The caller absorbs the data only then.
 */
export function loadAnswered(
  target: LoadState,
  requestId: string,
  fetchedAt: number,
): boolean {
  if (target.loading !== requestId) return false;
  target.loading = null;
  target.fetchedAt = fetchedAt;
  return true;
}

interface Rejection {
  payload?: ThunkFailure;
  error: { message?: string };
  meta: { requestId: string; aborted: boolean };
}

/** The awaited request failed (an abort is no failure: someone asked again or left). */
export function loadFailed(target: LoadState, action: Rejection): void {
  if (target.loading !== action.meta.requestId) return;
  target.loading = null;
  if (!action.meta.aborted) {
    target.failure = action.payload ?? {
      message: action.error.message ?? "",
      status: null,
    };
  }
}
