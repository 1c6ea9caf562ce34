import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { AdminRulesScreen } from "../../../src/features/admin/AdminRulesScreen";
import { sectionsStore } from "../../store/admin/collection/storeSupport";
import { renderApp } from "../account/support";

const RULES = "/api/v1/pleroma/admin/rules";
const rule = (id: string, text: string, priority: number) => ({
  id,
  text,
  hint: "",
  priority,
});

function renderRules(store: ReturnType<typeof sectionsStore>["store"]) {
  return renderApp(
    store,
    <Routes>
      <Route path="/admin/rules" element={<AdminRulesScreen />} />
    </Routes>,
    "/admin/rules",
  );
}

describe("AdminRulesScreen", () => {
  it("edits a rule in place and orders rules where the server has priorities", async () => {
    // The server keeps what it is sent, as Pleroma does.
    const saved = {
      a: rule("a", "Be kind", 1),
      b: rule("b", "No spam", 2),
    };
    const patch = (id: "a" | "b") => (call: { body: unknown }) => {
      saved[id] = { ...saved[id], ...(call.body as object) };
      return { body: saved[id] };
    };
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${RULES}`]: { body: [saved.a, saved.b] },
      [`PATCH ${RULES}/a`]: patch("a"),
      [`PATCH ${RULES}/b`]: patch("b"),
    });
    renderRules(store);
    const list = await screen.findByRole("list", { name: "Rules" });
    const first = within(list).getByRole("listitem", { name: "Be kind" });
    expect(
      within(first).getByRole("button", { name: "Move up" }),
    ).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(first).getByRole("button", { name: "Edit" }));
    const text = within(first).getByRole("textbox", { name: "Rule" });
    await user.clear(text);
    await user.type(text, "Be kind to new bakers");
    await user.type(
      within(first).getByRole("textbox", { name: "Explanation" }),
      "Everyone starts somewhere",
    );
    await user.click(within(first).getByRole("button", { name: "Save" }));
    expect(
      await within(list).findByText("Be kind to new bakers"),
    ).toBeInTheDocument();
    expect(within(list).getByText("Everyone starts somewhere")).toBeVisible();

    await user.click(
      within(within(list).getByRole("listitem", { name: "No spam" })).getByRole(
        "button",
        { name: "Move up" },
      ),
    );
    const order = within(list)
      .getAllByRole("listitem")
      .map((row) => row.getAttribute("aria-label"));
    expect(order).toEqual(["No spam", "Be kind to new bakers"]);
    expect(
      calls.filter((c) => c.method === "PATCH").map((c) => c.body),
    ).toEqual([
      { text: "Be kind to new bakers", hint: "Everyone starts somewhere" },
      { priority: 1 },
      { priority: 2 },
    ]);
  });

  it("keeps GoToSocial's rules to their text, in the server's order", async () => {
    const { store } = sectionsStore("gotosocial", {
      "GET /api/v1/admin/instance/rules": {
        body: [{ id: "1", text: "Be kind" }],
      },
    });
    renderRules(store);
    const row = await screen.findByRole("listitem", { name: "Be kind" });
    expect(within(row).queryByRole("button", { name: "Move up" })).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: "Edit" }));
    expect(
      within(row).queryByRole("textbox", { name: "Explanation" }),
    ).toBeNull();
  });
});
