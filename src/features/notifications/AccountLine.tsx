import type { ReactNode } from "react";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { DisplayName } from "../../components/DisplayName";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import { selectLocalDomain } from "../../store/instance/selectors";
import { AuthorLink } from "../status/AuthorLink";
import { useStatusConfig } from "../../components/useStatusConfig";

export interface AccountLineProps {
  accountId: string;
  /** Buttons at the end of the line. */
  children?: ReactNode;
}

/** An account as a line: avatar, name and handle linking to the profile, then actions. */
export function AccountLine({ accountId, children }: AccountLineProps) {
  const account = useAppSelector((s) => selectAccountById(s, accountId));
  const { autoPlayGif, displayFqn } = useStatusConfig();
  const localDomain = useAppSelector(selectLocalDomain);
  if (!account) return null;
  return (
    <Line>
      <AuthorLink accountId={account.id} acct={account.acct}>
        <Avatar account={account} size={40} animate={autoPlayGif} alt="" />
        <DisplayName
          account={account}
          displayFqn={displayFqn}
          localDomain={localDomain}
          autoPlayGif={autoPlayGif}
        />
      </AuthorLink>
      {children && <Actions>{children}</Actions>}
    </Line>
  );
}

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
