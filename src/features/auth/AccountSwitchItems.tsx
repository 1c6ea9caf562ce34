import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { MenuItem } from "../../components/Menu.styles";
import { getConfig } from "../../config";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { switchAccount } from "../../store/session/switchThunks";
import { beginSignIn } from "../../store/session/thunks";
import { leaveSite } from "../../utils/leaveSite";
import { signInRedirectUri } from "./authPaths";

/** The display name without custom emoji shortcodes (their images are not kept), else the handle. */
function nameOf(account: { display_name: string; acct: string }): string {
  return account.display_name.replace(/:[\w-]+:/g, "").trim() || account.acct;
}

export interface AccountSwitchItemsProps {
  /** Closes the menu once an account is chosen. */
  onNavigate: () => void;
}

/**
 * The account menu's other accounts, each switched to in place, and "Add an
 * account", which signs another one in on the server's page (asking who,
 * even when the server remembers someone) and comes back here with both.
 */
export function AccountSwitchItems({ onNavigate }: AccountSwitchItemsProps) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const me = useAppSelector((state) => state.session.me);
  const others = useAppSelector((state) => state.signedIn.accounts).filter(
    (account) => account.id !== me,
  );
  const [leaving, setLeaving] = useState(false);
  const onAdd = async () => {
    setLeaving(true);
    const result = await dispatch(
      beginSignIn({
        redirectUri: signInRedirectUri(getConfig()),
        returnTo: `${location.pathname}${location.search}`,
        forceLogin: true,
      }),
    );
    if (beginSignIn.fulfilled.match(result)) {
      leaveSite(result.payload.authorizeUrl);
    } else setLeaving(false);
  };
  return (
    <>
      {others.map((account) => (
        <li key={account.id}>
          <MenuItem
            type="button"
            onClick={() => {
              onNavigate();
              void dispatch(switchAccount({ id: account.id }));
            }}
          >
            <Avatar
              account={{ ...account, avatar_static: account.avatar }}
              size={20}
              alt=""
            />
            {/* One flex item: the sentence wraps as text, not as columns. */}
            <span>
              <FormattedMessage
                id="auth.menu.switchTo"
                defaultMessage="Switch to {name}"
                values={{
                  name: <bdi>{nameOf(account)}</bdi>,
                }}
              />
            </span>
          </MenuItem>
        </li>
      ))}
      <li>
        <MenuItem type="button" disabled={leaving} onClick={() => void onAdd()}>
          <FormattedMessage
            id="auth.menu.addAccount"
            defaultMessage="Add an account"
          />
        </MenuItem>
      </li>
    </>
  );
}
