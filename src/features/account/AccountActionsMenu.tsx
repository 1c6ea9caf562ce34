import { useCallback, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { IconButton } from "../../components/IconButton";
import moreIcon from "../../components/icons/more.svg";
import { useAppDispatch } from "../../store/hooks";
import type { StoredAccount } from "../../store/normalize";
import {
  blockAccount,
  removeFromFollowers,
} from "../../store/thunks/relationships";
import {
  AccountActionsMenuItems,
  type AccountDialog,
} from "./AccountActionsMenuItems";
import { ConfirmDialog } from "./ConfirmDialog";
import { MuteDialog } from "./MuteDialog";
import { NoteDialog } from "./NoteDialog";
import { useMenuDismiss } from "./useMenuDismiss";

export interface AccountActionsMenuProps {
  account: StoredAccount;
}

/** Where the menu opens: under the toggle, aligned to its end edge (viewport px). */
interface Anchor {
  top: number;
  end: number;
}

function anchorOf(toggle: HTMLElement): Anchor {
  const rect = toggle.getBoundingClientRect();
  const isRtl = getComputedStyle(toggle).direction === "rtl";
  return {
    top: rect.bottom + 4,
    end: isRtl ? rect.left : document.documentElement.clientWidth - rect.right,
  };
}

/**
 * The member's "…" menu on a profile: mention, mute, block, note, links. The
 * menu is portalled to the body and placed under its toggle, so a card that
 * clips its overflow (the profile header) cannot cut it off.
 */
export function AccountActionsMenu({ account }: AccountActionsMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<Anchor>({ top: 0, end: 0 });
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);
  const { wrapperRef, menuRef } = useMenuDismiss(open, close);
  const toggle = () => {
    if (open || !toggleRef.current) {
      close(false);
      return;
    }
    setAnchor(anchorOf(toggleRef.current));
    setOpen(true);
  };
  const choose = (next: AccountDialog) => {
    // The dialog gives focus back to the toggle when it closes.
    close(true);
    setDialog(next);
  };
  return (
    <Wrapper ref={wrapperRef}>
      <IconButton
        ref={toggleRef}
        src={moreIcon}
        label={intl.formatMessage(
          { id: "account.menu.label", defaultMessage: "More for @{acct}" },
          { acct: account.acct },
        )}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      />
      {open &&
        createPortal(
          <AccountActionsMenuItems
            ref={menuRef}
            id={menuId}
            account={account}
            style={{ insetBlockStart: anchor.top, insetInlineEnd: anchor.end }}
            onDialog={choose}
            onDone={() => close(true)}
          />,
          document.body,
        )}
      {dialog && (
        <Dialog
          kind={dialog}
          account={account}
          onClose={() => setDialog(null)}
        />
      )}
    </Wrapper>
  );
}

interface DialogProps {
  kind: AccountDialog;
  account: StoredAccount;
  onClose: () => void;
}

function Dialog({ kind, account, onClose }: DialogProps) {
  const dispatch = useAppDispatch();
  const { id, acct } = account;
  switch (kind) {
    case "mute":
      return <MuteDialog accountId={id} acct={acct} onClose={onClose} />;
    case "note":
      return <NoteDialog accountId={id} acct={acct} onClose={onClose} />;
    case "block":
      return (
        <ConfirmDialog
          danger
          onClose={onClose}
          onConfirm={() => void dispatch(blockAccount({ id }))}
          title={
            <FormattedMessage
              id="account.block.title"
              defaultMessage="Block @{acct}?"
              values={{ acct }}
            />
          }
          confirmLabel={
            <FormattedMessage
              id="account.block.confirm"
              defaultMessage="Block"
            />
          }
        >
          <FormattedMessage
            id="account.block.body"
            defaultMessage="They will not be able to follow you or see your posts, and you will stop following each other."
          />
        </ConfirmDialog>
      );
    case "removeFollower":
      return (
        <ConfirmDialog
          danger
          onClose={onClose}
          onConfirm={() => void dispatch(removeFromFollowers({ id }))}
          title={
            <FormattedMessage
              id="account.removeFollower.title"
              defaultMessage="Remove @{acct} from your followers?"
              values={{ acct }}
            />
          }
          confirmLabel={
            <FormattedMessage
              id="account.removeFollower.confirm"
              defaultMessage="Remove"
            />
          }
        >
          <FormattedMessage
            id="account.removeFollower.body"
            defaultMessage="Your posts will no longer reach their home timeline."
          />
        </ConfirmDialog>
      );
  }
}

const Wrapper = styled.div`
  position: relative;
`;
