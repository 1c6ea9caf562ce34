import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { DisplayName } from "../../components/DisplayName";
import { getConfig } from "../../config";
import type { AdminAccount } from "../../api/schemas/adminAccount";
import { useAppSelector } from "../../store/hooks";
import { selectLocalDomain } from "../../store/instance/selectors";

export interface AccountsIdentityProps {
  account: AdminAccount;
  /** Where the name leads (the account's page in the console). */
  to?: string;
  size?: number;
}

/** Who an admin account is: picture, name and handle (Pleroma's users carry little else). */
export function AccountsIdentity({
  account,
  to,
  size = 40,
}: AccountsIdentityProps) {
  const { autoPlayGif, displayFqn } = getConfig();
  const localDomain = useAppSelector(selectLocalDomain);
  const profile = account.account;
  const acct = profile?.acct ?? account.nickname;
  const name = (
    <DisplayName
      account={{
        acct,
        username: account.username,
        display_name: profile?.display_name ?? account.username,
        emojis: profile?.emojis,
        fqn: account.domain ? `${account.username}@${account.domain}` : null,
      }}
      displayFqn={displayFqn}
      localDomain={localDomain}
      autoPlayGif={autoPlayGif}
    />
  );
  return (
    <Identity>
      <Avatar
        account={{
          acct,
          avatar: profile?.avatar ?? "",
          avatar_static: profile?.avatar_static ?? profile?.avatar ?? "",
        }}
        size={size}
        animate={autoPlayGif}
        alt=""
      />
      {to ? <NameLink to={to}>{name}</NameLink> : name}
    </Identity>
  );
}

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const NameLink = styled(Link)`
  min-inline-size: 0;
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
