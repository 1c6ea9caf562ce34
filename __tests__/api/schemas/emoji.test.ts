import { customEmojiSchema } from "../../../src/api/schemas/emoji";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("customEmojiSchema with fixtures", () => {
  it("reads the Mastodon example with its category", () => {
    expect(
      customEmojiSchema.parse(
        readFixture("mastodon-docs", "entities-CustomEmoji-1.json"),
      ),
    ).toEqual({
      shortcode: "blobaww",
      url: "https://files.mastodon.social/custom_emojis/images/000/011/739/original/blobaww.png",
      static_url:
        "https://files.mastodon.social/custom_emojis/images/000/011/739/static/blobaww.png",
      visible_in_picker: true,
      category: "Blobs",
    });
  });
});

describe("customEmojiSchema edge cases", () => {
  it("requires a shortcode", () => {
    expect(
      customEmojiSchema.safeParse({ url: "https://e.example/a.png" }).success,
    ).toBe(false);
  });

  it("leaves an emoji with an unsafe URL without image, so its text stays", () => {
    expect(
      customEmojiSchema.parse({
        shortcode: "evil",
        url: "javascript:alert(1)",
        static_url: "javascript:alert(1)",
      }),
    ).toMatchObject({ url: "", static_url: "" });
  });

  it("falls back to url for a missing static_url", () => {
    expect(
      customEmojiSchema.parse({
        shortcode: "a",
        url: "https://e.example/a.gif",
      }).static_url,
    ).toBe("https://e.example/a.gif");
  });
});
