import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { FiltersScreen } from "../../../src/features/filters/FiltersScreen";
import {
  memberApp,
  renderApp,
  type Family,
  type Routes as FakeRoutes,
  type TestApp,
} from "./support";

const kitchen = {
  id: "1",
  title: "Kitchen gadgets",
  context: ["home", "public"],
  filter_action: "hide",
  expires_at: null,
  keywords: [
    { id: "k1", keyword: "kettle", whole_word: true },
    { id: "k2", keyword: "toaster", whole_word: false },
  ],
  statuses: [{ id: "s1", status_id: "99" }],
};

function v2Server(): FakeRoutes {
  let filters: Record<string, unknown>[] = [kitchen];
  return {
    "GET /api/v2/filters": () => ({ body: filters }),
    "POST /api/v2/filters": (call) => {
      const body = call.body as Record<string, unknown>;
      const created = {
        id: "2",
        title: body.title,
        context: body.context,
        filter_action: body.filter_action,
        expires_at: body.expires_in === null ? null : "2030-01-01T00:00:00Z",
        keywords: (body.keywords_attributes as Record<string, unknown>[]).map(
          (k, i) => ({ ...k, id: `n${String(i)}` }),
        ),
        statuses: [],
      };
      filters = [...filters, created];
      return { body: created };
    },
    "PUT /api/v2/filters/1": (call) => {
      const body = call.body as Record<string, unknown>;
      return { body: { ...kitchen, title: body.title } };
    },
    "DELETE /api/v2/filters/1": () => {
      filters = filters.filter((f) => f.id !== "1");
      return { body: {} };
    },
  };
}

function v1Server(): FakeRoutes {
  return {
    "GET /api/v1/filters": () => ({
      body: [
        {
          id: "7",
          phrase: "terrace",
          context: ["home"],
          whole_word: true,
          expires_at: null,
          irreversible: false,
        },
      ],
    }),
    "POST /api/v1/filters": (call) => ({
      body: { id: "8", ...(call.body as object) },
    }),
  };
}

async function open(family: Family): Promise<TestApp> {
  const app = await memberApp(
    family,
    family === "mastodon" ? v2Server() : v1Server(),
  );
  renderApp(
    app.store,
    <Routes>
      <Route path="/filters" element={<FiltersScreen />} />
    </Routes>,
    "/filters",
  );
  return app;
}

describe("FiltersScreen on v2 filters", () => {
  it("lists each filter with its action, contexts, keywords, posts and expiry", async () => {
    await open("mastodon");
    const list = await screen.findByRole("list", { name: "Filters" });
    const row = within(list).getByRole("listitem");
    expect(
      within(row).getByRole("heading", { name: "Kitchen gadgets" }),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent("Hide completely");
    expect(row).toHaveTextContent("Home and lists, Public timelines");
    expect(row).toHaveTextContent("kettle, toaster");
    expect(row).toHaveTextContent("1 post");
    expect(row).toHaveTextContent("ExpiresNever");
  });

  it("creates a filter with keywords, contexts, an action and an expiry", async () => {
    const app = await open("mastodon");
    await screen.findByRole("list", { name: "Filters" });
    fireEvent.click(screen.getByRole("button", { name: "New filter" }));
    const dialog = await screen.findByRole("dialog", { name: "New filter" });
    // The dialog takes the focus once open: typing waits for that.
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await userEvent.type(within(dialog).getByLabelText("Title"), "Sky");
    const [first] = within(dialog).getAllByRole("textbox", {
      name: "Keywords",
    });
    await userEvent.type(first!, "Milky Way");
    fireEvent.click(within(dialog).getByLabelText("Whole word"));
    fireEvent.click(
      within(dialog).getByRole("button", { name: "Add keyword" }),
    );
    const second = within(dialog).getAllByRole("textbox", {
      name: "Keywords",
    })[1];
    await userEvent.type(second!, "aurora");
    fireEvent.click(within(dialog).getByLabelText("Conversations"));
    fireEvent.click(within(dialog).getByLabelText("Notifications"));
    fireEvent.click(within(dialog).getByLabelText("Blur media"));
    await userEvent.selectOptions(
      within(dialog).getByLabelText("Expires"),
      "86400",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(
      await screen.findByRole("heading", { name: "Sky" }),
    ).toBeInTheDocument();
    const post = app.calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      title: "Sky",
      context: ["home", "notifications", "public"],
      filter_action: "blur",
      expires_in: 86400,
      keywords_attributes: [
        { keyword: "Milky Way", whole_word: false },
        { keyword: "aurora", whole_word: true },
      ],
    });
  });

  it("edits a filter: a removed keyword is destroyed by id", async () => {
    const app = await open("mastodon");
    await screen.findByRole("list", { name: "Filters" });
    fireEvent.click(screen.getByRole("button", { name: "Edit filter" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit filter" });
    // The dialog takes the focus once open: typing waits for that.
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    const removes = within(dialog).getAllByRole("button", { name: "Remove" });
    fireEvent.click(removes[1]!);
    const title = within(dialog).getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "Gadgets");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    const put = app.calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({
      title: "Gadgets",
      filter_action: "hide",
      expires_in: null,
      keywords_attributes: [
        { id: "k1", keyword: "kettle", whole_word: true },
        { id: "k2", keyword: "toaster", whole_word: false, _destroy: true },
      ],
    });
  });

  it("deletes a filter after asking", async () => {
    const app = await open("mastodon");
    const list = await screen.findByRole("list", { name: "Filters" });
    fireEvent.click(
      within(list).getByRole("button", { name: "Delete filter" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete filter" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText(/You have no filters yet/),
    ).toBeInTheDocument();
    expect(app.calls.some((c) => c.method === "DELETE")).toBe(true);
  });
});

describe("FiltersScreen on v1 filters", () => {
  it("keeps one keyword per filter, named by it, and offers no blur", async () => {
    const app = await open("pleroma");
    const list = await screen.findByRole("list", { name: "Filters" });
    expect(
      within(list).getByRole("heading", { name: "terrace" }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "New filter" }));
    const dialog = await screen.findByRole("dialog", { name: "New filter" });
    // The dialog takes the focus once open: typing waits for that.
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    expect(within(dialog).queryByLabelText("Title")).toBeNull();
    expect(within(dialog).queryByLabelText("Blur media")).toBeNull();
    expect(
      within(dialog).queryByRole("button", { name: "Add keyword" }),
    ).toBeNull();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Keywords" }),
      "slipway",
    );
    fireEvent.click(within(dialog).getByLabelText("Hide completely"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    const post = app.calls.find((c) => c.method === "POST");
    expect(post?.url.pathname).toBe("/api/v1/filters");
    expect(post?.body).toEqual({
      phrase: "slipway",
      whole_word: true,
      context: ["home", "public", "thread"],
      irreversible: true,
      expires_in: null,
    });
  });
});
