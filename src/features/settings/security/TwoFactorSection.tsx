import { useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import type { MfaSetup } from "../../../api/schemas/mfa";
import { Button } from "../../../components/Button";
import { Message } from "../../../components/Message";
import { Spinner } from "../../../components/Spinner";
import { TextField } from "../TextField";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { selectSupports } from "../../../store/instance/selectors";
import { selectMfaStatus } from "../../../store/security/selectors";
import {
  disableMfa,
  fetchMfaStatus,
  renewBackupCodes,
  startMfaSetup,
} from "../../../store/security/thunks";
import { useRequest } from "../../../store/useRequest";
import {
  FormButtons,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import { MfaSetupForm } from "./MfaSetupForm";
import { RecoveryCodes } from "./RecoveryCodes";
import { securityMessages } from "./securityMessages";
import { rejectionReason } from "../../../store/failure";

/**
 * Two-factor sign-in (where `manageMfa`): whether it is on; set up with a
 * new key and a code; turned off with the password (or a code where
 * `disableMfaWithCode`); new recovery codes where the family hands them out.
 */
export function TwoFactorSection() {
  const request = useRequest(fetchMfaStatus, undefined);
  const status = useAppSelector(selectMfaStatus);
  // Kept here: the set-up form goes once TOTP is on, its codes stay in view.
  const [codes, setCodes] = useState<readonly string[]>([]);
  let body;
  if (status !== null) {
    body = status.enabled ? <MfaOn /> : <MfaOff onEnabled={setCodes} />;
  } else if (request.phase === "failed") {
    body = (
      <Message onRetry={request.retry} failure={request.failure}>
        {request.failure?.message}
      </Message>
    );
  } else {
    body = <Spinner />;
  }
  return (
    <SettingsSection
      title={
        <FormattedMessage
          id="security.mfa.title"
          defaultMessage="Two-factor sign-in"
        />
      }
    >
      <RecoveryCodes codes={codes} />
      {body}
    </SettingsSection>
  );
}

function MfaOff({
  onEnabled,
}: {
  onEnabled: (codes: readonly string[]) => void;
}) {
  const dispatch = useAppDispatch();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (setup !== null)
    return <MfaSetupForm setup={setup} onEnabled={onEnabled} />;
  const begin = async () => {
    setBusy(true);
    setError(null);
    const outcome = await dispatch(startMfaSetup());
    setBusy(false);
    if (startMfaSetup.fulfilled.match(outcome)) setSetup(outcome.payload);
    else setError(rejectionReason(outcome));
  };
  return (
    <>
      <p>
        <FormattedMessage
          id="security.mfa.off"
          defaultMessage="Off: your password alone signs you in."
        />
      </p>
      <FormReasons messages={error ? [error] : []} />
      <FormButtons>
        <Button loading={busy} onClick={() => void begin()}>
          <FormattedMessage id="security.mfa.setUp" defaultMessage="Set up" />
        </Button>
      </FormButtons>
    </>
  );
}

function MfaOn() {
  const withCode = useAppSelector((state) =>
    selectSupports(state, "disableMfaWithCode"),
  );
  const hasCodes = useAppSelector((state) =>
    selectSupports(state, "manageMfaBackupCodes"),
  );
  const form = useSettingsForm(disableMfa, ["password", "code"]);
  const codes = useSettingsForm(renewBackupCodes, []);
  const [proof, setProof] = useState("");
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    void form.submit(withCode ? { code: proof.trim() } : { password: proof });
  };
  const field = withCode ? "code" : "password";
  return (
    <>
      <p>
        <FormattedMessage
          id="security.mfa.on"
          defaultMessage="On: signing in also asks for a code from your authenticator app."
        />
      </p>
      {hasCodes && (
        <FormButtons>
          <Button
            variant="secondary"
            loading={codes.busy}
            onClick={() => void codes.submit(undefined)}
          >
            <FormattedMessage
              id="security.mfa.newCodes"
              defaultMessage="New recovery codes"
            />
          </Button>
          <FormReasons messages={codes.errors.rest} />
        </FormButtons>
      )}
      {codes.done && <RecoveryCodes codes={codes.done.value.codes} />}
      <SettingsForm onSubmit={send}>
        <TextField
          type={withCode ? "text" : "password"}
          autoComplete={withCode ? "one-time-code" : "current-password"}
          required
          label={
            <FormattedMessage
              {...(withCode
                ? securityMessages.code
                : securityMessages.currentPassword)}
            />
          }
          value={proof}
          error={form.errors.byField[field]}
          onChange={(event) => setProof(event.target.value)}
        />
        <FormReasons messages={form.errors.rest} />
        <FormButtons>
          <Button type="submit" variant="danger" loading={form.busy}>
            <FormattedMessage {...securityMessages.turnOff} />
          </Button>
        </FormButtons>
      </SettingsForm>
    </>
  );
}
