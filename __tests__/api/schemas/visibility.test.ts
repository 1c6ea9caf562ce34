import { visibilitySchema } from "../../../src/api/schemas/visibility";

describe("visibilitySchema", () => {
  it.each(["public", "unlisted", "private", "direct", "local", "mutuals_only"])(
    "keeps %s",
    (visibility) => {
      expect(visibilitySchema.parse(visibility)).toBe(visibility);
    },
  );

  it("reads anything else as public", () => {
    expect(visibilitySchema.parse("self")).toBe("public");
    expect(visibilitySchema.parse(null)).toBe("public");
  });
});
