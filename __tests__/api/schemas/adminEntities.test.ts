import { adminAccountSchema } from "../../../src/api/schemas/adminAccount";
import { adminDomainBlockSchema } from "../../../src/api/schemas/adminDomain";
import { adminCanonicalEmailBlockSchema } from "../../../src/api/schemas/adminEmailBlock";
import { adminInviteSchema } from "../../../src/api/schemas/adminInvite";
import { adminIpBlockSchema } from "../../../src/api/schemas/adminIpBlock";
import {
  adminCohortSchema,
  adminDimensionSchema,
  adminMeasureSchema,
} from "../../../src/api/schemas/adminMetrics";
import { adminRuleSchema } from "../../../src/api/schemas/adminRule";
import {
  describeWithFixtures,
  listFixtures,
  readFixture,
} from "../../support/fixtures";

describeWithFixtures("admin entities from Mastodon's documentation", () => {
  const masto = (file: string) => readFixture("mastodon-docs", file);

  it.each(listFixtures("mastodon-docs", /^entities-Admin_Measure-\d+\.json$/))(
    "reads the measure %s",
    (file) => {
      const measure = adminMeasureSchema.parse(masto(file));
      expect(measure.key).not.toBe("");
      expect(measure.data.length).toBeGreaterThan(0);
    },
  );

  it.each(
    listFixtures("mastodon-docs", /^entities-Admin_Dimension-\d+\.json$/),
  )("reads the dimension %s", (file) => {
    expect(adminDimensionSchema.parse(masto(file)).data.length).toBeGreaterThan(
      0,
    );
  });

  it("keeps version strings as dimension values and reads cohorts", () => {
    const versions = adminDimensionSchema.parse(
      masto("entities-Admin_Dimension-2.json"),
    );
    expect(versions.data[0]).toMatchObject({ key: "mastodon", value: "3.5.3" });
    const cohort = adminCohortSchema.parse(
      masto("entities-Admin_Cohort-2.json"),
    );
    expect(["day", "month"]).toContain(cohort.frequency);
  });

  it("reads every admin account Mastodon's methods answer with", () => {
    for (const file of [
      "methods-admin-accounts-7.json",
      "methods-admin-accounts-10.json",
    ]) {
      expect(adminAccountSchema.safeParse(masto(file)).success).toBe(true);
    }
  });
});

describe("admin entities, lenient where servers differ", () => {
  it("reads a GoToSocial domain block, which has no severity, as a suspension", () => {
    const block = adminDomainBlockSchema.parse({
      id: "01H",
      domain: "Spam.Example",
      obfuscate: true,
      public_comment: "spam",
      created_at: "2024-01-01T00:00:00.000Z",
    });
    expect(block).toMatchObject({
      domain: "spam.example",
      severity: "suspend",
      reject_media: false,
      obfuscate: true,
    });
    expect(
      adminDomainBlockSchema.parse({
        id: "1",
        domain: "a.example",
        severity: "later",
      }).severity,
    ).toBe("suspend");
  });

  it("reads an unknown IP block severity as the strictest and an address as its range", () => {
    expect(
      adminIpBlockSchema.parse({
        id: "1",
        ip: "192.0.2.1",
        severity: "new_kind",
      }),
    ).toMatchObject({ ip: "192.0.2.1", severity: "no_access", comment: "" });
    expect(
      adminIpBlockSchema.safeParse({ id: "1", ip: "not an ip" }).success,
    ).toBe(false);
  });

  it("drops a canonical block whose hash is not a SHA-256", () => {
    expect(
      adminCanonicalEmailBlockSchema.safeParse({
        id: "1",
        canonical_email_hash: "bad.guy@example.com",
      }).success,
    ).toBe(false);
  });

  it("reads an invite's calendar-date expiry and an unknown type as one-time", () => {
    expect(
      adminInviteSchema.parse({
        id: 3,
        token: "t",
        expires_at: "2019-04-07",
        max_use: null,
        invite_type: "forever",
      }),
    ).toEqual({
      id: "3",
      token: "t",
      used: false,
      expires_at: "2019-04-07",
      uses: 0,
      max_use: null,
      invite_type: "one_time",
    });
  });

  it("reads a rule without hint or priority (GoToSocial)", () => {
    expect(adminRuleSchema.parse({ id: "01", text: "Be kind" })).toEqual({
      id: "01",
      text: "Be kind",
      hint: "",
      priority: null,
      created_at: null,
      updated_at: null,
    });
  });
});
