import { markerSchema, markersSchema } from "../../../src/api/schemas/marker";
import { describeWithFixtures, readFixture } from "../../support/fixtures";

describeWithFixtures("markersSchema with fixtures", () => {
  it("reads Pleroma's unread counts (markers.json)", () => {
    expect(markersSchema.parse(readFixture("real", "markers.json"))).toEqual({
      notifications: {
        last_read_id: "35098814",
        version: 361,
        updated_at: "2019-11-26T22:37:25.239Z",
        unread_count: 3,
      },
      home: {
        last_read_id: "103206604258487607",
        version: 468,
        updated_at: "2019-11-26T22:37:25.235Z",
        unread_count: 32,
      },
    });
  });

  it("reads Mastodon's markers, without unread counts", () => {
    const markers = markersSchema.parse(
      readFixture("mastodon-docs", "methods-markers-1.json"),
    );
    expect(markers.home?.last_read_id).toBe("103206604258487607");
    expect(markers.notifications?.unread_count).toBeNull();
    const saved = markersSchema.parse(
      readFixture("mastodon-docs", "methods-markers-3.json"),
    );
    expect(saved.home?.version).toBe(462);
    expect(saved.notifications).toBeUndefined();
    expect(
      markerSchema.parse(
        readFixture("mastodon-docs", "entities-Marker-1.json"),
      ),
    ).toMatchObject({ last_read_id: "103194548672408537", version: 462 });
  });
});

describe("markersSchema edge cases", () => {
  it("leaves out a marker without last_read_id", () => {
    const markers = markersSchema.parse({
      home: { version: 1 },
      notifications: { last_read_id: 12, version: "x", unread_count: 4 },
    });
    expect(markers).toEqual({
      home: undefined,
      notifications: {
        last_read_id: "12",
        version: 0,
        updated_at: null,
        unread_count: 4,
      },
    });
  });
});
