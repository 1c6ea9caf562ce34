import { useEffect, useId, useState } from "react";
import { FormattedMessage, defineMessages, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import type { NotificationPolicyCase } from "../../api/endpoints/notifications";
import type { NotificationPolicy } from "../../api/schemas/notificationPolicy";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  fetchNotificationPolicy,
  updateNotificationPolicy,
} from "../../store/notifications/thunks";
import { NotificationRequests } from "./NotificationRequests";

const cases = defineMessages({
  for_not_following: {
    id: "notifications.policy.notFollowing",
    defaultMessage: "People you don't follow",
  },
  for_not_followers: {
    id: "notifications.policy.notFollowers",
    defaultMessage: "People not following you",
  },
  for_new_accounts: {
    id: "notifications.policy.newAccounts",
    defaultMessage: "New accounts",
  },
  for_private_mentions: {
    id: "notifications.policy.privateMentions",
    defaultMessage: "Unsolicited private mentions",
  },
  for_limited_accounts: {
    id: "notifications.policy.limitedAccounts",
    defaultMessage: "Accounts limited by moderators",
  },
});

const actions = defineMessages({
  accept: { id: "notifications.policy.accept", defaultMessage: "Show" },
  filter: { id: "notifications.policy.filter", defaultMessage: "Filter" },
  drop: { id: "notifications.policy.drop", defaultMessage: "Ignore" },
});

const CASES = Object.keys(cases) as NotificationPolicyCase[];
const ACTIONS = ["accept", "filter", "drop"] as const;

/**
 * Where the server has `notificationsPolicy`: how notifications from each
 * kind of stranger are treated (shown, filtered into requests, dropped),
 * and the filtered requests waiting for a decision.
 */
export function NotificationPolicyPanel() {
  const dispatch = useAppDispatch();
  const policy = useAppSelector((s) => s.notifications.policy);
  const [open, setOpen] = useState<"settings" | "requests" | null>(null);
  const panelId = useId();
  useEffect(() => {
    void dispatch(fetchNotificationPolicy());
  }, [dispatch]);
  if (!policy) return null;
  const pending = policy.summary.pending_requests_count;
  const toggle = (panel: "settings" | "requests") =>
    setOpen(open === panel ? null : panel);
  return (
    <Panel>
      <Bar>
        {pending > 0 && (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open === "requests"}
            aria-controls={panelId}
            onClick={() => toggle("requests")}
          >
            <FormattedMessage
              id="notifications.policy.requests"
              defaultMessage="Filtered notifications ({count, number})"
              values={{ count: pending }}
            />
          </Button>
        )}
        <Button
          variant="link"
          size="sm"
          aria-expanded={open === "settings"}
          aria-controls={panelId}
          onClick={() => toggle("settings")}
        >
          <FormattedMessage
            id="notifications.policy.settings"
            defaultMessage="Filter settings"
          />
        </Button>
      </Bar>
      <div id={panelId}>
        {open === "settings" && <PolicySettings policy={policy} />}
        {open === "requests" && <NotificationRequests />}
      </div>
    </Panel>
  );
}

function PolicySettings({ policy }: { policy: NotificationPolicy }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const baseId = useId();
  return (
    <Settings>
      {CASES.map((name) => (
        <Field key={name}>
          <label htmlFor={`${baseId}-${name}`}>
            {intl.formatMessage(cases[name])}
          </label>
          <select
            id={`${baseId}-${name}`}
            value={policy[name]}
            onChange={(event) => {
              const value = ACTIONS.find((a) => a === event.target.value);
              if (value)
                void dispatch(updateNotificationPolicy({ [name]: value }));
            }}
          >
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {intl.formatMessage(actions[action])}
              </option>
            ))}
          </select>
        </Field>
      ))}
    </Settings>
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

const Settings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
