import { useCallback, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import styled from "styled-components";
import { IconButton } from "../../components/IconButton";
import moreIcon from "../../components/icons/more.svg";
import { useDismiss } from "../../components/useDismiss";
import { useMenuDialog } from "../../components/useMenuDialog";
import type { StoredAccount } from "../../store/normalize";
import { AccountActionsMenuItems } from "./AccountActionsMenuItems";
import { AccountDialog, type AccountDialogKind } from "./AccountDialog";

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
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);
  // The menu is portalled: a press in it is not inside the wrapper.
  useDismiss(open, close, {
    isInside: (target) =>
      wrapperRef.current?.contains(target) === true ||
      menuRef.current?.contains(target) === true,
    closeOnScroll: true,
  });
  const { dialog, choose, dismiss } = useMenuDialog<AccountDialogKind>(close);
  const toggle = () => {
    if (open || !toggleRef.current) {
      close(false);
      return;
    }
    setAnchor(anchorOf(toggleRef.current));
    setOpen(true);
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
        <AccountDialog
          kind={dialog}
          accountId={account.id}
          acct={account.acct}
          onClose={dismiss}
        />
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;
