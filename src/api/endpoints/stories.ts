import type { ApiClient } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import {
  storyCarouselItemSchema,
  type StoryCarouselItem,
} from "../schemas/story";

/**
 * Pixelfed stories (gate `stories`), on its web API /api/web/stories/v1
 * (spec 02 section 7.13): the carousel of accounts with recent stories, and
 * who viewed one of the member's own (`sid`, as Pixelfed's StoryViewer.vue
 * asks; ten per `page`).
 */

const STORIES = "/api/web/stories/v1";

export async function getRecentStories(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<StoryCarouselItem[]> {
  const page = await client.list(`${STORIES}/recent`, storyCarouselItemSchema, {
    signal,
  });
  return page.items;
}

/** Accounts that viewed the member's story `storyId`, page by page from 1. */
export async function getStoryViewers(
  client: ApiClient,
  storyId: string,
  page = 1,
  signal?: AbortSignal,
): Promise<Account[]> {
  const result = await client.list(`${STORIES}/viewers`, accountSchema, {
    query: { sid: storyId, page: page === 1 ? undefined : page },
    signal,
  });
  return result.items;
}
