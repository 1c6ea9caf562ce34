import {
  deleteSuggestion,
  getSuggestions,
} from "../../../src/api/endpoints/suggestions";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  AKKOMA,
  GOTOSOCIAL,
  MASTODON,
  PLEROMA,
  recordingClient,
  serverOf,
} from "../../support/recordingClient";

describe("suggestion calls per family", () => {
  it.each([
    ["Mastodon 4.5", MASTODON, "/api/v2/suggestions"],
    ["Mastodon 3.3", serverOf("Mastodon", "3.3.0"), "/api/v1/suggestions"],
    ["Pleroma", PLEROMA, "/api/v2/suggestions"],
    ["Akkoma", AKKOMA, "/api/v2/suggestions"],
    ["GoToSocial", GOTOSOCIAL, "/api/v1/suggestions"],
    [
      "Pixelfed",
      serverOf("Pixelfed", "0.12.4"),
      "/api/v1.1/discover/accounts/popular",
    ],
  ])("%s asks %s", async (_, server, path) => {
    const { client, only } = recordingClient({
      [`GET ${path}`]: { body: [] },
    });
    await getSuggestions(client, server, 10);
    expect(only()).toMatchObject({
      method: "GET",
      path,
      query: { limit: "10" },
    });
  });

  it("dismisses by account id", async () => {
    const { client, only } = recordingClient();
    await deleteSuggestion(client, "42");
    expect(only()).toMatchObject({
      method: "DELETE",
      path: "/api/v1/suggestions/42",
    });
  });
});

describeWithFixtures("suggestions on real payloads", () => {
  it("reads v2 entries and v1 bare accounts alike", async () => {
    const account = readFixture("mastodon-docs", "entities-Account-1.json");
    const { client } = recordingClient({
      "GET /api/v2/suggestions": {
        body: [
          { source: "global", sources: ["featured"], account },
          readFixture("real", "pleroma-account.json"),
        ],
      },
    });
    const page = await getSuggestions(client, MASTODON);
    expect(page.dropped).toBe(0);
    expect(page.items[0]).toMatchObject({
      source: "global",
      sources: ["featured"],
      account: { id: "23634" },
    });
    expect(page.items[1]).toMatchObject({ source: null, sources: [] });
    expect(page.items[1]?.account.acct).not.toBe("");
  });
});
