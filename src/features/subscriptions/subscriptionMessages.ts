import { defineMessages, type MessageDescriptor } from "react-intl";
import type { InvoiceStatus } from "../../api/schemas/paidSubscription";
import { registerActionLabels } from "../../components/actionLabels";

export const subscriptionMessages = defineMessages({
  subscribe: { id: "rss.subscribe", defaultMessage: "Subscribe" },
  title: { id: "subscriptions.title", defaultMessage: "Paid subscription" },
  until: {
    id: "subscriptions.until",
    defaultMessage: "You subscribe until {date}.",
  },
  price: {
    id: "subscriptions.price",
    defaultMessage: "{amount} XMR a month",
  },
  duration: { id: "subscriptions.duration", defaultMessage: "Duration" },
  months: {
    id: "subscriptions.months",
    defaultMessage: "{count, plural, one {# month} other {# months}}",
  },
  payTo: {
    id: "subscriptions.payTo",
    defaultMessage: "Send {amount} XMR to this address:",
  },
  cancel: { id: "subscriptions.cancel", defaultMessage: "Cancel invoice" },
  expires: {
    id: "subscriptions.invoice.expires",
    defaultMessage: "Expires {time}",
  },
});

/** Each invoice state as the member reads it (spec 02 section 4). */
export const invoiceStateMessages = defineMessages({
  open: {
    id: "subscriptions.state.open",
    defaultMessage: "Waiting for payment",
  },
  paid: { id: "subscriptions.state.paid", defaultMessage: "Payment received" },
  forwarded: {
    id: "subscriptions.state.forwarded",
    defaultMessage: "Payment passed on to the author",
  },
  completed: {
    id: "subscriptions.state.completed",
    defaultMessage: "Paid: your subscription is on",
  },
  timeout: {
    id: "subscriptions.state.timeout",
    defaultMessage: "Expired unpaid",
  },
  cancelled: {
    id: "subscriptions.state.cancelled",
    defaultMessage: "Cancelled",
  },
  underpaid: {
    id: "subscriptions.state.underpaid",
    defaultMessage: "Less than the amount was paid",
  },
  failed: {
    id: "subscriptions.state.failed",
    defaultMessage: "Payment failed",
  },
}) satisfies Record<InvoiceStatus, MessageDescriptor>;

registerActionLabels({
  "paidSubscriptions/cancelInvoice": subscriptionMessages.cancel,
});

/** Monero's atomic unit: 10^12 piconero to the XMR. */
const PICONERO = 1e12;
/** A month as Mitra's prices are shown: 30 days, in seconds. */
export const MONTH_SECONDS = 30 * 24 * 3600;

export const toXmr = (atomic: number): number => atomic / PICONERO;
