import { useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../../components/Button";
import { TextField } from "../TextField";
import { moveAccount } from "../../../store/accountData/thunks";
import {
  FormButtons,
  FormOutcome,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import { CurrentPasswordField } from "../CurrentPasswordField";

/**
 * Moves the followers to another account (where `accountMoving`), which
 * must list this one among its aliases; with the current password.
 */
export function MoveForm() {
  const form = useSettingsForm(moveAccount, ["target_account", "password"]);
  const [target, setTarget] = useState("");
  const [password, setPassword] = useState("");
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    const target_ = target.trim().replace(/^@/, "");
    if (await form.submit({ target: target_, password })) setPassword("");
  };
  const { byField, rest } = form.errors;
  const title = (
    <FormattedMessage
      id="data.move.title"
      defaultMessage="Move to another account"
    />
  );
  return (
    <SettingsSection
      title={title}
      description={
        <FormattedMessage
          id="data.move.hint"
          defaultMessage="Your followers move to the new account, which must list this one among its aliases. Your posts stay here."
        />
      }
    >
      <SettingsForm onSubmit={(event) => void send(event)}>
        <TextField
          required
          autoCapitalize="none"
          spellCheck={false}
          label={
            <FormattedMessage
              id="data.move.target"
              defaultMessage="New account (user@domain)"
            />
          }
          value={target}
          error={byField.target_account}
          onChange={(event) => setTarget(event.target.value)}
        />
        <CurrentPasswordField
          value={password}
          error={byField.password}
          onChange={setPassword}
        />
        <FormReasons messages={rest} />
        <FormButtons>
          <Button type="submit" variant="danger" loading={form.busy}>
            {title}
          </Button>
          {form.done && (
            <FormOutcome role="status">
              <FormattedMessage
                id="data.move.done"
                defaultMessage="Moved. Your followers now follow the new account."
              />
            </FormOutcome>
          )}
        </FormButtons>
      </SettingsForm>
    </SettingsSection>
  );
}
