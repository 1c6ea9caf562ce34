import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { EmojiText } from "../../components/EmojiText";
import { Spinner } from "../../components/Spinner";
import { useDismiss } from "../../components/useDismiss";
import { useMenuDialog } from "../../components/useMenuDialog";
import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";
import { selectSignedInAccount } from "../../store/session/selectors";
import { mediaUp } from "../../styles/theme";
import { lazyComponent } from "../../components/lazyComponent";
import { SignInLink } from "../../components/SignInLink";
import { afterFirstScreen } from "../../components/startup";

// The open menu's entries (the account switcher, signing out, adding an
// account) are members' code of their own chunk: visitors never load it,
// and members load it once their first screen has painted, or as the
// pointer or the focus reaches the toggle, so it is in when the menu opens.
const AccountMenuItems = lazyComponent(() =>
  import(/* webpackChunkName: "account-menu" */ "./AccountMenuItems").then(
    (m) => m.AccountMenuItems,
  ),
);
const AddAccountDialog = lazyComponent(() =>
  import(/* webpackChunkName: "account-menu" */ "./AddAccountDialog").then(
    (m) => m.AddAccountDialog,
  ),
);

function preloadMenu(): void {
  void AccountMenuItems.preload().catch(() => undefined);
}

export interface AccountMenuProps {
  /** Shown on the toggle: what waits for the member (the staff's count badge). */
  badge?: ReactNode;
  /** Further entries (list items), told how to close the menu when followed. */
  ExtraItems?: ComponentType<{ onNavigate: () => void }>;
}

/**
 * The top bar's account control: "Sign in" for visitors; for members their
 * avatar and name, opening links to their profile and home and "Sign out".
 */
export function AccountMenu({ badge, ExtraItems }: AccountMenuProps) {
  const hasToken = useAppSelector(
    (state) => state.session.accessToken !== null,
  );
  const account = useAppSelector(selectSignedInAccount);
  const isVerifying = useAppSelector(
    (state) => state.auth.status === "verifying",
  );
  if (!hasToken) return <SignInLink />;
  // The stored token is being verified: the account is not known yet.
  if (!account && isVerifying) return <Spinner size={20} />;
  return (
    <SignedInMenu account={account} badge={badge} ExtraItems={ExtraItems} />
  );
}

interface SignedInMenuProps extends AccountMenuProps {
  /** Unknown when the server could not be asked (offline at start). */
  account: ReturnType<typeof selectSignedInAccount>;
}

function SignedInMenu({ account, badge, ExtraItems }: SignedInMenuProps) {
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void afterFirstScreen().then(preloadMenu);
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
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
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
