import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SecurityScreen } from "../../../src/features/settings/security/SecurityScreen";
import type { Routes } from "../account/support";
import { renderScreen } from "../bookmarks/support";
import { sessionStarted } from "../../../src/store/events";
import {
  ME,
  settingsMember,
  type SettingsFamily,
} from "../../store/security/support";

jest.setTimeout(20_000);

async function openSecurity(family: SettingsFamily, routes: Routes = {}) {
  const app = await settingsMember(family, {
    "GET /api/oauth_tokens": () => ({
      body: [{ id: 7, app_name: "Tusky", valid_until: "2121-11-24T15:51:08" }],
    }),
    "GET /api/pleroma/accounts/mfa": () => ({
      body: { settings: { enabled: false, totp: false } },
    }),
    ...routes,
  });
  renderScreen(
    app,
    ["/settings/security"],
    <SecurityScreen />,
    "/settings/security",
  );
  return app;
}

describe("the security screen", () => {
  it("checks the two new passwords agree before asking the server", async () => {
    const app = await openSecurity("pleroma");
    const user = userEvent.setup();
    const form = screen.getByRole("region", { name: "Change password" });
    await user.type(within(form).getByLabelText("Current password"), "potluck");
    await user.type(within(form).getByLabelText("New password"), "one-thing");
    await user.type(
      within(form).getByLabelText("New password again"),
      "another",
    );
    await user.click(
      within(form).getByRole("button", { name: "Change password" }),
    );
    const again = within(form).getByLabelText("New password again");
    expect(again).toHaveAttribute("aria-invalid", "true");
    expect(again).toHaveAccessibleDescription("The two new passwords differ.");
    expect(
      app.calls.some((c) => c.url.pathname === "/api/pleroma/change_password"),
    ).toBe(false);
  });

  it("says a wrong current password beside that field, and clears the form once changed", async () => {
    let answer = { status: 403, body: { error: "Invalid password." } };
    await openSecurity("pleroma", {
      "POST /api/pleroma/change_password": () => answer,
    });
    const user = userEvent.setup();
    const form = screen.getByRole("region", { name: "Change password" });
    const current = within(form).getByLabelText("Current password");
    await user.type(current, "wrong");
    await user.type(
      within(form).getByLabelText("New password"),
      "new-one-2026",
    );
    await user.type(
      within(form).getByLabelText("New password again"),
      "new-one-2026",
    );
    await user.click(
      within(form).getByRole("button", { name: "Change password" }),
    );
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Invalid password.",
    );
    expect(current).toHaveAttribute("aria-invalid", "true");
    expect(current).toHaveAccessibleDescription("Invalid password.");

    answer = { status: 200, body: { status: "success" } as never };
    await user.clear(current);
    await user.type(current, "potluck");
    await user.click(
      within(form).getByRole("button", { name: "Change password" }),
    );
    expect(await within(form).findByRole("status")).toHaveTextContent(
      "Password changed.",
    );
    expect(current).toHaveValue("");
    expect(current).not.toHaveAttribute("aria-invalid");
  });

  it("marks no session as this browser's where the server cannot tell, and lists the others to sign out", async () => {
    await openSecurity("pleroma");
    const sessions = await screen.findByRole("region", {
      name: "Signed-in apps",
    });
    const row = await within(sessions).findByRole("listitem");
    expect(row).toHaveTextContent("Tusky");
    expect(within(row).getByRole("button", { name: "Sign out" })).toBeEnabled();
  });

  it("Pleroma: marks the session whose token id the sign-in gave, and offers it no sign-out", async () => {
    const app = await settingsMember("pleroma", {
      "GET /api/oauth_tokens": () => ({
        body: [
          { id: 7, app_name: "Tusky", valid_until: "2121-11-24T15:51:08" },
          { id: 9, app_name: "Potluck", valid_until: "2121-11-25T10:00:00" },
        ],
      }),
      "GET /api/pleroma/accounts/mfa": () => ({
        body: { settings: { enabled: false, totp: false } },
      }),
    });
    app.store.dispatch(
      sessionStarted({ accessToken: "token", me: ME, tokenId: "9" }),
    );
    renderScreen(
      app,
      ["/settings/security"],
      <SecurityScreen />,
      "/settings/security",
    );
    const sessions = await screen.findByRole("region", {
      name: "Signed-in apps",
    });
    const potluck = await within(sessions).findByText("Potluck");
    const mine = potluck.closest("li");
    const tusky = within(sessions).getByText("Tusky").closest("li");
    if (!mine || !tusky) throw new Error("the sessions are not listed");
    expect(mine).toHaveTextContent("This browser");
    expect(within(mine).queryByRole("button")).toBeNull();
    expect(tusky).not.toHaveTextContent("This browser");
    expect(
      within(tusky).getByRole("button", { name: "Sign out" }),
    ).toBeEnabled();
  });

  it("shows only what the server's API has: Mastodon keeps it all on its website", async () => {
    const app = await openSecurity("mastodon");
    expect(
      screen.getByText("Your server keeps these settings on its own website."),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "Change password" }),
    ).toBeNull();
    expect(app.calls).toEqual([]);
  });
});
