import type { Invoice } from "../../api/schemas/paidSubscription";
import type { RootState } from "../rootReducer";
import { injectedPaidSubscriptionsSlice } from "./slice";
import type { PaidSubscriptionsState } from "./state";

const paidOf = (state: RootState): PaidSubscriptionsState =>
  injectedPaidSubscriptionsSlice.selectSlice(state);

/** When the member's subscription to the author ends: null for none, undefined until asked. */
export const selectSubscriptionEnd = (
  state: RootState,
  recipientId: string,
): string | null | undefined => paidOf(state).expiresAt[recipientId];

const NO_IDS: string[] = [];

export const selectInvoiceIds = (state: RootState, recipientId: string) =>
  paidOf(state).invoicesByRecipient[recipientId] ?? NO_IDS;

export const selectInvoice = (
  state: RootState,
  id: string,
): Invoice | undefined => paidOf(state).invoices[id];

export const selectOwnSubscriptionOptions = (state: RootState) =>
  paidOf(state).options;

export const selectSubscribers = (state: RootState) =>
  paidOf(state).subscribers;
