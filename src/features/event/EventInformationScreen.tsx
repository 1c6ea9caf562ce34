import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { RichText } from "../../components/RichText";
import { getConfig } from "../../config";
import { paths } from "../../utils/paths";
import { isBlankHtml } from "../../utils/isBlankHtml";
import { EventLinks } from "./EventLinks";
import { EventLocation } from "./EventLocation";
import { EventMedia } from "./EventMedia";
import { EventSection } from "./EventSection";
import { useRouteEventStatus } from "./useEventStatus";

/** The Information tab: description, links, media and the place in detail. */
export function EventInformationScreen() {
  const navigate = useNavigate();
  const { eventStatus, event } = useRouteEventStatus();
  // The header shows loading and missing events.
  if (!eventStatus || !event) return null;
  const { autoPlayGif } = getConfig();
  return (
    <Sections>
      {!isBlankHtml(eventStatus.content) && (
        <EventSection
          title={
            <FormattedMessage
              id="event.information.description"
              defaultMessage="About this event"
            />
          }
        >
          <RichText
            html={eventStatus.content}
            emojis={eventStatus.emojis}
            mentions={eventStatus.mentions}
            lang={eventStatus.language ?? undefined}
            autoPlayGif={autoPlayGif}
            onMentionClick={(acct) => void navigate(paths.account(acct))}
            onHashtagClick={(tag) => void navigate(paths.tag(tag))}
          />
        </EventSection>
      )}
      <EventLinks links={event.links} />
      <EventMedia eventStatus={eventStatus} />
      {event.location && (
        <EventSection
          title={
            <FormattedMessage
              id="event.information.location"
              defaultMessage="Location"
            />
          }
        >
          <EventLocation location={event.location} withWebsite />
        </EventSection>
      )}
    </Sections>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
`;
