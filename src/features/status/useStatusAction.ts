import { useCallback } from "react";
import type { StoredStatus } from "../../store/normalize";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { modalOpened } from "../../store/slices/modals";
import { selectIsLoggedIn } from "./selectors";

/** What a reader can do to a post; named as the UNAUTHORIZED modal expects. */
export type StatusAction =
  "REPLY" | "REBLOG" | "FAVOURITE" | "QUOTE" | "BOOKMARK" | "REACT";

export interface StatusActionHandle {
  /** False for members until the store's interaction thunks exist. */
  isAvailable: boolean;
  run: (action: StatusAction) => void;
}

/**
 * Visitors who try to act on a post get the UNAUTHORIZED modal (remote
 * interaction) with the action, the post's id and its URL.
 */
export function useStatusAction(status: StoredStatus): StatusActionHandle {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { id, url, uri } = status;
  const run = useCallback(
    (action: StatusAction) => {
      if (isLoggedIn) return;
      dispatch(
        modalOpened({
          type: "UNAUTHORIZED",
          props: { action, statusId: id, url: url ?? uri },
        }),
      );
    },
    [dispatch, isLoggedIn, id, url, uri],
  );
  return { isAvailable: !isLoggedIn, run };
}
