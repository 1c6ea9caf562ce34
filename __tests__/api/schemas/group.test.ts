import { groupSchema } from "../../../src/api/schemas/group";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("groupSchema with fixtures", () => {
  it("reads a Truth Social group (group-truthsocial.json)", () => {
    expect(
      groupSchema.parse(readFixture("real", "group-truthsocial.json")),
    ).toMatchObject({
      id: "109989480368015378",
      display_name: "PATRIOT PATRIOTS",
      note: "patriots 900000001",
      members_count: 1,
      membership_required: true,
      discoverable: true,
      locked: false,
      statuses_visibility: "everyone",
      owner: { id: "424023483294040" },
      relationship: null,
      created_at: "2023-03-08T00:00:00.000Z",
    });
  });
});

describe("groupSchema edge cases", () => {
  it("maps the founder role to owner and unknown roles to user", () => {
    const roleOf = (role: string) =>
      groupSchema.parse({
        id: "1",
        relationship: { id: "1", member: true, role },
      }).relationship?.role;
    expect(roleOf("founder")).toBe("owner");
    expect(roleOf("admin")).toBe("admin");
    expect(roleOf("moderator")).toBe("user");
  });

  it("defaults the statuses visibility to public", () => {
    expect(groupSchema.parse({ id: "1" }).statuses_visibility).toBe("public");
  });
});
