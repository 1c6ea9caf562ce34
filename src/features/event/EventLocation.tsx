import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { EventLocation as Place } from "../../api/schemas/event";
import { addressLines, mapUrl } from "./eventRoute";
import { ExternalLink } from "../../components/ExternalLink";
import { externalLink } from "../../utils/safeUrl";

export interface EventLocationProps {
  location: Place;
  /** Also the place's own web page, where it has one. */
  withWebsite?: boolean;
}

/** The place's name and address, with a link to it on OpenStreetMap. */
export function EventLocation({
  location,
  withWebsite = false,
}: EventLocationProps) {
  const lines = addressLines(location);
  const map = mapUrl(location);
  return (
    <Place>
      {location.name && <Name>{location.name}</Name>}
      {lines.length > 0 && <span>{lines.join(", ")}</span>}
      {map !== null && (
        <a {...externalLink(map)}>
          <FormattedMessage
            id="event.location.map"
            defaultMessage="Show on map"
          />
        </a>
      )}
      {withWebsite && (
        <ExternalLink href={location.url}>
          <FormattedMessage
            id="event.location.website"
            defaultMessage="About this place"
          />
        </ExternalLink>
      )}
    </Place>
  );
}

const Place = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-style: normal;

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Name = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
