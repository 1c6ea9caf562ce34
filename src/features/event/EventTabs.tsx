import { useIntl } from "react-intl";
import { useLocation, useParams } from "react-router-dom";
import { Tabs } from "../../components/Tabs";
import { parseAcctSegment, paths } from "../../utils/paths";
import { eventTabFor } from "./eventRoute";

/** Information and Discussion; hidden on the participations and participation_requests paths. */
export function EventTabs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { acct: segment, statusId } = useParams();
  const acct = parseAcctSegment(segment);
  const { hidden, active } = eventTabFor(pathname);
  if (acct === null || statusId === undefined || hidden) return null;
  return (
    <Tabs
      activeId={active}
      label={intl.formatMessage({
        id: "event.tabs.label",
        defaultMessage: "Event sections",
      })}
      items={[
        {
          id: "information",
          to: paths.event(acct, statusId),
          label: intl.formatMessage({
            id: "event.tabs.information",
            defaultMessage: "Information",
          }),
        },
        {
          id: "discussion",
          to: paths.eventDiscussion(acct, statusId),
          label: intl.formatMessage({
            id: "event.tabs.discussion",
            defaultMessage: "Discussion",
          }),
        },
      ]}
    />
  );
}
