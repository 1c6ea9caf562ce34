import {
  familyRequest,
  requireFamilyRequest,
} from "../../src/api/familyRequest";
import {
  GOTOSOCIAL,
  MASTODON,
  PLEROMA,
  serverOf,
} from "../support/recordingClient";

describe("familyRequest", () => {
  it("sends each value under the family's name, in the body for writes", () => {
    const values = { name: "Tea", title: "Tea", emoji: "🍵" };
    expect(familyRequest(PLEROMA, "bookmarkFolderCreate", {}, values)).toEqual({
      method: "POST",
      path: "/api/v1/pleroma/bookmark_folders",
      body: { name: "Tea", title: "Tea", emoji: "🍵" },
    });
    expect(familyRequest(MASTODON, "bookmarkFolderCreate", {}, values)).toEqual(
      {
        method: "POST",
        path: "/api/v1/bookmark_categories",
        body: { title: "Tea" },
      },
    );
  });

  it("puts fields in the query for GET and for routes marked query", () => {
    expect(
      familyRequest(
        PLEROMA,
        "bookmarkFolderStatuses",
        { id: "f/1" },
        {
          folderId: "f/1",
        },
      ),
    ).toEqual({
      method: "GET",
      path: "/api/v1/bookmarks",
      query: { folder_id: "f/1" },
    });
    expect(
      familyRequest(
        MASTODON,
        "bookmarkFolderRemoveStatus",
        { id: "f/1", statusId: "7" },
        {
          ids: ["7"],
        },
      ),
    ).toEqual({
      method: "DELETE",
      path: "/api/v1/bookmark_categories/f%2F1/statuses",
      query: { status_ids: ["7"] },
    });
  });

  it("adds the family's constants and leaves out an empty body", () => {
    expect(
      familyRequest(serverOf("Pixelfed", "0.12.4"), "trendingStatuses", {}),
    ).toEqual({
      method: "GET",
      path: "/api/pixelfed/v2/discover/posts/trending",
      query: { range: "daily" },
    });
    expect(familyRequest(MASTODON, "trendingStatuses", {})).toEqual({
      method: "GET",
      path: "/api/v1/trends/statuses",
    });
  });

  it("answers null, or throws when required, where the family has no such call", () => {
    expect(familyRequest(PLEROMA, "exportLists", {})).toBeNull();
    expect(() =>
      requireFamilyRequest(GOTOSOCIAL, "sessionRevoke", { id: "1" }),
    ).not.toThrow();
    expect(() =>
      requireFamilyRequest(serverOf("Hollo"), "sessionRevoke", { id: "1" }),
    ).toThrow("sessionRevoke is not available on Hollo");
  });
});
