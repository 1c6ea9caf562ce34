import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountHoverCard } from "../../src/widgets/AccountHoverCard";
import { sessionStarted } from "../../src/store/events";
import { describeWithFixtures } from "../support/fixtures";
import { createTestApp, fixture, renderApp } from "../features/account/support";

const originalWidth = window.innerWidth;
jest.setTimeout(20_000);

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, "innerWidth", {
    configurable: true,
    value: 1024,
  });
});
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, "innerWidth", {
    configurable: true,
    value: originalWidth,
  });
});

describeWithFixtures("AccountHoverCard for members", () => {
  it("shows the relationship and a follow button that follows", async () => {
    const account = fixture("mk.json");
    const id = String(account.id);
    const app = await createTestApp(
      {
        [`GET /api/v1/accounts/${id}`]: () => ({ body: account }),
        "GET /api/v1/accounts/relationships": () => ({
          body: [{ id, followed_by: true, muting: true }],
        }),
        [`POST /api/v1/accounts/${id}/follow`]: () => ({
          body: { id, following: true, followed_by: true, muting: true },
        }),
      },
      "akkoma-instance.json",
    );
    app.store.dispatch(sessionStarted({ accessToken: "token", me: "1" }));
    renderApp(
      app.store,
      <AccountHoverCard accountId={id}>
        <a href="/@mk">mk</a>
      </AccountHoverCard>,
      "/",
    );
    const user = userEvent.setup({
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await user.hover(screen.getByRole("link", { name: "mk" }));
    act(() => jest.advanceTimersByTime(600));
    expect(await screen.findByText("Follows you")).toBeInTheDocument();
    expect(screen.getByText("Muted")).toBeInTheDocument();
    const follow = await screen.findByRole("button", { name: "Follow back" });
    await user.click(follow);
    expect(
      await screen.findByRole("button", { name: /Unfollow|Following/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(app.actions.map((a) => a.type)).toContain(
        "relationships/follow/fulfilled",
      ),
    );
    expect(
      app.calls.filter((c) => c.method === "POST").map((c) => c.url.pathname),
    ).toEqual([`/api/v1/accounts/${id}/follow`]);
  });
});
