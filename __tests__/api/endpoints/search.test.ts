import { getSearch } from "../../../src/api/endpoints/search";
import { fakeClient } from "../../store/factories";

describe("search", () => {
  it("sends the query, type and offset; bare hashtag names become hashtags", async () => {
    const { client, calls } = fakeClient({
      "/api/v2/search": () => ({
        body: { accounts: [], statuses: [], hashtags: ["bread"] },
      }),
    });
    const results = await getSearch(client, {
      q: "bread",
      type: "hashtags",
      offset: 20,
    });
    expect(calls[0]?.search).toBe("?q=bread&type=hashtags&offset=20&limit=20");
    expect(results.hashtags[0]?.name).toBe("bread");
  });

  it("asks for followed accounts only when told", async () => {
    const { client, calls } = fakeClient({
      "/api/v2/search": () => ({
        body: { accounts: [], statuses: [], hashtags: [] },
      }),
    });
    await getSearch(client, { q: "len", type: "accounts", following: true });
    expect(calls[0]?.search).toBe(
      "?q=len&type=accounts&limit=20&following=true",
    );
  });
});
