import { createSelector } from "@reduxjs/toolkit";
import type { RootState } from "../rootReducer";

export interface ThreadView {
  /** Root first, down to the focus's parent; tombstones stand for missing posts. */
  ancestors: string[];
  /** Depth-first below the focus, replies in id order, with their depth. */
  descendants: { id: string; depth: number }[];
}

const selectInReplyTos = (state: RootState) => state.contexts.inReplyTos;
const selectReplies = (state: RootState) => state.contexts.replies;

function ancestorsOf(
  inReplyTos: Record<string, string>,
  focus: string,
): string[] {
  const chain: string[] = [];
  const seen = new Set([focus]);
  for (
    let id = inReplyTos[focus];
    id !== undefined && !seen.has(id);
    id = inReplyTos[id]
  ) {
    seen.add(id);
    chain.unshift(id);
  }
  return chain;
}

function descendantsOf(replies: Record<string, string[]>, focus: string) {
  const out: { id: string; depth: number }[] = [];
  const stack = (replies[focus] ?? [])
    .map((id) => ({ id, depth: 1 }))
    .reverse();
  const seen = new Set([focus]);
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next || seen.has(next.id)) continue;
    seen.add(next.id);
    out.push(next);
    const children = replies[next.id] ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child !== undefined) stack.push({ id: child, depth: next.depth + 1 });
    }
  }
  return out;
}

/**
 * A memoised selector of the thread around a focus status; make one per
 * thread screen (`useMemo(makeSelectThread, [])`).
 */
export const makeSelectThread = () =>
  createSelector(
    [
      selectInReplyTos,
      selectReplies,
      (_state: RootState, focus: string) => focus,
    ],
    (inReplyTos, replies, focus): ThreadView => ({
      ancestors: ancestorsOf(inReplyTos, focus),
      descendants: descendantsOf(replies, focus),
    }),
  );
