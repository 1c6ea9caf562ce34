import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { ProfileHeader } from "../../../src/features/account/ProfileHeader";
import { describeWithFixtures } from "../../support/fixtures";
import { createTestApp, fixture, renderApp } from "./support";

// The operator configuration is read once per page load; this file is its own page.
window.POTLUCK_CONFIG = { displayFqn: false };

describeWithFixtures("ProfileHeader with displayFqn off", () => {
  it("shows the acct, not the fqn", async () => {
    const account = fixture("pleroma-account.json");
    const app = await createTestApp(
      { "GET /api/v1/accounts/lookup": () => ({ body: account }) },
      "akkoma-instance.json",
    );
    renderApp(
      app.store,
      <Routes>
        <Route path=":acct" element={<ProfileHeader />} />
      </Routes>,
      "/@alex",
    );
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("@alex");
    expect(heading).not.toHaveTextContent("@alex@gleasonator.com");
  });
});
