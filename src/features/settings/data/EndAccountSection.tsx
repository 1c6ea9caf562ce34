import { useState, type SyntheticEvent } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router-dom";
import { Button } from "../../../components/Button";
import { DialogButtons } from "../../../components/ConfirmDialog";
import { Modal } from "../../../components/Modal";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { selectFeatures } from "../../../store/instance/selectors";
import { endAccount } from "../../../store/accountData/thunks";
import { signOut } from "../../../store/session/signInThunks";
import {
  FormButtons,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "../SettingsSection";
import { useSettingsForm } from "../useSettingsForm";
import { CurrentPasswordField } from "../CurrentPasswordField";

type How = "disable" | "delete";

const TITLES = {
  disable: (
    <FormattedMessage id="data.end.disable" defaultMessage="Disable account" />
  ),
  delete: (
    <FormattedMessage id="data.end.delete" defaultMessage="Delete account" />
  ),
};

const LOSSES = {
  disable: (
    <FormattedMessage
      id="data.end.disableBody"
      defaultMessage="Your profile and posts are hidden and you are signed out everywhere. Only an administrator can turn the account on again."
    />
  ),
  delete: (
    <FormattedMessage
      id="data.end.deleteBody"
      defaultMessage="Your posts, media, followers, follows, lists and profile are deleted for good, and other servers are asked to forget them. This cannot be undone."
    />
  ),
};

/**
 * Disabling (where `disableAccount`) and deleting (where `deleteAccount`):
 * each behind a dialog that says what is lost and asks for the password.
 * Once the server has done it, the token no longer works: the member is
 * signed out and sent to the start.
 */
export function EndAccountSection() {
  const features = useAppSelector(selectFeatures);
  const [open, setOpen] = useState<How | null>(null);
  const ways = (["disable", "delete"] as const).filter((how) =>
    how === "disable" ? features.disableAccount : features.deleteAccount,
  );
  if (ways.length === 0) return null;
  return (
    <SettingsSection
      title={
        <FormattedMessage
          id="data.end.title"
          defaultMessage="Close the account"
        />
      }
    >
      <FormButtons>
        {ways.map((how) => (
          <Button key={how} variant="danger" onClick={() => setOpen(how)}>
            {TITLES[how]}
          </Button>
        ))}
      </FormButtons>
      {open && <EndAccountDialog how={open} onClose={() => setOpen(null)} />}
    </SettingsSection>
  );
}

function EndAccountDialog({ how, onClose }: { how: How; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useSettingsForm(endAccount, ["password"]);
  const [password, setPassword] = useState("");
  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!(await form.submit({ how, password }))) return;
    await dispatch(signOut());
    void navigate("/");
  };
  return (
    <Modal title={TITLES[how]} onClose={onClose} size="sm">
      <SettingsForm onSubmit={(event) => void send(event)}>
        <p>{LOSSES[how]}</p>
        <CurrentPasswordField
          value={password}
          error={form.errors.byField.password}
          onChange={setPassword}
        />
        <FormReasons messages={form.errors.rest} />
        <DialogButtons>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage
              id="account.confirm.cancel"
              defaultMessage="Cancel"
            />
          </Button>
          <Button type="submit" variant="danger" loading={form.busy}>
            {TITLES[how]}
          </Button>
        </DialogButtons>
      </SettingsForm>
    </Modal>
  );
}
