import { useEffect, useRef } from "react";
import type { ComposerId } from "../../store/compose/draft";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { composeRestored } from "../../store/compose/slice";
import { selectAccountKey } from "../../store/session/selectors";
import { loadDraft, saveDraft } from "./draftStorage";
import { selectComposer } from "../../store/compose/selectors";

/** Writes wait this long after the last keystroke. */
export const SAVE_DELAY_MS = 500;

/**
 * Keeps a composer's draft in localStorage: read back once the signed-in
 * account is known (into a composer that holds nothing yet), then saved a
 * moment after each change, and at once when the form goes away or the page
 * is hidden. A posted draft is empty, so saving it clears what was kept.
 */
export function useDraftPersistence(composerId: ComposerId): void {
  const dispatch = useAppDispatch();
  // Drafts are kept per account, and an id names one only on its server.
  const me = useAppSelector(selectAccountKey);
  const composer = useAppSelector((state) => selectComposer(state, composerId));
  const { draft, isRestored } = composer;

  useEffect(() => {
    if (me === null || isRestored) return;
    dispatch(composeRestored({ composerId, draft: loadDraft(me, composerId) }));
  }, [dispatch, me, composerId, isRestored]);

  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  useEffect(() => {
    if (me === null || !isRestored) return;
    const timer = window.setTimeout(
      () => saveDraft(me, composerId, draft),
      SAVE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [me, composerId, isRestored, draft]);

  useEffect(() => {
    if (me === null || !isRestored) return;
    const flush = () => saveDraft(me, composerId, latest.current);
    const onHide = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [me, composerId, isRestored]);
}
