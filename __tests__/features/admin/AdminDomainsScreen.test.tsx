import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { AdminDomainsScreen } from "../../../src/features/admin/AdminDomainsScreen";
import { sectionsStore } from "../../store/admin/collection/storeSupport";
import { renderApp } from "../account/support";

const block = (id: string, domain: string) => ({
  id,
  domain,
  severity: "suspend",
  reject_media: false,
  reject_reports: false,
  private_comment: null,
  public_comment: "Spam",
  obfuscate: false,
});

describe("AdminDomainsScreen", () => {
  it("puts back a block the server would not lift and says in place what the role cannot do", async () => {
    const { store, notices } = sectionsStore("mastodon", {
      "GET /api/v1/admin/domain_blocks": {
        body: [block("1", "spam.example"), block("2", "loud.example")],
      },
      "GET /api/v1/admin/domain_allows": { body: [] },
      "DELETE /api/v1/admin/domain_blocks/1": {
        status: 403,
        body: { error: "This action is not allowed" },
      },
    });
    renderApp(
      store,
      <Routes>
        <Route path="/admin/domains" element={<AdminDomainsScreen />} />
      </Routes>,
      "/admin/domains",
    );
    const list = await screen.findByRole("list", { name: "Blocked domains" });
    const spam = within(list).getByRole("listitem", { name: "spam.example" });
    await userEvent.click(
      within(spam).getByRole("button", { name: "Unblock" }),
    );
    expect(
      await screen.findByText("Your role cannot manage federation."),
    ).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((row) => row.getAttribute("aria-label")),
    ).toEqual(["spam.example", "loud.example"]);
    expect(notices().items[0]).toMatchObject({
      source: "adminFederation/unblock",
      status: 403,
    });
  });
});
