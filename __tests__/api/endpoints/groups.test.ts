import {
  deleteBlockGroupMember,
  getGroup,
  getGroupBlocks,
  getGroupMembers,
  getGroupRelationships,
  getGroups,
  getGroupTimeline,
  postBlockGroupMember,
  postDemoteGroupMembers,
  postJoinGroup,
  postKickGroupMembers,
  postLeaveGroup,
  postPromoteGroupMembers,
  getGroupRequests,
  postCancelGroupRequest,
  postGroupRequestAnswer,
  searchGroups,
} from "../../../src/api/endpoints/groups";
import { postStatus } from "../../../src/api/endpoints/statuses";
import {
  deleteAdminGroup,
  getAdminGroups,
  postSuspendAdminGroup,
  postUnsuspendAdminGroup,
} from "../../../src/api/endpoints/adminGroups";
import { rawStatus } from "../../store/factories";
import { describeWithFixtures, readFixture } from "../../support/fixtures";
import {
  ORIGIN,
  PLEROMA,
  recordingClient,
  serverOf,
} from "../../support/recordingClient";

const PIXELFED = serverOf("Pixelfed", "0.12.4");
const member = (id: string, role: string) => ({
  id: `m-${id}`,
  account: { id, username: id, acct: id },
  role,
});
const pleromaGroup = {
  id: "g1",
  display_name: "Harbour cooks",
  note: "<p>Recipes</p>",
  url: `${ORIGIN}/group/cooks`,
  members_count: 3,
  locked: true,
  membership_required: true,
  relationship: { id: "g1", member: true, role: "founder", requested: false },
};
const pixelfedGroup = {
  id: "7",
  name: "Film photographers",
  description: "Grain and light",
  short_description: "Grain and light",
  local: true,
  url: "https://pixelfed.example/groups/7",
  membership: "private",
  member_count: 12,
  self: { is_member: true, role: "founder", is_requested: false },
  admin: { id: "11" },
  config: { discoverable: true, is_nsfw: false },
  metadata: {
    avatar: { url: "https://pixelfed.example/a.jpg" },
    header: { url: "https://pixelfed.example/h.jpg" },
  },
  created_at: "2023-06-01T00:00:00+00:00",
};

describe("groups on the /api/v1/groups API", () => {
  it("lists, reads, joins, leaves and reads relationships", async () => {
    const relationship = {
      id: "g1",
      member: true,
      role: "user",
      requested: false,
    };
    const { client, calls } = recordingClient({
      "GET /api/v1/groups": { body: [pleromaGroup] },
      "GET /api/v1/groups/g1": { body: pleromaGroup },
      "POST /api/v1/groups/g1/join": { body: relationship },
      "POST /api/v1/groups/g1/leave": {
        body: { ...relationship, member: false },
      },
      "GET /api/v1/groups/relationships": { body: [relationship] },
    });
    const list = await getGroups(client, PLEROMA);
    expect(list.items[0]).toMatchObject({
      display_name: "Harbour cooks",
      relationship: { role: "owner" },
    });
    expect((await getGroup(client, PLEROMA, "g1")).members_count).toBe(3);
    expect((await postJoinGroup(client, PLEROMA, "g1"))?.member).toBe(true);
    expect((await postLeaveGroup(client, PLEROMA, "g1"))?.member).toBe(false);
    expect(await getGroupRelationships(client, ["g1", "g2"])).toHaveLength(1);
    expect(calls.map((c) => [c.method, c.path, c.query])).toEqual([
      ["GET", "/api/v1/groups", {}],
      ["GET", "/api/v1/groups/g1", {}],
      ["POST", "/api/v1/groups/g1/join", {}],
      ["POST", "/api/v1/groups/g1/leave", {}],
      ["GET", "/api/v1/groups/relationships", { "id[]": ["g1", "g2"] }],
    ]);
  });

  it("reads the timeline and members by role, and promotes, demotes, kicks and blocks", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/timelines/group/g1": { body: [] },
      "GET /api/v1/groups/g1/memberships": {
        body: [member("alice", "admin"), member("bob", "user")],
      },
      "POST /api/v1/groups/g1/promote": { body: [member("bob", "admin")] },
      "POST /api/v1/groups/g1/demote": { body: [member("bob", "user")] },
      "GET /api/v1/groups/g1/blocks": {
        body: [{ id: "c", username: "c", acct: "c" }],
      },
    });
    await getGroupTimeline(client, PLEROMA, "g1", { limit: 20 });
    const members = await getGroupMembers(client, PLEROMA, "g1", "admin");
    expect(members.items.map((m) => [m.account.acct, m.role])).toEqual([
      ["alice", "admin"],
      ["bob", "user"],
    ]);
    const promoted = await postPromoteGroupMembers(
      client,
      PLEROMA,
      "g1",
      ["bob"],
      "admin",
    );
    expect(promoted.map((m) => m.role)).toEqual(["admin"]);
    await postDemoteGroupMembers(client, PLEROMA, "g1", ["bob"], "user");
    await postKickGroupMembers(client, PLEROMA, "g1", ["bob"]);
    const target = { id: "c", acct: "chen@remote.example" };
    await postBlockGroupMember(client, PLEROMA, "g1", target);
    await deleteBlockGroupMember(client, PLEROMA, "g1", target);
    expect((await getGroupBlocks(client, "g1")).items).toHaveLength(1);
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["GET", "/api/v1/timelines/group/g1", { limit: "20" }, null],
      ["GET", "/api/v1/groups/g1/memberships", { role: "admin" }, null],
      [
        "POST",
        "/api/v1/groups/g1/promote",
        {},
        { account_ids: ["bob"], role: "admin" },
      ],
      [
        "POST",
        "/api/v1/groups/g1/demote",
        {},
        { account_ids: ["bob"], role: "user" },
      ],
      ["POST", "/api/v1/groups/g1/kick", {}, { account_ids: ["bob"] }],
      ["POST", "/api/v1/groups/g1/blocks", {}, { account_ids: ["c"] }],
      ["DELETE", "/api/v1/groups/g1/blocks", { "account_ids[]": ["c"] }, null],
      ["GET", "/api/v1/groups/g1/blocks", {}, null],
    ]);
  });
});

describe("groups on Pixelfed's /api/v0/groups", () => {
  it("reads Pixelfed's group into the shared shape", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v0/groups/self/list": { body: [pixelfedGroup] },
      "GET /api/v0/groups/7": { body: pixelfedGroup },
    });
    const [group] = (await getGroups(client, PIXELFED)).items;
    expect(group).toEqual({
      id: "7",
      display_name: "Film photographers",
      note: "Grain and light",
      url: "https://pixelfed.example/groups/7",
      avatar: "https://pixelfed.example/a.jpg",
      avatar_static: "https://pixelfed.example/a.jpg",
      header: "https://pixelfed.example/h.jpg",
      header_static: "https://pixelfed.example/h.jpg",
      created_at: "2023-06-01T00:00:00.000Z",
      members_count: 12,
      locked: true,
      membership_required: true,
      discoverable: true,
      relationship: { id: "7", member: true, role: "owner", requested: false },
      statuses_visibility: "members_only",
      owner: { id: "11" },
      emojis: [],
    });
    await getGroup(client, PIXELFED, "7");
    expect(calls.map((c) => c.path)).toEqual([
      "/api/v0/groups/self/list",
      "/api/v0/groups/7",
    ]);
  });

  it("joins, leaves, reads the feed and members by gid, and blocks by username", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v0/groups/members/list": {
        body: [
          { id: "11", username: "ana", acct: "ana", role: "founder" },
          { id: "12", username: "ben", acct: "ben", role: "member" },
        ],
      },
      "GET /api/v0/groups/7/feed": { body: [] },
    });
    expect(await postJoinGroup(client, PIXELFED, "7")).toBeNull();
    await postLeaveGroup(client, PIXELFED, "7");
    await getGroupTimeline(client, PIXELFED, "7");
    const members = await getGroupMembers(client, PIXELFED, "7", "admin");
    expect(members.items.map((m) => [m.id, m.account.acct, m.role])).toEqual([
      ["11", "ana", "owner"],
      ["12", "ben", "user"],
    ]);
    const target = { id: "12", acct: "ben" };
    await postBlockGroupMember(client, PIXELFED, "7", target);
    await deleteBlockGroupMember(client, PIXELFED, "7", target);
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["POST", "/api/v0/groups/7/join", {}, null],
      ["POST", "/api/v0/groups/7/leave", {}, null],
      ["GET", "/api/v0/groups/7/feed", {}, null],
      ["GET", "/api/v0/groups/members/list", { gid: "7" }, null],
      [
        "POST",
        "/api/v0/groups/7/admin/blocks/add",
        {},
        { type: "user", item: "ben" },
      ],
      [
        "POST",
        "/api/v0/groups/7/admin/blocks/undo",
        {},
        { type: "user", item: "ben" },
      ],
    ]);
  });
});

describe("join requests, search and posting, per API", () => {
  it("the v1 API: requests in the path, search through /api/v2/search, a post with group_id", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/groups/g1/membership_requests": {
        body: [{ id: "5", username: "eve", acct: "eve" }],
      },
      "GET /api/v2/search": {
        body: {
          accounts: [],
          statuses: [],
          hashtags: [],
          groups: [pleromaGroup],
        },
      },
      "POST /api/v1/statuses": { body: rawStatus("s1") },
    });
    const requests = await getGroupRequests(client, PLEROMA, "g1");
    expect(requests.items.map((a) => a.acct)).toEqual(["eve"]);
    await postGroupRequestAnswer(client, PLEROMA, "g1", "5", true);
    await postGroupRequestAnswer(client, PLEROMA, "g1", "5", false);
    await postCancelGroupRequest(client, PLEROMA, "g1");
    const found = await searchGroups(client, PLEROMA, "harbour");
    expect(found.map((g) => g.display_name)).toEqual(["Harbour cooks"]);
    await postStatus(client, PLEROMA, { status: "Hi", group_id: "g1" }, "k");
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["GET", "/api/v1/groups/g1/membership_requests", {}, null],
      ["POST", "/api/v1/groups/g1/membership_requests/5/authorize", {}, null],
      ["POST", "/api/v1/groups/g1/membership_requests/5/reject", {}, null],
      ["POST", "/api/v1/groups/g1/leave", {}, null],
      [
        "GET",
        "/api/v2/search",
        { q: "harbour", type: "groups", limit: "20", resolve: "false" },
        null,
      ],
      ["POST", "/api/v1/statuses", {}, { status: "Hi", group_id: "g1" }],
    ]);
  });

  it("Pixelfed: requests by gid and pid, search with v=0.2, a post with its caption at status/new", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v0/groups/members/requests": {
        body: [{ id: "5", username: "eve", acct: "eve" }],
      },
      "POST /api/v0/groups/search/global": { body: [pixelfedGroup] },
      "POST /api/v0/groups/status/new": {
        body: { ...rawStatus("s1"), pf_type: "text" },
      },
    });
    await getGroupRequests(client, PIXELFED, "7");
    await postGroupRequestAnswer(client, PIXELFED, "7", "5", true);
    await postGroupRequestAnswer(client, PIXELFED, "7", "5", false);
    await postCancelGroupRequest(client, PIXELFED, "7");
    const found = await searchGroups(client, PIXELFED, "film");
    expect(found.map((g) => g.display_name)).toEqual(["Film photographers"]);
    const posted = await postStatus(
      client,
      PIXELFED,
      { status: "Hi", group_id: "7", visibility: "public" },
      "k",
    );
    expect(posted.kind).toBe("status");
    expect(calls.map((c) => [c.method, c.path, c.query, c.body])).toEqual([
      ["GET", "/api/v0/groups/members/requests", { gid: "7" }, null],
      [
        "POST",
        "/api/v0/groups/members/request",
        {},
        { action: "approve", gid: "7", pid: "5" },
      ],
      [
        "POST",
        "/api/v0/groups/members/request",
        {},
        { action: "reject", gid: "7", pid: "5" },
      ],
      ["POST", "/api/v0/groups/7/cjr", {}, null],
      ["POST", "/api/v0/groups/search/global", {}, { v: "0.2", q: "film" }],
      [
        "POST",
        "/api/v0/groups/status/new",
        {},
        { type: "text", group_id: "7", caption: "Hi" },
      ],
    ]);
  });
});

describe("admin groups", () => {
  it("lists by status, suspends, unsuspends and deletes", async () => {
    const { client, calls } = recordingClient({
      "GET /api/v1/admin/groups": { body: [pleromaGroup] },
      "POST /api/v1/admin/groups/g1/suspend": { body: pleromaGroup },
      "POST /api/v1/admin/groups/g1/unsuspend": { body: pleromaGroup },
    });
    expect(
      (await getAdminGroups(client, { status: "suspended", display_name: "" }))
        .items,
    ).toHaveLength(1);
    await postSuspendAdminGroup(client, "g1");
    await postUnsuspendAdminGroup(client, "g1");
    await deleteAdminGroup(client, "g1");
    expect(calls[0]?.query).toEqual({ status: "suspended", limit: "100" });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /api/v1/admin/groups",
      "POST /api/v1/admin/groups/g1/suspend",
      "POST /api/v1/admin/groups/g1/unsuspend",
      "DELETE /api/v1/admin/groups/g1",
    ]);
  });
});

describeWithFixtures("groups on a real Truth Social group", () => {
  it("reads group-truthsocial.json from the groups list", async () => {
    const { client } = recordingClient({
      "GET /api/v1/groups": {
        body: [readFixture("real", "group-truthsocial.json")],
      },
    });
    const [group] = (await getGroups(client, PLEROMA)).items;
    expect(group).toMatchObject({
      id: "109989480368015378",
      display_name: "PATRIOT PATRIOTS",
      members_count: 1,
      membership_required: true,
      statuses_visibility: "everyone",
      owner: { id: "424023483294040" },
    });
  });
});
