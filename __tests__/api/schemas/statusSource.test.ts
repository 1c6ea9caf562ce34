import { statusSourceSchema } from "../../../src/api/schemas/statusSource";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("statusSourceSchema with Mastodon examples", () => {
  it("defaults the content type to text/plain", () => {
    expect(
      statusSourceSchema.parse(
        readFixture("mastodon-docs", "entities-StatusSource-1.json"),
      ),
    ).toEqual({
      id: "108942703571991143",
      text: "this is a status that will be edited",
      spoiler_text: "",
      content_type: "text/plain",
      location: null,
      text_map: null,
      spoiler_text_map: null,
    });
    expect(
      statusSourceSchema.parse(
        readFixture("mastodon-docs", "methods-statuses-52.json"),
      ).content_type,
    ).toBe("text/plain");
  });
});

describe("statusSourceSchema edge cases", () => {
  it("keeps a content type, maps and a location", () => {
    expect(
      statusSourceSchema.parse({
        id: "1",
        text: "**hi**",
        content_type: "text/markdown",
        text_map: { en: "**hi**", pl: "**cześć**" },
        location: {
          description: "Warsaw",
          country: "Poland",
          geom: { coordinates: [21.01, 52.23], srid: "4326" },
        },
      }),
    ).toMatchObject({
      content_type: "text/markdown",
      text_map: { en: "**hi**", pl: "**cześć**" },
      location: {
        description: "Warsaw",
        country: "Poland",
        url: null,
        geom: { coordinates: [21.01, 52.23], srid: "4326" },
      },
    });
  });
});
