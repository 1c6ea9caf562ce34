import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../components/Avatar";
import { DisplayName } from "../components/DisplayName";
import { getConfig } from "../config";
import { useAppSelector } from "../store/hooks";
import { selectLocalDomain } from "../store/instance/selectors";
import { paths } from "../utils/paths";
import { htmlToText } from "../utils/statusText";

export type AccountRowDetail = "note" | "counts" | "none";

export interface AccountRowProps {
  id: string;
  /** What shows under the name: the start of the bio, post and follower counts, or nothing. */
  detail?: AccountRowDetail;
}

/** An account in a list (directory, search): avatar, name and handle, linking to the profile. */
export function AccountRow({ id, detail = "none" }: AccountRowProps) {
  const account = useAppSelector((state) => state.accounts.byId[id]);
  const localDomain = useAppSelector(selectLocalDomain);
  const note = useMemo(
    () => (detail === "note" && account ? htmlToText(account.note) : ""),
    [detail, account],
  );
  if (!account) return null;
  const { displayFqn, autoPlayGif } = getConfig();
  return (
    <Row to={paths.account(account.acct)}>
      <Avatar account={account} size={40} animate={autoPlayGif} alt="" />
      <Text>
        <DisplayName
          account={account}
          displayFqn={displayFqn}
          localDomain={localDomain}
          autoPlayGif={autoPlayGif}
        />
        {note !== "" && <Note dir="auto">{note}</Note>}
        {detail === "counts" && (
          <Counts>
            <FormattedMessage
              id="directory.account.counts"
              defaultMessage="{posts, plural, one {# post} other {# posts}} · {followers, plural, one {# follower} other {# followers}}"
              values={{
                posts: account.statuses_count,
                followers: account.followers_count,
              }}
            />
          </Counts>
        )}
      </Text>
    </Row>
  );
}

const Row = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: inherit;
  text-decoration: none;

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

const Note = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Counts = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;
