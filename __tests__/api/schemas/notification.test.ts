import { notificationSchema } from "../../../src/api/schemas/notification";
import { filteredArray } from "../../../src/api/schemas/utils";
import { rawAccount, rawStatus } from "./builders";

function rawNotification(overrides: Record<string, unknown> = {}) {
  return {
    id: "500",
    type: "follow",
    created_at: "2024-05-06T07:08:09.000Z",
    account: rawAccount(),
    ...overrides,
  };
}

describe("notificationSchema type normalisation", () => {
  it("maps pleroma:report to admin.report with the report", () => {
    const notification = notificationSchema.parse(
      rawNotification({
        type: "pleroma:report",
        report: {
          id: "r1",
          account: rawAccount({ id: "9", acct: "troll@bad.example" }),
          actor: rawAccount({ id: "3", acct: "reporter" }),
          content: "spam",
          state: "open",
          statuses: [rawStatus({ id: "s1" })],
        },
      }),
    );
    expect(notification).toMatchObject({
      type: "admin.report",
      report: {
        id: "r1",
        comment: "spam",
        action_taken: false,
        status_ids: ["s1"],
        target_account: { acct: "troll@bad.example" },
        account: { acct: "reporter" },
      },
    });
  });

  it("maps reaction and pleroma:emoji_reaction to emoji_reaction", () => {
    for (const type of ["reaction", "pleroma:emoji_reaction"]) {
      const notification = notificationSchema.parse(
        rawNotification({
          type,
          emoji: "blobcat",
          emoji_url: "https://e.example/blobcat.png",
          status: rawStatus(),
        }),
      );
      expect(notification).toMatchObject({
        type: "emoji_reaction",
        emoji: "blobcat",
        emoji_url: "https://e.example/blobcat.png",
      });
    }
  });

  it("strips the pleroma: prefix of participation types", () => {
    const notification = notificationSchema.parse(
      rawNotification({
        type: "pleroma:participation_request",
        status: rawStatus(),
        participation_message: "Can I bring soup?",
      }),
    );
    expect(notification).toMatchObject({
      type: "participation_request",
      participation_message: "Can I bring soup?",
    });
  });

  it("drops unknown types and missing required payloads from lists", () => {
    const page = filteredArray(notificationSchema).parse([
      rawNotification({ id: "1" }),
      rawNotification({ id: "2", type: "pleroma:unknown_thing" }),
      rawNotification({ id: "3", type: "favourite" }),
      rawNotification({ id: "4", type: "move" }),
      rawNotification({ id: "5", type: "mention", status: rawStatus() }),
      rawNotification({ id: "6", created_at: "not a date" }),
      "garbage",
    ]);
    expect(page.map((n) => [n.id, n.type])).toEqual([
      ["1", "follow"],
      ["5", "mention"],
    ]);
  });
});

describe("notificationSchema Mastodon types and defaults", () => {
  it("keeps a server group key and defaults is_seen to null", () => {
    const notification = notificationSchema.parse(
      rawNotification({ group_key: "follow-1" }),
    );
    expect(notification).toMatchObject({
      group_key: "follow-1",
      is_muted: false,
      is_seen: null,
    });
  });

  it("reads the mention subtype", () => {
    const notification = notificationSchema.parse(
      rawNotification({
        type: "mention",
        status: rawStatus(),
        subtype: "reply",
      }),
    );
    expect(notification).toMatchObject({ type: "mention", subtype: "reply" });
  });

  it("reads severed relationships, moderation warnings and sign-ups", () => {
    const severed = notificationSchema.parse(
      rawNotification({
        type: "severed_relationships",
        event: {
          id: "e1",
          type: "domain_block",
          purged: false,
          target_name: "bad.example",
          followers_count: 2,
          following_count: "3",
          created_at: "2024-05-01T00:00:00Z",
        },
      }),
    );
    expect(severed).toMatchObject({
      type: "severed_relationships",
      event: { target_name: "bad.example", following_count: 3 },
    });
    const warning = notificationSchema.parse(
      rawNotification({
        type: "moderation_warning",
        moderation_warning: {
          id: "w1",
          action: "silence",
          text: "Please stop",
          status_ids: ["1"],
          appeal: { text: "Sorry", state: "pending" },
        },
      }),
    );
    expect(warning).toMatchObject({
      type: "moderation_warning",
      moderation_warning: { action: "silence", appeal: { state: "pending" } },
    });
    expect(
      notificationSchema.parse(rawNotification({ type: "admin.sign_up" })).type,
    ).toBe("admin.sign_up");
  });

  it("reads bites with and without a status", () => {
    expect(
      notificationSchema.parse(rawNotification({ type: "bite" })),
    ).toMatchObject({ type: "bite", status: null });
    expect(
      notificationSchema.parse(
        rawNotification({ type: "bite", status: rawStatus({ id: "77" }) }),
      ),
    ).toMatchObject({ type: "bite", status: { id: "77" } });
  });

  it("reads every status-carrying type", () => {
    for (const type of [
      "status",
      "reblog",
      "favourite",
      "poll",
      "update",
      "event_reminder",
      "pleroma:event_reminder",
    ]) {
      const parsed = notificationSchema.safeParse(
        rawNotification({ type, status: rawStatus() }),
      );
      expect(parsed.success).toBe(true);
    }
  });
});
