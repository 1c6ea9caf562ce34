import { useEffect } from "react";
import { fetchRelationships } from "../../store/accounts/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectIsVisitor } from "../../store/session/selectors";

/**
 * Asks a member's relationships to the accounts a list shows, for the rows'
 * buttons (fresh ones are skipped by the thunk). Compared by value: a new
 * array of the same ids asks nothing.
 */
export function useRelationshipsOf(ids: readonly string[]): void {
  const dispatch = useAppDispatch();
  const isVisitor = useAppSelector(selectIsVisitor);
  const key = ids.join(",");
  useEffect(() => {
    if (isVisitor || key === "") return;
    void dispatch(fetchRelationships({ ids: key.split(",") }));
  }, [dispatch, isVisitor, key]);
}
