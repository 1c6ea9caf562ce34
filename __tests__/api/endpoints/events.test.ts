import {
  getEventIcs,
  getEventParticipationRequests,
  getEventParticipations,
  getJoinedEvents,
  postAuthorizeParticipationRequest,
  postEvent,
  postJoinEvent,
  postLeaveEvent,
  postRejectParticipationRequest,
  putEvent,
  searchLocations,
} from "../../../src/api/endpoints/events";
import { ApiClient } from "../../../src/api/client";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { ORIGIN, recordingClient } from "../../support/recordingClient";

const statusWithEvent = (id: string) => ({
  id,
  uri: `${ORIGIN}/objects/${id}`,
  created_at: "2024-05-01T10:00:00.000Z",
  account: { id: "a1", username: "maren", acct: "maren" },
  content: "<p>Bring a dish</p>",
  visibility: "public",
  pleroma: {
    event: {
      name: "Harbour potluck",
      start_time: "2024-06-01T17:00:00.000Z",
      end_time: null,
      join_mode: "restricted",
      participants_count: 3,
      location: null,
      join_state: "pending",
    },
  },
});

describe("events", () => {
  it("creates an event with a join mode, location and banner, and edits it", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/pleroma/events": { body: statusWithEvent("e1") },
      "PUT /api/v1/pleroma/events/e1": { body: statusWithEvent("e1") },
    });
    const created = await postEvent(client, {
      name: "Harbour potluck",
      status: "Bring a dish",
      startTime: "2024-06-01T17:00:00.000Z",
      endTime: "2024-06-01T21:00:00.000Z",
      bannerId: "m1",
      locationId: "osm:123",
      joinMode: "restricted",
    });
    expect(created.id).toBe("e1");
    await putEvent(client, "e1", {
      name: "Harbour potluck (moved)",
      startTime: "2024-06-02T17:00:00.000Z",
      endTime: null,
    });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        "POST",
        "/api/v1/pleroma/events",
        {
          name: "Harbour potluck",
          status: "Bring a dish",
          start_time: "2024-06-01T17:00:00.000Z",
          end_time: "2024-06-01T21:00:00.000Z",
          banner_id: "m1",
          location_id: "osm:123",
          join_mode: "restricted",
        },
      ],
      [
        "PUT",
        "/api/v1/pleroma/events/e1",
        {
          name: "Harbour potluck (moved)",
          status: "",
          start_time: "2024-06-02T17:00:00.000Z",
          end_time: null,
        },
      ],
    ]);
  });

  it("joins with a participation message, leaves, and lists joined events by state", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/pleroma/events/e1/join": { body: statusWithEvent("e1") },
      "POST /api/v1/pleroma/events/e1/leave": { body: statusWithEvent("e1") },
      "GET /api/v1/pleroma/events/joined_events": {
        body: [statusWithEvent("e1")],
      },
    });
    await postJoinEvent(client, "e1", "I'll bring bread");
    await postJoinEvent(client, "e1");
    await postLeaveEvent(client, "e1");
    const joined = await getJoinedEvents(client, "pending", { limit: 5 });
    expect(joined.items[0]?.id).toBe("e1");
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      [
        "POST",
        "/api/v1/pleroma/events/e1/join",
        {},
        { participation_message: "I'll bring bread" },
      ],
      ["POST", "/api/v1/pleroma/events/e1/join", {}, null],
      ["POST", "/api/v1/pleroma/events/e1/leave", {}, null],
      [
        "GET",
        "/api/v1/pleroma/events/joined_events",
        { state: "pending", limit: "5" },
        null,
      ],
    ]);
  });

  it("lists participants and participation requests, and accepts or rejects one by account id", async () => {
    const requester = { id: "b2", username: "bob", acct: "bob" };
    const { client, calls } = recordingClient({
      "GET /api/v1/pleroma/events/e1/participations": { body: [requester] },
      "GET /api/v1/pleroma/events/e1/participation_requests": {
        body: [
          { account: requester, participation_message: "Can I come?" },
          { account: { id: "c3", username: "chen", acct: "chen" } },
          { participation_message: "no account" },
        ],
      },
      "POST /api/v1/pleroma/events/e1/participation_requests/b2/authorize": {
        body: statusWithEvent("e1"),
      },
      "POST /api/v1/pleroma/events/e1/participation_requests/b2/reject": {
        body: statusWithEvent("e1"),
      },
    });
    expect(
      (await getEventParticipations(client, "e1")).items.map((a) => a.acct),
    ).toEqual(["bob"]);
    const requests = await getEventParticipationRequests(client, "e1");
    expect(
      requests.items.map((r) => [r.account.acct, r.participation_message]),
    ).toEqual([
      ["bob", "Can I come?"],
      ["chen", null],
    ]);
    expect(requests.dropped).toBe(1);
    expect(
      (await postAuthorizeParticipationRequest(client, "e1", "b2")).id,
    ).toBe("e1");
    await postRejectParticipationRequest(client, "e1", "b2");
    expect(calls.slice(2).map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/pleroma/events/e1/participation_requests/b2/authorize",
      "POST /api/v1/pleroma/events/e1/participation_requests/b2/reject",
    ]);
  });

  it("downloads the .ics as text, asking for text/calendar", async () => {
    const seen: { url: string; accept: string | null }[] = [];
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const client = new ApiClient({
      baseUrl: ORIGIN,
      fetch: (url, init) => {
        seen.push({ url, accept: new Headers(init.headers).get("Accept") });
        return Promise.resolve(
          new Response(ics, { headers: { "Content-Type": "text/calendar" } }),
        );
      },
    });
    await expect(getEventIcs(client, "e 1")).resolves.toBe(ics);
    expect(seen).toEqual([
      {
        url: `${ORIGIN}/api/v1/pleroma/events/e%201/ics`,
        accept: "text/calendar",
      },
    ]);
  });

  it("searches locations by the trimmed query and asks nothing for a blank one", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/pleroma/search/location": {
        body: [
          {
            url: "https://www.openstreetmap.org/node/1",
            description: "Harbour wall",
            country: "Norway",
            locality: "Bergen",
            origin_id: "1",
            origin_provider: "nominatim",
            geom: { coordinates: [5.3, 60.4], srid: "4326" },
          },
        ],
      },
    });
    expect(await searchLocations(client, "   ")).toEqual([]);
    const found = await searchLocations(client, " harbour ");
    expect(found.map((l) => [l.description, l.origin_id])).toEqual([
      ["Harbour wall", "1"],
    ]);
    expect(calls.map((c) => c.query)).toEqual([{ q: "harbour" }]);
  });
});

describeWithFixtures("events on a real status", () => {
  it("reads a documented Mastodon status as an event action's reply", async () => {
    const { client } = recordingClient({
      "POST /api/v1/pleroma/events/103270115826048975/leave": {
        body: readFixture("mastodon-docs", "entities-Status-1.json"),
      },
    });
    const status = await postLeaveEvent(client, "103270115826048975");
    expect(status.id).toBe("103270115826048975");
  });
});
