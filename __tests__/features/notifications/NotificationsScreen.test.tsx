import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubLayoutApis } from "../account/support";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount, rawNotification, rawStatus } from "../../store/factories";
import { ME, callLines, memberApp, renderMember } from "./support";

beforeEach(stubLayoutApis);
// Whole pages of posts, queried by role: slow in jsdom.
jest.setTimeout(30_000);

const notifications = (...files: string[]) =>
  files.map((file) => readFixture("real", file));

const row = (name: RegExp) => screen.findByRole("article", { name });

describeWithFixtures("notifications from a real Pleroma page", () => {
  it("groups likes of one post, and shows reactions, boosts and mentions", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/notifications": () => ({
          body: readFixture("real", "notifications.json"),
        }),
      },
      "pleroma",
    );
    renderMember(app);
    const likes = await row(/Curtis Rock and 2 others liked your post/);
    expect(
      within(likes).getByRole("link", { name: /At 10\.72% test coverage/ }),
    ).toBeInTheDocument();
    expect(within(likes).getAllByRole("img").length).toBeGreaterThanOrEqual(3);
    expect(
      screen.getByRole("article", {
        name: "Sean King reacted with 😢 to your post",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: /boosted your post/ }),
    ).toBeInTheDocument();
    // Mentions are the posts themselves, under a line saying who.
    expect(screen.getAllByText(/mentioned you|replied to you/).length).toBe(9);
    expect(callLines(app)).toContain("GET /api/v1/notifications?limit=40");
  });
});

describeWithFixtures("each notification type", () => {
  it("draws follows, requests, mentions, moves, polls, reblogs, likes and reactions; chat mentions stay out", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/notifications": () => ({
          body: notifications(
            "notification-follow.json",
            "notification-pleroma-chat_mention.json",
            "notification-pleroma-emoji_reaction.json",
            "notification-reblog.json",
            "notification-mention.json",
            "notification-favourite.json",
            "notification-poll.json",
            "notification-move.json",
            "notification-follow_request.json",
          ),
        }),
      },
      "pleroma",
    );
    renderMember(app);
    const follow = await row(/Nekobit followed you/);
    expect(
      await within(follow).findByRole("button", { name: "Follow" }),
    ).toBeInTheDocument();
    const request = screen.getByRole("article", {
      name: /has requested to follow you/,
    });
    expect(
      within(request).getByRole("button", { name: "Accept" }),
    ).toBeInTheDocument();
    expect(
      within(request).getByRole("button", { name: "Reject" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/silverpill/, { selector: "p *" })).toBeTruthy();
    expect(
      screen.getByRole("article", { name: /has moved to/ }),
    ).toBeInTheDocument();
    expect(screen.getByText("A poll you voted in has ended")).toBeTruthy();
    expect(
      screen.getByRole("article", { name: "Rob Colbert boosted your post" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: "Hollahollara liked your post" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: /reacted with 😮 to your post/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/chat/i)).toBeNull();
    // One batch of relationships for the rows with follow buttons.
    const asked = callLines(app).filter((line) =>
      line.startsWith("GET /api/v1/accounts/relationships"),
    );
    expect(asked).toHaveLength(1);
  });
});

describe("the other notification types", () => {
  const status = rawStatus("800", { account: rawAccount(ME) });
  const actor = (id: string, name: string) =>
    rawAccount(id, { display_name: name });

  it("say what happened in words", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/notifications": () => ({
          body: [
            rawNotification("120", "status", {
              account: actor("1", "Ana"),
              status: rawStatus("801"),
            }),
            rawNotification("119", "update", {
              account: actor("2", "Bo"),
              status: rawStatus("802"),
            }),
            rawNotification("118", "quote", {
              account: actor("3", "Cy"),
              status: rawStatus("803"),
            }),
            rawNotification("117", "admin.sign_up", {
              account: actor("4", "Di"),
            }),
            rawNotification("116", "admin.report", {
              account: actor("5", "Ed"),
              report: {
                id: "r1",
                comment: "Spam, twice",
                target_account: rawAccount("6", { acct: "spammer" }),
              },
            }),
            rawNotification("115", "severed_relationships", {
              account: actor("7", "Admin"),
              event: {
                id: "e1",
                type: "domain_block",
                target_name: "bad.example",
                followers_count: 2,
                following_count: 1,
              },
            }),
            rawNotification("114", "moderation_warning", {
              account: actor("8", "Mod"),
              moderation_warning: { id: "w1", action: "silence", text: "" },
            }),
            rawNotification("113", "participation_request", {
              account: actor("9", "Fi"),
              status,
              participation_message: "Can I bring my fiddle?",
            }),
            rawNotification("112", "event_reminder", {
              account: actor("10", "Club"),
              status,
            }),
            rawNotification("111", "bite", {
              account: actor("11", "Gus"),
              status: null,
            }),
          ],
        }),
      },
      "pleroma",
    );
    renderMember(app);
    expect(await screen.findByText("Ana")).toBeInTheDocument();
    for (const line of [
      "Ana just posted",
      "Bo edited a post you interacted with",
      "Cy quoted your post",
    ]) {
      expect(
        screen.getByText(
          (_, el) => el?.tagName === "P" && el.textContent === line,
        ),
      ).toBeTruthy();
    }
    for (const name of [
      "Di signed up",
      "Ed reported @spammer",
      /^An admin blocked bad\.example ?, including 2 of your followers and 1 account you follow\.$/,
      "You have received a moderation warning",
      "Fi wants to join your event",
      "An event you are taking part in starts soon",
      "Gus bit you",
    ]) {
      expect(screen.getByRole("article", { name })).toBeInTheDocument();
    }
    expect(screen.getByText("Spam, twice")).toBeInTheDocument();
    expect(screen.getByText("Your account has been limited.")).toBeTruthy();
    expect(screen.getByText("Can I bring my fiddle?")).toBeInTheDocument();
  });
});

describe("filter tabs", () => {
  it("each tab asks for its types and shows only those", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/notifications": (call) => {
          const types = call.url.searchParams.getAll("types[]");
          const all = [
            rawNotification("3", "mention", { status: rawStatus("803") }),
            rawNotification("2", "follow", {
              account: rawAccount("2", { display_name: "Bo" }),
            }),
          ];
          return {
            body: types.length
              ? all.filter((n) => types.includes(n.type))
              : all,
          };
        },
      },
      "akkoma",
    );
    renderMember(app);
    expect(await row(/Bo followed you/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Mentions" }));
    await waitFor(() =>
      expect(callLines(app)).toContain(
        "GET /api/v1/notifications?limit=40&types%5B%5D=mention&types%5B%5D=quote",
      ),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole("article", { name: /followed you/ }),
      ).toBeNull(),
    );
    expect(screen.getByRole("link", { name: "Mentions" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByText(/mentioned you/)).toBeInTheDocument();
    // Events are offered only where the server has them (Akkoma has not).
    expect(screen.queryByRole("link", { name: "Events" })).toBeNull();
  });
});

describe("follow requests in the list", () => {
  it("Accept takes the request away at once and tells the server", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/notifications": () => ({
          body: [
            rawNotification("5", "follow_request", {
              account: rawAccount("71", { display_name: "Lena" }),
            }),
          ],
        }),
        "POST /api/v1/follow_requests/71/authorize": () => ({
          body: { id: "71", followed_by: true },
        }),
      },
      "pleroma",
    );
    renderMember(app);
    const request = await row(/Lena has requested to follow you/);
    await userEvent.click(
      within(request).getByRole("button", { name: "Accept" }),
    );
    expect(
      screen.queryByRole("article", { name: /requested to follow you/ }),
    ).toBeNull();
    expect(callLines(app)).toContain(
      "POST /api/v1/follow_requests/71/authorize",
    );
    expect(app.store.getState().relationships.byId["71"]?.followed_by).toBe(
      true,
    );
  });

  it("a refused rejection brings the request back, with a notice", async () => {
    const app = await memberApp(
      {
        "GET /api/v1/notifications": () => ({
          body: [
            rawNotification("5", "follow_request", {
              account: rawAccount("71", { display_name: "Lena" }),
            }),
          ],
        }),
        "POST /api/v1/follow_requests/71/reject": () => ({
          status: 500,
          body: { error: "Something broke" },
        }),
      },
      "pleroma",
    );
    renderMember(app);
    const request = await row(/Lena has requested to follow you/);
    await userEvent.click(
      within(request).getByRole("button", { name: "Reject" }),
    );
    expect(await row(/Lena has requested to follow you/)).toBeInTheDocument();
    expect(
      app.actions.some(
        (a) =>
          a.type === "notices/added" &&
          JSON.stringify(a.payload).includes("Something broke"),
      ),
    ).toBe(true);
  });
});
