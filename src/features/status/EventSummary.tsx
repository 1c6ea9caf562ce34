import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { EventLocation } from "../../api/schemas/event";
import { Icon } from "../../components/Icon";
import calendarIcon from "../../components/icons/calendar.svg";
import locationIcon from "../../components/icons/location.svg";
import { selectAccountById } from "../../store/accounts/selectors";
import type { StoredStatus } from "../../store/normalize";
import { useAppSelector } from "../../store/hooks";
import { paths } from "../../utils/paths";
import { selectFeatures } from "../../store/instance/selectors";
import { Inset } from "./StatusCard.styles";

export interface EventSummaryProps {
  status: StoredStatus;
}

const DATE_TIME = { dateStyle: "medium", timeStyle: "short" } as const;

function useDateRange(start: string | null, end: string | null): string | null {
  const intl = useIntl();
  if (!start) return null;
  if (!end) return intl.formatDate(start, DATE_TIME);
  return intl.formatDateTimeRange(new Date(start), new Date(end), DATE_TIME);
}

/** "Venue, street, locality, country", skipping what is missing. */
function placeOf(location: EventLocation | null): string | null {
  if (!location) return null;
  const parts = [
    location.name,
    location.street,
    location.locality,
    location.country,
  ];
  const text = parts
    .filter((p): p is string => !!p && p.trim() !== "")
    .join(", ");
  return text || null;
}

/** An event post (Rebased): banner, name, dates, place and a link to the event page. */
export function EventSummary({ status }: EventSummaryProps) {
  const event = status.event;
  const dates = useDateRange(
    event?.start_time ?? null,
    event?.end_time ?? null,
  );
  if (!event) return null;
  const place = placeOf(event.location);
  const banner = event.banner?.preview_url ?? event.banner?.url;
  return (
    <Card>
      {banner && <Banner src={banner} alt="" loading="lazy" />}
      <Details>
        <Name dir="auto">{event.name}</Name>
        {dates && (
          <Row>
            <Icon src={calendarIcon} size={16} />
            {dates}
          </Row>
        )}
        {place && (
          <Row>
            <Icon src={locationIcon} size={16} />
            <bdi>{place}</bdi>
          </Row>
        )}
        <EventLink status={status} />
      </Details>
    </Card>
  );
}

/** The event's own page exists only where the server has events (spec 01 section 2). */
function EventLink({ status }: EventSummaryProps) {
  const account = useAppSelector((s) =>
    selectAccountById(s, status.account_id),
  );
  const features = useAppSelector(selectFeatures);
  if (!features.events || !account) return null;
  return (
    <Link to={paths.event(account.acct, status.id)}>
      <FormattedMessage id="status.event.view" defaultMessage="View event" />
    </Link>
  );
}

const Card = styled(Inset)`
  display: flex;
  flex-direction: column;
`;

const Banner = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
`;
