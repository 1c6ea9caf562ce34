import { tokenSchema } from "../../../src/api/schemas/token";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("tokenSchema with fixtures", () => {
  it("reads Mastodon and GoToSocial tokens", () => {
    expect(
      tokenSchema.parse(readFixture("mastodon-docs", "entities-Token-1.json")),
    ).toEqual({
      access_token: "ZA-Yj3aBD8U8Cm7lKUp-lm9O9BmDgdhHzDeqsY8tlL0",
      token_type: "Bearer",
      scope: "read write follow push",
      created_at: 1573979017,
      id: null,
      refresh_token: null,
      expires_in: null,
      me: null,
    });
    expect(
      tokenSchema.parse(
        readFixture("gotosocial-docs", "authentication-2.json"),
      ),
    ).toMatchObject({ scope: "read", created_at: 1719577950 });
  });

  it("reads Pleroma's refresh token, expiry and me (user.json)", () => {
    expect(tokenSchema.parse(readFixture("real", "user.json"))).toMatchObject({
      expires_in: 600,
      me: "https://social.teci.world/users/curtis",
      refresh_token: "REDACTED",
      scope: "read write follow push admin",
      created_at: null,
    });
  });
});

describe("tokenSchema edge cases", () => {
  it("requires an access token", () => {
    expect(tokenSchema.safeParse({ token_type: "Bearer" }).success).toBe(false);
    expect(tokenSchema.safeParse({ access_token: "" }).success).toBe(false);
  });
});
