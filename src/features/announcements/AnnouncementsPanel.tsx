import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Icon } from "../../components/Icon";
import { IconButton } from "../../components/IconButton";
import chevronDownIcon from "../../components/icons/chevron-down.svg";
import chevronLeftIcon from "../../components/icons/chevron-left.svg";
import chevronRightIcon from "../../components/icons/chevron-right.svg";
import chevronUpIcon from "../../components/icons/chevron-up.svg";
import {
  selectAnnouncementIds,
  selectAnnouncementIdsByDate,
  selectAnnouncementsLoaded,
  selectUnreadAnnouncementCount,
} from "../../store/announcements/selectors";
import { fetchAnnouncements } from "../../store/announcements/thunks";
import { useAppSelector } from "../../store/hooks";
import { selectSupports } from "../../store/instance/selectors";
import { useRequest } from "../../store/useRequest";
import { AnnouncementItem } from "./AnnouncementItem";
import { messages } from "./announcementMessages";

/**
 * The instance's announcements at the top of the member's home (where the
 * server has them): unread ones first, one at a time with previous and next,
 * each marked read, reacted to where the server takes reactions. The panel
 * folds away and opens again; it opens by itself on one that arrives live.
 */
export function AnnouncementsPanel() {
  const supported = useAppSelector((s) => selectSupports(s, "announcements"));
  if (!supported) return null;
  return <Announcements />;
}

function Announcements() {
  const intl = useIntl();
  const bodyId = useId();
  useRequest(fetchAnnouncements, undefined);
  const ids = useAppSelector(selectAnnouncementIds);
  const unread = useAppSelector(selectUnreadAnnouncementCount);
  const newest = useAppSelector((s) => selectAnnouncementIdsByDate(s)[0]);
  const loaded = useAppSelector(selectAnnouncementsLoaded);
  const [expanded, setExpanded] = useState<boolean | null>(null);
  // The one shown, and where it stood (a deleted one leaves its place to
  // its neighbour).
  const [current, setCurrent] = useState({ id: "", index: 0 });
  // One published or edited after the list came shows itself.
  const [seen, setSeen] = useState<{ newest: string | undefined } | null>(null);
  if (loaded && seen?.newest !== newest) {
    if (seen !== null && newest !== undefined) {
      setCurrent({ id: newest, index: 0 });
      setExpanded(true);
    }
    setSeen({ newest });
  }
  if (ids.length === 0) return null;
  const found = ids.indexOf(current.id);
  const index = found >= 0 ? found : Math.min(current.index, ids.length - 1);
  const shownId = ids[index] ?? ids[0];
  const open = expanded ?? unread > 0;
  const show = (at: number) => {
    setCurrent({ id: ids[at] ?? "", index: at });
  };
  const go = (step: number) => {
    show((index + step + ids.length) % ids.length);
  };
  // Read, it moves behind the unread ones: the next unread one shows.
  const afterDismiss = () => {
    if (index < unread - 1) show(index + 1);
  };
  const title = intl.formatMessage(messages.title);
  return (
    <Panel aria-label={title}>
      <Bar>
        <Heading>
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            onClick={() => setExpanded(!open)}
          >
            {title}
            {unread > 0 && (
              <Badge>
                <FormattedMessage
                  {...messages.unread}
                  values={{ count: unread }}
                />
              </Badge>
            )}
            <Icon src={open ? chevronUpIcon : chevronDownIcon} size={16} />
          </Toggle>
        </Heading>
        {open && ids.length > 1 && (
          <Pager>
            <IconButton
              src={chevronLeftIcon}
              label={intl.formatMessage(messages.previous)}
              onClick={() => go(-1)}
            />
            <span aria-live="polite">
              <FormattedMessage
                {...messages.position}
                values={{ index: index + 1, count: ids.length }}
              />
            </span>
            <IconButton
              src={chevronRightIcon}
              label={intl.formatMessage(messages.next)}
              onClick={() => go(1)}
            />
          </Pager>
        )}
      </Bar>
      {open && shownId !== undefined && (
        <div id={bodyId}>
          <AnnouncementItem id={shownId} onDismissed={afterDismiss} />
        </div>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Toggle = styled.button`
  display: flex;
  inline-size: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 2.75rem;
  padding: 0;
  border: 0;
  color: inherit;
  background: none;
  font: inherit;
  text-align: start;
  font-weight: inherit;
  cursor: pointer;

  > :last-child {
    margin-inline-start: auto;
  }
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;
