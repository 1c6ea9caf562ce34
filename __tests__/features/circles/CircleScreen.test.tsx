import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { CircleScreen } from "../../../src/features/circles/CircleScreen";
import { CirclesScreen } from "../../../src/features/circles/CirclesScreen";
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

const ME_ACCOUNT = rawAccount("1", { acct: "me", username: "me" });
const ana = rawAccount("701", {
  acct: "ana",
  username: "ana",
  display_name: "Ana",
});

/** A kmyblue circle server: circles, one member list, the circle's history. */
function circleServer(refuseAdd = false) {
  const circles = [{ id: "5", title: "Supper crew" }];
  let members: string[] = [];
  const ids = (call: Call) =>
    ((call.body as { account_ids?: string[] } | null)?.account_ids ?? []).map(
      String,
    );
  const routes: FakeRoutes = {
    "GET /api/v1/circles": () => ({ body: circles }),
    "POST /api/v1/circles": (call) => {
      const created = {
        id: "6",
        title: (call.body as { title: string }).title,
      };
      circles.push(created);
      return { body: created };
    },
    "GET /api/v1/circles/5": () => ({ body: circles[0] }),
    "PUT /api/v1/circles/5": (call) => {
      Object.assign(circles[0]!, call.body);
      return { body: circles[0] };
    },
    "GET /api/v1/circles/5/accounts": () => ({
      body: members.map(() => ana),
    }),
    "POST /api/v1/circles/5/accounts": (call) => {
      if (refuseAdd)
        return { status: 422, body: { error: "Validation failed" } };
      members = [...members, ...ids(call)];
      return { body: {} };
    },
    "GET /api/v1/circles/5/statuses": () => ({
      body: [
        rawStatus("90", {
          account: ME_ACCOUNT,
          content: "<p>Soup on Friday</p>",
          visibility: "private",
          visibility_ex: "limited",
          limited_scope: "circle",
        }),
      ],
    }),
    "GET /api/v2/search": () => ({
      body: { accounts: [ana], statuses: [], hashtags: [] },
    }),
    "GET /api/v2/filters": () => ({ body: [] }),
  };
  return routes;
}

async function open(path: string, refuseAdd = false): Promise<TestApp> {
  const app = await memberApp("mastodon", circleServer(refuseAdd), {
    fedibird_capabilities: ["kmyblue_circle_history"],
  });
  renderApp(
    app.store,
    <>
      <Routes>
        <Route path="/circles" element={<CirclesScreen />} />
        <Route path="/circles/:id" element={<CircleScreen />} />
      </Routes>
      <LocationProbe />
    </>,
    path,
  );
  return app;
}

describe("CirclesScreen", () => {
  it("lists the circles and creates one from its title", async () => {
    const app = await open("/circles");
    const rows = await screen.findByRole("list", { name: "Circles" });
    expect(
      within(rows).getByRole("link", { name: "Supper crew" }),
    ).toHaveAttribute("href", "/circles/5");
    await userEvent.type(
      screen.getByLabelText("Title of a new circle"),
      "Quiet table",
    );
    fireEvent.click(screen.getByRole("button", { name: "Create circle" }));
    expect(
      await within(rows).findByRole("link", { name: "Quiet table" }),
    ).toBeVisible();
    const post = app.calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ title: "Quiet table" });
  });
});

describe("CircleScreen", () => {
  it("shows the circle's posts marked as circle posts", async () => {
    await open("/circles/5");
    const feed = await screen.findByRole("feed", { name: "Supper crew" });
    const post = await within(feed).findByRole("article");
    expect(within(post).getByText("Soup on Friday")).toBeVisible();
    expect(within(post).getByTitle("Circle")).toBeInTheDocument();
  });

  it("adds a member at once, and takes it back when the server refuses", async () => {
    const app = await open("/circles/5", true);
    const panel = await screen.findByRole("region", { name: "Members" });
    await within(panel).findByText("This circle has no members yet.");
    await userEvent.type(
      within(panel).getByLabelText("Search for people to add"),
      "ana",
    );
    const add = await within(panel).findByRole("button", { name: "Add" });
    fireEvent.click(add);
    await waitFor(() => {
      expect(
        app.calls.some(
          (c) =>
            c.method === "POST" &&
            c.url.pathname === "/api/v1/circles/5/accounts",
        ),
      ).toBe(true);
    });
    expect(
      await within(panel).findByText("This circle has no members yet."),
    ).toBeVisible();
  });

  it("renames the circle in a dialog", async () => {
    const app = await open("/circles/5");
    await screen.findByRole("heading", { name: "Supper crew" });
    fireEvent.click(screen.getByRole("button", { name: "Rename circle" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename circle" });
    const field = within(dialog).getByLabelText("Title");
    await waitFor(() => {
      expect(dialog.contains(document.activeElement)).toBe(true);
    });
    await userEvent.clear(field);
    await userEvent.type(field, "Soup table");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("heading", { name: "Soup table" }),
    ).toBeVisible();
    const put = app.calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ title: "Soup table" });
  });
});
