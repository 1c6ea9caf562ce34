import {
  insertAt,
  insertCompletion,
  tokenAt,
} from "../../../src/features/compose/caretToken";
import {
  loadDraft,
  saveDraft,
} from "../../../src/features/compose/draftStorage";
import { focusAt } from "../../../src/features/compose/FocalPointPicker";
import {
  durationParts,
  pollDurations,
} from "../../../src/features/compose/pollDurations";
import {
  COMPOSE_VISIBILITIES,
  emptyDraft,
} from "../../../src/store/compose/draft";

describe("tokenAt", () => {
  it("finds a mention or hashtag being typed at the caret", () => {
    expect(tokenAt("Hi @al", 6)).toEqual({
      sigil: "@",
      query: "al",
      start: 3,
      end: 6,
    });
    expect(tokenAt("@alice@pot", 10)?.query).toBe("alice@pot");
    expect(tokenAt("so #brea", 8)).toMatchObject({ sigil: "#", query: "brea" });
  });

  it("ignores short queries, e-mail addresses and finished words", () => {
    expect(tokenAt("Hi @a", 5)).toBeNull();
    expect(tokenAt("mail me@home.example", 20)).toBeNull();
    expect(tokenAt("Hi @alice there", 15)).toBeNull();
    expect(tokenAt("#tag.more", 9)).toBeNull();
  });
});

describe("insertions", () => {
  it("completes the token and puts the caret after it", () => {
    const token = tokenAt("Hi @al and", 6);
    if (!token) throw new Error("no token");
    expect(insertCompletion("Hi @al and", token, "alice")).toEqual({
      text: "Hi @alice and",
      caret: 10,
    });
  });

  it("puts an emoji at the caret, spaced from the word before", () => {
    expect(insertAt("Hi", 2, "🎉 ")).toEqual({ text: "Hi 🎉 ", caret: 6 });
    expect(insertAt("", 0, "🎉 ")).toEqual({ text: "🎉 ", caret: 3 });
  });
});

describe("focal point", () => {
  it("maps a click to -1..1, y pointing up", () => {
    expect(focusAt(100, 50, 200, 100)).toEqual({ x: 0, y: 0 });
    expect(focusAt(0, 0, 200, 100)).toEqual({ x: -1, y: 1 });
    expect(focusAt(200, 100, 200, 100)).toEqual({ x: 1, y: -1 });
    expect(focusAt(150, 25, 200, 100)).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe("poll durations", () => {
  it("stay within the server's bounds and keep a custom value", () => {
    expect(pollDurations(300, 2629746, 86400)).toEqual([
      300, 1800, 3600, 21600, 43200, 86400, 259200, 604800, 2592000,
    ]);
    expect(pollDurations(3600, 86400, 7200)).toEqual([
      3600, 7200, 21600, 43200, 86400,
    ]);
    expect(durationParts(259200)).toEqual({ value: 3, unit: "day" });
    expect(durationParts(1800)).toEqual({ value: 30, unit: "minute" });
  });
});

describe("draft storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps finished media and drops uploads under way", () => {
    const ready = {
      key: "a",
      id: "m1",
      name: "a.png",
      type: "image" as const,
      url: "u",
      previewUrl: null,
      progress: 1,
      state: "ready" as const,
      error: null,
      description: "alt",
      focus: null,
      dirty: true,
    };
    const uploading = {
      ...ready,
      key: "b",
      id: null,
      state: "uploading" as const,
    };
    saveDraft("1", "main", {
      ...emptyDraft(),
      text: "hi",
      media: [ready, uploading],
    });
    expect(loadDraft("1", "main")).toEqual({
      ...emptyDraft(),
      text: "hi",
      media: [ready],
    });
    expect(loadDraft("2", "main")).toBeNull();
  });

  it.each(COMPOSE_VISIBILITIES)("keeps a draft posted as %s", (visibility) => {
    saveDraft("1", "main", { ...emptyDraft(), text: "hi", visibility });
    expect(loadDraft("1", "main")?.visibility).toBe(visibility);
  });

  it("ignores what it cannot read", () => {
    window.localStorage.setItem("potluck:draft:1:main", "{not json");
    expect(loadDraft("1", "main")).toBeNull();
    window.localStorage.setItem(
      "potluck:draft:1:main",
      JSON.stringify({ text: 3 }),
    );
    expect(loadDraft("1", "main")).toBeNull();
  });

  it("an empty draft removes what was kept", () => {
    saveDraft("1", "main", { ...emptyDraft(), text: "x" });
    saveDraft("1", "main", emptyDraft());
    expect(window.localStorage.getItem("potluck:draft:1:main")).toBeNull();
  });
});
