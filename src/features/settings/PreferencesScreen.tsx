import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Message } from "../../components/Message";
import { Spinner } from "../../components/Spinner";
import { fetchOwnAccount } from "../../store/accounts/thunks";
import { useAppSelector } from "../../store/hooks";
import { selectProfileSource } from "../../store/profile/selectors";
import { useRequest } from "../../store/useRequest";
import { LocalPreferencesForm } from "./LocalPreferencesForm";
import { PostingDefaultsForm } from "./PostingDefaultsForm";
import { SettingsPage } from "./SettingsPage";

/**
 * `/settings/preferences`: the posting defaults the server keeps (read
 * again on opening), and what this browser keeps for the account.
 */
export function PreferencesScreen() {
  const { phase, failure, retry } = useRequest(fetchOwnAccount, undefined);
  const source = useAppSelector(selectProfileSource);
  return (
    <SettingsPage section="preferences">
      <Stack>
        {phase === "failed" ? (
          <Message onRetry={retry} failure={failure}>
            <FormattedMessage
              id="settings.loadFailed"
              defaultMessage="Your settings could not be loaded."
            />
          </Message>
        ) : phase === "loading" || !source ? (
          <Spinner />
        ) : (
          <PostingDefaultsForm source={source} />
        )}
        <LocalPreferencesForm />
      </Stack>
    </SettingsPage>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-inline-size: 48rem;
`;
