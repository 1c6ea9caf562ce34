import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { AdminAccountsScreen } from "../../../src/features/admin/AdminAccountsScreen";
import { notificationSchema } from "../../../src/api/schemas/notification";
import { normalizeNotification } from "../../../src/store/notifications/normalize";
import { mastodonAdminAccount } from "../../store/admin/accounts/support";
import { sectionsStore } from "../../store/admin/collection/storeSupport";
import { rawAccount, rawNotification } from "../../store/factories";
import { renderApp } from "../account/support";
import { notificationReceived } from "../../../src/store/events";

const pending = (id: string, name: string) =>
  mastodonAdminAccount(id, {
    username: name,
    approved: false,
    invite_request: `${name} bakes bread`,
    account: rawAccount(id, { username: name, acct: name, display_name: name }),
  });

function renderAccounts(store: ReturnType<typeof sectionsStore>["store"]) {
  return renderApp(
    store,
    <Routes>
      <Route path="/admin/accounts" element={<AdminAccountsScreen />} />
    </Routes>,
    "/admin/accounts?status=pending",
  );
}

describe("AdminAccountsScreen", () => {
  it("answers sign-ups in place and in bulk; a refused one comes back with a toast", async () => {
    const { store, calls, notices } = sectionsStore("mastodon", {
      "GET /api/v2/admin/accounts": {
        body: [pending("1", "ada"), pending("2", "bo"), pending("3", "cy")],
      },
      "POST /api/v1/admin/accounts/1/approve": { body: {} },
      "POST /api/v1/admin/accounts/2/approve": { body: {} },
      "POST /api/v1/admin/accounts/3/reject": {
        status: 403,
        body: { error: "This action is not allowed" },
      },
    });
    renderAccounts(store);
    const list = await screen.findByRole("list", { name: "Accounts" });
    expect(within(list).getByText("ada bakes bread")).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole("checkbox", { name: "Select ada" }));
    await user.click(screen.getByRole("checkbox", { name: "Select bo" }));
    await user.click(
      screen.getByRole("button", { name: "Approve selected (2)" }),
    );
    expect(within(list).queryByText("ada bakes bread")).toBeNull();
    expect(within(list).queryByText("bo bakes bread")).toBeNull();

    const cy = within(list).getByRole("listitem", { name: "cy" });
    await user.click(within(cy).getByRole("button", { name: "Reject" }));
    // Back where it was once the server refuses (the list had emptied).
    expect(
      await screen.findByRole("listitem", { name: "cy" }),
    ).toBeInTheDocument();
    expect(notices().items[0]).toMatchObject({
      source: "adminAccounts/reject",
      status: 403,
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/v2/admin/accounts",
      "POST /api/v1/admin/accounts/1/approve",
      "POST /api/v1/admin/accounts/2/approve",
      "POST /api/v1/admin/accounts/3/reject",
    ]);
  });

  it("shows a sign-up the stream announces at the top of the open list", async () => {
    const { store } = sectionsStore("mastodon", {
      "GET /api/v2/admin/accounts": { body: [pending("1", "ada")] },
      "GET /api/v1/admin/accounts/9": { body: pending("9", "newbie") },
    });
    renderAccounts(store);
    await screen.findByText("ada bakes bread");
    const notification = notificationSchema.parse(
      rawNotification("n9", "admin.sign_up", { account: rawAccount("9") }),
    );
    act(() => {
      store.dispatch(
        notificationReceived({
          ...normalizeNotification(notification),
          id: notification.id,
        }),
      );
    });
    await screen.findByText("newbie bakes bread");
    const rows = within(screen.getByRole("list", { name: "Accounts" }))
      .getAllByRole("listitem")
      .map((row) => row.getAttribute("aria-label"));
    expect(rows).toEqual(["newbie", "ada"]);
  });

  it("says in place what a role the server refuses cannot do", async () => {
    const { store } = sectionsStore("pleroma", {
      "GET /api/v1/pleroma/admin/users": {
        status: 403,
        body: { error: "User isn't privileged." },
      },
    });
    renderAccounts(store);
    expect(
      await screen.findByText("Your role cannot see accounts."),
    ).toBeInTheDocument();
  });

  it("filters by status from the address and changes it in place", async () => {
    const { store, calls } = sectionsStore("mastodon", {
      "GET /api/v2/admin/accounts": { body: [] },
    });
    renderAccounts(store);
    await screen.findByText("Nothing here yet.");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Status" }),
      "Suspended",
    );
    await waitFor(() =>
      expect(calls.at(-1)?.query).toEqual({
        status: "suspended",
        limit: "100",
      }),
    );
  });
});
