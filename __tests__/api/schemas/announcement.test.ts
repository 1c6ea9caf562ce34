import { announcementSchema } from "../../../src/api/schemas/announcement";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const announcements = filteredArray(announcementSchema);

describeWithFixtures("announcementSchema with fixtures", () => {
  it("reads announcements with reactions (announcements.json)", () => {
    const parsed = announcements.parse(
      readFixture("real", "announcements.json"),
    );
    expect(parsed.map(({ id, content }) => [id, content])).toEqual([
      ["1", "<p>Updated to Soapbox v3.</p>"],
      ["2", "<p>Rolled back to Soapbox v2 for now.</p>"],
    ]);
    expect(parsed[0]).toMatchObject({
      read: true,
      all_day: false,
      starts_at: null,
      published_at: "2022-06-15T18:47:14.190Z",
      reactions: [
        { name: "📈", count: 476, me: true, url: null, static_url: null },
      ],
    });
    expect(parsed[1]?.reactions[0]).toMatchObject({ name: "📉", count: 420 });
  });

  it("reads the Mastodon example with custom emoji reactions", () => {
    const announcement = announcementSchema.parse(
      readFixture("mastodon-docs", "entities-Announcement-1.json"),
    );
    expect(announcement.id).toBe("8");
    expect(
      announcement.reactions.map(({ name, count, me }) => [name, count, me]),
    ).toEqual([
      ["bongoCat", 9, false],
      ["thonking", 1, false],
      ["AAAAAA", 1, false],
      ["🤔", 1, true],
    ]);
  });

  it("reads Pleroma's zone-less times as UTC", () => {
    const [announcement] = announcements.parse(
      readFixture("pleroma-docs", "pleroma-admin_api-26.json"),
    );
    expect(announcement).toMatchObject({
      id: "AHDp0GBdRn1EPN5HN2",
      published_at: "2022-03-09T02:13:05.000Z",
      read: false,
    });
  });
});

describe("announcementSchema edge cases", () => {
  it("drops reactions with a negative count", () => {
    expect(
      announcementSchema
        .parse({
          id: "1",
          reactions: [
            { name: "a", count: -1 },
            { name: "b", count: 2 },
          ],
        })
        .reactions.map((reaction) => reaction.name),
    ).toEqual(["b"]);
  });
});
