import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountNote } from "../../../src/features/admin/AccountNote";
import { sessionStarted } from "../../../src/store/events";
import { sectionsStore } from "../../store/admin/collection/storeSupport";
import { renderApp } from "../account/support";

describe("AccountNote", () => {
  it("shows the staff member's note, keeps its relationship from the collector and saves a change", async () => {
    const { store, calls } = sectionsStore("mastodon", {
      "GET /api/v1/accounts/relationships": {
        body: [{ id: "7", note: "Warned once in May" }],
      },
      "POST /api/v1/accounts/7/note": {
        body: { id: "7", note: "Warned twice" },
      },
    });
    store.dispatch(sessionStarted({ accessToken: "token", me: "1" }));
    const view = renderApp(store, <AccountNote id="7" />, "/admin/accounts/7");
    const note = await screen.findByDisplayValue("Warned once in May");
    expect(store.getState().retained.accounts["7"]).toBe(1);
    const user = userEvent.setup();
    await user.clear(note);
    await user.type(note, "Warned twice");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByDisplayValue("Warned twice");
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      body: { comment: "Warned twice" },
    });
    view.unmount();
    expect(store.getState().retained.accounts["7"]).toBeUndefined();
  });
});
