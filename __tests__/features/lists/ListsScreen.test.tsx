import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { ListScreen } from "../../../src/features/lists/ListScreen";
import { ListsScreen } from "../../../src/features/lists/ListsScreen";
import {
  LocationProbe,
  memberApp,
  rawAccount,
  rawStatus,
  renderApp,
  type Call,
  type Family,
  type Routes as FakeRoutes,
  type TestApp,
} from "../filters/support";

beforeEach(() => {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

const lena = rawAccount("700", {
  acct: "lena",
  username: "lena",
  display_name: "Lena",
});
const ana = rawAccount("701", {
  acct: "ana",
  username: "ana",
  display_name: "Ana",
});

interface ServerList {
  id: string;
  title: string;
  replies_policy: string;
  exclusive: boolean;
  favourite: boolean;
}

/** A small list server: its lists and members change as it is asked. */
function listServer(lists: ServerList[]) {
  const members = new Map<string, string[]>([["1", ["700"]]]);
  const accounts = new Map([
    ["700", lena],
    ["701", ana],
  ]);
  const byId = (call: Call) =>
    lists.find((l) => call.url.pathname.split("/")[4] === l.id);
  const ids = (call: Call) =>
    ((call.body as { account_ids?: string[] } | null)?.account_ids ?? []).map(
      String,
    );
  const routes: FakeRoutes = {
    "GET /api/v1/lists": () => ({ body: lists }),
    "POST /api/v1/lists": (call) => {
      const created = {
        id: String(lists.length + 10),
        title: (call.body as { title: string }).title,
        replies_policy: "list",
        exclusive: false,
        favourite: false,
      };
      lists.push(created);
      return { body: created };
    },
    "GET /api/v2/filters": () => ({ body: [] }),
    "GET /api/v2/search": () => ({
      body: { accounts: [ana], statuses: [], hashtags: [] },
    }),
  };
  for (const list of lists) {
    const path = `/api/v1/lists/${list.id}`;
    routes[`GET ${path}`] = (call) => ({ body: byId(call) });
    routes[`PUT ${path}`] = (call) => {
      Object.assign(list, call.body);
      return { body: list };
    };
    routes[`DELETE ${path}`] = () => ({ body: {} });
    routes[`POST ${path}/favourite`] = () => ({
      body: { ...list, favourite: true },
    });
    routes[`POST ${path}/unfavourite`] = () => ({
      body: { ...list, favourite: false },
    });
    routes[`GET ${path}/accounts`] = () => ({
      body: (members.get(list.id) ?? []).map((id) => accounts.get(id)),
    });
    routes[`POST ${path}/accounts`] = (call) => {
      members.set(list.id, [...(members.get(list.id) ?? []), ...ids(call)]);
      return { body: {} };
    };
    routes[`DELETE ${path}/accounts`] = (call) => {
      const gone = ids(call);
      members.set(
        list.id,
        (members.get(list.id) ?? []).filter((id) => !gone.includes(id)),
      );
      return { body: {} };
    };
    routes[`GET /api/v1/timelines/list/${list.id}`] = () => ({
      body: [
        rawStatus("50", { account: lena, content: "<p>Beans are up</p>" }),
      ],
    });
  }
  return routes;
}

const seedLists = (): ServerList[] => [
  {
    id: "1",
    title: "Allotment people",
    replies_policy: "list",
    exclusive: false,
    favourite: false,
  },
  {
    id: "2",
    title: "Harbour news",
    replies_policy: "followed",
    exclusive: false,
    favourite: true,
  },
];

async function open(
  path: string,
  family: Family = "mastodon",
): Promise<TestApp> {
  const app = await memberApp(family, listServer(seedLists()));
  renderApp(
    app.store,
    <>
      <Routes>
        <Route path="/lists" element={<ListsScreen />} />
        <Route path="/lists/:id" element={<ListScreen />} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
  return app;
}

const lines = (app: TestApp) =>
  app.calls.map((c) => `${c.method} ${c.url.pathname}`);

describe("ListsScreen", () => {
  it("lists favourites first, then by title, and stars a list", async () => {
    const app = await open("/lists");
    const rows = await screen.findByRole("list", { name: "Lists" });
    const links = within(rows).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "Harbour news",
      "Allotment people",
    ]);
    const stars = within(rows).getAllByRole("button", {
      name: "Favourite list",
    });
    expect(stars.map((b) => b.getAttribute("aria-pressed"))).toEqual([
      "true",
      "false",
    ]);
    fireEvent.click(stars[1]!);
    await waitFor(() => {
      expect(lines(app)).toContain("POST /api/v1/lists/1/favourite");
    });
    expect(
      within(rows)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Allotment people", "Harbour news"]);
  });

  it("creates a list from its title", async () => {
    const app = await open("/lists");
    await screen.findByRole("list", { name: "Lists" });
    await userEvent.type(
      screen.getByLabelText("Title of a new list"),
      "Bakers",
    );
    fireEvent.click(screen.getByRole("button", { name: "Create list" }));
    expect(await screen.findByRole("link", { name: "Bakers" })).toBeVisible();
    const post = app.calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ title: "Bakers" });
    // The field empties once the creation has settled, a render after the
    // list's link appears.
    await waitFor(() =>
      expect(screen.getByLabelText("Title of a new list")).toHaveValue(""),
    );
  });

  it("has no stars where the server has no favourite lists", async () => {
    await open("/lists", "pleroma");
    await screen.findByRole("list", { name: "Lists" });
    expect(screen.queryByRole("button", { name: "Favourite list" })).toBeNull();
  });
});

describe("ListScreen", () => {
  it("shows the list's timeline under its title", async () => {
    await open("/lists/1");
    expect(
      await screen.findByRole("heading", { name: "Allotment people" }),
    ).toBeInTheDocument();
    const feed = await screen.findByRole("feed", { name: "Allotment people" });
    expect(within(feed).getByText("Beans are up")).toBeInTheDocument();
  });

  it("adds members found by search and removes them", async () => {
    const app = await open("/lists/1");
    fireEvent.click(await screen.findByRole("button", { name: "Members" }));
    const members = await screen.findByRole("list", { name: "Members" });
    expect(await within(members).findByText("Lena")).toBeInTheDocument();

    await userEvent.type(
      screen.getByLabelText("Search for people to add"),
      "an",
    );
    const add = await screen.findByRole("button", { name: "Add" });
    await waitFor(() => {
      const search = app.calls.find((c) => c.url.pathname === "/api/v2/search");
      expect(search?.url.searchParams.get("following")).toBe("true");
    });
    fireEvent.click(add);
    await waitFor(() => {
      expect(within(members).getByText("Ana")).toBeInTheDocument();
    });
    const posted = app.calls.find(
      (c) => c.method === "POST" && c.url.pathname.endsWith("/accounts"),
    );
    expect(posted?.body).toEqual({ account_ids: ["701"] });

    const lenaRow = within(members).getByText("Lena").closest("li");
    fireEvent.click(
      within(lenaRow as HTMLElement).getByRole("button", { name: "Remove" }),
    );
    await waitFor(() => {
      expect(within(members).queryByText("Lena")).toBeNull();
    });
    expect(lines(app)).toContain("DELETE /api/v1/lists/1/accounts");
  });

  it("renames a list and sets its replies and exclusivity", async () => {
    const app = await open("/lists/1");
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit list" });
    // The dialog takes the focus once open: typing waits for that.
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    const title = within(dialog).getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "Plot 12");
    await userEvent.selectOptions(
      within(dialog).getByLabelText("Show replies to"),
      "none",
    );
    fireEvent.click(
      within(dialog).getByLabelText("Hide these members' posts from home"),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("heading", { name: "Plot 12" }),
    ).toBeInTheDocument();
    const put = app.calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({
      title: "Plot 12",
      replies_policy: "none",
      exclusive: true,
    });
  });

  it("deletes a list after asking, and goes back to the lists", async () => {
    const app = await open("/lists/1");
    fireEvent.click(await screen.findByRole("button", { name: "Delete list" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete list" });
    expect(dialog).toHaveTextContent("Allotment people");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => {
      expect(screen.getByLabelText("location")).toHaveTextContent("/lists");
    });
    expect(lines(app)).toContain("DELETE /api/v1/lists/1");
  });

  it("says when the list cannot be loaded", async () => {
    await open("/lists/404");
    expect(
      await screen.findByText("This list could not be loaded."),
    ).toBeInTheDocument();
  });
});
