import { useCallback } from "react";
import { openComposer } from "./open";
import type { ComposeOpenedPayload } from "../events";
import { useAppDispatch } from "../hooks";

/**
 * Opens the modal composer (the modal root shows COMPOSE on `compose/opened`):
 * for a reply (mentions, audience and warning prefilled), a quote, a mention,
 * or with a prepared draft (edit, delete and redraft). One serialisable
 * action, once the composer's code is in (see `openComposer`).
 */
export function useOpenCompose(): (options?: ComposeOpenedPayload) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (options: ComposeOpenedPayload = {}) => {
      void dispatch(openComposer(options));
    },
    [dispatch],
  );
}
