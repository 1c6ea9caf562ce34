import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { MenuItem } from "../../components/Menu.styles";
import { getConfig } from "../../config";
import type { SignedInAccount } from "../../store/events";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { switchAccount } from "../../store/session/switchThunks";

/** The display name without custom emoji shortcodes (their images are not kept), else the handle. */
function nameOf(account: { display_name: string; acct: string }): string {
  return account.display_name.replace(/:[\w-]+:/g, "").trim() || account.acct;
}

const serverOf = (account: { server?: string }) =>
  account.server ?? getConfig().baseUrl;

/** `@user@host`: the account's handle with its server, which tells accounts of the same name apart. */
const fullHandle = (account: SignedInAccount) =>
  ["", account.acct, new URL(serverOf(account)).host].join("@");

export interface AccountSwitchItemsProps {
  /** Closes the menu once an account is chosen. */
  onNavigate: () => void;
  /** Opens "Add an account" (the dialog outlives the menu). */
  onAdd: () => void;
}

/**
 * The account menu's other accounts, each switched to in place (on
 * whichever server it is: those on another server than the one in use show
 * their full handle), and "Add an account".
 */
export function AccountSwitchItems({
  onNavigate,
  onAdd,
}: AccountSwitchItemsProps) {
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.session.me);
  const origin = useAppSelector((state) => state.instance.origin);
  const inUse = origin ?? getConfig().baseUrl;
  const others = useAppSelector((state) => state.signedIn.accounts).filter(
    (account) => account.id !== me || serverOf(account) !== inUse,
  );
  const elsewhere = (account: SignedInAccount) => serverOf(account) !== inUse;
  return (
    <>
      {others.map((account) => (
        <li key={`${serverOf(account)} ${account.id}`}>
          <MenuItem
            type="button"
            onClick={() => {
              onNavigate();
              void dispatch(
                switchAccount({
                  id: account.id,
                  ...(account.server ? { server: account.server } : {}),
                }),
              );
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
              {elsewhere(account) && (
                <Handle translate="no">{fullHandle(account)}</Handle>
              )}
            </span>
          </MenuItem>
        </li>
      ))}
      <li>
        <MenuItem type="button" onClick={onAdd}>
          <FormattedMessage
            id="auth.menu.addAccount"
            defaultMessage="Add an account"
          />
        </MenuItem>
      </li>
    </>
  );
}

const Handle = styled.bdi`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
