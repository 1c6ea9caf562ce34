import { screen, waitFor } from "@testing-library/react";
import { memberApp, renderMember } from "./support";
import { describeWithFixtures } from "../../support/fixtures";

describeWithFixtures("the notification policy on a server without it", () => {
  it("a 404 turns the filter settings off for the session: no toast, no second request", async () => {
    // Advertised (Mastodon API version 2) but not served: the fake server
    // answers the policy call 404 "Record not found".
    const app = await memberApp(
      { "GET /api/v2/notifications": () => ({ body: emptyPage }) },
      "groupedV2",
    );
    const policyCalls = () =>
      app.calls.filter(
        (c) => c.url.pathname === "/api/v2/notifications/policy",
      );
    const first = renderMember(app);
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    await waitFor(() =>
      expect(app.store.getState().instance.features.notificationsPolicy).toBe(
        false,
      ),
    );
    expect(policyCalls()).toHaveLength(1);
    expect(
      screen.queryByRole("button", { name: "Filter settings" }),
    ).not.toBeInTheDocument();
    expect(app.store.getState().notices.items).toEqual([]);
    expect(app.actions.map((a) => a.type)).not.toContain("notices/added");

    // Opening the notifications again asks nothing more of the policy.
    first.unmount();
    renderMember(app);
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    expect(policyCalls()).toHaveLength(1);
  });
});

const emptyPage = { accounts: [], statuses: [], notification_groups: [] };
