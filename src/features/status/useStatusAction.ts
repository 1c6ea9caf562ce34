import { useCallback } from "react";
import type { Visibility } from "../../api/schemas/visibility";
import type { StoredStatus } from "../../store/normalize";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { modalOpened } from "../../store/modals/slice";
import {
  addReaction,
  bookmarkStatus,
  dislikeStatus,
  favouriteStatus,
  reblogStatus,
  removeReaction,
  unbookmarkStatus,
  undislikeStatus,
  unfavouriteStatus,
  unreblogStatus,
} from "../../store/statuses/interactions";
import { useOpenCompose } from "../../store/compose/useOpenCompose";
import { selectIsLoggedIn } from "../../store/session/selectors";

/** What a reader can do to a post; named as the UNAUTHORIZED modal expects. */
export type StatusAction =
  "REPLY" | "REBLOG" | "FAVOURITE" | "DISLIKE" | "QUOTE" | "BOOKMARK" | "REACT";

export interface StatusActionHandle {
  isLoggedIn: boolean;
  /**
   * Members: reply or quote (opens the composer), or toggle like, boost
   * (with `visibility` where the server takes one) and bookmark. REACT is
   * `react`. Visitors: the UNAUTHORIZED modal, for any action.
   */
  run: (action: StatusAction, options?: { visibility?: Visibility }) => void;
  /** Members: add the reaction, or take back their own. */
  react: (emoji: string, url?: string | null) => void;
}

/**
 * A post's actions. Visitors who try one get the UNAUTHORIZED modal (remote
 * interaction) with the action, the post's id and its URL; members' actions
 * show at once and are undone if the server refuses them.
 */
export function useStatusAction(status: StoredStatus): StatusActionHandle {
  const dispatch = useAppDispatch();
  const openCompose = useOpenCompose();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { id, url, uri, favourited, disliked, reblogged, bookmarked } = status;
  const reactions = status.emoji_reactions;

  const askToSignIn = useCallback(
    (action: StatusAction) =>
      dispatch(
        modalOpened({
          type: "UNAUTHORIZED",
          props: { action, statusId: id, url: url ?? uri },
        }),
      ),
    [dispatch, id, url, uri],
  );

  const run = useCallback(
    (action: StatusAction, options: { visibility?: Visibility } = {}) => {
      if (!isLoggedIn) {
        askToSignIn(action);
        return;
      }
      switch (action) {
        case "REPLY":
          openCompose({ replyTo: id });
          break;
        case "QUOTE":
          openCompose({ quoteOf: id });
          break;
        case "FAVOURITE":
          void dispatch(
            (favourited ? unfavouriteStatus : favouriteStatus)({ id }),
          );
          break;
        case "DISLIKE":
          void dispatch((disliked ? undislikeStatus : dislikeStatus)({ id }));
          break;
        case "REBLOG":
          void dispatch(
            reblogged
              ? unreblogStatus({ id })
              : reblogStatus({ id, visibility: options.visibility }),
          );
          break;
        case "BOOKMARK":
          void dispatch(
            (bookmarked ? unbookmarkStatus : bookmarkStatus)({ id }),
          );
          break;
        case "REACT":
          break;
      }
    },
    [
      isLoggedIn,
      askToSignIn,
      openCompose,
      dispatch,
      id,
      favourited,
      disliked,
      reblogged,
      bookmarked,
    ],
  );

  const react = useCallback(
    (emoji: string, emojiUrl: string | null = null) => {
      if (!isLoggedIn) {
        askToSignIn("REACT");
        return;
      }
      const own = reactions.some((r) => r.name === emoji && r.me);
      void dispatch(
        own
          ? removeReaction({ id, emoji })
          : addReaction({ id, emoji, url: emojiUrl }),
      );
    },
    [isLoggedIn, askToSignIn, dispatch, id, reactions],
  );

  return { isLoggedIn, run, react };
}
