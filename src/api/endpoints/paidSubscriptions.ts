import { ApiError, type ApiClient, type Page, type Paging } from "../client";
import {
  invoiceSchema,
  subscriberSchema,
  subscriptionDetailsSchema,
  subscriptionOptionSchema,
  type Invoice,
  type Subscriber,
  type SubscriptionDetails,
  type SubscriptionOption,
} from "../schemas/paidSubscription";
import { accountSchema, type Account } from "../schemas/account";

/**
 * Mitra's paid subscriptions (gate `subscriptions`), as Mitra's
 * docs/openapi.yaml (external-mirrors/mitra) describes them: an author's
 * payment options, finding the subscription between two accounts, the
 * author adding or extending a subscriber, the author's subscribers, and
 * invoices, which move through the states of spec 02 section 4 on the
 * server; cancelling one is a DELETE.
 */

const SUBSCRIPTIONS = "/api/v1/subscriptions";
const invoicePath = (id: string) =>
  `${SUBSCRIPTIONS}/invoices/${encodeURIComponent(id)}`;

/** The member's own options (a Monero price and payout address). */
export async function getSubscriptionOptions(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<SubscriptionOption[]> {
  const page = await client.list(
    `${SUBSCRIPTIONS}/options`,
    subscriptionOptionSchema,
    { signal },
  );
  return page.items;
}

/** Turns subscriptions on or changes their terms; answers the member's account. */
export function postSubscriptionOption(
  client: ApiClient,
  option: SubscriptionOption,
): Promise<Account> {
  return client.one("POST", `${SUBSCRIPTIONS}/options`, accountSchema, {
    body: { ...option },
  });
}

/** The subscription from `senderId` to `recipientId`, or null when there is none (404). */
export async function findSubscription(
  client: ApiClient,
  senderId: string,
  recipientId: string,
  signal?: AbortSignal,
): Promise<SubscriptionDetails | null> {
  try {
    return await client.one(
      "GET",
      `${SUBSCRIPTIONS}/find`,
      subscriptionDetailsSchema,
      { query: { sender_id: senderId, recipient_id: recipientId }, signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The author adds a subscriber, or extends one, for `durationSeconds`. */
export function postSubscriber(
  client: ApiClient,
  subscriberId: string,
  durationSeconds: number,
): Promise<SubscriptionDetails> {
  return client.one("POST", SUBSCRIPTIONS, subscriptionDetailsSchema, {
    body: { subscriber_id: subscriberId, duration: durationSeconds },
  });
}

/** Who subscribes to an account, with when each subscription ends. */
export function getSubscribers(
  client: ApiClient,
  accountId: string,
  paging?: Paging,
  signal?: AbortSignal,
): Promise<Page<Subscriber>> {
  return client.page(
    `/api/v1/accounts/${encodeURIComponent(accountId)}/subscribers`,
    subscriberSchema,
    paging,
    { signal },
  );
}

export interface InvoiceParams {
  senderId: string;
  recipientId: string;
  /** CAIP-2 chain id of the recipient's option, e.g. `monero:418015bb…`. */
  chainId: string;
  /** In the chain's atomic units. */
  amount: number;
}

/** Subscribing: an invoice the sender pays to its payment address. */
export function postInvoice(
  client: ApiClient,
  params: InvoiceParams,
): Promise<Invoice> {
  return client.one("POST", `${SUBSCRIPTIONS}/invoices`, invoiceSchema, {
    body: {
      sender_id: params.senderId,
      recipient_id: params.recipientId,
      chain_id: params.chainId,
      amount: params.amount,
    },
  });
}

/** The invoice now (polled while it is open). */
export function getInvoice(
  client: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<Invoice> {
  return client.one("GET", invoicePath(id), invoiceSchema, { signal });
}

/** Cancels an open invoice; answers it as `cancelled`. */
export function deleteInvoice(client: ApiClient, id: string): Promise<Invoice> {
  return client.one("DELETE", invoicePath(id), invoiceSchema);
}
