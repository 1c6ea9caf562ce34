import { emojiReactionSchema } from "../../../src/api/schemas/emojiReaction";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { rawAccount } from "./builders";

const reactions = filteredArray(emojiReactionSchema);

describeWithFixtures("emojiReactionSchema with fixtures", () => {
  it("reads custom and Unicode reactions (Mastodon Reaction example)", () => {
    const parsed = reactions.parse(
      readFixture("mastodon-docs", "entities-Reaction-1.json"),
    );
    expect(parsed.map(({ name, count, me }) => [name, count, me])).toEqual([
      ["bongoCat", 9, false],
      ["🤔", 1, true],
    ]);
    expect(parsed[0]?.static_url).toMatch(/static\/fdba57dff7576d53\.png$/);
    expect(parsed[1]?.url).toBeNull();
  });
});

describe("emojiReactionSchema edge cases", () => {
  it("drops reactions with a bad count or no name, one by one", () => {
    const parsed = reactions.parse([
      { name: "👍", count: 2 },
      { name: "👎", count: -1 },
      { name: "🙂", count: 1.5 },
      { name: "", count: 1 },
      { count: 3 },
      { name: "🔥", count: 0, me: true },
    ]);
    expect(parsed.map((reaction) => reaction.name)).toEqual(["👍", "🔥"]);
  });

  it("keeps the reacting accounts Pleroma can send", () => {
    const [reaction] = reactions.parse([
      { name: "👍", count: 1, accounts: [rawAccount(), { id: "x" }] },
    ]);
    expect(reaction?.accounts.map((account) => account.acct)).toEqual([
      "alice",
    ]);
  });
});
