import { mentionSchema } from "../../../src/api/schemas/mention";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("mentionSchema with fixtures", () => {
  it("reads the mentions of a Pleroma reply", () => {
    const raw = readFixture("real", "status-unordered-mentions.json");
    const mentions = filteredArray(mentionSchema).parse(
      typeof raw === "object" && raw !== null && "mentions" in raw
        ? raw.mentions
        : [],
    );
    expect(mentions.map((mention) => mention.acct)).toEqual([
      "alex",
      "NEETzsche@iddqd.social",
      "Lumeinshin@pleroma.skyshanty.xyz",
      "sneeden@social.silkky.cloud",
    ]);
  });
});

describe("mentionSchema edge cases", () => {
  it("fills the username from acct and drops unsafe URLs", () => {
    expect(
      mentionSchema.parse({
        id: 5,
        acct: "bob@b.example",
        url: "javascript:alert(1)",
      }),
    ).toEqual({ id: "5", acct: "bob@b.example", username: "bob", url: "" });
  });
});
