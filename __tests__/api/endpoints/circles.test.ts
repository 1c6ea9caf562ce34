import {
  circleAudience,
  deleteCircle,
  deleteCircleAccounts,
  getAccountCircles,
  getCircle,
  getCircleAccounts,
  getCircleStatuses,
  postCircle,
  postCircleAccounts,
  putCircle,
} from "../../../src/api/endpoints/circles";
import { postStatus } from "../../../src/api/endpoints/statuses";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import { MASTODON, recordingClient } from "../../support/recordingClient";

describe("kmyblue circles", () => {
  it("creates, renames, reads and deletes a circle", async () => {
    const { client, calls } = recordingClient({
      "POST /api/v1/circles": { body: { id: 3, title: "Family" } },
      "PUT /api/v1/circles/3": { body: { id: "3", title: "Close family" } },
      "GET /api/v1/circles/3": { body: { id: "3", title: "Close family" } },
    });
    expect(await postCircle(client, "Family")).toEqual({
      id: "3",
      title: "Family",
    });
    expect((await putCircle(client, "3", "Close family")).title).toBe(
      "Close family",
    );
    await getCircle(client, "3");
    await deleteCircle(client, "3");
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", "/api/v1/circles", { title: "Family" }],
      ["PUT", "/api/v1/circles/3", { title: "Close family" }],
      ["GET", "/api/v1/circles/3", null],
      ["DELETE", "/api/v1/circles/3", null],
    ]);
  });

  it("adds and removes members by account_ids, lists members, posts and an account's circles", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/circles/3/accounts": {
        body: [{ id: "a1", username: "alice", acct: "alice" }],
      },
      "GET /api/v1/circles/3/statuses": { body: [] },
      "GET /api/v1/accounts/a1/circles": { body: [{ id: "3", title: "F" }] },
    });
    await postCircleAccounts(client, "3", ["a1", "b2"]);
    await deleteCircleAccounts(client, "3", ["b2"]);
    const members = await getCircleAccounts(client, "3", { limit: 0 });
    expect(members.items.map((a) => a.acct)).toEqual(["alice"]);
    await getCircleStatuses(client, "3", { max_id: "9" });
    expect((await getAccountCircles(client, "a1")).items[0]?.title).toBe("F");
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["POST", "/api/v1/circles/3/accounts", {}, { account_ids: ["a1", "b2"] }],
      ["DELETE", "/api/v1/circles/3/accounts", {}, { account_ids: ["b2"] }],
      ["GET", "/api/v1/circles/3/accounts", { limit: "0" }, null],
      ["GET", "/api/v1/circles/3/statuses", { max_id: "9" }, null],
      ["GET", "/api/v1/accounts/a1/circles", {}, null],
    ]);
  });
});

describeWithFixtures("posting to a circle", () => {
  it("sends visibility circle with the circle's id", async () => {
    const { client, only } = recordingClient({
      "POST /api/v1/statuses": {
        body: readFixture("mastodon-docs", "entities-Status-1.json"),
      },
    });
    const posted = await postStatus(
      client,
      MASTODON,
      { status: "Dinner at ours", ...circleAudience("3") },
      "key-1",
    );
    expect(posted.kind).toBe("status");
    expect(only().body).toEqual({
      status: "Dinner at ours",
      visibility: "circle",
      circle_id: "3",
    });
  });
});
