import { useCallback } from "react";
import { selectAccountList } from "../../store/accountLists/selectors";
import type { AccountListSource } from "../../store/accountLists/sources";
import { fetchAccountList } from "../../store/accountLists/thunks";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { useRetained } from "../../store/retained/useRetained";
import { useRequest } from "../../store/useRequest";
import type { PagedListProps } from "../../components/PagedList";
import { useRelationshipsOf } from "./useRelationshipsOf";

export type PeopleList = Omit<
  PagedListProps,
  "label" | "empty" | "children"
> & {
  ids: string[];
};

/**
 * One people list for a screen: loads its first page (`useRequest`), keeps
 * its accounts from the garbage collector while shown, asks a member's
 * relationships to them (for the rows' buttons), and pages on. A null
 * source asks nothing (the list is hidden, or the screen waits).
 */
export function usePeopleList(source: AccountListSource | null): PeopleList {
  const dispatch = useAppDispatch();
  const request = useRequest(
    fetchAccountList,
    source === null ? null : { source },
  );
  const list = useAppSelector((state) =>
    source === null ? null : selectAccountList(state, source),
  );
  const ids = list?.ids ?? NONE;
  useRetained({ accounts: ids });
  useRelationshipsOf(ids);
  const sourceKey = JSON.stringify(source);
  const onLoadMore = useCallback(() => {
    const asked = JSON.parse(sourceKey) as AccountListSource | null;
    if (asked !== null)
      void dispatch(fetchAccountList({ source: asked, more: true }));
  }, [dispatch, sourceKey]);
  const isLoadingMore = request.phase === "done" && list?.loading != null;
  return {
    ids,
    phase: request.phase,
    onRetry: request.retry,
    failure: request.failure,
    count: ids.length,
    hasMore: list?.next != null,
    isLoadingMore,
    moreFailed: request.phase === "done" && list?.failure != null,
    onLoadMore,
  };
}

const NONE: string[] = [];
