import {
  hashtagSchema,
  hashtagTopicSchema,
} from "../../../src/api/schemas/tag";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("hashtagSchema with Mastodon examples", () => {
  it("reads a tag with its history as numbers", () => {
    const tag = hashtagSchema.parse(
      readFixture("mastodon-docs", "entities-Tag-1.json"),
    );
    expect(tag).toMatchObject({
      name: "nowplaying",
      url: "https://mastodon.social/tags/nowplaying",
      following: false,
      total: null,
    });
    expect(tag.history[0]).toEqual({
      day: 1574553600,
      uses: 200,
      accounts: 31,
    });
    expect(tag.history).toHaveLength(7);
  });

  it("reads the tag of the follow method", () => {
    expect(
      hashtagSchema.parse(readFixture("mastodon-docs", "methods-tags-2.json")),
    ).toMatchObject({ name: "Caturday", following: true });
  });
});

describe("hashtagSchema edge cases", () => {
  it("strips a leading # and rejects an empty name", () => {
    expect(hashtagSchema.parse({ name: "#potluck" }).name).toBe("potluck");
    expect(hashtagSchema.safeParse({ name: "#" }).success).toBe(false);
  });

  it("accepts history numbers as numbers and drops bad days", () => {
    const tag = hashtagSchema.parse({
      name: "a",
      history: [
        { day: 1700000000, accounts: 2, uses: 3 },
        { day: "x", accounts: "1", uses: "1" },
      ],
    });
    expect(tag.history).toEqual([{ day: 1700000000, accounts: 2, uses: 3 }]);
  });
});

describe("hashtagTopicSchema", () => {
  it("falls back to name for preferred_name and drops invalid entries", () => {
    const topics = filteredArray(hashtagTopicSchema).parse([
      { name: "Cats", use_count: 12 },
      { name: "#dogs", preferred_name: "Dogs", use_count: "3" },
      { name: "", use_count: 1 },
      { use_count: 1 },
      "birds",
    ]);
    expect(topics).toEqual([
      { name: "Cats", preferred_name: "Cats", use_count: 12 },
      { name: "dogs", preferred_name: "Dogs", use_count: 3 },
    ]);
  });
});
