import { act, screen, waitFor } from "@testing-library/react";
import { mapStreamFrame } from "../../../src/store/middleware/streamEvents";
import { streamBatchReceived } from "../../../src/store/streaming/slice";
import type { AppStore } from "../../../src/store";
import {
  frame,
  rawAccount,
  rawNotification,
  rawStatus,
} from "../../store/factories";
import { stubLayoutApis } from "../account/support";
import { ME, callLines, memberApp, renderMember } from "./support";
import { describeWithFixtures } from "../../support/fixtures";

beforeEach(stubLayoutApis);
jest.setTimeout(20_000);

const alicePost = rawStatus("800", {
  account: rawAccount(ME, { display_name: "Alex" }),
  content: "<p>Seedlings are up</p>",
});
const ana = rawAccount("21", { display_name: "Ana" });
const bob = rawAccount("22", { display_name: "Bob" });
const chen = rawAccount("23", { display_name: "Chen" });

const group = (over: Record<string, unknown>) => ({
  notifications_count: 1,
  latest_page_notification_at: "2024-05-01T10:00:00.000Z",
  sample_account_ids: ["21"],
  status_id: null,
  ...over,
});

/** Mastodon 4.3: a page of three groups, newest first. */
const v2Page = {
  accounts: [ana, bob, chen],
  statuses: [alicePost],
  notification_groups: [
    group({
      group_key: "favourite-800-1",
      type: "favourite",
      most_recent_notification_id: "30",
      sample_account_ids: ["21"],
      status_id: "800",
    }),
    group({
      group_key: "ungrouped-20",
      type: "follow",
      most_recent_notification_id: "20",
      sample_account_ids: ["23"],
    }),
    group({
      group_key: "ungrouped-10",
      type: "follow",
      most_recent_notification_id: "10",
      sample_account_ids: ["22"],
    }),
    // Mastodon's groups carry no emoji.
    group({
      group_key: "emoji_reaction-800-1",
      type: "emoji_reaction",
      most_recent_notification_id: "5",
      status_id: "800",
    }),
  ],
};

const marker = (lastReadId: string) => ({
  notifications: { last_read_id: lastReadId, version: 1, updated_at: null },
});

/** A frame as the socket would deliver it, through the real mapper and batch. */
function deliver(store: AppStore, raw: Record<string, unknown>) {
  const mapped = mapStreamFrame(
    frame("notification", raw, ["user:notification"]),
    { me: ME, now: Date.now() },
  );
  if (!mapped.ok) throw new Error(mapped.reason);
  act(() => {
    store.dispatch(streamBatchReceived({ actions: [mapped.action] }));
  });
}

describeWithFixtures("unread count", () => {
  it("the badge counts the groups newer than the notifications marker", async () => {
    const app = await memberApp(
      {
        "GET /api/v2/notifications": () => ({ body: v2Page }),
        "GET /api/v1/markers": () => ({ body: marker("20") }),
      },
      "groupedV2",
    );
    renderMember(app, "/");
    expect(
      await screen.findByRole("link", { name: "Notifications, 1 unread" }),
    ).toHaveTextContent("1");
    expect(app.store.getState().streaming.subscriptions).toEqual({
      "user:notification": 1,
    });
  });

  it("viewing the list moves the marker to the newest group and clears the count", async () => {
    const posted: unknown[] = [];
    const app = await memberApp(
      {
        "GET /api/v2/notifications": () => ({ body: v2Page }),
        "GET /api/v1/markers": () => ({ body: marker("10") }),
        "POST /api/v1/markers": (call) => {
          posted.push(call.body);
          return { body: marker("30") };
        },
      },
      "groupedV2",
    );
    renderMember(app);
    expect(
      await screen.findByRole("link", { name: "Notifications, 2 unread" }),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.getByRole("link", { name: "Notifications" }),
        ).not.toHaveTextContent(/\d/),
      { timeout: 5000 },
    );
    expect(posted).toEqual([{ notifications: { last_read_id: "30" } }]);
  });
});

describeWithFixtures("live notifications", () => {
  it("a streamed like joins its group on screen; a new kind heads the list", async () => {
    const app = await memberApp(
      {
        "GET /api/v2/notifications": () => ({ body: v2Page }),
        "GET /api/v2/notifications/policy": () => ({ body: {} }),
      },
      "groupedV2",
    );
    renderMember(app);
    expect(
      await screen.findByRole("article", { name: "Ana liked your post" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: "Ana reacted to your post" }),
    ).toBeInTheDocument();

    deliver(
      app.store,
      rawNotification("40", "favourite", {
        group_key: "favourite-800-1",
        account: bob,
        status: alicePost,
      }),
    );
    expect(
      await screen.findByRole("article", {
        name: "Bob and 1 other liked your post",
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("article", { name: "Ana liked your post" }),
    ).toBeNull();

    deliver(
      app.store,
      rawNotification("41", "follow", {
        group_key: "ungrouped-41",
        account: rawAccount("24", { display_name: "Dee" }),
      }),
    );
    const rows = await screen.findAllByRole("article");
    expect(rows[0]).toHaveAccessibleName("Dee followed you");
    expect(rows[1]).toHaveAccessibleName("Bob and 1 other liked your post");
    // Nothing was fetched again for either.
    expect(
      callLines(app).filter((line) =>
        line.startsWith("GET /api/v2/notifications?"),
      ),
    ).toEqual(["GET /api/v2/notifications?limit=40"]);
  });

  it("a visitor is asked to sign in and nothing is fetched", async () => {
    const app = await memberApp({}, "groupedV2");
    const { sessionEnded } = await import("../../../src/store/events");
    app.store.dispatch(sessionEnded());
    renderMember(app);
    expect(
      await screen.findByText("Sign in to see your notifications."),
    ).toBeInTheDocument();
    expect(callLines(app)).toEqual([]);
  });
});
