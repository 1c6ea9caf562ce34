import * as z from "zod/mini";
import { accountSchema } from "./account";
import {
  dateTime,
  filteredArray,
  flag,
  idSchema,
  nonNegativeInt,
  optionalDateTime,
  optionalUrl,
  orNull,
  orUndefined,
  safeUrl,
  text,
  urlOrEmpty,
} from "./utils";
import { object } from "./zodInternals";

/*
 * Pixelfed's stories, as pixelfed/pixelfed app/Http/Controllers/
 * StoryController.php answers on /api/web/stories/v1 (spec 02 section 3,
 * "Story (recent)" and "Story node").
 */

const carouselFields = object({
  // Pixelfed names them `pid` and `sid` (StoryController::recent); spec 02
  // section 3 spells them `account_id` and `story_id`.
  pid: orUndefined(idSchema),
  account_id: orUndefined(idSchema),
  sid: orUndefined(idSchema),
  story_id: orUndefined(idSchema),
  username: text,
  avatar: urlOrEmpty,
  local: flag(true),
  url: urlOrEmpty,
  seen: flag(),
  latest: orNull(
    object({
      id: idSchema,
      type: z.string(),
      preview_url: optionalUrl,
    }),
  ),
});

/**
 * One account's stories in the carousel (GET /recent): who, their newest
 * story and whether the viewer has seen it. An item without an account is
 * dropped.
 */
export const storyCarouselItemSchema = z.pipe(
  carouselFields,
  z.transform((item, ctx) => {
    const accountId = item.account_id ?? item.pid;
    if (accountId === undefined) {
      ctx.issues.push({
        code: "custom",
        message: "a story carousel item names no account",
        input: item,
      });
      return z.NEVER;
    }
    return {
      account_id: accountId,
      story_id: item.story_id ?? item.sid ?? item.latest?.id ?? null,
      username: item.username,
      avatar: item.avatar,
      local: item.local,
      url: item.url,
      seen: item.seen,
      latest: item.latest,
    };
  }),
);

export type StoryCarouselItem = z.infer<typeof storyCarouselItemSchema>;

/**
 * One story (a node of GET /profile/:id). Potluck shows photos and videos;
 * Pixelfed's poll stories carry no picture and are dropped, as is a node
 * without a usable `src`. `view_count` is the author's only; Pixelfed sends
 * a null `duration` for stories made before it kept one, shown for 3 s as
 * its own viewer does.
 */
export const storyNodeSchema = object({
  id: idSchema,
  type: z.enum(["photo", "video"]),
  duration: z.transform((value): number =>
    typeof value === "number" && value > 0 ? value : 3,
  ),
  src: safeUrl,
  created_at: dateTime,
  expires_at: optionalDateTime,
  view_count: orNull(nonNegativeInt),
  seen: flag(),
});

export type StoryNode = z.infer<typeof storyNodeSchema>;

/** An account's live stories, oldest first (GET /profile/:id, one item). */
export const accountStoriesSchema = object({
  pid: idSchema,
  account: orNull(accountSchema),
  nodes: filteredArray(storyNodeSchema),
});

export type AccountStories = z.infer<typeof accountStoriesSchema>;

/** The upload POST /add answers: the story it made, not yet published. */
export const storyUploadSchema = object({
  media_id: idSchema,
  media_url: safeUrl,
  media_type: z.catch(z.enum(["photo", "video"]), "photo"),
});

export type StoryUpload = z.infer<typeof storyUploadSchema>;
