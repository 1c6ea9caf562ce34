import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  composeLimits,
  draftLength,
  validateDraft,
  type ComposerId,
} from "../../store/compose/draft";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectFeatures, selectInstance } from "../../store/instance/selectors";
import { composeChanged, type DraftChanges } from "../../store/compose/slice";
import { getTickTime, subscribeToTicks } from "../../utils/ticker";
import { selectComposer } from "../../store/compose/selectors";

/**
 * One composer as its parts need it: the draft, the server's limits, the
 * length, what stops it from being posted (re-checked on the shared clock,
 * for schedules), and the way to change it.
 */
export function useComposer(composerId: ComposerId) {
  const dispatch = useAppDispatch();
  const composer = useAppSelector((state) => selectComposer(state, composerId));
  const instance = useAppSelector(selectInstance);
  const features = useAppSelector(selectFeatures);
  const limits = useMemo(
    () => composeLimits(instance, features),
    [instance, features],
  );
  const now = useSyncExternalStore(subscribeToTicks, getTickTime);
  const { draft } = composer;
  const problems = useMemo(
    () => validateDraft(draft, limits, now),
    [draft, limits, now],
  );
  const change = useCallback(
    (changes: DraftChanges) =>
      dispatch(composeChanged({ composerId, changes })),
    [dispatch, composerId],
  );
  return {
    composerId,
    composer,
    draft,
    limits,
    length: draftLength(draft, limits),
    now,
    problems,
    change,
  };
}

export type Composer = ReturnType<typeof useComposer>;
