import { accountRoleSchema, isAdminRole } from "../../../src/api/schemas/role";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("accountRoleSchema with Mastodon examples", () => {
  it("reads the Owner role; its permissions include bit 1", () => {
    const role = accountRoleSchema.parse(
      readFixture("mastodon-docs", "entities-Role-1.json"),
    );
    expect(role).toEqual({
      id: "3",
      name: "Owner",
      color: "#ff3838",
      permissions: "1048575",
      highlighted: true,
    });
    expect(isAdminRole(role)).toBe(true);
  });
});

describe("isAdminRole", () => {
  it("tests permission bit 1 of string or number bitmasks", () => {
    const admin = (permissions: unknown) =>
      isAdminRole(accountRoleSchema.parse({ id: "1", permissions }));
    expect(admin("1")).toBe(true);
    expect(admin(3)).toBe(true);
    expect(admin("2")).toBe(false);
    expect(admin("65536")).toBe(false);
    expect(admin(undefined)).toBe(false);
  });

  it("turns a colour that is not #rrggbb into ''", () => {
    expect(accountRoleSchema.parse({ id: "1", color: "#abc" }).color).toBe("");
  });
});
