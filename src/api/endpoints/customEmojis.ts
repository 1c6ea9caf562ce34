import type { ApiClient, Page } from "../client";
import { customEmojiSchema, type CustomEmoji } from "../schemas/emoji";

/** The server's custom emoji (spec 02 section 7.11), for the emoji pickers. */
export function getCustomEmojis(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<Page<CustomEmoji>> {
  return client.list("/api/v1/custom_emojis", customEmojiSchema, { signal });
}
