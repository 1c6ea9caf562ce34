import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ModalRoot } from "../../../src/app/ModalRoot";
import { AccountActionsMenu } from "../../../src/features/account/AccountActionsMenu";
import { useAppSelector } from "../../../src/store/hooks";
import {
  fetchAccount,
  fetchRelationships,
} from "../../../src/store/accounts/thunks";
import {
  memberApp,
  rawAccount,
  renderApp,
  type Family,
  type TestApp,
} from "../filters/support";

const lena = rawAccount("700", { acct: "lena", username: "lena" });

function Menu() {
  const account = useAppSelector((s) => s.accounts.byId["700"]);
  return account ? <AccountActionsMenu account={account} /> : null;
}

async function show(family: Family, following: boolean): Promise<TestApp> {
  const app = await memberApp(family, {
    "GET /api/v1/accounts/700": () => ({ body: lena }),
    "GET /api/v1/accounts/relationships": () => ({
      body: [{ id: "700", following }],
    }),
    "GET /api/v1/lists": () => ({
      body: [
        { id: "1", title: "Allotment people" },
        { id: "2", title: "Harbour news" },
      ],
    }),
    "GET /api/v1/accounts/700/lists": () => ({
      body: [{ id: "2", title: "Harbour news" }],
    }),
    "POST /api/v1/lists/1/accounts": () => ({ body: {} }),
    "DELETE /api/v1/lists/2/accounts": () => ({ body: {} }),
  });
  await app.store.dispatch(fetchAccount({ id: "700" }));
  await app.store.dispatch(fetchRelationships({ ids: ["700"] }));
  renderApp(
    app.store,
    <>
      <Menu />
      <ModalRoot />
    </>,
    "/@lena",
  );
  return app;
}

const ENTRY = { name: "Add to or remove from lists" };

describe("a profile's lists dialog", () => {
  it("checks the lists holding the account and adds or removes it", async () => {
    const user = userEvent.setup();
    const app = await show("mastodon", true);
    await user.click(screen.getByRole("button", { name: "More for @lena" }));
    await user.click(screen.getByRole("button", ENTRY));
    const dialog = await screen.findByRole("dialog", {
      name: "Lists with @lena",
    });
    const allotment = await within(dialog).findByLabelText("Allotment people");
    const harbour = within(dialog).getByLabelText("Harbour news");
    expect(allotment).not.toBeChecked();
    expect(harbour).toBeChecked();
    await user.click(allotment);
    await user.click(harbour);
    expect(allotment).toBeChecked();
    expect(harbour).not.toBeChecked();
    await waitFor(() => {
      expect(
        app.calls
          .filter((c) => c.method !== "GET")
          .map((c) => [c.method, c.url.pathname, c.body]),
      ).toEqual([
        ["POST", "/api/v1/lists/1/accounts", { account_ids: ["700"] }],
        ["DELETE", "/api/v1/lists/2/accounts", { account_ids: ["700"] }],
      ]);
    });
  });

  it("is not offered on Mastodon for an account one does not follow", async () => {
    const user = userEvent.setup();
    await show("mastodon", false);
    await user.click(screen.getByRole("button", { name: "More for @lena" }));
    expect(screen.queryByRole("button", ENTRY)).toBeNull();
  });

  it("is offered on Pleroma without following", async () => {
    const user = userEvent.setup();
    await show("pleroma", false);
    await user.click(screen.getByRole("button", { name: "More for @lena" }));
    expect(screen.getByRole("button", ENTRY)).toBeVisible();
  });
});
