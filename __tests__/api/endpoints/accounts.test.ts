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
