import {
  applicationSchema,
  oauthApplicationSchema,
} from "../../../src/api/schemas/application";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("application schemas with fixtures", () => {
  it("reads the app a status was posted with", () => {
    expect(
      applicationSchema.parse(
        readFixture("mastodon-docs", "entities-Application-1.json"),
      ),
    ).toEqual({ name: "Test Application", website: "https://app.example" });
  });

  it("reads Mastodon app registrations", () => {
    expect(
      oauthApplicationSchema.parse(
        readFixture("mastodon-docs", "methods-apps-2.json"),
      ),
    ).toMatchObject({
      id: "563419",
      name: "Test Application",
      scopes: ["read", "write", "push"],
      redirect_uris: [
        "https://app.example/callback",
        "https://app.example/register",
      ],
      client_id: "TWhM-tNSuncnqN7DBJmoyeLnk6K3iJJ71KKXxgL1hPM",
      client_secret: "ZEaFUFmF0umgBX1qKJDjaU99Q31lDkOU8NutzTOoliw",
      vapid_key: null,
    });
  });

  it("splits redirect_uri where redirect_uris is missing (Pleroma, GoToSocial)", () => {
    expect(
      oauthApplicationSchema.parse(readFixture("real", "app.json")),
    ).toMatchObject({
      id: "134",
      name: "SoapboxFE_2020-07-14T22:05:17.054Z",
      website: null,
      redirect_uris: ["urn:ietf:wg:oauth:2.0:oob"],
      vapid_key: "REDACTED",
    });
    expect(
      oauthApplicationSchema.parse(
        readFixture("gotosocial-docs", "authentication-1.json"),
      ),
    ).toMatchObject({
      id: "01J1CYJ4QRNFZD6WHQMZV7248G",
      client_id: "YOUR_CLIENT_ID",
      redirect_uris: ["urn:ietf:wg:oauth:2.0:oob"],
    });
  });
});

describe("oauthApplicationSchema edge cases", () => {
  it("requires client credentials", () => {
    expect(
      oauthApplicationSchema.safeParse({ name: "x", client_id: "id" }).success,
    ).toBe(false);
  });

  it("drops an unsafe website", () => {
    expect(
      applicationSchema.parse({ name: "x", website: "javascript:alert(1)" })
        .website,
    ).toBeNull();
  });
});
