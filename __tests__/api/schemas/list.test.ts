import { listSchema } from "../../../src/api/schemas/list";
import { filteredArray } from "../../../src/api/schemas/utils";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("listSchema with Mastodon examples", () => {
  it("reads lists with replies policy and exclusivity", () => {
    expect(
      filteredArray(listSchema).parse(
        readFixture("mastodon-docs", "methods-lists-1.json"),
      ),
    ).toEqual([
      {
        id: "12249",
        title: "Friends",
        replies_policy: "followed",
        exclusive: false,
        notify: false,
        favourite: false,
      },
      {
        id: "13585",
        title: "test",
        replies_policy: "list",
        exclusive: true,
        notify: false,
        favourite: false,
      },
    ]);
  });
});

describe("listSchema edge cases", () => {
  it("defaults an unknown replies policy to list", () => {
    expect(
      listSchema.parse({ id: 4, title: "x", replies_policy: "all" }),
    ).toMatchObject({ id: "4", replies_policy: "list" });
  });
});
