import { createSlice, isAnyOf, type WithSlice } from "@reduxjs/toolkit";
import { dropKey } from "../entities";
import { sessionEnded } from "../events";
import { combinedReducer } from "../rootReducer";
import { INITIAL_PAID_SUBSCRIPTIONS } from "./state";
import {
  cancelInvoice,
  fetchInvoice,
  fetchOwnSubscriptions,
  fetchSubscription,
  saveSubscriptionOption,
  subscribe,
} from "./thunks";

const paidSubscriptionsSlice = createSlice({
  name: "paidSubscriptions",
  initialState: INITIAL_PAID_SUBSCRIPTIONS,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSubscription.fulfilled, (state, { meta, payload }) => {
        state.expiresAt[meta.arg.recipientId] = payload.expiresAt;
      })
      .addCase(subscribe.fulfilled, (state, { meta, payload }) => {
        const { id } = payload.invoice;
        state.invoices[id] = payload.invoice;
        const held = state.invoicesByRecipient[meta.arg.recipientId] ?? [];
        state.invoicesByRecipient[meta.arg.recipientId] = [id, ...held];
      })
      .addCase(fetchOwnSubscriptions.fulfilled, (state, { payload }) => {
        state.options = payload.options;
        state.subscribers = payload.subscribers;
      })
      .addCase(saveSubscriptionOption.fulfilled, (state, { payload }) => {
        state.options = [payload.option];
      })
      .addCase(sessionEnded, () => INITIAL_PAID_SUBSCRIPTIONS)
      .addMatcher(
        isAnyOf(fetchInvoice.fulfilled, cancelInvoice.fulfilled),
        (state, { payload }) => {
          const { id, status, recipient_id: recipientId } = payload.invoice;
          state.invoices[id] = payload.invoice;
          // A completed payment starts the subscription: asked afresh.
          if (status === "completed") dropKey(state.expiresAt, recipientId);
        },
      );
  },
});

declare module "../rootReducer" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof paidSubscriptionsSlice> {}
}

/** Joins the store when the subscriptions code first loads (see rootReducer.ts). */
export const injectedPaidSubscriptionsSlice =
  paidSubscriptionsSlice.injectInto(combinedReducer);
