import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RssFeedsScreen } from "../../../src/features/settings/RssFeedsScreen";
import { sessionStarted } from "../../../src/store/events";
import { instanceFetched } from "../../store/factories";
import {
  createTestApp,
  renderApp,
  type Routes as FakeRoutes,
} from "../account/support";

const PATH = "/api/v1/pleroma/rss_feed_subscriptions";

async function pleromaApp(routes: FakeRoutes) {
  const app = await createTestApp({
    [`GET ${PATH}`]: () => ({
      body: [
        { url: "https://tides.example/feed.xml" },
        { url: "javascript:x" },
      ],
    }),
    ...routes,
  });
  app.store.dispatch(
    instanceFetched({
      uri: "potluck.test",
      title: "Potluck test",
      version: "2.7.2 (compatible; Pleroma 2.9.1)",
      pleroma: { metadata: { features: ["rss_feed_subscriptions"] } },
    }),
  );
  app.store.dispatch(sessionStarted({ accessToken: "token", me: "900" }));
  return app;
}

describe("RssFeedsScreen", () => {
  it("lists the feeds, subscribes to one by its address and says a refusal beside the field", async () => {
    let refuse = true;
    const app = await pleromaApp({
      [`POST ${PATH}`]: ({ body }) =>
        refuse
          ? {
              status: 422,
              body: { error: "Validation failed: Url is invalid" },
            }
          : { body },
    });
    renderApp(app.store, <RssFeedsScreen />, "/settings/rss");
    expect(
      await screen.findByRole("link", {
        name: "https://tides.example/feed.xml",
      }),
    ).toBeVisible();
    // The feed with an unsafe address is dropped, not shown.
    expect(screen.getAllByRole("listitem")).toHaveLength(1);

    const field = screen.getByLabelText("Feed address");
    await userEvent.type(field, "https://allotment.example/news.atom");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(/Url is invalid/)).toBeVisible();
    refuse = false;
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(
      await screen.findByRole("link", {
        name: "https://allotment.example/news.atom",
      }),
    ).toBeVisible();
    expect(field).toHaveValue("");
  });

  it("unsubscribes at once and puts the feed back when the server refuses", async () => {
    const app = await pleromaApp({
      [`DELETE ${PATH}`]: () => ({
        status: 500,
        body: { error: "Something went wrong" },
      }),
    });
    renderApp(app.store, <RssFeedsScreen />, "/settings/rss");
    const list = (
      await screen.findByText("https://tides.example/feed.xml")
    ).closest("ul");
    if (!list) throw new Error("no list");
    await userEvent.click(
      within(list).getByRole("button", {
        name: "Unsubscribe from https://tides.example/feed.xml",
      }),
    );
    await waitFor(() => {
      expect(app.calls.find((c) => c.method === "DELETE")?.body).toEqual({
        url: "https://tides.example/feed.xml",
      });
    });
    expect(
      await screen.findByRole("link", {
        name: "https://tides.example/feed.xml",
      }),
    ).toBeVisible();
  });
});
