import {
  getTimeline,
  timelineRequest,
} from "../../../src/api/endpoints/timelines";
import { fakeClient, rawStatus, sid } from "../../store/factories";
import { MASTODON, PLEROMA } from "../../support/recordingClient";

describe("timeline endpoints", () => {
  it("build each source's path and fixed query", () => {
    expect(
      timelineRequest(
        {
          kind: "public",
          local: false,
          remote: true,
          onlyMedia: true,
        },
        MASTODON,
      ),
    ).toEqual({
      path: "/api/v1/timelines/public",
      query: { local: undefined, remote: true, only_media: true },
    });
    expect(
      timelineRequest({ kind: "hashtag", tag: "café", local: false }, MASTODON)
        ?.path,
    ).toBe("/api/v1/timelines/tag/caf%C3%A9");
    expect(
      timelineRequest({ kind: "quotes", statusId: "5" }, MASTODON)?.path,
    ).toBe("/api/v1/statuses/5/quotes");
    // The family picks the path (familyPaths `quotes`).
    expect(
      timelineRequest({ kind: "quotes", statusId: "5" }, PLEROMA)?.path,
    ).toBe("/api/v1/pleroma/statuses/5/quotes");
  });

  it("follow a Link cursor as it is, and return the page's cursors", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/timelines/home": () => ({
        body: [rawStatus(sid(1)), { id: "broken" }],
        link: '<https://example.social/api/v1/timelines/home?max_id=1>; rel="next", <https://example.social/api/v1/timelines/home?min_id=1>; rel="prev"',
      }),
    });
    const page = await getTimeline(
      client,
      MASTODON,
      { kind: "home" },
      { url: "https://example.social/api/v1/timelines/home?max_id=9" },
    );
    expect(calls[0]?.search).toBe("?max_id=9");
    expect(page).toMatchObject({
      dropped: 1,
      next: "https://example.social/api/v1/timelines/home?max_id=1",
    });
    expect(page.items.map((s) => s.id)).toEqual([sid(1)]);
  });
});
