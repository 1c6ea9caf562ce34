import {
  changeAntennaRule,
  deleteAntenna,
  getAccountAntennas,
  getAntenna,
  getAntennaAccounts,
  getAntennaDomains,
  getAntennaKeywords,
  getAntennas,
  getAntennaTags,
  getAntennaTimeline,
  postAntenna,
  putAntenna,
} from "../../../src/api/endpoints/antennas";
import { ORIGIN, recordingClient } from "../../support/recordingClient";

/** As REST::AntennaSerializer renders one (kmyblue). */
const antenna = {
  id: "5",
  title: "Seaweed",
  stl: false,
  insert_feeds: true,
  with_media_only: false,
  ignore_reblog: true,
  accounts_count: 1,
  domains_count: 2,
  tags_count: 0,
  keywords_count: 3,
  list: { id: "12", title: "Coast" },
};

describe("kmyblue antennas", () => {
  it("lists, reads, creates, changes and deletes antennas", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/antennas": { body: [antenna, { title: "no id" }] },
      "GET /api/v1/antennas/5": { body: antenna },
      "POST /api/v1/antennas": { body: antenna },
      "PUT /api/v1/antennas/5": { body: { ...antenna, list: null } },
    });
    const list = await getAntennas(client);
    expect(list.items).toEqual([antenna]);
    expect(list.dropped).toBe(1);
    await getAntenna(client, "5");
    await postAntenna(client, {
      title: "Seaweed",
      insert_feeds: true,
      list_id: "12",
      ignore_reblog: true,
    });
    expect(
      (await putAntenna(client, "5", { insert_feeds: false, list_id: null }))
        .list,
    ).toBeNull();
    await deleteAntenna(client, "5");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v1/antennas", null],
      ["GET", "/api/v1/antennas/5", null],
      [
        "POST",
        "/api/v1/antennas",
        {
          title: "Seaweed",
          insert_feeds: true,
          list_id: "12",
          ignore_reblog: true,
        },
      ],
      ["PUT", "/api/v1/antennas/5", { insert_feeds: false, list_id: null }],
      ["DELETE", "/api/v1/antennas/5", null],
    ]);
  });

  it("reads included and excluded rules", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/antennas/5/keywords": {
        body: { keywords: ["kelp", "dulse"], exclude_keywords: ["recipe"] },
      },
      "GET /api/v1/antennas/5/domains": {
        body: { domains: ["coast.example"], exclude_domains: [] },
      },
      "GET /api/v1/antennas/5/tags": {
        body: { tags: ["seaweed"], exclude_tags: ["spam"] },
      },
      "GET /api/v1/antennas/5/accounts": {
        body: [{ id: "a1", username: "alice", acct: "alice" }],
      },
      "GET /api/v1/antennas/5/exclude_accounts": { body: [] },
    });
    expect(await getAntennaKeywords(client, "5")).toEqual({
      keywords: ["kelp", "dulse"],
      exclude_keywords: ["recipe"],
    });
    expect((await getAntennaDomains(client, "5")).domains).toEqual([
      "coast.example",
    ]);
    expect((await getAntennaTags(client, "5")).exclude_tags).toEqual(["spam"]);
    expect(
      (await getAntennaAccounts(client, "5", "include")).items.map(
        (a) => a.acct,
      ),
    ).toEqual(["alice"]);
    await getAntennaAccounts(client, "5", "exclude", { limit: 0 });
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/v1/antennas/5/keywords", {}],
      ["/api/v1/antennas/5/domains", {}],
      ["/api/v1/antennas/5/tags", {}],
      ["/api/v1/antennas/5/accounts", {}],
      ["/api/v1/antennas/5/exclude_accounts", { limit: "0" }],
    ]);
  });

  it.each([
    [
      "accounts",
      "include",
      "add",
      "POST",
      "/accounts",
      { account_ids: ["a1"] },
    ],
    [
      "accounts",
      "exclude",
      "remove",
      "DELETE",
      "/exclude_accounts",
      { account_ids: ["a1"] },
    ],
    ["domains", "include", "add", "POST", "/domains", { domains: ["a1"] }],
    [
      "domains",
      "exclude",
      "add",
      "POST",
      "/exclude_domains",
      { domains: ["a1"] },
    ],
    [
      "keywords",
      "include",
      "remove",
      "DELETE",
      "/keywords",
      { keywords: ["a1"] },
    ],
    [
      "keywords",
      "exclude",
      "add",
      "POST",
      "/exclude_keywords",
      { keywords: ["a1"] },
    ],
    ["tags", "include", "add", "POST", "/tags", { tags: ["a1"] }],
    ["tags", "exclude", "remove", "DELETE", "/exclude_tags", { tags: ["a1"] }],
  ] as const)(
    "%s %s %s: %s …%s",
    async (rule, side, change, method, rest, body) => {
      const { client, only } = recordingClient();
      await changeAntennaRule(client, "5", rule, side, change, ["a1"]);
      expect(only()).toMatchObject({
        method,
        path: `/api/v1/antennas/5${rest}`,
        body,
      });
    },
  );

  it("pages the antenna timeline and finds an account's antennas", async () => {
    const next = `${ORIGIN}/api/v1/timelines/antenna/5?max_id=3`;
    const { client, calls } = recordingClient({
      "GET /api/v1/timelines/antenna/5": {
        body: [],
        link: `<${next}>; rel="next"`,
      },
      "GET /api/v1/accounts/a1/antennas": { body: [antenna] },
      "GET /api/v1/accounts/a1/exclude_antennas": { body: [] },
    });
    expect((await getAntennaTimeline(client, "5", { limit: 20 })).next).toBe(
      next,
    );
    expect(
      (await getAccountAntennas(client, "a1", "include")).items,
    ).toHaveLength(1);
    await getAccountAntennas(client, "a1", "exclude");
    expect(calls.map((c) => c.path)).toEqual([
      "/api/v1/timelines/antenna/5",
      "/api/v1/accounts/a1/antennas",
      "/api/v1/accounts/a1/exclude_antennas",
    ]);
  });
});
