import { useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../../components/Button";
import { TextField } from "../TextField";
import { changeEmail } from "../../../store/security/thunks";
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

/** A new e-mail address, with the current password (spec 02 section 5). */
export function EmailForm() {
  const form = useSettingsForm(changeEmail, ["email", "password"], {
    new_email: "email",
  });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (await form.submit({ email: email.trim(), password })) setPassword("");
  };
  const { byField, rest } = form.errors;
  return (
    <SettingsSection
      title={<FormattedMessage {...securityMessages.changeEmail} />}
    >
      <SettingsForm onSubmit={(event) => void send(event)}>
        <TextField
          type="email"
          autoComplete="email"
          required
          label={
            <FormattedMessage
              id="security.email.new"
              defaultMessage="New e-mail address"
            />
          }
          value={email}
          error={byField.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <CurrentPasswordField
          value={password}
          error={byField.password}
          onChange={setPassword}
        />
        <FormReasons messages={rest} />
        <FormButtons>
          <Button type="submit" loading={form.busy}>
            <FormattedMessage {...securityMessages.changeEmail} />
          </Button>
          {form.done && (
            <FormOutcome role="status">
              <FormattedMessage
                id="security.email.done"
                defaultMessage="Saved. If the server sends you a link, follow it to confirm the address."
              />
            </FormOutcome>
          )}
        </FormButtons>
      </SettingsForm>
    </SettingsSection>
  );
}
