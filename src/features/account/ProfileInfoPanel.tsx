import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import calendarIcon from "../../components/icons/calendar.svg";
import locationIcon from "../../components/icons/location.svg";
import userIcon from "../../components/icons/user.svg";
import { RichText } from "../../components/RichText";
import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";
import { mediaDown } from "../../styles/theme";
import { paths } from "../../utils/paths";
import { isBlankHtml } from "../../utils/isBlankHtml";
import { ProfileFields } from "./ProfileFields";

export interface ProfileInfoPanelProps {
  accountId: string;
}

/** The bio, pronouns, location, birthday and profile fields of an account. */
export function ProfileInfoPanel({ accountId }: ProfileInfoPanelProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const account = useAppSelector((state) => state.accounts.byId[accountId]);
  if (!account) return null;
  const { autoPlayGif } = getConfig();
  const birthday = account.birthday
    ? intl.formatDate(account.birthday, {
        day: "numeric",
        month: "long",
        year: "numeric",
        // A date without a time: read and shown in UTC so it never shifts a day.
        timeZone: "UTC",
      })
    : null;
  return (
    <Panel
      aria-label={intl.formatMessage({
        id: "account.info.label",
        defaultMessage: "About",
      })}
    >
      {!isBlankHtml(account.note) && (
        <RichText
          html={account.note}
          emojis={account.emojis}
          autoPlayGif={autoPlayGif}
          onMentionClick={(acct) => void navigate(paths.account(acct))}
          onHashtagClick={(tag) => void navigate(paths.tag(tag))}
        />
      )}
      {(account.pronouns || account.location || birthday) && (
        <Details>
          {account.pronouns && (
            <Detail>
              <Icon src={userIcon} size="1em" />
              <FormattedMessage
                id="account.info.pronouns"
                defaultMessage="Pronouns: {pronouns}"
                values={{ pronouns: account.pronouns }}
              />
            </Detail>
          )}
          {account.location && (
            <Detail>
              <Icon src={locationIcon} size="1em" />
              <FormattedMessage
                id="account.info.location"
                defaultMessage="Lives in {location}"
                values={{ location: account.location }}
              />
            </Detail>
          )}
          {birthday && (
            <Detail>
              <Icon src={calendarIcon} size="1em" />
              <FormattedMessage
                id="account.info.birthday"
                defaultMessage="Born {date}"
                values={{ date: birthday }}
              />
            </Detail>
          )}
        </Details>
      )}
      <ProfileFields account={account} />
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  /* Below lg the panel sits in the main column under the header, which has
     no gutter of its own: keep the text off the screen's edges. */
  ${mediaDown("lg")} {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  }
`;

const Details = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Detail = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
