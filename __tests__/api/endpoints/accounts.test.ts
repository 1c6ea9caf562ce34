import {
  getAccountFollowers,
  getAccountFollowing,
  postMute,
} from "../../../src/api/endpoints/accounts";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { ORIGIN, recordingClient } from "../../support/recordingClient";
import {
  getAccountByUsername,
  getAccountHashtags,
  getAccountLookup,
  getRelationships,
} from "../../../src/api/endpoints/accounts";
import { fakeClient, rawAccount } from "../../store/factories";

describe("account endpoints", () => {
  it("lookup, get-by-username, relationships and topics", async () => {
    const { client, calls } = fakeClient({
      "/api/v1/accounts/lookup": () => ({ body: rawAccount("1") }),
      "/api/v1/accounts/alice": () => ({ body: rawAccount("1") }),
      "/api/v1/accounts/relationships": () => ({ body: [{ id: "1" }] }),
      "/api/v1/pleroma/accounts/hashtags": () => ({
        body: [{ name: "bread", use_count: 1 }],
      }),
    });
    await getAccountLookup(client, "alice@example.social");
    await getAccountByUsername(client, "alice");
    await getRelationships(client, ["1", "2"]);
    await getAccountHashtags(client, null);
    expect(calls.map((c) => `${c.pathname}${c.search}`)).toEqual([
      "/api/v1/accounts/lookup?acct=alice%40example.social",
      "/api/v1/accounts/alice",
      "/api/v1/accounts/relationships?id%5B%5D=1&id%5B%5D=2",
      "/api/v1/pleroma/accounts/hashtags?limit=20",
    ]);
  });
});

describe("people lists and mutes", () => {
  it("pages followers and following, following a Link cursor as it is", async () => {
    const next = `${ORIGIN}/api/v1/accounts/9/followers?max_id=4`;
    const { client, calls } = recordingClient({
      "GET /api/v1/accounts/9/followers": {
        body: [],
        link: `<${next}>; rel="next"`,
      },
      "GET /api/v1/accounts/9/following": { body: [] },
    });
    const page = await getAccountFollowers(client, "9", { limit: 40 });
    await getAccountFollowers(client, "9", { url: page.next ?? "" });
    await getAccountFollowing(client, "9");
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1/accounts/9/followers", { limit: "40" }],
      ["/api/v1/accounts/9/followers", { max_id: "4" }],
      ["/api/v1/accounts/9/following", {}],
    ]);
  });

  it("mutes for a while under both names families read the length by", async () => {
    const { client, only } = recordingClient({
      "POST /api/v1/accounts/9/mute": { body: { id: "9", muting: true } },
    });
    await postMute(client, "9", { notifications: true, duration: 3600 });
    expect(only().body).toEqual({
      notifications: true,
      duration: 3600,
      expires_in: 3600,
    });
  });
});

describeWithFixtures("people lists on documented payloads", () => {
  it("reads Mastodon and Pleroma accounts", async () => {
    const { client } = recordingClient({
      "GET /api/v1/accounts/9/following": {
        body: [
          readFixture("mastodon-docs", "entities-Account-1.json"),
          readFixture("real", "pleroma-account.json"),
        ],
      },
    });
    const page = await getAccountFollowing(client, "9");
    expect(page).toMatchObject({ dropped: 0 });
    expect(page.items).toHaveLength(2);
  });
});
