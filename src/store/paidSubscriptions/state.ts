import type {
  Invoice,
  SubscriptionOption,
} from "../../api/schemas/paidSubscription";
import type { RootState } from "../rootReducer";

/** A subscriber of the member's, the account an id of the accounts slice. */
export interface StoredSubscriber {
  account_id: string;
  expires_at: string;
}

/**
 * Mitra's paid subscriptions (gate `subscriptions`): the member's own
 * subscription to the authors looked at, the invoices made in this session,
 * and the member's own terms and subscribers. A slice of its own that joins
 * the store when its code first loads (slice.ts).
 */
export interface PaidSubscriptionsState {
  /** By author id: when the member's subscription ends, null for none. */
  expiresAt: Record<string, string | null>;
  invoices: Record<string, Invoice>;
  /** By author id: the invoices made, newest first. */
  invoicesByRecipient: Record<string, string[]>;
  /** The member's own terms; null until asked. */
  options: SubscriptionOption[] | null;
  subscribers: StoredSubscriber[] | null;
}

export const INITIAL_PAID_SUBSCRIPTIONS: PaidSubscriptionsState = {
  expiresAt: {},
  invoices: {},
  invoicesByRecipient: {},
  options: null,
  subscribers: null,
};

/** States in which an invoice still moves on by itself (spec 02 section 4). */
export const PENDING_INVOICE_STATES: ReadonlySet<Invoice["status"]> = new Set([
  "open",
  "paid",
  "forwarded",
]);

export function paidSubscriptionsOf(state: RootState): PaidSubscriptionsState {
  return state.paidSubscriptions ?? INITIAL_PAID_SUBSCRIPTIONS;
}
