import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { AdminGroupsScreen } from "../../../src/features/admin/AdminGroupsScreen";
import { sectionsStore } from "../../store/admin/collection/storeSupport";
import { renderApp } from "../account/support";

const GROUPS = "/api/v1/admin/groups";
const group = (id: string, display_name: string) => ({
  id,
  display_name,
  note: "<p>Bread and <script>alert(1)</script>soup</p>",
  url: `https://example.social/group/${id}`,
  avatar: "",
  avatar_static: "",
  header: "",
  header_static: "",
  created_at: "2026-01-02T00:00:00.000Z",
  members_count: 3,
  locked: false,
  membership_required: true,
  emojis: [],
});

function renderGroups(
  store: ReturnType<typeof sectionsStore>["store"],
  at = "/admin/groups",
) {
  return renderApp(
    store,
    <Routes>
      <Route path="/admin/groups" element={<AdminGroupsScreen />} />
    </Routes>,
    at,
  );
}

describe("AdminGroupsScreen", () => {
  it("lists the active groups, suspends one at once and puts it back when refused", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${GROUPS}`]: {
        body: [group("2", "Darkroom"), group("1", "Cooks")],
      },
      [`POST ${GROUPS}/2/suspend`]: {
        status: 403,
        body: { error: "This action is not allowed" },
      },
    });
    renderGroups(store);
    const list = await screen.findByRole("list", { name: "Groups" });
    expect(calls[0]?.query).toEqual({ status: "active", limit: "100" });
    const row = within(list).getByRole("listitem", { name: "Darkroom" });
    expect(within(row).getByText("3 members")).toBeInTheDocument();
    expect(row.querySelector("script")).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByRole("button", { name: "Suspend" }));
    expect(
      await within(list).findByRole("listitem", { name: "Darkroom" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Your role cannot manage groups."),
    ).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Darkroom", "Cooks"]);
  });

  it("shows the suspended ones by their address, unsuspends and deletes after asking", async () => {
    const blank = { ...group("2", ""), note: "" };
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${GROUPS}`]: { body: [blank, { ...group("3", ""), note: "" }] },
      [`POST ${GROUPS}/2/unsuspend`]: { body: group("2", "Darkroom") },
      [`DELETE ${GROUPS}/3`]: { body: {} },
    });
    renderGroups(store, "/admin/groups?status=suspended&name=dark");
    const list = await screen.findByRole("list", { name: "Groups" });
    expect(calls[0]?.query).toEqual({
      status: "suspended",
      display_name: "dark",
      limit: "100",
    });
    const user = userEvent.setup();
    const first = within(list).getByRole("listitem", {
      name: "https://example.social/group/2",
    });
    await user.click(within(first).getByRole("button", { name: "Unsuspend" }));
    expect(first).not.toBeInTheDocument();
    const second = within(list).getByRole("listitem", {
      name: "https://example.social/group/3",
    });
    await user.click(within(second).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Nothing here yet.")).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET ${GROUPS}`,
      `POST ${GROUPS}/2/unsuspend`,
      `DELETE ${GROUPS}/3`,
    ]);
  });

  it("searches by name: the trimmed text goes into the address and the request", async () => {
    const { store, calls } = sectionsStore("pleroma", {
      [`GET ${GROUPS}`]: { body: [group("1", "Cooks")] },
    });
    renderGroups(store);
    await screen.findByRole("list", { name: "Groups" });
    const user = userEvent.setup();
    const search = screen.getByRole("search");
    await user.type(within(search).getByLabelText("Name"), "  cooks ");
    await user.click(within(search).getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(calls.map((c) => c.query.display_name)).toEqual([
        undefined,
        "cooks",
      ]),
    );
  });
});
