import { useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import type { NotificationSettings } from "../../../api/schemas/credentialAccount";
import { Button } from "../../../components/Button";
import { Check, Checks } from "../../../components/Form.styles";
import { updateNotificationSettings } from "../../../store/profile/thunks";
import {
  FormButtons,
  FormOutcome,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import { messages } from "./notificationSettingsMessages";

const SETTINGS = [
  ["block_from_strangers", messages.blockStrangers],
  ["hide_notification_contents", messages.hideContents],
] as const;

/** Pleroma's notification settings (where `muteStrangers`), as verify_credentials last told them. */
export function StrangersForm({ saved }: { saved: NotificationSettings }) {
  const form = useSettingsForm(updateNotificationSettings, []);
  const [settings, setSettings] = useState(saved);
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    void form.submit(settings);
  };
  return (
    <SettingsSection title={<FormattedMessage {...messages.strangersTitle} />}>
      <SettingsForm onSubmit={send}>
        <Checks>
          {SETTINGS.map(([name, label]) => (
            <Check key={name}>
              <input
                type="checkbox"
                name={name}
                checked={settings[name]}
                onChange={(event) =>
                  setSettings({ ...settings, [name]: event.target.checked })
                }
              />
              <FormattedMessage {...label} />
            </Check>
          ))}
        </Checks>
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
