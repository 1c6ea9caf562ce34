import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import type { MediaAttachment } from "../../api/schemas/mediaAttachment";
import { EventSection } from "./EventSection";

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
    const href = link.remote_url ?? link.url;
    return href === null ? [] : [{ id: link.id, href, text: link.description }];
  });
  if (items.length === 0) return null;
  return (
    <EventSection
      title={
        <FormattedMessage id="event.information.links" defaultMessage="Links" />
      }
    >
      <List>
        {items.map(({ id, href, text }) => (
          <li key={id}>
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {text?.trim() ? text : hostOf(href)}
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
