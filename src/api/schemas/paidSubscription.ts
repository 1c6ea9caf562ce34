import * as z from "zod/mini";
import { accountSchema } from "./account";
import {
  coerceString,
  dateTime,
  idSchema,
  isRecord,
  nonNegativeInt,
  optionalDateTime,
  optionalText,
  orNull,
  text,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/*
 * Mitra's paid subscriptions (spec 02 sections 3 and 4), as Mitra's
 * docs/openapi.yaml describes them: SubscriptionOption, SubscriptionDetails,
 * Subscription and Invoice.
 */

/** How an author takes payment; Mitra knows Monero only. */
export const subscriptionOptionSchema = object({
  type: z.string(),
  chain_id: optionalText,
  price: orNull(z.number().check(z.gte(0))),
  payout_address: optionalText,
});

export type SubscriptionOption = z.infer<typeof subscriptionOptionSchema>;

/** A subscription between a sender and a recipient (ids are numbers in Mitra). */
export const subscriptionDetailsSchema = object({
  id: coerceString,
  expires_at: dateTime,
});

export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

/** A subscriber of an account, with when their subscription runs out. */
export const subscriberSchema = object({
  id: coerceString,
  sender: accountSchema,
  expires_at: dateTime,
});

export type Subscriber = z.infer<typeof subscriberSchema>;

/** Invoice states (spec 02 section 4); transitions are the server's. */
export const INVOICE_STATES = [
  "open",
  "paid",
  "forwarded",
  "timeout",
  "cancelled",
  "underpaid",
  "completed",
  "failed",
] as const;

export type InvoiceStatus = (typeof INVOICE_STATES)[number];

/** Mitra sends `id` and `expires_at`; the spec names them `invoice_id` and `invoice_expires_at`. */
function liftInvoiceNames(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  return {
    ...raw,
    id: raw.id ?? raw.invoice_id,
    expires_at: raw.expires_at ?? raw.invoice_expires_at,
  };
}

export const invoiceSchema = z.pipe(
  z.transform(liftInvoiceNames),
  object({
    id: idSchema,
    sender_id: idSchema,
    recipient_id: idSchema,
    chain_id: text,
    payment_address: optionalText,
    amount: withFallback(nonNegativeInt, 0),
    status: z.enum(INVOICE_STATES),
    created_at: dateTime,
    expires_at: optionalDateTime,
  }),
);

export type Invoice = z.infer<typeof invoiceSchema>;
