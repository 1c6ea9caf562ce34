import { adminAccountSchema } from "../../../src/api/schemas/adminAccount";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("adminAccountSchema with Mastodon examples", () => {
  it("reads the Admin::Account example", () => {
    const account = adminAccountSchema.parse(
      readFixture("mastodon-docs", "entities-Admin_Account-1.json"),
    );
    expect(account).toMatchObject({
      id: "108965278956942133",
      username: "admin",
      domain: null,
      email: "admin@mastodon.local",
      ip: "192.168.42.1",
      confirmed: true,
      approved: true,
      sensitized: true,
      role: { id: "3", name: "Owner", permissions: "1", highlighted: true },
      account: { id: "108965278956942133", acct: "admin" },
    });
    expect(account.ips).toEqual([
      { ip: "192.168.42.1", used_at: "2022-09-15T01:38:58.851Z" },
    ]);
  });
});

describe("adminAccountSchema edge cases", () => {
  it("drops invalid IP entries and turns a bad IP into null", () => {
    const account = adminAccountSchema.parse({
      id: "1",
      created_at: "2024-01-01T00:00:00Z",
      ip: "not-an-ip",
      ips: [
        { ip: "2001:db8::1", used_at: "2024-01-02T00:00:00Z" },
        { ip: "300.1.1.1", used_at: "2024-01-02T00:00:00Z" },
      ],
    });
    expect(account.ip).toBeNull();
    expect(account.ips.map((entry) => entry.ip)).toEqual(["2001:db8::1"]);
  });
});
