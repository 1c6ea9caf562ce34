import { narrower } from "../../../src/store/compose/replyDraft";
import { visibilityOptions } from "../../../src/store/compose/visibilityOptions";
import { stateWith } from "../mockStore";

describe("visibility", () => {
  it("adds the family's scopes to Mastodon's four", () => {
    const base = stateWith().instance.features;
    expect(visibilityOptions(base)).toEqual([
      "public",
      "unlisted",
      "private",
      "direct",
    ]);
    expect(
      visibilityOptions({
        ...base,
        localOnlyStatuses: true,
        circles: true,
        createStatusMutualsOnlyScope: true,
      }),
    ).toEqual([
      "public",
      "unlisted",
      "private",
      "direct",
      "local",
      "circle",
      "mutuals_only",
    ]);
  });

  it("a reply is never more public than its post", () => {
    expect(narrower("public", "private")).toBe("private");
    expect(narrower("direct", "public")).toBe("direct");
  });
});
