import { defineMessages, useIntl } from "react-intl";
import { useAppDispatch } from "../../store/hooks";
import {
  blockAccount,
  removeFromFollowers,
} from "../../store/relationships/thunks";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { MuteDialog } from "./MuteDialog";
import { NoteDialog } from "./NoteDialog";

/** The dialogs an entry of an account's menu (or of a post's menu) opens. */
export type AccountDialogKind = "mute" | "block" | "note" | "removeFollower";

const messages = defineMessages({
  blockTitle: { id: "account.block.title", defaultMessage: "Block @{acct}?" },
  blockConfirm: { id: "account.block.confirm", defaultMessage: "Block" },
  blockBody: {
    id: "account.block.body",
    defaultMessage:
      "They will not be able to follow you or see your posts, and you will stop following each other.",
  },
  removeFollowerTitle: {
    id: "account.removeFollower.title",
    defaultMessage: "Remove @{acct} from your followers?",
  },
  removeFollowerConfirm: {
    id: "account.removeFollower.confirm",
    defaultMessage: "Remove",
  },
  removeFollowerBody: {
    id: "account.removeFollower.body",
    defaultMessage: "Your posts will no longer reach their home timeline.",
  },
});

/** The actions asked about first: what runs on confirm, and how it is put. */
const CONFIRMATIONS = {
  block: {
    run: blockAccount,
    title: messages.blockTitle,
    confirm: messages.blockConfirm,
    body: messages.blockBody,
  },
  removeFollower: {
    run: removeFromFollowers,
    title: messages.removeFollowerTitle,
    confirm: messages.removeFollowerConfirm,
    body: messages.removeFollowerBody,
  },
} as const;

export interface AccountDialogProps {
  kind: AccountDialogKind;
  accountId: string;
  acct: string;
  onClose: () => void;
}

/** Mute, note, or a confirmation (block, remove a follower) for one account. */
export function AccountDialog({
  kind,
  accountId,
  acct,
  onClose,
}: AccountDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  if (kind === "mute") {
    return <MuteDialog accountId={accountId} acct={acct} onClose={onClose} />;
  }
  if (kind === "note") {
    return <NoteDialog accountId={accountId} acct={acct} onClose={onClose} />;
  }
  const { run, title, confirm, body } = CONFIRMATIONS[kind];
  return (
    <ConfirmDialog
      danger
      onClose={onClose}
      onConfirm={() => void dispatch(run({ id: accountId }))}
      title={intl.formatMessage(title, { acct })}
      confirmLabel={intl.formatMessage(confirm)}
    >
      {intl.formatMessage(body)}
    </ConfirmDialog>
  );
}
