import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type {
  NotificationPolicyCase,
  PolicyEdition,
} from "../../../api/endpoints/notifications";
import type { NotificationPolicy } from "../../../api/schemas/notificationPolicy";
import { Button } from "../../../components/Button";
import { updateNotificationPolicy } from "../../../store/notifications/thunks";
import { SelectField } from "../SelectField";
import {
  FormButtons,
  FormOutcome,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import {
  actionMessages,
  caseMessages,
  messages,
} from "./notificationSettingsMessages";

const CASES = Object.keys(caseMessages) as NotificationPolicyCase[];
type Action = NotificationPolicy[NotificationPolicyCase];

/**
 * What each edition of the API can say: v1 filters or not, and has no case
 * for accounts limited by moderators.
 */
const EDITIONS: Record<
  PolicyEdition,
  { cases: readonly NotificationPolicyCase[]; actions: readonly Action[] }
> = {
  v2: { cases: CASES, actions: ["accept", "filter", "drop"] },
  v1: {
    cases: CASES.filter((c) => c !== "for_limited_accounts"),
    actions: ["accept", "filter"],
  },
};

export interface PolicyFormProps {
  saved: NotificationPolicy;
  edition: PolicyEdition;
}

/** Mastodon's notification policy: for each kind of stranger, show, filter or ignore. */
export function PolicyForm({ saved, edition }: PolicyFormProps) {
  const intl = useIntl();
  const { cases, actions } = EDITIONS[edition];
  const form = useSettingsForm(updateNotificationPolicy, cases);
  const [policy, setPolicy] = useState(saved);
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(cases.map((c) => [c, policy[c]]));
    void form.submit(changes);
  };
  const options = actions.map((action) => ({
    value: action,
    label: intl.formatMessage(actionMessages[action]),
  }));
  return (
    <SettingsSection title={<FormattedMessage {...messages.policyTitle} />}>
      <SettingsForm onSubmit={send}>
        {cases.map((name) => (
          <SelectField
            key={name}
            name={name}
            label={intl.formatMessage(caseMessages[name])}
            options={options}
            // A v1 server may answer "drop" for a case set elsewhere; it reads as filtering.
            value={actions.includes(policy[name]) ? policy[name] : "filter"}
            error={form.errors.byField[name]}
            onChange={(event) => {
              const value = actions.find((a) => a === event.target.value);
              if (value) setPolicy({ ...policy, [name]: value });
            }}
          />
        ))}
        <FormReasons messages={form.errors.rest} />
        <FormButtons>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage {...messages.save} />
          </Button>
          {form.done && (
            <FormOutcome role="status">
              <FormattedMessage {...messages.saved} />
            </FormOutcome>
          )}
        </FormButtons>
      </SettingsForm>
    </SettingsSection>
  );
}
