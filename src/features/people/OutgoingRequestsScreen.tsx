import { useIntl } from "react-intl";
import { ColumnHeader } from "../../components/ColumnHeader";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { AccountPeopleList } from "./AccountPeopleList";
import { Column } from "./Column";

const OUTGOING = { kind: "outgoingRequests" } as const;

/**
 * `/follow_requests/outgoing`: the viewer's follow requests still waiting
 * for an answer (where `outgoingFollowRequests`), each withdrawn in place.
 */
export function OutgoingRequestsScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: "people.outgoing.title",
    defaultMessage: "Follow requests you sent",
  });
  useDocumentTitle(title);
  return (
    <Column>
      <ColumnHeader title={title} />
      <AccountPeopleList source={OUTGOING} label={title} />
    </Column>
  );
}
