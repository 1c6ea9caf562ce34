import { contrastRatio, pickReadable } from "../../src/utils/color";

describe("contrastRatio", () => {
  it("is 21 for black on white, either way round, and 1 for equal colours", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
});

describe("pickReadable", () => {
  it("takes the first candidate that reaches the minimum", () => {
    expect(
      pickReadable(["#eeeeee", "#767676", "#000000"], "#ffffff", 4.5),
    ).toBe("#767676");
  });

  it("falls back to the candidate with most contrast", () => {
    expect(pickReadable(["#eeeeee", "#dddddd"], "#ffffff", 4.5)).toBe(
      "#dddddd",
    );
  });
});
