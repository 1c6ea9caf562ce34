import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { DisplayName } from "../../components/DisplayName";
import { getConfig } from "../../config";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import { selectLocalDomain } from "../../store/instance/selectors";
import { paths } from "../../utils/paths";

export interface PersonRowProps {
  id: string;
  /** A line under the name (when a mute ends). */
  detail?: ReactNode;
  /**
   * The row's control (unmute, follow...), given the id of the element that
   * names the account, for its `aria-describedby`: a list of "Unmute"
   * buttons then tells which account each one is for.
   */
  action?: (describedBy: string) => ReactNode;
}

/** An account in a people list: avatar and name linking to the profile, a detail, a control. */
export function PersonRow({ id, detail, action }: PersonRowProps) {
  const account = useAppSelector((state) => selectAccountById(state, id));
  const localDomain = useAppSelector(selectLocalDomain);
  const nameId = useId();
  if (!account) return null;
  const { displayFqn, autoPlayGif } = getConfig();
  return (
    <Row>
      <Person to={paths.account(account.acct)}>
        <Avatar account={account} size={40} animate={autoPlayGif} alt="" />
        <Text>
          <Name id={nameId}>
            <DisplayName
              account={account}
              displayFqn={displayFqn}
              localDomain={localDomain}
              autoPlayGif={autoPlayGif}
            />
          </Name>
          {detail && <Detail>{detail}</Detail>}
        </Text>
      </Person>
      {action?.(nameId)}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  > button {
    flex: none;
  }
`;

const Person = styled(Link)`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
  color: inherit;
  text-decoration: none;

  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

/** Long names and handles are cut at the row's edge, before its buttons. */
const Name = styled.span`
  display: flex;
  min-inline-size: 0;
  overflow: hidden;

  > span,
  > span > span {
    min-inline-size: 0;
    max-inline-size: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;
