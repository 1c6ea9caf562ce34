import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Message } from "../../../components/Message";
import { Skeleton } from "../../../components/Skeleton";
import { useAppSelector } from "../../../store/hooks";
import {
  selectSessionIds,
  selectSessionsListed,
} from "../../../store/security/selectors";
import { fetchSessions } from "../../../store/security/thunks";
import { useRequest } from "../../../store/useRequest";
import { SettingsSection } from "../SettingsSection";
import { SessionRow } from "./SessionRow";

/** The apps and browsers signed in to the account (where `sessions`), each to sign out. */
export function SessionsSection() {
  const request = useRequest(fetchSessions, undefined);
  const ids = useAppSelector(selectSessionIds);
  const listed = useAppSelector(selectSessionsListed);
  const title = (
    <FormattedMessage
      id="security.sessions.title"
      defaultMessage="Signed-in apps"
    />
  );
  let body;
  if (listed) {
    body = (
      <List>
        {ids.map((id) => (
          <li key={id}>
            <SessionRow id={id} />
          </li>
        ))}
      </List>
    );
  } else if (request.phase === "failed") {
    body = (
      <Message onRetry={request.retry} failure={request.failure}>
        {request.failure?.message}
      </Message>
    );
  } else {
    body = <Skeleton variant="account" rows={2} />;
  }
  return <SettingsSection title={title}>{body}</SettingsSection>;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
