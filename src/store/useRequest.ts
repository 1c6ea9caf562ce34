import type { AsyncThunk, AsyncThunkAction } from "@reduxjs/toolkit";
import { useCallback, useEffect, useState } from "react";
import {
  useAppDispatch,
  type AppThunkConfig,
  type ThunkFailure,
} from "./hooks";

/** Where a screen's request stands. */
export type RequestPhase = "loading" | "done" | "failed";

export interface RequestState {
  phase: RequestPhase;
  /** The rejection's value while `phase` is "failed", else null. */
  failure: ThunkFailure | null;
  /** Asks again (same function for the life of the component). */
  retry: () => void;
}

export interface RequestOptions {
  /** Ask nothing for now, as a null argument does. */
  skip?: boolean;
}

/** How loading what a route names (a profile, an event) went. */
export type RouteLoadStatus = "loading" | "ready" | "notFound" | "error";

/** A failed request's HTTP status as a load status: gone (404, 410) or an error. */
export function failedLoadStatus(
  code: number | null | undefined,
): "notFound" | "error" {
  return code === 404 || code === 410 ? "notFound" : "error";
}

/** What is being asked: the argument as dispatched, and its value as text. */
interface Asked<Arg> {
  key: string;
  arg: Arg;
}

interface Settled<Arg> {
  asked: Asked<Arg>;
  attempt: number;
  phase: "done" | "failed";
  failure: ThunkFailure | null;
}

type Outcome<Returned, Arg> = Awaited<
  ReturnType<AsyncThunkAction<Returned, Arg, AppThunkConfig>>
>;

/**
 * Thunk arguments are serialisable (they travel in `meta.arg`), so their
 * JSON tells whether a re-render asks for something else: callers can pass
 * `{ id }` literals without memoising them.
 */
function keyOf(arg: unknown): string {
  return arg === undefined ? "" : JSON.stringify(arg);
}

function settle<Returned, Arg>(
  thunk: AsyncThunk<Returned, Arg, AppThunkConfig>,
  outcome: Outcome<Returned, Arg>,
): Pick<Settled<Arg>, "phase" | "failure"> {
  // A thunk whose `condition` skipped it holds fresh data already.
  if (!thunk.rejected.match(outcome) || outcome.meta.condition) {
    return { phase: "done", failure: null };
  }
  const failure = outcome.payload ?? {
    message: outcome.error.message ?? "",
    status: null,
  };
  return { phase: "failed", failure };
}

/**
 * The one way a screen loads (STYLE.md section 1): dispatches `thunk(arg)`,
 * aborts it when the argument changes (by value) or the component unmounts,
 * and tells the phase. The data itself is read with selectors. A failure is
 * reported here whether or not the thunk marked it silent; the errors
 * middleware decides about toasts from `meta.silent` alone.
 *
 * A null argument or `skip` asks nothing and reports "done": nothing is
 * pending and nothing failed. A request that waits for another derives its
 * "loading" from the first one's phase.
 */
export function useRequest<Returned, Arg>(
  thunk: AsyncThunk<Returned, Arg, AppThunkConfig>,
  arg: Arg | null,
  { skip = false }: RequestOptions = {},
): RequestState {
  const dispatch = useAppDispatch();
  const wanted = skip || arg === null ? null : { key: keyOf(arg), arg };
  const [asked, setAsked] = useState<Asked<Arg> | null>(wanted);
  if (asked?.key !== wanted?.key) setAsked(wanted);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<Arg> | null>(null);

  useEffect(() => {
    if (asked === null) return;
    // Set apart this effect's own abort from any other end of the request.
    let live = true;
    const start = thunk as unknown as (
      arg: Arg,
    ) => AsyncThunkAction<Returned, Arg, AppThunkConfig>;
    const request = dispatch(start(asked.arg));
    void request.then((outcome) => {
      if (live)
        setSettled({
          asked,
          attempt,
          ...settle<Returned, Arg>(thunk, outcome),
        });
    });
    return () => {
      live = false;
      request.abort();
    };
  }, [dispatch, thunk, asked, attempt]);

  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
  }, []);
  if (asked === null) return { phase: "done", failure: null, retry };
  const current =
    settled?.asked === asked && settled.attempt === attempt ? settled : null;
  return {
    phase: current?.phase ?? "loading",
    failure: current?.failure ?? null,
    retry,
  };
}
