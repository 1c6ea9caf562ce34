import { useId, useState } from "react";
import { FormattedDate, useIntl } from "react-intl";
import styled from "styled-components";
import type { PaymentOption } from "../../api/schemas/accountExtensions";
import { Button } from "../../components/Button";
import { FormError, SelectField } from "../../components/FormControls";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import {
  selectInvoiceIds,
  selectSubscriptionEnd,
} from "../../store/paidSubscriptions/selectors";
import {
  fetchSubscription,
  subscribe,
} from "../../store/paidSubscriptions/thunks";
import { useRequest } from "../../store/useRequest";
import { InvoiceCard } from "./InvoiceCard";
import {
  MONTH_SECONDS,
  subscriptionMessages as messages,
  toXmr,
} from "./subscriptionMessages";

const MONTHS = [1, 3, 6, 12];

export interface SubscriptionDialogProps {
  accountId: string;
  option: PaymentOption & { chain_id: string; price: number };
  onClose: () => void;
}

/**
 * Subscribing to an author (Mitra): the price a month, for how long, and
 * the invoice to pay, whose state is followed until it settles.
 */
export function SubscriptionDialog({
  accountId,
  option,
  onClose,
}: SubscriptionDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const durationId = useId();
  const [months, setMonths] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRequest(fetchSubscription, { recipientId: accountId });
  const end = useAppSelector((state) =>
    selectSubscriptionEnd(state, accountId),
  );
  const invoiceIds = useAppSelector((state) =>
    selectInvoiceIds(state, accountId),
  );
  const xmr = (atomic: number) =>
    intl.formatNumber(toXmr(atomic), { maximumFractionDigits: 12 });
  const send = async () => {
    setBusy(true);
    setError(null);
    const outcome = await dispatch(
      subscribe({
        recipientId: accountId,
        chainId: option.chain_id,
        amount: option.price * MONTH_SECONDS * months,
      }),
    );
    setBusy(false);
    if (subscribe.rejected.match(outcome))
      setError(outcome.payload?.message ?? "");
  };
  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onClose}>
      <Body>
        {request.phase === "loading" && end === undefined && <Spinner />}
        {end && (
          <p>
            {intl.formatMessage(messages.until, {
              date: <FormattedDate value={end} dateStyle="long" />,
            })}
          </p>
        )}
        <Price>
          {intl.formatMessage(messages.price, {
            amount: xmr(option.price * MONTH_SECONDS),
          })}
        </Price>
        <Row>
          <label htmlFor={durationId}>
            {intl.formatMessage(messages.duration)}
          </label>
          <SelectField
            id={durationId}
            value={months}
            onChange={(event) => setMonths(Number(event.target.value))}
          >
            {MONTHS.map((count) => (
              <option key={count} value={count}>
                {intl.formatMessage(messages.months, { count })}
              </option>
            ))}
          </SelectField>
          <Button loading={busy} onClick={() => void send()}>
            {intl.formatMessage(messages.subscribe)}
          </Button>
        </Row>
        {error !== null && <FormError role="alert">{error}</FormError>}
        {invoiceIds.length > 0 && (
          <Invoices>
            {invoiceIds.map((id) => (
              <InvoiceCard key={id} id={id} />
            ))}
          </Invoices>
        )}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  p {
    margin: 0;
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Invoices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
