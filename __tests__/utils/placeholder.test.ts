import {
  PLACEHOLDER_LENGTHS,
  placeholderLength,
  placeholderText,
  type PlaceholderKind,
} from "../../src/utils/placeholder";

describe("placeholderLength", () => {
  it.each(Object.entries(PLACEHOLDER_LENGTHS))(
    "keeps %s within the spec's range and varies by index",
    (kind, [min, max]) => {
      const lengths = Array.from({ length: 200 }, (_, i) =>
        placeholderLength(kind as PlaceholderKind, i),
      );
      expect(Math.min(...lengths)).toBeGreaterThanOrEqual(min);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(max);
      expect(new Set(lengths).size).toBeGreaterThan(5);
    },
  );

  it("matches the spec's ranges", () => {
    expect(PLACEHOLDER_LENGTHS).toEqual({
      name: [3, 25],
      text: [5, 120],
      hashtag: [15, 30],
    });
  });

  it("is deterministic", () => {
    expect(placeholderLength("text", 3)).toBe(placeholderLength("text", 3));
  });
});

describe("placeholderText", () => {
  it("has exactly the requested length, broken into words", () => {
    const text = placeholderText(40);
    expect(text).toHaveLength(40);
    expect(text).toMatch(/^x{6}( x{6})+/);
  });
});
