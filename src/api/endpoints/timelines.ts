import type { ApiClient, Page, Query } from "../client";
import type { DetectedServer } from "../features";
import { buildPath } from "../familyRoutes";
import { statusPath } from "../statusPaths";
import { statusSchema, type Status } from "../schemas/status";

/**
 * Status timelines (spec 02 sections 7.2, 7.6 and 7.8). Each one is a source
 * the store names by a timeline key; paging is by Link cursors or by
 * max_id / since_id / min_id on the status ids.
 */
export type AccountTab = "posts" | "with_replies" | "media";

export type TimelineSource =
  | { kind: "home" }
  | { kind: "public"; local: boolean; remote: boolean; onlyMedia: boolean }
  | { kind: "hashtag"; tag: string; local: boolean }
  | { kind: "list"; id: string }
  | { kind: "circle"; id: string }
  | { kind: "antenna"; id: string }
  | { kind: "account"; id: string; tab: AccountTab }
  | { kind: "accountTag"; id: string; tag: string }
  | { kind: "quotes"; statusId: string }
  | { kind: "group"; id: string };

export interface PageParams {
  max_id?: string;
  since_id?: string;
  min_id?: string;
  limit?: number;
}

/** A Link header cursor, followed as is. */
export interface CursorParams {
  url: string;
}

const ACCOUNT_TABS: Record<AccountTab, Query> = {
  posts: { exclude_replies: true },
  with_replies: { exclude_replies: false },
  // Mastodon's web UI leaves boosts out of the media tab; servers that do
  // not know the parameter ignore it, and the gallery filters them too.
  media: { only_media: true, exclude_reblogs: true },
};

/**
 * Path and fixed query of a timeline source on this server, or null where
 * the server's family has no such endpoint (the quotes path is the family's,
 * from statusPaths `quotes`).
 */
export function timelineRequest(
  source: TimelineSource,
  server: DetectedServer,
): { path: string; query: Query } | null {
  switch (source.kind) {
    case "home":
      return { path: "/api/v1/timelines/home", query: {} };
    case "public":
      return {
        path: "/api/v1/timelines/public",
        query: {
          local: source.local || undefined,
          remote: source.remote || undefined,
          only_media: source.onlyMedia || undefined,
        },
      };
    case "hashtag":
      return {
        path: `/api/v1/timelines/tag/${encodeURIComponent(source.tag)}`,
        query: { local: source.local || undefined },
      };
    case "list":
      return {
        path: `/api/v1/timelines/list/${encodeURIComponent(source.id)}`,
        query: {},
      };
    // kmyblue: a circle's post history (api/v1/circles/statuses_controller.rb)
    // and an antenna's timeline (api/v1/timelines/antenna_controller.rb).
    case "circle":
      return {
        path: `/api/v1/circles/${encodeURIComponent(source.id)}/statuses`,
        query: {},
      };
    case "antenna":
      return {
        path: `/api/v1/timelines/antenna/${encodeURIComponent(source.id)}`,
        query: {},
      };
    case "account":
      return {
        path: `/api/v1/accounts/${encodeURIComponent(source.id)}/statuses`,
        query: ACCOUNT_TABS[source.tab],
      };
    case "accountTag":
      return {
        path: `/api/v1/accounts/${encodeURIComponent(source.id)}/statuses`,
        query: { tagged: source.tag },
      };
    case "quotes": {
      const endpoint = statusPath(server, "quotes");
      if (!endpoint) return null;
      return {
        path: buildPath(endpoint.path, { id: source.statusId }),
        query: {},
      };
    }
    case "group": {
      const endpoint = statusPath(server, "groupTimeline");
      if (!endpoint) return null;
      return { path: buildPath(endpoint.path, { id: source.id }), query: {} };
    }
  }
}

/** One page of a timeline, by ids or by a Link cursor. */
export function getTimeline(
  client: ApiClient,
  server: DetectedServer,
  source: TimelineSource,
  params: PageParams | CursorParams,
  signal?: AbortSignal,
): Promise<Page<Status>> {
  if ("url" in params) return client.list(params.url, statusSchema, { signal });
  const request = timelineRequest(source, server);
  if (!request) {
    return Promise.reject(
      new Error(`This server has no ${source.kind} timeline`),
    );
  }
  const { path, query } = request;
  return client.list(path, statusSchema, {
    query: { ...query, ...params },
    signal,
  });
}
