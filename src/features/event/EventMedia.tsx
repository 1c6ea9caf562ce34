import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { StoredStatus } from "../../store/normalize";
import { MediaCells } from "../../widgets/MediaCells";
import { isVisual } from "../../components/mediaLayout";
import { EventSection } from "./EventSection";

export interface EventMediaProps {
  eventStatus: StoredStatus;
}

/** The event post's pictures and videos (banner and links already taken out) as a grid. */
export function EventMedia({ eventStatus }: EventMediaProps) {
  if (!eventStatus.media_attachments.some(isVisual)) return null;
  return (
    <EventSection
      title={
        <FormattedMessage id="event.information.media" defaultMessage="Media" />
      }
    >
      <Grid>
        <MediaCells status={eventStatus} />
      </Grid>
    </EventSection>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;
