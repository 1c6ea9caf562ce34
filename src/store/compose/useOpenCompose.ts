import { useCallback } from "react";
import { openComposer } from "./open";
import type { ComposeOpenedPayload } from "../events";
import { useAppDispatch, useAppStore } from "../hooks";
import { replyDraft } from "./replyDraft";

/**
 * Opens the modal composer (the modal root shows COMPOSE on `compose/opened`):
 * for a reply (mentions, audience and warning prefilled), a quote, a mention,
 * or with a prepared draft (edit, delete and redraft). One serialisable action.
 */
export function useOpenCompose(): (options?: ComposeOpenedPayload) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (options: ComposeOpenedPayload = {}) => {
      const { replyTo } = options;
      const draft = replyTo
        ? { ...replyDraft(store.getState(), replyTo), ...options.draft }
        : options.draft;
      dispatch(openComposer(draft ? { ...options, draft } : options));
    },
    [dispatch, store],
  );
}
