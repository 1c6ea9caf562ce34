import type { ApiClient } from "../client";
import { accountSchema, type Account } from "../schemas/account";
import {
  accountStoriesSchema,
  storyCarouselItemSchema,
  storyUploadSchema,
  type AccountStories,
  type StoryCarouselItem,
  type StoryUpload,
} from "../schemas/story";

/**
 * Pixelfed stories (gate `stories`), on its web API /api/web/stories/v1
 * (spec 02 section 7.13), as pixelfed/pixelfed routes/web-api.php routes it
 * to app/Http/Controllers/StoryController.php and the
 * StoryComposeController it extends:
 * - `GET recent`: the followed accounts with live stories (`pid`, `sid`,
 *   `latest`, `seen`), unseen first; the member's own are not among them.
 * - `GET profile/:id`: `[{id, nodes, account, pid}]`, or `[]` for an account
 *   the member does not follow or without live stories.
 * - `POST viewed` `{id}`: records the member as a viewer.
 * - `GET viewers?sid=&page=`: who saw one of the member's own, ten a page.
 * - `POST add` (multipart `file`: JPEG, PNG or MP4): an unpublished story,
 *   `{media_id, media_url, media_type}`; `POST publish` `{media_id,
 *   duration (3-120), can_reply, can_react}` makes it live for 24 hours.
 * - `DELETE delete/:id`.
 * Failures are Laravel's: 422 `{message, errors}`, 418 past the daily limit.
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

/** An account's live stories, oldest first; null where there are none to see. */
export async function getAccountStories(
  client: ApiClient,
  accountId: string,
  signal?: AbortSignal,
): Promise<AccountStories | null> {
  const page = await client.list(
    `${STORIES}/profile/${encodeURIComponent(accountId)}`,
    accountStoriesSchema,
    { signal },
  );
  return page.items[0] ?? null;
}

export async function postStoryViewed(
  client: ApiClient,
  storyId: string,
): Promise<void> {
  await client.request("POST", `${STORIES}/viewed`, {
    body: { id: storyId },
  });
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

export function postStory(client: ApiClient, file: File): Promise<StoryUpload> {
  const form = new FormData();
  form.append("file", file, file.name);
  return client.one("POST", `${STORIES}/add`, storyUploadSchema, {
    body: form,
  });
}

export async function postStoryPublish(
  client: ApiClient,
  mediaId: string,
  duration: number,
): Promise<void> {
  await client.request("POST", `${STORIES}/publish`, {
    // Potluck offers no replies or reactions to stories; Pixelfed's own
    // viewer does, so they stay open as its composer leaves them.
    body: { media_id: mediaId, duration, can_reply: true, can_react: true },
  });
}

export async function deleteStory(
  client: ApiClient,
  storyId: string,
): Promise<void> {
  await client.request(
    "DELETE",
    `${STORIES}/delete/${encodeURIComponent(storyId)}`,
  );
}
