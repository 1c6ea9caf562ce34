import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../../components/Button";
import { TextField } from "../TextField";
import { changePassword } from "../../../store/security/thunks";
import {
  FormButtons,
  FormOutcome,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import { securityMessages } from "./securityMessages";
import { CurrentPasswordField } from "../CurrentPasswordField";

const FIELDS = ["password", "new_password", "new_password_confirmation"];

/**
 * The current password, the new one and the new one again: the form checks
 * the two agree (and sends both where the family wants them); the server's
 * refusal of the current password shows beside that field.
 */
export function PasswordForm() {
  const intl = useIntl();
  const form = useSettingsForm(changePassword, FIELDS, {
    old_password: "password",
  });
  const [password, setPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (newPassword !== confirmation) {
      form.refuse(
        "new_password_confirmation",
        intl.formatMessage({
          id: "security.password.mismatch",
          defaultMessage: "The two new passwords differ.",
        }),
      );
      return;
    }
    const changed = await form.submit({
      password,
      newPassword,
      newPasswordConfirmation: confirmation,
    });
    if (changed) {
      setPassword("");
      setNewPassword("");
      setConfirmation("");
    }
  };
  const { byField, rest } = form.errors;
  return (
    <SettingsSection
      title={<FormattedMessage {...securityMessages.changePassword} />}
    >
      <SettingsForm onSubmit={(event) => void send(event)}>
        <CurrentPasswordField
          value={password}
          error={byField.password}
          onChange={setPassword}
        />
        <TextField
          type="password"
          autoComplete="new-password"
          required
          label={
            <FormattedMessage
              id="security.password.new"
              defaultMessage="New password"
            />
          }
          value={newPassword}
          error={byField.new_password}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <TextField
          type="password"
          autoComplete="new-password"
          required
          label={
            <FormattedMessage
              id="security.password.confirm"
              defaultMessage="New password again"
            />
          }
          value={confirmation}
          error={byField.new_password_confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <FormReasons messages={rest} />
        <FormButtons>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage {...securityMessages.changePassword} />
          </Button>
          {form.done !== null && (
            <FormOutcome role="status">
              <FormattedMessage
                id="security.password.done"
                defaultMessage="Password changed."
              />
            </FormOutcome>
          )}
        </FormButtons>
      </SettingsForm>
    </SettingsSection>
  );
}
