import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccountHoverCard } from "../../src/widgets/AccountHoverCard";
import { sessionStarted } from "../../src/store/events";
import { describeWithFixtures } from "../support/fixtures";
import { createTestApp, fixture, renderApp } from "../features/account/support";

const originalWidth = window.innerWidth;

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

async function hoverCard(signedIn: boolean) {
  const account = fixture("mk.json");
  const id = String(account.id);
  const relationship = {
    ...fixture("relationship.json"),
    id,
    followed_by: true,
    blocking: false,
  };
  const app = await createTestApp(
    {
      [`GET /api/v1/accounts/${id}`]: () => ({ body: account }),
      "GET /api/v1/accounts/relationships": () => ({ body: [relationship] }),
    },
    "akkoma-instance.json",
  );
  if (signedIn) app.store.dispatch(sessionStarted({ accessToken: "token" }));
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
  return app;
}

describeWithFixtures("AccountHoverCard", () => {
  it("loads the account when it opens and shows name, handle, bio and counts", async () => {
    const app = await hoverCard(false);
    expect(await screen.findByText("M. K. Fain")).toBeInTheDocument();
    expect(screen.getByText("@mk@spinster.xyz")).toBeInTheDocument();
    expect(screen.getByText(/Sorry I didn't reply to you/)).toBeInTheDocument();
    expect(screen.getByText(/Followers/)).toHaveTextContent("5.7K Followers");
    expect(screen.getByText(/Following/)).toHaveTextContent("18K Following");
    // Visitors have no relationships to ask for.
    expect(app.calls.map((c) => c.url.pathname)).toEqual([
      "/api/v1/accounts/9y4BZYXEDuQ6K1zW9g",
    ]);
    expect(screen.queryByText("Follows you")).toBeNull();
  });

  it("says 'Follows you' when the relationship says so", async () => {
    await hoverCard(true);
    expect(await screen.findByText("Follows you")).toBeInTheDocument();
  });
});
