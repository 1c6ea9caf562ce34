import { useEffect, useState } from "react";
import type { AppDispatch } from "../../store";
import { fetchStatusContext } from "../../store/contexts/thunks";
import { useAppDispatch, useAppStore } from "../../store/hooks";
import type { ThunkFailure } from "../../store/hooks";
import { fetchStatus } from "../../store/statuses/thunks";

export type LoadPhase = "loading" | "ready" | "error";

export interface ThreadLoad {
  /** The post itself. */
  phase: LoadPhase;
  failure: ThunkFailure | null;
  /** Its ancestors and replies; a failure here still shows the post. */
  threadPhase: LoadPhase;
  retry: () => void;
}

interface Settled {
  key: string;
  phase: LoadPhase;
  failure: ThunkFailure | null;
  threadPhase: LoadPhase;
}

type Outcome = Awaited<ReturnType<ReturnType<typeof fetchStatus>>>;
type ContextOutcome = Awaited<
  ReturnType<ReturnType<typeof fetchStatusContext>>
>;

/** A fulfilled fetch, or one skipped because the data is fresh. */
function isOk(outcome: Outcome | ContextOutcome): boolean {
  return outcome.meta.requestStatus === "fulfilled" || outcome.meta.condition;
}

/** Cancelled by the screen itself (it closed, or shows another post). */
function isAborted(outcome: Outcome | ContextOutcome): boolean {
  return outcome.meta.requestStatus === "rejected" && outcome.meta.aborted;
}

function failureOf(outcome: Outcome): ThunkFailure {
  if (fetchStatus.rejected.match(outcome) && outcome.payload) {
    return outcome.payload;
  }
  return { message: "", status: null };
}

type Settle = (result: Omit<Settled, "key">) => void;

/**
 * Starts loading; returns the cancel. With the post already held both
 * requests go at once; otherwise the thread waits for the post, so the tree
 * can link the post to its parent even when the server's ancestors are not a
 * chain (Pleroma).
 */
function loadThread(
  dispatch: AppDispatch,
  held: boolean,
  id: string,
  settle: Settle,
) {
  const status = dispatch(fetchStatus({ id }));
  let context = held ? dispatch(fetchStatusContext({ id })) : null;
  let live = true;
  // Read through a call: the flag changes while the requests are awaited.
  const isLive = () => live;
  void status.then(async (outcome) => {
    if (!isLive() || isAborted(outcome)) return;
    if (!isOk(outcome)) {
      context?.abort();
      settle({
        phase: "error",
        failure: failureOf(outcome),
        threadPhase: "error",
      });
      return;
    }
    context ??= dispatch(fetchStatusContext({ id }));
    const thread = await context;
    if (!isLive() || isAborted(thread)) return;
    settle({
      phase: "ready",
      failure: null,
      threadPhase: isOk(thread) ? "ready" : "error",
    });
  });
  return () => {
    live = false;
    status.abort();
    context?.abort();
  };
}

/** Loads a post and its thread, again on `retry`. */
export function useThreadLoader(id: string): ThreadLoad {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [attempt, setAttempt] = useState(0);
  const key = `${id}:${attempt}`;
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    const held = store.getState().statuses.byId[id] !== undefined;
    return loadThread(dispatch, held, id, (result) =>
      setSettled({ key, ...result }),
    );
  }, [dispatch, store, id, key]);
  const current = settled?.key === key ? settled : null;
  return {
    phase: current?.phase ?? "loading",
    failure: current?.failure ?? null,
    threadPhase: current?.threadPhase ?? "loading",
    retry: () => setAttempt((n) => n + 1),
  };
}
