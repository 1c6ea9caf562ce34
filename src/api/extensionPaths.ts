import type { Family } from "./features";
import { del, get, on, post, type Route } from "./familyRoutes";

/**
 * Per-family routes of the families' own features (issue 19): groups,
 * which Pixelfed serves under its web API `/api/v0/groups` (pixelfed/pixelfed
 * routes/api.php, `Route::prefix('api/v0/groups')`) and every other family
 * in the Truth Social shape Rebased adopted (`/api/v1/groups`; the calls as
 * soapbox-pub/soapbox src/actions/groups.ts makes them). The group timeline
 * and the interaction-request answers sit in familyPaths' own table. Spread
 * into familyPaths' table, which answers for them.
 *
 * Pixelfed has no calls to change a member's role or remove one, so
 * promote, demote and kick have only the `/api/v1` route; features.ts
 * (`groupsModeration`) offers them where that API is served.
 */

const PIXELFED: readonly Family[] = ["Pixelfed"];

/** Pixelfed blocks a user by username (GroupsAdminController@addBlock). */
const pixelfedBlock = (verb: "add" | "undo") =>
  on(
    PIXELFED,
    post(`/api/v0/groups/:id/admin/blocks/${verb}`, {
      fields: { target: "item" },
      constants: { type: "user" },
    }),
  );

/** Pixelfed answers a join request with `action` (GroupsMemberController@handleGroupMemberJoinRequest). */
const pixelfedRequest = (action: "approve" | "reject") =>
  on(
    PIXELFED,
    post("/api/v0/groups/members/request", {
      fields: { group: "gid", target: "pid" },
      constants: { action },
    }),
  );

export const EXTENSION_ROUTES = {
  groups: [
    on(PIXELFED, get("/api/v0/groups/self/list")),
    get("/api/v1/groups"),
  ],
  group: [on(PIXELFED, get("/api/v0/groups/:id")), get("/api/v1/groups/:id")],
  groupJoin: [
    on(PIXELFED, post("/api/v0/groups/:id/join")),
    post("/api/v1/groups/:id/join"),
  ],
  groupLeave: [
    on(PIXELFED, post("/api/v0/groups/:id/leave")),
    post("/api/v1/groups/:id/leave"),
  ],
  // Pixelfed withdraws a join request at its own path
  // (GroupController@cancelJoinRequest); the `/api/v1` API by leaving.
  groupCancelRequest: [
    on(PIXELFED, post("/api/v0/groups/:id/cjr")),
    post("/api/v1/groups/:id/leave"),
  ],
  // Pixelfed searches groups by name (GroupsSearchController@searchGlobalResults,
  // which asks for `v=0.2`); elsewhere /api/v2/search with `type=groups`.
  groupSearch: [
    on(
      PIXELFED,
      post("/api/v0/groups/search/global", {
        fields: { text: "q" },
        constants: { v: "0.2" },
      }),
    ),
  ],
  // Pixelfed posts to a group at its own path with a caption
  // (GroupsPostController@storePost); elsewhere /api/v1/statuses with
  // `group_id` (soapbox-pub/soapbox src/actions/compose.ts).
  groupStatus: [
    on(
      PIXELFED,
      post("/api/v0/groups/status/new", {
        fields: { group: "group_id", text: "caption" },
        constants: { type: "text" },
      }),
    ),
  ],
  // Join requests of a locked group: Pixelfed names the group and the
  // account in the query and body (GroupsMemberController), the `/api/v1`
  // API in the path.
  groupRequests: [
    on(
      PIXELFED,
      get("/api/v0/groups/members/requests", { fields: { group: "gid" } }),
    ),
    get("/api/v1/groups/:id/membership_requests"),
  ],
  groupRequestAuthorize: [
    pixelfedRequest("approve"),
    post("/api/v1/groups/:id/membership_requests/:account/authorize"),
  ],
  groupRequestReject: [
    pixelfedRequest("reject"),
    post("/api/v1/groups/:id/membership_requests/:account/reject"),
  ],
  // Pixelfed names the group in the query (`gid`), pages by `page` and has
  // no role filter.
  groupMembers: [
    on(
      PIXELFED,
      get("/api/v0/groups/members/list", { fields: { group: "gid" } }),
    ),
    get("/api/v1/groups/:id/memberships", { fields: { role: "role" } }),
  ],
  groupPromote: [
    post("/api/v1/groups/:id/promote", {
      fields: { ids: "account_ids", role: "role" },
    }),
  ],
  groupDemote: [
    post("/api/v1/groups/:id/demote", {
      fields: { ids: "account_ids", role: "role" },
    }),
  ],
  groupKick: [
    post("/api/v1/groups/:id/kick", { fields: { ids: "account_ids" } }),
  ],
  groupBlock: [
    pixelfedBlock("add"),
    post("/api/v1/groups/:id/blocks", { fields: { ids: "account_ids" } }),
  ],
  groupUnblock: [
    pixelfedBlock("undo"),
    del("/api/v1/groups/:id/blocks", {
      query: true,
      fields: { ids: "account_ids" },
    }),
  ],
} as const satisfies Record<string, readonly Route[]>;
