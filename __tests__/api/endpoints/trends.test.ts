import {
  getTrendingLinks,
  getTrendingStatuses,
  getTrendingTags,
} from "../../../src/api/endpoints/trends";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  MASTODON,
  recordingClient,
  serverOf,
} from "../../support/recordingClient";

const PIXELFED = serverOf("Pixelfed", "0.12.4");

describe("trend calls per family", () => {
  it("Mastodon: /api/v1/trends/* by offset", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/trends/tags": { body: [] },
      "GET /api/v1/trends/statuses": { body: [] },
      "GET /api/v1/trends/links": { body: [] },
    });
    const tags = await getTrendingTags(client, MASTODON, { offset: 0 });
    await getTrendingStatuses(client, MASTODON, { offset: 20, limit: 20 });
    await getTrendingLinks(client, { offset: 0, limit: 5 });
    expect(tags.nextOffset).toBeNull();
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1/trends/tags", { offset: "0", limit: "10" }],
      ["/api/v1/trends/statuses", { offset: "20", limit: "20" }],
      ["/api/v1/trends/links", { offset: "0", limit: "5" }],
    ]);
  });

  it("Pixelfed: its own discover paths, daily statuses", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1.1/discover/posts/hashtags": { body: [] },
      "GET /api/pixelfed/v2/discover/posts/trending": { body: [] },
    });
    await getTrendingTags(client, PIXELFED, { offset: 0 });
    await getTrendingStatuses(client, PIXELFED, { offset: 0 });
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1.1/discover/posts/hashtags", { offset: "0", limit: "10" }],
      [
        "/api/pixelfed/v2/discover/posts/trending",
        { range: "daily", offset: "0", limit: "20" },
      ],
    ]);
  });
});

describeWithFixtures("trends on documented payloads", () => {
  it("reads tags with their history as numbers, statuses and links", async () => {
    const { client } = recordingClient({
      "GET /api/v1/trends/tags": {
        body: [readFixture("mastodon-docs", "entities-Tag-1.json")],
      },
      "GET /api/v1/trends/statuses": {
        body: [readFixture("mastodon-docs", "entities-Status-1.json")],
      },
      "GET /api/v1/trends/links": {
        body: [readFixture("mastodon-docs", "entities-PreviewCard-4.json")],
      },
    });
    const tags = await getTrendingTags(client, MASTODON, { offset: 0 });
    expect(tags.nextOffset).toBe(1);
    expect(tags.items[0]?.name).toBe("nowplaying");
    expect(tags.items[0]?.history[0]).toEqual({
      day: 1574553600,
      uses: 200,
      accounts: 31,
    });
    const statuses = await getTrendingStatuses(client, MASTODON, { offset: 0 });
    expect(statuses.items).toHaveLength(1);
    const links = await getTrendingLinks(client, { offset: 0 });
    expect(links.items[0]?.history.length).toBeGreaterThan(0);
  });
});
