import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { AdminLogScreen } from "../../../src/features/admin/AdminLogScreen";
import { sectionsStore } from "../../store/admin/collection/storeSupport";
import { renderApp } from "../account/support";

const LOG = "/api/v1/pleroma/admin/moderation_log";
const entry = (id: string, message: string) => ({
  id,
  time: 1_767_312_000,
  message,
  data: { action: "create", actor: { id: "9", nickname: "maren" } },
});

describe("AdminLogScreen", () => {
  it("searches the log: the trimmed words are asked for, and the entries shown without their stamp", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${LOG}`]: (call) => ({
        body: {
          total: 1,
          items: [
            call.query.search
              ? entry("2", "[2026-01-02] @maren deleted a rule")
              : entry("1", "[2026-01-02] @maren created announcement"),
          ],
        },
      }),
    });
    renderApp(
      store,
      <Routes>
        <Route path="/admin/log" element={<AdminLogScreen />} />
      </Routes>,
      "/admin/log",
    );
    const list = await screen.findByRole("list", { name: "Moderation log" });
    expect(
      within(list).getByText("@maren created announcement"),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    const search = screen.getByRole("search");
    await user.type(within(search).getByLabelText("Search"), " rule  ");
    await user.click(within(search).getByRole("button", { name: "Search" }));
    expect(
      await screen.findByText("@maren deleted a rule"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => c.query.search)).toEqual([undefined, "rule"]),
    );
  });
});
