import { getOutgoingFollowRequests } from "../../../src/api/endpoints/followRequests";
import {
  AKKOMA,
  GOTOSOCIAL,
  PLEROMA,
  recordingClient,
  serverOf,
} from "../../support/recordingClient";

describe("outgoing follow requests per family", () => {
  it.each([
    ["GoToSocial", GOTOSOCIAL, "/api/v1/follow_requests/outgoing"],
    ["Mitra", serverOf("Mitra", "4.19.0"), "/api/v1/follow_requests/outgoing"],
    ["Pleroma", PLEROMA, "/api/v1/pleroma/outgoing_follow_requests"],
    ["Akkoma", AKKOMA, "/api/v1/pleroma/outgoing_follow_requests"],
  ])("%s at %s, paged", async (_, server, path) => {
    const { client, only } = recordingClient({
      [`GET ${path}`]: { body: [{ id: "4", acct: "bob" }] },
    });
    const page = await getOutgoingFollowRequests(client, server, { limit: 40 });
    expect(only()).toMatchObject({
      method: "GET",
      path,
      query: { limit: "40" },
    });
    expect(page.items.map((a) => a.acct)).toEqual(["bob"]);
  });
});
