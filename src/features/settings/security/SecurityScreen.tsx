import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ColumnHeader } from "../../../components/ColumnHeader";
import { Message } from "../../../components/Message";
import { firstScreenPainted } from "../../../components/startup";
import { useDocumentTitle } from "../../../components/useDocumentTitle";
import { useAppSelector } from "../../../store/hooks";
import { selectFeatures } from "../../../store/instance/selectors";
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
  const intl = useIntl();
  const title = intl.formatMessage({
    id: "security.title",
    defaultMessage: "Security",
  });
  useDocumentTitle(title);
  const features = useAppSelector(selectFeatures);
  useEffect(() => {
    firstScreenPainted();
  }, []);
  const any =
    features.changePassword ||
    features.changeEmail ||
    features.manageMfa ||
    features.sessions;
  return (
    <section aria-label={title}>
      <ColumnHeader title={title} />
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
    </section>
  );
}
