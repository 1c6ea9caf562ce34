import { ApiError } from "../../../src/api/client";
import {
  deleteInvoice,
  findSubscription,
  getInvoice,
  getSubscribers,
  getSubscriptionOptions,
  postInvoice,
  postSubscriber,
  postSubscriptionOption,
} from "../../../src/api/endpoints/paidSubscriptions";
import { INVOICE_STATES } from "../../../src/api/schemas/paidSubscription";
import { recordingClient } from "../../support/recordingClient";

const CHAIN = "monero:418015bb9ae982a1975da7d79277c270";
/** Mitra's Invoice schema (docs/openapi.yaml). */
const invoice = (status: string) => ({
  id: "0189c4e8-0000-7000-8000-000000000001",
  sender_id: "0189c4e8-0000-7000-8000-0000000000aa",
  recipient_id: "0189c4e8-0000-7000-8000-0000000000bb",
  chain_id: CHAIN,
  payment_address:
    "888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H",
  amount: 100000000,
  status,
  created_at: "2024-05-01T10:00:00Z",
  expires_at: "2024-05-01T13:00:00Z",
});

describe("Mitra paid subscriptions", () => {
  it("reads and sets the author's options", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/subscriptions/options": {
        body: [
          {
            type: "monero",
            chain_id: CHAIN,
            price: 1000,
            payout_address: "888t",
          },
        ],
      },
      "POST /api/v1/subscriptions/options": {
        body: { id: "bb", username: "bob", acct: "bob" },
      },
    });
    const [option] = await getSubscriptionOptions(client);
    if (!option) throw new Error("no subscription option");
    expect(option).toEqual({
      type: "monero",
      chain_id: CHAIN,
      price: 1000,
      payout_address: "888t",
    });
    expect((await postSubscriptionOption(client, option)).acct).toBe("bob");
    expect(calls[1]?.body).toEqual(option);
  });

  it("finds a subscription, and answers null where there is none", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/subscriptions/find": {
        body: { id: 1, expires_at: "2025-01-01T00:00:00Z" },
      },
    });
    expect(await findSubscription(client, "aa", "bb")).toEqual({
      id: "1",
      expires_at: "2025-01-01T00:00:00.000Z",
    });
    expect(calls[0]?.query).toEqual({ sender_id: "aa", recipient_id: "bb" });
    const missing = recordingClient({
      "GET /api/v1/subscriptions/find": {
        status: 404,
        body: { error: "subscription not found" },
      },
    });
    await expect(
      findSubscription(missing.client, "aa", "cc"),
    ).resolves.toBeNull();
    const failing = recordingClient({
      "GET /api/v1/subscriptions/find": { status: 500, body: {} },
    });
    await expect(
      findSubscription(failing.client, "aa", "cc"),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("adds a subscriber and lists an account's subscribers", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/subscriptions": {
        body: { id: 2, expires_at: "2025-02-01T00:00:00Z" },
      },
      "GET /api/v1/accounts/bb/subscribers": {
        body: [
          {
            id: 2,
            sender: { id: "aa", username: "alice", acct: "alice" },
            expires_at: "2025-02-01T00:00:00Z",
          },
        ],
      },
    });
    await postSubscriber(client, "aa", 2592000);
    const subscribers = await getSubscribers(client, "bb");
    expect(subscribers.items.map((s) => [s.id, s.sender.acct])).toEqual([
      ["2", "alice"],
    ]);
    expect(calls[0]?.body).toEqual({ subscriber_id: "aa", duration: 2592000 });
  });

  it("subscribes with an invoice, polls it and cancels it with DELETE", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/subscriptions/invoices": { body: invoice("open") },
      "GET /api/v1/subscriptions/invoices/0189c4e8-0000-7000-8000-000000000001":
        {
          body: invoice("paid"),
        },
      "DELETE /api/v1/subscriptions/invoices/0189c4e8-0000-7000-8000-000000000001":
        {
          body: invoice("cancelled"),
        },
    });
    const opened = await postInvoice(client, {
      senderId: "aa",
      recipientId: "bb",
      chainId: CHAIN,
      amount: 100000000,
    });
    expect(opened).toMatchObject({
      status: "open",
      amount: 100000000,
      expires_at: "2024-05-01T13:00:00.000Z",
    });
    expect((await getInvoice(client, opened.id)).status).toBe("paid");
    expect((await deleteInvoice(client, opened.id)).status).toBe("cancelled");
    expect(calls[0]?.body).toEqual({
      sender_id: "aa",
      recipient_id: "bb",
      chain_id: CHAIN,
      amount: 100000000,
    });
  });

  it.each(INVOICE_STATES)("reads the %s state", async (state) => {
    const { client } = recordingClient({
      "GET /api/v1/subscriptions/invoices/i": { body: invoice(state) },
    });
    expect((await getInvoice(client, "i")).status).toBe(state);
  });

  it("reads the spec's invoice_id and invoice_expires_at spellings, and refuses an unknown state", async () => {
    const { id, expires_at, ...rest } = invoice("timeout");
    const { client } = recordingClient({
      "GET /api/v1/subscriptions/invoices/a": {
        body: { ...rest, invoice_id: id, invoice_expires_at: expires_at },
      },
      "GET /api/v1/subscriptions/invoices/b": { body: invoice("refunded") },
    });
    expect(await getInvoice(client, "a")).toMatchObject({
      id,
      status: "timeout",
      expires_at: "2024-05-01T13:00:00.000Z",
    });
    await expect(getInvoice(client, "b")).rejects.toThrow(/Invalid response/);
  });
});
