import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { rawAccount, rawStatus } from "../../store/factories";
import { stubLayoutApis } from "../account/support";
import { describeWithFixtures } from "../../support/fixtures";
import { ME, callLines, memberApp, renderMember } from "./support";

beforeEach(stubLayoutApis);
jest.setTimeout(20_000);

const post = rawStatus("800", {
  account: rawAccount(ME, { display_name: "Alex" }),
  content: "<p>Seedlings are up</p>",
});

const group = (key: string, type: string, id: string, actor: string) => ({
  group_key: key,
  type,
  notifications_count: 1,
  most_recent_notification_id: id,
  latest_page_notification_at: "2024-05-01T10:00:00.000Z",
  sample_account_ids: [actor],
  status_id: type === "follow" ? null : "800",
});

const page = {
  accounts: [
    rawAccount("21", { display_name: "Ana" }),
    rawAccount("22", { display_name: "Bob" }),
  ],
  statuses: [post],
  notification_groups: [
    group("favourite-800-1", "favourite", "30", "21"),
    group("ungrouped-20", "follow", "20", "22"),
  ],
};

const marker = { notifications: { last_read_id: "10", version: 1 } };

function server(refuseClear = false) {
  return memberApp(
    {
      "GET /api/v2/notifications": () => ({ body: page }),
      "GET /api/v1/markers": () => ({ body: marker }),
      // More unread than the first page holds.
      "GET /api/v2/notifications/unread_count": () => ({
        body: { count: 12 },
      }),
      "POST /api/v2/notifications/favourite-800-1/dismiss": () => ({
        body: {},
      }),
      "POST /api/v1/notifications/clear": () =>
        refuseClear
          ? { status: 500, body: { error: "Try later" } }
          : { body: {} },
      "POST /api/v1/markers": () => ({ body: marker }),
    },
    "groupedV2",
  );
}

describeWithFixtures("dismiss, clear and the server's unread count", () => {
  it("the badge shows the server's count; a dismissed row goes at once", async () => {
    const app = await server();
    renderMember(app);
    expect(
      await screen.findByRole("link", { name: "Notifications, 12 unread" }),
    ).toHaveTextContent("12");

    const user = userEvent.setup();
    const likes = await screen.findByRole("article", {
      name: /Ana liked your post/,
    });
    const row = likes.closest("li");
    if (!row) throw new Error("no row");
    await user.click(
      within(row).getByRole("button", { name: "Dismiss notification" }),
    );
    expect(
      screen.queryByRole("article", { name: /Ana liked your post/ }),
    ).toBeNull();
    // The focus stays in the list, on the next row.
    const follow = screen.getByRole("article", { name: /Bob followed you/ });
    expect(
      within(follow.closest("li") ?? follow).getByRole("button", {
        name: "Dismiss notification",
      }),
    ).toHaveFocus();
    await waitFor(() =>
      expect(callLines(app)).toContain(
        "POST /api/v2/notifications/favourite-800-1/dismiss",
      ),
    );
    // The server counts again after the dismissal.
    await waitFor(() =>
      expect(
        callLines(app).filter((l) => l.includes("unread_count")).length,
      ).toBeGreaterThan(1),
    );
  });

  it("clears all after a confirmation, and puts them back when the server refuses", async () => {
    const app = await server(true);
    renderMember(app);
    const user = userEvent.setup();
    await screen.findByRole("article", { name: /Ana liked your post/ });
    await user.click(screen.getByRole("button", { name: "Clear all" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Clear all notifications?",
    });
    expect(callLines(app)).not.toContain("POST /api/v1/notifications/clear");
    await user.click(within(dialog).getByRole("button", { name: "Clear all" }));
    await waitFor(() =>
      expect(callLines(app)).toContain("POST /api/v1/notifications/clear"),
    );
    // Refused: the rows come back.
    expect(
      await screen.findByRole("article", { name: /Ana liked your post/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: /Bob followed you/ }),
    ).toBeInTheDocument();
  });
});
