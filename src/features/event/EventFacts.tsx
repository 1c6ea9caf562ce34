import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar";
import { EmojiText } from "../../components/EmojiText";
import { Icon } from "../../components/Icon";
import calendarIcon from "../../components/icons/calendar.svg";
import locationIcon from "../../components/icons/location.svg";
import lockIcon from "../../components/icons/lock.svg";
import userIcon from "../../components/icons/user.svg";
import usersIcon from "../../components/icons/users.svg";
import { getConfig } from "../../config";
import { useAppSelector } from "../../store/hooks";
import type { StoredStatus } from "../../store/normalize";
import type { StoredEvent } from "../../store/statusShape";
import { paths } from "../../utils/paths";
import { AccountHoverCard } from "../../widgets/AccountHoverCard";
import { EventDate } from "./EventDate";
import { EventLocation } from "./EventLocation";

export interface EventFactsProps {
  eventStatus: StoredStatus;
  event: StoredEvent;
}

/** When, where, who may join, how many go and who organises. */
export function EventFacts({ eventStatus, event }: EventFactsProps) {
  return (
    <List>
      {event.start_time && (
        <Fact>
          <Icon src={calendarIcon} size="1em" />
          <EventDate start={event.start_time} end={event.end_time} />
        </Fact>
      )}
      {event.location && (
        <Fact>
          <Icon src={locationIcon} size="1em" />
          <EventLocation location={event.location} />
        </Fact>
      )}
      <Fact>
        <Icon src={lockIcon} size="1em" />
        <JoinMode mode={event.join_mode} />
      </Fact>
      <Fact>
        <Icon src={usersIcon} size="1em" />
        <FormattedMessage
          id="event.header.participants"
          defaultMessage="{count, plural, one {# participant} other {# participants}}"
          values={{ count: event.participants_count }}
        />
      </Fact>
      <Fact>
        <Icon src={userIcon} size="1em" />
        <span>
          <Organiser accountId={eventStatus.account_id} />
        </span>
      </Fact>
    </List>
  );
}

function JoinMode({ mode }: { mode: StoredEvent["join_mode"] }) {
  switch (mode) {
    case "restricted":
      return (
        <FormattedMessage
          id="event.joinMode.restricted"
          defaultMessage="Participation needs the organiser's approval"
        />
      );
    case "invite":
      return (
        <FormattedMessage
          id="event.joinMode.invite"
          defaultMessage="By invitation only"
        />
      );
    case "external":
      return (
        <FormattedMessage
          id="event.joinMode.external"
          defaultMessage="Registration on an external site"
        />
      );
    default:
      return (
        <FormattedMessage
          id="event.joinMode.free"
          defaultMessage="Anyone can join"
        />
      );
  }
}

function Organiser({ accountId }: { accountId: string }) {
  const account = useAppSelector((state) => state.accounts.byId[accountId]);
  if (!account) return null;
  const { autoPlayGif } = getConfig();
  return (
    <FormattedMessage
      id="event.header.organiser"
      defaultMessage="Organised by {name}"
      values={{
        name: (
          <AccountHoverCard key="name" accountId={account.id}>
            <OrganiserLink to={paths.account(account.acct)}>
              <Avatar
                account={account}
                size={20}
                animate={autoPlayGif}
                alt=""
              />
              <bdi>
                <EmojiText
                  text={account.display_name.trim() || account.username}
                  emojis={account.emojis}
                  autoPlayGif={autoPlayGif}
                />
              </bdi>
            </OrganiserLink>
          </AccountHoverCard>
        ),
      }}
    />
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Fact = styled.li`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex-shrink: 0;
    align-self: center;
  }
`;

const OrganiserLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  vertical-align: middle;

  &:hover {
    text-decoration: underline;
  }
`;
