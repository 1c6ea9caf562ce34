import {
  getFavouritedBy,
  getRebloggedBy,
  getStatusReactions,
} from "../../../src/api/endpoints/statuses";
import {
  AKKOMA,
  PLEROMA,
  recordingClient,
  serverOf,
} from "../../support/recordingClient";
import { getStatusContext } from "../../../src/api/endpoints/statuses";
import { fakeClient } from "../../store/factories";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("status context", () => {
  it("splits Mitra's bare list around the focus", async () => {
    const focus = "017ed505-5926-392f-256a-f86d5075df70";
    const { client } = fakeClient({
      [`/api/v1/statuses/${focus}/context`]: () => ({
        body: readFixture("real", "mitra-context.json"),
      }),
    });
    const context = await getStatusContext(client, focus);
    expect(context.ancestors.map((s) => s.id)).toEqual([
      "017ed503-bc96-301a-e871-2c23b30ddd05",
    ]);
    expect(context.descendants).toEqual([]);
  });
});

describe("who boosted, liked and reacted", () => {
  it("pages reblogged_by and favourited_by", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/statuses/5/reblogged_by": { body: [] },
      "GET /api/v1/statuses/5/favourited_by": { body: [] },
    });
    await getRebloggedBy(client, "5", { limit: 40 });
    await getFavouritedBy(client, "5", { max_id: "3" });
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1/statuses/5/reblogged_by", { limit: "40" }],
      ["/api/v1/statuses/5/favourited_by", { max_id: "3" }],
    ]);
  });

  it.each([
    ["Pleroma", PLEROMA],
    ["Akkoma", AKKOMA],
    ["Iceshrimp.NET", serverOf("Iceshrimp.NET", "2025.1.0")],
  ])(
    "%s lists reactions with their accounts, Pleroma-style",
    async (_, server) => {
      const { client, only } = recordingClient({
        "GET /api/v1/pleroma/statuses/5/reactions": {
          body: [
            {
              name: "🍞",
              count: 2,
              me: true,
              accounts: [
                { id: "1", acct: "alice" },
                { id: "2", acct: "bob@kueche.example" },
              ],
            },
            { name: "🔥", count: -1 },
          ],
        },
      });
      const page = await getStatusReactions(client, server, "5");
      expect(only().path).toBe("/api/v1/pleroma/statuses/5/reactions");
      expect(page.dropped).toBe(1);
      expect(page.items[0]).toMatchObject({ name: "🍞", count: 2, me: true });
      expect(page.items[0]?.accounts.map((a) => a.acct)).toEqual([
        "alice",
        "bob@kueche.example",
      ]);
    },
  );
});
