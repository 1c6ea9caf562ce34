import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { InteractionRequestsScreen } from "../../../src/features/notifications/InteractionRequestsScreen";
import { NotificationsScreen } from "../../../src/features/notifications/NotificationsScreen";
import { sessionStarted } from "../../../src/store/events";
import { instanceFetched, rawAccount, rawStatus } from "../../store/factories";
import {
  createTestApp,
  renderApp,
  type Routes as FakeRoutes,
} from "../account/support";

const ME = "900";
const me = rawAccount(ME, { acct: "bob", username: "bob" });
const chen = rawAccount("701", { acct: "chen", display_name: "Chen" });
const sam = rawAccount("702", { acct: "sam", display_name: "Sam" });
const post = rawStatus("50", {
  account: me,
  content: "<p>The trail at dawn</p>",
  favourites_count: 0,
});

const requests = [
  {
    id: "31",
    type: "favourite",
    account: chen,
    created_at: "2026-11-27T07:00:00.000Z",
    status: post,
    reply: null,
  },
  {
    id: "30",
    type: "reply",
    account: sam,
    created_at: "2026-11-27T06:00:00.000Z",
    status: post,
    reply: rawStatus("51", {
      account: sam,
      content: "<p>Which hill is it?</p>",
      in_reply_to_id: "50",
    }),
  },
];

async function gotosocialApp(routes: FakeRoutes) {
  const app = await createTestApp({
    "GET /api/v1/interaction_requests": () => ({ body: requests }),
    ...routes,
  });
  app.store.dispatch(
    instanceFetched({
      uri: "potluck.test",
      title: "Potluck test",
      version: "0.19.1",
      configuration: { accounts: { allow_custom_css: false } },
    }),
  );
  app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  return app;
}

const rowOf = (name: string) =>
  screen
    .getAllByRole("listitem")
    .find((li) => within(li).queryByText(name) !== null);

describe("InteractionRequestsScreen", () => {
  it("lists who asks for what on which post, and accepts one", async () => {
    const app = await gotosocialApp({
      "POST /api/v1/interaction_requests/31/authorize": () => ({
        body: {
          ...requests[0],
          accepted_at: "2026-11-27T07:05:00.000Z",
          status: { ...post, favourites_count: 1 },
        },
      }),
    });
    renderApp(app.store, <InteractionRequestsScreen />, "/");
    const list = await screen.findByRole("list", {
      name: "Interaction requests",
    });
    expect(within(list).getByText("wants to like your post")).toBeVisible();
    expect(within(list).getByText("wants to reply to your post")).toBeVisible();
    expect(within(list).getByText("Which hill is it?")).toBeVisible();
    expect(within(list).getAllByText("The trail at dawn")).toHaveLength(2);

    const row = rowOf("Chen");
    if (!row) throw new Error("no row for Chen");
    await userEvent.click(within(row).getByRole("button", { name: "Accept" }));
    await waitFor(() => {
      expect(screen.queryByText("Chen")).toBeNull();
    });
    expect(
      app.calls.some(
        (c) =>
          c.method === "POST" &&
          c.url.pathname === "/api/v1/interaction_requests/31/authorize",
      ),
    ).toBe(true);
    expect(app.store.getState().statuses.byId["50"]?.favourites_count).toBe(1);
  });

  it("rejects at /reject, and puts the row back where it was when the server refuses", async () => {
    const app = await gotosocialApp({
      "POST /api/v1/interaction_requests/30/reject": () => ({
        status: 422,
        body: { error: "Unprocessable Entity: already handled" },
      }),
    });
    renderApp(app.store, <InteractionRequestsScreen />, "/");
    await screen.findByText("Sam");
    const row = rowOf("Sam");
    if (!row) throw new Error("no row for Sam");
    await userEvent.click(within(row).getByRole("button", { name: "Reject" }));
    await waitFor(() => {
      expect(
        app.calls.filter((c) => c.method === "POST").map((c) => c.url.pathname),
      ).toEqual(["/api/v1/interaction_requests/30/reject"]);
    });
    // Back, second as before, and the failure toasted under the button's name.
    await waitFor(() => {
      const names = screen
        .getAllByRole("listitem")
        .map((li) => (within(li).queryByText("Sam") ? "Sam" : "Chen"));
      expect(names).toEqual(["Chen", "Sam"]);
    });
    expect(app.store.getState().notices.items.at(-1)).toMatchObject({
      source: "interactionRequests/reject",
    });
  });

  it("says when nothing waits", async () => {
    const app = await gotosocialApp({
      "GET /api/v1/interaction_requests": () => ({ body: [] }),
    });
    renderApp(app.store, <InteractionRequestsScreen />, "/");
    expect(
      await screen.findByText("Nothing is waiting for your approval."),
    ).toBeVisible();
  });

  it("links from the notifications with how many wait, only where the server holds interactions", async () => {
    const app = await gotosocialApp({
      "GET /api/v1/notifications": () => ({ body: [] }),
      "GET /api/v1/markers": () => ({ body: {} }),
    });
    renderApp(
      app.store,
      <Routes>
        <Route path="/notifications" element={<NotificationsScreen />} />
      </Routes>,
      "/notifications",
    );
    const link = await screen.findByRole("link", {
      name: /Interaction requests/,
    });
    await waitFor(() => {
      expect(link).toHaveTextContent("Interaction requests2");
    });
    expect(link).toHaveAttribute("href", "/interaction_requests");
  });
});

it("offers no interaction requests where the server has none (Mastodon)", async () => {
  const app = await createTestApp({
    "GET /api/v1/notifications": () => ({ body: [] }),
    "GET /api/v1/markers": () => ({ body: {} }),
  });
  app.store.dispatch(
    instanceFetched({ uri: "potluck.test", title: "M", version: "4.5.0" }),
  );
  app.store.dispatch(sessionStarted({ accessToken: "token", me: ME }));
  renderApp(app.store, <NotificationsScreen />, "/notifications");
  await screen.findByRole("heading", { name: "Notifications" });
  await waitFor(() => {
    expect(
      app.calls.some((c) => c.url.pathname === "/api/v1/notifications"),
    ).toBe(true);
  });
  expect(
    screen.queryByRole("link", { name: /Interaction requests/ }),
  ).toBeNull();
  expect(
    app.calls.some((c) => c.url.pathname === "/api/v1/interaction_requests"),
  ).toBe(false);
});
