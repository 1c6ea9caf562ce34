import {
  liftNotificationFields,
  normaliseNotificationType,
  notificationTypeSchema,
  STATUS_NOTIFICATION_TYPES,
} from "../../../src/api/schemas/notificationType";

describe("normaliseNotificationType", () => {
  it.each([
    ["pleroma:report", "admin.report"],
    ["reaction", "emoji_reaction"],
    ["pleroma:emoji_reaction", "emoji_reaction"],
    ["pleroma:chat_mention", "chat_mention"],
    ["pleroma:participation_accepted", "participation_accepted"],
    ["favourite", "favourite"],
    ["admin.sign_up", "admin.sign_up"],
  ])("%s becomes %s", (raw, normalised) => {
    expect(normaliseNotificationType(raw)).toBe(normalised);
  });
});

describe("notificationTypeSchema", () => {
  it("accepts known types after normalisation and rejects the rest", () => {
    expect(notificationTypeSchema.parse("pleroma:report")).toBe("admin.report");
    expect(notificationTypeSchema.safeParse("quotation").success).toBe(false);
    expect(notificationTypeSchema.safeParse("pleroma:unknown").success).toBe(
      false,
    );
  });
});

describe("liftNotificationFields", () => {
  it("lifts pleroma.is_muted and is_seen unless set at the top level", () => {
    expect(
      liftNotificationFields({
        type: "pleroma:emoji_reaction",
        is_seen: false,
        pleroma: { is_seen: true, is_muted: true },
      }),
    ).toEqual({
      type: "emoji_reaction",
      is_seen: false,
      is_muted: true,
      pleroma: { is_seen: true, is_muted: true },
    });
    expect(liftNotificationFields("x")).toBe("x");
  });
});

describe("Mastodon 4.5 quote notifications", () => {
  it("keeps quote and quoted_update as status notifications", () => {
    expect(notificationTypeSchema.safeParse("quote").success).toBe(true);
    expect(notificationTypeSchema.safeParse("quoted_update").success).toBe(
      true,
    );
    expect(STATUS_NOTIFICATION_TYPES).toContain("quote");
  });
});
