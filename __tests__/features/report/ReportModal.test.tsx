import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ModalRoot } from "../../../src/app/ModalRoot";
import { AccountActionsMenu } from "../../../src/features/account/AccountActionsMenu";
import { useAppSelector } from "../../../src/store/hooks";
import { fetchAccount } from "../../../src/store/accounts/thunks";
import { modalOpened } from "../../../src/store/modals/slice";
import {
  memberApp,
  rawAccount,
  rawStatus,
  renderApp,
  type Family,
  type TestApp,
} from "../filters/support";
import type { Answer } from "../account/support";

const RULES = [
  { id: "1", text: "Be kind.", hint: "" },
  {
    id: "2",
    text: "Describe your images.",
    hint: "For people who cannot see them.",
  },
];

async function show(
  family: Family,
  acct: string,
  report: () => Answer,
): Promise<TestApp> {
  const lena = rawAccount("700", { acct, username: "lena" });
  const app = await memberApp(
    family,
    {
      "GET /api/v1/accounts/700": () => ({ body: lena }),
      "GET /api/v1/accounts/700/statuses": () => ({
        body: [
          rawStatus("91", {
            account: lena,
            content: "<p>The reported one</p>",
          }),
          rawStatus("90", { account: lena, content: "<p>An older one</p>" }),
        ],
      }),
      "POST /api/v1/reports": report,
      "POST /api/v1/accounts/700/block": () => ({
        body: { id: "700", blocking: true },
      }),
    },
    { rules: RULES },
  );
  await app.store.dispatch(fetchAccount({ id: "700" }));
  renderApp(app.store, <ModalRoot />, "/home");
  act(() => {
    app.store.dispatch(
      modalOpened({
        type: "REPORT",
        props: { accountId: "700", statusId: "91" },
      }),
    );
  });
  return app;
}

const reports = (app: TestApp) =>
  app.calls
    .filter((c) => c.url.pathname === "/api/v1/reports")
    .map((c) => c.body);

const SENT = { body: { id: "5", target_account: rawAccount("700") } };

describe("the report dialog", () => {
  it("asks for a category and a rule, keeps what was typed on a refusal, then offers to block", async () => {
    const user = userEvent.setup();
    let answer: Answer = {
      status: 422,
      body: {
        error: "Validation failed: Statuses are not by the reported account",
      },
    };
    const app = await show("mastodon", "lena", () => answer);
    const dialog = await screen.findByRole("dialog", { name: "Report @lena" });
    const send = within(dialog).getByRole("button", { name: "Send report" });

    await user.click(send);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Choose what is wrong.",
    );
    expect(within(dialog).queryByLabelText("Be kind.")).toBeNull();
    await user.click(within(dialog).getByLabelText("Rule violation"));
    await user.click(send);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Choose at least one rule.",
    );
    expect(reports(app)).toEqual([]);

    await user.click(within(dialog).getByLabelText(/Describe your images/));
    expect(
      await within(dialog).findByLabelText(/The reported one/),
    ).toBeChecked();
    await user.click(within(dialog).getByLabelText(/An older one/));
    const comment = within(dialog).getByLabelText("Comment for the moderators");
    expect(comment).toHaveAttribute("maxLength", "1000");
    await user.type(comment, "Four photos, none described.");
    await user.click(send);
    expect(
      await within(dialog).findByText(
        "The report was not sent: Validation failed: Statuses are not by the reported account",
      ),
    ).toBeInTheDocument();
    expect(comment).toHaveValue("Four photos, none described.");
    expect(within(dialog).getByLabelText(/An older one/)).toBeChecked();
    expect(within(dialog).getByLabelText("Rule violation")).toBeChecked();
    // A local account: nothing to forward.
    expect(within(dialog).queryByLabelText(/Also send it to/)).toBeNull();

    answer = SENT;
    await user.click(send);
    await within(dialog).findByText(
      "Thank you. The moderators will look at your report.",
    );
    expect(reports(app)[1]).toEqual({
      account_id: "700",
      status_ids: ["91", "90"],
      comment: "Four photos, none described.",
      category: "violation",
      rule_ids: ["2"],
    });
    await user.click(
      within(dialog).getByRole("button", { name: "Block @lena" }),
    );
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "You blocked @lena.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  });

  it("sends the rules without a category, and forwards a remote account's (Pleroma)", async () => {
    const user = userEvent.setup();
    const app = await show("pleroma", "lena@elsewhere.test", () => SENT);
    const dialog = await screen.findByRole("dialog", {
      name: "Report @lena@elsewhere.test",
    });
    expect(within(dialog).queryByLabelText("Spam")).toBeNull();
    await user.click(within(dialog).getByLabelText("Be kind."));
    await user.click(
      within(dialog).getByLabelText("Also send it to elsewhere.test"),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Send report" }),
    );
    await within(dialog).findByText(
      "Thank you. The moderators will look at your report.",
    );
    expect(reports(app)).toEqual([
      {
        account_id: "700",
        status_ids: ["91"],
        comment: "",
        rule_ids: ["1"],
        forward: true,
      },
    ]);
  });
});

describe("the report entries", () => {
  it("a profile's menu opens the dialog for its account", async () => {
    const user = userEvent.setup();
    const lena = rawAccount("700", { acct: "lena", username: "lena" });
    const app = await memberApp("mastodon", {
      "GET /api/v1/accounts/700": () => ({ body: lena }),
      "GET /api/v1/accounts/700/statuses": () => ({ body: [] }),
    });
    await app.store.dispatch(fetchAccount({ id: "700" }));
    renderApp(
      app.store,
      <>
        <ProfileMenu />
        <ModalRoot />
      </>,
      "/@lena",
    );
    await user.click(screen.getByRole("button", { name: "More for @lena" }));
    await user.click(screen.getByRole("button", { name: "Report @lena" }));
    const dialog = await screen.findByRole("dialog", { name: "Report @lena" });
    // No post was named: none is checked.
    expect(
      within(dialog).queryAllByRole("checkbox", { checked: true }),
    ).toEqual([]);
  });
});

function ProfileMenu() {
  const account = useAppSelector((s) => s.accounts.byId["700"]);
  return account ? <AccountActionsMenu account={account} /> : null;
}
