import {
  filterKeywordSchema,
  filterResultSchema,
  filterSchema,
  filterStatusSchema,
  filterV1Schema,
} from "../../../src/api/schemas/filter";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

const docs = (file: string) => readFixture("mastodon-docs", file);

describeWithFixtures("filterSchema with Mastodon examples", () => {
  it("reads a v2 filter with keywords and statuses", () => {
    expect(filterSchema.parse(docs("entities-Filter-1.json"))).toEqual({
      id: "19972",
      title: "Test filter",
      context: ["home"],
      expires_at: "2022-09-20T17:27:39.296Z",
      filter_action: "warn",
      keywords: [{ id: "1197", keyword: "bad word", whole_word: false }],
      statuses: [{ id: "1", status_id: "109031743575371913" }],
    });
  });

  it("reads the filters of the v2 methods", () => {
    const hide = filterSchema.parse(docs("methods-filters-2.json"));
    expect(hide).toMatchObject({ filter_action: "hide", context: ["public"] });
    expect(hide.keywords.map((keyword) => keyword.keyword)).toEqual([
      "from birdsite",
      "@twitter.com",
      "https://t.co/",
    ]);
    expect(filterSchema.parse(docs("methods-filters-9.json")).keywords).toEqual(
      [{ id: "34979", keyword: "baz", whole_word: true }],
    );
    expect(filterKeywordSchema.parse(docs("methods-filters-17.json"))).toEqual({
      id: "35583",
      keyword: "some",
      whole_word: false,
    });
    expect(
      filterKeywordSchema.parse(docs("entities-FilterKeyword-1.json")),
    ).toEqual({ id: "1197", keyword: "bad word", whole_word: false });
    expect(
      filterStatusSchema.parse(docs("entities-FilterStatus-1.json")),
    ).toEqual({ id: "1", status_id: "109031743575371913" });
  });

  it("reads a filter result as status.filtered carries it", () => {
    expect(
      filterResultSchema.parse(docs("entities-FilterResult-1.json")),
    ).toEqual({
      filter: {
        id: "3",
        title: "Hide completely",
        context: ["home"],
        expires_at: "2022-09-20T17:27:39.296Z",
        filter_action: "hide",
        keywords: [],
        statuses: [],
      },
      keyword_matches: ["bad word"],
      status_matches: ["109031743575371913"],
    });
  });

  it("normalises a legacy v1 filter; irreversible becomes hide", () => {
    const filter = filterV1Schema.parse(docs("entities-V1_Filter-1.json"));
    expect(filter).toMatchObject({
      id: "8449",
      phrase: "test",
      title: "test",
      context: ["home", "notifications", "public", "thread"],
      whole_word: false,
      irreversible: true,
      filter_action: "hide",
      keywords: [{ id: null, keyword: "test", whole_word: false }],
      statuses: [],
    });
    expect(
      filterV1Schema.parse(docs("methods-filters-50.json")).expires_at,
    ).toBeNull();
  });
});

describe("filterSchema edge cases", () => {
  it("maps a v1 filter without irreversible to warn", () => {
    expect(
      filterV1Schema.parse({ id: "1", phrase: "x", context: ["home"] })
        .filter_action,
    ).toBe("warn");
  });

  it("maps unknown actions to warn and drops unknown contexts", () => {
    expect(
      filterSchema.parse({
        id: "1",
        title: "t",
        context: ["home", "everywhere", 3],
        filter_action: "explode",
        keywords: [{ keyword: "ok" }, { keyword: "" }],
      }),
    ).toMatchObject({
      context: ["home"],
      filter_action: "warn",
      keywords: [{ id: null, keyword: "ok", whole_word: false }],
    });
  });

  it("keeps the blur action", () => {
    expect(
      filterSchema.parse({ id: "1", title: "t", filter_action: "blur" })
        .filter_action,
    ).toBe("blur");
  });
});
