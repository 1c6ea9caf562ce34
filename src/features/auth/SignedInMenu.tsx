import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { EmojiText } from "../../components/EmojiText";
import { lazyComponent } from "../../components/lazyComponent";
import { useDismiss } from "../../components/useDismiss";
import { useMenuDialog } from "../../components/useMenuDialog";
import { getConfig } from "../../config";
import type { selectSignedInAccount } from "../../store/session/selectors";
import { mediaUp } from "../../styles/theme";
import type { AccountMenuProps } from "./AccountMenu";

// The open menu's entries and the add-account dialog load with this menu
// (the members' top-bar tools), and are in by the time it is first opened.
const AccountMenuItems = lazyComponent(() =>
  import(/* webpackChunkName: "member-tools" */ "./AccountMenuItems").then(
    (m) => m.AccountMenuItems,
  ),
);
const AddAccountDialog = lazyComponent(() =>
  import(/* webpackChunkName: "member-tools" */ "./AddAccountDialog").then(
    (m) => m.AddAccountDialog,
  ),
);

export interface SignedInMenuProps extends AccountMenuProps {
  /** Unknown when the server could not be asked (offline at start). */
  account: ReturnType<typeof selectSignedInAccount>;
}

/** A member's account menu: the toggle and, opened, its entries. */
export function SignedInMenu({
  account,
  badge,
  ExtraItems,
}: SignedInMenuProps) {
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void AccountMenuItems.preload().catch(() => undefined);
  }, []);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggleRef.current?.focus();
  }, []);
  const { dialog, choose, dismiss } = useMenuDialog<"addAccount">(close);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, close, {
    isInside: (target) => ref.current?.contains(target) === true,
  });
  const { autoPlayGif } = getConfig();
  return (
    <Wrapper ref={ref}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // The name is hidden on phones: the label keeps the button named.
        aria-label={
          account
            ? account.display_name.replace(/:[\w-]+:/g, "").trim() ||
              account.username
            : undefined
        }
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {account ? (
          <>
            <Avatar account={account} size={28} alt="" animate={autoPlayGif} />
            <Name>
              <bdi>
                <EmojiText
                  text={account.display_name.trim() || account.username}
                  emojis={account.emojis}
                  autoPlayGif={autoPlayGif}
                />
              </bdi>
            </Name>
          </>
        ) : (
          <FormattedMessage id="auth.menu.account" defaultMessage="Account" />
        )}
      </Toggle>
      {badge && <Badge>{badge}</Badge>}
      {open && (
        <Suspense fallback={null}>
          <AccountMenuItems
            id={menuId}
            acct={account?.acct ?? null}
            onNavigate={() => close(false)}
            onAdd={() => choose("addAccount")}
            extra={
              ExtraItems ? <ExtraItems onNavigate={() => close(false)} /> : null
            }
          />
        </Suspense>
      )}
      {dialog === "addAccount" && (
        <Suspense fallback={null}>
          <AddAccountDialog onClose={dismiss} />
        </Suspense>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

/**
 * Beside the toggle rather than in it, so the button's name stays the
 * member's name (its visible text); the badge tells itself to assistive
 * technology in the menu's entry.
 */
const Badge = styled.span`
  position: absolute;
  inset-block-start: -4px;
  inset-inline-start: 18px;
  pointer-events: none;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.text};
  background: none;
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** The name shows from tablet width up; phones have the avatar only. */
const Name = styled.span`
  display: none;
  max-inline-size: 12rem;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${mediaUp("md")} {
    display: inline;
  }
`;
