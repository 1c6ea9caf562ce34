import {
  quoteRefSchema,
  quoteStateSchema,
  quotedIdOf,
} from "../../../src/api/schemas/quote";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describe("quoteStateSchema", () => {
  it.each([
    "pending",
    "accepted",
    "rejected",
    "revoked",
    "deleted",
    "unauthorized",
  ])("keeps %s", (state) => {
    expect(quoteStateSchema.parse(state)).toBe(state);
  });

  it("reads states outside the list as unauthorized", () => {
    expect(quoteStateSchema.parse("blocked_domain")).toBe("unauthorized");
  });
});

describeWithFixtures("quotedIdOf with Mastodon examples", () => {
  it("reads the id of a full and of a shallow quote", () => {
    const full = quoteRefSchema.parse(
      readFixture("mastodon-docs", "entities-Quote-1.json"),
    );
    const shallow = quoteRefSchema.parse(
      readFixture("mastodon-docs", "entities-ShallowQuote-1.json"),
    );
    expect(quotedIdOf(full)).toBe("103270115826048975");
    expect(quotedIdOf(shallow)).toBe("103270115826048975");
    expect(shallow?.state).toBe("accepted");
  });
});

describe("quotedIdOf", () => {
  it("reads Fedibird's plain quoted status and nothing from null", () => {
    expect(quotedIdOf(quoteRefSchema.parse({ id: "5", content: "" }))).toBe(
      "5",
    );
    expect(quotedIdOf(quoteRefSchema.parse(null))).toBeNull();
    expect(
      quotedIdOf(
        quoteRefSchema.parse({ state: "deleted", quoted_status: null }),
      ),
    ).toBeNull();
  });
});
