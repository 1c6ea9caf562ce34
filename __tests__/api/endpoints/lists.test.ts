import {
  deleteList,
  deleteListAccounts,
  getAccountLists,
  getList,
  getListAccounts,
  getLists,
  postList,
  postListAccounts,
  postListFavourite,
  postListUnfavourite,
  putList,
} from "../../../src/api/endpoints/lists";
import { getTimeline } from "../../../src/api/endpoints/timelines";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  MASTODON,
  ORIGIN,
  recordingClient,
} from "../../support/recordingClient";

describe("list calls", () => {
  it("creates a list with its replies policy and exclusive flag", async () => {
    const { client, only } = recordingClient({
      "POST /api/v1/lists": {
        body: { id: "7", title: "Bakers", replies_policy: "none" },
      },
    });
    const list = await postList(client, {
      title: "Bakers",
      replies_policy: "none",
      exclusive: true,
    });
    expect(only()).toMatchObject({
      method: "POST",
      path: "/api/v1/lists",
      body: { title: "Bakers", replies_policy: "none", exclusive: true },
    });
    expect(list).toMatchObject({ id: "7", exclusive: false, favourite: false });
  });

  it("renames, reads and deletes by id", async () => {
    const { client, calls } = recordingClient({
      "PUT /api/v1/lists/7": { body: { id: "7", title: "Bread" } },
      "GET /api/v1/lists/7": { body: { id: "7", title: "Bread" } },
    });
    await putList(client, "7", { title: "Bread" });
    await getList(client, "7");
    await deleteList(client, "7");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["PUT", "/api/v1/lists/7", { title: "Bread" }],
      ["GET", "/api/v1/lists/7", null],
      ["DELETE", "/api/v1/lists/7", null],
    ]);
  });

  it("adds and removes members as account_ids", async () => {
    const { client, calls } = recordingClient();
    await postListAccounts(client, "7", ["1", "2"]);
    await deleteListAccounts(client, "7", ["2"]);
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/v1/lists/7/accounts",
        query: {},
        body: { account_ids: ["1", "2"] },
      },
      {
        method: "DELETE",
        path: "/api/v1/lists/7/accounts",
        query: {},
        body: { account_ids: ["2"] },
      },
    ]);
  });

  it("pages members by Link and follows the cursor as it is", async () => {
    const next = `${ORIGIN}/api/v1/lists/7/accounts?max_id=5&limit=2`;
    const { client, calls } = recordingClient({
      "GET /api/v1/lists/7/accounts": {
        body: [{ id: "6", acct: "ana" }, { id: "5", acct: "bo" }, { id: "" }],
        link: `<${next}>; rel="next"`,
      },
    });
    const page = await getListAccounts(client, "7", { limit: 2 });
    expect(page.items.map((a) => a.acct)).toEqual(["ana", "bo"]);
    expect(page.dropped).toBe(1);
    expect(page.next).toBe(next);
    await getListAccounts(client, "7", { url: next });
    expect(calls.map((c) => c.query)).toEqual([
      { limit: "2" },
      { max_id: "5", limit: "2" },
    ]);
  });

  it("favourites and unfavourites (Fedibird)", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/lists/7/favourite": {
        body: { id: "7", title: "Bread", favourite: true },
      },
      "POST /api/v1/lists/7/unfavourite": {
        body: { id: "7", title: "Bread", favourite: false },
      },
    });
    expect((await postListFavourite(client, "7")).favourite).toBe(true);
    expect((await postListUnfavourite(client, "7")).favourite).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/lists/7/favourite",
      "POST /api/v1/lists/7/unfavourite",
    ]);
  });

  it("reads the list timeline by id", async () => {
    const { client, only } = recordingClient({
      "GET /api/v1/timelines/list/7": { body: [] },
    });
    await getTimeline(
      client,
      MASTODON,
      { kind: "list", id: "7" },
      { limit: 20 },
    );
    expect(only()).toMatchObject({
      method: "GET",
      path: "/api/v1/timelines/list/7",
      query: { limit: "20" },
    });
  });
});

describeWithFixtures("list calls on documented payloads", () => {
  it("reads Mastodon's lists, a created list and an account's lists", async () => {
    const lists = readFixture("mastodon-docs", "methods-lists-1.json");
    const { client } = recordingClient({
      "GET /api/v1/lists": { body: lists },
      "POST /api/v1/lists": {
        body: readFixture("mastodon-docs", "methods-lists-6.json"),
      },
      "GET /api/v1/accounts/1/lists": {
        body: readFixture("mastodon-docs", "methods-accounts-30.json"),
      },
    });
    const page = await getLists(client);
    expect(page.items).toEqual([
      {
        id: "12249",
        title: "Friends",
        replies_policy: "followed",
        exclusive: false,
        notify: false,
        favourite: false,
      },
      {
        id: "13585",
        title: "test",
        replies_policy: "list",
        exclusive: true,
        notify: false,
        favourite: false,
      },
    ]);
    expect((await postList(client, { title: "test" })).id).toBe("13585");
    expect((await getAccountLists(client, "1")).dropped).toBe(0);
  });
});
