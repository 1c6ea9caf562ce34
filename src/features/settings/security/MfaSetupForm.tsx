import { useState, type SyntheticEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import type { MfaSetup } from "../../../api/schemas/mfa";
import { Button } from "../../../components/Button";
import { QrCode } from "../../../components/QrCode";
import { TextField } from "../TextField";
import { useAppSelector } from "../../../store/hooks";
import { selectSupports } from "../../../store/instance/selectors";
import { confirmMfa } from "../../../store/security/thunks";
import { FormButtons, FormReasons, SettingsForm } from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import { securityMessages } from "./securityMessages";
import { CurrentPasswordField } from "../CurrentPasswordField";

/** The key in groups of four, as authenticator apps show keys typed in. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export interface MfaSetupFormProps {
  setup: MfaSetup;
  /** TOTP is on; these recovery codes (maybe none) are to be shown. */
  onEnabled: (codes: readonly string[]) => void;
}

/**
 * The new key to add to an authenticator app (typed in, or opened in the
 * app from its otpauth link), then a code from the app, with the password
 * where the family asks for it, to turn it on; the recovery codes follow.
 */
export function MfaSetupForm({ setup, onEnabled }: MfaSetupFormProps) {
  const intl = useIntl();
  const needsPassword = useAppSelector((state) =>
    selectSupports(state, "manageMfaRequiresPassword"),
  );
  const form = useSettingsForm(confirmMfa, ["code", "password"]);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    const arg = { code: code.trim(), ...(needsPassword ? { password } : {}) };
    const outcome = await form.submit(arg);
    if (outcome) onEnabled(outcome.value.codes);
  };
  const { byField, rest } = form.errors;
  // A refusal naming no field is about the code (Pleroma's "invalid_token").
  const codeError = byField.code ?? rest[0];
  return (
    <SettingsForm onSubmit={(event) => void send(event)}>
      <p>
        <FormattedMessage
          id="security.mfa.scan"
          defaultMessage="Add this key to your authenticator app, then type the code it shows."
        />
      </p>
      <KeyAndCode>
        <QrCode
          value={setup.uri}
          label={intl.formatMessage({
            id: "security.mfa.qrCode",
            defaultMessage: "QR code of the key, for your authenticator app",
          })}
        />
        <div>
          <Key translate="no">{grouped(setup.secret)}</Key>
          <a href={setup.uri}>
            <FormattedMessage
              id="security.mfa.openApp"
              defaultMessage="Open in authenticator app"
            />
          </a>
        </div>
      </KeyAndCode>
      <TextField
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        label={<FormattedMessage {...securityMessages.code} />}
        value={code}
        error={codeError}
        onChange={(event) => setCode(event.target.value)}
      />
      {needsPassword && (
        <CurrentPasswordField
          value={password}
          error={byField.password}
          onChange={setPassword}
        />
      )}
      <FormReasons messages={rest.slice(byField.code ? 0 : 1)} />
      <FormButtons>
        <Button type="submit" loading={form.busy}>
          <FormattedMessage id="security.mfa.turnOn" defaultMessage="Turn on" />
        </Button>
      </FormButtons>
    </SettingsForm>
  );
}

/** The code beside the key on wide screens, above it on phones. */
const KeyAndCode = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  > div {
    display: flex;
    flex: 1 1 12rem;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Key = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;
