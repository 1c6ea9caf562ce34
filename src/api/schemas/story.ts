import * as z from "zod/mini";
import { flag, idSchema, optionalUrl, orNull, text, urlOrEmpty } from "./utils";
import { object } from "./zodInternals";

/**
 * One account's stories in Pixelfed's carousel (GET
 * /api/web/stories/v1/recent; spec 02 section 3, "Story (recent)"): who,
 * their newest story and whether the viewer has seen them all.
 */
export const storyCarouselItemSchema = object({
  account_id: idSchema,
  username: text,
  avatar: urlOrEmpty,
  local: flag(true),
  url: urlOrEmpty,
  seen: flag(),
  story_id: orNull(idSchema),
  latest: orNull(
    object({
      id: idSchema,
      type: z.string(),
      preview_url: optionalUrl,
    }),
  ),
});

export type StoryCarouselItem = z.infer<typeof storyCarouselItemSchema>;
