import {
  getInteractionRequest,
  getInteractionRequests,
  postAuthorizeInteractionRequest,
  postRejectInteractionRequest,
} from "../../../src/api/endpoints/interactionRequests";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { GOTOSOCIAL, recordingClient } from "../../support/recordingClient";

const request = (over: Record<string, unknown> = {}) => ({
  id: "01J1TB0VWA5Q5BQF4KZ5B0T6TP",
  type: "reply",
  created_at: "2024-07-01T10:00:00.000Z",
  account: { id: "01F8", username: "chen", acct: "chen" },
  status: null,
  reply: null,
  accepted_at: null,
  rejected_at: null,
  uri: "https://gts.example/users/bob/authorizations/01J1",
  ...over,
});

describe("GoToSocial interaction requests", () => {
  it("lists with the kind filters and reads one", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/interaction_requests": {
        body: [
          request(),
          request({ id: "2", type: "favourite" }),
          request({ type: "quote" }),
        ],
      },
      "GET /api/v1/interaction_requests/2": { body: request({ id: "2" }) },
    });
    const page = await getInteractionRequests(
      client,
      { statusId: "s1", favourites: false },
      { limit: 40 },
    );
    expect(page.items.map((r) => [r.id, r.type])).toEqual([
      ["01J1TB0VWA5Q5BQF4KZ5B0T6TP", "reply"],
      ["2", "favourite"],
    ]);
    expect(page.dropped).toBe(1);
    await getInteractionRequests(client);
    expect((await getInteractionRequest(client, "2")).id).toBe("2");
    expect(calls.map((c) => [c.path, c.query])).toEqual([
      [
        "/api/v1/interaction_requests",
        { status_id: "s1", favourites: "false", limit: "40" },
      ],
      ["/api/v1/interaction_requests", {}],
      ["/api/v1/interaction_requests/2", {}],
    ]);
  });

  it("authorizes at /authorize and rejects at /reject (not notes quirk 5)", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/interaction_requests/7/authorize": {
        body: request({ id: "7", accepted_at: "2024-07-01T11:00:00.000Z" }),
      },
      "POST /api/v1/interaction_requests/8/reject": {
        body: request({ id: "8", rejected_at: "2024-07-01T11:00:00.000Z" }),
      },
    });
    const accepted = await postAuthorizeInteractionRequest(
      client,
      GOTOSOCIAL,
      "7",
    );
    const rejected = await postRejectInteractionRequest(
      client,
      GOTOSOCIAL,
      "8",
    );
    expect(accepted.accepted_at).toBe("2024-07-01T11:00:00.000Z");
    expect(rejected.rejected_at).toBe("2024-07-01T11:00:00.000Z");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/v1/interaction_requests/7/authorize",
      "POST /api/v1/interaction_requests/8/reject",
    ]);
  });
});

describeWithFixtures("interaction requests with real entities", () => {
  it("reads the post and the pending reply as statuses", async () => {
    const status = readFixture("mastodon-docs", "entities-Status-1.json");
    const account = readFixture("mastodon-docs", "entities-Account-1.json");
    const { client } = recordingClient({
      "GET /api/v1/interaction_requests/9": {
        body: request({ id: "9", account, status, reply: status }),
      },
    });
    const found = await getInteractionRequest(client, "9");
    expect(found.status?.id).toBe("103270115826048975");
    expect(found.reply?.id).toBe("103270115826048975");
    expect(found.account.id).toBe("23634");
  });
});
