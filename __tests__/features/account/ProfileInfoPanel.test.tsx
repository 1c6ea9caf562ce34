import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { ProfileHeader } from "../../../src/features/account/ProfileHeader";
import { ProfileInfoPanel } from "../../../src/features/account/ProfileInfoPanel";
import { useRouteAccount } from "../../../src/features/account/useAccountFromRoute";
import { describeWithFixtures } from "../../support/fixtures";
import { createTestApp, fixture, renderApp } from "./support";

function Panel() {
  const account = useRouteAccount();
  return account ? <ProfileInfoPanel accountId={account.id} /> : null;
}

async function showPanel(account: Record<string, unknown>, instance: string) {
  const app = await createTestApp(
    { "GET /api/v1/accounts/lookup": () => ({ body: account }) },
    instance,
  );
  renderApp(
    app.store,
    <Routes>
      <Route
        path=":acct"
        element={
          <>
            <ProfileHeader />
            <Panel />
          </>
        }
      />
    </Routes>,
    `/@${String(account.acct)}`,
  );
  return screen.findByRole("region", { name: "About" });
}

describeWithFixtures("ProfileInfoPanel", () => {
  it("shows the bio, the birthday and the fields of a Pleroma account", async () => {
    const panel = await showPanel(
      fixture("pleroma-account.json"),
      "akkoma-instance.json",
    );
    expect(panel).toHaveTextContent("I create Fediverse software");
    expect(within(panel).getByText("Born July 3, 1993")).toBeInTheDocument();
    const website = within(panel).getByText("Website");
    expect(website.tagName).toBe("DT");
    expect(
      within(panel).getByRole("link", { name: "https://alexgleason.me" }),
    ).toHaveAttribute("href", "https://alexgleason.me");
    expect(within(panel).getByText("alex@alexgleason.me")).toBeInTheDocument();
  });

  it("marks a verified field with a green check titled Verified", async () => {
    const panel = await showPanel(
      fixture("entities-Account-1.json", "mastodon-docs"),
      "mastodon-instance.json",
    );
    const checks = within(panel).getAllByRole("img", { name: "Verified" });
    expect(checks).toHaveLength(1);
    const row = checks[0]!.closest("div");
    expect(row).toHaveTextContent("Website");
    expect(within(row!).getByRole("link")).toHaveAttribute(
      "href",
      "http://shork.xyz",
    );
    expect(within(panel).getByText("Pronouns").tagName).toBe("DT");
  });

  it("shows the location where the server sends one (Truth Social)", async () => {
    const account = fixture("truthsocial-account.json");
    const panel = await showPanel(
      { ...account, location: "Florida" },
      "mastodon-instance.json",
    );
    expect(within(panel).getByText("Lives in Florida")).toBeInTheDocument();
  });
});
