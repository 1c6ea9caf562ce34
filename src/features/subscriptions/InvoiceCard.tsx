import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/Button";
import { RelativeTime } from "../../components/RelativeTime";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { selectInvoice } from "../../store/paidSubscriptions/selectors";
import { PENDING_INVOICE_STATES } from "../../store/paidSubscriptions/state";
import {
  cancelInvoice,
  fetchInvoice,
} from "../../store/paidSubscriptions/thunks";
import {
  invoiceStateMessages,
  subscriptionMessages as messages,
  toXmr,
} from "./subscriptionMessages";

/** How often a pending invoice is asked for again. */
const POLL_MS = 5000;

/** One invoice: what to pay and where while it is open, then its state as it moves on. */
export function InvoiceCard({ id }: { id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const invoice = useAppSelector((state) => selectInvoice(state, id));
  const pending =
    invoice !== undefined && PENDING_INVOICE_STATES.has(invoice.status);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      void dispatch(fetchInvoice({ id }));
    }, POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [dispatch, id, pending]);
  if (!invoice) return null;
  const amount = intl.formatNumber(toXmr(invoice.amount), {
    maximumFractionDigits: 12,
  });
  return (
    <Card>
      <Status role="status" data-state={invoice.status}>
        {intl.formatMessage(invoiceStateMessages[invoice.status])}
      </Status>
      {invoice.status === "open" && (
        <>
          <p>{intl.formatMessage(messages.payTo, { amount })}</p>
          <Address>{invoice.payment_address}</Address>
          {invoice.expires_at && (
            <Muted>
              <FormattedMessage
                {...messages.expires}
                values={{
                  time: (
                    <RelativeTime key="time" date={invoice.expires_at} ahead />
                  ),
                }}
              />
            </Muted>
          )}
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void dispatch(cancelInvoice({ id }))}
            >
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

const Status = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Address = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  user-select: all;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
