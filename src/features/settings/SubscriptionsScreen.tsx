import { useState, type SyntheticEvent } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { Message } from "../../components/Message";
import { Spinner } from "../../components/Spinner";
import { selectAccountById } from "../../store/accounts/selectors";
import { useAppSelector } from "../../store/hooks";
import {
  selectOwnSubscriptionOptions,
  selectSubscribers,
} from "../../store/paidSubscriptions/selectors";
import {
  fetchOwnSubscriptions,
  saveSubscriptionOption,
} from "../../store/paidSubscriptions/thunks";
import { useRequest } from "../../store/useRequest";
import { SettingsPage } from "./SettingsPage";
import {
  FormButtons,
  FormOutcome,
  FormReasons,
  SettingsForm,
  SettingsSection,
} from "./SettingsSection";
import { TextField } from "./TextField";
import { useSettingsForm } from "./useSettingsForm";

/** 10^12 piconero to the XMR; Mitra's price is per second. */
const PER_MONTH = (30 * 24 * 3600) / 1e12;

function Subscriber({ accountId, end }: { accountId: string; end: string }) {
  const account = useAppSelector((state) =>
    selectAccountById(state, accountId),
  );
  const handle = "@" + (account?.acct ?? accountId);
  return (
    <li>
      <span>{handle}</span>
      <FormattedDate value={end} dateStyle="medium" />
    </li>
  );
}

/**
 * `/settings/subscriptions` (gate `subscriptions`, Mitra): the member's
 * price a month in Monero and the address paid to, and who subscribes
 * until when.
 */
export function SubscriptionsScreen() {
  const intl = useIntl();
  const request = useRequest(fetchOwnSubscriptions, undefined);
  const options = useAppSelector(selectOwnSubscriptionOptions);
  const subscribers = useAppSelector(selectSubscribers);
  const form = useSettingsForm(saveSubscriptionOption, [
    "price",
    "payout_address",
  ]);
  const current = options?.find((o) => o.type === "monero");
  const [price, setPrice] = useState<string | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const shownPrice =
    price ?? (current?.price != null ? String(current.price * PER_MONTH) : "");
  const shownAddress = address ?? current?.payout_address ?? "";
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    void form.submit({
      chain_id: current?.chain_id ?? null,
      price: Math.max(1, Math.round(Number(shownPrice) / PER_MONTH)),
      payout_address: shownAddress.trim(),
    });
  };
  if (options === null || subscribers === null)
    return (
      <SettingsPage section="subscriptions">
        {request.phase === "failed" ? (
          <Message onRetry={request.retry} failure={request.failure}>
            {request.failure?.message}
          </Message>
        ) : (
          <Spinner />
        )}
      </SettingsPage>
    );
  return (
    <SettingsPage section="subscriptions">
      <SettingsSection
        title={
          <FormattedMessage
            id="subscriptions.settings.terms"
            defaultMessage="Your terms"
          />
        }
      >
        <SettingsForm onSubmit={send}>
          <TextField
            required
            type="number"
            min="0"
            step="any"
            label={
              <FormattedMessage
                id="subscriptions.settings.price"
                defaultMessage="Price a month (XMR)"
              />
            }
            value={shownPrice}
            error={form.errors.byField.price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <TextField
            required
            autoCapitalize="none"
            spellCheck={false}
            label={
              <FormattedMessage
                id="subscriptions.settings.address"
                defaultMessage="Monero address paid to"
              />
            }
            value={shownAddress}
            error={form.errors.byField.payout_address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <FormReasons messages={form.errors.rest} />
          <FormButtons>
            <Button type="submit" loading={form.busy}>
              {intl.formatMessage({
                id: "compose.form.save",
                defaultMessage: "Save",
              })}
            </Button>
            {form.done && (
              <FormOutcome role="status">
                <FormattedMessage
                  id="subscriptions.settings.saved"
                  defaultMessage="Saved."
                />
              </FormOutcome>
            )}
          </FormButtons>
        </SettingsForm>
      </SettingsSection>
      <SettingsSection
        title={
          <FormattedMessage
            id="subscriptions.settings.subscribers"
            defaultMessage="Subscribers"
          />
        }
      >
        {subscribers.length === 0 ? (
          <FormattedMessage
            id="subscriptions.settings.none"
            defaultMessage="No one subscribes yet."
          />
        ) : (
          <People>
            {subscribers.map((s) => (
              <Subscriber
                key={s.account_id}
                accountId={s.account_id}
                end={s.expires_at}
              />
            ))}
          </People>
        )}
      </SettingsSection>
    </SettingsPage>
  );
}

const People = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.xs};
  }
`;
