import { defineMessages, useIntl } from "react-intl";
import { Tabs } from "../../components/Tabs";
import { useAppSelector } from "../../store/hooks";
import {
  NOTIFICATION_FILTERS,
  type NotificationFilter,
} from "../../store/notifications/thunks";
import { paths } from "../../utils/paths";

const labels = defineMessages({
  all: { id: "notifications.filter.all", defaultMessage: "All" },
  mentions: { id: "notifications.filter.mentions", defaultMessage: "Mentions" },
  likes: { id: "notifications.filter.likes", defaultMessage: "Likes" },
  boosts: { id: "notifications.filter.boosts", defaultMessage: "Boosts" },
  polls: { id: "notifications.filter.polls", defaultMessage: "Polls" },
  follows: { id: "notifications.filter.follows", defaultMessage: "Follows" },
  events: { id: "notifications.filter.events", defaultMessage: "Events" },
});

/** The filters this server offers: events only where it has them. */
export function useNotificationFilters(): NotificationFilter[] {
  const hasEvents = useAppSelector((s) => s.instance.features.events);
  const all = Object.keys(NOTIFICATION_FILTERS) as NotificationFilter[];
  return hasEvents ? all : all.filter((filter) => filter !== "events");
}

/** The filter a `?filter=` value names, "all" for anything else. */
export function parseFilter(
  value: string | null,
  offered: readonly NotificationFilter[],
): NotificationFilter {
  return offered.find((filter) => filter === value) ?? "all";
}

export interface NotificationFilterTabsProps {
  active: NotificationFilter;
}

/** Quick filters as links (`?filter=`), so each has its own address. */
export function NotificationFilterTabs({
  active,
}: NotificationFilterTabsProps) {
  const intl = useIntl();
  const filters = useNotificationFilters();
  return (
    <Tabs
      label={intl.formatMessage({
        id: "notifications.filter.label",
        defaultMessage: "Filter notifications",
      })}
      activeId={active}
      items={filters.map((filter) => ({
        id: filter,
        label: intl.formatMessage(labels[filter]),
        to: paths.notifications(filter),
      }))}
    />
  );
}
