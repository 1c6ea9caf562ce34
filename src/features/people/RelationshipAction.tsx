import { useRef, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { selectMuteExpiry } from "../../store/accountLists/selectors";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectRelationshipById } from "../../store/relationships/selectors";
import {
  blockAccount,
  muteAccount,
  unblockAccount,
  unmuteAccount,
} from "../../store/relationships/thunks";
import { selectIsVisitor } from "../../store/session/selectors";

/** What the row's button undoes: the viewer's mute or block of the account. */
export type RelationshipActionKind = "mute" | "block";

export interface RelationshipActionProps {
  accountId: string;
  kind: RelationshipActionKind;
  /** The id of the element naming the account (see PersonRow). */
  describedBy: string;
}

/**
 * A muted or blocked account's button in the viewer's lists, from their
 * relationship, which the relationship thunks change at once and restore on
 * a refusal (toasted). Lifting a mute or block keeps the row, its button now
 * offering to put it back: an unmute puts back the mute as it was
 * (notifications and the time left).
 */
export function RelationshipAction({
  accountId,
  kind,
  describedBy,
}: RelationshipActionProps) {
  const dispatch = useAppDispatch();
  const relationship = useAppSelector((state) =>
    selectRelationshipById(state, accountId),
  );
  const isSelf = useAppSelector((state) => state.session.me === accountId);
  const isVisitor = useAppSelector(selectIsVisitor);
  const expiry = useAppSelector((state) => selectMuteExpiry(state, accountId));
  const lifted = useRef({ notifications: true });
  if (isVisitor || isSelf || !relationship) return null;
  const id = accountId;
  const unmute = () => {
    lifted.current = { notifications: relationship.muting_notifications };
    void dispatch(unmuteAccount({ id }));
  };
  const mute = () => {
    void dispatch(
      muteAccount({
        id,
        notifications: lifted.current.notifications,
        duration: secondsLeft(expiry),
      }),
    );
  };
  let label: ReactNode;
  let onClick: () => void;
  if (kind === "mute") {
    [label, onClick] = relationship.muting ? [UNMUTE, unmute] : [MUTE, mute];
  } else {
    [label, onClick] = relationship.blocking
      ? [UNBLOCK, () => void dispatch(unblockAccount({ id }))]
      : [BLOCK, () => void dispatch(blockAccount({ id }))];
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** Seconds until `expiry`; 0 (until unmuted) for none or one already past. */
function secondsLeft(expiry: string | null): number {
  const left = expiry === null ? 0 : Date.parse(expiry) - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

// The account menu's own messages, by id.
const MUTE = (
  <FormattedMessage id="account.mute.confirm" defaultMessage="Mute" />
);
const UNMUTE = (
  <FormattedMessage id="app.notices.unmute" defaultMessage="Unmute" />
);
const BLOCK = (
  <FormattedMessage id="account.block.confirm" defaultMessage="Block" />
);
const UNBLOCK = (
  <FormattedMessage id="account.follow.unblock" defaultMessage="Unblock" />
);
