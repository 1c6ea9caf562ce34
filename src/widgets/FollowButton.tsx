import { useState, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button, type ButtonSize } from "../components/Button";
import { selectAccountById } from "../store/accounts/selectors";
import { useAppDispatch, useAppSelector } from "../store/hooks";
import type { StoredRelationship } from "../store/normalize";
import { selectRelationshipById } from "../store/relationships/selectors";
import {
  followAccount,
  unblockAccount,
  unfollowAccount,
} from "../store/relationships/thunks";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { useViewer } from "../store/relationships/useRelationships";

export interface FollowButtonProps {
  accountId: string;
  size?: ButtonSize;
  /** The id of what names the account, where many buttons are listed. */
  describedBy?: string;
}

type State =
  "loading" | "follow" | "followBack" | "requested" | "following" | "unblock";

function stateOf(r: StoredRelationship | undefined): State | null {
  if (!r) return "loading";
  if (r.blocking) return "unblock";
  if (r.blocked_by) return null;
  if (r.following) return "following";
  if (r.requested) return "requested";
  return r.followed_by ? "followBack" : "follow";
}

/** The label: "Following" and "Requested" say what pressing does while hovered or focused. */
function label(state: State, isHot: boolean): ReactNode {
  switch (state) {
    case "unblock":
      return (
        <FormattedMessage
          id="account.follow.unblock"
          defaultMessage="Unblock"
        />
      );
    case "following":
      return isHot ? (
        <FormattedMessage
          id="account.follow.unfollow"
          defaultMessage="Unfollow"
        />
      ) : (
        <FormattedMessage
          id="account.follow.following"
          defaultMessage="Following"
        />
      );
    case "requested":
      return isHot ? (
        <FormattedMessage
          id="account.follow.withdraw"
          defaultMessage="Withdraw request"
        />
      ) : (
        <FormattedMessage
          id="account.follow.requested"
          defaultMessage="Requested"
        />
      );
    case "followBack":
      return (
        <FormattedMessage
          id="account.follow.followBack"
          defaultMessage="Follow back"
        />
      );
    default:
      return (
        <FormattedMessage id="account.follow.follow" defaultMessage="Follow" />
      );
  }
}

/**
 * A member's follow button: Follow (or Follow back), Requested for a locked
 * account, Following (Unfollow on hover or focus), or Unblock. One button
 * throughout, so focus stays on it as the state changes. Unfollowing and
 * withdrawing a request ask first. Visitors and the account itself get
 * nothing here.
 */
export function FollowButton({
  accountId,
  size = "md",
  describedBy,
}: FollowButtonProps) {
  const dispatch = useAppDispatch();
  const { isMember, isSelf } = useViewer(accountId);
  const relationship = useAppSelector((s) =>
    selectRelationshipById(s, accountId),
  );
  const acct = useAppSelector((s) => selectAccountById(s, accountId)?.acct);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [asking, setAsking] = useState(false);
  const state = stateOf(relationship);
  if (!isMember || isSelf || state === null) return null;
  const id = accountId;
  const press = () => {
    if (state === "unblock") void dispatch(unblockAccount({ id }));
    else if (state === "following" || state === "requested") setAsking(true);
    else void dispatch(followAccount({ id }));
  };
  const isRequest = state === "requested";
  return (
    <>
      <Button
        size={size}
        variant={
          state === "follow" || state === "followBack" || state === "loading"
            ? "primary"
            : "secondary"
        }
        loading={state === "loading"}
        aria-describedby={describedBy}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onClick={press}
      >
        {label(state, hovered || focused)}
      </Button>
      {asking && (
        <ConfirmDialog
          title={
            isRequest ? (
              <FormattedMessage
                id="account.follow.withdrawTitle"
                defaultMessage="Withdraw your follow request?"
              />
            ) : (
              <FormattedMessage
                id="account.follow.unfollowTitle"
                defaultMessage="Unfollow @{acct}?"
                values={{ acct }}
              />
            )
          }
          confirmLabel={
            isRequest ? (
              <FormattedMessage
                id="account.follow.withdrawConfirm"
                defaultMessage="Withdraw"
              />
            ) : (
              <FormattedMessage
                id="account.follow.unfollowConfirm"
                defaultMessage="Unfollow"
              />
            )
          }
          onConfirm={() => void dispatch(unfollowAccount({ id }))}
          onClose={() => setAsking(false)}
        >
          <FormattedMessage
            id="account.follow.unfollowBody"
            defaultMessage="Their posts will no longer reach your home timeline."
          />
        </ConfirmDialog>
      )}
    </>
  );
}
