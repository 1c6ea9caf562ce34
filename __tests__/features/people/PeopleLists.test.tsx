import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { BlocksScreen } from "../../../src/features/people/BlocksScreen";
import { DomainBlocksScreen } from "../../../src/features/people/DomainBlocksScreen";
import { FollowsScreen } from "../../../src/features/people/FollowsScreen";
import { MutesScreen } from "../../../src/features/people/MutesScreen";
import { OutgoingRequestsScreen } from "../../../src/features/people/OutgoingRequestsScreen";
import { StatusPeopleScreen } from "../../../src/features/people/StatusPeopleScreen";
import { fetchAccountByAcct } from "../../../src/store/accounts/thunks";
import { BASE, rawAccount } from "../../store/factories";
import { stubLayoutApis } from "../account/support";
import { callLines, memberApp, render } from "./support";

beforeEach(stubLayoutApis);

const chen = rawAccount("7", {
  acct: "chen",
  username: "chen",
  display_name: "Chen",
});
const lena = rawAccount("71", { display_name: "Lena" });
const pierre = rawAccount("72", { display_name: "Pierre" });

function profileRoutes() {
  return (
    <Routes>
      <Route
        path="/:acct/followers"
        element={<FollowsScreen list="followers" />}
      />
      <Route
        path="/:acct/following"
        element={<FollowsScreen list="following" />}
      />
      <Route
        path="/:acct/posts/:statusId/reblogs"
        element={<StatusPeopleScreen list="rebloggedBy" />}
      />
    </Routes>
  );
}

describe("followers and following", () => {
  it("lists followers with a follow button each, and pages on with Load more", async () => {
    const next = `${BASE}/api/v1/accounts/7/followers?max_id=71`;
    const app = await memberApp({
      "GET /api/v1/accounts/lookup": () => ({ body: chen }),
      "GET /api/v1/accounts/7/followers": (call) =>
        call.url.searchParams.has("max_id")
          ? { body: [pierre] }
          : { body: [lena], headers: { Link: `<${next}>; rel="next"` } },
      "GET /api/v1/accounts/relationships": () => ({
        body: [{ id: "71", following: true }, { id: "72" }],
      }),
    });
    await app.store.dispatch(fetchAccountByAcct({ acct: "chen" }));
    render(app, profileRoutes(), "/@chen/followers");
    const list = await screen.findByRole("list", { name: "Followers" });
    expect(
      await within(list).findByRole("button", { name: "Following" }),
    ).toHaveAccessibleDescription(/Lena/);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByText("Pierre")).toBeInTheDocument();
    expect(
      await within(list).findByRole("button", { name: "Follow" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says an account hides who it follows, without asking the server", async () => {
    const app = await memberApp({
      "GET /api/v1/accounts/lookup": () => ({
        body: { ...chen, hide_collections: true },
      }),
    });
    await app.store.dispatch(fetchAccountByAcct({ acct: "chen" }));
    app.calls.length = 0;
    render(app, profileRoutes(), "/@chen/following");
    expect(
      await screen.findByText("This account hides who it follows."),
    ).toBeInTheDocument();
    expect(callLines(app).filter((line) => line.includes("following"))).toEqual(
      [],
    );
  });

  it("says a list failed in place, and asks again on Try again", async () => {
    let fail = true;
    const app = await memberApp({
      "GET /api/v1/accounts/lookup": () => ({ body: chen }),
      "GET /api/v1/statuses/9/reblogged_by": () =>
        fail ? { status: 500, body: { error: "Boom" } } : { body: [lena] },
    });
    await app.store.dispatch(fetchAccountByAcct({ acct: "chen" }));
    render(app, profileRoutes(), "/@chen/posts/9/reblogs");
    expect(
      await screen.findByText("This list could not be loaded."),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    const list = await screen.findByRole("list", { name: "Boosted by" });
    expect(within(list).getByText("Lena")).toBeInTheDocument();
  });
});

describe("the viewer's own lists", () => {
  it("shows when a mute ends, unmutes in place and mutes again for the time left", async () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const app = await memberApp({
      "GET /api/v1/mutes": () => ({
        body: [{ ...lena, mute_expires_at: until }],
      }),
      "GET /api/v1/accounts/relationships": () => ({
        body: [{ id: "71", muting: true, muting_notifications: false }],
      }),
      "POST /api/v1/accounts/71/unmute": () => ({ body: { id: "71" } }),
      "POST /api/v1/accounts/71/mute": () => ({
        body: { id: "71", muting: true },
      }),
    });
    render(app, <MutesScreen />);
    const row = within(
      await screen.findByRole("list", { name: "Muted" }),
    ).getByRole("listitem");
    expect(await within(row).findByText(/^Until /)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole("button", { name: "Unmute" }));
    expect(
      within(row).getByRole("button", { name: "Mute" }),
    ).toBeInTheDocument();
    expect(within(row).queryByText(/^Until /)).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: "Mute" }));
    await waitFor(() =>
      expect(callLines(app)).toContain("POST /api/v1/accounts/71/mute"),
    );
    const mute = app.calls.find((c) => c.url.pathname.endsWith("/71/mute"));
    const body = mute?.body as { notifications: boolean; duration: number };
    expect(body.notifications).toBe(false);
    expect(body.duration).toBeGreaterThan(3 * 86_400 - 60);
    expect(body.duration).toBeLessThanOrEqual(3 * 86_400);
    expect(
      await within(row).findByRole("button", { name: "Unmute" }),
    ).toBeInTheDocument();
  });

  it("puts a block back when the server refuses the unblock", async () => {
    const app = await memberApp({
      "GET /api/v1/blocks": () => ({ body: [pierre] }),
      "GET /api/v1/accounts/relationships": () => ({
        body: [{ id: "72", blocking: true }],
      }),
      "POST /api/v1/accounts/72/unblock": () => ({
        status: 500,
        body: { error: "Try later" },
      }),
    });
    render(app, <BlocksScreen />);
    const list = await screen.findByRole("list", { name: "Blocked" });
    await userEvent.click(
      await within(list).findByRole("button", { name: "Unblock" }),
    );
    expect(
      await within(list).findByRole("button", { name: "Unblock" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callLines(app)).toContain("POST /api/v1/accounts/72/unblock"),
    );
  });

  it("unblocks a domain in place and blocks it again", async () => {
    const app = await memberApp({
      "GET /api/v1/domain_blocks": () => ({ body: ["spam.example"] }),
      "DELETE /api/v1/domain_blocks": () => ({ body: {} }),
      "POST /api/v1/domain_blocks": () => ({ body: {} }),
    });
    render(app, <DomainBlocksScreen />, "/domain_blocks");
    const list = await screen.findByRole("list", { name: "Blocked domains" });
    const row = within(list).getByRole("listitem");
    await userEvent.click(within(row).getByRole("button", { name: "Unblock" }));
    expect(
      within(row).getByRole("button", { name: "Block" }),
    ).toHaveAccessibleDescription("spam.example");
    await userEvent.click(within(row).getByRole("button", { name: "Block" }));
    expect(
      within(row).getByRole("button", { name: "Unblock" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callLines(app)).toEqual([
        "GET /api/v1/domain_blocks?limit=100",
        "DELETE /api/v1/domain_blocks",
        "POST /api/v1/domain_blocks",
      ]),
    );
    expect(
      screen.getByRole("link", { name: "Blocked domains" }),
    ).toHaveAttribute("aria-current", "page");
  });

  it("offers no blocked-domains tab where the server has none", async () => {
    const app = await memberApp(
      { "GET /api/v1/mutes": () => ({ body: [] }) },
      "gotosocial",
    );
    render(app, <MutesScreen />);
    expect(await screen.findByText("No one to show here.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Blocked" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Blocked domains" })).toBeNull();
  });

  it("withdraws an outgoing follow request in place, and can ask again", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/follow_requests/outgoing": () => ({ body: [lena] }),
        "GET /api/v1/accounts/relationships": () => ({
          body: [{ id: "71", requested: true }],
        }),
        "POST /api/v1/accounts/71/unfollow": () => ({ body: { id: "71" } }),
      },
      { ...VERSIONS_GTS_020 },
    );
    render(app, <OutgoingRequestsScreen />);
    const list = await screen.findByRole("list", {
      name: "Follow requests you sent",
    });
    await userEvent.click(
      await within(list).findByRole("button", { name: "Requested" }),
    );
    const ask = screen.getByRole("dialog", {
      name: "Withdraw your follow request?",
    });
    await userEvent.click(
      within(ask).getByRole("button", { name: "Withdraw" }),
    );
    expect(
      await within(list).findByRole("button", { name: "Follow" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(callLines(app)).toContain("POST /api/v1/accounts/71/unfollow"),
    );
  });
});

/** GoToSocial lists outgoing requests from 0.20. */
const VERSIONS_GTS_020 = {
  version: "0.20.0",
  source_url: "https://codeberg.org/superseriousbusiness/gotosocial",
};
