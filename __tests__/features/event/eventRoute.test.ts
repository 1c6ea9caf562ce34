import {
  addressLines,
  eventTabFor,
  mapUrl,
} from "../../../src/features/event/eventRoute";

const place = {
  name: null,
  url: null,
  latitude: null,
  longitude: null,
  street: null,
  postal_code: null,
  locality: null,
  region: null,
  country: null,
};

describe("eventTabFor", () => {
  it.each([
    ["/@alex/events/1", { hidden: false, active: "information" }],
    ["/@alex/events/1/", { hidden: false, active: "information" }],
    ["/@alex/events/1/discussion", { hidden: false, active: "discussion" }],
    ["/@alex/events/1/participations", { hidden: true, active: undefined }],
    [
      "/@alex/events/1/participation_requests",
      { hidden: true, active: undefined },
    ],
  ])("%s", (path, expected) => {
    expect(eventTabFor(path)).toEqual(expected);
  });
});

describe("addressLines and mapUrl", () => {
  it("skip what the place lacks", () => {
    expect(
      addressLines({ ...place, locality: "Harbourside", country: "UK" }),
    ).toEqual(["Harbourside", "UK"]);
    expect(mapUrl(place)).toBeNull();
  });

  it("link coordinates on the equator and meridian", () => {
    expect(mapUrl({ ...place, latitude: 0, longitude: 0 })).toBe(
      "https://www.openstreetmap.org/?mlat=0&mlon=0#map=16/0/0",
    );
  });
});
