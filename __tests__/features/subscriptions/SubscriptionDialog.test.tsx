import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubscriptionDialog } from "../../../src/features/subscriptions/SubscriptionDialog";
import { sessionStarted } from "../../../src/store/events";
import { createTestApp, renderApp } from "../account/support";

const CHAIN = "monero:418015bb9ae982a1975da7d79277c270";
const invoice = (status: string, expires = "2026-11-27T13:00:00.000Z") => ({
  id: "77",
  sender_id: "900",
  recipient_id: "42",
  chain_id: CHAIN,
  payment_address: "8abc",
  amount: 2592000000,
  status,
  created_at: "2026-11-27T10:00:00.000Z",
  expires_at: expires,
});

const OPTION = {
  type: "monero-subscription",
  name: null,
  href: null,
  chain_id: CHAIN,
  price: 1000,
  payout_address: null,
} as const;

describe("SubscriptionDialog", () => {
  it("shows the price, makes an invoice for the months chosen and cancels it", async () => {
    const app = await createTestApp(
      {
        "GET /api/v1/subscriptions/find": () => ({
          status: 404,
          body: { error: "Subscription not found" },
        }),
        "POST /api/v1/subscriptions/invoices": () => ({
          body: invoice("open"),
        }),
        "DELETE /api/v1/subscriptions/invoices/77": () => ({
          body: invoice("cancelled"),
        }),
      },
      "mitra-instance.json",
    );
    app.store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
    renderApp(
      app.store,
      <SubscriptionDialog
        accountId="42"
        option={OPTION}
        onClose={() => undefined}
      />,
      "/",
    );
    expect(await screen.findByText("0.002592 XMR a month")).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText("Duration"), "6");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Waiting for payment")).toBeVisible();
    expect(
      app.calls.find((c) => c.url.pathname.endsWith("/invoices"))?.body,
    ).toEqual({
      sender_id: "900",
      recipient_id: "42",
      chain_id: CHAIN,
      amount: 1000 * 30 * 24 * 3600 * 6,
    });
    expect(screen.getByText("8abc")).toBeVisible();
    await userEvent.click(
      screen.getByRole("button", { name: "Cancel invoice" }),
    );
    expect(await screen.findByText("Cancelled")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel invoice" })).toBeNull();
  });

  it("labels an open invoice's expiry, with the exact time in its title", async () => {
    // Three hours and a half ahead: "in 3 hours" until the hour turns.
    const expires = new Date(Date.now() + 3.5 * 3600 * 1000);
    const app = await createTestApp(
      {
        "GET /api/v1/subscriptions/find": () => ({
          status: 404,
          body: { error: "Subscription not found" },
        }),
        "POST /api/v1/subscriptions/invoices": () => ({
          body: invoice("open", expires.toISOString()),
        }),
      },
      "mitra-instance.json",
    );
    app.store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
    renderApp(
      app.store,
      <SubscriptionDialog
        accountId="42"
        option={OPTION}
        onClose={() => undefined}
      />,
      "/",
    );
    await userEvent.click(
      await screen.findByRole("button", { name: "Subscribe" }),
    );
    const line = await screen.findByText(/^Expires/);
    expect(line).toHaveTextContent("Expires in 3 hours");
    const time = line.querySelector("time");
    expect(time).toHaveAttribute("datetime", expires.toISOString());
    expect(time?.getAttribute("title")).toContain(
      String(expires.getFullYear()),
    );
  });
});
