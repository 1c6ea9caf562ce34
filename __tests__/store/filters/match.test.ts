import type { Filter } from "../../../src/api/schemas/filter";
import {
  htmlText,
  judgePost,
  keywordPattern,
  type MatchedPost,
} from "../../../src/store/filters/match";
import type { StoredFilterResult } from "../../../src/store/statusShape";

const ALL = ["home", "notifications", "public", "thread", "account"] as const;

function filter(over: Partial<Filter> & Pick<Filter, "id">): Filter {
  return {
    title: `Filter ${over.id}`,
    context: [...ALL],
    expires_at: null,
    filter_action: "warn",
    keywords: [],
    statuses: [],
    ...over,
  };
}

const kw = (keyword: string, whole_word = true) => ({
  id: null,
  keyword,
  whole_word,
});

function post(text: string, over: Partial<MatchedPost> = {}): MatchedPost {
  return { id: "10", boostId: null, text, results: [], ...over };
}

const NOW = Date.parse("2026-03-01T12:00:00Z");

const matches = (keyword: string, wholeWord: boolean, text: string) =>
  new RegExp(keywordPattern(kw(keyword, wholeWord)), "iu").test(text);

describe("keyword matching", () => {
  it("a whole word matches only on its own, in any case", () => {
    expect(matches("kettle", true, "The Kettle is on")).toBe(true);
    expect(matches("kettle", true, "kettle.")).toBe(true);
    expect(matches("kettle", true, "kettles everywhere")).toBe(false);
    expect(matches("kettle", true, "a teakettle")).toBe(false);
    expect(matches("kettle", true, "kettle_drum")).toBe(false);
  });

  it("word edges count for every script, not ASCII letters only", () => {
    expect(matches("café", true, "au café!")).toBe(true);
    expect(matches("café", true, "cafés")).toBe(false);
    expect(matches("мост", true, "Новый мост открыт")).toBe(true);
    expect(matches("мост", true, "мостовая")).toBe(false);
  });

  it("a part of a word matches inside words when not whole", () => {
    expect(matches("milky way", false, "the Milky Wayfarer")).toBe(true);
    expect(matches("kettle", false, "teakettles")).toBe(true);
  });

  it("a keyword starting or ending with a symbol needs no boundary there", () => {
    expect(matches("#tea", true, "time for#tea")).toBe(true);
    expect(matches("c++", true, "I write c++ daily")).toBe(true);
    expect(matches("c++", true, "c++11")).toBe(true);
  });

  it("regular-expression characters are literal", () => {
    expect(matches("a.b", true, "axb")).toBe(false);
    expect(matches("(x)", false, "see (x) here")).toBe(true);
    expect(matches("a/b", false, "a/b")).toBe(true);
  });
});

describe("judgePost with the viewer's filters loaded", () => {
  it("applies a filter only in its contexts", () => {
    const f = filter({ id: "1", context: ["home"], keywords: [kw("kettle")] });
    expect(judgePost(post("kettle"), [f], "home", NOW)).toEqual({
      hide: false,
      warn: ["Filter 1"],
      blur: [],
    });
    expect(judgePost(post("kettle"), [f], "public", NOW)).toBeNull();
  });

  it("an expired filter does nothing; one expiring later still applies", () => {
    const expired = filter({
      id: "1",
      expires_at: "2026-03-01T11:59:59Z",
      keywords: [kw("kettle")],
    });
    const later = { ...expired, expires_at: "2026-03-01T12:00:01Z" };
    expect(judgePost(post("kettle"), [expired], "home", NOW)).toBeNull();
    expect(judgePost(post("kettle"), [later], "home", NOW)).not.toBeNull();
  });

  it("sorts the matching filters by action", () => {
    const filters = [
      filter({ id: "1", title: "W", keywords: [kw("a")] }),
      filter({
        id: "2",
        title: "B",
        filter_action: "blur",
        keywords: [kw("b")],
      }),
      filter({
        id: "3",
        title: "H",
        filter_action: "hide",
        keywords: [kw("c")],
      }),
      filter({ id: "4", title: "W2", keywords: [kw("zzz")] }),
    ];
    expect(judgePost(post("a b c"), filters, "home", NOW)).toEqual({
      hide: true,
      warn: ["W"],
      blur: ["B"],
    });
    expect(judgePost(post("b"), filters, "home", NOW)).toEqual({
      hide: false,
      warn: [],
      blur: ["B"],
    });
  });

  it("matches a post the filter names, also when it comes as a boost", () => {
    const f = filter({
      id: "1",
      filter_action: "blur",
      statuses: [{ id: "s1", status_id: "10" }],
    });
    expect(judgePost(post("anything"), [f], "home", NOW)?.blur).toEqual([
      "Filter 1",
    ]);
    const boosted = post("anything", { id: "11", boostId: "10" });
    expect(judgePost(boosted, [f], "home", NOW)).not.toBeNull();
    expect(judgePost(post("x", { id: "12" }), [f], "home", NOW)).toBeNull();
  });

  it("keeps a server result while the filter holds what matched, and drops it after", () => {
    const result: StoredFilterResult = {
      filter_id: "1",
      title: "Old title",
      context: ["home"],
      filter_action: "warn",
      expires_at: null,
      keyword_matches: ["Seaweed"],
      status_matches: [],
    };
    // The server saw the keyword where the client cannot (say, a preview).
    const held = filter({ id: "1", title: "Now", keywords: [kw("seaweed")] });
    const withResult = post("no keyword in this text", { results: [result] });
    expect(judgePost(withResult, [held], "home", NOW)?.warn).toEqual(["Now"]);
    const changed = { ...held, keywords: [kw("dulse")] };
    expect(judgePost(withResult, [changed], "home", NOW)).toBeNull();
    // A deleted filter is not among the loaded ones: nothing applies.
    expect(judgePost(withResult, [], "home", NOW)).toBeNull();
  });

  it("an edited filter applies at once: a new keyword, a new action", () => {
    const before = filter({ id: "1", keywords: [kw("terrace")] });
    const after = {
      ...before,
      filter_action: "hide" as const,
      keywords: [kw("terrace"), kw("slipway")],
    };
    expect(judgePost(post("the slipway"), [before], "home", NOW)).toBeNull();
    expect(judgePost(post("the slipway"), [after], "home", NOW)?.hide).toBe(
      true,
    );
  });
});

describe("judgePost before the filters are loaded", () => {
  it("goes by the server's results: context, expiry and action", () => {
    const result: StoredFilterResult = {
      filter_id: "1",
      title: "Tides",
      context: ["home"],
      filter_action: "hide",
      expires_at: "2026-03-02T00:00:00Z",
      keyword_matches: ["high water"],
      status_matches: [],
    };
    const withResult = post("", { results: [result, result] });
    expect(judgePost(withResult, null, "home", NOW)).toEqual({
      hide: true,
      warn: [],
      blur: [],
    });
    expect(judgePost(withResult, null, "public", NOW)).toBeNull();
    expect(
      judgePost(withResult, null, "home", Date.parse("2026-03-03T00:00:00Z")),
    ).toBeNull();
    expect(judgePost(post("high water"), null, "home", NOW)).toBeNull();
  });
});

describe("htmlText", () => {
  it("keeps words apart across breaks and paragraphs and reads entities", () => {
    expect(
      htmlText("<p>tea<br>kettle</p><p>next&amp;more &#8212; &#x41;</p>"),
    ).toBe("tea\nkettle\n\nnext&more — A\n\n");
    expect(htmlText("a &unknown; b &lt;i&gt;")).toBe("a &unknown; b <i>");
  });
});
