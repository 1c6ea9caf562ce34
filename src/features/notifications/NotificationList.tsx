import {
  FormattedMessage,
  type MessageDescriptor,
  defineMessages,
} from "react-intl";
import styled from "styled-components";
import { Skeleton } from "../../components/Skeleton";
import { getConfig } from "../../config";
import { useViewerFilters } from "../../store/filters/useViewerFilters";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import type { RootState } from "../../store/rootReducer";
import {
  selectNotificationGroupKeys,
  selectNotifications,
} from "../../store/notifications/selectors";
import {
  fetchNotifications,
  type NotificationFilter,
} from "../../store/notifications/thunks";
import { useRelationships } from "../../store/relationships/useRelationships";
import { LoadMore } from "../../components/LoadMore";
import { Message } from "../../components/Message";
import { StatusFilterContext } from "../status/filterContext";
import { DismissNotificationButton } from "./DismissNotificationButton";
import { NotificationRow } from "./NotificationRow";

const empty = defineMessages({
  all: {
    id: "notifications.empty.all",
    defaultMessage:
      "No notifications yet. When people interact with you, you will see it here.",
  },
  filtered: {
    id: "notifications.empty.filtered",
    defaultMessage: "Nothing of this kind yet.",
  },
});

/** Types whose rows offer a follow button, so their actors' relationships are wanted. */
const FOLLOW_TYPES = new Set(["follow", "follow_request", "move"]);

/** The actors (and move targets) of rows with follow buttons, as one stable string. */
function followActorKey(state: RootState): string {
  const { order, groups } = selectNotifications(state);
  const ids: string[] = [];
  for (const key of order) {
    const group = groups[key];
    if (!group || !FOLLOW_TYPES.has(group.type)) continue;
    ids.push(...group.sample_account_ids.slice(0, 1));
    if (group.target_id !== null) ids.push(group.target_id);
  }
  return ids.join(",");
}

export interface NotificationListProps {
  filter: NotificationFilter;
  /** The list's accessible name. */
  label: string;
}

/** The groups, newest first, with "Load more"; empty, loading and error states. */
export function NotificationList({ filter, label }: NotificationListProps) {
  const dispatch = useAppDispatch();
  const keys = useAppSelector(selectNotificationGroupKeys);
  const { isLoading, error, fetchedAt, next, olderThan } =
    useAppSelector(selectNotifications);
  const actorKey = useAppSelector(followActorKey);
  useRelationships(actorKey === "" ? [] : actorKey.split(","));
  useViewerFilters();
  if (keys.length === 0) {
    if (error !== null && !isLoading) {
      return (
        <Message
          onRetry={() => void dispatch(fetchNotifications())}
          failure={error}
        >
          <FormattedMessage
            id="notifications.error"
            defaultMessage="The notifications could not be loaded."
          />
        </Message>
      );
    }
    if (isLoading || fetchedAt === null) return <Skeleton variant="status" />;
    const message: MessageDescriptor =
      filter === "all" ? empty.all : empty.filtered;
    return (
      <Message>
        <FormattedMessage {...message} />
      </Message>
    );
  }
  return (
    <StatusFilterContext value="notifications">
      <List aria-label={label} aria-busy={isLoading}>
        {keys.map((key) => (
          <li key={key}>
            <NotificationRow groupKey={key} />
            <DismissNotificationButton groupKey={key} />
          </li>
        ))}
      </List>
      {(next !== null || olderThan !== null) && (
        <LoadMore
          isLoading={isLoading}
          auto={getConfig().autoloadMore}
          onLoad={() => void dispatch(fetchNotifications({ more: true }))}
        />
      )}
    </StatusFilterContext>
  );
}

const List = styled.ul`
  padding: 0;
  list-style: none;

  > li {
    position: relative;
  }

  > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }

  /* A notification whose post a filter hides: only its dismiss button is left. */
  > li:has(> button:first-child) {
    display: none;
  }
`;
