import {
  deleteAnnouncementReaction,
  getAnnouncements,
  postDismissAnnouncement,
  putAnnouncementReaction,
} from "../../../src/api/endpoints/announcements";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";

describe("announcement calls", () => {
  it("dismisses and reacts by name, URL-encoded", async () => {
    const { client, calls } = recordingClient();
    await postDismissAnnouncement(client, "8");
    await putAnnouncementReaction(client, "8", "🍞");
    await deleteAnnouncementReaction(client, "8", "bongoCat");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/announcements/8/dismiss",
      "PUT /api/v1/announcements/8/reactions/%F0%9F%8D%9E",
      "DELETE /api/v1/announcements/8/reactions/bongoCat",
    ]);
  });
});

describeWithFixtures("announcements on real payloads", () => {
  it("reads Mastodon's and Soapbox's announcements with their reactions", async () => {
    const { client } = recordingClient({
      "GET /api/v1/announcements": {
        body: [
          ...(readFixture(
            "mastodon-docs",
            "methods-announcements-1.json",
          ) as unknown[]),
          ...(readFixture("real", "announcements.json") as unknown[]),
        ],
      },
    });
    const page = await getAnnouncements(client);
    expect(page.dropped).toBe(0);
    expect(page.items.map((a) => a.id)).toContain("8");
    const soapbox = page.items.find((a) => a.id === "1");
    expect(soapbox?.reactions[0]).toMatchObject({ name: "📈", count: 476 });
  });
});
