import { PLEROMA, del, get, on, patch, post, type Route } from "./familyRoutes";

/**
 * Per-family routes of a member's everyday tools (spec 02 sections 7.3 and
 * 7.11, notes section 6.2): bookmark folders, endorsements, suggestions and
 * trends. Spread into familyPaths' table, which answers for them.
 */
export const MEMBER_ROUTES = {
  // Pleroma and Akkoma keep folders under /pleroma and take one folder per
  // bookmark; the kmyblue-style API (Mastodon forks) has categories holding
  // many statuses. Spec 02 section 5: creation sends the name as `title`;
  // Pleroma reads `name`, so it gets both.
  bookmarkFolders: [
    on(PLEROMA, get("/api/v1/pleroma/bookmark_folders")),
    get("/api/v1/bookmark_categories"),
  ],
  bookmarkFolderCreate: [
    on(
      PLEROMA,
      post("/api/v1/pleroma/bookmark_folders", {
        fields: { name: "name", title: "title", emoji: "emoji" },
      }),
    ),
    post("/api/v1/bookmark_categories", { fields: { title: "title" } }),
  ],
  bookmarkFolderUpdate: [
    on(
      PLEROMA,
      patch("/api/v1/pleroma/bookmark_folders/:id", {
        fields: { name: "name", title: "title", emoji: "emoji" },
      }),
    ),
    patch("/api/v1/bookmark_categories/:id", { fields: { title: "title" } }),
  ],
  bookmarkFolderDelete: [
    on(PLEROMA, del("/api/v1/pleroma/bookmark_folders/:id")),
    del("/api/v1/bookmark_categories/:id"),
  ],
  bookmarkFolderStatuses: [
    on(
      PLEROMA,
      get("/api/v1/bookmarks", { fields: { folderId: "folder_id" } }),
    ),
    get("/api/v1/bookmark_categories/:id/statuses"),
  ],
  // Pleroma moves a bookmark by bookmarking it again with the new folder.
  bookmarkFolderAddStatus: [
    on(
      PLEROMA,
      post("/api/v1/statuses/:statusId/bookmark", {
        fields: { folderId: "folder_id" },
      }),
    ),
    post("/api/v1/bookmark_categories/:id/statuses", {
      query: true,
      fields: { ids: "status_ids" },
    }),
  ],
  // Pleroma: bookmarked again without a folder, it leaves the folder.
  bookmarkFolderRemoveStatus: [
    on(PLEROMA, post("/api/v1/statuses/:statusId/bookmark")),
    del("/api/v1/bookmark_categories/:id/statuses", {
      query: true,
      fields: { ids: "status_ids" },
    }),
  ],
  // Mastodon 4.4 renamed pin/unpin (an account on one's profile) to endorse/unendorse.
  endorse: [
    on(["Mastodon"], post("/api/v1/accounts/:id/endorse"), "4.4.0"),
    post("/api/v1/accounts/:id/pin"),
  ],
  unendorse: [
    on(["Mastodon"], post("/api/v1/accounts/:id/unendorse"), "4.4.0"),
    post("/api/v1/accounts/:id/unpin"),
  ],
  // Mastodon answered only v1 before 3.4.
  suggestions: [
    on(["Pixelfed"], get("/api/v1.1/discover/accounts/popular")),
    on(["Mastodon"], get("/api/v2/suggestions"), "3.4.0"),
    on(["Mastodon"], get("/api/v1/suggestions")),
    on(
      ["Akkoma", "Friendica", "Iceshrimp", "Pleroma", "Sharkey"],
      get("/api/v2/suggestions"),
    ),
    get("/api/v1/suggestions"),
  ],
  trendingTags: [
    on(["Pixelfed"], get("/api/v1.1/discover/posts/hashtags")),
    get("/api/v1/trends/tags"),
  ],
  trendingStatuses: [
    on(
      ["Pixelfed"],
      get("/api/pixelfed/v2/discover/posts/trending", {
        constants: { range: "daily" },
      }),
    ),
    get("/api/v1/trends/statuses"),
  ],
} as const satisfies Record<string, readonly Route[]>;
