import { FormattedMessage } from "react-intl";
import { Message } from "../../components/Message";
import { Spinner } from "../../components/Spinner";
import { fetchOwnAccount } from "../../store/accounts/thunks";
import { useAppSelector } from "../../store/hooks";
import { selectProfileSource } from "../../store/profile/selectors";
import { selectSignedInAccount } from "../../store/session/selectors";
import { useRequest } from "../../store/useRequest";
import { ProfileForm } from "./ProfileForm";
import { SettingsPage } from "./SettingsPage";

/**
 * `/settings/profile`: the member's profile as the server has it now (read
 * again on opening, since the bio and fields as typed come only with
 * verify_credentials), edited with a preview of the card.
 */
export function ProfileScreen() {
  const { phase, failure, retry } = useRequest(fetchOwnAccount, undefined);
  const account = useAppSelector(selectSignedInAccount);
  const source = useAppSelector(selectProfileSource);
  return (
    <SettingsPage section="profile">
      {phase === "failed" ? (
        <Message onRetry={retry} failure={failure}>
          <FormattedMessage
            id="settings.loadFailed"
            defaultMessage="Your settings could not be loaded."
          />
        </Message>
      ) : phase === "loading" || !account ? (
        <Spinner />
      ) : (
        <ProfileForm key={account.id} account={account} source={source} />
      )}
    </SettingsPage>
  );
}
