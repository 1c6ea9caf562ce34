import { useCallback } from "react";
import { fetchStatusContext } from "../../store/contexts/thunks";
import { useAppSelector, type ThunkFailure } from "../../store/hooks";
import { fetchStatus } from "../../store/statuses/thunks";
import { useRequest, type RequestPhase } from "../../store/useRequest";

export interface ThreadLoad {
  /** The post itself; "done" once its thread has settled too. */
  phase: RequestPhase;
  failure: ThunkFailure | null;
  /** Its ancestors and replies; a failure here still shows the post. */
  threadPhase: RequestPhase;
  /** Why the thread failed (the post's failure when that took it down). */
  threadFailure: ThunkFailure | null;
  retry: () => void;
}

/**
 * Loads a post and its thread, again on `retry`. With the post already held
 * both requests go at once; otherwise the thread waits for the post, so the
 * tree can link the post to its parent even when the server's ancestors are
 * not a chain (Pleroma). A failed post takes its thread down with it.
 */
export function useThreadLoader(id: string): ThreadLoad {
  const held = useAppSelector((state) => id in state.statuses.byId);
  const post = useRequest(fetchStatus, { id });
  const asksThread = post.phase !== "failed" && (held || post.phase === "done");
  const thread = useRequest(fetchStatusContext, asksThread ? { id } : null);
  let threadPhase: RequestPhase = "loading";
  if (post.phase === "failed") threadPhase = "failed";
  else if (asksThread) threadPhase = thread.phase;
  let phase: RequestPhase = "loading";
  if (post.phase === "failed") phase = "failed";
  else if (post.phase === "done" && threadPhase !== "loading") phase = "done";
  const retryPost = post.retry;
  const retryThread = thread.retry;
  const retry = useCallback(() => {
    retryPost();
    retryThread();
  }, [retryPost, retryThread]);
  return {
    phase,
    failure: post.failure,
    threadPhase,
    threadFailure: post.failure ?? thread.failure,
    retry,
  };
}
