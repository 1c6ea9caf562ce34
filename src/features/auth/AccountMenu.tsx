import { Suspense, type ComponentType, type ReactNode } from "react";
import { Spinner } from "../../components/Spinner";
import { useAppSelector } from "../../store/hooks";
import { selectSignedInAccount } from "../../store/session/selectors";
import { lazyComponent } from "../../components/lazyComponent";
import { SignInLink } from "../../components/SignInLink";

// A member's menu (the toggle with their avatar, its entries, signing out,
// switching and adding accounts) is members' code: it loads with the
// members' top-bar tools, so visitors never load it.
const SignedInMenu = lazyComponent(() =>
  import(/* webpackChunkName: "member-tools" */ "./SignedInMenu").then(
    (m) => m.SignedInMenu,
  ),
);

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
  const waiting = <Spinner size={20} />;
  if (!account && isVerifying) return waiting;
  return (
    <Suspense fallback={waiting}>
      <SignedInMenu account={account} badge={badge} ExtraItems={ExtraItems} />
    </Suspense>
  );
}
