import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { AntennaScreen } from "../../../src/features/antennas/AntennaScreen";
import { AntennasScreen } from "../../../src/features/antennas/AntennasScreen";
import {
  LocationProbe,
  memberApp,
  rawAccount,
  rawStatus,
  renderApp,
  type Call,
  type Routes as FakeRoutes,
  type TestApp,
} from "../filters/support";

beforeEach(() => {
  jest.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

const kai = rawAccount("702", { acct: "kai", username: "kai" });

function antenna(id: string, title: string, keywords = 0) {
  return {
    id,
    title,
    stl: false,
    insert_feeds: false,
    with_media_only: false,
    ignore_reblog: false,
    accounts_count: 0,
    domains_count: 0,
    tags_count: 0,
    keywords_count: keywords,
    list: null,
  };
}

/** A kmyblue antenna server: one antenna with the keyword "tea". */
function antennaServer() {
  const antennas = [antenna("3", "Tea talk", 1)];
  const keywords = { keywords: ["tea"], exclude_keywords: [] as string[] };
  const names = (call: Call) =>
    (call.body as { keywords?: string[] } | null)?.keywords ?? [];
  const routes: FakeRoutes = {
    "GET /api/v1/antennas": () => ({ body: antennas }),
    "POST /api/v1/antennas": (call) => {
      const created = antenna("4", (call.body as { title: string }).title);
      antennas.push(created);
      return { body: created };
    },
    "GET /api/v1/antennas/3": () => ({ body: antennas[0] }),
    "PUT /api/v1/antennas/3": (call) => {
      Object.assign(antennas[0]!, call.body);
      return { body: antennas[0] };
    },
    "GET /api/v1/antennas/3/keywords": () => ({ body: keywords }),
    "POST /api/v1/antennas/3/keywords": (call) => {
      if (names(call).some((k) => keywords.keywords.includes(k)))
        return { status: 422, body: { error: "Duplicate keyword" } };
      keywords.keywords.push(...names(call));
      return { body: {} };
    },
    "DELETE /api/v1/antennas/3/keywords": (call) => {
      keywords.keywords = keywords.keywords.filter(
        (k) => !names(call).includes(k),
      );
      return { body: {} };
    },
    "GET /api/v1/antennas/3/domains": () => ({
      body: { domains: [], exclude_domains: ["spam.example"] },
    }),
    "GET /api/v1/antennas/3/tags": () => ({
      body: { tags: [], exclude_tags: [] },
    }),
    "GET /api/v1/antennas/3/accounts": () => ({ body: [kai] }),
    "GET /api/v1/antennas/3/exclude_accounts": () => ({ body: [] }),
    "GET /api/v1/timelines/antenna/3": () => ({
      body: [rawStatus("91", { content: "<p>Green tea at noon</p>" })],
    }),
    "GET /api/v2/filters": () => ({ body: [] }),
  };
  return routes;
}

async function open(path: string): Promise<TestApp> {
  const app = await memberApp("mastodon", antennaServer(), {
    fedibird_capabilities: ["kmyblue_antenna"],
  });
  renderApp(
    app.store,
    <>
      <Routes>
        <Route path="/antennas" element={<AntennasScreen />} />
        <Route path="/antennas/:id" element={<AntennaScreen />} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
  return app;
}

describe("AntennasScreen", () => {
  it("lists the antennas and creates one from its title", async () => {
    const app = await open("/antennas");
    const rows = await screen.findByRole("list", { name: "Antennas" });
    expect(
      within(rows).getByRole("link", { name: "Tea talk" }),
    ).toHaveAttribute("href", "/antennas/3");
    await userEvent.type(
      screen.getByLabelText("Title of a new antenna"),
      "Bread",
    );
    fireEvent.click(screen.getByRole("button", { name: "Create antenna" }));
    expect(
      await within(rows).findByRole("link", { name: "Bread" }),
    ).toBeVisible();
    const post = app.calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ title: "Bread" });
  });
});

describe("AntennaScreen", () => {
  it("shows the posts the antenna caught, and its rules on demand", async () => {
    await open("/antennas/3");
    const feed = await screen.findByRole("feed", { name: "Tea talk" });
    expect(await within(feed).findByText("Green tea at noon")).toBeVisible();
    // An antenna with rules opens on its posts; "Rules" shows them.
    expect(screen.queryByRole("region", { name: "Rules" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Rules" }));
    const rules = await screen.findByRole("region", { name: "Rules" });
    const keywords = await within(rules).findByRole("list", {
      name: "Keywords",
    });
    expect(within(keywords).getByText("tea")).toBeVisible();
    expect(
      within(
        within(rules).getByRole("list", { name: "Excluded domains" }),
      ).getByText("spam.example"),
    ).toBeVisible();
    const people = within(rules).getByRole("region", { name: "People" });
    expect(await within(people).findByText(/@kai/)).toBeVisible();
    // Each people section opens with its heading, then its search: the
    // search is not left under the section before it.
    for (const name of ["People", "Excluded people"]) {
      const section = within(rules).getByRole("region", { name });
      const [first] = within(section).getAllByRole("heading");
      expect(first).toHaveTextContent(name);
      const search = within(section).getByRole("searchbox", {
        name: "Search for people to add",
      });
      expect(first?.compareDocumentPosition(search) ?? 0).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });

  it("adds a keyword at once; a refused duplicate is said in place and the keyword stays", async () => {
    const app = await open("/antennas/3");
    await screen.findByRole("feed", { name: "Tea talk" });
    fireEvent.click(screen.getByRole("button", { name: "Rules" }));
    const rules = await screen.findByRole("region", { name: "Rules" });
    const group = (await within(rules).findByRole("list", { name: "Keywords" }))
      .parentElement!;
    const field = within(group).getByRole("textbox", { name: "Keywords" });

    await userEvent.type(field, "matcha");
    fireEvent.click(within(group).getByRole("button", { name: "Add" }));
    expect(await within(group).findByText("matcha")).toBeVisible();
    const added = app.calls.find(
      (c) =>
        c.method === "POST" && c.url.pathname === "/api/v1/antennas/3/keywords",
    );
    expect(added?.body).toEqual({ keywords: ["matcha"] });

    await userEvent.type(field, "tea");
    fireEvent.click(within(group).getByRole("button", { name: "Add" }));
    expect(await within(group).findByRole("alert")).toHaveTextContent(
      "Duplicate keyword",
    );
    expect(within(group).getByText("tea")).toBeVisible();

    fireEvent.click(
      within(group).getByRole("button", { name: "Remove matcha" }),
    );
    await waitFor(() => {
      expect(within(group).queryByText("matcha")).toBeNull();
    });
  });

  it("saves the title and settings from the edit dialog", async () => {
    const app = await open("/antennas/3");
    await screen.findByRole("feed", { name: "Tea talk" });
    fireEvent.click(screen.getByRole("button", { name: "Edit antenna" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit antenna" });
    const title = within(dialog).getByLabelText("Title");
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await userEvent.clear(title);
    await userEvent.type(title, "Tea and cake");
    fireEvent.click(within(dialog).getByLabelText("Media only"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("heading", { name: "Tea and cake" }),
    ).toBeVisible();
    const put = app.calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({
      title: "Tea and cake",
      with_media_only: true,
      ignore_reblog: false,
      insert_feeds: false,
    });
  });
});
