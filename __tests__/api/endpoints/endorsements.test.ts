import {
  getAccountEndorsements,
  getEndorsements,
  postEndorse,
  postUnendorse,
} from "../../../src/api/endpoints/endorsements";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  AKKOMA,
  MASTODON,
  PLEROMA,
  recordingClient,
  serverOf,
} from "../../support/recordingClient";

describe("endorsement calls per family", () => {
  it.each([
    ["Mastodon", MASTODON, "/api/v1/accounts/9/endorsements"],
    ["Pleroma", PLEROMA, "/api/v1/pleroma/accounts/9/endorsements"],
    ["Akkoma", AKKOMA, "/api/v1/pleroma/accounts/9/endorsements"],
  ])("%s lists an account's endorsements at %s", async (_, server, path) => {
    const { client, only } = recordingClient({ [`GET ${path}`]: { body: [] } });
    await getAccountEndorsements(client, server, "9");
    expect(only()).toMatchObject({ method: "GET", path });
  });

  it.each([
    ["Mastodon 4.5", MASTODON, "endorse", "unendorse"],
    ["Mastodon 4.3", serverOf("Mastodon", "4.3.0"), "pin", "unpin"],
    ["Pleroma", PLEROMA, "pin", "unpin"],
  ])("%s endorses with %s and %s", async (_, server, on, off) => {
    const { client, calls } = recordingClient({
      [`POST /api/v1/accounts/9/${on}`]: { body: { id: "9", endorsed: true } },
      [`POST /api/v1/accounts/9/${off}`]: { body: { id: "9" } },
    });
    await postEndorse(client, server, "9");
    await postUnendorse(client, server, "9");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST /api/v1/accounts/9/${on}`,
      `POST /api/v1/accounts/9/${off}`,
    ]);
  });
});

describeWithFixtures("endorsements on documented payloads", () => {
  it("reads the viewer's endorsements and the relationship after endorsing", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/endorsements": {
        body: readFixture("mastodon-docs", "methods-endorsements-1.json"),
      },
      "POST /api/v1/accounts/1/endorse": {
        body: readFixture("mastodon-docs", "methods-accounts-69.json"),
      },
    });
    const page = await getEndorsements(client, { limit: 40 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]?.acct).toBe("alayna@desvox.es");
    expect(calls[0]?.query).toEqual({ limit: "40" });
    const relationship = await postEndorse(client, MASTODON, "1");
    expect(relationship.id).toBe("1");
  });
});
