import {
  excerpt,
  htmlToText,
  isForeign,
  pickContent,
} from "../../src/utils/statusText";

describe("post text", () => {
  it("shows the reader's language from a multilingual post", () => {
    const map = { en: "<p>Hello</p>", "pt-BR": "<p>Olá</p>" };
    expect(pickContent("<p>Hello</p>", map, "en", "pt-BR")).toEqual({
      html: "<p>Olá</p>",
      language: "pt-BR",
    });
    expect(pickContent("<p>Hello</p>", map, "en", "pt")).toEqual({
      html: "<p>Olá</p>",
      language: "pt-BR",
    });
    expect(pickContent("<p>Hello</p>", map, "en", "de")).toEqual({
      html: "<p>Hello</p>",
      language: "en",
    });
  });

  it("ignores Pleroma's content-type keys", () => {
    expect(pickContent("<p>x</p>", { "text/plain": "x" }, null, "en")).toEqual({
      html: "<p>x</p>",
      language: null,
    });
  });

  it("reads HTML as text without running it and cuts excerpts at a word", () => {
    expect(
      htmlToText(
        '<p>one<br>two</p><p>three<img src=x onerror="window.pwned=1"></p>',
      ),
    ).toBe("one two three");
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(excerpt("short")).toBe("short");
    expect(excerpt("the quick brown fox jumps over the lazy dog", 20)).toBe(
      "the quick brown fox…",
    );
  });

  it("tells foreign languages by their base", () => {
    expect(isForeign("de", "en-GB")).toBe(true);
    expect(isForeign("en-US", "en")).toBe(false);
    expect(isForeign(null, "en")).toBe(false);
  });
});
