import { useEffect, useId, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { fetchNotificationPolicy } from "../../store/notifications/thunks";
import { selectNotificationPolicy } from "../../store/notifications/selectors";
import { paths } from "../../utils/paths";
import { NotificationRequests } from "./NotificationRequests";

/**
 * Where the server has `notificationsPolicy`: the filtered requests waiting
 * for a decision, and a link to the settings that say how notifications
 * from each kind of stranger are treated.
 */
export function NotificationPolicyPanel() {
  const dispatch = useAppDispatch();
  const policy = useAppSelector(selectNotificationPolicy);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    void dispatch(fetchNotificationPolicy());
  }, [dispatch]);
  if (!policy) return null;
  const pending = policy.summary.pending_requests_count;
  return (
    <Panel>
      <Bar>
        {pending > 0 && (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            <FormattedMessage
              id="notifications.policy.requests"
              defaultMessage="Filtered notifications ({count, number})"
              values={{ count: pending }}
            />
          </Button>
        )}
        <Link to={paths.settings("notifications")}>
          <FormattedMessage
            id="notifications.policy.settings"
            defaultMessage="Filter settings"
          />
        </Link>
      </Bar>
      <div id={panelId}>{open && <NotificationRequests />}</div>
    </Panel>
  );
}

const Panel = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;
