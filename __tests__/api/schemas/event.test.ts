import { eventSchema } from "../../../src/api/schemas/event";

describe("eventSchema", () => {
  it("reads an event with its location and the viewer's join state", () => {
    expect(
      eventSchema.parse({
        name: "Potluck night",
        start_time: "2024-06-01T18:00:00.000Z",
        end_time: "2024-06-01T22:00:00+02:00",
        join_mode: "invite",
        participants_count: 12,
        join_state: "accept",
        location: {
          name: "Community hall",
          url: "https://maps.example/hall",
          latitude: 52.23,
          longitude: 21.01,
          street: "Main St 1",
          postal_code: "00-001",
          locality: "Warsaw",
          region: "Mazovia",
          country: "Poland",
        },
      }),
    ).toEqual({
      name: "Potluck night",
      start_time: "2024-06-01T18:00:00.000Z",
      end_time: "2024-06-01T20:00:00.000Z",
      join_mode: "invite",
      participants_count: 12,
      join_state: "accept",
      location: {
        name: "Community hall",
        url: "https://maps.example/hall",
        latitude: 52.23,
        longitude: 21.01,
        street: "Main St 1",
        postal_code: "00-001",
        locality: "Warsaw",
        region: "Mazovia",
        country: "Poland",
      },
    });
  });

  it("falls back for unknown join modes, states and coordinates", () => {
    expect(
      eventSchema.parse({
        name: "x",
        join_mode: "lottery",
        join_state: "maybe",
        location: { latitude: 123, longitude: "east" },
      }),
    ).toMatchObject({
      join_mode: "free",
      join_state: null,
      start_time: null,
      participants_count: 0,
      location: { latitude: null, longitude: null, name: null },
    });
  });

  it("requires a name", () => {
    expect(eventSchema.safeParse({ join_mode: "free" }).success).toBe(false);
  });
});
