import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ModalRoot } from "../../../src/app/ModalRoot";
import { StatusFilterContext } from "../../../src/features/status/filterContext";
import { StatusCard } from "../../../src/features/status/StatusCard";
import { fetchFilters } from "../../../src/store/filters/thunks";
import { fetchStatus } from "../../../src/store/statuses/thunks";
import {
  memberApp,
  rawAccount,
  rawStatus,
  renderApp,
  type Family,
  type TestApp,
} from "./support";

const harbour = {
  id: "2",
  title: "Harbour works",
  context: ["home", "public"],
  filter_action: "warn",
  keywords: [{ id: "k2", keyword: "slipway", whole_word: true }],
  statuses: [],
};

const post = rawStatus("40", {
  account: rawAccount("700", { acct: "lena", username: "lena" }),
  content: "<p>Fresh paint on the boats</p>",
});

async function show(family: Family): Promise<TestApp> {
  const app = await memberApp(family, {
    "GET /api/v2/filters": () => ({ body: [harbour] }),
    "GET /api/v1/filters": () => ({ body: [] }),
    "GET /api/v1/statuses/40": () => ({ body: post }),
    "POST /api/v2/filters": (call) => ({
      body: { ...harbour, id: "3", ...(call.body as object), keywords: [] },
    }),
    "POST /api/v2/filters/2/statuses": () => ({
      body: { id: "fs1", status_id: "40" },
    }),
    "POST /api/v2/filters/3/statuses": () => ({
      body: { id: "fs2", status_id: "40" },
    }),
  });
  await app.store.dispatch(fetchFilters());
  await app.store.dispatch(fetchStatus({ id: "40" }));
  renderApp(
    app.store,
    <>
      <StatusFilterContext value="home">
        <StatusCard id="40" />
      </StatusFilterContext>
      <ModalRoot />
    </>,
    "/",
  );
  return app;
}

describe("Filter this post", () => {
  it("adds the post to a filter: it folds at once", async () => {
    const user = userEvent.setup();
    const app = await show("mastodon");
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Filter this post" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Filter this post",
    });
    await user.click(within(dialog).getByLabelText("Harbour works"));
    await user.click(
      within(dialog).getByRole("button", { name: "Filter this post" }),
    );
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(screen.getByText("Filtered: Harbour works")).toBeInTheDocument();
    const added = app.calls.find((c) => c.url.pathname.endsWith("/statuses"));
    expect(added?.body).toEqual({ status_id: "40" });
  });

  it("makes a new filter for it, a warning everywhere", async () => {
    const user = userEvent.setup();
    const app = await show("mastodon");
    await user.click(screen.getByRole("button", { name: "More" }));
    await user.click(screen.getByRole("button", { name: "Filter this post" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Filter this post",
    });
    // The dialog takes the focus once open: typing waits for that.
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await user.type(within(dialog).getByLabelText("Title"), "Boats");
    await user.click(
      within(dialog).getByRole("button", { name: "Filter this post" }),
    );
    // The dialog closes once the server has the post in the new filter.
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(screen.getByText("Filtered: Boats")).toBeInTheDocument();
    const created = app.calls.find(
      (c) => c.method === "POST" && c.url.pathname === "/api/v2/filters",
    );
    expect(created?.body).toMatchObject({
      title: "Boats",
      context: ["home", "notifications", "public", "thread", "account"],
      filter_action: "warn",
      keywords_attributes: [],
    });
  });

  it("is not offered without v2 filters", async () => {
    const user = userEvent.setup();
    await show("pleroma");
    await user.click(screen.getByRole("button", { name: "More" }));
    await waitFor(() => {
      expect(
        screen.getByRole("button", { name: "Copy link to post" }),
      ).toBeVisible();
    });
    expect(
      screen.queryByRole("button", { name: "Filter this post" }),
    ).toBeNull();
  });
});
