import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../hooks";
import { fetchRelationships } from "../accounts/thunks";

/**
 * Asks, in one batch, for the viewer's relationships to accounts on screen
 * (members only; fresh ones are skipped by the thunk). The ids are compared
 * by value, so a new array with the same ids asks nothing.
 */
export function useRelationships(ids: readonly string[]): void {
  const dispatch = useAppDispatch();
  const isMember = useAppSelector((s) => s.session.accessToken !== null);
  const key = [...new Set(ids)].sort().join(",");
  useEffect(() => {
    if (!isMember || key === "") return;
    void dispatch(fetchRelationships({ ids: key.split(",") }));
  }, [dispatch, isMember, key]);
}

/** Who is looking at an account: a visitor, the account itself, or another member. */
export function useViewer(accountId: string) {
  const isMember = useAppSelector((s) => s.session.accessToken !== null);
  const isSelf = useAppSelector((s) => s.session.me === accountId);
  return { isMember, isSelf };
}
