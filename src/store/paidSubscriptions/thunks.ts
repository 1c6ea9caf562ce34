import {
  deleteInvoice,
  findSubscription,
  getInvoice,
  getSubscribers,
  getSubscriptionOptions,
  postInvoice,
  postSubscriptionOption,
} from "../../api/endpoints/paidSubscriptions";
import { createAppAsyncThunk } from "../hooks";
import { normalizeAccount, normalizeAccounts } from "../normalize";

/*
 * Mitra's paid subscriptions (gate `subscriptions`;
 * api/endpoints/paidSubscriptions.ts). Subscribing is an invoice the member
 * pays in Monero; the server moves it through its states, which the screen
 * polls while the invoice is pending.
 */

const meOf = (me: string | null): string => {
  if (me === null) throw new Error("Not signed in");
  return me;
};

/** When the member's subscription to `recipientId` ends, or null. */
export const fetchSubscription = createAppAsyncThunk(
  "paidSubscriptions/find",
  async ({ recipientId }: { recipientId: string }, thunk) => {
    const me = meOf(thunk.getState().session.me);
    const found = await findSubscription(
      thunk.extra.client,
      me,
      recipientId,
      thunk.signal,
    );
    return { expiresAt: found?.expires_at ?? null };
  },
  { optional: "subscriptions" },
);

export interface SubscribeArg {
  recipientId: string;
  chainId: string;
  /** In the chain's atomic units: the price per second times the seconds bought. */
  amount: number;
}

export const subscribe = createAppAsyncThunk(
  "paidSubscriptions/subscribe",
  async ({ recipientId, chainId, amount }: SubscribeArg, thunk) => ({
    invoice: await postInvoice(thunk.extra.client, {
      senderId: meOf(thunk.getState().session.me),
      recipientId,
      chainId,
      amount,
    }),
  }),
  { silent: true },
);

export const fetchInvoice = createAppAsyncThunk(
  "paidSubscriptions/fetchInvoice",
  async ({ id }: { id: string }, { extra, signal }) => ({
    invoice: await getInvoice(extra.client, id, signal),
  }),
  { silent: true },
);

export const cancelInvoice = createAppAsyncThunk(
  "paidSubscriptions/cancelInvoice",
  async ({ id }: { id: string }, { extra }) => ({
    invoice: await deleteInvoice(extra.client, id),
  }),
);

/** The member's own terms and subscribers (the settings section). */
export const fetchOwnSubscriptions = createAppAsyncThunk(
  "paidSubscriptions/fetchOwn",
  async (_arg: undefined, { extra, getState, signal }) => {
    const me = meOf(getState().session.me);
    const [options, page] = await Promise.all([
      getSubscriptionOptions(extra.client, signal),
      getSubscribers(extra.client, me, undefined, signal),
    ]);
    const { entities } = normalizeAccounts(page.items.map((s) => s.sender));
    const subscribers = page.items.map((s) => ({
      account_id: s.sender.id,
      expires_at: s.expires_at,
    }));
    return { options, subscribers, entities };
  },
  { optional: "subscriptions" },
);

export const saveSubscriptionOption = createAppAsyncThunk(
  "paidSubscriptions/saveOption",
  async (
    option: { chain_id: string | null; price: number; payout_address: string },
    { extra },
  ) => {
    const full = { type: "monero", ...option };
    const account = await postSubscriptionOption(extra.client, full);
    return { option: full, ...normalizeAccount(account) };
  },
  { silent: true, fields: true },
);
