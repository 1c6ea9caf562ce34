import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { useStatusConfig } from "../../components/useStatusConfig";

/** How many actors a row pictures; the message counts the rest. */
export const MAX_AVATARS = 6;

export interface StackedAvatarsProps {
  accountIds: readonly string[];
}

/** The newest actors of a group, each linking to their profile. */
export function StackedAvatars({ accountIds }: StackedAvatarsProps) {
  return (
    <Stack>
      {accountIds.slice(0, MAX_AVATARS).map((id) => (
        <li key={id}>
          <StackedAvatar accountId={id} />
        </li>
      ))}
    </Stack>
  );
}

function StackedAvatar({ accountId }: { accountId: string }) {
  const account = useAppSelector((s) => selectAccountById(s, accountId));
  const { autoPlayGif } = useStatusConfig();
  if (!account) return null;
  return (
    <Link to={paths.account(account.acct)}>
      <Avatar account={account} size={32} animate={autoPlayGif} />
    </Link>
  );
}

const Stack = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.round};
  }
`;
