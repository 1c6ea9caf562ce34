import { useEffect, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import styled from "styled-components";
import { Message } from "../../../components/Message";
import { Spinner } from "../../../components/Spinner";
import { firstScreenPainted } from "../../../components/startup";
import { fetchOwnAccount } from "../../../store/accounts/thunks";
import { useAppSelector } from "../../../store/hooks";
import { selectFeatures } from "../../../store/instance/selectors";
import { selectInteractionPolicyDefaults } from "../../../store/interactionPolicies/selectors";
import { fetchInteractionPolicyDefaults } from "../../../store/interactionPolicies/thunks";
import {
  selectNotificationPolicy,
  selectPolicyEdition,
} from "../../../store/notifications/selectors";
import { fetchNotificationPolicy } from "../../../store/notifications/thunks";
import { selectNotificationSettings } from "../../../store/profile/selectors";
import { useRequest, type RequestState } from "../../../store/useRequest";
import { SettingsPage } from "../SettingsPage";
import { InteractionPoliciesForm } from "./InteractionPoliciesForm";
import { PolicyForm } from "./PolicyForm";
import { StrangersForm } from "./StrangersForm";

/**
 * `/settings/notifications`: who may reach the member and how, each part
 * where the server has it: Pleroma's notification settings, Mastodon's
 * notification policy (v2, or v1 where only it exists) and GoToSocial's
 * default interaction policies. Each part loads afresh on opening.
 */
export function NotificationSettingsScreen() {
  const features = useAppSelector(selectFeatures);
  const edition = useAppSelector(selectPolicyEdition);
  useEffect(() => {
    firstScreenPainted();
  }, []);
  return (
    <SettingsPage section="notifications">
      <Stack>
        {features.muteStrangers && <Strangers />}
        {edition && <Policy />}
        {features.interactionPolicyDefaults && <InteractionPolicies />}
      </Stack>
    </SettingsPage>
  );
}

function Strangers() {
  const request = useRequest(fetchOwnAccount, undefined);
  const saved = useAppSelector(selectNotificationSettings);
  return (
    <Loaded request={request} ready={saved !== null}>
      {saved && <StrangersForm saved={saved} />}
    </Loaded>
  );
}

function Policy() {
  const request = useRequest(fetchNotificationPolicy, undefined);
  const saved = useAppSelector(selectNotificationPolicy);
  const edition = useAppSelector(selectPolicyEdition);
  return (
    <Loaded request={request} ready={saved !== null}>
      {saved && edition && <PolicyForm saved={saved} edition={edition} />}
    </Loaded>
  );
}

function InteractionPolicies() {
  const request = useRequest(fetchInteractionPolicyDefaults, undefined);
  const saved = useAppSelector(selectInteractionPolicyDefaults);
  return (
    <Loaded request={request} ready={saved !== null}>
      {saved && <InteractionPoliciesForm saved={saved} />}
    </Loaded>
  );
}

/** A part's form once its data is in: a spinner before, the failure with a retry. */
function Loaded({
  request,
  ready,
  children,
}: {
  request: RequestState;
  ready: boolean;
  children: ReactNode;
}) {
  if (request.phase === "failed")
    return (
      <Message onRetry={request.retry} failure={request.failure}>
        <FormattedMessage
          id="settings.loadFailed"
          defaultMessage="Your settings could not be loaded."
        />
      </Message>
    );
  if (request.phase === "loading" || !ready) return <Spinner />;
  return children;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  max-inline-size: 48rem;
`;
