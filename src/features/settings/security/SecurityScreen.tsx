import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Message } from "../../../components/Message";
import { firstScreenPainted } from "../../../components/startup";
import { useAppSelector } from "../../../store/hooks";
import { selectFeatures } from "../../../store/instance/selectors";
import { SettingsPage } from "../SettingsPage";
import { SECTION_SHOWN } from "../settingsSections";
import "./actionLabels";
import { EmailForm } from "./EmailForm";
import { PasswordForm } from "./PasswordForm";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";

/**
 * `/settings/security`: password, e-mail, two-factor sign-in and the
 * signed-in sessions, each where the server's API has it.
 */
export function SecurityScreen() {
  const features = useAppSelector(selectFeatures);
  useEffect(() => {
    firstScreenPainted();
  }, []);
  const any = SECTION_SHOWN.security?.(features) ?? true;
  return (
    <SettingsPage section="security">
      {features.changePassword && <PasswordForm />}
      {features.changeEmail && <EmailForm />}
      {features.manageMfa && <TwoFactorSection />}
      {features.sessions && <SessionsSection />}
      {!any && (
        <Message>
          <FormattedMessage
            id="security.unavailable"
            defaultMessage="Your server keeps these settings on its own website."
          />
        </Message>
      )}
    </SettingsPage>
  );
}
