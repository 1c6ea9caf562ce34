import { defineMessages, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { DisplayName } from "../../components/DisplayName";
import { Icon } from "../../components/Icon";
import editIcon from "../../components/icons/edit.svg";
import { RelativeTime } from "../../components/RelativeTime";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredAccount, StoredStatus } from "../../store/normalize";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { modalOpened } from "../../store/modals/slice";
import { paths } from "../../utils/paths";
import { AuthorLink } from "./AuthorLink";
import { selectLocalDomain } from "../../store/instance/selectors";
import { AVATAR_SIZE, FOCUSED_AVATAR_SIZE } from "./StatusCard.styles";
import { useStatusConfig } from "../../components/useStatusConfig";
import { VISIBILITY } from "./visibility";

const messages = defineMessages({
  edited: { id: "status.header.edited", defaultMessage: "Edited" },
  editedTitle: {
    id: "status.header.editedTitle",
    defaultMessage: "Edited {date}. Show edit history",
  },
});

export interface StatusHeaderProps {
  status: StoredStatus;
  focused?: boolean;
  /** Smaller avatar, for quoted posts. */
  compact?: boolean;
  /** Id for the author's name, so the post can be labelled by it. */
  labelId?: string;
}

/** Author, visibility, time (a link to the post) and the edited marker. */
export function StatusHeader({
  status,
  focused = false,
  compact = false,
  labelId,
}: StatusHeaderProps) {
  const intl = useIntl();
  const account = useAppSelector((s) =>
    selectAccountById(s, status.account_id),
  );
  const visibility = VISIBILITY[status.visibility];
  return (
    <Header>
      {account && (
        <Author id={labelId} $compact={compact}>
          <AuthorLine
            account={account}
            size={avatarSize(focused, compact)}
            withHandle={!compact}
          />
        </Author>
      )}
      <Meta>
        <Icon
          src={visibility.icon}
          size={14}
          title={intl.formatMessage(visibility.label)}
        />
        {status.edited_at && <EditedMarker status={status} />}
        {!focused && account && (
          <TimeLink to={paths.status(account.acct, status.id)}>
            <RelativeTime date={status.created_at} />
          </TimeLink>
        )}
      </Meta>
    </Header>
  );
}

const avatarSize = (focused: boolean, compact: boolean) =>
  compact ? 24 : focused ? FOCUSED_AVATAR_SIZE : AVATAR_SIZE;

interface AuthorLineProps {
  account: StoredAccount;
  size: number;
  withHandle: boolean;
}

/** Avatar and name, one link to the profile with the account's hover card. */
function AuthorLine({ account, size, withHandle }: AuthorLineProps) {
  const { autoPlayGif, displayFqn } = useStatusConfig();
  const localDomain = useAppSelector(selectLocalDomain);
  return (
    <AuthorLink accountId={account.id} acct={account.acct}>
      <Avatar account={account} size={size} animate={autoPlayGif} alt="" />
      <DisplayName
        account={account}
        displayFqn={displayFqn}
        localDomain={localDomain}
        autoPlayGif={autoPlayGif}
        withHandle={withHandle}
      />
    </AuthorLink>
  );
}

function EditedMarker({ status }: { status: StoredStatus }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const date = intl.formatDate(status.edited_at ?? status.created_at, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (
    <Edited
      type="button"
      title={intl.formatMessage(messages.editedTitle, { date })}
      onClick={() =>
        dispatch(
          modalOpened({
            type: "COMPARE_HISTORY",
            props: { statusId: status.id },
          }),
        )
      }
    >
      <Icon src={editIcon} size={12} />
      {intl.formatMessage(messages.edited)}
    </Edited>
  );
}

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const Author = styled.div<{ $compact: boolean }>`
  flex: 1;
  min-inline-size: 0;
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.sm : "inherit")};
`;

const Meta = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TimeLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Edited = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: 0;
  color: inherit;
  background: none;
  font: inherit;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
