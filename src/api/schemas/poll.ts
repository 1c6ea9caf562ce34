import * as z from "zod/mini";
import { customEmojiSchema } from "./emoji";
import {
  countSchema,
  filteredArray,
  flag,
  idSchema,
  nonNegativeInt,
  optionalDateTime,
  orNull,
  withFallback,
} from "./utils";
import { object } from "./zodInternals";

/** `votes_count` is null while the server hides the totals. */
export const pollOptionSchema = object({
  title: z.string(),
  votes_count: orNull(nonNegativeInt),
});

export type PollOption = z.infer<typeof pollOptionSchema>;

/**
 * A poll (spec 01 "Poll"): at least 2 valid options, else the poll fails.
 * `own_votes` must hold at least 1 index when present, else it is [].
 */
export const pollSchema = z.pipe(
  object({
    id: idSchema,
    options: filteredArray(pollOptionSchema).check(
      z.refine((options) => options.length >= 2, {
        message: "a poll needs at least 2 options",
      }),
    ),
    expires_at: optionalDateTime,
    expired: flag(),
    multiple: flag(),
    votes_count: countSchema,
    voters_count: orNull(nonNegativeInt),
    voted: flag(),
    own_votes: withFallback(z.array(nonNegativeInt).check(z.minLength(1)), []),
    non_anonymous: orNull(z.boolean()),
    emojis: filteredArray(customEmojiSchema),
    // Pleroma sends it as `pleroma.non_anonymous`.
    pleroma: withFallback(object({ non_anonymous: flag() }), {
      non_anonymous: false,
    }),
  }),
  z.transform(({ pleroma, ...poll }) => ({
    ...poll,
    non_anonymous: poll.non_anonymous ?? pleroma.non_anonymous,
  })),
);

export type Poll = z.infer<typeof pollSchema>;
