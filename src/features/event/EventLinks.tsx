import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { EventSection } from "./EventSection";
import { externalLink } from "../../utils/safeUrl";

export interface EventLinksProps {
  /** The event's text/html attachments. */
  links: readonly MediaAttachment[];
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Web pages attached to the event, named by their description or their host. */
export function EventLinks({ links }: EventLinksProps) {
  const items = links.flatMap((link) => {
    const attributes = externalLink(link.remote_url ?? link.url);
    return attributes === null
      ? []
      : [{ id: link.id, attributes, text: link.description }];
  });
  if (items.length === 0) return null;
  return (
    <EventSection
      title={
        <FormattedMessage id="event.information.links" defaultMessage="Links" />
      }
    >
      <List>
        {items.map(({ id, attributes, text }) => (
          <li key={id}>
            <a {...attributes}>
              {text?.trim() ? text : hostOf(attributes.href)}
            </a>
          </li>
        ))}
      </List>
    </EventSection>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  a {
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
  }
`;
