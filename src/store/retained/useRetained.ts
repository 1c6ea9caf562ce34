import { useEffect } from "react";
import { useAppDispatch } from "../hooks";
import { entitiesReleased, entitiesRetained } from "./slice";

export interface UseRetainedOptions {
  timelines?: readonly string[];
  statuses?: readonly string[];
  accounts?: readonly string[];
}

const NONE: readonly string[] = [];

/**
 * Keeps what the calling screen shows safe from the garbage collector
 * (`store/gc.ts`) while it is mounted: lists that are not timelines (search
 * results, the directory) are no collection roots of their own.
 */
export function useRetained({
  timelines = NONE,
  statuses = NONE,
  accounts = NONE,
}: UseRetainedOptions): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (timelines.length + statuses.length + accounts.length === 0) return;
    const ids = {
      timelines: [...timelines],
      statuses: [...statuses],
      accounts: [...accounts],
    };
    dispatch(entitiesRetained(ids));
    return () => {
      dispatch(entitiesReleased(ids));
    };
  }, [dispatch, timelines, statuses, accounts]);
}
