import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled, { css } from "styled-components";
import { getConfig } from "../../config";
import { useAppDispatch } from "../../store/hooks";
import { signOut } from "../../store/thunks/session";
import { paths } from "../../utils/paths";
import { leaveSite } from "../account/leaveSite";
import { authPaths } from "./authPaths";

export interface AccountMenuItemsProps {
  id: string;
  /** The member's acct; null when the account is not known (no profile link). */
  acct: string | null;
  /** Called when a link is followed, to close the menu. */
  onNavigate: () => void;
}

/**
 * Where the app starts as a visitor. Signing out reloads the page there, so
 * nothing of the member's (home, private posts) stays in memory.
 */
function visitorStartUrl(): string {
  const { basename, useHashRouter } = getConfig();
  return useHashRouter ? `${window.location.pathname}#/` : `${basename}/`;
}

/** The account menu's entries: profile, home timeline, sign out. */
export function AccountMenuItems({
  id,
  acct,
  onNavigate,
}: AccountMenuItemsProps) {
  const dispatch = useAppDispatch();
  const [leaving, setLeaving] = useState(false);
  const onSignOut = async () => {
    setLeaving(true);
    await dispatch(signOut());
    leaveSite(visitorStartUrl());
  };
  return (
    <Menu id={id}>
      {acct !== null && (
        <li>
          <Item to={paths.account(acct)} onClick={onNavigate}>
            <FormattedMessage
              id="auth.menu.profile"
              defaultMessage="Your profile"
            />
          </Item>
        </li>
      )}
      <li>
        <Item to={authPaths.home()} onClick={onNavigate}>
          <FormattedMessage id="auth.menu.home" defaultMessage="Home" />
        </Item>
      </li>
      <li>
        <ItemButton
          type="button"
          disabled={leaving}
          onClick={() => void onSignOut()}
        >
          <FormattedMessage id="auth.menu.signOut" defaultMessage="Sign out" />
        </ItemButton>
      </li>
    </Menu>
  );
}

const Menu = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space.xs});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-inline-size: 12rem;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

const item = css`
  display: block;
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  background: none;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Item = styled(Link)`
  ${item}
`;

const ItemButton = styled.button`
  ${item}
`;
