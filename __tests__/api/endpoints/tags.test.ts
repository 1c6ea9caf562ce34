import {
  deleteFeaturedTag,
  getAccountFeaturedTags,
  getFeaturedTags,
  getFeaturedTagSuggestions,
  getFollowedTags,
  getTag,
  postFeaturedTag,
  postFollowTag,
  postUnfollowTag,
} from "../../../src/api/endpoints/tags";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";

describe("hashtag calls", () => {
  it("reads, follows and unfollows a tag by name, URL-encoded", async () => {
    const tag = { name: "café", following: true };
    const { client, calls } = recordingClient({
      "GET /api/v1/tags/caf%C3%A9": { body: tag },
      "POST /api/v1/tags/caf%C3%A9/follow": { body: tag },
      "POST /api/v1/tags/caf%C3%A9/unfollow": {
        body: { ...tag, following: false },
      },
    });
    expect((await getTag(client, "café")).following).toBe(true);
    expect((await postFollowTag(client, "café")).following).toBe(true);
    expect((await postUnfollowTag(client, "café")).following).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/v1/tags/caf%C3%A9",
      "POST /api/v1/tags/caf%C3%A9/follow",
      "POST /api/v1/tags/caf%C3%A9/unfollow",
    ]);
  });

  it("pages followed tags, and features and unfeatures by name and id", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/followed_tags": { body: [{ name: "bread" }] },
      "POST /api/v1/featured_tags": { body: { id: "3", name: "bread" } },
      "GET /api/v1/featured_tags/suggestions": { body: [{ name: "tea" }] },
    });
    const followed = await getFollowedTags(client, { limit: 100 });
    expect(followed.items.map((t) => t.name)).toEqual(["bread"]);
    expect((await postFeaturedTag(client, "bread")).id).toBe("3");
    await deleteFeaturedTag(client, "3");
    const suggested = await getFeaturedTagSuggestions(client);
    expect(suggested.items.map((t) => t.name)).toEqual(["tea"]);
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["GET", "/api/v1/followed_tags", { limit: "100" }, null],
      ["POST", "/api/v1/featured_tags", {}, { name: "bread" }],
      ["DELETE", "/api/v1/featured_tags/3", {}, null],
      ["GET", "/api/v1/featured_tags/suggestions", {}, null],
    ]);
  });
});

describeWithFixtures("hashtags on documented payloads", () => {
  it("reads a followed tag, the viewer's and an account's featured tags", async () => {
    const { client } = recordingClient({
      "POST /api/v1/tags/Caturday/follow": {
        body: readFixture("mastodon-docs", "methods-tags-2.json"),
      },
      "GET /api/v1/featured_tags": {
        body: readFixture("mastodon-docs", "methods-featured_tags-1.json"),
      },
      "GET /api/v1/accounts/1/featured_tags": {
        body: readFixture("mastodon-docs", "methods-accounts-29.json"),
      },
    });
    const tag = await postFollowTag(client, "Caturday");
    expect(tag).toMatchObject({ name: "Caturday", following: true });
    expect(tag.history).toHaveLength(7);
    const own = await getFeaturedTags(client);
    expect(own.items).toEqual([
      {
        id: "627",
        name: "nowplaying",
        url: "https://mastodon.social/@trwnh/tagged/nowplaying",
        statuses_count: 70,
        last_status_at: "2022-08-29T12:03:35.061Z",
      },
    ]);
    const theirs = await getAccountFeaturedTags(client, "1");
    expect(theirs.items[0]).toMatchObject({
      name: "nowplaying",
      url: "",
      statuses_count: 36,
    });
  });
});
