import {
  deleteFilter,
  deleteFilterKeyword,
  deleteFilterStatus,
  getFilter,
  getFilterKeywords,
  getFilters,
  getFilterStatuses,
  postFilter,
  postFilterKeyword,
  postFilterStatus,
  putFilter,
  putFilterKeyword,
  type FilterParams,
} from "../../../src/api/endpoints/filters";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { recordingClient } from "../../support/recordingClient";

const params: FilterParams = {
  title: "Spoilers",
  context: ["home", "public"],
  filter_action: "hide",
  expires_in: 86400,
  keywords: [
    { keyword: "finale", whole_word: true },
    { keyword: "season 3", whole_word: false },
  ],
};

describe("filter calls", () => {
  it("creates a v2 filter with all its keywords as keywords_attributes", async () => {
    const { client, only } = recordingClient({
      "POST /api/v2/filters": { body: { id: "9", title: "Spoilers" } },
    });
    const filter = await postFilter(client, "v2", params);
    expect(only()).toMatchObject({
      method: "POST",
      path: "/api/v2/filters",
      body: {
        title: "Spoilers",
        context: ["home", "public"],
        filter_action: "hide",
        expires_in: 86400,
        keywords_attributes: params.keywords,
      },
    });
    expect(filter).toMatchObject({ id: "9", filter_action: "warn" });
  });

  it("falls back to v1 with the first keyword only, hide sent as irreversible", async () => {
    const { client, only } = recordingClient({
      "POST /api/v1/filters": {
        body: {
          id: "3",
          phrase: "finale",
          context: ["home"],
          irreversible: true,
          whole_word: true,
        },
      },
    });
    const filter = await postFilter(client, "v1", params);
    expect(only()).toEqual({
      method: "POST",
      path: "/api/v1/filters",
      query: {},
      body: {
        phrase: "finale",
        whole_word: true,
        context: ["home", "public"],
        irreversible: true,
        expires_in: 86400,
      },
    });
    expect(filter).toMatchObject({
      id: "3",
      title: "finale",
      filter_action: "hide",
      keywords: [{ keyword: "finale", whole_word: true }],
    });
  });

  it("on v1 sends warn as reversible and skips keywords being removed", async () => {
    const { client, only } = recordingClient({
      "PUT /api/v1/filters/3": { body: { id: "3", phrase: "x" } },
    });
    await putFilter(client, "v1", "3", {
      ...params,
      filter_action: "warn",
      expires_in: null,
      keywords: [
        { id: "1", keyword: "finale", whole_word: true, _destroy: true },
        { keyword: "cliffhanger", whole_word: false },
      ],
    });
    expect(only().body).toEqual({
      phrase: "cliffhanger",
      whole_word: false,
      context: ["home", "public"],
      irreversible: false,
      expires_in: null,
    });
  });

  it("updates v2 keywords by id and removes with _destroy", async () => {
    const { client, only } = recordingClient({
      "PUT /api/v2/filters/9": { body: { id: "9" } },
    });
    const keywords = [
      { id: "1", keyword: "finale", whole_word: true, _destroy: true },
    ];
    await putFilter(client, "v2", "9", { ...params, keywords });
    expect(only()).toMatchObject({
      method: "PUT",
      path: "/api/v2/filters/9",
      body: { keywords_attributes: keywords },
    });
  });

  it("lists, reads and deletes on the chosen API", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/filters": { body: [] },
      "GET /api/v2/filters": { body: [] },
      "GET /api/v2/filters/9": { body: { id: "9" } },
    });
    await getFilters(client, "v1");
    await getFilters(client, "v2");
    await getFilter(client, "v2", "9");
    await deleteFilter(client, "v1", "3");
    await deleteFilter(client, "v2", "9");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/v1/filters",
      "GET /api/v2/filters",
      "GET /api/v2/filters/9",
      "DELETE /api/v1/filters/3",
      "DELETE /api/v2/filters/9",
    ]);
  });

  it("manages v2 keywords and statuses on their own paths", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v2/filters/9/keywords": { body: [] },
      "POST /api/v2/filters/9/keywords": {
        body: { id: "4", keyword: "finale" },
      },
      "PUT /api/v2/filters/keywords/4": {
        body: { id: "4", keyword: "ending" },
      },
      "GET /api/v2/filters/9/statuses": { body: [] },
      "POST /api/v2/filters/9/statuses": { body: { id: "5", status_id: "77" } },
    });
    await getFilterKeywords(client, "9");
    await postFilterKeyword(client, "9", {
      keyword: "finale",
      whole_word: true,
    });
    await putFilterKeyword(client, "4", {
      keyword: "ending",
      whole_word: false,
    });
    await deleteFilterKeyword(client, "4");
    await getFilterStatuses(client, "9");
    const status = await postFilterStatus(client, "9", "77");
    await deleteFilterStatus(client, "5");
    expect(status).toEqual({ id: "5", status_id: "77" });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["GET", "/api/v2/filters/9/keywords", null],
      [
        "POST",
        "/api/v2/filters/9/keywords",
        { keyword: "finale", whole_word: true },
      ],
      [
        "PUT",
        "/api/v2/filters/keywords/4",
        { keyword: "ending", whole_word: false },
      ],
      ["DELETE", "/api/v2/filters/keywords/4", null],
      ["GET", "/api/v2/filters/9/statuses", null],
      ["POST", "/api/v2/filters/9/statuses", { status_id: "77" }],
      ["DELETE", "/api/v2/filters/statuses/5", null],
    ]);
  });
});

describeWithFixtures("filter calls on documented payloads", () => {
  const doc = (n: number) =>
    readFixture("mastodon-docs", `methods-filters-${String(n)}.json`);

  it("reads v2 filters, keywords and statuses", async () => {
    const { client } = recordingClient({
      "GET /api/v2/filters": { body: [doc(2), doc(5)] },
      "GET /api/v2/filters/9/keywords": { body: [doc(17), doc(21)] },
      "GET /api/v2/filters/9/statuses": { body: [doc(33)] },
    });
    const filters = await getFilters(client, "v2");
    expect(filters.items.map((f) => [f.id, f.filter_action])).toEqual([
      ["20060", "hide"],
      ["25933", "warn"],
    ]);
    expect(filters.items[0]?.keywords[0]).toEqual({
      id: "1311",
      keyword: "from birdsite",
      whole_word: true,
    });
    const keywords = await getFilterKeywords(client, "9");
    expect(keywords.items.map((k) => k.keyword)).toEqual(["some", "baz"]);
    const statuses = await getFilterStatuses(client, "9");
    expect(statuses.items).toEqual([
      { id: "897", status_id: "109416512469928632" },
    ]);
  });

  it("reads a v1 filter as the v2 shape, irreversible as hide", async () => {
    const { client } = recordingClient({
      "GET /api/v1/filters": { body: [doc(43), doc(50)] },
    });
    const page = await getFilters(client, "v1");
    expect(page.items[0]).toMatchObject({
      id: "8449",
      title: "test",
      filter_action: "hide",
      expires_at: "2019-11-26T09:08:06.254Z",
      keywords: [{ keyword: "test", whole_word: false }],
      context: ["home", "notifications", "public", "thread"],
    });
    expect(page.items[1]?.expires_at).toBeNull();
  });
});
