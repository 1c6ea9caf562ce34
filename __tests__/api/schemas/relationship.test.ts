import { relationshipSchema } from "../../../src/api/schemas/relationship";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("relationshipSchema with fixtures", () => {
  it("maps Pleroma's subscribing to notifying (relationship.json)", () => {
    expect(
      relationshipSchema.parse(readFixture("real", "relationship.json")),
    ).toEqual({
      id: "9vMAje101ngtjlMj7w",
      following: false,
      followed_by: false,
      blocking: true,
      blocked_by: false,
      muting: false,
      muting_notifications: true,
      muting_expires_at: null,
      requested: false,
      requested_by: false,
      domain_blocking: false,
      endorsed: false,
      notifying: false,
      showing_reblogs: true,
      note: "",
    });
  });

  it("reads the Mastodon example and follow replies", () => {
    expect(
      relationshipSchema.parse(
        readFixture("mastodon-docs", "entities-Relationship-1.json"),
      ),
    ).toMatchObject({ id: "1", following: true, followed_by: true, note: "" });
    expect(
      relationshipSchema.parse(
        readFixture("mastodon-docs", "methods-accounts-36.json"),
      ),
    ).toMatchObject({ id: "3", following: true, showing_reblogs: false });
  });

  it("prefers notifying when Pleroma sends both", () => {
    expect(
      relationshipSchema.parse(
        readFixture("pleroma-docs", "pleroma-pleroma_api-2.json"),
      ),
    ).toMatchObject({ id: "abcdefg", notifying: true });
  });
});

describe("relationshipSchema edge cases", () => {
  it("reads subscribing when notifying is absent", () => {
    expect(
      relationshipSchema.parse({ id: "1", subscribing: true }).notifying,
    ).toBe(true);
  });

  it("requires an id", () => {
    expect(relationshipSchema.safeParse({ following: true }).success).toBe(
      false,
    );
  });
});
