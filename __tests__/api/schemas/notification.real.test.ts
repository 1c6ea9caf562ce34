import { notificationSchema } from "../../../src/api/schemas/notification";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const parseReal = (file: string) =>
  notificationSchema.parse(readFixture("real", file));

describeWithFixtures(
  "notificationSchema with real Pleroma notifications",
  () => {
    it("reads a favourite with its status and Pleroma flags", () => {
      const notification = parseReal("notification-favourite.json");
      expect(notification).toMatchObject({
        id: "427825",
        type: "favourite",
        created_at: "2022-04-14T20:36:52.000Z",
        group_key: "ungrouped-427825",
        is_muted: false,
        is_seen: true,
      });
      expect(notification.account.fqn).toBe("Hollahollara@spinster.xyz");
      expect(
        notification.type === "favourite" ? notification.status.id : null,
      ).toBe("AIMEslRcKrcu02D3HU");
    });

    it("reads follows and follow requests", () => {
      expect(parseReal("notification-follow.json")).toMatchObject({
        id: "429280",
        type: "follow",
        account: { acct: "neko@rdrama.cc" },
      });
      expect(parseReal("notification-follow_request.json")).toMatchObject({
        id: "87967",
        type: "follow_request",
        account: { acct: "alex@spinster.xyz" },
      });
    });

    it("reads mentions, polls and reblogs with their statuses", () => {
      expect(parseReal("notification-mention.json")).toMatchObject({
        type: "mention",
        account: { acct: "silverpill@mitra.social" },
        status: { id: "AITJf9Wpr0msWChNBI" },
        subtype: null,
      });
      expect(parseReal("notification-poll.json")).toMatchObject({
        id: "427339",
        type: "poll",
        status: { id: "AIOHjtGEaqUHoXGVf6" },
      });
      expect(parseReal("notification-reblog.json")).toMatchObject({
        id: "428608",
        type: "reblog",
        account: { acct: "rob@nicecrew.digital" },
        status: { id: "AIUihbqUEe5Uvv7P9s" },
      });
    });

    it("reads moves with their target account", () => {
      for (const file of [
        "notification-move.json",
        "pleroma-notification-move.json",
      ]) {
        expect(parseReal(file)).toMatchObject({
          id: "406814",
          type: "move",
          account: { acct: "alex@fedibird.com" },
          target: { id: "A5c5LK7EJTFR0u26Pg", acct: "benis911" },
        });
      }
    });

    it("normalises pleroma:chat_mention and keeps the chat message", () => {
      expect(parseReal("notification-pleroma-chat_mention.json")).toMatchObject(
        {
          id: "429247",
          type: "chat_mention",
          chat_message: {
            id: "AIW4bHoICoZ9CsRTW4",
            chat_id: "9yX4Q9DiC2te6lvk5g",
            account_id: "9v5c0Pkz3MT5KTfam8",
            unread: false,
            created_at: "2022-04-16T19:22:54.000Z",
          },
        },
      );
    });

    it("normalises pleroma:emoji_reaction and keeps emoji and status", () => {
      const notification = parseReal(
        "notification-pleroma-emoji_reaction.json",
      );
      expect(notification).toMatchObject({
        id: "429071",
        type: "emoji_reaction",
        emoji: "😮",
        emoji_url: null,
        status: { id: "AIVq6SrJg5yb8eGVsm", favourites_count: 11 },
      });
      if (notification.type !== "emoji_reaction") throw new Error("type");
      expect(notification.status.emoji_reactions.map((r) => r.count)).toEqual([
        1, 2, 1, 1, 1,
      ]);
    });

    it("reads the older Pleroma notification with only is_seen", () => {
      expect(parseReal("notification.json")).toMatchObject({
        id: "10743",
        type: "favourite",
        is_muted: false,
        is_seen: true,
        account: { acct: "crockwave" },
      });
    });

    it("parses a whole page (notifications.json)", () => {
      const raw = readFixture("real", "notifications.json");
      const page = filteredArray(notificationSchema).parse(raw);
      expect(page).toHaveLength(20);
      expect(page.map((n) => n.id).slice(0, 4)).toEqual([
        "10744",
        "10743",
        "10741",
        "10740",
      ]);
      const counts = new Map<string, number>();
      for (const { type } of page)
        counts.set(type, (counts.get(type) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual({
        emoji_reaction: 2,
        favourite: 8,
        mention: 9,
        reblog: 1,
      });
      expect(page[0]).toMatchObject({
        emoji: "😢",
        account: { acct: "seanking" },
      });
    });
  },
);
