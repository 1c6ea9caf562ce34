import { offsetPage, type ApiClient, type OffsetPage } from "../client";
import type { DetectedServer } from "../features";
import { requireFamilyRequest } from "../familyRequest";
import { previewCardSchema, type PreviewCard } from "../schemas/previewCard";
import { statusSchema, type Status } from "../schemas/status";
import { hashtagSchema, type Hashtag } from "../schemas/tag";

/**
 * Trends (spec 02 section 7.11): tags with their 7-day history, statuses and
 * links, paged by offset. Pixelfed has its own paths (familyPaths); the
 * caller gates with `trends`, `trendingStatuses` and `trendingLinks`.
 */
export interface TrendParams {
  offset: number;
  limit?: number;
}

export async function getTrendingTags(
  client: ApiClient,
  server: DetectedServer,
  { offset, limit = 10 }: TrendParams,
  signal?: AbortSignal,
): Promise<OffsetPage<Hashtag>> {
  const request = requireFamilyRequest(server, "trendingTags", {});
  const page = await client.list(request.path, hashtagSchema, {
    query: { ...request.query, offset, limit },
    signal,
  });
  return offsetPage(page.items, offset);
}

export async function getTrendingStatuses(
  client: ApiClient,
  server: DetectedServer,
  { offset, limit = 20 }: TrendParams,
  signal?: AbortSignal,
): Promise<OffsetPage<Status>> {
  const request = requireFamilyRequest(server, "trendingStatuses", {});
  const page = await client.list(request.path, statusSchema, {
    query: { ...request.query, offset, limit },
    signal,
  });
  return offsetPage(page.items, offset);
}

/** Trending links: preview cards with a `history` of shares. */
export async function getTrendingLinks(
  client: ApiClient,
  { offset, limit = 10 }: TrendParams,
  signal?: AbortSignal,
): Promise<OffsetPage<PreviewCard>> {
  const page = await client.list("/api/v1/trends/links", previewCardSchema, {
    query: { offset, limit },
    signal,
  });
  return offsetPage(page.items, offset);
}
