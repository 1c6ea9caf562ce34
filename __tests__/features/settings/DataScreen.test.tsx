import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DataScreen } from "../../../src/features/settings/data/DataScreen";
import type { Routes } from "../account/support";
import { renderScreen } from "../bookmarks/support";
import {
  settingsMember,
  type SettingsFamily,
} from "../../store/security/support";

jest.setTimeout(20_000);

async function openData(family: SettingsFamily, routes: Routes = {}) {
  const app = await settingsMember(family, {
    "GET /api/v1/pleroma/backups": () => ({ body: [] }),
    "GET /api/pleroma/aliases": () => ({ body: { aliases: [] } }),
    ...routes,
  });
  renderScreen(app, ["/settings/data"], <DataScreen />, "/settings/data");
  return app;
}

/** The parts offered, by their headings. */
const partNames = () =>
  screen
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("the data screen", () => {
  it("offers each part where the family has it", async () => {
    await openData("pleroma");
    expect(partNames()).toEqual([
      "Export",
      "Import",
      "Backups",
      "Aliases",
      "Move to another account",
      "Close the account",
    ]);
  });

  it("offers GoToSocial's exports, imports with replace, and deletion only", async () => {
    await openData("gotosocial");
    expect(partNames()).toEqual(["Export", "Import", "Close the account"]);
    expect(
      screen.getByLabelText("Replace the current list instead of adding to it"),
    ).not.toBeChecked();
    expect(
      screen.getByRole("button", { name: "Delete account" }),
    ).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Disable account" }),
    ).toBeNull();
  });

  it("asks for the password before deleting, names what is lost and says a refusal beside the field", async () => {
    const app = await openData("pleroma", {
      "POST /api/pleroma/delete_account": () => ({
        status: 403,
        body: { error: "Invalid password." },
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Delete account",
    });
    expect(dialog).toHaveTextContent("deleted for good");
    // The dialog takes the focus as it opens: typing before then could lose
    // keys to the move.
    await waitFor(() =>
      expect(dialog.contains(document.activeElement)).toBe(true),
    );
    const password = within(dialog).getByLabelText("Current password");
    await user.type(password, "wrong");
    await user.click(
      within(dialog).getByRole("button", { name: "Delete account" }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Invalid password.",
    );
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(app.calls.at(-1)?.body).toEqual({ password: "wrong" });
  });
});
