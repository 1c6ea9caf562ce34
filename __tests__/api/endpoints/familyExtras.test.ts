import {
  deleteRssFeedSubscription,
  getRssFeedSubscriptions,
  postRssFeedSubscription,
} from "../../../src/api/endpoints/rssFeedSubscriptions";
import {
  getRecentStories,
  getStoryViewers,
} from "../../../src/api/endpoints/stories";
import { getScrobbles } from "../../../src/api/endpoints/scrobbles";
import {
  getDislikedBy,
  postDislike,
  postUndislike,
} from "../../../src/api/endpoints/dislikes";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { ORIGIN, recordingClient } from "../../support/recordingClient";

/** The smaller extensions: Pleroma RSS feeds and scrobbles, Pixelfed stories, Friendica dislikes. */

describe("Pleroma RSS feed subscriptions", () => {
  it("lists, adds and removes feeds by url", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/pleroma/rss_feed_subscriptions": {
        body: [
          { url: "https://blog.example/feed.xml" },
          { url: "javascript:alert(1)" },
        ],
      },
      "POST /api/v1/pleroma/rss_feed_subscriptions": {
        body: { url: "https://news.example/atom" },
      },
    });
    expect(await getRssFeedSubscriptions(client)).toEqual([
      { url: "https://blog.example/feed.xml" },
    ]);
    expect(
      await postRssFeedSubscription(client, "https://news.example/atom"),
    ).toEqual({ url: "https://news.example/atom" });
    await deleteRssFeedSubscription(client, "https://news.example/atom");
    expect(calls.map((c) => [c.method, c.body])).toEqual([
      ["GET", null],
      ["POST", { url: "https://news.example/atom" }],
      ["DELETE", { url: "https://news.example/atom" }],
    ]);
  });
});

describe("Pixelfed stories", () => {
  it("reads the carousel and pages the viewers of one's story by sid", async () => {
    const { client, calls } = recordingClient({
      "GET /api/web/stories/v1/recent": {
        body: [
          {
            account_id: "11",
            avatar: "https://pixelfed.example/a.jpg",
            local: true,
            username: "ana",
            latest: {
              id: "s9",
              type: "photo",
              preview_url: "https://pixelfed.example/s9.jpg",
            },
            url: "https://pixelfed.example/stories/ana",
            seen: false,
            story_id: "s9",
          },
        ],
      },
      "GET /api/web/stories/v1/viewers": {
        body: [{ id: "12", username: "ben", acct: "ben" }],
      },
    });
    const [item] = await getRecentStories(client);
    expect(item).toMatchObject({
      account_id: "11",
      username: "ana",
      seen: false,
      latest: { id: "s9", type: "photo" },
    });
    expect((await getStoryViewers(client, "s9")).map((a) => a.acct)).toEqual([
      "ben",
    ]);
    await getStoryViewers(client, "s9", 2);
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/web/stories/v1/recent", {}],
      ["/api/web/stories/v1/viewers", { sid: "s9" }],
      ["/api/web/stories/v1/viewers", { sid: "s9", page: "2" }],
    ]);
  });
});

describe("Pleroma scrobbles", () => {
  it("pages an account's scrobbles", async () => {
    const next = `${ORIGIN}/api/v1/pleroma/accounts/a1/scrobbles?max_id=4`;
    const { client, only } = recordingClient({
      "GET /api/v1/pleroma/accounts/a1/scrobbles": {
        body: [
          {
            id: "5",
            account: { id: "a1", username: "alice", acct: "alice" },
            created_at: "2024-05-01T10:00:00.000Z",
            title: "Sea Shanty",
            artist: "The Dockers",
            album: null,
            external_link: null,
            length: 180000,
          },
        ],
        link: `<${next}>; rel="next"`,
      },
    });
    const page = await getScrobbles(client, "a1", { limit: 10 });
    expect(page.items[0]).toMatchObject({
      title: "Sea Shanty",
      artist: "The Dockers",
      length: 180000,
    });
    expect(page.next).toBe(next);
    expect(only().query).toEqual({ limit: "10" });
  });
});

describeWithFixtures("Friendica dislikes", () => {
  it("dislikes, undislikes and lists who disliked under /api/friendica", async () => {
    const status = readFixture("real", "friendica-status.json");
    const { client, calls } = recordingClient({
      "POST /api/friendica/statuses/7/dislike": { body: status },
      "POST /api/friendica/statuses/7/undislike": { body: status },
      "GET /api/friendica/statuses/7/disliked_by": {
        body: [readFixture("mastodon-docs", "entities-Account-1.json")],
      },
    });
    await postDislike(client, "7");
    await postUndislike(client, "7");
    expect((await getDislikedBy(client, "7")).items).toHaveLength(1);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/friendica/statuses/7/dislike",
      "POST /api/friendica/statuses/7/undislike",
      "GET /api/friendica/statuses/7/disliked_by",
    ]);
  });
});
